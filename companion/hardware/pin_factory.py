"""Which gpiozero pin factory the app uses (docs/pi.md#buttons): lgpio on a Raspberry Pi 5, gpiozero's own choice
on a Pi 4 and elsewhere, MockFactory in the tests (they pass it in). ``GPIOZERO_PIN_FACTORY`` set by hand wins.

The Pi 5's header is on its RP1 chip, which RPi.GPIO cannot drive; gpiozero would try RPi.GPIO after a failing
lgpio and then report that failure instead of lgpio's, so the Pi 5 asks for lgpio by name.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)
MODEL = Path("/proc/device-tree/model")


def board_model(path: Path = MODEL) -> str:
    """"Raspberry Pi 5 Model B Rev 1.0", or "" off a Pi."""
    try:
        return path.read_bytes().rstrip(b"\0\n").decode("ascii", "replace")
    except OSError:
        return ""


def _lgpio() -> Any:
    from gpiozero.pins.lgpio import LGPIOFactory

    return LGPIOFactory()


def choose_pin_factory(model: str | None = None, lgpio: Callable[[], Any] = _lgpio) -> Any:
    """The factory to pass to gpiozero, or None for its default."""
    if os.environ.get("GPIOZERO_PIN_FACTORY"):
        return None
    model = board_model() if model is None else model
    if not model.startswith("Raspberry Pi 5"):
        return None
    try:
        return lgpio()
    except Exception as error:  # lgpio missing or the chip busy: gpiozero's own search says why, to the user
        log.warning("%s: lgpio pin factory unavailable (%s); gpiozero chooses", model, error)
        return None
