"""The keyboard stands in for every hardware button (docs/design.md#hardware-is-optional).

Keys are Kivy key codes (SDL's, so they follow the keyboard's layout). Seat stations use columns that sit
in the same place on QWERTY and AZERTY: for seat n, digit n locks, the home-row key (S D F G H) is
"previous" and the bottom-row key (X C V B N) is "next". On AZERTY the digit row types & é " ' ( without
Shift, so those keys lock too, as do the numeric pad's 1-5.

Kivy is imported only inside ``attach``/``KeyboardInput.start``: the rest is plain data and pure functions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from companion.core.inbox import Inbox, InputEvent
from companion.core.ports import Notice
from companion.hardware.pinmap import MAX_SEATS
from games.base import N_


class KeyBinding(NamedTuple):
    key: str  # Kivy key name ("spacebar", "numpad1") or the character the key types
    event: InputEvent
    description: str  # message key; {seat} is the 1-based seat number


# Kivy's codes for the named keys used here (kivy.core.window.Keyboard.keycodes); other keys are ord(char).
_NAMED_KEYCODES = {"spacebar": 32, "right": 275, "backspace": 8,
                   **{f"numpad{n}": 256 + n for n in range(10)}}
# How the help overlay writes a named key (message keys, translated by the UI); others are their character.
KEY_LABELS = {"spacebar": N_("Space"), "right": N_("Right arrow"), "backspace": N_("Backspace"),
              "numpad1": N_("Num 1"), "numpad2": N_("Num 2"), "numpad3": N_("Num 3"), "numpad4": N_("Num 4"),
              "numpad5": N_("Num 5")}
# Held with these, a key is a shortcut of the system or another widget, never a button.
_COMMAND_MODIFIERS = frozenset({"ctrl", "alt", "meta", "super"})

_SEAT_KEYS = {
    "lock": ("12345", "numpad", "&é\"'("),
    "prev": ("sdfgh",),
    "next": ("xcvbn",),
}
_SEAT_DESCRIPTIONS = {"prev": N_("Seat {seat}: previous choice"), "next": N_("Seat {seat}: next choice"),
                      "lock": N_("Seat {seat}: lock the choice")}


def _bindings() -> tuple[KeyBinding, ...]:
    def global_keys(command: str, description: str, *names: str) -> list[KeyBinding]:
        return [KeyBinding(name, InputEvent(command, source="keyboard"), description) for name in names]

    table = [*global_keys("advance", N_("Next turn"), "spacebar", "right"),
             *global_keys("undo", N_("Undo"), "backspace", "u"),
             *global_keys("redo", N_("Redo"), "r"),
             *global_keys("clock", N_("Pause or resume the turn clock"), "p")]
    for seat in range(MAX_SEATS):
        for button, rows in _SEAT_KEYS.items():
            event = InputEvent("seat", seat, button, source="keyboard")
            for row in rows:
                name = f"numpad{seat + 1}" if row == "numpad" else row[seat]
                table.append(KeyBinding(name, event, _SEAT_DESCRIPTIONS[button]))
    return tuple(table)


KEY_BINDINGS: tuple[KeyBinding, ...] = _bindings()


def keycode_of(name: str) -> int:
    return _NAMED_KEYCODES[name] if name in _NAMED_KEYCODES else ord(name)


_BY_KEYCODE: dict[int, InputEvent] = {keycode_of(b.key): b.event for b in KEY_BINDINGS}


def help_rows() -> list[tuple[tuple[str, ...], Notice]]:
    """One row per button for the help overlay: its key labels and its description, in table order."""
    rows: dict[InputEvent, tuple[list[str], Notice]] = {}
    for binding in KEY_BINDINGS:
        seat = {} if binding.event.seat is None else {"seat": binding.event.seat + 1}
        labels, _ = rows.setdefault(binding.event, ([], Notice(binding.description, seat)))
        labels.append(KEY_LABELS.get(binding.key, binding.key.upper() if binding.key.isascii() else binding.key))
    return [(tuple(labels), notice) for labels, notice in rows.values()]


def event_for_key(keycode: int, codepoint: str | None, modifiers: Iterable[str] | None) -> InputEvent | None:
    """The button a key stands for, or None. Shift and Caps Lock are ignored; Ctrl/Alt/Meta combos are not
    buttons."""
    if _COMMAND_MODIFIERS & set(modifiers or ()):
        return None
    event = _BY_KEYCODE.get(keycode)
    if event is None and codepoint and len(codepoint) == 1:  # window providers that send odd key codes
        event = _BY_KEYCODE.get(ord(codepoint.lower()))
    return event


def _kivy_text_has_focus() -> Callable[[], bool]:
    from kivy.uix.behaviors import FocusBehavior
    from kivy.uix.textinput import TextInput

    # FocusBehavior keeps which widget holds each keyboard; Kivy has no public "focused widget".
    return lambda: any(isinstance(w, TextInput) and w.focus for w in FocusBehavior._keyboards.values())


def attach(window: Any, inbox: Inbox, text_has_focus: Callable[[], bool] | None = None) -> Callable[[], None]:
    """Bind the window's key events to the inbox; return the function that unbinds them.

    A key typed into a focused TextInput is left alone (the handler returns False so the text field gets
    it, and no button is pressed). A held key auto-repeats; only its first key-down counts, as a held
    hardware button counts once.
    """
    has_focus = text_has_focus or _kivy_text_has_focus()
    held: set[int] = set()

    def on_key_down(_window: Any, keycode: int, _scancode: int, codepoint: str | None,
                    modifiers: Iterable[str] | None, *_: Any) -> bool:
        if has_focus():
            return False
        event = event_for_key(keycode, codepoint, modifiers)
        if event is None:
            return False
        if keycode not in held:
            held.add(keycode)
            inbox.put(event)
        return True

    def on_key_up(_window: Any, keycode: int, *_: Any) -> bool:
        held.discard(keycode)
        return False

    window.bind(on_key_down=on_key_down, on_key_up=on_key_up)
    return lambda: window.unbind(on_key_down=on_key_down, on_key_up=on_key_up)


class KeyboardInput:
    """The keyboard as an ``InputAdapter``. ``window=None`` means Kivy's window, looked up at start."""

    name = "keyboard"

    def __init__(self, window: Any = None, text_has_focus: Callable[[], bool] | None = None) -> None:
        self._window = window
        self._text_has_focus = text_has_focus
        self._unbind: Callable[[], None] | None = None

    def start(self, inbox: Inbox) -> None:
        if self._unbind is not None:
            return
        if self._window is None:
            from kivy.core.window import Window

            self._window = Window
        self._unbind = attach(self._window, inbox, self._text_has_focus)

    def stop(self) -> None:
        if self._unbind is not None:
            self._unbind()
            self._unbind = None

    def status(self) -> Notice:
        return Notice("Keyboard: every button has a key") if self._unbind else Notice("Keyboard not started")
