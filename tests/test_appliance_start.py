"""The kiosk (``companion run --appliance``) with a wrong hardware.toml: the problem is a line in the log and on
Home, the buttons stay off and the app runs on; ``./dev run`` still stops, naming it (docs/pi.md#kiosk)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from companion.__main__ import run_on_without_gpio
from companion.context import build_context
from companion.core.settings import AppConfig, config_dir
from companion.hardware.pinmap import PinMapError, load_pin_map
from companion.hardware.keyboard import KeyboardInput

ROOT = Path(__file__).resolve().parents[1]


def wrong_map(tmp_path: Path) -> tuple[Path, int]:
    config = tmp_path / "config"
    shutil.copytree(config_dir(), config)
    path = config / "hardware.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("led = 16 ", "led = 99 "), encoding="utf-8")
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if text.startswith("led = 99"))
    return config, line


def test_the_problem_is_on_home_and_the_keyboard_stands_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config_folder, line = wrong_map(tmp_path)
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    with pytest.raises(PinMapError) as caught:
        load_pin_map(config_folder / "hardware.toml")
    hardware, config = run_on_without_gpio(caught.value, AppConfig.load())
    context = build_context(config, hardware=hardware)
    try:
        said = [n.english() for n in context.startup_notices]
        assert said == [f"Buttons off: {config_folder / 'hardware.toml'}, line {line}: seat 5 led = 99 is not a GPIO "
                        f"pin on the 40-pin header; allowed: BCM 2-27; the touch screen and keyboard stand in"]
        assert [type(a) for a in context.adapters] == [KeyboardInput]
    finally:
        context.close()


@pytest.mark.ui
@pytest.mark.timeout(180)
def test_the_kiosk_runs_on_and_logs_the_line(tmp_path: Path) -> None:
    if not os.environ.get("DISPLAY"):
        pytest.skip("no display: ./dev test runs this on Xvfb")
    config, line = wrong_map(tmp_path)
    env = {**os.environ, "COMPANION_CONFIG_DIR": str(config), "COMPANION_DATA_DIR": str(tmp_path / "data")}
    env.pop("KIVY_NO_CONSOLELOG", None)  # the log is what is checked
    run = [sys.executable, "-m", "companion", "run", "--exit-after", "1"]
    kiosk = subprocess.run([*run, "--appliance"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=150)
    assert kiosk.returncode == 0, kiosk.stderr[-3000:]
    # Kivy's log writes "hardware: X" as "[hardware    ] X"; the unit sends it to the system journal.
    logged = [text for text in kiosk.stderr.splitlines() if "hardware" in text and "ERROR" in text]
    assert len(logged) == 1 and f"{config / 'hardware.toml'}, line {line}: seat 5 led = 99 is not a GPIO pin" \
        in logged[0], kiosk.stderr[-3000:]
    desk = subprocess.run(run, cwd=ROOT, env=env, capture_output=True, text=True, timeout=150)
    assert desk.returncode == 2 and f"line {line}: seat 5 led = 99" in desk.stderr
