"""The optional shutdown button on gpiozero's MockFactory: held, it asks for a shutdown; a short press does
nothing; a wrong, taken or busy pin leaves it out with a notice and the app goes on (docs/pi.md#buttons)."""

from __future__ import annotations

import time
from typing import Any

import pytest
from gpiozero import Button
from gpiozero.pins.mock import MockFactory

from companion.context import build_context
from companion.core.inbox import Inbox, InputEvent
from companion.hardware.power_button import LEFT_OUT, PowerButton, open_power_button
from tests.hardware.hwfakes import wait_for


def opened(factory: MockFactory, power: Any, taken: dict[int, str] | None = None) -> tuple[Any, Any]:
    return open_power_button({"power": power}, taken or {}, factory)


def test_held_it_asks_for_a_shutdown_and_a_short_press_does_not(factory: MockFactory) -> None:
    button, notice = opened(factory, {"shutdown_pin": 21, "hold_s": 0.5})
    assert isinstance(button, PowerButton) and notice is None
    inbox = Inbox()
    button.start(inbox)
    pin = factory.pin(21)
    pin.drive_low()
    time.sleep(0.1)
    pin.drive_high()
    time.sleep(0.6)
    assert inbox.drain() == []
    pin.drive_low()
    assert wait_for(lambda: len(inbox) == 1, timeout=3)
    pin.drive_high()
    assert inbox.drain() == [InputEvent("power", source="gpio")]
    assert button.status().english() == "Shutdown button on BCM 21 (header pin 40): hold it 0.5 s"
    button.stop()
    button.stop()  # twice is fine


@pytest.mark.parametrize("power", [{}, {"shutdown_pin": 0}])
def test_no_pin_no_button_and_nothing_to_say(factory: MockFactory, power: Any) -> None:
    assert opened(factory, power) == (None, None)


@pytest.mark.parametrize("power, reason", [
    ({"shutdown_pin": 99}, "[power] shutdown_pin = 99 is not a GPIO pin on the header (BCM 2-27)"),
    ({"shutdown_pin": "21"}, "[power] shutdown_pin = '21' is not a GPIO pin"),
    ({"shutdown_pin": True}, "[power] shutdown_pin = True is not a GPIO pin"),
    ({"shutdown_pin": 21, "hold_s": 0}, "[power] hold_s = 0: write a number of seconds from 0.5 to 10"),
])
def test_a_wrong_setting_leaves_it_out_with_a_notice(factory: MockFactory, power: Any, reason: str,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    button, notice = opened(factory, power)
    assert button is None and notice is not None and notice.key == LEFT_OUT
    assert reason in notice.english() and reason in caplog.text  # on screen and in the log


def test_a_pin_of_the_map_is_not_taken_twice(factory: MockFactory) -> None:
    button, notice = opened(factory, {"shutdown_pin": 17}, {17: "seat 1 prev"})
    assert button is None and notice is not None
    assert "BCM 17 is already the pin of seat 1 prev in the pin map" in notice.english()


def test_a_busy_pin_leaves_it_out_and_the_app_runs_on(factory: MockFactory) -> None:
    holder = Button(21, pin_factory=factory)  # another program's claim
    try:
        button, notice = opened(factory, {"shutdown_pin": 21})
        assert button is None and notice is not None and "BCM 21:" in notice.english()
    finally:
        holder.close()


def test_the_app_starts_with_a_busy_shutdown_pin_and_says_so_on_home(factory: MockFactory, tmp_path: Any,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    holder = Button(21, pin_factory=factory)
    context = build_context(pin_factory=factory, hardware={"gpio": {"enabled": True}, "power": {"shutdown_pin": 21}})
    try:
        said = [n.english() for n in context.startup_notices]
        assert any(line.startswith("Shutdown button left out: BCM 21:") for line in said), said
        assert any(n.key == LEFT_OUT for n in context.hardware_notices)  # Settings too
        assert not any(isinstance(a, PowerButton) for a in context.adapters)
    finally:
        context.close()
        holder.close()


def test_the_app_starts_with_its_shutdown_button(factory: MockFactory, tmp_path: Any,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    context = build_context(pin_factory=factory, hardware={"gpio": {"enabled": True}, "power": {"shutdown_pin": 21}})
    try:
        assert any(isinstance(a, PowerButton) for a in context.adapters)
        assert not context.startup_notices
    finally:
        context.close()
