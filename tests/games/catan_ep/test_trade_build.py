"""Trade and build, combined: the bank at 3:1 (or 1 gold), buying with gold, trades with players, and every
building cost and place."""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable

import pytest

from games.base import RuleError
from games.catan_ep.actions import (BankTrade, BuildCargo, BuildHarbor, BuildRoad, BuildSettlement, BuildShip,
                                    BuyResource, MoveShip, PlayerTrade)
from games.catan_ep.model import RESOURCES, Building, CatanState, Kind, Piece, Resource, Resources, Road, Zone

from .helpers import BLUE, RED, C, E, apply, ship, table, with_hex

H_RED = C((1, -1), (1, -2), (2, -2))
S_RED = C((0, 0), (0, -1), (1, -1))  # inland
S_COAST = C((1, 0), (1, -1), (2, -1))
ALL = Resources(wood=9, brick=9, wool=9, grain=9, ore=9)


def test_three_identical_cards_for_one_card_or_one_gold() -> None:
    # catan-ep-fr: "vous remettez 3 ressources identiques dans la réserve pour y prendre 1 autre ressource de votre
    # choix ... vous avez la possibilité de prendre 1 pièce d'or au lieu de prendre 1 ressource."
    state = table(hands={RED: Resources(wood=6, brick=2)})
    state = apply(state, BankTrade(RED, Resource.WOOD, Resource.ORE), BankTrade(RED, Resource.WOOD, None))
    assert state.seats[RED].hand == Resources(brick=2, ore=1) and state.seats[RED].gold == 1
    with pytest.raises(RuleError, match="3 identical cards"):
        apply(state, BankTrade(RED, Resource.BRICK, Resource.ORE))


def test_a_resource_for_2_gold_twice_a_turn_never_3() -> None:
    # catan-ep-fr: "Jusqu'à deux fois par tour, vous pouvez acheter de la réserve une ressource de votre choix en
    # payant 2 pièces d'or." ... "vous ne pouvez échanger 3 pièces d'or avec la réserve pour obtenir une ressource."
    state = table(gold={RED: 7})
    state = apply(state, BuyResource(RED, Resource.ORE), BuyResource(RED, Resource.WOOL))
    assert state.seats[RED].hand == Resources(wool=1, ore=1) and state.seats[RED].gold == 3
    with pytest.raises(RuleError, match="twice a turn"):
        apply(state, BuyResource(RED, Resource.ORE))
    with pytest.raises(RuleError, match="cannot pay 2 gold"):
        apply(table(gold={RED: 1}), BuyResource(RED, Resource.ORE))


def test_gold_may_be_part_of_a_trade_between_players() -> None:
    # catan-ep-fr: "les pièces d'or peuvent faire partie d'un échange avec un autre joueur"
    state = table(hands={BLUE: Resources(ore=2)}, gold={RED: 3})
    state = apply(state, PlayerTrade(RED, BLUE, Resources(), Resources(ore=2), give_gold=3))
    assert state.seats[RED].hand == Resources(ore=2) and state.seats[BLUE].gold == 3
    with pytest.raises(RuleError, match="does not hold"):
        apply(state, PlayerTrade(RED, BLUE, Resources(), Resources(ore=1), give_gold=1))


@pytest.mark.parametrize("action, cost", [
    (BuildRoad(RED, E((0, -1), (1, -1))), Resources(wood=1, brick=1)),
    (BuildShip(RED, E((1, -1), (2, -2))), Resources(wood=1, wool=1)),
    (BuildCargo(RED, Piece.SETTLER, corner=H_RED), Resources(wood=1, brick=1, wool=1, grain=1)),
    (BuildHarbor(RED, S_COAST), Resources(grain=2, ore=2)),
    (BuildSettlement(RED, C((1, 0), (2, 0), (1, 1))), Resources(wood=1, brick=1, wool=1, grain=1)),
])
def test_costs(action: object, cost: Resources) -> None:
    # catan-ep-fr: "Construire un bateau coûte 1 bois et 1 laine"; settler: "les mêmes ressources que la
    # construction d'une colonie"; harbor settlement: "en payant 2 blés et 2 minerais"; road, settlement: base game
    buildings = [Building(RED, H_RED, harbor=True), Building(RED, S_RED), Building(RED, S_COAST)]
    roads = [Road(RED, E((1, 0), (2, 0)))]
    after = apply(table(buildings=buildings, roads=roads, hands={RED: ALL}), action)
    assert after.seats[RED].hand == ALL.minus(cost)
    with pytest.raises(RuleError, match="cannot pay"):
        short = cost.plus(next(r for r in RESOURCES if cost.get(r)), -1)  # one card missing
        apply(table(buildings=buildings, roads=roads, hands={RED: short}), action)


def test_a_harbor_settlement_replaces_a_settlement_on_the_coast() -> None:
    # catan-ep-fr: "Une colonie située sur la côte de l'île de départ ou sur la côte d'une tuile découverte peut être
    # améliorée en colonie portuaire"
    state = table(buildings=[Building(RED, S_RED), Building(RED, S_COAST)], hands={RED: ALL})
    with pytest.raises(RuleError, match="coast"):
        apply(state, BuildHarbor(RED, S_RED))
    after = apply(state, BuildHarbor(RED, S_COAST))
    assert [b.harbor for b in after.buildings] == [False, True]


def test_a_crew_costs_1_ore_1_wool_from_scenario_2() -> None:
    # catan-ep-fr: "Construire une unité coûte 1 minerai et 1 laine." "Vous pouvez placer jusqu'à deux unités dans
    # un bassin"
    harbor = Building(RED, H_RED, harbor=True)
    state = table(scenario=2, buildings=[harbor], hands={RED: ALL})
    state = apply(state, BuildCargo(RED, Piece.CREW, corner=H_RED), BuildCargo(RED, Piece.CREW, corner=H_RED))
    assert state.seats[RED].hand == ALL.minus(Resources(ore=2, wool=2))
    assert state.buildings[0].dock == (Piece.CREW, Piece.CREW)
    with pytest.raises(RuleError, match="No room"):
        apply(state, BuildCargo(RED, Piece.CREW, corner=H_RED))
    with pytest.raises(RuleError, match="from scenario 2"):
        apply(table(buildings=[harbor], hands={RED: ALL}), BuildCargo(RED, Piece.CREW, corner=H_RED))


def test_a_settler_goes_into_a_free_dock_or_an_empty_ship_at_a_harbor_settlement() -> None:
    # catan-ep-fr: "vous le placez soit dans un bassin libre d'une de vos colonies portuaires, soit dans un bateau
    # vide qui est adjacent à une de vos colonies portuaires. Il n'est donc pas possible de placer un colon à côté
    # d'une colonie"
    at_harbor, away = ship(0, RED, E((1, -1), (2, -2))), ship(1, RED, E((1, 0), (2, -1)))
    state = table(scenario=2, buildings=[Building(RED, H_RED, harbor=True), Building(RED, S_RED)],
                  ships=[at_harbor, away], hands={RED: ALL})
    assert apply(state, BuildCargo(RED, Piece.SETTLER, ship=0)).ships[0].cargo == (Piece.SETTLER,)
    with pytest.raises(RuleError, match="pointing at one"):
        apply(state, BuildCargo(RED, Piece.SETTLER, ship=1))
    with pytest.raises(RuleError, match="pointing at one"):
        apply(state, BuildCargo(RED, Piece.SETTLER, corner=S_RED))
    crewed = apply(state, BuildCargo(RED, Piece.CREW, ship=0))
    with pytest.raises(RuleError, match="No room"):
        apply(crewed, BuildCargo(RED, Piece.SETTLER, ship=0))


def test_a_ship_at_a_harbor_settlement_not_next_to_the_unknown_and_rebuilt_when_all_are_out() -> None:
    # catan-ep-fr: "placez-le sur l'une des deux ou trois routes maritimes reliées à l'une de vos colonies
    # portuaires"; "vous ne pouvez pas construire un bateau sur une route maritime qui longe une tuile non
    # découverte"; "vous pouvez en retirer un du plateau et le construire à nouveau ... son chargement est perdu"
    far = [ship(i, RED, E((-2, 1), (-2, 2))) for i in range(2)] + [ship(2, RED, E((2, 0), (2, 1)), Piece.SETTLER)]
    state = table(buildings=[Building(RED, H_RED, harbor=True)], ships=far, hands={RED: ALL})
    with pytest.raises(RuleError, match="no ship left"):
        apply(state, BuildShip(RED, E((1, -1), (2, -2))))
    rebuilt = apply(state, BuildShip(RED, E((1, -1), (2, -2)), replacing=2))
    assert [(s.id, s.cargo) for s in rebuilt.ships][-1] == (3, ()) and len(rebuilt.ships) == 3
    with pytest.raises(RuleError, match="discover"):
        apply(state, BuildShip(RED, E((1, -2), (2, -2)), replacing=2))
    with pytest.raises(RuleError, match="harbor settlements"):
        apply(state, BuildShip(RED, E((0, -1), (1, -1)), replacing=2))


def test_roads_and_settlements_keep_away_from_the_unknown_and_come_by_ship_first_in_a_zone() -> None:
    # catan-ep-fr: "Vous ne pouvez construire une route sur un côté adjacent à une tuile non découverte et vous ne
    # pouvez construire une colonie sur une intersection touchant à une tuile non découverte."
    # "Dans chacune des deux zones non découvertes, vous devez fonder votre première colonie à l'aide d'un bateau
    # de colons. De cette première colonie ... vous pourrez construire des routes ... et des colonies"
    state = table(hands={RED: ALL})
    state = with_hex(state, (2, -3), Kind.FOREST, 4, zone=Zone.NORTH)  # discovered; (1,-3) is still face down
    state = with_hex(state, (3, -3), Kind.HILLS, 5, zone=Zone.NORTH)
    state = with_hex(state, (3, -2), Kind.SEA, zone=Zone.NORTH)
    state = replace_pieces(state, [], [Road(RED, E((2, -3), (3, -3)))])
    with pytest.raises(RuleError, match="unexplored"):
        apply(state, BuildRoad(RED, E((1, -3), (2, -3))))
    with pytest.raises(RuleError, match="unexplored"):
        apply(state, BuildSettlement(RED, C((2, -3), (1, -3), (1, -2))))
    road_end = C((2, -3), (3, -3), (2, -2))
    with pytest.raises(RuleError, match="settler ship"):
        apply(state, BuildSettlement(RED, road_end))
    founded = replace_pieces(state, [Building(RED, C((3, -3), (3, -2), (4, -3)))], state.roads)
    assert apply(founded, BuildSettlement(RED, road_end)).buildings[-1] == Building(RED, road_end)


def replace_pieces(state: CatanState, buildings: Iterable[Building], roads: Iterable[Road]) -> CatanState:
    return replace(state, buildings=tuple(buildings), roads=tuple(roads))


def test_no_trade_or_build_once_ships_have_moved() -> None:
    # catan-ep-fr: "Il n'est pas permis de faire du commerce ou de construire durant ou après la phase de
    # déplacement."
    state = table(buildings=[Building(RED, H_RED, harbor=True)], ships=[ship(0, RED, E((1, -1), (2, -2)))],
                  hands={RED: ALL})
    state = apply(state, MoveShip(RED, 0, E((1, -1), (2, -1))))
    for action in (BankTrade(RED, Resource.WOOD, Resource.ORE), BuildShip(RED, E((1, -1), (1, -2))),
                   BuyResource(RED, Resource.ORE)):
        with pytest.raises(RuleError, match="No trade or building"):
            apply(state, action)
