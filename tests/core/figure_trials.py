"""Many trials of what test_stored_figures.py checks a few of, for the figures in docs/journal.md ("Faults, before and
after"): ``python -m tests.core.figure_trials TRIALS``. Prints one JSON line. Runs on whichever app is on the path
(the schema 6 app too: it finds the rows without their digests).

Per trial, on the clocked game of tests/core/clocked.py (four turns, five moves, a pause), closed cleanly: one random
bit of the figures of a random ``turns`` row (its turn's start, thinking or paused time) flipped in the main file,
with the move log and without it; then one random bit of the digits of the game's saved clock. Counted: what the table
would then see, in History, the turns CSV and BG Stats (the play's turns, each seat's thinking time, the time at the
table) and on the seat bar of the game continued (the clock's times): the same as played ("kept", restored or not
touched), not shown with a notice ("noticed"), different without a word ("silent"), or an exception ("raised": a
start time out of range, History would not open).
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

from companion.core import durable, turn_clock as tc
from companion.core.journal import Journal
from companion.core.playlog import plays
from companion.core.session import Session
from tests.core.clocked import T0, played
from tests.core.turn_rows import int_bytes, times_at

SEED = 31


def _flip(path: Path, start: int, length: int, rng: random.Random) -> None:
    data = bytearray(path.read_bytes())
    data[start + rng.randrange(length)] ^= 1 << rng.randrange(8)
    path.write_bytes(bytes(data))


def _seen(path: Path, game_id: int) -> tuple[Any, list[str]]:
    """What the table sees, and the notices of the open."""
    with Journal.open(path) as journal:
        [play] = plays(journal)
        clock = tc.from_json(Session.resume(journal, game_id).saved_clock(), T0)
        return ((play.turns, play.thinking_ms, round(play.table_minutes, 3)), None if clock is None else clock.used_ms), \
            [n.english() for n in journal.notices]


def _count(counts: dict[str, int], played_as: Any, seen: Any, notices: list[str]) -> None:
    key = "kept" if seen == played_as else "noticed" if notices else "silent"
    counts[key] = counts.get(key, 0) + 1


def _tried(path: Path, game_id: int, counts: dict[str, int]) -> tuple[tuple[Any, Any], list[str]] | None:
    """``_seen``, or None, counted as "raised", where reading the figures raised (History would not open)."""
    try:
        return _seen(path, game_id)
    except Exception:
        counts["raised"] = counts.get("raised", 0) + 1
        return None


def main(trials: int) -> dict[str, Any]:
    rng = random.Random(SEED)
    found: dict[str, dict[str, int]] = {"turn, with the log": {}, "turn, no log": {}, "clock": {}}
    with tempfile.TemporaryDirectory() as tmp:
        original = Path(tmp) / "played.sqlite3"
        game_id, _ = played(original)
        (as_played, clock_as_played), _ = _seen(original, game_id)
        keep = original.read_bytes(), durable.log_path(original).read_bytes()
        for trial in range(trials):
            for case, counts in found.items():
                path = Path(tmp) / f"trial-{trial}.sqlite3"
                path.write_bytes(keep[0])
                if case != "turn, no log":
                    durable.log_path(path).write_bytes(keep[1])
                if case == "clock":
                    _flip(path, path.read_bytes().index(b"[33000, 25000, 12000]") + 1, len("33000, 25000, 12000"), rng)
                else:
                    at, values = times_at(path, rng.randrange(1, 6))
                    _flip(path, at, sum(int_bytes(v) for v in values), rng)
                seen = _tried(path, game_id, counts)
                if seen is None:
                    continue
                (figures, clock), notices = seen
                if case == "clock":
                    _count(counts, clock_as_played, clock, notices)
                else:
                    _count(counts, as_played, figures, notices)
                for stale in Path(tmp).glob(f"trial-{trial}.*"):
                    stale.unlink()
    return {"trials": trials, **found}


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]))), flush=True)
