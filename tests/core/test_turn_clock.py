"""The turn clock's arithmetic and its file (docs/records.md#the-turn-clock): time runs for the seat on turn,
stops on pause, passes on at a turn change; journaled, a clock saved while running runs on from the restart."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

from companion.core import turn_clock as tc
from companion.core.journal import Journal
from companion.core.session import Session
from games.freeplay.state import EndTurn
from tests.core import playbook


def test_time_runs_for_the_seat_on_turn_and_passes_on() -> None:
    clock = tc.turn_to(tc.new(3), 0, 1_000)
    assert tc.used(clock, 0, 61_000) == 60_000 and tc.used(clock, 1, 61_000) == 0
    clock = tc.turn_to(clock, 1, 61_000)  # seat 0 thought 60 s
    clock = tc.pause(clock, 71_000)  # seat 1: 10 s, then a pause of 100 s
    assert tc.used(clock, 1, 171_000) == 10_000 and clock.paused
    clock = tc.resume(clock, 171_000)
    assert tc.used(clock, 1, 176_000) == 15_000 and tc.this_turn(clock, 176_000) == 15_000
    clock = tc.turn_to(clock, 0, 176_000)
    assert clock.used_ms == (60_000, 15_000, 0) and tc.this_turn(clock, 180_000) == 4_000
    assert tc.minutes_seconds(tc.used(clock, 0, 180_000)) == "1:04"


def test_a_paused_clock_stays_paused_across_a_turn_change() -> None:
    clock = tc.pause(tc.turn_to(tc.new(2), 0, 0), 5_000)
    clock = tc.turn_to(clock, 1, 9_000)
    assert clock.paused and clock.seat == 1 and clock.used_ms == (5_000, 0)
    assert tc.toggle(clock, 10_000).since_ms == 10_000


def test_the_per_turn_limit() -> None:
    clock = tc.turn_to(tc.new(2), 1, 0)
    assert not tc.over(clock, 60_000, 60_000) and tc.over(clock, 60_000, 60_001)
    assert not tc.over(clock, 0, 10**9)  # no limit


def test_journaled_and_back_after_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        session.play(EndTurn(1))
        running = tc.turn_to(tc.turn_to(tc.new(2), 0, 0), 1, 20_000)
        session.save_clock(tc.to_json(running, 50_000))  # seat 1 running for 30 s when last saved
        game_id = session.game_id
    with Journal.open(path) as journal:  # the plug was pulled: a new app reads the file
        session = Session.resume(journal, game_id)
        assert session.last_seq == 1  # the clock is no move: the game's move count is its own
        back = tc.from_json(session.saved_clock(), 900_000)  # back 850 s later: those count for no one
        assert back is not None and back.used_ms == (20_000, 30_000) and back.seat == 1 and not back.paused
        assert tc.used(back, 1, 905_000) == 35_000 and tc.this_turn(back, 905_000) == 35_000
        session.save_clock(tc.to_json(tc.pause(back, 905_000), 905_000))
        assert tc.times(journal.clocks()) == {game_id: (20_000, 35_000)}
    with Journal.open(path) as journal:
        # Paused, it stays so; the pause goes on from the restart (the time the app was down is no one's pause).
        assert tc.from_json(journal.clocks()[game_id], 999_000) == replace(tc.pause(back, 905_000),
                                                                           paused_since_ms=999_000)
    assert tc.from_json("{not json", 0) is None and tc.from_json(None, 0) is None  # no clock, never a stopped game


def test_a_schema_2_journal_gains_the_clocks(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    with Journal.open(path) as journal:
        game_id = Session.new(journal, playbook.freeplay(), playbook.SETUP).game_id
    raw = sqlite3.connect(path)  # as the app before the clocks left it
    raw.executescript("DROP TABLE clocks; DROP TABLE keeper; DROP TABLE turns; PRAGMA user_version = 2;")
    raw.close()
    with Journal.open(path) as journal:
        assert journal.recovery is None and journal.warning is None and journal.clocks() == {}
        Session.resume(journal, game_id).save_clock(tc.to_json(tc.new(2), 0))
        assert list(journal.clocks()) == [game_id]
