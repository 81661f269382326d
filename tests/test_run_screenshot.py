"""`companion run --screenshot` (and `./dev run` with no display, and `./dev pi-check`'s first frame): the picture
saved is what the screen shows. It was read a second after start-up whether a frame had been drawn or not: on a
slow core (an emulated Pi, this machine under load) a black picture. It is now drawn, read before the swap, then
shown; here a fast machine draws in time either way, so `./dev pi-check` (which checks its picture is not one flat
colour) is where the old way fails."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.ui
@pytest.mark.timeout(180)
def test_the_screenshot_of_a_started_app_shows_home(tmp_path: Path) -> None:
    if shutil.which("xvfb-run") is None:
        pytest.skip("no xvfb-run: ./dev installs it")
    shot = tmp_path / "first-frame.png"
    env = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
    env["COMPANION_DATA_DIR"] = str(tmp_path / "data")
    # As `./dev run` starts it where there is no display: a virtual screen of the 7" display's size. It quits once
    # the picture is saved, however short the time given: on a loaded machine 4 s once passed before the first frames.
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 800x480x24", sys.executable, "-m", "companion", "run",
                           "--virtual-screen", "--screenshot", str(shot), "--exit-after", "0.1"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=150)
    assert done.returncode == 0, done.stderr[-3000:]
    pixels = cv2.imread(str(shot))
    assert pixels is not None and pixels.shape[:2] == (480, 800)
    # Home's tiles and words: many shades, not one flat colour (a black picture has one)
    assert len(np.unique(pixels.reshape(-1, 3), axis=0)) > 20
