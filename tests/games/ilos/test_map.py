"""The archipelago and the Ship card: rulebook "RÈGLE D'EXPLORATION", "Îles", "NAVIRE", "Navire"."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.base import RuleError
from games.ilos import archipelago, costs
from games.ilos.actions import EndTurn, GoldMine, Plantation, RevealTile, ShipDock, ShipExplore, ShipLair
from games.ilos.model import BuildingKind, IlosState, Pioneer, Ship, TileSpec

from .helpers import (ANA, BEN, BUILDING, CLEO, DYE, EBONY, FILLER, GOLD, RUINS, SPICES, apply, archipelago_start,
                      first_islands, land_tile, new_game, refill, spots, with_hands)

HOME = land_tile(EBONY, DYE, GOLD, BUILDING)
NEXT = land_tile(SPICES, RUINS, BUILDING, GOLD)
TWO_ON_SOUTH = TileSpec(2, spots(EBONY) + spots(DYE, land=1), south=(0, 1))  # two coasts cut the south edge
BRIDGE = TileSpec(1, spots(GOLD), north=(0, 0))  # one land meeting both
SPLIT = TileSpec(2, spots(EBONY) + spots(SPICES, land=1), north=(0, 1))
ONE_NORTH = TileSpec(1, spots(EBONY), north=(0,))


def open_start(players: int = 2) -> IlosState:
    islands = [(HOME, 0, 0, 0), (NEXT, 1, 0, 0), (FILLER, 2, 0, 0)][:players]
    return first_islands(new_game(players), islands)


def test_a_tile_joins_a_coast_land_to_land_and_sea_to_sea() -> None:
    # ilos-fr RÈGLE D'EXPLORATION: "Vous devez vous connecter à au moins une côte d'une île déjà en jeu ... Vous
    # devez respecter le dessin. Par exemple, vous ne pouvez pas connecter un côté où il n'y a que de la mer à
    # un côté où il y a de la terre."
    state = with_hands(archipelago_start(), ana=9)
    sea_south = TileSpec(1, spots(EBONY), (0,), (0,), (), (0,))
    state = refill(replace(state, area=(sea_south, land_tile(EBONY))), [])  # scenario: these two face up
    with pytest.raises(RuleError, match=r"must join at least one coast of an island in play; there it meets "
                                        r"only sea"):
        apply(state, ShipExplore(ANA, 0, 0, -1, 0, 0))  # above the lair tile, whose north side is sea
    with pytest.raises(RuleError, match=r"The new tile shows land where the tile it meets shows sea") as clash:
        apply(state, ShipExplore(ANA, 1, 0, -1, 0, 0))
    assert (clash.value.params["x"], clash.value.params["y"]) == (0, 0)  # the tile it clashes with
    with pytest.raises(RuleError, match=r"That place already holds a tile"):
        apply(state, ShipExplore(ANA, 1, 0, 0, 0, 0))
    with pytest.raises(RuleError, match=r"A new tile must touch the map; that place touches no tile in play"):
        apply(state, ShipExplore(ANA, 1, 3, 3, 0, 0))
    assert archipelago.legal_places(state.tiles, state.area[0]) == []  # this map is closed by sea


def test_each_stretch_of_coast_meets_one_and_joined_lands_become_one_island() -> None:
    # ilos-fr Îles: "Une île peut être composée d'une ou plusieurs Tuiles connectées. Un Navire qui est sur la
    # côte d'une île a accès à toute l'île quel que soit le nombre de Tuiles qui la composent."
    tiles = archipelago.place((), TWO_ON_SOUTH, 0, 0)
    assert tiles[0].islands == (0, 1)
    with pytest.raises(RuleError, match=r"has 1 stretch of coast on the edge it shares with a tile that "
                                        r"has 2 stretches of coast"):
        archipelago.place(tiles, ONE_NORTH, 0, 1)
    split = archipelago.place(tiles, SPLIT, 0, 1)
    # the edges run in opposite directions: the new tile's western stretch meets the old tile's western one
    assert split[1].islands == (1, 0)
    bridged = archipelago.place(tiles, BRIDGE, 0, 1)
    assert bridged[0].islands == (0, 0) and bridged[1].islands == (0,)  # the two islands are one now


def test_a_tile_can_be_turned() -> None:
    # "Vous devez respecter le dessin": the table turns the tile to make it fit (quarter turns clockwise).
    turned = archipelago.turned(TileSpec(1, west=(0,)), 1)
    assert turned.sides == ((0,), (), (), ())
    assert archipelago.turned(turned, 3) == TileSpec(1, west=(0,))
    tiles = archipelago.place((), TWO_ON_SOUTH, 0, 0)
    assert (0, 1, 1) in archipelago.legal_places(tiles, TileSpec(1, west=(0, 0)))


def test_the_ship_card_docks_a_ship_on_an_island_in_play_for_one_card() -> None:
    # ilos-fr NAVIRE: "Coût : Défaussez 1 carte. Condition : Aucune"; "ajoutez un de vos Navires sur la côte
    # d'une île déjà en jeu (même occupée)"
    state = archipelago_start()
    state = apply(state, ShipDock(ANA, 2, 1))  # Cleo's islet: occupied, still open to ships
    assert state.seats[ANA].hand == 3 and state.discard == 2 and Ship(ANA, 2, 1) in state.ships
    assert state.ships_of(ANA) == 2


def test_five_ships_then_the_card_moves_one() -> None:
    # ilos-fr: "5 NAVIRES"; NAVIRE: "Ajoutez un Navire de votre Réserve ou déplacez un Navire déjà en jeu"
    state = with_hands(archipelago_start(), ana=20)
    state = apply(state, *[ShipDock(ANA, 0, 0)] * 4)
    assert state.ships_of(ANA) == 5
    with pytest.raises(RuleError, match="All 5 of Ana's ships are in play; the Ship card can move one of them"):
        apply(state, ShipDock(ANA, 1, 1))
    with pytest.raises(RuleError, match="Ship 1 is not one of Ana's ships in play; theirs are 0, 3, 4, 5, 6"):
        apply(state, ShipDock(ANA, 1, 1, move_from=1))
    with pytest.raises(RuleError, match="That ship is already on this coast"):
        apply(state, ShipDock(ANA, 0, 0, move_from=0))
    moved = apply(state, ShipDock(ANA, 1, 1, move_from=0))
    assert moved.ships_of(ANA) == 5 and moved.ships[-1] == Ship(ANA, 1, 1) and moved.seats[ANA].hand == 10


def test_exploring_plays_a_tile_and_lands_the_ship_on_one_of_its_islands() -> None:
    # ilos-fr NAVIRE: "mettez en jeu une Tuile de la zone d'exploration et placez un de vos Navires sur la côte
    # d'une de ses îles"; "Remplacez la Tuile mise en jeu immédiatement en piochant une nouvelle Tuile"
    state = open_start()
    with pytest.raises(RuleError, match="This tile has lands 0 to 0; a ship goes on the coast of one of them, not "
                                        "land 1"):
        apply(state, ShipExplore(ANA, 0, 0, 1, 0, 1))
    state = apply(state, ShipExplore(ANA, 0, 0, 1, 0, 0))
    assert state.ships[-1] == Ship(ANA, 2, 0) and len(state.tiles) == 3 and state.reveal_due
    assert state.seats[ANA].hand == 3
    with pytest.raises(RuleError, match="Turn up the next tile"):
        apply(state, ShipDock(ANA, 0, 0))
    assert state.island(2, 0) == state.island(0, 0)


def test_once_the_pile_is_empty_the_area_is_played_out() -> None:
    # ilos-fr: "Lorsque la pioche de Tuiles est vide, vous pouvez continuer à mettre en jeu les Tuiles de la
    # zone d'exploration jusqu'à ce qu'il n'y en ait plus."
    state = with_hands(open_start(), ana=30)
    for x in range(6):
        assert state.tile_pile == max(0, 3 - x) and len(state.area) == min(3, 6 - x)
        mine = next(i for i, ship in enumerate(state.ships) if ship.seat == ANA)
        state = refill(apply(state, ShipExplore(ANA, 0, x, 1, 0, 0, move_from=mine)), [])
    assert state.tile_pile == 0 and state.area == ()
    with pytest.raises(RuleError, match="The exploration area is empty: every tile is in play"):
        apply(state, ShipExplore(ANA, 0, 0, 2, 0, 0))
    with pytest.raises(RuleError, match="The exploration pile is empty"):
        apply(state, RevealTile(FILLER))


def test_a_ship_occupies_a_free_pirate_lair_of_a_tile_in_play() -> None:
    # ilos-fr NAVIRE: "Occuper un Repaire de pirates : ajoutez un de vos Navires sur un Repaire de pirates
    # disponible. Vous ne pouvez pas mettre en jeu une Tuile si vous faites cette action."
    state = apply(archipelago_start(), EndTurn(ANA))
    with pytest.raises(RuleError, match=r"That tile has no pirate lair"):
        apply(state, ShipLair(BEN, 2))
    state = apply(state, ShipLair(BEN, 0))
    assert state.ships[-1] == Ship(BEN, 0, None) and state.seats[BEN].hand == 5 - 2
    state = apply(state, EndTurn(BEN))
    with pytest.raises(RuleError, match=r"The pirate lair of that tile is held by Ben's ship"):
        apply(state, ShipLair(CLEO, 0))
    state = apply(state, ShipLair(CLEO, 1))
    assert [s.tile for s in state.ships if s.land is None] == [0, 1]


def test_only_the_seat_whose_turn_it_is_plays_cards() -> None:
    # ilos-fr COMMENT JOUER: "Les Joueurs jouent dans le sens des aiguilles d'une montre"
    state = archipelago_start()
    with pytest.raises(RuleError, match="It is Ana's turn; Ben plays in their own turn"):
        apply(state, ShipDock(BEN, 0, 0))
    with pytest.raises(RuleError, match="There is no seat 7; this table has seats 0 to 2"):
        apply(state, ShipDock(7, 0, 0))
    with pytest.raises(RuleError, match=r"The map holds tiles 0 to 2 \(in the order they were played\); there is "
                                        r"no tile 3"):
        apply(state, ShipDock(ANA, 3, 0))


def test_a_tile_may_touch_several_tiles_if_every_edge_fits() -> None:
    # ilos-fr RÈGLE D'EXPLORATION: "Vous pouvez la connecter à plus d'une Tuile si les connexions sont valides."
    tiles = archipelago.place((), HOME, 0, 0)
    tiles = archipelago.place(archipelago.place(tiles, NEXT, 1, 0), FILLER, 0, 1)
    sea_west = TileSpec(1, spots(EBONY), (0,), (0,), (0,), ())
    with pytest.raises(RuleError, match=r"shows sea where the tile it meets shows land") as clash:
        archipelago.place(tiles, sea_west, 1, 1)  # fits the tile above, not the one on its left
    assert (clash.value.params["x"], clash.value.params["y"]) == (0, 1)
    assert len(set(archipelago.place(tiles, FILLER, 1, 1)[-1].islands)) == 1


def test_islands_that_merge_keep_their_ships_pioneers_and_forts() -> None:
    # ilos-fr Îles: "Un Navire qui est sur la côte d'une île a accès à toute l'île quel que soit le nombre de
    # Tuiles qui la composent." Reading (docs/rules/ilos.md): a fort shields its owner on its island, the whole
    # of it once tiles have joined it to another.
    state = archipelago_start()
    tiles = archipelago.place((), TWO_ON_SOUTH, 0, 0)
    state = replace(state, tiles=tiles, ships=(Ship(ANA, 0, 1), Ship(BEN, 0, 0)),
                    pioneers=(Pioneer(ANA, 0, 0, BuildingKind.FORT),))
    assert not costs.has_fort(state, ANA, state.island(0, 1)) and costs.ships_on(state, ANA, 0) == 0
    merged = replace(state, tiles=archipelago.place(tiles, BRIDGE, 0, 1))
    assert costs.has_fort(merged, ANA, merged.island(0, 1)) and costs.ships_on(merged, ANA, 0) == 1
    assert costs.ships_on(merged, BEN, merged.island(1, 0)) == 1


def test_pioneers_may_follow_a_ship_onto_the_island_it_explored_at_once() -> None:
    # ilos-fr NAVIRE: "Vous pouvez immédiatement jouer des Pionniers sur cette île en jouant la carte appropriée
    # et en payant son coût."
    state = refill(apply(with_hands(open_start(), ana=13), ShipExplore(ANA, 0, 0, 1, 0, 0)), [])
    after = apply(state, ShipDock(ANA, 2, 0), Plantation(ANA, 2, 0))
    assert after.pioneers[-1].tile == 2 and after.seats[ANA].hand == 13 - 2 - 2 - 3
    assert apply(after, GoldMine(ANA, 0, 2)).pioneers_of(ANA) == 2  # the same island, two ships on it


def test_a_pioneer_stays_when_its_ship_sails_away() -> None:
    # ilos-fr Pionnier: "Une fois joué un Pionnier ne peut plus être déplacé ni enlevé, vous bénéficiez de ses
    # effets jusqu'à la fin de la partie."
    state = apply(with_hands(archipelago_start(), ana=10), Plantation(ANA, 0, 0), ShipDock(ANA, 2, 1, move_from=0))
    assert state.ships_of(ANA) == 1 and state.pioneers_of(ANA) == 1
    state = apply(state, EndTurn(ANA))
    assert state.seats[ANA].stash.ebony == 1
