"""The crash test's child: plays the seeded Free play game of ``playbook`` on a journal file and prints each
entry's seq only after the journal has committed it. The parent kills it with SIGKILL at random moments
and starts it again: it then resumes the journal's game and carries on with the same stream of operations.

    python -m tests.core.crash_child JOURNAL SEED [HANG_S]

Prints "ready N" once the game is open with N entries, then one seq per line (flushed). A child that stops
answering leaves evidence: with nothing printed for HANG_S seconds (60 unless given), faulthandler writes every
thread's stack to stderr, and a SIGABRT from the parent does the same before it ends (test_crash.py keeps both
and the journal). ``CRASH_CHILD_STALL`` set: the child stops answering before "ready" (the test of that path).
"""

from __future__ import annotations

import faulthandler
import itertools
import os
import sys
import time
from pathlib import Path

from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook


def main(path: Path, seed: int, hang_s: float = 60.0) -> int:
    faulthandler.enable(all_threads=True)  # SIGABRT, SIGSEGV...: every thread's stack on stderr
    faulthandler.dump_traceback_later(hang_s)  # re-armed at each line printed
    journal = Journal.open(path)
    if journal.recovery is not None or journal.warning is not None:
        print(f"unclean {journal.recovery} {journal.warning}", flush=True)
        return 3
    records = journal.games()
    if records:
        session = Session.resume(journal, records[0].id)
    else:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
    while os.environ.get("CRASH_CHILD_STALL"):
        time.sleep(3600)
    print(f"ready {session.last_seq}", flush=True)
    faulthandler.dump_traceback_later(hang_s)
    # One entry per operation: the journal's length says how far along the stream the game is.
    for op in itertools.islice(playbook.operations(seed), session.last_seq, None):
        playbook.perform(session, op)
        print(session.last_seq, flush=True)
        faulthandler.dump_traceback_later(hang_s)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), int(sys.argv[2]), *(float(a) for a in sys.argv[3:4])))
