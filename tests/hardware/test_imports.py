"""Layering: the core and the hardware adapters load without Kivy, and the core without gpiozero."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def modules_after_import(*names: str) -> set[str]:
    code = (f"import json, sys\nfor name in {list(names)!r}:\n    __import__(name)\n"
            "print(json.dumps(sorted(sys.modules)))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 0, result.stderr
    return set(json.loads(result.stdout))


@pytest.mark.parametrize("module", ["companion.hardware.gpio", "companion.hardware.select",
                                    "companion.hardware.keyboard", "companion.hardware.pinmap",
                                    "companion.hardware.serial_pad"])
def test_hardware_modules_do_not_import_kivy(module: str) -> None:
    loaded = modules_after_import(module)
    assert module in loaded and not {m for m in loaded if m == "kivy" or m.startswith("kivy.")}


def test_inbox_ports_and_bid_station_need_neither_kivy_nor_gpiozero() -> None:
    loaded = modules_after_import("companion.core.inbox", "companion.core.ports", "companion.core.bid_station")
    assert not {m for m in loaded if m.split(".")[0] in ("kivy", "gpiozero", "serial")}
