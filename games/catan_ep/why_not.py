"""Why a build chosen in the panel goes nowhere now (docs/design.md#refusals): the cost, when a full hand could
place it somewhere; else the reason the rules refuse its first place. None when some place accepts it."""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.catan_ep.hexgrid import corners_of, sides_of
from games.catan_ep.model import CatanState, Resources, SeatState
from games.catan_ep.places import PlaceAt, Spot, action_at, candidates, legal_places, shape
from games.catan_ep.rules import CatanExplorersPirates
from games.refusals import Refusal

GAME = CatanExplorersPirates()
FULL = Resources(99, 99, 99, 99, 99)


def _refusal(state: CatanState, seat: int, spot: Spot, place: PlaceAt, replacing: int | None) -> Refusal | None:
    try:
        GAME.apply(state, action_at(state, seat, spot, place, replacing=replacing))
    except RuleError as error:
        return GAME.refusal(error)
    return None


def _board_places(state: CatanState, spot: Spot) -> list[PlaceAt]:
    if shape(state, spot) == "corner":
        return sorted({c for h in state.hexes for c in corners_of(h.q, h.r)})
    return sorted({e for h in state.hexes for e in sides_of(h.q, h.r)})


def place_refusal(state: CatanState, seat: int, spot: Spot, replacing: int | None = None) -> Refusal | None:
    if legal_places(state, seat, spot, replacing=replacing):
        return None
    places = candidates(state, seat, spot) or _board_places(state, spot)
    wealthy = replace(state, seats=tuple(SeatState(FULL, s.gold + 99) for s in state.seats))
    for place in places:
        if _refusal(wealthy, seat, spot, place, replacing) is None:
            return _refusal(state, seat, spot, place, replacing)
    return _refusal(wealthy, seat, spot, places[0], replacing) if places else None
