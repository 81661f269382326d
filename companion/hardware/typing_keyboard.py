"""Which keyboard the table types names on: the screen's own or a physical one (docs/design.md#the-on-screen-keyboard).

Pure: it reads a few files and the environment, no Kivy, so it is tested without a window.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

Choice = Literal["auto", "screen", "physical"]
CHOICES: tuple[Choice, ...] = ("auto", "screen", "physical")
ENV_VAR = "KIVY_KEYBOARD"  # "screen" or "physical": wins over the config file (a test, a kiosk script)
BY_ID = Path("/dev/input/by-id")
MODEL = Path("/proc/device-tree/model")


def physical_keyboard_attached(by_id: Path = BY_ID) -> bool:
    """udev names every keyboard's event device ``...-event-kbd`` in /dev/input/by-id."""
    try:
        return any(entry.name.endswith("-event-kbd") for entry in by_id.iterdir())
    except OSError:
        return False


def on_a_pi(model: Path = MODEL) -> bool:
    try:
        return model.read_bytes().startswith(b"Raspberry Pi")
    except OSError:
        return False


def wants_screen_keyboard(setting: str, environ: dict[str, str] | None = None, model: Path = MODEL,
                          by_id: Path = BY_ID) -> bool:
    """The environment, then the setting; "auto" means the screen's keyboard on a Pi with no keyboard plugged
    in (a desktop always has one, even when udev does not say so)."""
    chosen = (environ if environ is not None else dict(os.environ)).get(ENV_VAR, "").strip().lower() or setting
    if chosen == "screen":
        return True
    if chosen == "physical":
        return False
    return on_a_pi(model) and not physical_keyboard_attached(by_id)
