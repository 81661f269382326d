"""Every turn's time (docs/records.md#every-turns-time): each action made while the turn clock runs carries its turn's
time in its own commit; the play log reads one time a turn from the actions in force; a SIGKILL between turns loses
no finished turn's time, nor does a lost -wal (the move log brings it back); a journal of the previous schema opens
and gains the turns."""

from __future__ import annotations

import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

from games.freeplay.state import SetScore

from companion.core import turn_clock as tc
from companion.core import journal as journal_module
from companion.core.journal import Journal
from companion.core.journal_file import SCHEMA_VERSION
from companion.core.playlog import Play, plays
from companion.core.session import Session
from companion.core.turn_times import TurnTime
from tests.core import playbook
from tests.core.clocked import T0, ClockedTable, played
from tests.core.test_crash import read_first_line
from tests.core.turns_child import think_ms

ROOT = Path(__file__).resolve().parents[2]


def test_each_turn_is_journaled_with_its_action_and_read_back_after_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    game_id, _ = played(path)
    with Journal.open(path) as journal:
        [play] = plays(journal)
        turns = [(t.seat, int(t.start.timestamp() * 1000) - T0, t.thinking_ms, t.paused_ms) for t in play.turns]
        # Worked out by hand: (seat, start after T0, thinking, paused), in ms.
        assert turns == [(0, 0, 30_000, 0), (1, 30_000, 25_000, 100_000), (2, 155_000, 12_000, 0),
                         (0, 167_000, 3_000, 0)]
        assert play.thinking_ms == (33_000, 25_000, 12_000)
        assert play.moves == 5 and journal.game(game_id).entries == 5  # the turns are no moves
        # Each action carried its turn's time so far: the score entered at 10 s of Ana's first turn too.
        assert journal.turns(game_id)[game_id][1] == (0, 1, T0, 10_000, 0)


def test_table_time_is_the_span_less_the_pauses() -> None:
    start = datetime(2026, 11, 1, 20, 0, tzinfo=timezone.utc)
    play = Play(1, "freeplay", "Free play", None, start, start + timedelta(minutes=80), (), 0, (), None, None, {},
                "finished", 3)
    assert play.table_minutes == 80  # no clock: the whole span, first move to last
    turn = TurnTime(0, start, 600_000, 300_000)
    assert replace(play, turns=(turn, replace(turn, paused_ms=120_000))).table_minutes == 73  # 80 - 5 - 2


def child_run(path: Path, run: int, rng: random.Random) -> list[int]:
    """One child on the journal, killed with SIGKILL a moment after it is ready; the turns it said were ended."""
    child = subprocess.Popen([sys.executable, "-m", "tests.core.turns_child", str(path), str(run)], cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None
    first = read_first_line(child.stdout.fileno(), 60)
    assert first.startswith(b"ready"), first
    time.sleep(rng.uniform(0.05, 0.4))
    child.send_signal(signal.SIGKILL)
    out, err = child.communicate(timeout=60)
    assert child.returncode == -signal.SIGKILL, err
    lines = (first + out).decode().split("\n")[:-1]  # a line without its newline was not printed in full
    return [int(line.split()[1]) for line in lines if line.startswith("turn ")]


def finished_turns(path: Path, may_repair: bool = False) -> list[tuple[int, int]]:
    """(seat, thinking) of each turn the journal's game has ended, read as the app reads it. ``may_repair``: the
    main file may have been cut mid-checkpoint, which a lost -wal leaves damaged (docs/journal.md)."""
    with Journal.open(path) as journal:
        assert journal.warning is None and (may_repair or journal.recovery is None)
        [play] = plays(journal)
        session = Session.resume(journal, play.game_id)
        assert session.notice is None, session.notice  # every move replays: none set aside
        ended = session.state.turns_taken
        assert len(play.turns) in (ended, ended + 1)  # the turn going on, when its score was entered
        return [(t.seat, t.thinking_ms) for t in play.turns[:ended]]


def test_a_sigkill_between_turns_loses_no_finished_turns_time(tmp_path: Path) -> None:
    path, rng, said, wal_lost = tmp_path / "journal.sqlite3", random.Random(34), [], 0
    for run in range(1, 7):
        said += child_run(path, run, rng)
        lost = tmp_path / f"lost-wal-{run}"  # the folder as the kill left it, but SQLite's -wal lost
        shutil.copytree(tmp_path, lost, ignore=shutil.ignore_patterns("lost-wal-*"))
        wal = lost / "journal.sqlite3-wal"
        wal_lost += wal.exists() and wal.stat().st_size > 0
        wal.unlink(missing_ok=True)
        kept = finished_turns(path)
        # Every turn the child said was ended has its seat and its time, as the clock counted it.
        assert kept[:len(said)] == [(turn % 3, think_ms(turn)) for turn in said] == \
            [(turn % 3, think_ms(turn)) for turn in range(len(said))]
        assert len(kept) - len(said) in (0, 1)  # at most the turn whose end was being committed
        # The move log brought them back: every turn the child said was ended; the one whose end was being
        # committed, unacknowledged, may go with the -wal (killed between SQLite's commit and the log's fdatasync).
        assert finished_turns(lost / "journal.sqlite3", may_repair=True) in (kept, kept[:len(said)])
        said = list(range(len(kept)))
    assert len(said) >= 12 and wal_lost >= 3, f"too few turns ({len(said)}) or kills with moves in the -wal alone"


def test_a_journal_of_the_previous_schema_opens_and_gains_the_turns(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        session.play(SetScore(1, 0, 3))
        session.save_clock(tc.to_json(replace(tc.new(3), used_ms=(40_000, 0, 0)), 0))  # the clock as it was kept
        game_id = session.game_id
    raw = sqlite3.connect(path)  # as the app of schema 5 left it
    raw.executescript("DROP TABLE turns; PRAGMA user_version = 5;")
    raw.close()
    with Journal.open(path) as journal:
        assert journal.warning is None and journal.recovery is None and journal.notices == []
        assert journal._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        [play] = plays(journal)
        assert play.turns == () and play.thinking_ms == (40_000, 0, 0)  # the old clock's totals still count
        table = ClockedTable(Session.resume(journal, game_id), T0)
        table.wait(8_000)
        table.end_turn()
        [play] = plays(journal)
        assert [(t.seat, t.thinking_ms) for t in play.turns] == [(0, 8_000)] and play.thinking_ms == (8_000, 0, 0)


def test_undo_gives_the_turn_back_with_its_time(tmp_path: Path) -> None:
    """docs/records.md, "Undo and the turn's time": an undone move that passed the turn gives the turn back, its
    time going on with the seconds since; an undone move within a turn takes back no time."""
    with Journal.open(tmp_path / "journal.sqlite3") as journal:
        table = ClockedTable(Session.new(journal, playbook.freeplay(), playbook.SETUP), T0)
        table.wait(10_000)
        table.end_turn()  # Ana 10 s
        table.wait(4_000)
        table.play(SetScore(1, 1, 2))
        table.wait(1_000)
        table.end_turn()  # Ben 5 s, a score entered at 4 s ...
        table.wait(3_000)
        table.undo()  # ... his turn's end taken back after 3 s of Chloé's: his turn goes on, 8 s so far
        assert table.clock.seat == 1 and [tc.used(table.clock, s, table.now) for s in range(3)] == [10_000, 8_000, 0]
        table.wait(2_000)
        table.undo()  # the score taken back: the turn and its time go on
        table.wait(1_000)
        table.end_turn()  # Ben ends it after 11 s in all
        table.wait(6_000)
        table.end_turn()  # Chloé 6 s
        [play] = plays(journal)
        assert [(t.seat, t.thinking_ms) for t in play.turns] == [(0, 10_000), (1, 11_000), (2, 6_000)]
        assert play.thinking_ms == table.clock.used_ms == (10_000, 11_000, 6_000)  # the seat bar says the same


def test_an_undo_gives_the_turn_back_with_its_time() -> None:
    ana = tc.turn_to(tc.new(2), 0, 0)
    ana = tc.pause(ana, 20_000)
    ana = tc.resume(ana, 25_000)  # Ana: 20 s, a pause of 5 s, 10 s
    ben = tc.turn_to(ana, 1, 35_000)  # her move passed the turn ...
    ben = tc.pause(ben, 38_000)  # Ben 3 s, paused
    back = tc.taken_back(ana, ben)  # ... and was undone: Ana's turn goes on, paused, with Ben's 3 s
    assert back.seat == 0 and back.paused and back.used_ms == (33_000, 0) and back.turn == ana.turn
    assert tc.stamp(tc.resume(back, 40_000), 41_000) == (0, 1, 0, 34_000, 7_000)  # paused 5 + 2 s


def test_turns_made_while_the_card_is_full_reach_it_once_it_takes_writes(tmp_path: Path) -> None:
    """docs/journal.md, "A failing card": the game goes on in memory, and its turns' times go back to the file with
    its moves."""
    path = tmp_path / "journal.sqlite3"
    journal = Journal.open(path)
    table = ClockedTable(Session.new(journal, playbook.freeplay(), playbook.SETUP), T0)
    pages = journal._conn.execute("PRAGMA page_count").fetchone()[0]
    journal._conn.execute(f"PRAGMA max_page_count = {pages}")  # SQLITE_FULL once the last page is full
    turns, in_memory = 0, 0
    while turns < 2_500 and (not in_memory or turns < in_memory + 4):
        table.wait(1_000 * (turns % 7 + 1))
        table.end_turn()
        turns += 1
        if journal.in_memory and not in_memory:
            in_memory = turns  # the turn whose end found the card full
        if in_memory and turns == in_memory + 2:
            journal._tried_at = time.monotonic() - journal_module.RETRY_S  # the next move tries the card again
    assert in_memory and not journal.in_memory and journal.restored is not None
    journal.close()
    expected = [(turn % 3, 1_000 * (turn % 7 + 1)) for turn in range(turns)]
    with Journal.open(path) as reopened:
        [play] = plays(reopened)
        assert [(t.seat, t.thinking_ms) for t in play.turns[:turns]] == expected
    raw = sqlite3.connect(path)  # and they have their second copy: the move log gives them back
    raw.executescript("DELETE FROM turns;")
    raw.close()
    with Journal.open(path) as reopened:
        [play] = plays(reopened)
        assert [(t.seat, t.thinking_ms) for t in play.turns[:turns]] == expected
