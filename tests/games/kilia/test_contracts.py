"""Contracts ("Remplir un contrat"): before or after an action, cost then reward, one at a time."""

from __future__ import annotations

import pytest

from games.base import RuleError
from games.kilia.actions import Develop, Fulfil, Payment, Skip, TakeContract
from games.kilia.cards import contract_code
from games.kilia.model import Improvement, Zone

from .helpers import ANNA, CASTLE_CARD, ERIC, apply, contract, goods, held, seat, table


def test_the_start_contract_is_active_from_the_start() -> None:
    # kilia-fr step 9: "1 contrat de départ. Posez-le face visible au-dessus de votre plateau Joueur pour montrer qu'il
    # s'agit d'un contrat actif."
    state = table(2)
    assert contract_code(held(state, ANNA).contracts[0]) == "1grain 1brick > 2coins = 2"
    state = apply(state, Fulfil(ANNA, 0, Payment(goods(grain=1, brick=1))))
    assert held(state, ANNA).coins == 5 and held(state, ANNA).goods == goods(wood=1)
    assert not held(state, ANNA).contracts and held(state, ANNA).fulfilled[0].start


def test_fulfilling_pays_the_top_and_gives_the_bottom_with_any_goods_chosen() -> None:
    # kilia-fr: "payez les marchandises ou les pièces indiquées dans la partie supérieure ... En retour, vous recevez
    # immédiatement la récompense"; "N'importe quelle marchandise : Vous pouvez dépenser 1 marchandise de n'importe
    # quel type ... ou prendre 1 marchandise de n'importe quel type"
    paid = contract("1salt 1any 2coins > 1wood 2any 3coins = 5")
    state = seat(table(2), ANNA, goods=goods(salt=1, grain=1), coins=2, contracts=(paid,))
    with pytest.raises(RuleError, match="has 2 'any good' symbol"):
        apply(state, Fulfil(ANNA, 0, Payment(goods(salt=1, grain=1)), goods(brick=1)))
    with pytest.raises(RuleError, match="makes 1 × salt; the cost is 1 × salt and 1 of any kind"):
        apply(state, Fulfil(ANNA, 0, Payment(goods(salt=1)), goods(brick=2)))
    with pytest.raises(RuleError, match="Anna has 1 coin; this needs 2"):
        apply(seat(state, ANNA, coins=1), Fulfil(ANNA, 0, Payment(goods(salt=1, grain=1)), goods(brick=2)))
    state = apply(state, Fulfil(ANNA, 0, Payment(goods(salt=1, grain=1)), goods(brick=2)))
    assert held(state, ANNA).goods == goods(brick=2, wood=1) and held(state, ANNA).coins == 3
    assert held(state, ANNA).fulfilled == (paid,) and not held(state, ANNA).contracts


def test_a_new_contract_reward_takes_one_from_the_supply_by_keys_or_coins() -> None:
    # kilia-fr: "Nouveau contrat : Vous pouvez prendre immédiatement un nouveau contrat dans la réserve ... Comme
    # d'habitude, vous pouvez prendre une carte Contrat gratuitement uniquement si vous avez le nombre de clés"
    state = seat(table(2, contracts=["1grain > 1coins = 1", "2wood > 2coins = 2"]), ANNA, goods=goods(salt=1),
                 contracts=(contract("1salt > 1contract = 3"),))
    state = apply(state, Fulfil(ANNA, 0, Payment(goods(salt=1))))
    assert state.turn.pending == (Improvement.CONTRACT,)
    state = apply(state, TakeContract(ANNA, 2))
    assert held(state, ANNA).coins == 2 and held(state, ANNA).contracts == (contract("2wood > 2coins = 2"),)


def test_contracts_are_fulfilled_before_or_after_an_action_never_during_one() -> None:
    # kilia-fr: "Avant ou après une action, vous pouvez également remplir des contrats. En revanche, vous ne pouvez
    # jamais remplir un contrat pendant une action."
    state = seat(table(2, actions=[CASTLE_CARD]), ANNA, goods=goods(3, 3, 3, 3),
                 contracts=(contract("1wood > 1coins = 1"), contract("1grain > 1coins = 1")))
    state = apply(state, Fulfil(ANNA, 0, Payment(goods(wood=1))))  # before
    state = apply(state, Develop(ANNA, Zone.CASTLE, 1, Payment(goods(salt=1))))
    with pytest.raises(RuleError, match="Anna first takes a new contract"):
        apply(state, Fulfil(ANNA, 0, Payment(goods(grain=1))))  # during: the castle's contract is not taken
    state = apply(state, Skip(ANNA), Fulfil(ANNA, 0, Payment(goods(grain=1))))  # after
    assert len(held(state, ANNA).fulfilled) == 2


def test_only_in_ones_own_turn_and_only_an_active_contract() -> None:
    # kilia-fr: "Vous pouvez également remplir des contrats et placer des jetons de score pendant votre tour."
    state = table(2)
    with pytest.raises(RuleError, match="It is Anna's turn"):
        apply(state, Fulfil(ERIC, 0, Payment(goods(salt=1, grain=1))))
    with pytest.raises(RuleError, match="Anna has 1 active contract"):
        apply(state, Fulfil(ANNA, 1))


def test_one_contract_is_fulfilled_completely_before_the_next() -> None:
    # kilia-fr: "Vous pouvez remplir plusieurs contrats lors de votre tour. Cependant, vous devez remplir complètement
    # un contrat avant d'en remplir un autre." (a Fulfil is whole: its reward's new contract comes before the next)
    state = seat(table(2), ANNA, goods=goods(2, 2, 2, 2),
                 contracts=(contract("1salt > 1contract = 1"), contract("1wood > 1coins = 1")))
    state = apply(state, Fulfil(ANNA, 0, Payment(goods(salt=1))))
    with pytest.raises(RuleError, match="first takes a new contract"):
        apply(state, Fulfil(ANNA, 0, Payment(goods(wood=1))))
    state = apply(state, Skip(ANNA), Fulfil(ANNA, 0, Payment(goods(wood=1))))
    assert len(held(state, ANNA).fulfilled) == 2
