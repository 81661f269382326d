"""Set-up and the first-islands round: rulebook "MISE EN PLACE", "PREMIÈRES ÎLES", the Note on the redraw."""

from __future__ import annotations

import pytest

from games import base
from games.base import RuleError, Setup
from games.ilos.actions import EndTurn, FirstIsland, Plantation, Redraw, RevealTile
from games.ilos.model import Phase, Spot, TileSpec
from games.ilos.setup import CARDS

from .helpers import (ANA, BEN, CLEO, DAN, DYE, EAST, EBONY, FILLER, GAME, GOLD, LAIR, PRICES, RUINS, SPICES, WEST,
                      apply, archipelago_start, cards_in_play, first_islands, new_game, refill, spots)


def test_ilos_is_registered_and_seats_two_to_five() -> None:
    # Box: 2-5 players; "POUR CHAQUE COULEUR : 1 ÉCRAN ET 1 PLATEAU DE PRODUCTION" (5 colours)
    assert isinstance(base.get("ilos"), type(GAME)) and (GAME.min_players, GAME.max_players) == (2, 5)
    for players in (1, 6):
        with pytest.raises(RuleError, match=f"Ilos is played by 2 to 5 players, not {players}"):
            new_game(players)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_table_at_the_start(players: int) -> None:
    # ilos-fr: "prenez au hasard 4 Tuiles par joueur"; "Révélez les 3 premières Tuiles"; "Chaque joueur
    # pioche 5 cartes Action"; "Placez 8 jetons Marché"
    state = new_game(players)
    assert state.phase is Phase.FIRST_ISLANDS and state.seat == 0
    assert state.tile_pile == 4 * players and state.area == () and state.reveal_due
    assert all(s.hand == 5 for s in state.seats) and state.deck == CARDS - 5 * players and state.discard == 0
    assert state.raises == (0, 0, 0, 0)
    state = refill(state, [])
    assert len(state.area) == 3 and state.tile_pile == 4 * players - 3 and not state.reveal_due


def test_a_game_starts_without_the_price_rows_and_checks_a_row_given_at_set_up() -> None:
    # The rulebook does not print the rows of the Cours du Marché: a row known at set-up comes through Setup.options;
    # the others are read off the board when the game first needs them (games/ilos/figures.py, test_figures.py).
    names = [("Ana", "red"), ("Ben", "blue")]
    assert GAME.initial_state(Setup.of(names)).prices == (None, None, None, None)
    missing = {k: v for k, v in PRICES.items() if k != "gold_prices"}
    assert GAME.initial_state(Setup.of(names, **missing)).prices[2] is None
    with pytest.raises(RuleError, match="must be 5 whole prices from the starting price, not '1 2 3'"):
        GAME.initial_state(Setup.of(names, **{**PRICES, "dye_prices": "1 2 3"}))
    with pytest.raises(RuleError, match="goes down"):
        GAME.initial_state(Setup.of(names, **{**PRICES, "dye_prices": "1, 3, 2, 4, 5"}))
    state = GAME.initial_state(Setup.of(names, **{**PRICES, "spices_prices": [1, 2, 3, 5, 8]}))
    assert state.prices[3] == (1, 2, 3, 5, 8) and state.prices[0] == (2, 3, 4, 5, 6)


def test_unknown_options_and_values_are_refused_with_what_is_allowed() -> None:
    with pytest.raises(RuleError, match="Ilos has no option pirates; its options are .*first_islands"):
        new_game(3, pirates=True)
    with pytest.raises(RuleError, match="The option take_from cannot be 'me'; it can be 'others', 'anyone'"):
        new_game(3, take_from="me")


def test_setups_the_rules_refuse() -> None:
    with pytest.raises(RuleError, match="Two players have the same name"):
        GAME.initial_state(Setup.of([("Ana", "red"), ("ana", "blue")], **PRICES))
    with pytest.raises(RuleError, match="The first player must be one of the players: seat 0 to 1"):
        GAME.initial_state(Setup.of([("Ana", "red"), ("Ben", "blue")], first_seat=2, **PRICES))


def test_the_exploration_area_is_refilled_at_once_and_only_from_the_pile() -> None:
    # ilos-fr: "Les Tuiles mises en jeu sont toujours immédiatement remplacées par la première Tuile de la
    # pioche quand elles sont prises."
    state = refill(new_game(2), [])
    with pytest.raises(RuleError, match="already shows 3 tiles"):
        apply(state, RevealTile(FILLER))
    state = apply(state, FirstIsland(ANA, 0, 0, 0, 0, 0))
    assert len(state.area) == 2 and state.reveal_due
    with pytest.raises(RuleError, match="Turn up the next tile of the exploration pile first"):
        apply(state, FirstIsland(BEN, 0, 1, 0, 0, 0))
    state = apply(state, RevealTile(FILLER))
    assert len(state.area) == 3 and state.tile_pile == 8 - 4


def test_a_tile_description_the_table_enters_is_checked() -> None:
    state = new_game(2)
    with pytest.raises(RuleError, match="A tile holds 1 to 6 lands"):
        apply(state, RevealTile(TileSpec(0)))
    with pytest.raises(RuleError, match="numbered 0 to 0 on this tile, not 1"):
        apply(state, RevealTile(TileSpec(1, north=(1,))))
    with pytest.raises(RuleError, match="A spot lies on one of the tile's lands"):
        apply(state, RevealTile(TileSpec(1, spots=(Spot(2, DYE),))))


def test_the_first_islands_round_goes_round_the_table_then_the_first_player_plays() -> None:
    # ilos-fr PREMIÈRES ÎLES: "le 1er joueur choisit une Tuile de la zone d'exploration, la place au centre de
    # la table, et place un Navire sur la côte d'une île de la Tuile ... Les autres joueurs dans l'ordre du tour
    # font de même en connectant leur Tuile à au moins une Tuile en jeu et en agrandissant au moins une île."
    state = refill(new_game(3, first_seat=1), [LAIR, WEST, EAST])
    assert state.seat == BEN
    with pytest.raises(RuleError, match="It is Ben's turn to place a first island; Ana waits for their own"):
        apply(state, FirstIsland(ANA, 0, 0, 0, 0, 0))
    with pytest.raises(RuleError, match="The first-islands round comes first: Ben places a tile"):
        apply(state, Plantation(BEN, 0, 0))
    state = first_islands(new_game(3, first_seat=1), [(LAIR, 0, 0, 0), (WEST, -1, 0, 1), (EAST, 1, 0, 1)])
    assert state.phase is Phase.ACTIONS and state.seat == BEN
    assert [(s.seat, s.tile, s.land) for s in state.ships] == [(BEN, 0, 0), (CLEO, 1, 1), (ANA, 2, 1)]
    assert all(s.hand == 5 for s in state.seats)  # the first ship is free
    with pytest.raises(RuleError, match="Ana has placed their first island; a tile is now played with a Ship card"):
        apply(state, FirstIsland(ANA, 0, 0, 1, 0, 0))


def test_the_first_islands_join_a_coast() -> None:
    # ilos-fr: "en connectant leur Tuile à au moins une Tuile en jeu et en agrandissant au moins une île"
    state = first_islands(new_game(2), [(LAIR, 0, 0, 0)], extra=(EAST,))
    with pytest.raises(RuleError, match=r"A new tile must touch the map; that place touches no tile in play"):
        apply(state, FirstIsland(BEN, state.area.index(EAST), 5, 5, 0, 0))
    with pytest.raises(RuleError, match="shows land where the tile it meets shows sea"):
        apply(state, FirstIsland(BEN, state.area.index(EAST), 0, -1, 3, 0))  # turned: its north side is land


def test_the_redraw_is_once_and_at_the_start() -> None:
    # ilos-fr Note: "Au début de la partie si votre main ne vous plaît pas vous pouvez défausser une fois tout
    # ou partie de vos cartes et piocher pour vous refaire une main de 5 cartes."
    state = new_game(3)
    deck = state.deck
    state = apply(state, Redraw(BEN, 5))
    assert state.seats[BEN].hand == 5 and state.deck == deck - 5 and state.discard == 5
    with pytest.raises(RuleError, match="Ben already redrew their opening hand"):
        apply(state, Redraw(BEN, 1))
    with pytest.raises(RuleError, match="Ana may discard 1 to 5 cards of the opening hand and draw as many, not 0"):
        apply(state, Redraw(ANA, 0))
    state = archipelago_start()
    state = apply(state, Redraw(CLEO, 2))  # Cleo has not played a card yet
    state = apply(state, EndTurn(ANA))
    with pytest.raises(RuleError, match="The redraw is at the start of the game, before Ana plays a card"):
        apply(state, Redraw(ANA, 2))
    assert cards_in_play(state) == CARDS


def test_option_first_turn_opens_each_first_turn_with_the_first_island() -> None:
    # Reading (docs/rules/ilos.md, first_islands): "first_turn" makes the first island the opening of each
    # player's first turn instead of a round of its own.
    state = refill(new_game(2, first_islands="first_turn"), [LAIR, WEST])
    assert state.phase is Phase.ACTIONS
    with pytest.raises(RuleError, match="Ana first places their first island"):
        apply(state, EndTurn(ANA))
    state = apply(state, FirstIsland(ANA, 0, 0, 0, 0, 0))
    assert state.seat == ANA and state.phase is Phase.ACTIONS
    state = apply(refill(state, []), Plantation(ANA, 0, 0))  # Ana plays on in her first turn
    state = apply(state, EndTurn(ANA))
    with pytest.raises(RuleError, match="Ben first places their first island"):
        apply(state, EndTurn(BEN))
    state = apply(state, FirstIsland(BEN, state.area.index(WEST), -1, 0, 0, 0))
    assert state.seats[BEN].first_island and state.seat == BEN


def test_the_rulebooks_first_islands_for_four_players() -> None:
    # ilos-fr "Exemple de premières îles à 4 joueurs : Rouge est le 1er joueur. Il pose une Tuile et place un de ses
    # bateaux dessus. Vert est 2e, il connecte sa Tuile à la première en agrandissant l'île de Rouge mais choisit de
    # placer son Navire sur l'autre île de sa Tuile. Noir est 3e, il connecte sa Tuile à la première en agrandissant
    # la seconde île et place son Navire sur l'autre île de sa Tuile. Jaune est 4e, il connecte sa Tuile à la
    # première en agrandissant l'île de Rouge et place son Navire sur la même île." The tiles are drawings: made up
    # here with the lands the text names (Red's tile: one island to the west and north, a second to the east).
    red = TileSpec(2, spots(EBONY) + spots(DYE, land=1), north=(0,), east=(1,), west=(0,))
    green = TileSpec(2, spots(SPICES) + spots(GOLD, land=1), east=(0,))  # land 1: an islet
    black = TileSpec(2, spots(DYE) + spots(RUINS, land=1), west=(0,))
    yellow = TileSpec(1, spots(EBONY, SPICES), south=(0,))
    state = first_islands(new_game(4), [(red, 0, 0, 0), (green, -1, 0, 1), (black, 1, 0, 1), (yellow, 0, -1, 0)])
    reds_island, second = state.tiles[0].islands
    assert state.tiles[1].islands[0] == reds_island and state.tiles[3].islands[0] == reds_island  # grown by both
    assert state.tiles[2].islands[0] == second  # Black grows the second island
    on = {ship.seat: state.tiles[ship.tile].islands[ship.land or 0] for ship in state.ships}
    assert on[ANA] == on[DAN] == reds_island  # Yellow's ship on the same island as Red's
    assert on[BEN] == state.tiles[1].islands[1] != reds_island and on[CLEO] == state.tiles[2].islands[1] != second
    assert len({on[ANA], on[BEN], on[CLEO]}) == 3 and state.phase is Phase.ACTIONS
