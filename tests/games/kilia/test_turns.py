"""The order of play ("Déroulement de la partie", "À votre tour") and the table's corrections."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.base import RuleError
from games.kilia.actions import Correct, EndTurn, PlaceMerchant, ShipIncome
from games.kilia.model import Phase

from .helpers import ANNA, CLEO, ERIC, apply, goods, held, refill, table


def test_turns_go_clockwise_from_the_crest_and_every_round_starts_with_it() -> None:
    # kilia-fr: "La personne qui a le blason de Kiel commence."; "C'est ensuite au tour du joueur suivant dans le sens
    # horaire."; "Le joueur qui possède le blason de Kiel joue toujours en premier."
    state = table(3, first_seat=ERIC)
    order = []
    for _ in range(3):
        order.append(state.seat)
        state = refill(apply(state, PlaceMerchant(state.seat, 1, 1), EndTurn(state.seat)))
    assert order == [ERIC, CLEO, ANNA] and state.phase is Phase.SAILING
    state = refill(apply(state, ShipIncome(ANNA), ShipIncome(ERIC), ShipIncome(CLEO)))
    assert state.seat == ERIC and state.round == 2


def test_every_turn_takes_one_action_card() -> None:
    # kilia-fr: "À votre tour, prenez toujours 1 carte Action de la réserve sous le plateau Conseil."
    state = table(2)
    with pytest.raises(RuleError, match="Anna takes 1 action card first"):
        apply(state, EndTurn(ANNA))
    with pytest.raises(RuleError, match="It is Anna's turn; Eric acts in their own turn"):
        apply(state, PlaceMerchant(ERIC, 1, 1))
    empty = replace(state, action_slots=(None,) * 5, action_deck=0)  # the deck ran out (the rulebook is silent)
    assert apply(empty, EndTurn(ANNA)).seat == ERIC


def test_the_table_corrects_a_seats_goods_and_coins_when_it_disagrees_with_the_app() -> None:
    # The brief: "Each player's coins and goods are tracked, with a quick journaled correction when table and app
    # disagree."
    state = apply(table(2), Correct(ERIC, goods(2, 0, 1, 0), 7))
    assert held(state, ERIC).goods == goods(2, 0, 1, 0) and held(state, ERIC).coins == 7
    with pytest.raises(RuleError, match="none below 0"):
        apply(state, Correct(ERIC, goods(-1), 0))
    with pytest.raises(RuleError, match="The box holds 146 thalers"):
        apply(state, Correct(ERIC, goods(), 147))
    with pytest.raises(RuleError, match="There is no seat 2"):
        apply(state, Correct(2, goods(), 0))
