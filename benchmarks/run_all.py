"""`./dev bench`: every benchmark, one after the other, figures printed, then one table of the headline
figures with the goal beside each (benchmarks/figures.py)."""

from __future__ import annotations

import os
import runpy
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent))
from benchmarks.figures import FIGURES_ENV, table  # noqa: E402

BENCHMARKS = ["pi_speed.py", "startup_bench.py", "app_memory_visit.py", "tap_to_frame.py", "journal_bench.py",
              "vision_bench.py", "dice_real_bench.py", "dice3d_bench.py", "tiles_bench.py", "stats_bench.py",
              "stats_screen_bench.py", "line_breaks.py", "journeys.py", "replay_bench.py", "qr_distance_bench.py",
              "bring_back_bench.py", "phones_bench.py", "phones_tap_to_frame.py"]

if __name__ == "__main__":
    figures = Path(tempfile.mkdtemp(prefix="companion-figures-")) / "figures.jsonl"
    figures.touch()
    os.environ[FIGURES_ENV] = str(figures)
    for name in BENCHMARKS:
        print(f"== {name}", flush=True)
        sys.argv = [name]
        runpy.run_path(str(HERE / name), run_name="__main__")
    print("== every headline figure, with its goal")
    print(table(figures))
