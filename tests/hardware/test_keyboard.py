"""The keyboard adapter: every button has a key; typing into a text field presses nothing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from companion.core.inbox import SEAT_BUTTONS, Inbox, InputEvent
from companion.core.ports import InputAdapter
from companion.hardware.keyboard import KEY_BINDINGS, KeyboardInput, attach, event_for_key, help_rows, keycode_of
from companion.hardware.pinmap import MAX_SEATS
from tests.hardware.hwfakes import FakeWindow

ALL_BUTTONS = {InputEvent(c, source="keyboard") for c in ("advance", "undo", "redo", "clock")} | {
    InputEvent("seat", seat, button, source="keyboard") for seat in range(MAX_SEATS) for button in SEAT_BUTTONS}


def key(name: str, *modifiers: str) -> InputEvent | None:
    return event_for_key(keycode_of(name), name if len(name) == 1 else None, list(modifiers))


def test_every_button_has_a_key_and_no_key_does_two_things() -> None:
    assert {binding.event for binding in KEY_BINDINGS} == ALL_BUTTONS
    codes = [keycode_of(binding.key) for binding in KEY_BINDINGS]
    assert len(codes) == len(set(codes))


@pytest.mark.parametrize("name, command, seat, button", [
    ("spacebar", "advance", None, None), ("right", "advance", None, None),
    ("backspace", "undo", None, None), ("u", "undo", None, None), ("r", "redo", None, None),
    ("1", "seat", 0, "lock"), ("5", "seat", 4, "lock"), ("numpad3", "seat", 2, "lock"),
    ("&", "seat", 0, "lock"), ("é", "seat", 1, "lock"), ("(", "seat", 4, "lock"),  # AZERTY's digit row
    ("s", "seat", 0, "prev"), ("h", "seat", 4, "prev"), ("x", "seat", 0, "next"), ("n", "seat", 4, "next"),
])
def test_the_documented_keys(name: str, command: str, seat: int | None, button: str | None) -> None:
    assert key(name) == InputEvent(command, seat, button, "keyboard")


def test_kivy_key_codes_match_kivys_own_table() -> None:
    # Kivy's table, copied from kivy.core.window.Keyboard.keycodes (importing it would open a window).
    names = ("spacebar", "right", "backspace", "numpad1", "numpad5")
    assert [keycode_of(n) for n in names] == [32, 275, 8, 257, 261]


def test_modifiers() -> None:
    assert key("r", "shift") == key("r", "capslock") == key("r")
    assert key("r", "ctrl") is None and key("u", "alt") is None and key("1", "meta") is None
    assert key("q") is None and event_for_key(282, None, []) is None  # unbound keys, F1 (the UI's help)


def test_an_odd_keycode_falls_back_to_the_typed_character() -> None:
    assert event_for_key(0x40000000, "R", []) == InputEvent("redo", source="keyboard")


def test_help_rows_list_every_button_once_with_its_keys() -> None:
    rows = help_rows()
    assert len(rows) == len(ALL_BUTTONS) == 19  # 3 global buttons, the turn clock's, 5 seats x 3
    texts = {notice.english(): labels for labels, notice in rows}
    assert texts["Next turn"] == ("Space", "Right arrow")
    assert texts["Undo"] == ("Backspace", "U")
    assert texts["Seat 1: lock the choice"] == ("1", "Num 1", "&")
    assert texts["Seat 5: next choice"] == ("N",)


def test_attach_puts_key_presses_into_the_inbox(window: FakeWindow) -> None:
    inbox = Inbox()
    detach = attach(window, inbox, text_has_focus=lambda: False)
    assert window.press(32, " ") is True  # handled: no other widget acts on it
    assert window.press(ord("q"), "q") is False  # not ours: passed on
    assert inbox.drain() == [InputEvent("advance", source="keyboard")]
    detach()
    window.press(32, " ")
    assert inbox.drain() == [] and not any(window.handlers.values())


def test_keys_typed_into_a_focused_text_field_are_left_alone(window: FakeWindow) -> None:
    inbox, focused = Inbox(), [True]
    attach(window, inbox, text_has_focus=lambda: focused[0])
    for char in "run ":
        assert window.press(keycode_of("spacebar") if char == " " else ord(char), char) is False
    assert inbox.drain() == []
    focused[0] = False
    window.press(ord("r"), "r")
    assert inbox.drain() == [InputEvent("redo", source="keyboard")]


def test_a_held_key_repeats_but_counts_once(window: FakeWindow) -> None:
    inbox = Inbox()
    attach(window, inbox, text_has_focus=lambda: False)
    for _ in range(5):  # the OS sends key-down again and again while the key is held
        window.key_down(32, " ")
    window.key_up(32)
    window.press(32, " ")
    assert len(inbox.drain()) == 2


def test_keyboard_input_is_an_adapter(window: FakeWindow) -> None:
    adapter = KeyboardInput(window, text_has_focus=lambda: False)
    assert isinstance(adapter, InputAdapter)
    inbox = Inbox()
    adapter.start(inbox)
    adapter.start(inbox)  # once only
    window.press(ord("u"), "u")
    assert inbox.drain() == [InputEvent("undo", source="keyboard")]
    assert adapter.status().english() == "Keyboard: every button has a key"
    adapter.stop()
    adapter.stop()
    assert not any(window.handlers.values())


KIVY_FOCUS_CHECK = textwrap.dedent("""
    import os
    os.environ["KIVY_NO_ARGS"] = "1"
    from kivy.config import Config
    Config.set("kivy", "keyboard_mode", "system")
    from kivy.base import EventLoop
    from kivy.core.window import Window
    from kivy.uix.textinput import TextInput
    from companion.core.inbox import Inbox
    from companion.hardware.keyboard import KeyboardInput

    def type_key(keycode, text):  # what SDL sends for one key: down, the text it types, up
        Window.dispatch("on_key_down", keycode, 0, text, [])
        if text:
            Window.dispatch("on_textinput", text)
        Window.dispatch("on_key_up", keycode, 0)

    inbox = Inbox()
    KeyboardInput().start(inbox)  # Kivy's own Window and TextInput focus
    field = TextInput(text="Ann")
    Window.add_widget(field)
    EventLoop.ensure_window()
    field.focus = True
    field.cursor = (3, 0)
    type_key(8, None)  # backspace: undo, unless a text field has the keyboard
    type_key(117, "u")  # u: undo too
    typed, while_focused = field.text, inbox.drain()
    field.focus = False
    type_key(8, None)
    print(repr(typed), len(while_focused), [e.command for e in inbox.drain()])
""")


@pytest.mark.skipif(not (os.environ.get("DISPLAY") or shutil.which("xvfb-run")), reason="needs a display or Xvfb")
def test_with_kivy_a_focused_text_input_gets_keys_and_buttons_do_not(tmp_path: Path) -> None:
    command = [sys.executable, "-c", KIVY_FOCUS_CHECK]
    if not os.environ.get("DISPLAY"):
        command = ["xvfb-run", "-a", *command]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120,
                            env={**os.environ, "KIVY_NO_CONSOLELOG": "1", "KIVY_HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip().splitlines()[-1] == "'Anu' 0 ['undo']"
