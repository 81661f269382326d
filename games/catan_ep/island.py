"""The start island read when a move first needs it (docs/design.md#box-data-once-shared).

Scenarios 1 and 2 lay the start island as the rulebook draws it ("Placez les tuiles comme le montre l'illustration
ci-dessous. Ensuite, posez les jetons numérotés à l'endroit indiqué"): a picture, no text, so the table enters it.
The first placements need only its shape (a harbor settlement "sur l'une des intersections désignées", the settler
ship beside it); its terrains matter at the first settlement ("Pour chaque tuile Terrain adjacente à sa colonie,
chaque joueur prend une carte de la ressource correspondante") and its tokens at the first roll. So a game may start
with the island's hexes ``unread`` (games/catan_ep/board.py): a rule that reads one raises ``IslandNeeded``,
``Game.needed`` names it as any figure of the box (games/figures.py), and the table's reading enters as the fact
``ReadIsland`` (the whole board as set-up takes it, the unread hexes now entered), which the journal keeps: undo,
replay and resume treat it like a move.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from games.base import N_, RuleError
from games.catan_ep import board as geo
from games.catan_ep import scenarios
from games.catan_ep.actions import ReadIsland
from games.catan_ep.model import PRODUCES, CatanState, Hex, Kind
from games.figures import FigureNeeded

ENTRY = "board"  # the set-up option the reading completes
MISSING = N_("Enter the start island's terrains and number tokens as the table laid them: this move needs them")


class IslandNeeded(FigureNeeded):
    """A rule reads a start island hex the table has not entered yet (``Game.needed`` names ``ENTRY``)."""

    def __init__(self) -> None:
        super().__init__(ENTRY, MISSING)


def require_read(hexes: Iterable[Hex]) -> None:
    """IslandNeeded if any of ``hexes`` is not entered yet."""
    if any(h.kind is Kind.UNREAD for h in hexes):
        raise IslandNeeded()


def read_island(state: CatanState, action: ReadIsland) -> CatanState:
    """The table entered the start island: checked as at set-up, the unread hexes take their terrains and tokens.
    Any time, anyone's turn: it is a fact, not a move."""
    if not any(h.kind is Kind.UNREAD for h in state.hexes):
        raise RuleError("The start island is entered already; it does not change during a game")
    entered = {h.at: h for h in geo.parse_board(str(action.board))}
    now = {h.at: h for h in state.hexes}
    if set(entered) != set(now) or any(entered[at] != h if h.kind is not Kind.UNREAD else
                                       entered[at].kind not in PRODUCES for at, h in now.items()):
        raise RuleError("Enter each hex of the start island still blank as a terrain with its number token; the rest "
                        "of the board stays as the game began")
    scenarios.check_board(state.rules.scenario, entered.values())
    return replace(state, hexes=tuple(entered[h.at] if h.kind is Kind.UNREAD else h for h in state.hexes))
