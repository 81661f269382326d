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
    turn: int = 0  # the turn's number, 1 for the first seat's first turn (docs/records.md#every-turns-time)
    started_ms: int = 0  # when this turn started
    paused_ms: int = 0  # how long the clock stood paused in this turn, the pause going on not yet added
    paused_since_ms: int | None = None  # when the pause going on began


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
    return replace(stood, seat=seat, turn_ms=0, since_ms=now_ms if running else None, started_ms=now_ms,
                   turn=clock.turn + (seat is not None), paused_ms=0,
                   paused_since_ms=now_ms if clock.paused else None)


def pause(clock: Clock, now_ms: int) -> Clock:
    if clock.paused:
        return clock
    return replace(_folded(clock, now_ms), paused=True, paused_since_ms=now_ms)


def resume(clock: Clock, now_ms: int) -> Clock:
    if not clock.paused:
        return clock
    return replace(clock, paused=False, since_ms=now_ms if clock.seat is not None else None,
                   paused_ms=paused_in_turn(clock, now_ms), paused_since_ms=None)


def paused_in_turn(clock: Clock, now_ms: int) -> int:
    """How long the clock has stood paused in this turn, the pause going on included."""
    going_on = now_ms - clock.paused_since_ms if clock.paused and clock.paused_since_ms is not None else 0
    return clock.paused_ms + max(0, going_on)


def stamp(clock: Clock, now_ms: int) -> tuple[int, int, int, int, int] | None:
    """The turn's time as a move made now carries it into the journal (``Journal.append``'s ``turn``): the seat,
    the turn's number, its start, its thinking time and its pauses so far; None while no one's time runs."""
    if clock.seat is None:
        return None
    return clock.seat, clock.turn, clock.started_ms, this_turn(clock, now_ms), paused_in_turn(clock, now_ms)


def taken_back(before: Clock, now: Clock) -> Clock:
    """An undo gave the turn back to the seat of ``before`` (the clock as that turn ended): the turn goes on, with
    the time it had and the time since, which the next seat's turn, taken back, had counted (docs/records.md,
    "Undo and the turn's time"). The running stretch, or the pause going on, carries on as it is."""
    if before.seat is None or len(before.used_ms) != len(now.used_ms):
        return now
    ended = _folded(before, now.started_ms)  # as it stood when the next turn started
    used = list(ended.used_ms)
    used[before.seat] += now.turn_ms
    return replace(ended, used_ms=tuple(used), turn_ms=ended.turn_ms + now.turn_ms, since_ms=now.since_ms,
                   paused=now.paused, paused_ms=paused_in_turn(before, now.started_ms) + now.paused_ms,
                   paused_since_ms=now.paused_since_ms)


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
                      _optional_int(row["since_ms"]), int(row["turn_ms"]), bool(row["paused"]),
                      int(row.get("turn", 0)), int(row.get("started_ms", 0)), int(row.get("paused_ms", 0)))
        saved = int(row["saved_ms"])
        stood = replace(_folded(clock, saved), paused_ms=paused_in_turn(
            replace(clock, paused_since_ms=_optional_int(row.get("paused_since_ms"))), saved))
    except (TypeError, KeyError, ValueError, AttributeError):
        return None
    running = not stood.paused and stood.seat is not None
    # A clock saved before turns were numbered (turn 0) starts numbering now.
    return replace(stood, since_ms=now_ms if running else None, paused_since_ms=now_ms if stood.paused else None,
                   turn=stood.turn or int(stood.seat is not None))


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
