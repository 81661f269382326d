"""The turn clock's optional button in [buttons] (docs/records.md#the-turn-clock): 0 is none; a pin sends the
"clock" event; it is checked like every pin (a pin used twice is refused)."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.core.inbox import InputEvent
from companion.hardware.pinmap import DEFAULT_HARDWARE_TOML, PinMapError, load_pin_map


def with_clock(tmp_path: Path, value: str) -> Path:
    path = tmp_path / "hardware.toml"
    path.write_text(DEFAULT_HARDWARE_TOML.read_text("utf-8").replace("clock = 0 ", f"clock = {value}"), "utf-8")
    return path


def test_none_by_default() -> None:
    pins = load_pin_map(DEFAULT_HARDWARE_TOML)
    assert pins.clock == 0 and all(event.command != "clock" for _, event in pins.button_events())


def test_a_clock_button_sends_its_event(tmp_path: Path) -> None:
    pins = load_pin_map(with_clock(tmp_path, "21"))
    assert (21, InputEvent("clock", source="gpio")) in pins.button_events()


def test_a_pin_already_used_is_refused(tmp_path: Path) -> None:
    with pytest.raises(PinMapError, match="BCM 2 is used twice"):
        load_pin_map(with_clock(tmp_path, "2"))  # advance's
