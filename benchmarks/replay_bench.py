"""`companion replay` on long records: time and peak memory against the record's length (docs/records.md,
"Replay's cost"). Goal: linear, <= 100 MB and <= 10 s for 200,000 moves (the 16 MB cap holds about that many).

Each record is a Free play game of N moves (turns of a few seconds ended and scores set at random, at most 1,000
rounds, as games.record.make writes one, less the digests, which would cost this script a state's JSON per move);
the command runs in a child process, whose peak resident memory the kernel reports.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.figures import report  # noqa: E402
from games import record  # noqa: E402
from games.base import Setup, get  # noqa: E402

LENGTHS = tuple(int(n) for n in sys.argv[1:]) or (10_000, 40_000, 200_000)


def long_record(moves: int) -> dict[str, object]:
    game, setup = get("freeplay"), Setup.of([("Ana", "red"), ("Ben", "blue"), ("Cleo", "green")])
    rng, state, actions = random.Random(moves), game.initial_state(setup), list[object]()
    while len(actions) < moves:
        action = game.sample_action(state, rng)
        if action is None or type(action).__name__ == "EndGame":
            continue
        if hasattr(action, "at_ms"):  # turns of a few seconds: 200,000 moves stay under the 9 digits a record allows
            action = replace(action, at_ms=state.last_ms + rng.randint(0, 5_000))
        state = game.apply(state, action)
        actions.append(action)
    made = record.make(game, setup, ())
    made.update(actions=[game.action_to_json(a) for a in actions], outcome=None)
    del made["digests"]
    return made


# The child reports its own peak (VmHWM): the kernel's figure for waited-for children counts this process's pages
# too, shared at the fork, and this process holds the records it made.
CHILD = """
import runpy, sys
sys.argv = ["companion", "replay", sys.argv[1]]
try:
    runpy.run_module("companion", run_name="__main__", alter_sys=True)
finally:
    peak = [line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM")][0]
    print("PEAK", peak, file=sys.stderr)
"""


def run(path: Path, source: Path = ROOT) -> tuple[float, float]:
    """(seconds, peak MB) of `companion replay PATH` in a fresh child, with the code in ``source``."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", CHILD, str(path)], cwd=source, capture_output=True, text=True,
                          timeout=900, env={**os.environ, "PYTHONPATH": str(source)})
    seconds = time.perf_counter() - start
    assert done.returncode == 0, done.stderr
    peak = int(next(line for line in done.stderr.splitlines() if line.startswith("PEAK ")).split()[1])
    return seconds, peak / 1024


if __name__ == "__main__":
    folder = Path(tempfile.mkdtemp(prefix="replay-bench-"))
    source = Path(os.environ.get("REPLAY_BENCH_SOURCE", ROOT))  # another checkout's code, for a "before" figure
    for moves in LENGTHS:
        path = folder / f"record-{moves}.json"
        path.write_text(json.dumps(long_record(moves)), encoding="utf-8")
        seconds, mb = run(path, source)
        print(f"{moves:>7} moves, {path.stat().st_size / 1e6:5.1f} MB record: {seconds:6.2f} s, peak {mb:6.0f} MB",
              flush=True)
    report("replay 200,000 moves: time", seconds, "s", "<= 10 s", seconds <= 10)
    report("replay 200,000 moves: peak memory", mb, "MB", "<= 100 MB", mb <= 100)
