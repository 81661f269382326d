"""The crash test's child: plays the seeded Free play game of ``playbook`` on a journal file and prints each
entry's seq only after the journal has committed it. The parent kills it with SIGKILL at random moments
and starts it again: it then resumes the journal's game and carries on with the same stream of operations.

    python -m tests.core.crash_child JOURNAL SEED

Prints "ready N" once the game is open with N entries, then one seq per line (flushed).
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook


def main(path: Path, seed: int) -> int:
    journal = Journal.open(path)
    if journal.recovery is not None or journal.warning is not None:
        print(f"unclean {journal.recovery} {journal.warning}", flush=True)
        return 3
    records = journal.games()
    if records:
        session = Session.resume(journal, records[0].id)
    else:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
    print(f"ready {session.last_seq}", flush=True)
    # One entry per operation: the journal's length says how far along the stream the game is.
    for op in itertools.islice(playbook.operations(seed), session.last_seq, None):
        playbook.perform(session, op)
        print(session.last_seq, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), int(sys.argv[2])))
