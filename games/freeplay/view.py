"""What free play's table shows: the whole state (free play keeps no secrets), with each seat's total."""

from __future__ import annotations

from dataclasses import dataclass

from games.base import Player
from games.freeplay.state import FreePlayState, TurnClock


@dataclass(frozen=True)
class FreePlayView:
    players: tuple[Player, ...]
    first_seat: int
    seat: int  # whose turn it is
    round: int
    scores: tuple[tuple[int | None, ...], ...]  # scores[round - 1][seat]; None: not entered yet
    totals: tuple[int, ...]
    clock: TurnClock
    time_used_ms: tuple[int, ...]
    lowest_wins: bool
    finished: bool

    @staticmethod
    def of(state: FreePlayState) -> "FreePlayView":
        return FreePlayView(state.players, state.first_seat, state.seat, state.round, state.scores, state.totals(),
                            state.clock, state.time_used_ms, state.lowest_wins, state.finished)

    def clock_ms(self, now_ms: int) -> int:
        """The running turn's time on the table's clock at ``now_ms``."""
        return self.clock.elapsed_ms(now_ms)
