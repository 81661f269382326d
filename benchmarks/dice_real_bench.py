"""Dice on real photos (printed, not asserted): the held-out part of the shared photos
(tools/dice_training/data.py: every fourth photo by name, never trained or tuned on).

Per die: a die is right when the reader puts a die of that value inside its labelled box. Also: photos
read exactly (the values, ascending), how far off the count of dice is, each value's precision and
recall, seconds per photo on one core (in-process, the model loaded), and the peak resident memory of
`companion vision read-dice` on one of the photos (a fresh process, start-up included).

    python benchmarks/dice_real_bench.py [--part held_out|dev|train]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import cv2  # noqa: E402

from benchmarks.app_memory_bench import app_memory  # noqa: E402
from companion.vision.dice import read_dice  # noqa: E402
from tools.dice_training.data import data_dir, load, split  # noqa: E402
from tools.dice_training.metrics import Tally  # noqa: E402

MEASURED = ("import resource, sys; from companion.cli import main; status = main(['vision', *sys.argv[1:]]); "
            "use = resource.getrusage(resource.RUSAGE_SELF); "
            "print('CPU', use.ru_utime + use.ru_stime, 'MAXRSS', use.ru_maxrss, file=sys.stderr); sys.exit(status)")


def command_figures(image: Path) -> tuple[float, float, float]:
    """Wall and CPU seconds and peak RSS (MB) of `companion vision read-dice --json IMAGE`, median of 3."""
    walls, cpus, peaks = [], [], []
    for _ in range(3):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", MEASURED, "read-dice", "--json", str(image)], cwd=ROOT,
                              capture_output=True, text=True)
        walls.append(time.perf_counter() - start)
        words = done.stderr.split()
        cpus.append(float(words[words.index("CPU") + 1]))
        peaks.append(int(words[words.index("MAXRSS") + 1]) / 1024)
    return statistics.median(walls), statistics.median(cpus), max(peaks)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", default="held_out", choices=("held_out", "dev", "train"))
    parser.add_argument("--misses", action="store_true", help="list the photos not read exactly")
    args = parser.parse_args()
    photos = split(load())[args.part]
    if not photos:
        print(f"real dice photos: none in {data_dir()} (set DICE_REAL_DIR): skipped")
        return
    cv2.setNumThreads(1)
    read_dice(cv2.imread(str(photos[0].path)))  # the networks loaded once, as the app's worker keeps them
    tally, times, cpus = Tally(), [], []
    for photo in photos:
        image = cv2.imread(str(photo.path))
        start, start_cpu = time.perf_counter(), time.process_time()
        dice = read_dice(image)
        times.append(time.perf_counter() - start)
        cpus.append(time.process_time() - start_cpu)  # the machine is shared: wall time counts others' work too
        tally.add([(d.value, d.box) for d in dice], photo.values, photo.boxes)
        got = sorted(d.value for d in dice)
        if args.misses and got != photo.sorted_values:
            print(f"  {photo.path.name}: read {got}, labelled {photo.sorted_values}")
    print(f"real dice photos ({args.part}, {len(photos)} photos, {tally.present} dice): {tally.summary()}; "
          f"{statistics.median(times):.3f} s median a photo, {max(times):.3f} s at most (CPU {statistics.median(cpus):.3f} s "
          f"median, {max(cpus):.3f} s at most; one core, in-process, the networks loaded)")
    print("  by value (precision, recall): " + ", ".join(
        f"{v}: {r / max(f, 1):.2f} {r / max(p, 1):.2f}" for v, (r, f, p) in sorted(tally.by_value.items())))
    from benchmarks.figures import report

    report("real dice: per-die F1 (held out)", tally.f1, "", ">= 0.95", tally.f1 >= 0.95)
    report("real dice: photos read exactly", tally.exact, f"/{tally.photos}", ">= 30 of 50",
           tally.exact >= 30 * tally.photos / 50)
    report("real dice: CPU a photo (median)", statistics.median(cpus), "s", "< 0.5 s", statistics.median(cpus) < 0.5)
    wall, cpu, rss = command_figures(photos[0].path)
    report("vision read-dice command peak RSS", rss, "MB", "< 200 MB", rss < 200)
    print(f"  companion vision read-dice --json: {wall:.2f} s wall, {cpu:.2f} s CPU (fresh process, start-up "
          f"included), max RSS {rss:.0f} MB")
    print("  " + app_memory(max(photos, key=lambda p: len(p.values)).path))


if __name__ == "__main__":
    main()
