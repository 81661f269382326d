"""Passing the turn to the next seat (after the movement phase and any captures)."""

from __future__ import annotations

from dataclasses import replace

from games.catan_ep.model import CatanState, Phase, PirateDue, Turn


def next_turn(state: CatanState) -> CatanState:
    return replace(state, seat=(state.seat + 1) % len(state.players), phase=Phase.ROLL, turn=Turn(),
                   pirate_due=PirateDue.NONE, last_roll=None, turns=state.turns + 1, capture=None)
