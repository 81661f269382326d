"""The turn clock's arithmetic and its file (docs/records.md#the-turn-clock): time runs for the seat on turn,
stops on pause, passes on at a turn change; a clock saved while running comes back paused at the moment saved."""

from __future__ import annotations

from pathlib import Path

from companion.core import turn_clock as tc


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


def test_saved_and_loaded_after_a_crash(tmp_path: Path) -> None:
    clocks = tc.ClockFile(tmp_path)
    running = tc.turn_to(tc.turn_to(tc.new(2), 0, 0), 1, 20_000)
    assert clocks.save(7, running, 50_000)  # seat 1 running for 30 s when last saved; the plug is pulled
    back = clocks.load(7, 900_000)  # the app back 850 s later: those count for no one, seat 1 runs on
    assert back is not None and back.used_ms == (20_000, 30_000) and back.seat == 1 and not back.paused
    assert tc.used(back, 1, 905_000) == 35_000 and tc.this_turn(back, 905_000) == 35_000
    assert clocks.save(7, tc.pause(back, 905_000), 905_000)
    assert clocks.load(7, 999_000) == tc.pause(back, 905_000)  # paused, it stays paused
    assert clocks.load(8, 0) is None
    (tmp_path / tc.FILE_NAME).write_text("{not json")
    assert tc.ClockFile(tmp_path).load(7, 0) is None  # a damaged file is no clock, never a stopped game
