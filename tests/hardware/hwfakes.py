"""Stand-ins shared by the hardware tests: a hand-driven clock, Kivy's Window, a clean button press, a pty pad."""

from __future__ import annotations

import os
import select
import time
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


def wait_for(condition: Callable[[], bool], timeout: float = 2.0) -> bool:
    """Poll a condition set by another thread (a blink, a reader) until it holds or the timeout passes."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.005)
    return condition()


class PtyPad:
    """The pad's end of a pseudo-terminal: the adapter opens ``path`` as a real serial device, the test
    writes the pad's lines to the master side and reads the app's answers from it."""

    def __init__(self) -> None:
        self.master, slave = os.openpty()
        self.path = os.ttyname(slave)
        os.close(slave)  # the adapter opens the path itself; the pty lives while the master is open
        self._buffer = b""

    def send(self, data: bytes) -> None:
        os.write(self.master, data)

    def answers(self, count: int = 1, timeout: float = 2.0) -> list[str]:
        """The next ``count`` lines the app wrote (fewer if the timeout passes first)."""
        deadline = time.monotonic() + timeout
        while self._buffer.count(b"\r\n") < count and (left := deadline - time.monotonic()) > 0:
            if select.select([self.master], [], [], left)[0]:
                self._buffer += os.read(self.master, 4096)
        *lines, self._buffer = self._buffer.split(b"\r\n")
        return [line.decode("ascii") for line in lines]

    def unplug(self) -> None:
        os.close(self.master)
