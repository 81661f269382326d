"""Free play: a scorekeeper for any boxed game (turn order, rounds, a turn timer, round scores).

The package face (docs/design.md#the-engine-face): what the app needs of free play, and all it imports.
"""

from games.freeplay.rules import FreePlay
from games.freeplay.state import POINTS_LIMIT, EndGame, EndTurn, PauseTimer, ResumeTimer, SetScore
from games.freeplay.view import FreePlayView

__all__ = ["POINTS_LIMIT", "EndGame", "EndTurn", "FreePlay", "FreePlayView", "PauseTimer", "ResumeTimer",
           "SetScore"]
