"""The pin map: the shipped file is sound, and every kind of mistake stops start-up naming its line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.hardware.header import GROUND_PINS, HEADER_PIN, UART_PINS, nearest_ground
from companion.hardware.pinmap import (
    DEFAULT_HARDWARE_TOML,
    GLOBAL_BUTTONS,
    SEAT_KEYS,
    PinMap,
    PinMapError,
    SeatPins,
    load_pin_map,
)

DEFAULT_TEXT = DEFAULT_HARDWARE_TOML.read_text(encoding="utf-8")


def line_of(text: str, pattern: str, after: str = "") -> int:
    """1-based number of the first line matching pattern (after the first line matching `after`)."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if re.search(after, line)) if after else 0
    return next(i for i in range(start, len(lines)) if re.search(pattern, lines[i])) + 1


def edited(tmp_path: Path, *changes: tuple[str, str, str]) -> Path:
    """The default file with lines replaced: (section header, old line start, new line or '' to delete)."""
    lines = DEFAULT_TEXT.splitlines()
    for section, old, new in changes:
        index = line_of(DEFAULT_TEXT, rf"^{re.escape(old)}\b", after="^" + re.escape(section)) - 1
        lines[index] = new
    path = tmp_path / "hardware.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def error_of(path: Path) -> str:
    with pytest.raises(PinMapError) as caught:
        load_pin_map(path)
    return str(caught.value)


def test_the_shipped_map_loads_with_23_distinct_header_pins(default_map: PinMap) -> None:
    assert len(default_map.seats) == 5
    pins = [pin for pin, _ in default_map.button_events()] + list(default_map.led_pins())
    assert len(pins) == len(set(pins)) == 3 + 5 * 4
    assert set(pins) <= set(HEADER_PIN) - set(UART_PINS)
    assert not default_map.serial_enabled and default_map.uart_reserved
    assert default_map.serial_port == "/dev/serial0" and default_map.debounce_ms == 50


def test_leds_are_on_pins_pulled_down_at_boot(default_map: PinMap) -> None:
    """BCM 0-8 are pulled up at boot and would light an LED faintly until the app starts."""
    assert all(pin >= 9 for pin in default_map.led_pins())


def test_every_header_pin_comment_in_the_shipped_file_is_right() -> None:
    checked = 0
    for line in DEFAULT_TEXT.splitlines():
        if found := re.match(r"^\w+ = (\d+)\s+# header pin (\d+)", line):
            assert HEADER_PIN[int(found.group(1))] == int(found.group(2)), line
            checked += 1
    assert checked == 23


def test_header_facts() -> None:
    assert set(HEADER_PIN) == set(range(2, 28))
    assert len(set(HEADER_PIN.values())) == 26 and not set(HEADER_PIN.values()) & set(GROUND_PINS)
    assert nearest_ground(3) == 6 and nearest_ground(11) == 9 and nearest_ground(40) == 39
    assert nearest_ground(11, 13, 15, 12) == 14


def test_unknown_pin_99_names_its_line(tmp_path: Path) -> None:
    path = edited(tmp_path, ("[seat.5]", "led", "led = 99"))
    message = error_of(path)
    line = line_of(path.read_text(), r"^led = 99")
    assert message == (f"{path}, line {line}: seat 5 led = 99 is not a GPIO pin on the 40-pin header; "
                       f"allowed: BCM 2-27")


@pytest.mark.parametrize("pin", [0, 1, 28, -3])
def test_pins_off_the_usable_range_are_refused(tmp_path: Path, pin: int) -> None:
    assert "allowed: BCM 2-27" in error_of(edited(tmp_path, ("[buttons]", "redo", f"redo = {pin}")))


def test_a_pin_used_twice_names_both_lines(tmp_path: Path) -> None:
    path = edited(tmp_path, ("[seat.3]", "lock", "lock = 17"))
    text = path.read_text()
    first, second = line_of(text, r"^prev = 17"), line_of(text, r"^lock = 17")
    assert error_of(path) == (f"{path}, line {second}: BCM 17 is used twice: seat 1 prev (line {first}) and "
                              f"seat 3 lock (line {second}); a pin serves one button or LED")


def test_uart_pin_with_the_serial_pad_enabled_is_refused(tmp_path: Path) -> None:
    path = edited(tmp_path, ("[serial]", "enabled", "enabled = true"),
                  ("[serial]", "reserve_uart_pins", "reserve_uart_pins = false"),
                  ("[buttons]", "advance", "advance = 14"))
    text = path.read_text()
    message = error_of(path)
    assert message.startswith(f"{path}, line {line_of(text, r'^advance = 14')}: advance = 14: BCM 14 is the "
                              f"serial port's TXD (header pin 8), which the serial bid pad uses")
    enabled_line = line_of(text, r"^enabled = true", after=r"^\[serial\]")
    assert f"line {enabled_line}" in message


def test_uart_pins_are_reserved_by_default_even_with_the_pad_off(tmp_path: Path) -> None:
    message = error_of(edited(tmp_path, ("[seat.1]", "led", "led = 15")))
    assert "BCM 15 is the serial port's RXD (header pin 10)" in message
    assert "reserve_uart_pins = true" in message and "false frees it" in message


@pytest.mark.parametrize("enabled, port", [("false", "/dev/serial0"), ("true", "/dev/ttyUSB0")])
def test_uart_pins_are_free_when_the_header_uart_is_not_used(tmp_path: Path, enabled: str, port: str) -> None:
    path = edited(tmp_path, ("[serial]", "enabled", f"enabled = {enabled}"),
                  ("[serial]", "port", f'port = "{port}"'),
                  ("[serial]", "reserve_uart_pins", "reserve_uart_pins = false"),
                  ("[seat.5]", "led", "led = 14"))
    assert load_pin_map(path).seats[4].led == 14


def test_a_missing_key_names_its_section(tmp_path: Path) -> None:
    path = edited(tmp_path, ("[seat.2]", "lock", ""))
    header = line_of(DEFAULT_TEXT, r"^\[seat\.2\]")
    expected = f"{path}, line {header}: [seat.2] has no lock pin; each seat needs prev, next, lock, led"
    assert error_of(path) == expected


def test_a_missing_global_button(tmp_path: Path) -> None:
    path = edited(tmp_path, ("[buttons]", "undo", ""))
    header = line_of(DEFAULT_TEXT, r"^\[buttons\]")
    assert f"line {header}: [buttons] has no 'undo' pin" in error_of(path)


@pytest.mark.parametrize("value", ['"17"', "17.0", "true", "[17]"])
def test_a_non_integer_pin(tmp_path: Path, value: str) -> None:
    path = edited(tmp_path, ("[seat.1]", "prev", f"prev = {value}"))
    line = line_of(path.read_text(), r"^prev = ", after=r"^\[seat\.1\]")
    message = error_of(path)
    assert message.startswith(f"{path}, line {line}: seat 1 prev = ")
    assert "is not a pin number; write a BCM number without quotes, such as 17" in message


def test_a_mistyped_key_is_named_with_what_is_allowed(tmp_path: Path) -> None:
    path = edited(tmp_path, ("[seat.4]", "lock", "lokc = 13"))
    message = error_of(path)
    line = line_of(path.read_text(), r"^lokc")
    assert f"line {line}: unknown key 'lokc' in [seat.4]; allowed: prev, next, lock, led" in message
    assert "[seat.4] has no lock pin" in message  # and the consequence, in the same message


def test_every_problem_is_reported_at_once(tmp_path: Path) -> None:
    message = error_of(edited(tmp_path, ("[buttons]", "advance", "advance = 99"),
                              ("[seat.2]", "led", "led = 17"), ("[seat.3]", "prev", 'prev = "8"')))
    assert len(message.splitlines()) == 3


@pytest.mark.parametrize("text, expected", [
    ("[gpio]\nenabled = \"yes\"\n", 'line 2: [gpio] enabled = \'yes\'; allowed: "auto", true, false'),
    ("[gpio]\ndebounce_ms = 5000\n", "line 2: [gpio] debounce_ms must be 0 to 1000"),
    ("[serial]\nbaud = \"fast\"\n", "line 2: [serial] baud = 'fast'; write a whole number"),
    ("[serial]\nspeed = 9600\n", "line 2: unknown setting 'speed' in [serial]; allowed: enabled, port, baud"),
    ("[buttons]\nadvance = 2\nundo = 3\nredo = 4\nhome = 5\n", "line 5: unknown button 'home'"),
    ("[buttons]\nadvance = 2\n\n[seat.6]\n", "line 4: [seat.6]: seats are numbered 1 to 5"),
    ("[buttons]\nadvance = 2\n[seat.1]\nprev = 5\nnext = 6\nlock = 7\nled = 9\n"
     "[seat.3]\nprev = 10\nnext = 11\nlock = 12\nled = 13\n",
     "line 8: seats must be numbered from 1 without a gap"),
    ("[buttons\nadvance = 2\n", "line 1: Not valid TOML"),
])
def test_settings_and_structure(tmp_path: Path, text: str, expected: str) -> None:
    path = tmp_path / "hardware.toml"
    path.write_text(text, encoding="utf-8")
    assert expected in error_of(path)


def test_a_missing_file(tmp_path: Path) -> None:
    assert error_of(tmp_path / "nowhere.toml").startswith(f"{tmp_path / 'nowhere.toml'}: The file cannot be read")


def test_global_buttons_alone_are_a_valid_map(tmp_path: Path) -> None:
    path = tmp_path / "hardware.toml"
    path.write_text("[buttons]\nadvance = 2\nundo = 3\nredo = 4\n", encoding="utf-8")
    assert load_pin_map(path) == PinMap(2, 3, 4, ())


def render(pins: list[int]) -> str:
    """A hardware file with pins in order: advance, undo, redo, then prev/next/lock/led per seat."""
    lines = ["[buttons]", *(f"{key} = {pin}" for key, pin in zip(GLOBAL_BUTTONS, pins[:3], strict=True))]
    for seat in range((len(pins) - 3) // 4):
        station = pins[3 + 4 * seat:7 + 4 * seat]
        lines += [f"[seat.{seat + 1}]", *(f"{key} = {pin}" for key, pin in zip(SEAT_KEYS, station, strict=True))]
    return "\n".join(lines) + "\n"


ALLOWED = sorted(set(HEADER_PIN) - set(UART_PINS))


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seats=st.integers(0, 5), data=st.data())
def test_any_map_of_distinct_pins_loads_and_any_repeat_is_caught(tmp_path: Path, seats: int,
                                                                 data: st.DataObject) -> None:
    pins = data.draw(st.permutations(ALLOWED))[:3 + 4 * seats]
    path = tmp_path / "hardware.toml"
    path.write_text(render(pins), encoding="utf-8")
    stations = tuple(SeatPins(*pins[3 + 4 * s:7 + 4 * s]) for s in range(seats))
    expected = PinMap(pins[0], pins[1], pins[2], stations)
    assert load_pin_map(path) == expected

    first, second = sorted(data.draw(st.lists(st.integers(0, len(pins) - 1), min_size=2, max_size=2,
                                              unique=True)))
    pins[second] = pins[first]
    path.write_text(render(pins), encoding="utf-8")
    message = error_of(path)
    assert f"BCM {pins[first]} is used twice" in message
    lines = render(pins).splitlines()
    used_at = [n + 1 for n, line in enumerate(lines) if line.endswith(f" = {pins[first]}")]
    assert all(f"line {n})" in message for n in used_at)
