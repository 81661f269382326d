"""GPIO buttons and seat LEDs through gpiozero.

Wiring (docs/hardware.md has the table and diagrams): each button joins its pin to ground, and gpiozero
turns on the pin's internal pull-up, so a press reads low. Each LED goes pin -> resistor -> LED -> ground.

Buttons are ``DigitalInputDevice(pull_up=True)``: gpiozero's ``Button`` is the same plus "hold" support,
which costs a polling thread per button and 0.1 s per button to close (about 2 s at every stop), for a
feature the table does not use.

gpiozero calls ``when_activated``/``when_deactivated`` on its own thread (the pin library's): those callbacks
only filter bounce and ``put`` into the inbox (docs/design.md#one-thread-owns-state). ``set_led`` and the ``SeatFeedback``
calls come from the main thread; gpiozero runs ``blink`` on a thread of its own, and the end of a refusal
blink on a timer thread.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from gpiozero import LED, DigitalInputDevice

from companion.core.inbox import Inbox, InputEvent
from companion.core.ports import LED_MODES, Notice
from companion.hardware.debounce import Debouncer
from companion.hardware.pinmap import PinMap
from games.messages import Plural


class GpioInput:
    """The GPIO adapter: an ``InputAdapter`` for the buttons, a ``SeatSignal`` and a ``SeatFeedback`` for the
    LEDs (a seat's light: on while its choice is locked, a few quick blinks when a lock is refused, then
    back to on or off, off when cleared).

    Creating it claims every pin, so a machine without GPIO (or a pin held by another program) fails
    here, with gpiozero's exception; ``select.choose_inputs`` decides what that means.
    ``pin_factory=None`` is gpiozero's default (lgpio on a Pi); tests pass a ``MockFactory``.
    """

    name = "gpio"

    def __init__(self, pin_map: PinMap, pin_factory: Any = None, clock: Callable[[], float] = time.monotonic,
                 debounce_s: float = 0.05, blink_s: float = 0.25, refusal_blinks: int = 6) -> None:
        self.pin_map = pin_map
        self._debouncer = Debouncer(debounce_s, clock)
        self._blink_s = blink_s
        self._refusal_blinks = refusal_blinks
        self._locked: list[bool] = []  # per seat: what the light returns to after a refusal blink
        self._generation: list[int] = []  # per seat: bumped by every change, so a stale refusal's end does nothing
        self._inbox: Inbox | None = None
        self._buttons: list[tuple[DigitalInputDevice, InputEvent]] = []
        self._leds: list[LED] = []
        self._modes: list[str] = []
        self._lock = threading.Lock()  # start/stop against set_led from another thread
        try:
            for pin, event in pin_map.button_events():
                # bounce_time=None: the Debouncer does it, the same way on every pin factory.
                button = DigitalInputDevice(pin, pull_up=True, bounce_time=None, pin_factory=pin_factory)
                self._buttons.append((button, event))
            for pin in pin_map.led_pins():
                self._leds.append(LED(pin, initial_value=False, pin_factory=pin_factory))
                self._modes.append("off")
                self._locked.append(False)
                self._generation.append(0)
        except BaseException:
            self.stop()  # free the pins claimed before the failure
            raise

    @property
    def stations(self) -> int:
        """How many seats have a bid station wired."""
        return len(self._leds)

    def start(self, inbox: Inbox) -> None:
        with self._lock:
            if self._inbox is inbox:
                return
            if not self._buttons:
                raise RuntimeError("GPIO adapter already stopped")
            self._inbox = inbox
            for button, event in self._buttons:
                button.when_activated = self._on_press(event, inbox)
                button.when_deactivated = self._on_release(event)

    # The callbacks below run on gpiozero's thread: filter bounce, enqueue, nothing else.
    # Each button sends its own event, so the event is the button's key in the Debouncer.
    def _on_press(self, event: InputEvent, inbox: Inbox) -> Callable[[], None]:
        def pressed() -> None:
            if self._debouncer.press(event):
                inbox.put(event)

        return pressed

    def _on_release(self, event: InputEvent) -> Callable[[], None]:
        return lambda: self._debouncer.release(event)

    def stop(self) -> None:
        """Release every pin (LEDs off). Safe to call twice."""
        with self._lock:
            for led in self._leds:
                led.off()
            for device in [*self._leds, *(button for button, _ in self._buttons)]:
                device.close()
            self._buttons, self._leds, self._modes, self._inbox = [], [], [], None
            self._locked, self._generation = [], []

    def status(self) -> Notice:
        if not self._buttons:
            return Notice("GPIO buttons stopped")
        return Notice("GPIO buttons: {pins}", {
            "pins": Plural.of("{count} pin ready", "{count} pins ready", len(self._buttons) + len(self._leds)),
            "seats": self.stations})

    def set_led(self, seat: int, mode: str) -> None:
        if mode not in LED_MODES:
            raise ValueError(f"LED mode must be one of {LED_MODES}, got {mode!r}")
        with self._lock:
            self._show(seat, mode)

    # SeatFeedback. The light shows the seat's choice whichever device made it (``source`` does not matter
    # here); a seat without a station (it uses the touch screen) is ignored.
    def locked(self, seat: int, source: str | None = None) -> None:
        with self._lock:
            if self._show(seat, "on"):
                self._locked[seat] = True

    def cleared(self, seat: int) -> None:
        with self._lock:
            if self._show(seat, "off"):
                self._locked[seat] = False

    def refused(self, seat: int, notice: Notice, source: str | None = None) -> None:
        # A light cannot show the notice (which may name the refused card), and it goes nowhere else.
        with self._lock:
            if not self._show(seat, "blink", blinks=self._refusal_blinks):
                return
            # Then back to what the seat still has (an earlier lock stands when a new one is refused), once the
            # blink has really ended: a timer of the blink's nominal length cut it short on a loaded machine.
            blinker = getattr(self._leds[seat], "_blink_thread", None)  # gpiozero's own thread for the blink
            waiter = threading.Thread(target=self._after_refusal, args=(seat, self._generation[seat], blinker),
                                      daemon=True)
        waiter.start()

    def _after_refusal(self, seat: int, generation: int, blinker: threading.Thread | None) -> None:
        if blinker is not None:
            blinker.join()  # ends with the last blink, or at once when a later change stops it
        else:  # a gpiozero without that thread: wait the blink's length
            time.sleep(2 * self._blink_s * self._refusal_blinks)
        with self._lock:
            if seat < len(self._leds) and self._generation[seat] == generation:
                self._show(seat, "on" if self._locked[seat] else "off")

    def _show(self, seat: int, mode: str, blinks: int | None = None) -> bool:
        """Set a seat's light (``self._lock`` held); False if the seat has no station."""
        if not 0 <= seat < len(self._leds):
            return False
        self._generation[seat] += 1  # any later change wins over a pending end of a refusal blink
        if self._modes[seat] == mode and blinks is None:
            return True
        led, self._modes[seat] = self._leds[seat], mode
        if mode == "blink":
            led.blink(on_time=self._blink_s, off_time=self._blink_s, n=blinks, background=True)
        elif mode == "on":
            led.on()
        else:
            led.off()
        return True
