"""Many trials of the faults test_lost_wal.py and test_second_copy.py check a few of, for the figures in docs/journal.md
("Faults, before and after"): ``python -m tests.core.fault_trials TRIALS``. Prints one JSON line.

Per trial: a child journals a burst (or moves 0.1 s apart) and is SIGKILLed at a random move as it commits the next;
the -wal is then deleted, cut at a random frame, or has one random bit of its frames flipped. Counted: acknowledged
moves lost without a notice, lost with one, and restored from the move log. Then one random bit flipped in a random
move of a closed 128-move journal: moves set aside, and moves restored.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

from companion.core import keeper
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook, wal_child
from tests.core.wal_frames import frames_end

SEED, MOVES = 8, 300


def _cut(wal: Path, rng: random.Random) -> None:
    os.truncate(wal, rng.randrange(keeper.WAL_HEADER_BYTES, frames_end(wal)))


def _flip(wal: Path, rng: random.Random) -> None:
    data = bytearray(wal.read_bytes())
    data[rng.randrange(keeper.WAL_HEADER_BYTES, frames_end(wal))] ^= 1 << rng.randrange(8)
    wal.write_bytes(bytes(data))


DAMAGE: dict[str, Callable[[Path, random.Random], None]] = {
    "deleted": lambda wal, rng: wal.unlink(), "cut": _cut, "one bit flipped": _flip}


def kill_trial(folder: Path, damage: str, rng: random.Random, pace: float) -> dict[str, int]:
    path = folder / "journal.sqlite3"
    child, acknowledged = wal_child.acknowledged_up_to(path, SEED, MOVES, rng.randrange(10, MOVES - 5), pace)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    DAMAGE[damage](Path(f"{path}-wal"), rng)
    with Journal.open(path) as journal:
        records = journal.games()
        kept = len(journal.entries(records[0].id)) if records else 0
        lost = max(0, acknowledged - kept)
        said = any(" lost" in n.english() and "restored" not in n.english() for n in journal.notices)
        restored = sum(n.params["moves"].count for n in journal.notices if "moves" in n.params)
    return {"silent": 0 if said else lost, "named": lost if said else 0, "restored": restored}


def bit_in_a_move_trial(original: Path, folder: Path, rng: random.Random) -> dict[str, int]:
    for source in original.parent.glob("journal.sqlite3*"):
        if not source.name.endswith((".lock", "-shm", "-wal")):
            shutil.copyfile(source, folder / source.name)
    path = folder / "journal.sqlite3"
    with Journal.open(path) as journal:
        move = rng.choice(journal.entries(1))
    data = bytearray(path.read_bytes())
    cell = data.index(f"{move.text or ''}{move.at}{move.digest}".encode())
    data[cell + rng.randrange(len(move.text or "x"))] ^= 1 << rng.randrange(8)
    path.write_bytes(bytes(data))
    with Journal.open(path) as journal:
        session = Session.resume(journal, 1)
        set_aside = 0 if session.notice is None else session.notice.params["last"] - session.notice.params["first"] + 1
        restored = sum(n.params["moves"].count for n in journal.notices if "moves" in n.params)
    return {"set_aside": set_aside, "restored": restored}


def main(trials: int) -> dict[str, Any]:
    rng = random.Random(trials)
    result: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        cases = [(damage, 0.0) for damage in DAMAGE] + [("deleted", 0.1)]
        for n, (damage, pace) in enumerate(cases):
            totals = {"trials": trials, "silent": 0, "named": 0, "restored": 0, "trials_with_silent_loss": 0}
            for t in range(trials):
                folder = work / f"kill-{n}-{t}"
                folder.mkdir()
                got = kill_trial(folder, damage, rng, pace)
                for key in ("silent", "named", "restored"):
                    totals[key] += got[key]
                totals["trials_with_silent_loss"] += got["silent"] > 0
            result[f"{damage}, {'paced 0.1 s' if pace else 'burst'}"] = totals
        original = work / "original" / "journal.sqlite3"
        original.parent.mkdir()
        with Journal.open(original) as journal:
            session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
            for op in playbook.operations(SEED, 128):
                playbook.perform(session, op)
        bits = {"trials": trials, "set_aside": 0, "restored": 0}
        for t in range(trials):
            folder = work / f"bit-{t}"
            folder.mkdir()
            for key, value in bit_in_a_move_trial(original, folder, rng).items():
                bits[key] += value
        result["one bit in a move of 128"] = bits
    return result


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]))), flush=True)
