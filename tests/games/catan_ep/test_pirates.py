"""Pirate ships (scenario 2): placing and moving on a 7, one on the board, robbing, the tribute, chasing."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.base import RuleError
from games.catan_ep.actions import BuildShip, Chase, EndTurn, MoveShip, PlacePirate, Roll
from games.catan_ep.model import Building, Kind, Phase, PirateDue, PirateShip, Resource, Resources, Zone
from games.catan_ep.pirates import robbable

from .helpers import BLUE, RED, WHITE, C, E, apply, ship, table, with_hex

OPEN_SEA = (3, 0)  # ring 3: not next to the start island
NEAR = E((2, 0), (2, 1))  # points at an intersection of OPEN_SEA
ALONG = [E((2, 0), (3, 0)), E((2, 1), (3, 0)), E((3, 0), (3, 1))]  # sides of OPEN_SEA, the last on the frame


def test_a_7_places_the_pirate_ship_on_sea_away_from_the_start_island() -> None:
    # catan-ep-fr: "Vous pouvez placer un bateau pirate sur n'importe quelle tuile Mer, incluant celles du cadre,
    # mais ... vous ne pouvez jamais placer un bateau pirate sur une tuile Mer adjacente à l'île de départ"
    state = apply(table(scenario=2, phase=Phase.ROLL), Roll(RED, 3, 4))
    for refused in ((2, 0), (0, 0), (1, -3), (9, 9)):  # by the island, land, unexplored, off the board
        with pytest.raises(RuleError, match="not next to the start island"):
            apply(state, PlacePirate(RED, refused))
    with pytest.raises(RuleError, match="places or moves"):
        apply(state, PlacePirate(RED, None))
    placed = apply(state, PlacePirate(RED, OPEN_SEA))
    assert placed.pirate == PirateShip(RED, *OPEN_SEA) and placed.phase is Phase.TRADE


def test_one_pirate_ship_on_the_board_moved_to_another_hex() -> None:
    # catan-ep-fr: "Si vous obtenez un 7 et que votre bateau pirate est déjà sur le plateau, vous devez alors le
    # déplacer sur une autre tuile Mer"; "placez votre bateau pirate sur une tuile Mer valide de votre choix
    # (incluant celle qu'occupait le bateau pirate de votre adversaire) et votre adversaire reprend son bateau
    # pirate. Ainsi, il ne peut jamais y avoir plus d'un bateau pirate en même temps sur le plateau."
    state = table(scenario=2, phase=Phase.PIRATE, pirate_due=PirateDue.SEVEN, pirate=PirateShip(RED, *OPEN_SEA))
    with pytest.raises(RuleError, match="another sea hex"):
        apply(state, PlacePirate(RED, OPEN_SEA))
    assert apply(state, PlacePirate(RED, (3, -1))).pirate == PirateShip(RED, 3, -1)
    blue = table(scenario=2, phase=Phase.PIRATE, pirate_due=PirateDue.SEVEN, pirate=PirateShip(BLUE, *OPEN_SEA))
    assert apply(blue, PlacePirate(RED, OPEN_SEA)).pirate == PirateShip(RED, *OPEN_SEA)


def test_the_pirate_robs_a_card_from_a_ship_owner_gold_only_from_an_empty_hand() -> None:
    # catan-ep-fr: "le joueur ayant placé/déplacé son bateau pirate peut alors voler un joueur possédant un bateau
    # situé autour cette tuile Mer ... une carte Ressource au hasard de sa main. Les colonies portuaires et les
    # colonies ne sont pas concernées." "Si le joueur que vous volez n'a pas de carte Ressource (et uniquement dans
    # ce cas!), vous pouvez alors lui voler une pièce d'or."
    ships = [ship(0, BLUE, NEAR)]
    state = table(players=3, scenario=2, phase=Phase.PIRATE, pirate_due=PirateDue.SEVEN, ships=ships,
                  hands={BLUE: Resources(wool=2)}, gold={BLUE: 4, WHITE: 3})
    robbed = apply(state, PlacePirate(RED, OPEN_SEA, BLUE, Resource.WOOL))
    assert robbed.seats[RED].hand == Resources(wool=1) and robbed.seats[BLUE].hand == Resources(wool=1)
    with pytest.raises(RuleError, match="card drawn"):
        apply(state, PlacePirate(RED, OPEN_SEA, BLUE, None))
    with pytest.raises(RuleError, match="card drawn"):
        apply(state, PlacePirate(RED, OPEN_SEA, BLUE, Resource.ORE))
    with pytest.raises(RuleError, match="with a ship around"):
        apply(state, PlacePirate(RED, OPEN_SEA, WHITE, None))
    poor = table(scenario=2, phase=Phase.PIRATE, pirate_due=PirateDue.SEVEN, ships=ships, gold={BLUE: 4})
    assert [s.gold for s in apply(poor, PlacePirate(RED, OPEN_SEA, BLUE)).seats] == [1, 3]


def test_the_tables_reading_of_around_the_sea_hex_for_robbing() -> None:
    # catan-ep-fr: "peut alors voler un joueur possédant un bateau situé autour cette tuile Mer": by default a ship
    # along the hex or pointing at one of its intersections, as for chasing; option rob_reach "along": along only.
    ships = [ship(0, BLUE, NEAR), ship(1, WHITE, ALONG[0])]
    state = table(players=3, scenario=2, phase=Phase.PIRATE, pirate_due=PirateDue.SEVEN, ships=ships)
    assert robbable(state, RED, OPEN_SEA) == [BLUE, WHITE]
    along = replace(state, rules=replace(state.rules, rob_reach="along"))
    assert robbable(along, RED, OPEN_SEA) == [WHITE]
    with pytest.raises(RuleError, match="with a ship around"):
        apply(along, PlacePirate(RED, OPEN_SEA, BLUE, None))


def test_a_tribute_of_1_gold_per_ship_along_another_players_pirate_once_a_turn() -> None:
    # catan-ep-fr: "Lorsque vous souhaitez vous déplacer le long d'une tuile Mer occupée par un bateau pirate
    # adverse, vous devez payer à la réserve un tribut de 1 pièce d'or"; "1 pièce d'or pour chaque bateau"; "Une
    # fois le tribut payé, vous pouvez déplacer votre bateau d'autant de routes maritimes que vous voulez le long de
    # la tuile Mer"; "Vous n'avez aucun tribut à payer pour votre propre bateau pirate."
    ships = [ship(0, RED, NEAR), ship(1, RED, NEAR)]
    state = table(scenario=2, ships=ships, gold={RED: 3}, pirate=PirateShip(BLUE, *OPEN_SEA))
    one = apply(state, *(MoveShip(RED, 0, e) for e in ALONG))
    assert one.seats[RED].gold == 2
    two = apply(one, MoveShip(RED, 1, ALONG[0]))
    assert two.seats[RED].gold == 1
    own = table(scenario=2, ships=ships, gold={RED: 3}, pirate=PirateShip(RED, *OPEN_SEA))
    assert apply(own, *(MoveShip(RED, 0, e) for e in ALONG)).seats[RED].gold == 3
    broke = table(scenario=2, ships=ships, pirate=PirateShip(BLUE, *OPEN_SEA))
    with pytest.raises(RuleError, match="cannot pay the tribute"):
        apply(broke, MoveShip(RED, 0, ALONG[0]))
    assert apply(broke, MoveShip(RED, 0, E((1, 1), (2, 0)))).seats[RED].gold == 0  # away from it: free


def test_chasing_rolls_a_die_per_ready_ship_and_wins_on_a_6() -> None:
    # catan-ep-fr: "Le bateau ne doit pas s'être déplacé ce tour-ci." "Une extrémité du bateau doit pointer l'une des
    # intersections de la tuile Mer occupée par le bateau pirate, ou le bateau occupe l'une des routes maritimes
    # adjacentes"; "lancez un dé pour chacun de vos bateaux prêts au combat. Sur un 6, le bateau pirate est vaincu et
    # remis à son propriétaire. Vous pouvez ensuite placer votre propre bateau pirate ... et procéder à un vol"
    # (the example: "Premier dé : échec." "Deuxième dé : succès.")
    ships = [ship(0, RED, NEAR), ship(1, RED, ALONG[0]), ship(2, BLUE, ALONG[1])]
    state = table(scenario=2, ships=ships, gold={RED: 1}, hands={BLUE: Resources(ore=1)},
                  pirate=PirateShip(BLUE, *OPEN_SEA))
    failed = apply(state, Chase(RED, 0, 4))
    assert failed.pirate == PirateShip(BLUE, *OPEN_SEA)
    with pytest.raises(RuleError, match="once a turn"):
        apply(failed, Chase(RED, 0, 6))
    won = apply(failed, Chase(RED, 1, 6))
    assert won.pirate is None and won.phase is Phase.PIRATE
    placed = apply(won, PlacePirate(RED, OPEN_SEA, BLUE, Resource.ORE))
    assert placed.pirate == PirateShip(RED, *OPEN_SEA) and placed.seats[RED].hand == Resources(ore=1)
    assert placed.phase is Phase.MOVE
    assert apply(placed, MoveShip(RED, 0, ALONG[0])).seats[RED].gold == 1  # "peut ensuite être déplacé"
    assert apply(won, PlacePirate(RED, None)).pirate is None
    moved = apply(state, MoveShip(RED, 0, E((1, 1), (2, 0))), MoveShip(RED, 0, NEAR))
    with pytest.raises(RuleError, match="before it moves"):
        apply(moved, Chase(RED, 0, 6))
    with pytest.raises(RuleError, match="no other player's pirate"):
        apply(table(scenario=2, ships=ships, pirate=PirateShip(RED, *OPEN_SEA)), Chase(RED, 0, 6))
    assert apply(failed, EndTurn(RED)).seat == BLUE


def test_building_a_ship_along_the_pirate_costs_no_tribute() -> None:
    # catan-ep-fr: "Vous pouvez construire un bateau le long de la tuile Mer occupée par un bateau pirate adverse.
    # Vous ne payez pas de tribut pour construire."
    harbor = Building(RED, C((2, -1), (3, -2), (3, -1)), harbor=True)
    state = table(scenario=2, buildings=[harbor], hands={RED: Resources(wood=1, wool=1)}, gold={RED: 1},
                  pirate=PirateShip(BLUE, 3, -1))
    state = with_hex(state, (3, -2), Kind.HILLS, 10, zone=Zone.NORTH)
    built = apply(state, BuildShip(RED, E((2, -1), (3, -1))))
    assert built.ships[0].edge == E((2, -1), (3, -1)) and built.seats[RED].gold == 1
