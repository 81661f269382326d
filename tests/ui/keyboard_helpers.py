"""Typing with real touches on the on-screen keyboard's keys (docs/design.md#the-on-screen-keyboard)."""

from __future__ import annotations

from typing import Any

from kivy.core.window import Window
from kivy.tests.common import UnitTestTouch

from tests.ui.harness import Harness


def shown_keyboard() -> Any:
    from companion.screens.keyboard.widget import TableKeyboard

    return next((w for w in Window.children if isinstance(w, TableKeyboard)), None)


def key_at(keyboard: Any, label: str) -> tuple[float, float]:
    """The window position of the key that shows ``label`` in the keyboard's current layout and mode."""
    layout = keyboard.available_layouts[keyboard.layout]
    for line in range(1, layout["rows"] + 1):
        for key, (pos, size) in zip(layout[f"{keyboard.layout_mode}_{line}"], keyboard.layout_geometry[f"LINE_{line}"]):
            if key[0] == label:
                return keyboard.to_window(pos[0] + size[0] / 2, pos[1] + size[1] / 2)
    raise AssertionError(f"no key {label!r} on {keyboard.layout} ({keyboard.layout_mode})")


def press(app: Harness, label: str) -> None:
    keyboard = shown_keyboard()
    assert keyboard is not None, "the on-screen keyboard is not shown"
    touch = UnitTestTouch(*key_at(keyboard, label))
    touch.touch_down()
    touch.touch_up()
    app.settle()


def type_keys(app: Harness, labels: list[str] | str) -> None:
    for label in labels:
        press(app, label)

