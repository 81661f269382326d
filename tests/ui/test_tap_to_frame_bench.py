"""The tap-to-frame benchmark still drives every screen it measures: a screen whose widgets or helpers it uses
changed breaks it loudly here, not silently on the next `./dev bench` (its figures are printed, not asserted)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_screen_of_the_benchmark_takes_a_tap_and_reports_it(tmp_path: Path) -> None:
    from benchmarks.tap_to_frame import SCENARIOS

    environment = {**os.environ, "COMPANION_DATA_DIR": str(tmp_path), "KIVY_NO_ARGS": "1"}
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "tap_to_frame.py"), "--taps", "1"], cwd=ROOT,
                          env=environment, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    reported = [line.split(" p50 ")[0].strip() for line in done.stdout.splitlines() if " p50 " in line]
    assert reported == list(SCENARIOS)
