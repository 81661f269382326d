"""The turn times' crash test child: plays Free play turns with a turn clock on a journal file and prints each
turn's number once the move that ended it is committed; the parent kills it with SIGKILL and starts it again, and
it carries on from the journal. Turn ``i`` is seat ``i % 3``'s and takes ``think_ms(i)`` of the clock's time: a score
entered halfway, the turn ended at its end (after a restart, what is left of it). The time is a counter (``10**9 * run`` at the start of each run).

    python -m tests.core.turns_child JOURNAL RUN
"""

from __future__ import annotations

import sys
from pathlib import Path

from games.freeplay.state import SetScore

from companion.core import turn_clock as tc
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook
from tests.core.clocked import ClockedTable


def think_ms(turn: int) -> int:
    return 1_000 * (turn + 1) + 7 * (turn % 5)


def main(path: Path, run: int) -> int:
    journal = Journal.open(path)
    records = journal.games()
    session = Session.resume(journal, records[0].id) if records else Session.new(journal, playbook.freeplay(),
                                                                                 playbook.SETUP)
    table = ClockedTable(session, 10**9 * run)
    print("ready", flush=True)
    while True:
        turn = session.state.turns_taken
        # After a restart the clock goes on from the turn's time it last saved (at the turn change, or with the
        # score entered, as it saves every half minute): the turn takes only what is left of it.
        done, half = tc.this_turn(table.clock, table.now), think_ms(turn) // 2
        if done < half:
            table.wait(half - done)
            table.play(SetScore(session.state.round, session.state.seat, turn))
            done = half
        table.wait(think_ms(turn) - done)
        table.end_turn()
        if journal.warning is not None:  # the game went on in memory: nothing more is on the file
            print(f"unwritable {journal.warning}", flush=True)
            return 3
        print(f"turn {turn}", flush=True)


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), int(sys.argv[2])))
