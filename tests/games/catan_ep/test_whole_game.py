"""A whole 2-player game of scenario 1 (Land Ho!), tap by tap as the screens send it: the set-up with the neutral
colours, rolls entered, a discovery, two settlements founded by settler ships, harbor settlements, trades, and
Red's win at 8 points on their own turn."""

from __future__ import annotations

import pytest

from games.base import RuleError, Termination
from games.catan_ep.actions import (BankTrade, BuildCargo, BuildHarbor, BuildRoad, BuildSettlement, BuildShip,
                                    BuyResource, EndTurn, Found, MoveShip, Place, PlacePirate, PlayerTrade, Reveal, Roll,
                                    Transfer)
from games.catan_ep.missions import points
from games.catan_ep.model import NEUTRAL, CatanState, Kind, Mission, Phase, Piece, Resource, Resources
from games.catan_ep.view import Leader

from .helpers import BLUE, GAME, RED, C, E, apply, new_game
from .test_setup import placed_scenario_2

H_RED, S_RED = C((1, -1), (1, -2), (2, -2)), C((0, 0), (0, -1), (1, -1))
START, TO_NORTH = E((1, -1), (2, -2)), E((1, -2), (2, -2))
NORTH_SPOT, ISLAND_SPOT = C((2, -2), (2, -3), (3, -3)), C((0, -1), (1, -2), (0, -2))


def set_up() -> CatanState:
    state = new_game(2, scenario=1)
    return apply(state,
                 Place(RED, corner=H_RED), Place(RED, edge=START), Place(RED, corner=S_RED),
                 Place(RED, edge=E((0, -1), (1, -1))),
                 Place(BLUE, corner=C((-1, 1), (-1, 2), (-2, 2))), Place(BLUE, edge=E((-1, 1), (-1, 2))),
                 Place(BLUE, corner=C((0, 1), (0, 0), (1, 0))), Place(BLUE, edge=E((0, 0), (1, 0))),
                 # the two colours nobody chose: harbor settlement, settlement, road each
                 Place(RED, corner=C((1, 0), (1, 1), (2, 0))), Place(RED, corner=C((-1, 1), (-1, 0), (0, 0))),
                 Place(RED, edge=E((-1, 0), (0, 0))),
                 Place(RED, corner=C((0, 1), (0, 2), (-1, 2))), Place(RED, corner=C((-1, 0), (-1, -1), (0, -1))),
                 Place(RED, edge=E((-1, 0), (-1, -1))))


def blue_passes(state: CatanState, die1: int, die2: int) -> CatanState:
    return apply(state, Roll(BLUE, die1, die2), EndTurn(BLUE))


def test_a_whole_scenario_1_game() -> None:
    state = set_up()
    assert sum(1 for b in state.buildings if b.owner == NEUTRAL) == 4 and len(state.ships) == 2
    assert [points(state, s) for s in (RED, BLUE)] == [3, 3] and state.phase is Phase.ROLL
    # Red: a 9 (hills), then the settler ship sails north and turns up a forest (a wood for the discovery).
    state = apply(state, Roll(RED, 4, 5), MoveShip(RED, 0, TO_NORTH), Reveal((2, -3), Kind.FOREST, 3), EndTurn(RED))
    assert state.seats[RED].hand == Resources(wood=1, brick=2, wool=1, grain=1)
    state = blue_passes(state, 2, 2)  # a 4: Red gets nothing, so 1 gold
    # Red: a settler for the dock, then the ship turns up hills and founds a settlement in the north.
    state = apply(state, Roll(RED, 2, 3), BuildCargo(RED, Piece.SETTLER, corner=H_RED),
                  MoveShip(RED, 0, E((2, -2), (2, -3))), Reveal((3, -3), Kind.HILLS, 4), Found(RED, 0, NORTH_SPOT),
                  EndTurn(RED))
    assert points(state, RED) == 4 and state.ships[0].seat == BLUE
    state = blue_passes(state, 3, 3)
    # Red: a new ship at the harbor settlement takes the settler from the dock and founds on the start island.
    state = apply(state, Roll(RED, 4, 5), BankTrade(RED, Resource.BRICK, Resource.WOOD),
                  BuildShip(RED, E((1, -1), (1, -2))), Transfer(RED, 2, H_RED, (Piece.SETTLER,), ()),
                  MoveShip(RED, 2, E((0, -1), (1, -2))), Found(RED, 2, ISLAND_SPOT), EndTurn(RED))
    assert points(state, RED) == 5
    state = blue_passes(state, 2, 3)
    state = apply(state, Roll(RED, 3, 3), BankTrade(RED, Resource.WOOL, Resource.ORE), BuyResource(RED, Resource.ORE),
                  BuildHarbor(RED, NORTH_SPOT), EndTurn(RED))
    assert points(state, RED) == 6
    state = blue_passes(state, 4, 4)
    state = apply(state, Roll(RED, 3, 6), EndTurn(RED))
    state = blue_passes(state, 6, 4)
    state = apply(state, Roll(RED, 3, 3), PlayerTrade(RED, BLUE, Resources(brick=2), Resources(grain=1)),
                  BuyResource(RED, Resource.ORE), EndTurn(RED))
    state = blue_passes(state, 4, 4)
    state = apply(state, Roll(RED, 5, 5), BuyResource(RED, Resource.ORE), BuildHarbor(RED, ISLAND_SPOT), EndTurn(RED))
    assert points(state, RED) == 7
    state = blue_passes(state, 5, 6)
    for red, blue in (((1, 2), (2, 6)), ((2, 2), (2, 6)), ((1, 2), (5, 6))):
        state = blue_passes(apply(state, Roll(RED, *red), EndTurn(RED)), *blue)
    # Red buys cards from Blue with gold, builds two roads from the north settlement and a settlement: 8, and wins.
    state = apply(state, Roll(RED, 1, 2),
                  PlayerTrade(RED, BLUE, Resources(), Resources(wood=1, brick=2, grain=1), give_gold=3),
                  BuyResource(RED, Resource.WOOL), BuildRoad(RED, E((2, -3), (3, -3))),
                  BuildRoad(RED, E((2, -3), (3, -4))))
    assert state.phase is Phase.TRADE
    state = apply(state, BuildSettlement(RED, C((2, -3), (3, -4), (2, -4))))
    assert state.phase is Phase.OVER and [points(state, s) for s in (RED, BLUE)] == [8, 3]
    result = GAME.outcome(state)
    assert result is not None and result.winners == (RED,) and result.termination is Termination.TARGET


def test_the_first_turns_of_a_scenario_2_game() -> None:
    # catan-ep-fr: "Le premier joueur à lancer un 7 place son bateau pirate"; "Si vous découvrez une rivière d'or avec
    # un repaire de pirates (A), vous recevez 2 pièces d'or"; "il est interdit ... de construire une colonie sur une
    # intersection touchant cette tuile"
    state = placed_scenario_2()  # the same harbor settlement for Red as here
    state = apply(state, Roll(RED, 3, 4))
    assert state.phase is Phase.PIRATE and state.discards == ()
    state = apply(state, PlacePirate(RED, (3, 0)), BuyResource(RED, Resource.ORE),
                  BuildCargo(RED, Piece.CREW, corner=H_RED))
    assert state.seats[RED].hand == Resources(brick=1, grain=1) and state.seats[RED].gold == 0
    assert state.buildings[0].dock == (Piece.CREW,)
    state = apply(state, MoveShip(RED, 0, TO_NORTH), Reveal((2, -3), Kind.GOLD_RIVER, lair=True))
    assert state.seats[RED].gold == 2
    with pytest.raises(RuleError, match="pirate lair"):
        apply(state, Found(RED, 0, C((1, -2), (2, -2), (2, -3))))
    state = apply(state, EndTurn(RED), Roll(BLUE, 2, 2), EndTurn(BLUE))
    assert state.seats[RED].gold == 3 and state.seats[BLUE].hand.wood == 2  # Blue's forest 4; Red: 1 gold
    assert state.pirate is not None and state.pirate.seat == RED
    assert [points(state, s) for s in (RED, BLUE)] == [3, 3] and GAME.view(state, None).leaders == (
        Leader(Mission.PIRATE_LAIRS, None),)
