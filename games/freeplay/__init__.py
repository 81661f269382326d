"""Free play: a scorekeeper for any boxed game (turn order, rounds, a turn timer, round scores)."""

from games.freeplay.rules import FreePlay

__all__ = ["FreePlay"]
