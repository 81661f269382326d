"""The GPIO adapter on gpiozero's MockFactory: real MockPin edges in, InputEvents out; LEDs via pin state."""

from __future__ import annotations

import threading
import time

import pytest
from gpiozero import DigitalInputDevice
from gpiozero.exc import GPIOPinInUse
from gpiozero.pins.mock import MockFactory

from companion.core.inbox import Inbox, InputEvent
from companion.core.ports import InputAdapter, SeatFeedback, SeatSignal
from companion.hardware.gpio import GpioInput
from companion.hardware.pinmap import PinMap
from tests.hardware.hwfakes import FakeClock, press, wait_for


def started(gpio: GpioInput) -> Inbox:
    inbox = Inbox()
    gpio.start(inbox)
    return inbox


def test_it_is_an_input_adapter_a_seat_signal_and_seat_feedback(gpio: GpioInput) -> None:
    assert isinstance(gpio, InputAdapter) and isinstance(gpio, SeatSignal) and isinstance(gpio, SeatFeedback)
    assert gpio.status().english() == "GPIO buttons: 23 pins ready" and gpio.stations == 5


def test_a_press_on_the_advance_pin_reaches_the_inbox(gpio: GpioInput, default_map: PinMap,
                                                      factory: MockFactory) -> None:
    inbox = started(gpio)
    pin = factory.pin(default_map.advance)
    pin.drive_low()
    assert inbox.drain() == [InputEvent("advance", source="gpio")]
    pin.drive_high()
    assert inbox.drain() == []  # the release is not a press


def test_every_button_pin_sends_its_own_event(gpio: GpioInput, default_map: PinMap, factory: MockFactory,
                                              clock: FakeClock) -> None:
    inbox = started(gpio)
    expected = default_map.button_events()
    for pin, _ in expected:
        clock.advance(1)
        press(factory.pin(pin), clock)
    assert inbox.drain() == [event for _, event in expected]
    assert {(e.seat, e.button) for _, e in expected if e.command == "seat"} == {
        (seat, button) for seat in range(5) for button in ("prev", "next", "lock")}


def test_ten_edges_within_5_ms_count_as_one_press(gpio: GpioInput, default_map: PinMap, factory: MockFactory,
                                                  clock: FakeClock) -> None:
    inbox = started(gpio)
    pin = factory.pin(default_map.seats[2].lock)
    for edge in range(10):
        (pin.drive_low if edge % 2 == 0 else pin.drive_high)()
        clock.advance(0.0005)
    assert inbox.drain() == [InputEvent("seat", 2, "lock", source="gpio")]


def test_two_presses_100_ms_apart_are_two(gpio: GpioInput, default_map: PinMap, factory: MockFactory,
                                          clock: FakeClock) -> None:
    inbox = started(gpio)
    pin = factory.pin(default_map.undo)
    press(pin, clock, hold_s=0.02)
    clock.advance(0.08)
    press(pin, clock, hold_s=0.02)
    assert inbox.drain() == [InputEvent("undo", source="gpio")] * 2


def test_release_bounce_after_a_long_hold_is_not_a_second_press(gpio: GpioInput, default_map: PinMap,
                                                                factory: MockFactory, clock: FakeClock) -> None:
    inbox = started(gpio)
    pin = factory.pin(default_map.redo)
    pin.drive_low()
    clock.advance(0.5)  # held half a second, then a chattering release
    for _ in range(3):
        pin.drive_high()
        clock.advance(0.001)
        pin.drive_low()
        clock.advance(0.001)
    pin.drive_high()
    assert len(inbox.drain()) == 1


def test_the_real_clock_also_merges_a_burst(default_map: PinMap, factory: MockFactory) -> None:
    gpio = GpioInput(default_map, pin_factory=factory)  # time.monotonic: a 10-edge burst takes microseconds
    try:
        inbox = started(gpio)
        pin = factory.pin(default_map.advance)
        for _ in range(5):
            pin.drive_low()
            pin.drive_high()
        assert len(inbox.drain()) == 1
    finally:
        gpio.stop()


def test_presses_from_several_threads_all_arrive(gpio: GpioInput, default_map: PinMap,
                                                 factory: MockFactory) -> None:
    """Pin libraries call back on their own threads; each seat's lock pressed from its own thread."""
    inbox = started(gpio)
    pins = [factory.pin(station.lock) for station in default_map.seats]
    threads = [threading.Thread(target=press, args=(pin,)) for pin in pins]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(e.seat for e in inbox.drain() if e.seat is not None) == [0, 1, 2, 3, 4]


def test_nothing_is_sent_before_start_or_after_stop(default_map: PinMap, factory: MockFactory,
                                                    clock: FakeClock) -> None:
    gpio = GpioInput(default_map, pin_factory=factory, clock=clock)
    inbox = Inbox()
    press(factory.pin(default_map.advance), clock)
    gpio.start(inbox)
    gpio.start(inbox)  # starting twice (select starts, and the app may too) binds once
    clock.advance(1)
    press(factory.pin(default_map.advance), clock)
    gpio.stop()
    gpio.stop()
    clock.advance(1)
    press(factory.pin(default_map.advance), clock)
    assert inbox.drain() == [InputEvent("advance", source="gpio")]
    assert gpio.status().key == "GPIO buttons stopped"
    with pytest.raises(RuntimeError):
        gpio.start(inbox)


def test_stop_frees_the_pins(default_map: PinMap, factory: MockFactory) -> None:
    GpioInput(default_map, pin_factory=factory).stop()
    GpioInput(default_map, pin_factory=factory).stop()  # would raise GPIOPinInUse if pins were kept


def test_a_failure_half_way_frees_the_pins_already_claimed(default_map: PinMap, factory: MockFactory) -> None:
    # Another program holds seat 1's "next" pin, so the adapter fails after claiming the pins before it.
    squatter = DigitalInputDevice(default_map.seats[0].next, pull_up=True, pin_factory=factory)
    with pytest.raises(GPIOPinInUse):
        GpioInput(default_map, pin_factory=factory)
    squatter.close()
    DigitalInputDevice(default_map.advance, pull_up=True, pin_factory=factory).close()  # free again


def test_leds_follow_set_led(gpio: GpioInput, default_map: PinMap, factory: MockFactory) -> None:
    pins = [factory.pin(pin) for pin in default_map.led_pins()]
    assert not any(pin.state for pin in pins)  # dark at start
    gpio.set_led(1, "on")
    assert [pin.state for pin in pins] == [False, True, False, False, False]
    gpio.set_led(1, "off")
    assert not pins[1].state


def test_blink_toggles_the_led_until_switched_off(default_map: PinMap, factory: MockFactory) -> None:
    gpio = GpioInput(default_map, pin_factory=factory, blink_s=0.01)
    try:
        pin = factory.pin(default_map.seats[4].led)
        pin.clear_states()
        gpio.set_led(4, "blink")
        assert wait_for(lambda: len(pin.states) >= 5), pin.states  # on, off, on, off...
        gpio.set_led(4, "off")
        time.sleep(0.05)
        settled = len(pin.states)
        time.sleep(0.05)
        assert not pin.state and len(pin.states) == settled
    finally:
        gpio.stop()


def test_set_led_refuses_unknown_modes_and_ignores_seats_without_a_station(gpio: GpioInput) -> None:
    with pytest.raises(ValueError, match="LED mode"):
        gpio.set_led(0, "flash")
    gpio.set_led(5, "on")  # a 6th player bids on the touch screen: no light to set
    gpio.set_led(-1, "on")


def test_stop_switches_the_leds_off(default_map: PinMap, factory: MockFactory) -> None:
    gpio = GpioInput(default_map, pin_factory=factory)
    gpio.set_led(0, "on")
    gpio.stop()
    assert not factory.pin(default_map.seats[0].led).state
