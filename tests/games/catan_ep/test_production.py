"""The roll: production, the gold for getting nothing, gold rivers, the 7 and its discards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.base import RuleError
from games.catan_ep.actions import Discard, Roll
from games.catan_ep.model import Building, Kind, Phase, Resources

from .helpers import BLUE, RED, WHITE, C, apply, table, with_hex

S_RED = C((0, 0), (0, -1), (1, -1))  # fields 6, hills 9, pasture 5
H_RED = C((1, -1), (1, -2), (2, -2))  # pasture 5 (and sea)
S_BLUE = C((0, 1), (0, 0), (1, 0))  # hills 11, fields 6, forest 8
RIVER = (2, -2)  # a sea hex of the sample board, made a gold river here
B_RIVER = C((2, -2), (2, -1), (3, -2))  # touches only the river among hexes with a number


def test_each_building_takes_one_resource_and_a_player_with_nothing_takes_1_gold() -> None:
    # catan-ep-fr: "Lorsqu'une tuile Terrain adjacente à une colonie portuaire est désignée par les dés, celle-ci ne
    # procure qu'une ressource"; "Lorsqu'un joueur n'obtient aucune ressource grâce aux dés, il reçoit 1 pièce d'or"
    state = table(buildings=[Building(RED, S_RED), Building(RED, H_RED, harbor=True), Building(BLUE, S_BLUE)],
                  phase=Phase.ROLL)
    after = apply(state, Roll(RED, 2, 3))
    assert after.seats[RED].hand == Resources(wool=2) and after.seats[RED].gold == 0
    assert after.seats[BLUE].hand == Resources() and after.seats[BLUE].gold == 1
    assert after.phase is Phase.TRADE
    both = apply(state, Roll(RED, 3, 3))  # fields 6 touch both settlements
    assert both.seats[RED].hand == Resources(grain=1) and both.seats[BLUE].hand == Resources(grain=1)
    assert [s.gold for s in both.seats] == [0, 0]


def test_no_gold_on_a_7() -> None:
    # catan-ep-fr: "sauf lorsqu'un 7 est obtenu aux dés"
    state = table(buildings=[Building(RED, S_RED)], phase=Phase.ROLL)
    after = apply(state, Roll(RED, 3, 4))
    assert [s.gold for s in after.seats] == [0, 0] and after.phase is Phase.TRADE


def test_a_freed_gold_river_pays_2_gold_per_building_a_lair_nothing() -> None:
    # catan-ep-fr: "Lorsque le chiffre d'une rivière d'or est obtenu au dé, une colonie ou une colonie portuaire
    # touchant cette tuile rapporte 2 pièces d'or à son propriétaire." (once the lair is captured)
    buildings = [Building(RED, H_RED, harbor=True), Building(BLUE, B_RIVER)]
    free = with_hex(table(buildings=buildings, phase=Phase.ROLL, scenario=2), RIVER, Kind.GOLD_RIVER, 5,
                    lair=True, captured=True)
    after = apply(free, Roll(RED, 1, 4))
    assert after.seats[RED].gold == 2 and after.seats[RED].hand == Resources(wool=1)
    assert after.seats[BLUE].gold == 2 + 1  # gold is no resource: Blue got none, so 1 gold more (default)
    held = with_hex(free, RIVER, Kind.GOLD_RIVER, None, lair=True, captured=False)
    assert [s.gold for s in apply(held, Roll(RED, 1, 4)).seats] == [0, 1]


def test_the_table_may_count_river_gold_as_getting_something() -> None:
    # catan-ep-fr: "Lorsqu'un joueur n'obtient aucune ressource grâce aux dés, il reçoit 1 pièce d'or" (table option
    # gold_compensation: "nothing" reads river gold as getting something)
    state = table(buildings=[Building(BLUE, B_RIVER)], phase=Phase.ROLL)
    state = with_hex(state, RIVER, Kind.GOLD_RIVER, 5)
    strict = replace(state, rules=replace(state.rules, gold_compensation="nothing"))
    assert apply(strict, Roll(RED, 1, 4)).seats[BLUE].gold == 2


def test_a_7_takes_half_of_more_than_7_cards_rounded_in_their_favour() -> None:
    # catan-ep-fr: "tous les joueurs qui ont plus de 7 cartes Ressource en main en perdent la moitié, arrondie en
    # leur faveur."
    hands = {RED: Resources(wood=5, ore=4), BLUE: Resources(wool=7), WHITE: Resources(grain=8)}
    state = table(players=3, hands=hands, gold={BLUE: 9}, phase=Phase.ROLL)
    state = apply(state, Roll(RED, 6, 1))
    assert state.phase is Phase.DISCARD and state.discards == (RED, WHITE)  # Blue's 7 cards (and gold) stay
    with pytest.raises(RuleError, match="gives back 4 of their 9 cards"):
        apply(state, Discard(RED, Resources(wood=5)))
    with pytest.raises(RuleError, match="more than 7 cards"):
        apply(state, Discard(BLUE, Resources(wool=3)))
    state = apply(state, Discard(RED, Resources(wood=2, ore=2)), Discard(WHITE, Resources(grain=4)))
    assert state.seats[RED].hand == Resources(wood=3, ore=2) and state.seats[WHITE].hand == Resources(grain=4)
    assert state.phase is Phase.TRADE  # scenario 1: no pirate ship


def test_from_scenario_2_a_7_brings_the_pirate_ship() -> None:
    # catan-ep-fr: "À compter du deuxième scénario, des bateaux pirates entrent en jeu."
    state = apply(table(scenario=2, phase=Phase.ROLL), Roll(RED, 5, 2))
    assert state.phase is Phase.PIRATE


def test_dice_are_entered_by_the_seat_on_turn_once() -> None:
    # catan-ep-fr: "À son tour, un joueur lance les dés et détermine ainsi la production de ressources pour le tour"
    state = table(phase=Phase.ROLL)
    with pytest.raises(RuleError, match="turn"):
        apply(state, Roll(BLUE, 2, 2))
    with pytest.raises(RuleError, match="1 to 6"):
        apply(state, Roll(RED, 0, 7))
    with pytest.raises(RuleError, match="The dice are rolled"):
        apply(apply(state, Roll(RED, 2, 2)), Roll(RED, 2, 2))
