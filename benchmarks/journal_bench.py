"""Journal figures (printed, not asserted; docs/journal.md, "What a commit costs"):

- a Journal.append commit (SQLite's WAL at synchronous=NORMAL, then the move log's append and fdatasync) against a
  bare os.write + os.fsync of the same bytes on the same disk, in turn, median and p95, their ratio and the median ratio of the pairs, for each of several
  runs (the disk and a shared machine are noisy: one run proves little): in a burst (the goals), 5 ms
  apart, and at a table's pace (after the keeper's quiet checkpoint); a burst with a turn clock running (each
  commit also carries its turn's time);
- the same appends to a journal in memory: the CPU part of a commit (Python, JSON, checksum, SQLite);
- opening a journal and Session.resume of a 5,000-action Free play game (with its move log: read and compared at
  open).

    python benchmarks/journal_bench.py [--dir FOLDER] [--appends N] [--runs R]

FOLDER defaults to the app's data folder (COMPANION_DATA_DIR or the platform's), so both sides of the ratio
run on the disk the journal really lives on; the benchmark works in a temporary folder inside it.
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any, Callable

from games.base import Game, Setup, get
from games.freeplay.state import EndGame

from companion.core import durable, keeper
from companion.core.datadir import data_dir
from companion.core.journal import Journal
from companion.core.journal_file import ENTRY_COLUMNS, GAME_COLUMNS
from companion.core.journal_read import dumps
from companion.core.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.figures import report  # noqa: E402

SETUP = Setup.of([("Ana", "red"), ("Ben", "blue"), ("Chloé", "green"), ("Dai", "yellow")])
RESUME_ACTIONS = 5_000
RESUME_RUNS = 5
# The paced runs: still a hundred times a table's pace, but every commit starts from an idle core and disk. SQLite's
# own commit, timed alone the same way, is then 1.35-1.5x a bare fsync (two 4 KiB WAL frames and their syscalls
# against ~60 bytes); in a burst the two cost the same (docs/journal.md).
PACE_S = 0.005
# At a table's pace the keeper's quiet checkpoint has run before each move (a move comes this long after the last
# one): the move is the first commit after a checkpoint, which the keeper has already started the WAL over for.
TABLE_PACE_S = keeper.QUIET_S + 0.05
TABLE_COMMITS = 16  # each pair takes twice TABLE_PACE_S: ~26 s


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def timed(fn: Callable[[], Any]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def actions(game: Game[Any, Any], count: int, seed: int = 1) -> list[Any]:
    """A legal run of ``count`` Free play actions that never ends the game."""
    rng = random.Random(seed)
    state, out = game.initial_state(SETUP), list[Any]()
    while len(out) < count:
        action = game.sample_action(state, rng)
        if isinstance(action, EndGame):
            continue
        state = game.apply(state, action)
        out.append(action)
    return out


def pause(seconds: float) -> None:
    if seconds:  # not sleep(0): it gives the core away, and a burst is measured without it
        time.sleep(seconds)


def write_and_sync(fd: int, data: bytes) -> None:
    os.write(fd, data)
    os.fsync(fd)


def bench_commits(folder: Path, count: int, pace_s: float = 0.0,
                  clocked: bool = False) -> tuple[list[float], list[float]]:
    """Each append is followed by a bare write + fsync of the same bytes, in turn: this machine's disk
    switches between a fast and a slow fsync (0.1 ms or 4 ms) from one second to the next, and two sides
    measured one after the other would each see a different disk. ``pace_s``: a pause after each pair (0: a
    burst, the worst case; a table's moves come seconds apart, and the keeper works in the pauses). ``clocked``:
    each move carries its turn's time (a turn clock running: a turns row and its digest in the same commit)."""
    game = get("freeplay")
    payloads = [game.action_to_json(a) for a in actions(game, count)]
    for stale in folder.glob("commit.sqlite3*"):
        stale.unlink()
    (folder / "bare.log").unlink(missing_ok=True)
    journal = Journal.open(folder / "commit.sqlite3")
    game_id = journal.create_game(game.name, {"bench": True})
    fd = os.open(folder / "bare.log", os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    appends, bare = [], []
    try:
        for payload in payloads:
            pause(pace_s)  # before each side: both start from a pause, as a move at the table does
            stamp = (len(appends) % 4, len(appends) + 1, 1_700_000_000_000, 1_234 * len(appends), 0) if clocked else None
            appends.append(timed(partial(journal.append, game_id, "action", payload, turn=stamp)))
            pause(pace_s)
            bare.append(timed(partial(write_and_sync, fd, dumps(payload).encode() + b"\n")))
    finally:
        os.close(fd)
        journal.close()
    return appends, bare


def bench_cpu(count: int) -> list[float]:
    """The commit's work without a disk: what a commit costs beyond its fsync."""
    game = get("freeplay")
    journal = Journal.memory()
    game_id = journal.create_game(game.name, {"bench": True})
    return [timed(partial(journal.append, game_id, "action", game.action_to_json(a))) for a in actions(game, count)]


def build_long_game(path: Path) -> int:
    """5,000 actions built in memory and copied to the disk in one go (5,000 fsyncs would take minutes on
    an SD card, and the build is not what is measured)."""
    game = get("freeplay")
    memory = Journal.memory()
    session = Session.new(memory, game, SETUP)
    for action in actions(game, RESUME_ACTIONS):
        session.play(action)
    target = sqlite3.connect(path)
    memory._conn.backup(target)  # benchmark set-up only: no public API copies a journal
    target.execute("PRAGMA journal_mode=WAL")
    games = target.execute(f"SELECT {', '.join(GAME_COLUMNS)} FROM games").fetchall()
    entries = target.execute(f"SELECT {', '.join(ENTRY_COLUMNS)} FROM entries ORDER BY id").fetchall()
    target.close()
    log = durable.MoveLog(path, 0)  # the move log the game's commits would have written
    log.append([*map(durable.game_record, games), *map(durable.entry_record, entries)])
    log.close()
    return session.game_id


def bench_resume(folder: Path) -> tuple[list[float], list[float], int, int]:
    path = folder / "long.sqlite3"
    game_id = build_long_game(path)
    opens, resumes = [], []
    for _ in range(RESUME_RUNS):
        start = time.perf_counter()
        journal = Journal.open(path)
        opened = time.perf_counter()
        Session.resume(journal, game_id)
        resumes.append(time.perf_counter() - opened)
        opens.append(opened - start)
        journal.close()
    return opens, resumes, path.stat().st_size, durable.log_path(path).stat().st_size


def show_ratios(label: str, runs: list[tuple[list[float], list[float]]], goals: bool = True) -> None:
    """``goals``: the burst is what the goals were set on (as the issue measured it); the paced runs are
    printed beside it so that what a move at the table costs stays in view."""
    ratios = []
    for n, (appends, bare) in enumerate(runs, 1):
        ratio = (statistics.median(appends) / statistics.median(bare), percentile(appends, 0.95) / percentile(bare, 0.95))
        ratios.append(ratio)
        pairs = statistics.median(a / b for a, b in zip(appends, bare))
        print(f"run {n}: {'Journal.append':27}{ms(statistics.median(appends))} {ms(percentile(appends, 0.95))}")
        print(f"run {n}: {'bare os.write + os.fsync':27}{ms(statistics.median(bare))} {ms(percentile(bare, 0.95))}")
        print(f"run {n}: {'ratio append / bare':27}{ratio[0]:8.2f} x {ratio[1]:10.2f} x   (pairs: {pairs:.2f} x)")
    median_ratio, p95_ratio = statistics.median(r[0] for r in ratios), statistics.median(r[1] for r in ratios)
    print(f"{'ratio, median of the runs':34}{median_ratio:8.2f} x {p95_ratio:10.2f} x   ({label})")
    if goals:
        report(f"journal commit / bare fsync, {label} (median)", median_ratio, "x", "<= 1.3 x", median_ratio <= 1.3)
        report(f"journal commit / bare fsync, {label} (p95)", p95_ratio, "x", "<= 1.5 x", p95_ratio <= 1.5)
    else:
        median_append = statistics.median(statistics.median(appends) for appends, _ in runs)
        report(f"journal commit, {label} (median)", median_append * 1e3, "ms")
        report(f"journal commit / bare fsync, {label} (median)", median_ratio, "x")


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:8.3f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", type=Path, default=None, help="folder on the disk to measure")
    parser.add_argument("--appends", type=int, default=500)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    base = args.dir or data_dir()
    with tempfile.TemporaryDirectory(prefix="journal-bench-", dir=base) as tmp:
        folder = Path(tmp)
        burst = [bench_commits(folder, args.appends) for _ in range(args.runs)]
        clocked = [bench_commits(folder, args.appends, clocked=True) for _ in range(args.runs)]
        paced = [bench_commits(folder, args.appends // 2, PACE_S) for _ in range(args.runs)]
        table = [bench_commits(folder, TABLE_COMMITS, TABLE_PACE_S)]
        opens, resumes, size, log_size = bench_resume(folder)
    cpu = bench_cpu(args.appends)
    print(f"Journal benchmark in {base} (SQLite {sqlite3.sqlite_version}, {args.appends} commits a run, "
          f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f})")
    print(f"{'':34}{'median':>11}{'p95':>12}")
    show_ratios("a burst", burst)
    show_ratios("a burst, turn clock running", clocked)
    show_ratios(f"{PACE_S * 1e3:.0f} ms apart", paced, goals=False)
    show_ratios(f"{TABLE_PACE_S * 2:.1f} s apart", table, goals=False)
    print(f"{'Journal.append in memory (CPU)':34}{ms(statistics.median(cpu))} {ms(percentile(cpu, 0.95))}")
    print(f"{'Journal.open, 5,000-action file':34}{ms(statistics.median(opens))} {ms(max(opens))} (max)"
          f"   file {size / 1024:.0f} KiB, move log {log_size / 1024:.0f} KiB")
    median_resume = statistics.median(resumes)
    print(f"{'Session.resume, 5,000 actions':34}{ms(median_resume)} {ms(max(resumes))} (max)"
          f"   {median_resume / RESUME_ACTIONS * 1e6:.1f} us per action, {RESUME_RUNS} runs")


if __name__ == "__main__":
    main()
