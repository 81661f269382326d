"""The turn clock on the kit's seat bar (docs/records.md#the-turn-clock): once for every game table on the frame.
The seat on turn is the one the game's table marks ``on_turn`` (exactly one; none at a moment of several, such
as a sealed bid); its time runs, each seat's thinking time is added to its figures, and past the per-turn limit
its figures turn the warning colour. Journaled at each turn change, each pause and every half minute; each action
carries its turn's time into the journal (docs/records.md#every-turns-time)."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any, Callable, Protocol, Sequence

from companion.core import turn_clock as tc
from companion.screens.kit.specs import Seat

SAVE_EVERY_MS = 30_000
UNDO_DEPTH = 64  # turns an undo can give back with their time (older ones start again from zero)
PREFERENCE = "turn_clock_s"  # absent or None: no clock; 0: a clock with no limit; n: a limit of n seconds a turn


def wall_ms() -> int:
    return int(time.time() * 1000)


class ClockKeeper(Protocol):
    """Where a game's clock is kept: its session, which journals it (companion/core/session.py)."""
    game_id: int
    turn_stamp: Callable[[], tuple[int, int, int, int, int] | None] | None  # asked at each action

    @property
    def history(self) -> tuple[Any, ...]: ...

    def save_clock(self, clock: str) -> None: ...

    def saved_clock(self) -> str | None: ...


class SeatClock:
    def __init__(self, keeper: ClockKeeper, seats: int, limit_s: int, now: Callable[[], int] | None = None) -> None:
        self.keeper, self.limit_ms = keeper, limit_s * 1000
        self.now: Callable[[], int] = now or (lambda: wall_ms())  # looked up at each call: tests set the time
        loaded = tc.from_json(keeper.saved_clock(), self.now())
        self.clock = loaded if loaded is not None and len(loaded.used_ms) == seats else tc.new(seats)
        self.saved_ms = 0
        self._ended: list[tc.Clock] = []  # the clock as each turn ended, the latest last: what an undo gives back
        self._moves = len(keeper.history)
        keeper.turn_stamp = lambda: tc.stamp(self.clock, self.now())

    def save(self, now: int) -> None:
        self.keeper.save_clock(tc.to_json(self.clock, now))
        self.saved_ms = now

    def seats(self, seats: Sequence[Seat], over: bool = False) -> list[Seat]:
        """The seats with their thinking time; ``over``: the game has ended, no one's time runs."""
        now = self.now()
        on_turn = [i for i, s in enumerate(seats) if s.on_turn]
        seat = on_turn[0] if len(on_turn) == 1 and not over else None
        moves = len(self.keeper.history)
        if seat != self.clock.seat:
            self.clock = self._passed(seat, now, undone=moves < self._moves)
            self.save(now)
        elif now - self.saved_ms >= SAVE_EVERY_MS and self.clock.since_ms is not None:
            self.save(now)
        self._moves = moves
        late = tc.over(self.clock, self.limit_ms, now)
        return [replace(s, figures=(*s.figures, tc.minutes_seconds(tc.used(self.clock, i, now))),
                        warned=late and i == self.clock.seat) for i, s in enumerate(seats)]

    def _passed(self, seat: int | None, now: int, undone: bool) -> tc.Clock:
        """The clock once the turn passes to ``seat``; an undo that gives a turn back gives it back with its time
        (docs/records.md, "Undo and the turn's time")."""
        if undone and self._ended and self._ended[-1].seat == seat:
            return tc.taken_back(self._ended.pop(), self.clock)
        self._ended = [*self._ended[1 - UNDO_DEPTH:], self.clock]
        return tc.turn_to(self.clock, seat, now)

    def toggle(self) -> None:
        now = self.now()
        self.clock = tc.toggle(self.clock, now)
        self.save(now)
