"""A child for the lost-WAL tests: plays ``count`` moves of the seeded Free play stream on a journal, printing
each seq once committed, then "done", and waits to be killed. The keeper's quiet-time checkpoint is put off,
so the moves since the last every-N checkpoint stay in the -wal file alone, as a burst of moves would. PACE: seconds
between two moves (0: a burst).

    python -m tests.core.wal_child JOURNAL SEED COUNT [PACE]
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from companion.core import keeper
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook


def main(path: Path, seed: int, count: int, pace: float = 0.0) -> None:
    keeper.QUIET_S = 3600.0
    journal = Journal.open(path)
    session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
    for op in playbook.operations(seed, count):
        if pace:
            time.sleep(pace)
        playbook.perform(session, op)
        print(session.last_seq, flush=True)
    print("done", flush=True)
    time.sleep(600)


def acknowledged_up_to(path: Path, seed: int, count: int, stop_at: int,
                       pace: float = 0.0) -> tuple[subprocess.Popen[str], int]:
    """For the parent: start a child on ``path`` and read the seqs it acknowledges until ``stop_at`` (or "done");
    returns the child, still committing its next move, and the last seq it acknowledged."""
    child = subprocess.Popen([sys.executable, "-m", "tests.core.wal_child", str(path), str(seed), str(count), str(pace)],
                             cwd=Path(__file__).resolve().parents[2], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    acknowledged = 0
    for line in child.stdout:
        if line.strip() == "done":
            break
        acknowledged = int(line)
        if acknowledged >= stop_at:
            break
    return child, acknowledged


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]) if len(sys.argv) > 4 else 0.0)
