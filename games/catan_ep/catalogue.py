"""The five scenarios as the New game screen offers them: each one's name (as on the table options), the victory
points that win it ("au moins 8 points de victoire", 12, 15, 15, 17), its players, and the set-up options that
choose it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.catan_ep.missions import TARGETS
from games.catan_ep.setup import MAX_PLAYERS, MIN_PLAYERS, TABLE_OPTIONS


@dataclass(frozen=True)
class Scenario:
    number: int
    name: str  # message id, e.g. "2: Pirate Lairs"
    target: int  # victory points that win it
    min_players: int
    max_players: int

    @property
    def options(self) -> tuple[tuple[str, Any], ...]:
        """The set-up options that choose this scenario (the board and tracks are asked of the table after)."""
        return (("scenario", self.number),)


_NAMES = dict(next(o for o in TABLE_OPTIONS if o.name == "scenario").choices)
SCENARIOS = tuple(Scenario(n, _NAMES[n], TARGETS[n], MIN_PLAYERS, MAX_PLAYERS) for n in sorted(TARGETS))
