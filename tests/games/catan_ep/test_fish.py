"""Fish for Catan (scenarios 3-5): discovering a shoal, the fish die between ship moves, taking a fish, the pirate
and the fish. Delivery at the Council's harbors: test_council.py."""

from __future__ import annotations

from typing import Any

import pytest

from games.base import RuleError
from games.catan_ep.actions import (BuildRoad, FishRoll, Jettison, MoveShip, PlacePirate, Reveal, TakeFish,
                                    Transfer)
from games.catan_ep.model import (Building, CatanState, Kind, Phase, Piece, PirateDue, PirateShip, Resource, Resources,
                                  Zone)

from .helpers import BLUE, RED, C, E, GAME, apply, hex_of, ship, table, with_hex

SHOAL = (3, -2)  # a north hex turned up as a fish shoal showing a 4
ALONG = E((2, -1), SHOAL)  # a ship lying along the shoal
POINTING = E((2, -1), (2, -2))  # a ship whose end points at a corner of the shoal
AWAY = E((1, 0), (2, -1))


def shoal_table(scenario: int = 3, fish: bool = False, **changes: object) -> CatanState:
    state = table(scenario=scenario, **changes)  # type: ignore[arg-type]
    return with_hex(state, SHOAL, Kind.FISH, 4, zone=Zone.NORTH, fish=fish)


def test_discovering_a_fish_shoal_pays_2_gold_and_shows_a_die_face() -> None:
    # catan-ep-fr: "Chaque tuile Banc de poissons montre un dé numéroté de 1 à 6. Lorsqu'un joueur découvre une
    # tuile Banc de poissons, il reçoit 2 pièces d'or."
    state = table(scenario=3, ships=[ship(0, RED, E((1, -1), (2, -2)))])
    state = with_hex(apply(state, MoveShip(RED, 0, E((1, -2), (2, -2)))), (0, -3), Kind.FISH, 5, zone=Zone.NORTH)
    for face in (0, 7, None, 5):  # 5: the other shoal shows it (the die names one tile)
        with pytest.raises(RuleError, match="die face"):
            apply(state, Reveal((2, -3), Kind.FISH, face))
    state = apply(state, Reveal((2, -3), Kind.FISH, 2))
    assert state.seats[RED].gold == 2 and hex_of(state, (2, -3)).number == 2 and not hex_of(state, (2, -3)).fish


def test_the_fish_die_places_a_fish_on_the_discovered_shoal_it_names() -> None:
    # catan-ep-fr: "Si vous obtenez le nombre d'une tuile Banc de poissons dévoilée, prenez une figurine banc de
    # poissons de la réserve et placez-la sur la tuile désignée par le dé."; "Vous lancez 1 seul dé."
    state = shoal_table()
    rolled = apply(state, FishRoll(RED, 4))
    assert hex_of(rolled, SHOAL).fish and GAME.view(rolled, None).supply.fish == 5
    assert rolled.phase is Phase.MOVE  # "durant votre phase de déplacement": no more building
    with pytest.raises(RuleError, match="No trade or building"):
        apply(rolled, BuildRoad(RED, E((0, 0), (1, 0))))
    with pytest.raises(RuleError, match="once a turn"):
        apply(rolled, FishRoll(RED, 4))
    with pytest.raises(RuleError, match="1 to 6"):
        apply(state, FishRoll(RED, 7))
    # "si le résultat du dé indique une tuile qui n'a pas été dévoilée, aucun banc de poissons n'est placé"
    assert not any(h.fish for h in apply(state, FishRoll(RED, 3)).hexes)


def test_no_fish_where_one_lies_or_the_pirate_is_and_none_once_all_6_are_out() -> None:
    # catan-ep-fr: "il y déjà une figurine Banc de poissons sur la tuile, ou un bateau pirate occupe déjà cette
    # tuile."; "Si la réserve de figurines bancs de poissons est épuisée, vous ne pouvez lancer le dé"
    assert GAME.view(apply(shoal_table(fish=True), FishRoll(RED, 4)), None).supply.fish == 5  # still one
    pirate = apply(shoal_table(pirate=PirateShip(BLUE, *SHOAL)), FishRoll(RED, 4))
    assert not hex_of(pirate, SHOAL).fish
    full = shoal_table(fish=True)
    for face, at in enumerate(((0, -3), (1, -3), (2, -3), (3, -3), (-1, -2)), start=1):
        full = with_hex(full, at, Kind.FISH, face, zone=Zone.NORTH, fish=True)
    with pytest.raises(RuleError, match="All 6 fish"):
        apply(full, FishRoll(RED, 4))


def test_the_fish_die_never_interrupts_a_ship_s_move() -> None:
    # catan-ep-fr: "vous ne pouvez interrompre le mouvement d'un de vos bateaux pour faire ceci. Vous devez donc
    # avoir terminé ou ne pas avoir commencé le déplacement d'un bateau"
    state = shoal_table(ships=[ship(0, RED, AWAY), ship(1, RED, E((1, 0), (2, 0)))])
    state = apply(state, MoveShip(RED, 0, E((1, 0), (2, 0))), FishRoll(RED, 1))  # ship 0's move is over
    with pytest.raises(RuleError, match="action is over"):
        apply(state, MoveShip(RED, 0, AWAY))
    assert apply(state, MoveShip(RED, 1, E((1, 1), (2, 0)))).ships[1].edge == E((1, 1), (2, 0))
    with pytest.raises(RuleError, match="Fish for Catan mission"):
        apply(table(scenario=2), FishRoll(RED, 4))


def test_a_ship_pointing_at_or_along_the_shoal_takes_the_fish_fills_its_hold_and_sails_on() -> None:
    # catan-ep-fr: "Vous pouvez pêcher un banc de poissons lorsqu'une des extrémités d'un de vos bateaux pointe
    # une tuile avec une figurine banc de poissons (A) ou lorsque votre bateau est adjacent à cette tuile."; "la
    # figurine banc de poissons occupe les deux espaces d'un bateau"; "vous pouvez continuer le déplacement"
    for edge in (ALONG, POINTING):
        state = apply(shoal_table(fish=True, ships=[ship(0, RED, edge)]), TakeFish(RED, 0, SHOAL))
        assert state.ships[0].cargo == (Piece.FISH,) and not hex_of(state, SHOAL).fish
        assert state.turn.moves_left == 4
    state = shoal_table(fish=True, ships=[ship(0, RED, AWAY), ship(1, RED, ALONG, Piece.CREW)])
    with pytest.raises(RuleError, match="points at or lies along"):
        apply(state, TakeFish(RED, 0, SHOAL))
    with pytest.raises(RuleError, match="empty the hold"):
        apply(state, TakeFish(RED, 1, SHOAL))
    emptied = apply(state, Jettison(RED, Piece.CREW, ship=1), TakeFish(RED, 1, SHOAL))  # "retirée du bateau"
    assert emptied.ships[1].cargo == (Piece.FISH,)
    with pytest.raises(RuleError, match="no fish"):
        apply(emptied, TakeFish(RED, 0, SHOAL))


def pirate_seven(**changes: Any) -> CatanState:
    return shoal_table(seat=BLUE, phase=Phase.PIRATE, pirate_due=PirateDue.SEVEN, **changes)


def test_a_pirate_placed_on_a_fish_sends_it_back() -> None:
    # catan-ep-fr: "Si un bateau pirate est placé sur une tuile avec une figurine banc de poissons, cette figurine
    # est remise dans la réserve."
    state = apply(pirate_seven(fish=True), PlacePirate(BLUE, SHOAL))
    assert state.pirate == PirateShip(BLUE, *SHOAL) and not hex_of(state, SHOAL).fish
    assert GAME.view(state, None).supply.fish == 6


def test_pirates_never_rob_a_ship_carrying_fish() -> None:
    # catan-ep-fr: "Cependant, un bateau pirate ne pille jamais un bateau adjacent chargé d'un banc de poissons."
    hands = {RED: Resources(wood=1)}
    state = pirate_seven(ships=[ship(0, RED, ALONG, Piece.FISH)], hands=hands)
    with pytest.raises(RuleError, match="not one carrying fish"):
        apply(state, PlacePirate(BLUE, SHOAL, RED, Resource.WOOD))
    assert apply(state, PlacePirate(BLUE, SHOAL)).seats[RED].hand == Resources(wood=1)
    other = pirate_seven(ships=[ship(0, RED, ALONG, Piece.FISH), ship(1, RED, POINTING)], hands=hands)
    assert apply(other, PlacePirate(BLUE, SHOAL, RED, Resource.WOOD)).seats[BLUE].hand == Resources(wood=1)


def test_a_fish_fills_a_dock_too_and_goes_back_to_the_supply_when_put_back() -> None:
    # catan-ep-fr: "Une colonie portuaire possède un bassin où vous pouvez mettre deux petites pièces (unités, sacs
    # d'épices) ou une grande pièce (colon, banc de poissons)."; "Une figurine peut être retirée du bateau et
    # remise dans la réserve."
    harbor = C((1, -1), (1, -2), (2, -2))
    state = shoal_table(buildings=[Building(RED, harbor, harbor=True, dock=(Piece.CREW,))],
                        ships=[ship(0, RED, E((1, -1), (2, -2)), Piece.FISH)])
    with pytest.raises(RuleError, match="No room"):
        apply(state, Transfer(RED, 0, harbor, (), (Piece.CREW, Piece.FISH)))
    swapped = apply(state, Transfer(RED, 0, harbor, (Piece.CREW,), (Piece.FISH,)))
    assert swapped.buildings[0].dock == (Piece.FISH,) and swapped.ships[0].cargo == (Piece.CREW,)
    thrown = apply(state, Jettison(RED, Piece.FISH, ship=0))
    assert thrown.ships[0].cargo == () and GAME.view(thrown, None).supply.fish == 6
