"""The end of a turn (captures first, "après la phase de déplacement"), the win and the outcome.

"Ce scénario d'introduction prend fin lorsqu'à son tour, un joueur possède au moins 8 points de victoire" (12 in
scenario 2, 15, 15, 17): checked after every action for the seat on turn, and as the turn passes (flow.py).
"""

from __future__ import annotations

from dataclasses import replace

from games.base import Outcome, Termination
from games.catan_ep.actions import DeclareEnd, EndTurn
from games.catan_ep.lairs import after_capture
from games.catan_ep.missions import points
from games.catan_ep.model import CatanState, Phase
from games.catan_ep.movement import finish_current
from games.catan_ep.production import on_turn
from games.ranking import rank


def end_turn(state: CatanState, action: EndTurn) -> CatanState:
    on_turn(state, action.seat, (Phase.TRADE, Phase.MOVE))
    return after_capture(finish_current(state))


def declare_end(state: CatanState, action: DeclareEnd) -> CatanState:
    """The table stops the game (even at set-up, if the pieces cannot all be placed)."""
    return replace(state, phase=Phase.OVER, declared=True)


def outcome(state: CatanState) -> Outcome | None:
    if state.phase is not Phase.OVER:
        return None
    scores = [points(state, s) for s in range(len(state.players))]
    if state.winner is None:
        return rank(scores, termination=Termination.DECLARED)
    others = rank([s for i, s in enumerate(scores) if i != state.winner])
    index = [i for i in range(len(scores)) if i != state.winner]
    ranking = ((state.winner,), *(tuple(index[i] for i in group) for group in others.ranking))
    return Outcome(winners=(state.winner,), ranking=ranking, scores=tuple(scores), termination=Termination.TARGET)
