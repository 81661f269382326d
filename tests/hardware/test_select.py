"""Choosing inputs at start-up: GPIO when there is some, the keyboard always, and a bad map stops all."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from gpiozero import DigitalInputDevice
from gpiozero.exc import BadPinFactory
from gpiozero.pins.mock import MockFactory

from companion.core.inbox import Inbox, InputEvent
from companion.hardware.gpio import GpioInput
from companion.hardware.keyboard import KeyboardInput
from companion.hardware.pinmap import DEFAULT_HARDWARE_TOML, PinMap, PinMapError
from companion.hardware.select import GpioUnavailable, choose_inputs, hardware_toml, load_hardware_config
from companion.hardware.serial_pad import SerialPad
from tests.hardware.hwfakes import FakeWindow

NO_GPIO_NOTICE = "No GPIO found: the keyboard stands in for the buttons"


class NoGpioFactory(MockFactory):  # type: ignore[misc]
    """What gpiozero does off a Pi: no pin library can be loaded."""

    def pin(self, name: Any, pin_class: Any = None, **kwargs: Any) -> Any:
        raise BadPinFactory("Unable to load any default pin factory!")


def choose(mode: Any, window: FakeWindow, pin_factory: Any, **gpio: Any) -> tuple[list[Any], list[Any], Inbox]:
    inbox = Inbox()
    adapters, notices = choose_inputs({"gpio": {"enabled": mode, **gpio}}, inbox, pin_factory,
                                      window=window, text_has_focus=lambda: False)
    return adapters, notices, inbox


def stop_all(adapters: list[Any]) -> None:
    for adapter in adapters:
        adapter.stop()


def test_auto_with_gpio_runs_buttons_and_keys(window: FakeWindow, factory: MockFactory,
                                              default_map: PinMap) -> None:
    adapters, notices, inbox = choose("auto", window, factory)
    try:
        assert [type(a) for a in adapters] == [GpioInput, KeyboardInput] and notices == []
        factory.pin(default_map.advance).drive_low()  # started: a press reaches the inbox at once
        window.press(ord("u"), "u")
        assert inbox.drain() == [InputEvent("advance", source="gpio"), InputEvent("undo", source="keyboard")]
    finally:
        stop_all(adapters)


def test_auto_without_gpio_runs_on_the_keyboard_and_says_so(window: FakeWindow) -> None:
    adapters, notices, inbox = choose("auto", window, NoGpioFactory())
    assert [type(a) for a in adapters] == [KeyboardInput]
    assert [n.key for n in notices] == [NO_GPIO_NOTICE]
    window.press(32, " ")
    assert inbox.drain() == [InputEvent("advance", source="keyboard")]


def test_auto_with_a_pin_held_elsewhere_falls_back_and_gives_the_reason(window: FakeWindow, factory: MockFactory,
                                                                         default_map: PinMap) -> None:
    squatter = DigitalInputDevice(default_map.redo, pull_up=True, pin_factory=factory)
    try:
        adapters, notices, _ = choose("auto", window, factory)
        assert [type(a) for a in adapters] == [KeyboardInput]
        assert notices[0].key.startswith("GPIO buttons unavailable ({reason})")
        assert "GPIO4" in notices[0].english()
    finally:
        squatter.close()


def test_true_requires_gpio(window: FakeWindow) -> None:
    with pytest.raises(GpioUnavailable, match="enabled = true"):
        choose(True, window, NoGpioFactory())
    assert not any(window.handlers.values())  # nothing left bound


def test_false_is_keyboard_only_without_reading_the_pin_map(window: FakeWindow, tmp_path: Path) -> None:
    adapters, notices, _ = choose(False, window, MockFactory(), pin_map=str(tmp_path / "absent.toml"))
    assert [type(a) for a in adapters] == [KeyboardInput]
    assert notices[0].english() == "GPIO is switched off in the settings: the keyboard stands in for the buttons"


@pytest.mark.parametrize("mode", ["auto", True])
def test_a_bad_pin_map_stops_start_up_even_without_gpio(window: FakeWindow, tmp_path: Path, mode: Any) -> None:
    bad = tmp_path / "hardware.toml"
    bad.write_text(DEFAULT_HARDWARE_TOML.read_text().replace("led = 16 ", "led = 99 "), encoding="utf-8")
    with pytest.raises(PinMapError, match=r"line \d+: seat 5 led = 99"):
        choose(mode, window, NoGpioFactory(), pin_map=str(bad))
    assert not any(window.handlers.values())


def test_an_unknown_mode_is_refused(window: FakeWindow) -> None:
    with pytest.raises(ValueError, match='allowed: "auto", true, false'):
        choose("yes", window, MockFactory())


def test_debounce_comes_from_the_config(window: FakeWindow, factory: MockFactory, default_map: PinMap) -> None:
    adapters, _, inbox = choose("auto", window, factory, debounce_ms=0)
    try:
        pin = factory.pin(default_map.advance)
        for _ in range(3):
            pin.drive_low()
            pin.drive_high()
        assert len(inbox.drain()) == 3  # no filter at 0 ms
    finally:
        stop_all(adapters)


def test_the_hardware_file_is_the_config_dirs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                              window: FakeWindow, factory: MockFactory) -> None:
    assert hardware_toml() == DEFAULT_HARDWARE_TOML
    own = tmp_path / "hardware.toml"
    own.write_text(DEFAULT_HARDWARE_TOML.read_text().replace("advance = 2 ", "advance = 21"), encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(tmp_path))
    config = load_hardware_config()
    assert config["gpio"]["pin_map"] == str(own) and config["gpio"]["enabled"] == "auto"
    inbox = Inbox()
    adapters, _ = choose_inputs({"gpio": {"enabled": "auto"}}, inbox, factory, window=window,
                                text_has_focus=lambda: False)
    try:
        factory.pin(21).drive_low()
        assert inbox.drain() == [InputEvent("advance", source="gpio")]
    finally:
        stop_all(adapters)


def choose_with_serial(window: FakeWindow, factory: MockFactory, **serial: Any) -> tuple[list[Any], list[Any]]:
    return choose_inputs({"gpio": {"enabled": "auto"}, "serial": serial}, Inbox(), factory, window=window,
                         text_has_focus=lambda: False)


def test_the_serial_pad_runs_when_enabled(window: FakeWindow, factory: MockFactory) -> None:
    adapters, notices = choose_with_serial(window, factory, enabled=True, port="loop://", baud=19200)
    try:
        assert [type(a) for a in adapters] == [GpioInput, SerialPad, KeyboardInput] and notices == []
        assert adapters[1].connected and adapters[1].baud == 19200
    finally:
        stop_all(adapters)


def test_an_absent_pad_is_a_notice_and_the_rest_runs(window: FakeWindow, factory: MockFactory) -> None:
    adapters, notices = choose_with_serial(window, factory, enabled=True, port="/dev/no-such-pad")
    try:
        assert [type(a) for a in adapters] == [GpioInput, SerialPad, KeyboardInput]
        assert [n.key for n in notices] == [
            "Serial bid pad on {port} not connected ({reason}): the touch screen stands in until it is"]
    finally:
        stop_all(adapters)


def test_the_shipped_file_leaves_the_pad_off(window: FakeWindow, factory: MockFactory) -> None:
    adapters, _ = choose_inputs(load_hardware_config(), Inbox(), factory, window=window, text_has_focus=lambda: False)
    try:
        assert not any(isinstance(a, SerialPad) for a in adapters)
    finally:
        stop_all(adapters)


@pytest.mark.parametrize("serial, message", [({"enabled": "yes"}, "allowed: true, false"),
                                             ({"enabled": True, "baud": "fast"}, "a whole number")])
def test_a_bad_serial_setting_stops_start_up_before_any_pin_is_claimed(window: FakeWindow, factory: MockFactory,
                                                                       default_map: PinMap, serial: dict[str, Any],
                                                                       message: str) -> None:
    with pytest.raises(ValueError, match=message):
        choose_with_serial(window, factory, **serial)
    GpioInput(default_map, pin_factory=factory).stop()  # every pin still free
    assert not any(window.handlers.values())


NO_GPIO_CHILD = textwrap.dedent("""
    import json, sys
    from companion.core.inbox import Inbox
    from companion.hardware.select import choose_inputs

    class Window:
        def bind(self, **_): pass
        def unbind(self, **_): pass

    adapters, notices = choose_inputs({"gpio": {"enabled": "auto"}}, Inbox(), window=Window(),
                                      text_has_focus=lambda: False)
    print(json.dumps({"adapters": [a.name for a in adapters], "notices": [n.key for n in notices],
                      "kivy": "kivy" in sys.modules}))
""")


def test_gpiozero_finding_no_pin_library_means_keyboard_only() -> None:
    """gpiozero's own search (pin_factory=None), in a clean process, made to find nothing on any machine."""
    env = {**os.environ, "GPIOZERO_PIN_FACTORY": "no-such-pin-library"}
    result = subprocess.run([sys.executable, "-c", NO_GPIO_CHILD], capture_output=True, text=True, env=env,
                            timeout=60, cwd=Path(__file__).resolve().parents[2])
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"adapters": ["keyboard"], "notices": [NO_GPIO_NOTICE], "kivy": False}
