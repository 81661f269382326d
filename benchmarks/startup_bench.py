"""Start-up to first frame: our app vs a bare Kivy app in the same run (figures printed, not asserted)."""

from __future__ import annotations

import selectors
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.figures import report  # noqa: E402

PROBE = Path(__file__).with_name("first_frame.py")
RUNS = 5


def time_first_frame(which: str, limit_s: float = 60) -> float:
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, str(PROBE), which], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(child.stdout, selectors.EVENT_READ)
        while time.perf_counter() - start < limit_s:
            if selector.select(timeout=1) and child.stdout.readline().strip() == "first-frame":
                elapsed = time.perf_counter() - start
                child.wait(timeout=30)
                return elapsed
            if child.poll() is not None:
                break
    child.kill()
    raise RuntimeError(f"{which}: no first frame within {limit_s} s (exit {child.wait()})")


def main() -> None:
    bare = [time_first_frame("bare") for _ in range(RUNS)]
    ours = [time_first_frame("app") for _ in range(RUNS)]
    b, o = statistics.median(bare), statistics.median(ours)
    print(f"start-up to first frame, median of {RUNS}: bare Kivy app {b * 1000:.0f} ms, "
          f"Table Companion {o * 1000:.0f} ms, ratio {o / b:.2f}")
    report("start-up to first frame / bare Kivy app", o / b, "x")


if __name__ == "__main__":
    main()
