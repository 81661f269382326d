"""The optional shutdown button (``[power] shutdown_pin`` in config/hardware.toml; docs/pi.md#buttons).

Wired like the others, between its pin and ground. Held for ``hold_s`` it asks for a shutdown: the callback
(gpiozero's thread) only puts a "power" event into the inbox, and the app saves the game and shuts down on
the main thread (companion/power.py). A short press does nothing, so a knock cannot switch the table off.

A wrong pin, one the pin map already uses, or one another program holds never stops the app: the button is
left out, a notice says why (Home and Settings show it, the log has it) and Settings' Shut down stands in.
"""

from __future__ import annotations

import logging
from typing import Any

from gpiozero import Button

from companion.core.inbox import Inbox, InputEvent
from companion.core.ports import Notice
from companion.hardware.header import HEADER_PIN
from games.base import N_

log = logging.getLogger(__name__)
HOLD_S = 2.0
LEFT_OUT = N_("Shutdown button left out: {reason}; Shut down in Settings stands in")


class PowerButton:
    name = "power"

    def __init__(self, pin: int, pin_factory: Any = None, hold_s: float = HOLD_S) -> None:
        self.pin, self.hold_s = pin, hold_s
        self._button: Button | None = Button(pin, pull_up=True, hold_time=hold_s, pin_factory=pin_factory)

    def start(self, inbox: Inbox) -> None:
        if self._button is not None:
            self._button.when_held = lambda: inbox.put(InputEvent("power", source="gpio"))

    def stop(self) -> None:
        if self._button is not None:
            self._button.close()
            self._button = None

    def status(self) -> Notice:
        return Notice("Shutdown button on BCM {pin} (header pin {header}): hold it {seconds} s",
                      {"pin": self.pin, "header": HEADER_PIN.get(self.pin, "?"), "seconds": self.hold_s})


def open_power_button(hardware: dict[str, Any], taken: dict[int, str], pin_factory: Any = None
                      ) -> tuple[PowerButton | None, Notice | None]:
    """The button when ``[power] shutdown_pin`` names one (0 or absent: none), else why not. ``taken``: the pin
    map's pins, by what they serve."""
    section = hardware.get("power", {})
    pin = section.get("shutdown_pin", 0) if isinstance(section, dict) else section
    hold_s = section.get("hold_s", HOLD_S) if isinstance(section, dict) else HOLD_S
    if pin == 0:
        return None, None
    if isinstance(pin, bool) or not isinstance(pin, int) or pin not in HEADER_PIN:
        return None, _left_out(f"[power] shutdown_pin = {pin!r} is not a GPIO pin on the header (BCM 2-27)")
    if isinstance(hold_s, bool) or not isinstance(hold_s, (int, float)) or not 0.5 <= hold_s <= 10:
        return None, _left_out(f"[power] hold_s = {hold_s!r}: write a number of seconds from 0.5 to 10")
    if pin in taken:
        return None, _left_out(f"BCM {pin} is already the pin of {taken[pin]} in the pin map")
    try:
        return PowerButton(pin, pin_factory, float(hold_s)), None
    except Exception as error:  # busy (another program holds it) or no GPIO: each pin library says it its way
        return None, _left_out(f"BCM {pin}: {error}")


def _left_out(reason: str) -> Notice:
    log.warning("Shutdown button left out: %s", reason)
    return Notice(LEFT_OUT, {"reason": reason})
