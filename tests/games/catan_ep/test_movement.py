"""The movement phase: 4 moves (+2 for a wool), one ship after another, at most 2 ships ending on a sea route,
discovery, loading and unloading, settlers founding settlements."""

from __future__ import annotations

from dataclasses import replace

from typing import Any

import pytest

from games.base import RuleError
from games.catan_ep.actions import BuyMoves, EndTurn, Found, Jettison, MoveShip, Reveal, Transfer
from games.catan_ep.model import Building, CatanState, Kind, Phase, Piece, Resources, Ship, Zone

from .helpers import BLUE, RED, C, E, apply, hex_of, ship, table

H_RED = C((1, -1), (1, -2), (2, -2))
START = E((1, -1), (2, -2))
# Sides of the start island's coast, one move apart: they touch no unexplored hex.
COAST = [E((1, -1), (2, -1)), E((1, 0), (2, -1)), E((1, 0), (2, 0)), E((1, 0), (1, 1)), E((0, 1), (1, 1)),
         E((0, 1), (0, 2))]
TO_NORTH = E((1, -2), (2, -2))  # its far end points at the unexplored (2,-3)


def red_fleet(*ships: Ship, **changes: Any) -> CatanState:
    return table(buildings=[Building(RED, H_RED, harbor=True)], ships=ships or [ship(0, RED, START)], **changes)


def test_a_ship_has_4_moves_and_may_buy_2_more_once_for_a_wool() -> None:
    # catan-ep-fr: "Chacun de vos bateaux a 4 points de déplacement." "Vous pouvez, une fois pour chacun de vos
    # bateaux, acheter 2 points de déplacement bonus. Vous devez payer 1 laine"
    state = red_fleet(hands={RED: Resources(wool=2)})
    state = apply(state, *(MoveShip(RED, 0, e) for e in COAST[:4]))
    assert state.ships[0].edge == COAST[3] and state.turn.moves_left == 0
    with pytest.raises(RuleError, match="no moves left"):
        apply(state, MoveShip(RED, 0, COAST[4]))
    state = apply(state, BuyMoves(RED, 0), MoveShip(RED, 0, COAST[4]), MoveShip(RED, 0, COAST[5]))
    assert state.seats[RED].hand == Resources(wool=1) and state.ships[0].edge == COAST[5]
    with pytest.raises(RuleError, match="once a turn"):
        apply(state, BuyMoves(RED, 0))


def test_a_ship_may_turn_back_and_moves_only_along_sea_routes() -> None:
    # catan-ep-fr: "il est également possible pour un bateau de revenir sur ses pas lors du même déplacement."
    state = apply(red_fleet(), MoveShip(RED, 0, COAST[0]), MoveShip(RED, 0, START))
    assert state.ships[0].edge == START and state.turn.moves_left == 2
    with pytest.raises(RuleError, match="sea route sharing an intersection"):
        apply(state, MoveShip(RED, 0, E((0, 0), (1, -1))))  # between two land hexes
    with pytest.raises(RuleError, match="sea route sharing an intersection"):
        apply(state, MoveShip(RED, 0, COAST[3]))  # not next to it


def test_one_ship_finishes_before_another_moves() -> None:
    # catan-ep-fr: "Le déplacement d'un bateau doit être complété avant de pouvoir déplacer un autre bateau."
    state = red_fleet(ship(0, RED, START), ship(1, RED, COAST[2]))
    state = apply(state, MoveShip(RED, 0, COAST[0]), MoveShip(RED, 1, COAST[3]))
    with pytest.raises(RuleError, match="action is over"):
        apply(state, MoveShip(RED, 0, START))
    with pytest.raises(RuleError, match="turn"):
        apply(state, MoveShip(BLUE, 0, START))


def test_ships_cross_a_route_holding_2_ships_but_never_end_there() -> None:
    # catan-ep-fr: "Il peut y avoir jusqu'à 2 bateaux par route maritime ... Un bateau peut traverser une route
    # maritime occupée par 1 ou 2 bateaux. Toutefois, vous ne pouvez terminer le déplacement de votre bateau sur une
    # route maritime déjà occupée par deux bateaux."
    blue = [ship(5, BLUE, COAST[1]), ship(6, BLUE, COAST[1])]
    state = red_fleet(ship(0, RED, START), *blue)
    crossed = apply(state, MoveShip(RED, 0, COAST[0]), MoveShip(RED, 0, COAST[1]), MoveShip(RED, 0, COAST[2]))
    assert crossed.ships[0].edge == COAST[2]
    halted = apply(state, MoveShip(RED, 0, COAST[0]), MoveShip(RED, 0, COAST[1]))
    with pytest.raises(RuleError, match="At most 2 ships"):
        apply(halted, EndTurn(RED))
    last_move = apply(state, MoveShip(RED, 0, COAST[0]), MoveShip(RED, 0, START), MoveShip(RED, 0, COAST[0]))
    with pytest.raises(RuleError, match="At most 2 ships"):
        apply(last_move, MoveShip(RED, 0, COAST[1]))  # its 4th move would end there


def test_pointing_at_an_unexplored_hex_discovers_it_ends_the_move_and_pays() -> None:
    # catan-ep-fr: "Si durant le déplacement d'un bateau ..., l'une de ses extrémités (proue ou poupe) pointe une
    # tuile non découverte, vous devez découvrir cette tuile"; "Lorsque vous découvrez une tuile Terrain, vous
    # recevez une ressource du type produit par cette tuile (D). Pour tout autre type de tuile découverte (p. ex.
    # une tuile Mer), vous recevez 2 pièces d'or." "Lorsqu'un bateau réalise une découverte, son déplacement est
    # terminé et le ou les points de déplacement restants sont perdus."
    state = apply(red_fleet(), MoveShip(RED, 0, TO_NORTH))
    assert state.phase is Phase.REVEAL and state.reveal == ((2, -3),)
    with pytest.raises(RuleError, match="number token"):
        apply(state, Reveal((2, -3), Kind.FOREST))
    with pytest.raises(RuleError, match="just pointed at"):
        apply(state, Reveal((1, -3), Kind.SEA))
    with pytest.raises(RuleError, match="Turn up the unexplored hexes"):
        apply(state, MoveShip(RED, 0, START))
    forest = apply(state, Reveal((2, -3), Kind.FOREST, 4))
    assert hex_of(forest, (2, -3)).kind is Kind.FOREST and hex_of(forest, (2, -3)).zone is Zone.NORTH
    assert forest.seats[RED].hand == Resources(wood=1) and forest.phase is Phase.MOVE
    with pytest.raises(RuleError, match="no moves left"):
        apply(forest, MoveShip(RED, 0, START))
    sea = apply(state, Reveal((2, -3), Kind.SEA))
    assert sea.seats[RED].gold == 2 and sea.seats[RED].hand == Resources()
    with pytest.raises(RuleError, match="turns up as"):
        apply(state, Reveal((2, -3), Kind.GOLD_RIVER, lair=True))  # the gold rivers come with scenario 2


def test_a_settler_ship_that_discovers_may_still_found_a_settlement() -> None:
    # catan-ep-fr: "son déplacement est terminé et le ou les points de déplacement restants sont perdus" (only its
    # moves: founding costs none)
    state = table(ships=[ship(0, RED, START, Piece.SETTLER)])
    state = apply(state, MoveShip(RED, 0, TO_NORTH), Reveal((2, -3), Kind.PASTURE, 3))
    corner = C((1, -2), (2, -2), (2, -3))
    founded = apply(state, Found(RED, 0, corner))
    assert founded.buildings[-1] == Building(RED, corner) and founded.ships == ()
    # The other reading (option discovery_stop "action"): the discovery ends the ship's whole action.
    done = table(ships=[ship(0, RED, START, Piece.SETTLER)], rules=replace(state.rules, discovery_stop="action"))
    done = apply(done, MoveShip(RED, 0, TO_NORTH), Reveal((2, -3), Kind.PASTURE, 3))
    with pytest.raises(RuleError, match="action is over"):
        apply(done, Found(RED, 0, corner))


def test_ship_and_harbor_settlement_exchange_pieces_ships_only_through_one() -> None:
    # catan-ep-fr: "Lorsqu'un bateau est adjacent à une colonie portuaire, vous pouvez interchanger les figurines
    # entre le bateau et la colonie portuaire." "Transborder des figurines entre 2 bateaux adjacents n'est pas
    # permis. Il est toutefois possible ... si une des extrémités de chacun des deux bateaux pointe la même colonie
    # portuaire." (the rulebook's example: a full ship swaps with the dock's settler, the other ship loads the crews)
    dock = Building(RED, H_RED, harbor=True, dock=(Piece.SETTLER,))
    full, empty = ship(0, RED, START, Piece.CREW, Piece.CREW), ship(1, RED, E((1, -1), (1, -2)))
    state = table(scenario=2, buildings=[dock], ships=[full, empty])
    state = apply(state, Transfer(RED, 0, H_RED, (Piece.SETTLER,), (Piece.CREW, Piece.CREW)),
                  Transfer(RED, 1, H_RED, (Piece.CREW, Piece.CREW), ()))
    assert [s.cargo for s in state.ships] == [(Piece.SETTLER,), (Piece.CREW, Piece.CREW)]
    far = table(scenario=2, buildings=[dock], ships=[ship(0, RED, COAST[2], Piece.CREW)])
    with pytest.raises(RuleError, match="points at"):
        apply(far, Transfer(RED, 0, H_RED, (Piece.SETTLER,), (Piece.CREW,)))
    with pytest.raises(RuleError, match="Only the pieces"):
        apply(state, Transfer(RED, 1, H_RED, (Piece.SETTLER,), ()))
    dropped = apply(state, Jettison(RED, Piece.CREW, ship=1))
    assert dropped.ships[1].cargo == (Piece.CREW,)


def test_a_settler_ship_founds_a_settlement_for_free_with_the_distance_rule() -> None:
    # catan-ep-fr: "Lorsqu'un de vos bateaux de colons pointe une intersection (A), vous pouvez fonder une colonie à
    # cet endroit ... reprenez dans votre réserve le bateau et le colon à son bord (B) et placez une de vos colonies
    # ... sans payer de ressources." "La règle de distance doit également être observée"
    settlers = ship(0, RED, COAST[1], Piece.SETTLER)
    state = table(buildings=[Building(BLUE, C((1, 0), (2, 0), (1, 1)))], ships=[settlers])
    corner = C((1, 0), (1, -1), (2, -1))
    state = apply(state, Found(RED, 0, corner))
    assert state.ships == () and state.buildings[-1] == Building(RED, corner)
    assert state.seats[RED].hand == Resources()
    blocked = table(buildings=[Building(BLUE, C((1, 0), (2, 0), (2, -1)))], ships=[settlers])
    with pytest.raises(RuleError, match="distance rule"):
        apply(blocked, Found(RED, 0, corner))
    with pytest.raises(RuleError, match="carrying a settler"):
        apply(table(ships=[ship(0, RED, COAST[1])]), Found(RED, 0, corner))
    north = table(ships=[ship(0, RED, TO_NORTH, Piece.SETTLER)])
    with pytest.raises(RuleError, match="unexplored"):
        apply(north, Found(RED, 0, C((1, -2), (2, -2), (2, -3))))


def test_a_ship_enters_a_full_route_only_with_a_way_out() -> None:
    # catan-ep-fr: "vous ne pouvez terminer le déplacement de votre bateau sur une route maritime déjà occupée par
    # deux bateaux": crossing one needs a move left and a route beyond where the ship may stop.
    full = [COAST[0], COAST[1], COAST[2], E((2, -1), (2, 0))]
    others = [ship(10 + i, 1 + i // 3, edge) for i, edge in enumerate(e for e in full for _ in range(2))]
    state = table(players=4, ships=[ship(0, RED, START), *others])
    crossing = apply(state, MoveShip(RED, 0, COAST[0]))  # full, but START is free behind it
    with pytest.raises(RuleError, match="At most 2 ships"):
        apply(crossing, MoveShip(RED, 0, COAST[1]))  # full, and every route beyond it is full
