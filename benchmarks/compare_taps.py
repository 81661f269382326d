"""Before and after, side by side in one run: benchmarks/tap_to_frame.py's screens measured on an earlier
commit's code and on this checkout's, in turns (before, after, before, after...), so that a neighbour's load
falls on both alike. Both run this checkout's benchmark scripts (the same screens, the same taps); only the app
differs. Prints, per screen, the median and p95 of the app's own work (the sample without its buffer swap)
over every round's taps, and each round's median. Needs a screen (xvfb-run -a).

    python benchmarks/compare_taps.py REV [--rounds 3] [--taps 30] [--only NAME]
"""

from __future__ import annotations

import argparse
import io
import json
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.tap_to_frame import percentile  # noqa: E402


def checkout(rev: str, where: Path) -> Path:
    """The commit's tracked files (git archive: no worktree, nothing of git's changed), this checkout's
    benchmarks/ over them."""
    archive = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(where, filter="data")
    shutil.rmtree(where / "benchmarks")
    shutil.copytree(ROOT / "benchmarks", where / "benchmarks", ignore=shutil.ignore_patterns("__pycache__"))
    return where


def measure(code: Path, taps: int, only: str, pi4: str) -> dict[str, list[float]]:
    with tempfile.NamedTemporaryFile(suffix=".json") as samples:
        done = subprocess.run([sys.executable, str(code / "benchmarks" / "tap_to_frame.py"), "--taps", str(taps),
                               "--only", only, "--samples", samples.name], cwd=code, capture_output=True, text=True,
                              env={**__import__("os").environ, "COMPANION_BENCH_PI4_RATIO": pi4})
        if done.returncode:
            raise RuntimeError(f"{code}: exit {done.returncode}\n{done.stdout[-1500:]}{done.stderr[-1500:]}")
        return dict(json.loads(Path(samples.name).read_text(encoding="utf-8")))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("rev", help="the commit measured as 'before'")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--taps", type=int, default=30)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    from benchmarks.pi_speed import pi_speed

    speed = pi_speed()
    print(speed.describe())
    runs: dict[str, list[dict[str, list[float]]]] = {"before": [], "after": []}
    with tempfile.TemporaryDirectory(prefix="companion-before-") as folder:
        before = checkout(args.rev, Path(folder))
        for _ in range(args.rounds):
            for which, code in (("before", before), ("after", ROOT)):
                runs[which].append(measure(code, args.taps, args.only, str(speed.pi4)))
    print(f"the app's own work per tap, ms: {args.rev} (before) and this checkout (after), {args.rounds} rounds of "
          f"{args.taps} taps each, in turns")
    print(f"  {'':46} {'before p50':>10} {'p95':>6}   {'after p50':>9} {'p95':>6}   rounds' medians before / after")
    for name in runs["after"][0]:
        pooled = {w: [x for run in runs[w] for x in run[name]] for w in runs}
        rounds = " / ".join(", ".join(f"{statistics.median(run[name]):.1f}" for run in runs[w]) for w in runs)
        print(f"  {name:46} {statistics.median(pooled['before']):10.1f} {percentile(pooled['before'], 0.95):6.1f}"
              f"   {statistics.median(pooled['after']):9.1f} {percentile(pooled['after'], 0.95):6.1f}   {rounds}"
              f"   (after p95 on a Pi: {speed.estimates(percentile(pooled['after'], 0.95))})", flush=True)


if __name__ == "__main__":
    main()
