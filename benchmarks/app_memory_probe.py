"""Child process for the app's memory benchmark: the app started as `./dev run` starts it, with a folder
camera on one photo; once its first frame is drawn the worker reads the dice as Catan's "Read the dice"
does (READS times); then the peak resident memory is printed at each step, in MB, and the app quits.

Usage: python benchmarks/app_memory_probe.py PHOTO [READS]   prints "started S read R"
       python benchmarks/app_memory_probe.py none            prints "started S" (no camera configured)
"""

from __future__ import annotations

import os
import re
import resource
import shutil
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def config_with_camera(photo: Path, where: Path) -> Path:
    """A copy of the project's config/ whose [camera] is a folder holding only ``photo``."""
    config = where / "config"
    shutil.copytree(ROOT / "config", config)
    frames = where / "frames"
    frames.mkdir()
    (frames / photo.name).symlink_to(photo.resolve())
    toml = config / "companion.toml"
    text = re.sub(r'(?m)^source = "none"', 'source = "folder"', toml.read_text(encoding="utf-8"), count=1)
    toml.write_text(re.sub(r'(?m)^folder = ""', f'folder = "{frames}"', text, count=1), encoding="utf-8")
    return config


def main() -> None:
    photo = None if sys.argv[1] == "none" else Path(sys.argv[1])
    reads = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    where = Path(tempfile.mkdtemp(prefix="companion-memory-"))
    os.environ["COMPANION_DATA_DIR"] = str(where / "data")
    os.environ["KIVY_NO_CONSOLELOG"] = "1"
    if photo is not None:
        os.environ["COMPANION_CONFIG_DIR"] = str(config_with_camera(photo, where))
    sys.path.insert(0, str(ROOT))
    from kivy.app import App
    from kivy.clock import Clock
    from kivy.core.window import Window

    import companion.__main__ as entry
    from companion.cli import build_parser

    started = 0.0
    done = threading.Event()

    def read(frame: Any) -> Any:
        from companion.vision.dice import read_dice  # as the screens do: the reader only once used

        try:
            return read_dice(frame)
        finally:
            done.set()

    def finish(_: float) -> bool:
        if not done.is_set():
            return True
        print(f"started {started:.1f} read {peak_mb():.1f}", flush=True)
        App.get_running_app().stop()
        return False

    def next_read(_: float) -> bool:
        nonlocal reads
        if not done.is_set():
            return True
        reads -= 1
        if reads == 0:
            return finish(0)
        done.clear()
        App.get_running_app().context.camera.request("dice", read)
        return True

    def on_flip(*_: object) -> None:
        nonlocal started
        Window.unbind(on_flip=on_flip)
        app = App.get_running_app()
        started = peak_mb()
        if photo is None:
            print(f"started {started:.1f}", flush=True)
            app.stop()
        elif app.context.camera is None:
            print("no camera: " + "; ".join(str(n.params) for n in app.context.hardware_notices), flush=True)
            app.stop()
        else:
            app.context.camera.request("dice", read)
            Clock.schedule_interval(next_read, 0.05)

    Window.bind(on_flip=on_flip)
    entry.run_app(build_parser().parse_args(["run"]))
    shutil.rmtree(where, ignore_errors=True)


if __name__ == "__main__":
    main()
