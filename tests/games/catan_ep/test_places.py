"""Where a piece may go (games.catan_ep.places.legal_places) is exactly where a dry apply accepts it, on every
state of seeded random games of the five scenarios (the screens ring these places on the map)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.catan_ep import Spot, legal_places
from games.catan_ep.model import CatanState, Resources, SeatState
from games.catan_ep.playouts import dry_apply_places, states

SHIP_SPOTS = (Spot.MOVE, Spot.FOUND)
FULL = Resources(wood=9, brick=9, wool=9, grain=9, ore=9)


def wealthy(state: CatanState) -> CatanState:
    """Every hand full: the places are then refused for where they are, not for the cost."""
    return replace(state, seats=tuple(SeatState(FULL, s.gold + 9) for s in state.seats))


def compare(state: CatanState) -> int:
    compared = 0
    seats = {state.seat, (state.seat + 1) % len(state.players)}
    for seat in seats:
        for spot in Spot:
            ships = [s.id for s in state.ships] if spot in SHIP_SPOTS else [None]
            for ship in ships:
                assert legal_places(state, seat, spot, ship) == dry_apply_places(state, seat, spot, ship), (spot, seat, ship)
                compared += 1
    return compared


@pytest.mark.parametrize("first", range(0, 40, 8))
def test_legal_places_are_what_a_dry_apply_accepts_on_random_states(first: int) -> None:
    compared = 0
    for seed in range(first, first + 8):
        for number, state in enumerate(states(seed, limit=150)):
            compared += compare(state) + (compare(wealthy(state)) if number % 3 == 0 else 0)
    assert compared > 1000
