"""Passing the turn, and the win checked at both ends of it.

"Ce scénario ... prend fin lorsqu'à son tour, un joueur possède au moins 12 points de victoire": the player on
turn wins with the action that brings them there, the captures at the end of their turn included ("La capture a
lieu à la fin du tour de Rouge"), so the target is looked at once more before the turn passes; a player who
reached it on another's turn wins as their own turn starts, before anything else happens.
"""

from __future__ import annotations

from dataclasses import replace

from games.catan_ep.missions import points
from games.catan_ep.model import CatanState, Phase, PirateDue, Turn


def check_win(state: CatanState) -> CatanState:
    """The game over if the seat on turn holds the target (during set-up and once over: unchanged)."""
    if state.phase in (Phase.SETUP, Phase.OVER) or points(state, state.seat) < state.rules.target:
        return state
    return replace(state, phase=Phase.OVER, winner=state.seat)


def next_turn(state: CatanState) -> CatanState:
    ended = check_win(state)
    if ended.phase is Phase.OVER:
        return ended
    return check_win(replace(state, seat=(state.seat + 1) % len(state.players), phase=Phase.ROLL, turn=Turn(),
                             pirate_due=PirateDue.NONE, last_roll=None, turns=state.turns + 1, capture=None))
