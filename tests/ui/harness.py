"""Drive the real app in a real window: touches go through Kivy's event loop like a finger's would."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Callable, Iterator

from kivy.base import EventLoop
from kivy.core.window import Window
from kivy.tests.common import UnitTestTouch
from kivy.uix.widget import Widget

from companion.screens.app import CompanionApp


class Harness:
    def __init__(self, app: CompanionApp) -> None:
        self.app = app
        self.context = app.context

    # --- time -----------------------------------------------------------------------------------------
    def pump(self, frames: int = 3) -> None:
        for _ in range(frames):
            EventLoop.idle()

    def wait_until(self, condition: Callable[[], bool], seconds: float = 3.0) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.pump(1)
            if condition():
                return True
        return condition()

    # --- finding what a person sees ------------------------------------------------------------------
    @property
    def screen(self) -> Any:
        assert self.app.navigator is not None
        return self.app.navigator.current

    def walk(self) -> Iterator[Widget]:
        for child in Window.children:  # the app's root and any open popup
            yield from child.walk(restrict=True)

    def visible_texts(self) -> list[str]:
        return [w.text for w in self.walk() if isinstance(getattr(w, "text", None), str) and w.text
                and w.get_root_window() is not None and w.opacity > 0]

    def button(self, text: str) -> Widget:
        """The visible button that shows exactly ``text``."""
        matches = [w for w in self.walk() if getattr(w, "text", None) == text and hasattr(w, "on_release")
                   and w.get_root_window() is not None and not w.disabled]
        assert matches, f"no enabled button {text!r}; visible: {self.visible_texts()}"
        return matches[-1]

    # --- acting like a person ------------------------------------------------------------------------
    def tap(self, widget_or_text: Widget | str) -> None:
        widget = self.button(widget_or_text) if isinstance(widget_or_text, str) else widget_or_text
        x, y = widget.to_window(*widget.center)
        touch = UnitTestTouch(x, y)
        touch.touch_down()
        self.pump(1)
        touch.touch_up()
        self.pump(3)

    def type_into(self, text_input: Widget, text: str) -> None:
        self.tap(text_input)
        text_input.select_all()
        text_input.delete_selection()
        for char in text:
            Window.dispatch("on_textinput", char)
        self.pump(2)

    def press_key(self, keycode: int, codepoint: str | None = None) -> None:
        Window.dispatch("on_key_down", keycode, 0, codepoint, [])
        Window.dispatch("on_key_up", keycode, 0)
        self.pump(3)

    def screenshot(self, path: Path) -> Path:
        self.pump(3)
        return self.app.save_screenshot(path)
