"""Child process for the app's memory benchmark: the app started as `./dev run` starts it, with a folder
camera on one photo; once its first frame is drawn the worker takes a frame (OpenCV and NumPy load), then
reads the dice as Catan's "Read the dice" does (READS times); the peak resident memory after each step is
printed, in MB, and the app quits.

Usage: python benchmarks/app_memory_probe.py PHOTO [READS]   prints "started S frame F read R held H renderer G"
       python benchmarks/app_memory_probe.py none            prints "started S renderer G" (no camera)
(H: resident at the end, G: what of it is the software OpenGL renderer)
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


def now_mb() -> float:
    """Resident memory at this moment, MB."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * resource.getpagesize() / 2**20


def renderer_mb() -> float:
    """Resident memory of Mesa's software OpenGL (llvmpipe: LLVM and the DRI driver), what a virtual screen
    costs and a Raspberry Pi's GPU driver does not load."""
    total, name = 0, ""
    with open("/proc/self/smaps", encoding="utf-8", errors="replace") as smaps:
        for line in smaps:
            if re.match(r"[0-9a-f]+-[0-9a-f]+ ", line):
                name = line.split()[-1]
            elif line.startswith("Rss:") and re.search(r"libLLVM|_dri\.so", name):
                total += int(line.split()[1])
    return total / 1024


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

    figures: dict[str, float] = {}
    steps = ["frame"] + ["read"] * reads  # what each request of the camera is followed by
    done = threading.Event()

    def take(frame: Any) -> Any:
        done.set()
        return frame.shape

    def read(frame: Any) -> Any:
        from companion.vision.dice import read_dice  # as the screens do: the reader only once used

        try:
            return read_dice(frame)
        finally:
            done.set()

    def next_request(_: float) -> bool:
        if not done.is_set():
            return True
        done.clear()
        figures[steps.pop(0)] = peak_mb()
        if not steps:
            figures["held"] = now_mb()
            figures["renderer"] = renderer_mb()
            print(" ".join(f"{k} {v:.1f}" for k, v in figures.items()), flush=True)
            App.get_running_app().stop()
            return False
        App.get_running_app().context.camera.request("dice", read)
        return True

    def on_flip(*_: object) -> None:
        Window.unbind(on_flip=on_flip)
        app = App.get_running_app()
        figures["started"] = peak_mb()
        if photo is None:
            print(f"started {figures['started']:.1f} renderer {renderer_mb():.1f}", flush=True)
            app.stop()
        elif app.context.camera is None:
            print("no camera: " + "; ".join(str(n.params) for n in app.context.hardware_notices), flush=True)
            app.stop()
        else:
            app.context.camera.request("frame", take)
            Clock.schedule_interval(next_request, 0.05)

    Window.bind(on_flip=on_flip)
    entry.run_app(build_parser().parse_args(["run"]))
    shutil.rmtree(where, ignore_errors=True)


if __name__ == "__main__":
    main()
