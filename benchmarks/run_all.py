"""`./dev bench`: every benchmark, one after the other, figures printed."""

from __future__ import annotations

import runpy
from pathlib import Path

HERE = Path(__file__).parent
BENCHMARKS = ["startup_bench.py", "gpio_latency_bench.py", "journal_bench.py", "vision_bench.py", "dice_real_bench.py",
              "dice3d_bench.py", "tiles_bench.py"]

if __name__ == "__main__":
    for name in BENCHMARKS:
        print(f"== {name}", flush=True)
        runpy.run_path(str(HERE / name), run_name="__main__")
