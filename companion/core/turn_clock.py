"""The turn clock (docs/records.md#the-turn-clock): each player's thinking time, the time running for the seat on
turn, paused and resumed by the table. Pure functions over a frozen ``Clock`` (times are wall-clock
milliseconds passed in), and their JSON as the journal keeps them: saved at every turn change, pause and every
half minute, so a pulled plug costs at most the last half minute of one turn, and the time the app was down counts
for no one. No Kivy, no game: a seat is its index."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from typing import Any


@dataclass(frozen=True)
class Clock:
    used_ms: tuple[int, ...]  # each seat's time, the running stretch not yet added
    seat: int | None = None  # the seat on turn
    since_ms: int | None = None  # when its time started running; None while it stands
    turn_ms: int = 0  # what the seat on turn used this turn before the running stretch
    paused: bool = False  # the table paused it


def new(seats: int) -> Clock:
    return Clock((0,) * seats)


def _stretch(clock: Clock, now_ms: int) -> int:
    return max(0, now_ms - clock.since_ms) if clock.since_ms is not None else 0


def used(clock: Clock, seat: int, now_ms: int) -> int:
    """A seat's thinking time until now."""
    return clock.used_ms[seat] + (_stretch(clock, now_ms) if seat == clock.seat else 0)


def this_turn(clock: Clock, now_ms: int) -> int:
    """The seat on turn's time in this turn."""
    return clock.turn_ms + _stretch(clock, now_ms)


def _folded(clock: Clock, now_ms: int) -> Clock:
    """The running stretch added to the seat's time; the clock then stands."""
    if clock.seat is None or clock.since_ms is None:
        return clock
    stretch = _stretch(clock, now_ms)
    total = list(clock.used_ms)
    total[clock.seat] += stretch
    return replace(clock, used_ms=tuple(total), since_ms=None, turn_ms=clock.turn_ms + stretch)


def turn_to(clock: Clock, seat: int | None, now_ms: int) -> Clock:
    """The turn passes to ``seat`` (None: to no one): its time runs from now, its turn from zero. A paused clock
    stays paused."""
    if seat == clock.seat:
        return clock
    stood = _folded(clock, now_ms)
    running = not clock.paused and seat is not None
    return replace(stood, seat=seat, turn_ms=0, since_ms=now_ms if running else None)


def pause(clock: Clock, now_ms: int) -> Clock:
    return replace(_folded(clock, now_ms), paused=True)


def resume(clock: Clock, now_ms: int) -> Clock:
    if not clock.paused:
        return clock
    return replace(clock, paused=False, since_ms=now_ms if clock.seat is not None else None)


def toggle(clock: Clock, now_ms: int) -> Clock:
    return resume(clock, now_ms) if clock.paused else pause(clock, now_ms)


def over(clock: Clock, limit_ms: int, now_ms: int) -> bool:
    """The seat on turn has gone past the per-turn limit (0: no limit)."""
    return limit_ms > 0 and clock.seat is not None and this_turn(clock, now_ms) > limit_ms


def minutes_seconds(ms: int) -> str:
    """"4:07", "72:30": a clock's figure, the same in every language."""
    seconds = ms // 1000
    return f"{seconds // 60}:{seconds % 60:02d}"


def to_json(clock: Clock, now_ms: int) -> str:
    """The clock as the journal keeps it (companion/core/journal.py, ``save_clock``), with when it was saved."""
    return json.dumps({**asdict(clock), "saved_ms": now_ms}, sort_keys=True)


def from_json(text: str | None, now_ms: int) -> Clock | None:
    """The clock as last saved. One that was running when saved runs again from ``now_ms``: the time the app was
    down (a pulled plug, a restart) is nobody's thinking time. None for no clock or one that cannot be read (the
    clock is a convenience: it never stops a game)."""
    try:
        row = json.loads(text or "")
        clock = Clock(tuple(int(t) for t in row["used_ms"]), _optional_int(row["seat"]),
                      _optional_int(row["since_ms"]), int(row["turn_ms"]), bool(row["paused"]))
        stood = _folded(clock, int(row["saved_ms"]))
    except (TypeError, KeyError, ValueError):
        return None
    running = not stood.paused and stood.seat is not None
    return replace(stood, since_ms=now_ms if running else None)


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)


def times(saved: dict[int, str]) -> dict[int, tuple[int, ...]]:
    """Each game's thinking times, by game id, from the journal's clocks (the statistics read them all at once)."""
    found = {}
    for game_id, text in saved.items():
        clock = from_json(text, 0)
        if clock is not None:
            found[game_id] = clock.used_ms
    return found
