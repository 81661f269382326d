"""Stand-ins shared by the hardware tests: a hand-driven clock, Kivy's Window, a clean button press."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gpiozero.pins.mock import MockPin


class FakeClock:
    """A monotonic clock the test moves by hand, so debounce tests need no sleeps."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class FakeWindow:
    """Kivy's Window as keyboard.attach uses it: bind/unbind of on_key_down/on_key_up, and dispatch.

    Like Kivy, the most recently bound handler runs first and a True return stops the dispatch.
    """

    def __init__(self) -> None:
        self.handlers: dict[str, list[Callable[..., Any]]] = {"on_key_down": [], "on_key_up": []}

    def bind(self, **handlers: Callable[..., Any]) -> None:
        for name, handler in handlers.items():
            self.handlers[name].append(handler)

    def unbind(self, **handlers: Callable[..., Any]) -> None:
        for name, handler in handlers.items():
            self.handlers[name].remove(handler)

    def key_down(self, keycode: int, codepoint: str | None = None, modifiers: list[str] | None = None) -> bool:
        return any(h(self, keycode, 0, codepoint, modifiers or []) for h in reversed(self.handlers["on_key_down"]))

    def key_up(self, keycode: int) -> None:
        for handler in reversed(self.handlers["on_key_up"]):
            handler(self, keycode, 0)

    def press(self, keycode: int, codepoint: str | None = None) -> bool:
        handled = self.key_down(keycode, codepoint)
        self.key_up(keycode)
        return handled


def press(pin: MockPin, clock: FakeClock | None = None, hold_s: float = 0.02) -> None:
    """One clean press and release of an active-low button, held for hold_s on the fake clock."""
    pin.drive_low()
    if clock:
        clock.advance(hold_s)
    pin.drive_high()
