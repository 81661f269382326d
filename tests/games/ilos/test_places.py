"""The legal places the screens offer (games.ilos.places) agree with the rules: on thousands of states from seeded
random games, every candidate place is offered exactly when the dry apply of its action is accepted."""

from __future__ import annotations

import random
from typing import Any, Iterator

import pytest

from games.base import RuleError
from games.ilos import places
from games.ilos.actions import Building, FirstIsland, GoldMine, Plantation, Ruins, ShipDock, ShipExplore, ShipLair
from games.ilos.archipelago import frontier
from games.ilos.costs import Card
from games.ilos.model import BuildingKind, IlosState

from .helpers import GAME, new_game

PIONEER_ACTIONS: dict[Card, Any] = {Card.PLANTATION: Plantation, Card.GOLD_MINE: GoldMine, Card.RUINS: Ruins,
                                    Card.BUILDING: lambda seat, tile, spot: Building(seat, tile, spot,
                                                                                     BuildingKind.FORT)}


def accepted(state: IlosState, action: Any) -> bool:
    try:
        GAME.apply(state, action)
    except RuleError:
        return False
    return True


def random_states(games: int) -> Iterator[tuple[IlosState, random.Random]]:
    """Every state of seeded random games, each with a random source of its own for the choices below."""
    for seed in range(games):
        rng = random.Random(seed)
        state = new_game(2 + seed % 4, seed % 2, first_islands=("round", "first_turn")[seed % 3 == 0])
        while (action := GAME.sample_action(state, rng)) is not None:
            state = GAME.apply(state, action)
            yield state, random.Random(len(state.pioneers) * 1000 + seed)


def sources(state: IlosState, seat: int) -> list[int | None]:
    """A ship from the reserve, and one of the seat's ships in play (or another's, which is refused)."""
    return [None, *random.Random(len(state.ships)).sample(range(len(state.ships)), min(1, len(state.ships)))]


STATES = list(random_states(20))


def test_enough_states() -> None:
    assert len(STATES) > 2000


def seats(state: IlosState, rng: random.Random) -> list[int]:
    return [state.seat, rng.randrange(len(state.players))]


@pytest.mark.parametrize("card", list(PIONEER_ACTIONS))
def test_pioneer_spots_are_the_spots_the_rules_accept(card: Card) -> None:
    for state, rng in STATES:
        for seat in seats(state, rng):
            offered = set(places.pioneer_spots(state, seat, card))
            every = {(t, s) for t, placed in enumerate(state.tiles) for s in range(len(placed.tile.spots))}
            assert offered == {p for p in every if accepted(state, PIONEER_ACTIONS[card](seat, *p))}


def test_dock_coasts_and_free_lairs_are_where_the_rules_let_a_ship_go() -> None:
    for state, rng in STATES:
        for seat in seats(state, rng):
            for move_from in sources(state, seat):
                coasts = {(t, land) for t, placed in enumerate(state.tiles) for land in range(placed.tile.lands)}
                assert set(places.dock_coasts(state, seat, move_from)) == {
                    c for c in coasts if accepted(state, ShipDock(seat, *c, move_from))}
                assert set(places.free_lairs(state, seat, move_from)) == {
                    t for t in range(len(state.tiles)) if accepted(state, ShipLair(seat, t, move_from))}


def test_explore_places_are_where_the_rules_let_a_tile_go() -> None:
    for index, (state, rng) in enumerate(STATES):
        if index % 3 or not state.area:
            continue
        seat = state.seat
        pick = rng.randrange(len(state.area))
        move_from = rng.choice(sources(state, seat))
        first = not state.seats[seat].first_island
        cells = frontier(state.tiles)  # an empty map: the centre of the table, where the first tile goes
        if state.tiles:
            cells += [(40, 40), (state.tiles[0].x, state.tiles[0].y)]

        def action(x: int, y: int, turns: int) -> Any:
            if first:
                return FirstIsland(seat, pick, x, y, turns, 0)
            return ShipExplore(seat, pick, x, y, turns, 0, move_from)

        expected = {(x, y, t) for x, y in cells for t in range(4) if accepted(state, action(x, y, t))}
        assert set(places.explore_places(state, seat, pick, None if first else move_from)) == expected


def test_copy_sources_are_the_plantations_a_trading_post_may_copy() -> None:
    for state, rng in STATES[::5]:
        for tile, spot in places.pioneer_spots(state, state.seat, Card.BUILDING):
            copies = {(p.tile, p.spot) for p in state.pioneers}
            assert set(places.copy_sources(state, tile, spot)) == {
                c for c in copies if accepted(state, Building(state.seat, tile, spot, BuildingKind.TRADING_POST, *c))}
