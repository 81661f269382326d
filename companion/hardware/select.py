"""Which input adapters run, decided once at start-up from ``config/hardware.toml`` (docs/design.md#hardware-is-optional).

The keyboard always runs. GPIO runs when ``[gpio] enabled`` asks for it and the machine has it:

- ``"auto"``: try GPIO; off a Pi (no pin library, no GPIO chip) fall back to the keyboard alone, with a
  Notice that Settings shows.
- ``true``: GPIO is required; without it start-up stops with ``GpioUnavailable``.
- ``false``: keyboard only.

A bad pin map stops start-up whatever the mode (except ``false``): ``PinMapError`` propagates, because a
table wired one way and configured another would misbehave quietly.

The serial bid pad runs when ``[serial] enabled = true``. A pad that is not plugged in does not stop
start-up: a Notice says so, the touch screen stands in, and the adapter keeps trying the port.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gpiozero.exc import BadPinFactory, PinUnknownPi

from companion.core.inbox import Inbox
from companion.core.ports import InputAdapter, Notice
from companion.core.settings import config_dir
from companion.hardware.gpio import GpioInput
from companion.hardware.keyboard import KeyboardInput
from companion.hardware.pinmap import PinMap, PinMapError, Problem, is_gpio_mode, load_pin_map, load_settings
from companion.hardware.serial_pad import SerialPad
from games.base import N_

log = logging.getLogger(__name__)

GPIO_UNAVAILABLE = N_("GPIO buttons unavailable ({reason}): the keyboard stands in for the buttons")
# gpiozero's way of saying "this machine has no GPIO" (no pin library loads, or not a Pi).
_NO_GPIO = (BadPinFactory, PinUnknownPi)


class GpioUnavailable(RuntimeError):
    """``[gpio] enabled = true`` but GPIO cannot be used."""


def _open_gpio(pin_map: PinMap, pin_factory: Any, debounce_s: float) -> tuple[GpioInput | None, Exception | None]:
    """The GPIO adapter, or why there is none. Any failure counts: the table can always play on keys."""
    with warnings.catch_warnings(record=True) as tried:  # gpiozero warns once per pin library it tries
        warnings.simplefilter("always")
        try:
            return GpioInput(pin_map, pin_factory, debounce_s=debounce_s), None
        except Exception as e:  # lgpio, RPi.GPIO and /dev/gpiomem each fail in their own way
            log.warning("GPIO not used: %s", e, exc_info=not isinstance(e, _NO_GPIO))
            return None, e
        finally:
            for warning in tried:
                log.info("gpiozero: %s", warning.message)


def _fallback_notice(failure: Exception | None) -> Notice:
    reason = {"reason": str(failure)}
    if isinstance(failure, _NO_GPIO):
        return Notice("No GPIO found: the keyboard stands in for the buttons", reason)
    return Notice(GPIO_UNAVAILABLE, reason)


def _serial_pad(serial: dict[str, Any], path: Path) -> SerialPad | None:
    """The pad adapter if ``[serial] enabled = true``; wrong types stop start-up, as in the pin map (a file
    read by ``load_hardware_config`` has had them checked already, each named by its line)."""
    enabled = serial.get("enabled", PinMap.serial_enabled)
    port, baud = serial.get("port", PinMap.serial_port), serial.get("baud", PinMap.serial_baud)
    if not isinstance(enabled, bool):
        raise PinMapError(path, [Problem(None, f"[serial] enabled = {enabled!r}; allowed: true, false")])
    if not isinstance(port, str) or isinstance(baud, bool) or not isinstance(baud, int):
        raise PinMapError(path, [Problem(None, f"[serial] port = {port!r}, baud = {baud!r}; write a quoted device "
                                               f"name and a whole number, such as port = \"/dev/ttyUSB0\" and "
                                               f"baud = 9600")])
    return SerialPad(port, baud) if enabled else None


def hardware_toml() -> Path:
    """The hardware file in use: config/hardware.toml, or the one in $COMPANION_CONFIG_DIR."""
    return config_dir() / "hardware.toml"


def load_hardware_config(path: Path | None = None) -> dict[str, Any]:
    """Parse a hardware file for ``choose_inputs``, remembering where the pin map came from. Its [gpio] and
    [serial] settings are checked here: ``PinMapError`` names the line of each wrong one."""
    path = Path(path or hardware_toml())
    config = load_settings(path)
    gpio = config.setdefault("gpio", {})
    if isinstance(gpio, dict):
        gpio["pin_map"] = str(path)
    return config


def choose_inputs(config: dict[str, Any], inbox: Inbox, pin_factory: Any = None, *, window: Any = None,
                  text_has_focus: Callable[[], bool] | None = None) -> tuple[list[InputAdapter], list[Notice]]:
    """Create and start the input adapters; return them (stop each at exit) and what Settings should say.

    ``config["gpio"]``: ``enabled`` ("auto" | true | false), optional ``debounce_ms``, optional
    ``pin_map`` (the TOML file holding [buttons] and [seat.N]; default ``hardware_toml()``).
    ``config["serial"]``: ``enabled`` (true | false, default false), ``port``, ``baud``.
    ``pin_factory``: gpiozero's (None = its default). ``window``/``text_has_focus``: for the keyboard,
    default Kivy's window and TextInput focus (tests pass fakes).
    """
    gpio_config = config.get("gpio", {})
    path = Path(gpio_config.get("pin_map") or hardware_toml())
    mode = gpio_config.get("enabled", "auto")
    if not is_gpio_mode(mode):
        raise PinMapError(path, [Problem(None, f'[gpio] enabled = {mode!r}; allowed: "auto", true, false')])
    pad = _serial_pad(config.get("serial", {}), path)  # checked before any pin is claimed; opened at start
    adapters: list[InputAdapter] = []
    notices: list[Notice] = []
    if mode is False:
        notices.append(Notice("GPIO is switched off in the settings: the keyboard stands in for the buttons"))
    else:
        pin_map = load_pin_map(path)  # before any hardware: a bad map stops start-up on every machine
        debounce_s = gpio_config.get("debounce_ms", pin_map.debounce_ms) / 1000
        gpio, failure = _open_gpio(pin_map, pin_factory, debounce_s)
        if gpio is not None:
            adapters.append(gpio)
        elif mode is True:
            message = f"[gpio] enabled = true in {path}, but GPIO cannot be used: {failure}"
            raise GpioUnavailable(message) from failure
        else:
            notices.append(_fallback_notice(failure))
    if pad is not None:
        adapters.append(pad)
    adapters.append(KeyboardInput(window, text_has_focus))
    try:
        for adapter in adapters:
            adapter.start(inbox)
    except BaseException:
        for adapter in adapters:  # leave no pin claimed and no handler bound behind a failed start
            adapter.stop()
        raise
    if pad is not None and not pad.connected:
        notices.append(pad.status())
    return adapters, notices
