"""Every turn's time (docs/records.md#every-turns-time), read back from the journal: each action made while a turn
clock ran carries its turn's time so far (the seat, the turn's number and start, thinking and paused time), committed
with it. A turn's time is the one its last action in force carries: an undone action's is left out with it, as the
play log leaves the action out. Pure: rows in, turns out."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Iterable, Mapping

from companion.core.journal_file import TurnStamp
from companion.core.turn_clock import Clock


@dataclass(frozen=True)
class TurnTime:
    seat: int  # 0-based
    start: datetime  # UTC
    thinking_ms: int  # the clock's time in this turn, pauses apart
    paused_ms: int  # the time the clock stood paused in this turn


def turns_of(seqs: Iterable[int], stamps: Mapping[int, TurnStamp]) -> tuple[TurnTime, ...]:
    """The turns of a game, in the order they started, from the seqs of its actions in force (oldest first) and the
    turn's time each was committed with (``Journal.turns``): the last action of a turn gives its time."""
    last: dict[tuple[int, int], TurnStamp] = {}
    for seq in seqs:
        stamp = stamps.get(seq)
        if stamp is not None:
            last[(stamp[1], stamp[2])] = stamp  # a turn is its number and start; a later action's time replaces
    return tuple(TurnTime(seat, datetime.fromtimestamp(started / 1000, timezone.utc), max(0, thinking),
                          max(0, paused))
                 for seat, _, started, thinking, paused in sorted(last.values(), key=lambda s: (s[2], s[1])))


def clock_of(seqs: Iterable[int], stamps: Mapping[int, TurnStamp], seats: int) -> Clock | None:
    """The turn clock as the last move carrying a turn's time left it (the game's clock lost or changed on the disk):
    each seat's thinking time over the turns, and the turn going on then, standing; None with no turn's time."""
    seqs = list(seqs)
    last = next((stamps[seq] for seq in reversed(seqs) if seq in stamps), None)
    if last is None or not 0 <= last[0] < seats:
        return None
    seat, turn, started, thinking, paused = last
    return Clock(per_seat(turns_of(seqs, stamps), seats), seat, None, thinking, False, turn, started, paused)


def per_seat(turns: Iterable[TurnTime], seats: int) -> tuple[int, ...]:
    """Each seat's thinking time over the turns, in ms."""
    total = [0] * seats
    for turn in turns:
        if 0 <= turn.seat < seats:
            total[turn.seat] += turn.thinking_ms
    return tuple(total)


def without_pauses_ms(start: datetime, end: datetime, turns: Iterable[TurnTime]) -> int:
    """The time at the table from ``start`` to ``end`` less the turns' pauses (never below zero)."""
    span = int((end - start).total_seconds() * 1000)
    return max(0, span - sum(turn.paused_ms for turn in turns))
