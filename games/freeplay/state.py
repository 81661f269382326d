"""Free play's state and actions. Times are milliseconds of the table's clock, supplied by the app."""

from __future__ import annotations

from dataclasses import dataclass

from games.base import Player

POINTS_LIMIT = 999_999  # a round score beyond this is a typing slip, not a score
# A table plays tens of rounds. Each move copies the tuple of every round so far, so without a bound a long record
# cost its replay the square of its length (docs/records.md#replays-cost); with it, each move costs at most this.
ROUNDS_LIMIT = 1_000


@dataclass(frozen=True)
class TurnClock:
    """The current turn's timer: time banked before the last pause plus the running stretch."""

    banked_ms: int = 0
    running_since_ms: int | None = None

    def elapsed_ms(self, now_ms: int) -> int:
        running = 0 if self.running_since_ms is None else max(0, now_ms - self.running_since_ms)
        return self.banked_ms + running

    @property
    def paused(self) -> bool:
        return self.running_since_ms is None


@dataclass(frozen=True)
class FreePlayState:
    players: tuple[Player, ...]
    first_seat: int
    lowest_wins: bool
    seat: int  # whose turn it is
    round: int  # 1-based; a round ends when the turn comes back to the first player
    turns_taken: int
    scores: tuple[tuple[int | None, ...], ...]  # scores[round - 1][seat]; None = not entered yet
    clock: TurnClock
    time_used_ms: tuple[int, ...]  # per seat, summed over finished turns
    last_ms: int  # the latest table time seen, so a clock stepping back never shortens a turn
    finished: bool = False

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(row[seat] or 0 for row in self.scores) for seat in range(len(self.players)))

    def round_wins(self) -> tuple[int, ...]:
        """How many rounds each seat topped (ties count for all), the tie-break for equal totals."""
        wins = [0] * len(self.players)
        for row in self.scores:
            entered = [p for p in row if p is not None]
            if not entered:
                continue
            best = min(entered) if self.lowest_wins else max(entered)
            for seat, points in enumerate(row):
                if points == best:
                    wins[seat] += 1
        return tuple(wins)


@dataclass(frozen=True)
class EndTurn:
    at_ms: int


@dataclass(frozen=True)
class PauseTimer:
    at_ms: int


@dataclass(frozen=True)
class ResumeTimer:
    at_ms: int


@dataclass(frozen=True)
class SetScore:
    """Enter (or correct) one seat's score for one round; None clears it."""

    round: int
    seat: int
    points: int | None


@dataclass(frozen=True)
class EndGame:
    at_ms: int


Action = EndTurn | PauseTimer | ResumeTimer | SetScore | EndGame
ACTION_TYPES = (EndTurn, PauseTimer, ResumeTimer, SetScore, EndGame)
