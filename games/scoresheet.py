"""The end of a game as every game shows it (docs/design.md#the-engine-face): who won, each player's total, the
breakdown line by line, the tie-break when it decided, and the table's readings that changed a score.

An engine builds it from its final state (``Game.score_sheet``); the app's one result screen and the play log
show it. Labels are message ids (``Phrase``), values are shown as given.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.base import Outcome
from games.messages import Phrase


@dataclass(frozen=True)
class ScoreLine:
    """One line of the breakdown: what it counts, and each seat's points for it."""

    label: Phrase
    points: tuple[int, ...]


@dataclass(frozen=True)
class ReadingNote:
    """A reading of the rules the table chose that changed a seat's score, with what the other reading gives."""

    seat: int
    text: Phrase  # e.g. "Largest groups: a tie shares the points (the other reading: 4 points instead of 6)"


@dataclass(frozen=True)
class ScoreSheet:
    outcome: Outcome
    lines: tuple[ScoreLine, ...]
    tie_break: Phrase | None = None  # the tie-break that decided, in words ("more carpet"), when one did
    readings: tuple[ReadingNote, ...] = ()
    unscored: bool = False  # ended with no score entered (free play ended at once): no ranking to show

    @property
    def tied(self) -> tuple[int, ...]:
        """The seats level with the winner on points, in ranking order: those a tie-break separated (or not)."""
        best = self.totals[self.outcome.winners[0]]
        return tuple(s for group in self.outcome.ranking for s in group if self.totals[s] == best)

    @property
    def seats_in_rank(self) -> tuple[int, ...]:
        return tuple(s for group in self.outcome.ranking for s in group)

    @property
    def totals(self) -> tuple[int, ...]:
        return self.outcome.scores
