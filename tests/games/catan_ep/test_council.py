"""The Council of Catan (frame piece D2, scenarios 3-5): a sea hex where nothing is built but by the start island,
no pirate ship, and its two harbors where fish and spice sacks are delivered."""

from __future__ import annotations

import pytest

from games.base import RuleError
from games.catan_ep.actions import BuildRoad, Found, MoveShip, PlacePirate
from games.catan_ep.board import council_harbors, parse_board
from games.catan_ep.hexgrid import Corner
from games.catan_ep.missions import step_of
from games.catan_ep.model import Building, CatanState, Kind, Mission, Phase, Piece, PirateDue, Resources, Zone

from .helpers import BLUE, RED, C, E, GAME, apply, new_game, ship, table, with_hex

COUNCIL = (2, 0)
TOP_HARBOR, BOTTOM_HARBOR = Corner(2, 0, True), Corner(2, 0, False)
BY_ISLAND = E((1, 0), COUNCIL)  # the side the Council shares with the start island's forest


def test_the_board_names_the_council_and_its_two_harbors() -> None:
    # catan-ep-fr: "Le Conseil de Catane est situé sur une petite île où il y a 2 ports (cercle blanc avec une
    # ancre)"
    state = new_game(3, scenario=3)
    assert council_harbors(state) == {TOP_HARBOR, BOTTOM_HARBOR}
    for bad in ("2,0 council 0", "2,0 council 1 1", "2,0 council 0 6", "2,0 council top bottom"):
        with pytest.raises(RuleError, match="two harbors"):
            parse_board("0,0 forest 5; " + bad)
    with pytest.raises(RuleError, match="one Council"):
        parse_board("0,0 forest 5; 1,0 council 0 3; 2,0 council 0 3")


def test_the_council_comes_with_scenario_3_next_to_the_start_island() -> None:
    # catan-ep-fr: "en prenant soin de remplacer la pièce D1 par la pièce D2 - Le Conseil de Catane"; "Comme elle
    # borde l'île de départ"
    with pytest.raises(RuleError, match="Council of Catan"):
        new_game(2, scenario=3, board="0,0 forest 5; 1,0 sea; 0,-1 north; 0,1 south")
    with pytest.raises(RuleError, match="Council of Catan"):
        new_game(2, scenario=4, board="0,0 forest 5; 1,0 sea; 2,0 council 0 3")  # not by the island
    with pytest.raises(RuleError, match="no Council"):
        new_game(2, scenario=2, board="0,0 forest 5; 1,0 council 0 3")
    assert new_game(2, scenario=5, board="0,0 forest 5; 1,0 council 0 3").hexes[1].ports == (0, 3)


def test_the_council_is_sea_ships_sail_its_sides_and_no_pirate_goes_there() -> None:
    # catan-ep-fr: "Le Conseil de Catane est une tuile Mer." "il n'est pas permis d'y placer un bateau pirate."
    state = table(scenario=3, ships=[ship(0, RED, E((1, 0), (2, -1)))])
    assert apply(state, MoveShip(RED, 0, BY_ISLAND)).ships[0].edge == BY_ISLAND
    pirate = table(scenario=3, phase=Phase.PIRATE, pirate_due=PirateDue.SEVEN)
    with pytest.raises(RuleError, match="sea hex"):
        apply(pirate, PlacePirate(RED, COUNCIL))
    assert apply(pirate, PlacePirate(RED, (3, 0))).pirate is not None


def council_land_table() -> CatanState:
    """(3,-1), east of the Council, turned up as a forest of the north zone: a coast along the Council."""
    state = table(scenario=3, hands={RED: Resources(wood=3, brick=3)},
                  ships=[ship(0, RED, E(COUNCIL, (3, 0)), Piece.SETTLER), ship(1, RED, E((2, -1), COUNCIL),
                                                                             Piece.SETTLER)])
    return with_hex(state, (3, -1), Kind.FOREST, 5, zone=Zone.NORTH)


def test_no_road_or_settlement_on_the_council_but_by_the_start_island() -> None:
    # catan-ep-fr: "il n'est pas possible de construire une route sur l'un de ses côtés ni de construire une
    # colonie sur l'une de ses intersections (à l'exception du côté partagé avec l'île de départ)"
    state = council_land_table()
    with pytest.raises(RuleError, match="Council of Catan's sea hex"):
        apply(state, BuildRoad(RED, E(COUNCIL, (3, -1))))  # a coast of the forest, but a side of the Council
    with pytest.raises(RuleError, match="Council of Catan's sea hex"):
        apply(state, Found(RED, 0, C(COUNCIL, (3, -1), (3, 0))))  # the settler ship points there
    by_island = C((2, -1), COUNCIL, (1, 0))  # an end of the side shared with the start island
    founded = apply(state, Found(RED, 1, by_island))
    assert founded.buildings[-1] == Building(RED, by_island)
    road = table(scenario=3, buildings=[Building(RED, by_island)], hands={RED: Resources(wood=1, brick=1)})
    assert apply(road, BuildRoad(RED, BY_ISLAND)).roads[-1].edge == BY_ISLAND


def test_a_ship_pointing_at_a_harbor_unloads_fish_and_sacks_for_a_step_each_and_sails_on() -> None:
    # catan-ep-fr: "Si l'une des extrémités d'un de vos bateaux chargés d'un banc de poissons pointe l'un de ces
    # ports, vous devez décharger votre bateau. La figurine banc de poissons est remise dans la réserve. Ensuite,
    # vous avancez votre marqueur d'une (1) case"; "pour chaque sac ainsi remis, vous avancez votre marqueur d'une
    # (1) case"; "vous pouvez continuer votre déplacement après en avoir déchargé un"
    state = table(players=2, scenario=5, ships=[ship(0, RED, E((3, -1), (3, 0)), Piece.FISH),
                                                ship(1, RED, E((2, 1), (3, 0)), Piece.SACK, Piece.SACK),
                                                ship(2, BLUE, E((3, -1), (3, 0)), Piece.FISH)])
    before = GAME.view(state, None).supply
    state = apply(state, MoveShip(RED, 0, E((3, -1), COUNCIL)))  # its end points at the top harbor
    assert state.ships[0].cargo == () and step_of(state, RED, Mission.FISH) == 1
    assert GAME.view(state, None).supply.fish == before.fish + 1
    assert state.turn.moves_left == 3
    state = apply(state, MoveShip(RED, 0, E(COUNCIL, (3, 0))))  # sails on
    assert state.turn.moves_left == 2
    state = apply(state, MoveShip(RED, 1, E((2, 1), COUNCIL)))  # bottom harbor: two sacks, two steps
    assert state.ships[1].cargo == () and step_of(state, RED, Mission.SPICES) == 2
    assert state.ships[2].cargo == (Piece.FISH,)  # Blue's ship has not moved: nothing for Blue
    assert step_of(state, BLUE, Mission.FISH) == 0
