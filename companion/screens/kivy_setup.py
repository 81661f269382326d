"""Kivy settings that must be made before Kivy's first import (it reads them at import time)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from companion.core.settings import ScreenConfig


def prepare_kivy(width: int, height: int, fullscreen: bool, data_folder: Path,
                 screen: ScreenConfig | None = None) -> None:
    os.environ.setdefault("KIVY_NO_ARGS", "1")  # our argv is ours, not Kivy's
    os.environ.setdefault("KIVY_NO_FILELOG", "1")
    # Kivy writes its own config and logs under KIVY_HOME; keep them in our data folder, not ~/.kivy.
    os.environ.setdefault("KIVY_HOME", kivy_home(data_folder))
    from kivy.config import Config

    Config.set("graphics", "width", str(width))
    Config.set("graphics", "height", str(height))
    Config.set("graphics", "fullscreen", "auto" if fullscreen else "0")
    Config.set("graphics", "resizable", "1")
    Config.set("graphics", "multisamples", str(multisamples()))
    Config.set("kivy", "exit_on_escape", "0")  # Escape goes back, it never quits a game
    Config.set("input", "mouse", "mouse,disable_multitouch")  # no red dots on right-click
    Config.set("kivy", "keyboard_mode", "system")
    if screen is not None:
        mount_screen(Config, screen)


def multisamples(devices: Path = Path("/dev/dri")) -> int:
    """Kivy's 2 (edges smoothed) with a GPU; none with software OpenGL (no render node: Mesa's llvmpipe, as under
    Xvfb or on a Pi without its KMS driver), where multisampling made a frame's rendering about 4x dearer (tap to
    frame p95 on a game's table 109 -> 25 ms here) for edges that look the same from a chair (docs/pi.md#screen)."""
    return 2 if any(devices.glob("renderD*")) else 0


def mount_screen(config: Any, screen: ScreenConfig) -> None:
    """[screen] of config/companion.toml: the picture's rotation, and touch calibration for the touches SDL2
    delivers (provider "sdl") and the mouse's (docs/pi.md#screen)."""
    config.set("graphics", "rotation", str(screen.rotation))
    if screen.calibrated:
        rule = (f"xratio={screen.touch_x_ratio},yratio={screen.touch_y_ratio},"
                f"xoffset={screen.touch_x_offset},yoffset={screen.touch_y_offset}")
        if not config.has_section("postproc:calibration"):
            config.add_section("postproc:calibration")
        for provider in ("(sdl)", "(mouse)"):
            config.set("postproc:calibration", provider, rule)


def kivy_home(data_folder: Path) -> str:
    """The data folder's kivy/, or a temporary folder where that cannot be written (a read-only card): Kivy
    writes its config there on import and would stop the app; the journal then says the folder is read-only."""
    home = data_folder / "kivy"
    try:
        home.mkdir(parents=True, exist_ok=True)
        probe = home / ".writable"
        probe.write_bytes(b"")
        probe.unlink()
        return str(home)
    except OSError:
        return tempfile.mkdtemp(prefix="companion-kivy-")
