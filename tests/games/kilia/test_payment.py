"""Paying goods ("Autres règles importantes"): the 3:1 trade, the Exchange skill, merchants activated for a coin."""

from __future__ import annotations

import pytest

from games.base import RuleError
from games.kilia import payment
from games.kilia.actions import Develop, EndTurn, Fulfil, Payment, PlaceMerchant
from games.kilia.model import Good, Zone

from .helpers import (ANNA, ERIC, SHIPYARD_CARD, UNIVERSITY_CARD, WAREHOUSE_CARD, apply, card, contract, goods, held,
                      refill, seat, table)

SALT, GRAIN, BRICK, WOOD = Good.SALT, Good.GRAIN, Good.BRICK, Good.WOOD


def merchants(*codes: str) -> tuple[tuple[object, ...], ...]:
    """Market spaces 0-5 holding one merchant each of these colours (None: empty)."""
    return tuple((card(c),) if c else () for c in codes)


def test_anna_pays_2_wood_and_3_bricks_for_her_3rd_shipyard_development() -> None:
    # kilia-fr: "Anna souhaite utiliser la 3e carte Action pour développer son chantier naval. Elle paie 2 bois et 3
    # briques." (3 identical goods for 1 good of another kind)
    state = seat(table(2, actions=[SHIPYARD_CARD] * 3), ANNA, goods=goods(brick=3, wood=2), zones={"shipyard": 2,
                                                                                                    "castle": 2})
    state = apply(state, Develop(ANNA, Zone.SHIPYARD, 3, Payment(goods(wood=2), trades=((BRICK, WOOD),))))
    assert held(state, ANNA).goods == goods() and held(state, ANNA).ship == 4


def test_the_trade_gives_another_kind_and_takes_its_three_from_the_personal_supply() -> None:
    # kilia-fr: "échanger 3 marchandises identiques de votre réserve personnelle contre 1 marchandise d'un autre type"
    state = seat(table(2, actions=[SHIPYARD_CARD]), ANNA, goods=goods(brick=2, wood=3))
    with pytest.raises(RuleError, match="has 2 × bricks, 3 × wood in their personal supply; this payment takes 3 × bricks"):
        apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(trades=((BRICK, WOOD),))))
    with pytest.raises(RuleError, match="wood for wood is no trade"):
        apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(trades=((WOOD, WOOD),))))


def test_pay_exactly_the_cost() -> None:
    state = seat(table(2, actions=[SHIPYARD_CARD]), ANNA, goods=goods(wood=3))
    with pytest.raises(RuleError, match="This payment makes 2 × wood; the cost is 1 × wood"):
        apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(goods(wood=2))))


def test_the_exchange_skill_uses_one_good_for_the_other_from_the_personal_supply() -> None:
    # kilia-fr: "la carte représentant 1 bois et 1 sel vous permet d'utiliser 1 sel de votre réserve personnelle au
    # lieu de 1 bois, et inversement"
    state = seat(table(2, actions=[SHIPYARD_CARD]), ANNA, goods=goods(salt=1), skills=(card(
        "castle/exchange:salt+wood"),))
    done = apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(exchanges=((SALT, WOOD),))))
    assert held(done, ANNA).goods == goods() and held(done, ANNA).ship == 2
    without = seat(state, ANNA, skills=())
    with pytest.raises(RuleError, match="Anna has no Exchange skill for salt and wood"):
        apply(without, Develop(ANNA, Zone.SHIPYARD, 1, Payment(exchanges=((SALT, WOOD),))))
    with pytest.raises(RuleError, match="no Exchange skill for grain and wood"):
        apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(exchanges=((GRAIN, WOOD),))))


def test_the_exchange_skill_never_turns_a_merchants_good() -> None:
    # kilia-fr: "Vous ne pouvez pas échanger des marchandises rapportées par vos marchands."
    state = seat(table(2, actions=[SHIPYARD_CARD]), ANNA, goods=goods(), coins=3,
                 skills=(card("castle/exchange:salt+wood"),), merchants=merchants("castle/points:salt", *[""] * 5))
    with pytest.raises(RuleError, match="has nothing in their personal supply; this payment takes 1 × salt"):
        apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(exchanges=((SALT, WOOD),), merchants=(0,))))


@pytest.mark.parametrize("rule", ["apart", "exclusive"])
def test_the_trade_and_the_exchange_skill_in_one_payment_follow_the_tables_reading(rule: str) -> None:
    # kilia-fr: "Vous ne pouvez pas combiner cet échange avec la compétence Échange"; kilia-ja (note): "能力によって
    # 互換性があっても、2種類の商品3つで交換することはできません" (no trade of 3 goods of two kinds made alike)
    state = seat(table(2, actions=[SHIPYARD_CARD], trade_and_exchange=rule), ANNA, goods=goods(salt=1, brick=3),
                 zones={"shipyard": 1}, skills=(card("castle/exchange:salt+wood"),))
    mixed = Develop(ANNA, Zone.SHIPYARD, 1, Payment(exchanges=((SALT, WOOD),), trades=((BRICK, WOOD),)))
    if rule == "apart":
        assert held(apply(state, mixed), ANNA).goods == goods()
    else:
        with pytest.raises(RuleError, match="never pay for the same purchase"):
            apply(state, mixed)


def test_a_merchant_delivers_its_good_for_a_coin_straight_into_the_payment() -> None:
    # kilia-fr: "Vous pouvez activer un marchand de votre marché en plaçant 1 pièce de votre réserve sur sa carte. Le
    # marchand vous rapporte alors 1 unité du type de marchandise indiqué sur sa carte"; "Vous pouvez également
    # activer des marchands pour payer tout ou partie d'un développement"
    state = seat(table(2, actions=[SHIPYARD_CARD]), ANNA, goods=goods(wood=1), coins=3, zones={"shipyard": 1},
                 merchants=merchants("shipyard/points:salt", "", "", "", "", ""))
    state = apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(goods(wood=1), merchants=(0,))))
    assert held(state, ANNA).coins == 2 and held(state, ANNA).activations[0] == 1 and held(state, ANNA).ship == 3
    with pytest.raises(RuleError, match="Anna has no merchant on market space bottom middle"):
        apply(seat(state, ANNA, goods=goods()), Fulfil(ANNA, 0, Payment(merchants=(1,))))


def test_merchants_are_activated_once_twice_or_three_times_a_round_by_row() -> None:
    # kilia-fr: "chaque marchand de la rangée inférieure de votre marché 1 fois par tour, ceux de la rangée
    # intermédiaire 2 fois par tour, et celui de la rangée supérieure 3 fois par tour"
    brown = "shipyard/points:salt"
    state = seat(table(2, actions=[SHIPYARD_CARD]), ANNA, goods=goods(), coins=9, zones={"shipyard": 2},
                 merchants=merchants(brown, brown, brown, brown, brown, brown))
    with pytest.raises(RuleError, match="market space bottom left can be activated 1 time a round"):
        apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(merchants=(0, 0, 1))))
    with pytest.raises(RuleError, match="market space middle left can be activated 2 times a round"):
        apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(merchants=(3, 3, 3))))
    state = apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(merchants=(5, 5, 5))))
    assert held(state, ANNA).activations == (0, 0, 0, 0, 0, 3) and held(state, ANNA).coins == 6
    assert payment.activations_left(held(state, ANNA), 5) == 0


def test_merchant_coins_stay_until_the_council_phase() -> None:
    # kilia-fr: "Laissez les pièces sur les marchands activés jusqu'à la fin de la manche"; council: "retirez toutes
    # les pièces placées sur les marchands ... Vous pourrez réactiver ces marchands lors de votre prochain tour."
    brown = "shipyard/points:salt"
    state = seat(table(2, actions=[SHIPYARD_CARD]), ANNA, goods=goods(), coins=9,
                 merchants=merchants(brown, "", "", "", "", ""))
    state = apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(merchants=(0,))), EndTurn(ANNA))
    state = refill(state)
    assert held(state, ANNA).activations[0] == 1
    state = refill(apply(state, PlaceMerchant(ERIC, 1, 1), EndTurn(ERIC)))
    assert held(state, ANNA).activations == (0,) * 6 and held(state, ANNA).coins == 8


def test_a_contract_can_be_paid_with_merchants_trades_and_exchanges_too() -> None:
    # kilia-fr: "Vous pouvez activer vos marchands pour acheter différentes cartes Action ou différents contrats";
    # 3:1 "Lorsque vous souhaitez acheter un développement ou remplir un contrat"
    state = seat(table(2), ANNA, goods=goods(salt=1, grain=3), coins=1,
                 contracts=(contract("1wood 1brick 1any > 2coins = 4"),),
                 skills=(card("castle/exchange:salt+wood"),), merchants=merchants(UNIVERSITY_CARD, *[""] * 5))
    plan = payment.plan(state, ANNA, goods(brick=1, wood=1), 1)
    assert plan is not None
    state = apply(state, Fulfil(ANNA, 0, Payment(exchanges=((SALT, WOOD),), merchants=(0,),
                                                  trades=((GRAIN, BRICK),))))
    assert held(state, ANNA).goods == goods() and held(state, ANNA).coins == 2


def test_the_plan_finds_a_payment_when_there_is_an_obvious_one_and_none_when_goods_are_short() -> None:
    state = seat(table(2, actions=[WAREHOUSE_CARD]), ANNA, goods=goods(salt=3), coins=0, zones={"warehouse": 0})
    found = payment.plan(state, ANNA, goods(grain=1))
    assert found == Payment(trades=((SALT, GRAIN),))
    assert payment.plan(seat(state, ANNA, goods=goods(salt=2)), ANNA, goods(grain=1)) is None
