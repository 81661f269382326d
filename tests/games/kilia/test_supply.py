"""The supplies ("À votre tour", "Fin du tour"): keys or coins, the refresh, the table's reveals, the shift."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from games.base import RuleError
from games.kilia import cards
from games.kilia.actions import (Develop, EndTurn, Payment, PlaceMerchant, Refresh, RevealAction, RevealContract,
                                 Skip, TakeContract)
from games.kilia.model import Zone
from games.kilia.supply import action_price, contract_price

from .helpers import (ANNA, CASTLE_CARD, ERIC, FILLER, SHIPYARD_CARD, UNIVERSITY_CARD, WAREHOUSE_CARD, apply, card,
                      contract, goods, held, new_game, refill, seat, table)


def test_a_card_is_free_with_as_many_keys_as_its_slot() -> None:
    # kilia-fr: "Vous commencez la partie avec une seule clé et ne pouvez donc prendre gratuitement que la 1re carte";
    # Château: "Elle a maintenant 2 clés et peut désormais prendre gratuitement la 1re ou la 2e carte"
    state = table(2)
    assert [action_price(state, ANNA, s) for s in range(1, 6)] == [0, 1, 3, 5, 7]
    state = seat(state, ANNA, zones={"castle": 1})
    assert [action_price(state, ANNA, s) for s in range(1, 6)] == [0, 0, 3, 5, 7]
    state = seat(state, ANNA, zones={"castle": 4})
    assert [action_price(state, ANNA, s) for s in range(1, 6)] == [0] * 5


def test_eric_pays_3_coins_for_the_3rd_card_with_2_keys() -> None:
    # kilia-fr: "Éric souhaite prendre la 3e carte, mais il n'a que 2 clés. Il doit donc payer 3 pièces pour la
    # prendre."
    state = seat(table(2, actions=[FILLER, FILLER, WAREHOUSE_CARD], first_seat=ERIC), ERIC,
                 zones={"castle": 1}, coins=5)
    state = apply(state, Develop(ERIC, Zone.WAREHOUSE, 3, Payment(goods(grain=1))))
    assert held(state, ERIC).coins == 2 and held(state, ERIC).zone(Zone.WAREHOUSE) == 1


def test_the_whole_price_is_paid_whatever_the_keys_missing() -> None:
    # kilia-fr: "Vous devez payer le coût total de la carte, peu importe le nombre de clés qu'il vous manque."
    # Université example: the 4th card with 2 keys: "il doit dépenser 5 pièces"
    state = table(2, actions=[FILLER, FILLER, FILLER, FILLER, FILLER])
    for castle in (0, 1, 2, 3):
        keyed = seat(state, ANNA, zones={"castle": castle})
        assert action_price(keyed, ANNA, 5) == 7
    assert action_price(seat(state, ANNA, zones={"castle": 1}), ANNA, 4) == 5


def test_a_card_one_cannot_pay_for_is_refused_and_nothing_changes() -> None:
    state = seat(table(2, actions=[FILLER, FILLER, FILLER, FILLER, FILLER]), ANNA, coins=6)
    with pytest.raises(RuleError, match="Anna has 6 coins; this needs 7"):
        apply(state, PlaceMerchant(ANNA, 5, 1))
    assert held(state, ANNA).coins == 6 and state.action_slots[4] is not None


def test_contract_slots_have_their_own_keys_and_prices() -> None:
    # kilia-fr Château: "Cela s'applique aux cartes Action et aux contrats."; Anna "prend la 2e carte Contrat"
    state = table(2)
    assert [contract_price(state, ANNA, s) for s in range(1, 6)] == [0, 1, 3, 5, 7]
    assert [contract_price(seat(state, ANNA, zones={"castle": 1}), ANNA, s) for s in range(1, 6)] == [0, 0, 3, 5, 7]


def test_a_taken_slot_stays_empty_until_the_end_of_the_turn_then_the_supply_shifts_left_and_is_refilled() -> None:
    # kilia-fr: "Remplacez les cartes Action que vous avez prises uniquement à la fin de votre tour"; "décalez toutes
    # les cartes Action et tous les contrats de la réserve vers la gauche ... Puis, piochez de nouvelles cartes"
    codes = [CASTLE_CARD, UNIVERSITY_CARD, SHIPYARD_CARD, WAREHOUSE_CARD, FILLER]
    state = seat(table(2, actions=codes), ANNA, zones={"castle": 1}, coins=9, goods=goods(5, 5, 5, 5))
    state = apply(state, Develop(ANNA, Zone.UNIVERSITY, 2, Payment(goods(brick=1))))
    assert state.action_slots[1] is None  # "Le 2e emplacement de la réserve reste vide pour l'instant"
    state = apply(state, Skip(ANNA), EndTurn(ANNA))
    left = [card(c) for c in (CASTLE_CARD, SHIPYARD_CARD, WAREHOUSE_CARD, FILLER)]
    assert list(state.action_slots) == [*left, None]
    assert state.action_reveal_due and state.seat == ERIC
    with pytest.raises(RuleError, match="Turn up the cards"):
        apply(state, PlaceMerchant(ERIC, 1, 1))
    state = apply(state, RevealAction(card("castle/extra:castle")))
    assert state.action_slots[4] == card("castle/extra:castle") and not state.reveal_due


def test_contracts_shift_left_too() -> None:
    contracts = ["1salt > 1coins = 1", "1grain > 1coins = 2", "1brick > 1coins = 3", "1wood > 1coins = 4",
                 "2salt > 1coins = 5"]
    state = seat(table(2, actions=[CASTLE_CARD], contracts=contracts), ANNA, goods=goods(5, 5, 5, 5))
    state = apply(state, Develop(ANNA, Zone.CASTLE, 1, Payment(goods(salt=1))), TakeContract(ANNA, 1), EndTurn(ANNA))
    assert [c.points if c else None for c in state.contract_slots] == [2, 3, 4, 5, None]
    state = apply(state, RevealAction(card(FILLER)), RevealContract(contract("3wood > 2coins = 6")))
    assert state.contract_slots[4] == contract("3wood > 2coins = 6") and state.contract_deck == 26


def test_the_refresh_costs_5_coins_and_only_before_the_turns_first_card() -> None:
    # kilia-fr: "Avant de prendre votre 1re carte lors de votre tour, vous pouvez payer 5 pièces pour défausser les 5
    # cartes Action ... Vous ne pouvez pas échanger les cartes de la réserve si vous en avez déjà choisi une"
    state = table(2, actions=[FILLER] * 5)
    with pytest.raises(RuleError, match="Refreshing the supply costs 5 coins; Anna has 3"):
        apply(state, Refresh(ANNA))
    state = seat(state, ANNA, coins=12)
    with pytest.raises(RuleError, match="It is Anna's turn"):
        apply(state, Refresh(ERIC))
    refreshed = apply(state, Refresh(ANNA))
    assert held(refreshed, ANNA).coins == 7 and refreshed.action_slots == (None,) * 5
    assert len(refreshed.set_aside) == 5 and refreshed.action_deck == 91  # the 5 are drawn from the rest
    refreshed = refill(refreshed, [CASTLE_CARD] * 5)
    assert refreshed.action_deck == 91 and not refreshed.set_aside  # "remettez les cartes défaussées dans la pioche"
    assert refreshed.action_slots == (card(CASTLE_CARD),) * 5
    taken = apply(refreshed, PlaceMerchant(ANNA, 1, 1))
    with pytest.raises(RuleError, match="only before the turn's first card"):
        apply(taken, Refresh(ANNA))
    # How many refreshes before the first card is not said: any number by default, once with option refreshes.
    assert held(apply(refreshed, Refresh(ANNA)), ANNA).coins == 2
    once = refill(apply(seat(table(2, actions=[FILLER] * 5, refreshes="once"), ANNA, coins=12), Refresh(ANNA)))
    with pytest.raises(RuleError, match="once a turn: Anna already did"):
        apply(once, Refresh(ANNA))


def test_with_the_box_list_a_card_turned_up_must_still_be_in_the_deck() -> None:
    state = new_game(2, listed=True)
    box = cards.action_list(state.components.action_cards or "")
    code, count = sorted(((cards.card_code(c), n) for c, n in box.items()))[0]
    for _ in range(count):
        state = apply(state, RevealAction(card(code)))
    with pytest.raises(RuleError, match="all are out of the deck"):
        apply(state, RevealAction(card(code)))
    with pytest.raises(RuleError, match="start contract"):
        apply(state, RevealContract(cards.contract_from_code("1salt > 1coins = 2", start=True)))


def test_refreshed_cards_are_not_turned_up_again_before_they_are_shuffled_back() -> None:
    state = new_game(2, listed=True)
    box = cards.action_list(state.components.action_cards or "")
    rare = [c for c, n in sorted(box.items(), key=lambda item: cards.card_code(item[0])) if n <= 2][0]
    listed = cards.deck_contracts(state)[:5]
    state = refill(state, [cards.card_code(rare)] * box[rare] + [cards.card_code(c) for c in box if c != rare][:5],
                   [cards.contract_code(c) for c in listed])
    state = seat(state, ANNA, coins=5)
    state = apply(state, Refresh(ANNA))
    with pytest.raises(RuleError, match="all are out of the deck"):
        apply(state, RevealAction(rare))
    assert Counter(cards.deck_actions(state))[rare] == 0


def test_an_empty_deck_leaves_slots_empty() -> None:
    state = new_game(2)
    state = replace(refill(state), action_deck=0)
    state = seat(state, ANNA, goods=goods(5, 5, 5, 5))
    state = apply(state, PlaceMerchant(ANNA, 1, 1), EndTurn(ANNA))
    assert state.action_slots[4] is None and not state.reveal_due and state.seat == ERIC
