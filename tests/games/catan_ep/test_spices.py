"""Spices for Catan (scenarios 4-5): discovering a village, a crew left for a sack, building by a village, and the
villages' advantages (swift voyage, pirate bonus, fast gold). Delivery at the Council: test_council.py."""

from __future__ import annotations

from typing import Any

import pytest

from games.base import RuleError
from games.catan_ep.actions import (BuildRoad, BuyMoves, Chase, Found, MoveShip, PickUpCrews, Reveal, SellResource,
                                    VisitVillage)
from games.catan_ep.model import (Advantage, Building, CatanState, Kind, Phase, Piece, PirateShip, Resource,
                                  Resources, Zone)
from games.catan_ep.pieces import Build, left

from .helpers import BLUE, RED, WHITE, C, E, GAME, apply, hex_of, ship, table, with_hex

VILLAGE = (3, -2)  # a north hex turned up as a spice village
ALONG = E((2, -1), VILLAGE)  # ends at two of its corners
CORNER = C(VILLAGE, (3, -1), (2, -1))
OTHER = (-1, -2)  # another north hex, for a second village
SWIFT, FAST, BONUS_4 = Advantage.SWIFT_VOYAGE, Advantage.FAST_GOLD, Advantage.PIRATE_BONUS_4


def village_table(advantage: Advantage = FAST, crews: tuple[int, ...] = (), players: int = 2,
                  **changes: object) -> CatanState:
    state = table(players=players, scenario=5, **changes)  # type: ignore[arg-type]
    return with_hex(state, VILLAGE, Kind.VILLAGE, zone=Zone.NORTH, advantage=advantage, crews=crews,
                    sacks=players - len(crews))


def test_discovering_a_village_pays_2_gold_and_puts_a_sack_per_player_on_it() -> None:
    # catan-ep-fr: "Lorsqu'un joueur découvre une tuile Village d'épices, il reçoit 2 pièces d'or. Ensuite, placez
    # sur cette tuile autant de sacs d'épices qu'il y a de joueurs dans la partie."
    state = table(players=3, scenario=4, ships=[ship(0, RED, E((1, -1), (2, -2)))])
    state = apply(state, MoveShip(RED, 0, E((1, -2), (2, -2))))
    with pytest.raises(RuleError, match="shows its advantage"):
        apply(state, Reveal((2, -3), Kind.VILLAGE))
    with pytest.raises(RuleError, match="Only a spice village"):
        apply(state, Reveal((2, -3), Kind.FOREST, 5, advantage=SWIFT))
    found = apply(state, Reveal((2, -3), Kind.VILLAGE, advantage=SWIFT))
    village = hex_of(found, (2, -3))
    assert found.seats[RED].gold == 2 and village.sacks == 3 and village.advantage is SWIFT
    assert GAME.view(found, None).supply.sacks == 21


def test_each_advantage_shows_on_as_many_villages_as_the_rulebook_says() -> None:
    # catan-ep-fr: "Voyage rapide (2x)"; "Bonus contre le pirate (2x) ... L'un de ces villages montre un 5 et
    # l'autre un 4"; "Or rapide (2x)"
    state = table(scenario=5, ships=[ship(0, RED, E((1, -1), (2, -2)))])
    state = apply(state, MoveShip(RED, 0, E((1, -2), (2, -2))))
    swift = with_hex(with_hex(state, (0, -3), Kind.VILLAGE, zone=Zone.NORTH, advantage=SWIFT),
                     (3, -2), Kind.VILLAGE, zone=Zone.NORTH, advantage=BONUS_4)
    for taken in (SWIFT, BONUS_4):
        with pytest.raises(RuleError, match="shows its advantage"):
            apply(with_hex(swift, (1, 2), Kind.VILLAGE, zone=Zone.SOUTH, advantage=SWIFT),
                  Reveal((2, -3), Kind.VILLAGE, advantage=taken))
    assert hex_of(apply(swift, Reveal((2, -3), Kind.VILLAGE, advantage=SWIFT)), (2, -3)).advantage is SWIFT


def test_a_crew_stays_on_the_village_for_good_and_a_sack_comes_aboard() -> None:
    # catan-ep-fr: "Lorsque l'une des extrémités d'un de vos bateaux chargés d'une unité pointe un coin d'une tuile
    # Village d'épices, l'unité peut être placée sur cette tuile (A). En retour, vous chargez un sac d'épices";
    # "Vous ne pouvez placer qu'une seule unité par tuile Village d'épices, pour laquelle vous recevez 1 seul sac";
    # "Une unité placée sur une tuile Village d'épices reste en place jusqu'à la fin de la partie."
    state = village_table(ships=[ship(0, RED, ALONG, Piece.CREW, Piece.CREW), ship(1, RED, ALONG, Piece.CREW),
                                 ship(2, RED, E((1, 0), (2, -1)), Piece.CREW), ship(3, BLUE, ALONG)])
    crews_left = left(state, RED, Build.CREW)
    state = apply(state, VisitVillage(RED, 0, VILLAGE))
    assert state.ships[0].cargo == (Piece.SACK, Piece.CREW) and hex_of(state, VILLAGE).crews == (RED,)
    assert hex_of(state, VILLAGE).sacks == 1 and left(state, RED, Build.CREW) == crews_left
    for other_ship in (0, 1):
        with pytest.raises(RuleError, match="one crew per village"):
            apply(state, VisitVillage(RED, other_ship, VILLAGE))
    with pytest.raises(RuleError, match="point at an intersection"):
        apply(state, VisitVillage(RED, 2, VILLAGE))
    with pytest.raises(RuleError, match="no crew"):
        apply(village_table(seat=BLUE, ships=[ship(3, BLUE, ALONG)]), VisitVillage(BLUE, 3, VILLAGE))
    with pytest.raises(RuleError, match="gold river"):
        apply(state, PickUpCrews(RED, 0, VILLAGE, 1))


def test_roads_and_settlements_by_a_village_only_with_a_crew_there() -> None:
    # catan-ep-fr: "Vous pouvez uniquement construire une route le long d'un village d'épices (un de ses côtés) ou
    # une colonie sur une intersection d'un village d'épices si vous avez une unité dans ce village."
    settler = [ship(0, RED, ALONG, Piece.SETTLER)]
    with pytest.raises(RuleError, match="once one of their crews"):
        apply(village_table(crews=(BLUE,), ships=settler), Found(RED, 0, CORNER))
    assert apply(village_table(crews=(RED,), ships=settler), Found(RED, 0, CORNER)).buildings[-1].corner == CORNER
    road = E(VILLAGE, (3, -1))
    mine: dict[str, Any] = {"buildings": [Building(RED, CORNER)], "hands": {RED: Resources(wood=1, brick=1)}}
    with pytest.raises(RuleError, match="once one of their crews"):
        apply(village_table(**mine), BuildRoad(RED, road))
    assert apply(village_table(crews=(RED,), **mine), BuildRoad(RED, road)).roads[-1].edge == road


def test_swift_voyage_adds_a_move_to_every_ship_at_once_up_to_8_with_the_wool() -> None:
    # catan-ep-fr: "L'avantage Voyage rapide augmente immédiatement de 1 le nombre de points de déplacement de tous
    # vos bateaux."; "Vous pouvez toujours payer 1 laine pour obtenir 2 points de déplacement supplémentaires, vous
    # permettant d'obtenir jusqu'à un total de 8 points de déplacement"
    state = village_table(SWIFT, ships=[ship(0, RED, E((2, -1), (3, -1)), Piece.CREW), ship(1, RED, E((1, 0),
                                                                                                      (2, -1)))])
    state = apply(state, MoveShip(RED, 0, ALONG), VisitVillage(RED, 0, VILLAGE))
    assert state.turn.moves_left == 4  # 3 left after one move, +1 at once
    assert apply(state, MoveShip(RED, 1, E((1, 0), (2, 0)))).turn.moves_left == 4  # 5 a ship, one used
    assert GAME.view(state, None).seats[RED].moves == 5
    both = with_hex(village_table(SWIFT, crews=(RED,), ships=[ship(1, RED, E((1, 0), (2, -1)))],
                                  hands={RED: Resources(wool=1)}), OTHER, Kind.VILLAGE, zone=Zone.NORTH,
                    advantage=SWIFT, crews=(RED,))
    assert apply(both, BuyMoves(RED, 1)).turn.moves_left == 8


def test_a_discovery_s_lost_moves_stay_lost_with_swift_voyage() -> None:
    # catan-ep-fr: "Lorsqu'un bateau réalise une découverte, son déplacement est terminé et le ou les points de
    # déplacement restants sont perdus."
    state = village_table(SWIFT, ships=[ship(0, RED, ALONG, Piece.CREW)])
    state = apply(state, MoveShip(RED, 0, E((2, -2), VILLAGE)), Reveal((3, -3), Kind.SEA))
    assert apply(state, VisitVillage(RED, 0, VILLAGE)).turn.moves_left == 0


def test_the_pirate_bonus_chases_on_its_village_s_number_too() -> None:
    # catan-ep-fr: "Lorsque vous êtes ami avec un de ces villages, vous chassez désormais les pirates avec un 6 et
    # le chiffre indiqué sur le village sur lequel vous avez une unité."
    ready: dict[str, Any] = {"ships": [ship(0, RED, E((2, -1), (3, -1)))], "pirate": PirateShip(BLUE, 3, -1)}
    assert apply(village_table(BONUS_4, crews=(RED,), **ready), Chase(RED, 0, 4)).phase is Phase.PIRATE
    assert apply(village_table(BONUS_4, crews=(RED,), **ready), Chase(RED, 0, 5)).pirate is not None
    assert apply(village_table(BONUS_4, crews=(BLUE,), **ready), Chase(RED, 0, 4)).pirate is not None


def test_fast_gold_sells_a_resource_for_1_gold_once_a_turn_per_village() -> None:
    # catan-ep-fr: "vous pouvez leur vendre 1 ressource contre 1 pièce d'or une fois durant votre phase de
    # commerce et de construction. Si vous êtes ami avec les deux villages, vous pouvez alors vendre 1 ressource
    # contre 1 pièce d'or jusqu'à 2 fois"
    hands = {RED: Resources(wood=3)}
    state = apply(village_table(FAST, crews=(RED,), hands=hands), SellResource(RED, Resource.WOOD))
    assert state.seats[RED].hand == Resources(wood=2) and state.seats[RED].gold == 1
    with pytest.raises(RuleError, match="1 time"):
        apply(state, SellResource(RED, Resource.WOOD))
    with pytest.raises(RuleError, match="0 time"):
        apply(village_table(FAST, crews=(BLUE,), hands=hands), SellResource(RED, Resource.WOOD))
    two = with_hex(village_table(FAST, crews=(RED, WHITE), players=3, hands=hands), OTHER, Kind.VILLAGE,
                   zone=Zone.NORTH, advantage=FAST, crews=(RED,))
    assert apply(two, SellResource(RED, Resource.WOOD), SellResource(RED, Resource.WOOD)).seats[RED].gold == 2
    with pytest.raises(RuleError, match="no such card"):
        apply(two, SellResource(RED, Resource.ORE))
