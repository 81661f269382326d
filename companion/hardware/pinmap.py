"""The pin map: which BCM pin each button and LED is wired to, read from ``config/hardware.toml``.

A wrong map is worse than none (a button that does nothing, or two devices fighting over a pin), so every
problem stops start-up with a ``PinMapError`` that names the file, the line, what is wrong and what is
allowed. All problems are reported at once, so one edit fixes them all.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion.core import textfile
from companion.core.inbox import SEAT_BUTTONS, InputEvent
from companion.hardware.header import HEADER_PIN, HEADER_UART_PORTS, UART_PINS

DEFAULT_HARDWARE_TOML = Path(__file__).resolve().parents[2] / "config" / "hardware.toml"
GLOBAL_BUTTONS = ("advance", "undo", "redo")
OPTIONAL_BUTTONS = ("clock",)  # 0 or absent: not wired (the turn clock's pause, docs/records.md#the-turn-clock)
SEAT_KEYS = (*SEAT_BUTTONS, "led")
MAX_SEATS = 5


def is_gpio_mode(value: object) -> bool:
    """[gpio] enabled: "auto" (use GPIO when found), true (GPIO required) or false (keyboard only)."""
    return value == "auto" or isinstance(value, bool)


# [gpio] and [serial] settings: name -> (type, how to write it). "enabled" in [gpio] is checked apart.
_SETTINGS: dict[str, dict[str, tuple[type, str]]] = {
    "gpio": {"enabled": (object, ""), "debounce_ms": (int, "a whole number of milliseconds")},
    "serial": {"enabled": (bool, "true or false"), "port": (str, "a quoted device name"),
               "baud": (int, "a whole number"), "reserve_uart_pins": (bool, "true or false")},
}


@dataclass(frozen=True)
class Problem:
    line: int | None  # 1-based line in the file; None when the file has no line to point at
    text: str


class PinMapError(ValueError):
    """A pin map that must not be used. ``str()`` is the whole message, one problem per line."""

    def __init__(self, path: Path, problems: list[Problem]) -> None:
        self.path = path
        self.problems = tuple(problems)
        lines = [f"{path}" + (f", line {p.line}" if p.line else "") + f": {p.text}" for p in problems]
        super().__init__("\n".join(lines))


@dataclass(frozen=True)
class SeatPins:
    prev: int
    next: int
    lock: int
    led: int


@dataclass(frozen=True)
class PinMap:
    advance: int
    undo: int
    redo: int
    seats: tuple[SeatPins, ...]
    clock: int = 0  # the turn clock's pause and resume button; 0: none
    serial_enabled: bool = False
    serial_port: str = "/dev/serial0"
    serial_baud: int = 9600
    uart_reserved: bool = True
    debounce_ms: int = 50

    def button_events(self) -> list[tuple[int, InputEvent]]:
        """Every button pin with the event a press sends."""
        pins = [(self.advance, InputEvent("advance", source="gpio")),
                (self.undo, InputEvent("undo", source="gpio")),
                (self.redo, InputEvent("redo", source="gpio"))]
        if self.clock:
            pins.append((self.clock, InputEvent("clock", source="gpio")))
        for seat, station in enumerate(self.seats):
            pins += [(getattr(station, b), InputEvent("seat", seat, b, source="gpio")) for b in SEAT_BUTTONS]
        return pins

    def led_pins(self) -> tuple[int, ...]:
        return tuple(station.led for station in self.seats)


def read_toml(path: Path) -> tuple[str, dict[str, Any]]:
    """The file's text and parsed content; an unreadable, oversized, non-UTF-8 or malformed file is a
    ``PinMapError`` naming the line."""
    path = Path(path)
    try:
        return textfile.read_toml(path)
    except textfile.FileFault as fault:
        raise PinMapError(path, [Problem(fault.line, fault.notice.english())]) from None


def load_pin_map(path: Path = DEFAULT_HARDWARE_TOML) -> PinMap:
    """Read and check a hardware TOML file; raise ``PinMapError`` listing every problem found."""
    text, data = read_toml(path)
    return _Checker(Path(path), data, textfile.key_lines(text)).pin_map()


def load_settings(path: Path = DEFAULT_HARDWARE_TOML) -> dict[str, Any]:
    """A hardware file's content with its [gpio] and [serial] settings checked (the pins are checked when the
    pin map is loaded): ``PinMapError`` names each wrong setting's line and what is allowed."""
    text, data = read_toml(path)
    checker = _Checker(Path(path), data, textfile.key_lines(text))
    checker.check_settings()
    checker.stop_on_problems()
    return data


class _Checker:
    """Turns parsed TOML into a PinMap, collecting problems instead of stopping at the first."""

    def __init__(self, path: Path, data: dict[str, Any], lines: dict[tuple[str, ...], int]) -> None:
        self.path, self.data, self.lines = path, data, lines
        self.problems: list[Problem] = []
        self.uses: dict[int, list[tuple[str, int | None]]] = defaultdict(list)  # pin -> (label, line)

    def line(self, *where: str) -> int | None:
        for end in range(len(where), 0, -1):
            if where[:end] in self.lines:
                return self.lines[where[:end]]
        return None

    def problem(self, where: tuple[str, ...], text: str) -> None:
        self.problems.append(Problem(self.line(*where), text))

    def table(self, *where: str) -> dict[str, Any]:
        value: Any = self.data
        for part in where:
            value = value.get(part, {}) if isinstance(value, dict) else None
        if not isinstance(value, dict):
            self.problem(where, f"[{'.'.join(where)}] must be a table of 'name = value' lines")
            return {}
        return value

    def settings(self, section: str) -> dict[str, Any]:
        """[gpio] or [serial]: known keys with the right types."""
        table, allowed = self.table(section), _SETTINGS[section]
        for key, value in table.items():
            if key not in allowed:
                self.problem((section, key), f"unknown setting '{key}' in [{section}]; "
                             f"allowed: {', '.join(allowed)}")
                continue
            expected, spelled = allowed[key]
            if expected is not object and type(value) is not expected:  # type(): a bool is no int here
                self.problem((section, key), f"[{section}] {key} = {value!r}; write {spelled}")
        return table

    def pin(self, where: tuple[str, ...], label: str, value: Any, uart_reason: str | None) -> int:
        line = self.line(*where)
        if isinstance(value, bool) or not isinstance(value, int):
            text = f"{label} = {value!r} is not a pin number; write a BCM number without quotes, such as 17"
        elif value not in HEADER_PIN:
            text = f"{label} = {value} is not a GPIO pin on the 40-pin header; allowed: BCM 2-27"
        elif value in UART_PINS and uart_reason:
            text = (f"{label} = {value}: BCM {value} is the serial port's {UART_PINS[value]} (header pin "
                    f"{HEADER_PIN[value]}), {uart_reason}; choose another of BCM 2-27")
        else:
            self.uses[value].append((label, line))
            return value
        self.problems.append(Problem(line, text))
        return -1

    def uart_reason(self, serial: dict[str, Any]) -> str | None:
        """Why BCM 14/15 are off limits, or None if they are free."""
        port = serial.get("port", PinMap.serial_port)
        if serial.get("enabled") is True and port in HEADER_UART_PORTS:
            return (f"which the serial bid pad uses ([serial] enabled = true, port = \"{port}\", "
                    f"{self.where('serial', 'enabled')})")
        if serial.get("reserve_uart_pins", True) is not False:
            return (f"kept free for a serial bid pad by [serial] reserve_uart_pins = true "
                    f"({self.where('serial', 'reserve_uart_pins')}; false frees it)")
        return None

    def where(self, *key: str) -> str:
        line = self.lines.get(key)
        return f"line {line}" if line else "the default"

    def check_settings(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """[gpio] and [serial], their problems noted."""
        gpio, serial = self.settings("gpio"), self.settings("serial")
        if not is_gpio_mode(gpio.get("enabled", "auto")):
            self.problem(("gpio", "enabled"), f"[gpio] enabled = {gpio['enabled']!r}; "
                         f"allowed: \"auto\", true, false")
        if type(gpio.get("debounce_ms", 0)) is int and not 0 <= gpio.get("debounce_ms", 0) <= 1000:
            self.problem(("gpio", "debounce_ms"),
                         "[gpio] debounce_ms must be 0 to 1000 (50 suits push buttons)")
        return gpio, serial

    def stop_on_problems(self) -> None:
        if self.problems:
            raise PinMapError(self.path, sorted(self.problems, key=lambda p: p.line or 0))

    def pin_map(self) -> PinMap:
        gpio, serial = self.check_settings()
        reason = self.uart_reason(serial)
        buttons = self.table("buttons")
        for key in sorted(buttons.keys() - set(GLOBAL_BUTTONS) - set(OPTIONAL_BUTTONS)):
            self.problem(("buttons", key), f"unknown button '{key}' in [buttons]; "
                         f"allowed: {', '.join(GLOBAL_BUTTONS + OPTIONAL_BUTTONS)}")
        pins = {}
        for key in OPTIONAL_BUTTONS:
            if buttons.get(key, 0) != 0:
                pins[key] = self.pin(("buttons", key), key, buttons[key], reason)
        for key in GLOBAL_BUTTONS:
            if key in buttons:
                pins[key] = self.pin(("buttons", key), key, buttons[key], reason)
            else:
                self.problem(("buttons",), f"[buttons] has no '{key}' pin; add a line such as '{key} = 17'")
        seats = self.seats(reason)
        self.check_duplicates()
        self.stop_on_problems()
        return PinMap(**pins, seats=seats,  # a missing setting keeps the dataclass default
                      serial_enabled=serial.get("enabled", PinMap.serial_enabled),
                      serial_port=serial.get("port", PinMap.serial_port),
                      serial_baud=serial.get("baud", PinMap.serial_baud),
                      uart_reserved=serial.get("reserve_uart_pins", PinMap.uart_reserved),
                      debounce_ms=gpio.get("debounce_ms", PinMap.debounce_ms))

    def seats(self, reason: str | None) -> tuple[SeatPins, ...]:
        tables = self.table("seat")
        allowed = [str(n) for n in range(1, MAX_SEATS + 1)]
        for name in sorted(tables.keys() - set(allowed)):
            self.problem(("seat", name), f"[seat.{name}]: seats are numbered 1 to {MAX_SEATS}")
        numbers = sorted(int(name) for name in tables.keys() & set(allowed))
        if numbers != list(range(1, len(numbers) + 1)):
            self.problem(("seat", str(numbers[-1])), f"seats must be numbered from 1 without a gap; "
                         f"found {', '.join(map(str, numbers))}")
        stations = []
        for number in numbers:
            name = str(number)
            table = self.table("seat", name)
            for key in sorted(table.keys() - set(SEAT_KEYS)):
                self.problem(("seat", name, key), f"unknown key '{key}' in [seat.{name}]; "
                             f"allowed: {', '.join(SEAT_KEYS)}")
            missing = [key for key in SEAT_KEYS if key not in table]
            if missing:
                self.problem(("seat", name), f"[seat.{name}] has no {', '.join(missing)} pin; "
                             f"each seat needs {', '.join(SEAT_KEYS)}")
                continue
            stations.append(SeatPins(**{key: self.pin(("seat", name, key), f"seat {name} {key}", table[key],
                                                      reason) for key in SEAT_KEYS}))
        return tuple(stations)

    def check_duplicates(self) -> None:
        for pin, uses in self.uses.items():
            if len(uses) > 1:
                places = " and ".join(f"{label} (line {line})" for label, line in uses)
                times = "twice" if len(uses) == 2 else "more than twice"  # the places say how often
                self.problems.append(Problem(uses[-1][1], f"BCM {pin} is used {times}: {places}; "
                                                          f"a pin serves one button or LED"))
