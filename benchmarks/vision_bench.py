"""Camera figures (printed, not asserted), over seeded synthetic photographs (tests/vision):

- per-die accuracy of read_dice (1-6 dice of mixed colours, touching, shadows, glare, tilt, camera defects);
- per-cell accuracy of read_grid after teaching from two photographs, for the calibration sheet
  (markers), a bare mat (outline) and top-down crops (--rectified);
- cards named by teaching, as the app does it (one camera photo per card, the card cut from a fixed table):
  taught cards named right or wrongly at unseen turns, scales, perspective and light, untaught cards said
  "unknown", seconds per photo;
- seconds per 640x640 image in-process (median, p95), and the wall time of each `companion vision`
  command as the issue runs it (a fresh process: Python start-up and imports included);
- peak memory: the in-process Python/NumPy peak (tracemalloc) and each command's maximum resident set.

    python benchmarks/vision_bench.py [--scenes N]
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the scene generators live with the tests

import cv2  # noqa: E402
import numpy as np  # noqa: E402

from companion.vision.dice import read_dice  # noqa: E402
from companion.vision.grid import learn, read_grid  # noqa: E402
from companion.vision.refs import save_refs  # noqa: E402
from companion.vision.taught import album, teach_card  # noqa: E402
from tests.vision.synth_dice import dice_scene  # noqa: E402
from tests.vision.synth_camera import table_texture  # noqa: E402
from tests.vision.synth_cards import card, held_under_camera  # noqa: E402
from tests.vision.synth_grid import grid_scene, make_box  # noqa: E402


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - start


def bench_dice(scenes: int, sides: tuple[float, float] = (0.08, 0.15), touching: float = 0.35,
               first: int = 50_000) -> tuple[float, float, list[float]]:
    right = counted = exact = 0
    times = []
    for seed in range(first, first + scenes):
        scene = dice_scene(seed, sides=sides, touching=touching, count=None if touching < 1 else 2 + seed % 3)
        dice, seconds = timed(lambda: read_dice(scene.image))
        got = sorted(d.value for d in dice)
        right += sum((Counter(got) & Counter(scene.values)).values())
        counted += max(len(got), len(scene.values))
        exact += got == list(scene.values)
        times.append(seconds)
    return right / counted, exact / scenes, times


def bench_grid(mode: str, scenes: int) -> tuple[float, list[float]]:
    right = total = 0
    times = []
    rectified = mode == "rectified"
    for box_seed in range(60_000, 60_003):
        box = make_box(box_seed)
        teach = [grid_scene(box, box_seed * 10 + k, mode=mode) for k in range(2)]
        refs = learn([(s.image, s.labels) for s in teach], 4, 6, rectified)
        for k in range(scenes // 3):
            scene = grid_scene(box, box_seed * 10 + 100 + k, mode=mode)
            reading, seconds = timed(lambda: read_grid(scene.image, refs, 4, 6, rectified))
            right += sum(a == b for a, b in zip("".join(reading.lines()), scene.labels))
            total += len(scene.labels)
            times.append(seconds)
    return right / total, times


def bench_cards(scenes: int, cards: int = 40) -> tuple[float, float, float, list[float]]:
    """(named right, named wrongly, untaught said unknown, seconds per photo): on each of 3 tables, ``cards``
    cards taught from a tidy photo each, then held at any turn, 0.6-1.1 of the size, in perspective, under
    other light (``scenes`` photos of taught cards and scenes / 2 of untaught ones, over the 3 tables)."""
    right = wrong = unknown = 0
    times = []
    for table_seed in range(90_000, 90_003):  # never looked at while choosing the thresholds
        table = table_texture(np.random.default_rng(table_seed), (640, 640))
        with tempfile.TemporaryDirectory() as folder:
            for k in range(cards):
                teach_card(Path(folder), f"card-{k}", held_under_camera(
                    card(table_seed * 100 + k), table_seed + k, table, 0.3, (0.8, 1.0), skew=10))
            taught = album(Path(folder))
            for k in range(scenes // 3):
                photo = held_under_camera(card(table_seed * 100 + k % cards), table_seed * 10 + k, table)
                named, seconds = timed(lambda: taught.recognise(photo).name)
                right += named == f"card-{k % cards}"
                wrong += named is not None and named != f"card-{k % cards}"
                times.append(seconds)
            for k in range(scenes // 6):
                photo = held_under_camera(card(table_seed * 100 + 50 + k), table_seed * 10 + 500 + k, table)
                unknown += taught.recognise(photo).name is None
    named_scenes = 3 * (scenes // 3)
    return right / named_scenes, wrong / named_scenes, unknown / (3 * (scenes // 6)), times


# `companion vision ARGS`, reporting its own peak resident set: VmHWM, its memory's high-water mark since its exec
# (getrusage's ru_maxrss keeps, across fork and exec, the largest size of the process it was forked from: under
# ./dev bench every command showed the bench's own peak). CPU seconds too: on a shared machine, wall time also
# counts the other users' work.
MEASURED = ("import re, resource, sys; from companion.cli import main; status = main(['vision', *sys.argv[1:]]); "
            "use = resource.getrusage(resource.RUSAGE_SELF); "
            "hwm = re.search(r'VmHWM:\\s*(\\d+)', open('/proc/self/status').read()).group(1); "
            "print('CPU', use.ru_utime + use.ru_stime, 'MAXRSS', hwm, file=sys.stderr); sys.exit(status)")


def command_wall_times(folder: Path, runs: int = 5) -> dict[str, tuple[float, float, float]]:
    """Median wall and CPU seconds and max RSS (MB) of each command on a 640x640 photo, in a fresh process."""
    box = make_box(70_000)
    teach = [grid_scene(box, 70_000 + k) for k in range(2)]
    for k, scene in enumerate(teach):
        cv2.imwrite(str(folder / f"teach{k}.jpg"), scene.image)
    cv2.imwrite(str(folder / "carpet.jpg"), grid_scene(box, 70_100).image)
    cv2.imwrite(str(folder / "dice.jpg"), dice_scene(70_200, count=4).image)
    save_refs(learn([(s.image, s.labels) for s in teach], 4, 6), folder / "refs")
    commands = {
        "learn (2 photos)": ["learn", "--grid", "4x6", "--out", str(folder / "out.refs"),
                             *(f"{folder / f'teach{k}.jpg'}={s.labels}" for k, s in enumerate(teach))],
        "read-grid": ["read-grid", "--grid", "4x6", "--refs", str(folder / "refs"), str(folder / "carpet.jpg")],
        "read-dice": ["read-dice", str(folder / "dice.jpg")],
    }
    figures = {}
    for name, args in commands.items():
        walls, cpus, peaks = [], [], []
        for _ in range(runs):
            start = time.perf_counter()
            done = subprocess.run([sys.executable, "-c", MEASURED, *args], cwd=ROOT, capture_output=True, text=True)
            walls.append(time.perf_counter() - start)
            assert done.returncode == 0, done.stderr
            words = done.stderr.split()
            cpus.append(float(words[words.index("CPU") + 1]))
            peaks.append(int(words[words.index("MAXRSS") + 1]) / 1024)
        figures[name] = (statistics.median(walls), statistics.median(cpus), max(peaks))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenes", type=int, default=60, help="photographs per figure (default 60)")
    args = parser.parse_args()
    cv2.setNumThreads(1)  # the machine is shared: one core, figures comparable between runs
    tracemalloc.start()
    for label, sides in (("dice 8-15% of the frame", (0.08, 0.15)), ("small dice 5-8%", (0.05, 0.08)),
                         ("close-up dice 15-28%", (0.15, 0.28))):
        accuracy, exact, times = bench_dice(args.scenes if sides == (0.08, 0.15) else args.scenes // 2, sides)
        print(f"{label}: per-die accuracy {accuracy:.3f}, rolls read exactly {exact:.3f} ({len(times)} photos); "
              f"{statistics.median(times) * 1000:.0f} ms median, {percentile(times, 0.95) * 1000:.0f} ms p95")
    accuracy, exact, times = bench_dice(args.scenes, touching=1.0, first=51_000)
    print(f"touching dice (2-4, each edge to edge with the one before): per-die accuracy {accuracy:.3f}, rolls read "
          f"exactly {exact:.3f} ({len(times)} photos); {statistics.median(times) * 1000:.0f} ms median")
    for mode in ("markers", "outline", "rectified"):
        accuracy, times = bench_grid(mode, args.scenes)
        print(f"grid ({mode}): per-cell accuracy {accuracy:.3f} (4x6, {len(times)} photos); "
              f"{statistics.median(times) * 1000:.0f} ms median, {percentile(times, 0.95) * 1000:.0f} ms p95")
    right, wrong, unknown, times = bench_cards(args.scenes)
    print(f"cards by teaching (40 taught a table, one photo each): named right {right:.3f}, wrongly {wrong:.3f} "
          f"({len(times)} photos); untaught cards said unknown {unknown:.3f}; "
          f"{statistics.median(times) * 1000:.0f} ms median, {percentile(times, 0.95) * 1000:.0f} ms p95")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"peak traced memory in-process: {peak / 2**20:.1f} MB")
    with tempfile.TemporaryDirectory() as folder:
        for name, (wall, cpu, rss) in command_wall_times(Path(folder)).items():
            print(f"companion vision {name}: {wall:.2f} s wall, {cpu:.2f} s CPU (medians of 5, fresh process, "
                  f"start-up included), max RSS {rss:.0f} MB")


if __name__ == "__main__":
    main()
