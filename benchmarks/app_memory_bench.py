"""The app's memory with its camera (printed, not asserted): peak resident memory of the app started as
`./dev run` starts it, with no camera, then with a folder camera on a real dice photo: once its first frame
is drawn, once the camera has given a frame (OpenCV and NumPy loaded) and after the worker has read the
photo (READS times). Each a fresh process, median of RUNS.
Needs a screen (`./dev bench` gives it a virtual one).

    python benchmarks/app_memory_bench.py [PHOTO]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
from pathlib import Path

PROBE = Path(__file__).with_name("app_memory_probe.py")
RUNS = 3
READS = 3  # a game night reads again and again: the peak must not creep


def probe(photo: str, reads: int = READS) -> list[float]:
    done = subprocess.run([sys.executable, str(PROBE), photo, str(reads)], capture_output=True, text=True,
                          timeout=300, env={**os.environ, "KIVY_NO_ARGS": "1"})
    words = done.stdout.split()
    if done.returncode or not words or words[0] != "started":
        raise RuntimeError(f"memory probe failed (exit {done.returncode}): {(done.stdout + done.stderr)[-400:]}")
    return [float(w) for w in words[1::2]]


def app_memory(photo: Path, runs: int = RUNS) -> str:
    """One line: the app's peak RSS without a camera, with one opened, and after reading ``photo``."""
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return "app with a camera: no screen (run under ./dev bench or xvfb-run): skipped"
    bare = statistics.median(probe("none", 0)[0] for _ in range(runs))
    camera = [probe(str(photo)) for _ in range(runs)]
    opened, frame, read, held, renderer = (statistics.median(c[i] for c in camera) for i in range(5))
    from benchmarks.figures import report

    report("app peak RSS, camera read dice", read, "MB", "< 200 MB", read < 200)
    return (f"app peak RSS, median of {runs}: {bare:.0f} MB without a camera; with a folder camera {opened:.0f} MB "
            f"opened, {frame:.0f} MB once it gave a frame, {read:.0f} MB after reading {photo.name} {READS} times "
            f"({held:.0f} MB resident after; {renderer:.0f} MB of it all is the virtual screen's software OpenGL)")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tools.dice_training.data import load

    chosen = Path(sys.argv[1]) if len(sys.argv) > 1 else max(load(), key=lambda p: len(p.values)).path
    print(app_memory(chosen))
