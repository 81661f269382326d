"""The box's figures a rulebook does not print, learnt when a move first needs them (docs/design.md#box-data-once-shared).

Shared by every game that learns such figures during play. A game may start without them: a rule that needs one the
game does not know yet raises ``FigureNeeded`` (a RuleError saying what to read off the box, whose clause is
``UNREAD``), and ``Game.needed`` tells the app, before it plays a move, which figure to record first. The table's
reading enters as a fact, ``BoxFigure``: an action of the game's, so the journal keeps it and undo, replay and resume
treat it like a move. Each game checks a fact as it checks the same figure given at set-up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from games.messages import N_, RuleError
from games.refusals import Clause, Refusal

# The clause of a move that waits for a figure of the box: not a rule of the game, so a screen asks for the figure on
# the tap rather than showing the move refused.
UNREAD = Clause("entry", "", "", N_("The rulebook does not print this figure: the table reads it once off the box, "
                                    "and the app keeps it for every game"))


@dataclass(frozen=True)
class BoxFigure:
    """A fact, not a move: the table read ``entry`` (a component option the rulebook does not print) off the box when
    the game first needed it; ``value`` is the set-up option's text ("3 5 5 7"). Any time, anyone's turn."""

    entry: str
    value: str


class FigureNeeded(RuleError):
    """A move needs a figure of the box the game does not know yet: ``entry``, with the game's message saying what to
    read off the box (its clause: ``UNREAD``)."""

    def __init__(self, entry: str, key: str, **params: Any) -> None:
        super().__init__(key, **params)
        self.entry = entry


def needed(apply: Callable[[Any, Any], Any], state: Any, action: Any) -> str | None:
    """The figure ``action`` needs that the game does not know yet (the app records it first), or None: also None
    for a move refused for another reason first."""
    try:
        apply(state, action)
    except FigureNeeded as missing:
        return missing.entry
    except RuleError:
        return None
    return None


def waits(refusal: Refusal | None) -> bool:
    """True for a refusal that only says a figure of the box is not known yet (asked on the tap, not refused)."""
    return refusal is not None and refusal.clause == UNREAD
