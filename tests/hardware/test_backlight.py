"""The backlight through a sysfs folder (a temporary one here)."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.hardware.backlight import find_backlight


def sysfs(tmp_path: Path, name: str = "10-0045", full: int = 255) -> Path:
    folder = tmp_path / name
    folder.mkdir(parents=True)
    (folder / "max_brightness").write_text(f"{full}\n")
    (folder / "brightness").write_text(f"{full}\n")
    return folder


def test_auto_takes_the_first_backlight_and_sets_a_fraction(tmp_path: Path) -> None:
    folder = sysfs(tmp_path)
    light = find_backlight("auto", tmp_path)
    assert light is not None and light.folder == folder
    assert light.set(0.2) and (folder / "brightness").read_text() == "51\n"
    assert light.set(0.0) and (folder / "brightness").read_text() == "1\n"  # never dark: still readable
    assert light.set(1.0) and (folder / "brightness").read_text() == "255\n"


def test_none_found_or_asked_for(tmp_path: Path) -> None:
    assert find_backlight("auto", tmp_path) is None
    assert find_backlight("", tmp_path) is None
    assert find_backlight(str(tmp_path / "missing"), tmp_path) is None


def test_a_backlight_that_refuses_is_said_once(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    folder = sysfs(tmp_path)
    (folder / "brightness").unlink()
    (folder / "brightness").mkdir()  # writing fails as a missing permission would
    light = find_backlight(str(folder))
    assert light is not None and not light.set(0.5) and not light.set(1.0)
    assert caplog.text.count("cannot be set") == 1
