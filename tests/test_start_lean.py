"""Home's first frame loads only what Home shows (docs/pi.md#start-up): no game's engine or screens, no phones'
server while phones are off, no OpenCV without a camera. Each is what a Pi pays in seconds at every start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.ui  # a real window: the first frame drawn
@pytest.mark.timeout(300)
def test_homes_first_frame_loads_no_engine_no_game_screen_no_phone_server(tmp_path: Path) -> None:
    env = {**os.environ, "KIVY_NO_ARGS": "1", "COMPANION_CONFIG_DIR": str(ROOT / "config")}
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "first_frame.py"), "modules"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    loaded = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert "companion.screens.home" in loaded  # the first frame is Home's
    from games import GAMES

    engines = {m for m in loaded for package in GAMES if m == f"games.{package}" or m.startswith(f"games.{package}.")}
    # a game's screen package holds only its plugin (names): its screens' modules come with its first screen
    screens = {m for m in loaded for package in GAMES if m.startswith(f"companion.screens.{package}.")}
    heavy = {m for m in loaded if m.split(".")[0] in ("aiohttp", "nacl", "cv2", "numpy", "segno")}
    assert not engines and not screens and not heavy, (engines, screens, heavy)
