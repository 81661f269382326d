"""Kingdomino-like boards (printed, not asserted), read as the table does: taught with `learn --rectified`
on 16 photos of 8 boards, then 30 photos of 30 other boards read with `read-grid --rectified`
(tests/vision/synth_kingdom.py: every tile its own drawing, terrains sharing colours, crowns on any).

Per cell and boards read exactly; of the cells read wrong, how many the reader doubted (flagged for a
tap), how many cells it doubted in all (each is a tap the table makes), and the boards right once the
table has confirmed the doubted cells.

    python benchmarks/tiles_bench.py [--first SEED] [--sets N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import cv2  # noqa: E402

from companion.vision.grid import learn, read_grid  # noqa: E402
from tests.vision.synth_kingdom import board  # noqa: E402


def bench(first: int) -> tuple[int, int, int, int, int, int, int, list[float]]:
    """(cells right, cells, boards exact, wrong cells, wrong cells doubted, cells doubted, boards right once
    the doubts are confirmed, seconds a board)."""
    taught = [board(first + k, shot) for k in range(8) for shot in range(2)]
    refs = learn([(b.image, b.labels) for b in taught], 5, 5, rectified=True)
    right = cells = exact = wrong = caught = flagged = confirmed = 0
    times = []
    for k in range(30):
        photo = board(first + 100 + k)
        start = time.perf_counter()
        reading = read_grid(photo.image, refs, 5, 5, rectified=True)
        times.append(time.perf_counter() - start)
        got = "".join(reading.lines())
        misses = [i for i, (a, b) in enumerate(zip(got, photo.labels)) if a != b]
        doubted = {r * 5 + c for r, c in reading.flagged()}
        right += 25 - len(misses)
        cells += 25
        exact += not misses
        wrong += len(misses)
        caught += len(doubted & set(misses))
        flagged += len(doubted)
        confirmed += set(misses) <= doubted
    return right, cells, exact, wrong, caught, flagged, confirmed, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=90_000, help="first board seed of the first set (80000-82999 were tuned on)")
    parser.add_argument("--sets", type=int, default=3, help="sets of 8 taught + 30 read boards")
    args = parser.parse_args()
    cv2.setNumThreads(1)
    for s in range(args.sets):
        right, cells, exact, wrong, caught, flagged, confirmed, times = bench(args.first + 1000 * s)
        print(f"Kingdomino-like boards, set {s + 1}: per cell {right / cells:.4f}, {exact}/30 boards exact; "
              f"{caught} of {wrong} wrong cells doubted, {flagged / 30:.1f} cells doubted a board, "
              f"{confirmed}/30 boards right once they are confirmed; "
              f"{statistics.median(times) * 1000:.0f} ms median a board")


if __name__ == "__main__":
    main()
