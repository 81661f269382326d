"""The turn clock (docs/records.md#the-turn-clock): each player's thinking time, the time running for the seat on
turn, paused and resumed by the table. Pure functions over a frozen ``Clock`` (times are wall-clock
milliseconds passed in), and ``ClockFile``: every game's clock in the data folder's ``clocks.json``, replaced
whole at every turn change, pause and every half minute (companion/core/atomic_file.py), so a pulled plug costs at
most the last half minute of one turn, and the time the app was down counts for no one. No Kivy, no game: a seat is its index."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from companion.core.atomic_file import write_atomically

FILE_NAME = "clocks.json"


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


class ClockFile:
    """Every game's clock, by game id. A file that cannot be read is an empty one (the clock is a convenience:
    it never stops a game); one that cannot be written keeps the clock in memory."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / FILE_NAME

    def _all(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text("utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def load(self, game_id: int, now_ms: int) -> Clock | None:
        """The clock as last saved. One that was running when saved runs again from ``now_ms``: the time the app
        was down (a pulled plug, a restart) is nobody's thinking time."""
        row = self._all().get(str(game_id))
        if not isinstance(row, dict):
            return None
        try:
            clock = Clock(tuple(int(t) for t in row["used_ms"]), row["seat"], row["since_ms"], int(row["turn_ms"]),
                          bool(row["paused"]))
            stood = _folded(clock, int(row["saved_ms"]))
        except (TypeError, KeyError, ValueError):
            return None
        running = not stood.paused and stood.seat is not None
        return replace(stood, since_ms=now_ms if running else None)

    def times(self) -> dict[int, tuple[int, ...]]:
        """Each game's thinking times as last saved, by game id (the statistics read them all at once)."""
        found = {}
        for key, row in self._all().items():
            try:
                found[int(key)] = tuple(int(t) for t in row["used_ms"])
            except (TypeError, KeyError, ValueError):
                continue
        return found

    def save(self, game_id: int, clock: Clock, now_ms: int) -> bool:
        data = self._all()
        data[str(game_id)] = {**asdict(clock), "saved_ms": now_ms}
        try:
            write_atomically(self.path, json.dumps(data, sort_keys=True).encode("utf-8"))
        except OSError:
            return False
        return True
