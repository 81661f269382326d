"""config/kiosk/start picks where the picture goes: KMS/DRM on Lite, the desktop session's Wayland or X display
on Desktop (docs/pi.md#kiosk). Run with stand-ins for systemctl and the app's Python."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
from pathlib import Path

import pytest

from companion import kiosk

START = kiosk.APP_DIR / "config" / "kiosk" / "start"


def stand_ins(tmp_path: Path, default_target: str) -> dict[str, str]:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "systemctl").write_text(f"#!/bin/sh\necho {default_target}\n")
    python = bin_dir / "python"
    python.write_text('#!/bin/sh\necho "driver=$SDL_VIDEODRIVER wayland=${WAYLAND_DISPLAY:-} display=${DISPLAY:-}"'
                      ' "$@"\n')
    for tool in bin_dir.iterdir():
        tool.chmod(tool.stat().st_mode | stat.S_IXUSR)
    runtime = tmp_path / "run"
    runtime.mkdir()
    return {"PATH": f"{bin_dir}:/usr/bin:/bin", "COMPANION_PYTHON": str(python), "XDG_RUNTIME_DIR": str(runtime),
            "COMPANION_DESKTOP_WAIT_S": "1", "DISPLAY": ":7", "WAYLAND_DISPLAY": "stale"}


def start(env: dict[str, str], **more: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(START)], env={**env, **more}, capture_output=True, text=True, timeout=30)


def test_lite_draws_on_the_screen_itself(tmp_path: Path) -> None:
    run = start(stand_ins(tmp_path, "multi-user.target"), COMPANION_VIDEO="auto")
    assert run.returncode == 0 and "table-companion: video kmsdrm" in run.stderr
    assert run.stdout.strip() == "driver=kmsdrm wayland= display= -m companion run --appliance"


def test_the_desktop_session_is_found_and_used(tmp_path: Path) -> None:
    env = stand_ins(tmp_path, "graphical.target")
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(Path(env["XDG_RUNTIME_DIR"]) / "wayland-1"))
    try:
        run = start(env)  # COMPANION_VIDEO unset: auto
    finally:
        server.close()
    assert run.returncode == 0 and run.stdout.startswith("driver=wayland wayland=wayland-1 "), run.stdout + run.stderr


def test_a_desktop_whose_session_never_comes_falls_back_to_the_screen(tmp_path: Path) -> None:
    if Path("/tmp/.X11-unix/X0").exists():
        pytest.skip("this machine has an X display :0, which auto would take")
    run = start(stand_ins(tmp_path, "graphical.target"))
    assert run.returncode == 0 and run.stdout.startswith("driver=kmsdrm "), run.stdout + run.stderr


def test_forced_x11_keeps_the_display_given(tmp_path: Path) -> None:
    run = start(stand_ins(tmp_path, "multi-user.target"), COMPANION_VIDEO="x11")
    assert run.stdout.startswith("driver=x11 wayland=stale display=:7 ")


def test_a_wrong_value_is_named(tmp_path: Path) -> None:
    run = start(stand_ins(tmp_path, "multi-user.target"), COMPANION_VIDEO="fbdev")
    assert run.returncode == 2 and "COMPANION_VIDEO=fbdev; allowed: auto, kmsdrm, wayland, x11, inherit" in run.stderr
