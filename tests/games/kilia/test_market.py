"""Merchants ("Marchands") and smoked sprats ("Sprats fumés de Kiel")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.base import RuleError
from games.kilia.actions import Develop, EndTurn, Payment, PlaceMerchant, PlaySprats, Skip, TakeContract
from games.kilia.model import Good, Improvement, Zone

from .helpers import (ANNA, CASTLE_CARD, ERIC, FILLER, SHIPYARD_CARD, apply, card, goods, held, refill, seat,
                      table)

BROWN = (card(SHIPYARD_CARD),)


def test_the_first_merchant_goes_on_the_bottom_row_and_anna_builds_on_solid_ground() -> None:
    # kilia-fr: "Vous devez placer votre 1er marchand dans la rangée inférieure de votre marché. Dès que vous avez 2
    # marchands adjacents dans une rangée, vous pouvez en placer un sur l'emplacement situé juste au-dessus."
    # "Anna a placé un marchand sur les emplacements du milieu et de droite de sa rangée inférieure. Elle peut placer
    # un nouveau marchand sur l'emplacement de gauche ... Anna peut placer son marchand au-dessus de 2 marchands"
    state = table(2)
    for space, name in ((3, "middle left"), (4, "middle right"), (5, "top")):
        with pytest.raises(RuleError, match=f"A merchant goes on space {name} only above two merchants"):
            apply(state, PlaceMerchant(ANNA, 1, space))
    anna = seat(state, ANNA, merchants=((), BROWN, BROWN, (), (), ()))
    assert held(apply(anna, PlaceMerchant(ANNA, 1, 0, Good.SALT)), ANNA).merchants[0] == (card(FILLER),)
    assert held(apply(anna, PlaceMerchant(ANNA, 1, 4, Good.WOOD)), ANNA).merchants[4] == (card(FILLER),)
    with pytest.raises(RuleError, match="only above two merchants side by side, on spaces bottom left and bottom middle"):
        apply(anna, PlaceMerchant(ANNA, 1, 3))
    with pytest.raises(RuleError, match="on spaces middle left and middle right"):
        apply(seat(state, ANNA, merchants=(BROWN, BROWN, BROWN, BROWN, (), ())), PlaceMerchant(ANNA, 1, 5))
    with pytest.raises(RuleError, match="The market has spaces 0 to 5"):
        apply(state, PlaceMerchant(ANNA, 1, 6))


def test_a_merchant_is_placed_face_down_and_its_good_is_its_colours() -> None:
    # kilia-fr: "placez-la face cachée"; "La couleur au verso correspond toujours à la couleur de développement";
    # "Les 96 cartes Action indiquent différentes marchandises sur leur verso"
    state = apply(table(2, actions=[SHIPYARD_CARD]), PlaceMerchant(ANNA, 1, 1))
    assert held(state, ANNA).merchants[1] == BROWN and BROWN[0].good is Good.WOOD


def test_each_bonus_is_given_once_to_the_first_merchant_on_an_empty_space() -> None:
    # kilia-fr: "Lorsque vous placez un marchand sur un emplacement vide, recevez immédiatement le bonus ... Ce bonus
    # est disponible une seule fois. Si vous placez un marchand par-dessus un marchand existant, vous ne recevez pas le
    # bonus"; "3 pièces -> Prenez 3 pièces de 1 thaler"; "N'importe quelle marchandise -> Prenez 1 marchandise au
    # choix"
    state = table(2)
    coins = apply(state, PlaceMerchant(ANNA, 1, 1))  # space 1: 3 coins (sample data)
    assert held(coins, ANNA).coins == 6
    again = seat(state, ANNA, merchants=((), BROWN, (), (), (), ()))
    assert held(apply(again, PlaceMerchant(ANNA, 1, 1)), ANNA).coins == 3
    assert held(apply(again, PlaceMerchant(ANNA, 1, 1)), ANNA).merchants[1] == (BROWN[0], card(FILLER))
    with pytest.raises(RuleError, match="Market space bottom left gives any good: name the good Anna takes"):
        apply(state, PlaceMerchant(ANNA, 1, 0))
    with pytest.raises(RuleError, match="No good is chosen here"):
        apply(state, PlaceMerchant(ANNA, 1, 1, Good.SALT))
    assert held(apply(state, PlaceMerchant(ANNA, 1, 0, Good.SALT)), ANNA).goods == goods(1, 1, 1, 1)


def test_the_new_contract_space_lets_the_seat_take_a_contract_by_the_usual_rules() -> None:
    # kilia-fr: "Nouveau contrat -> Choisissez un nouveau contrat dans la réserve. Consultez la section « Château »"
    state = seat(table(2), ANNA, merchants=(BROWN, BROWN, (), (), (), ()))
    state = apply(state, PlaceMerchant(ANNA, 1, 3))  # space 3: new contract (sample data)
    assert state.turn.pending == (Improvement.CONTRACT,)
    with pytest.raises(RuleError, match="Anna has 3 coins; this needs 5"):
        apply(state, TakeContract(ANNA, 4))
    state = apply(state, TakeContract(ANNA, 3))
    assert held(state, ANNA).coins == 0 and len(held(state, ANNA).contracts) == 2


def test_the_sprats_space_gives_a_sprats_card_played_from_the_next_turn_while_the_4_last() -> None:
    # kilia-fr: "Lorsque vous placez un marchand sur l'emplacement Sprats de votre marché, piochez 1 carte Sprats fumés.
    # ... Vous pourrez la jouer lors du tour suivant."; "4 cartes Sprats fumés"
    state = apply(table(2), PlaceMerchant(ANNA, 1, 2))  # space 2: sprats (sample data)
    assert held(state, ANNA).sprats_new == 1 and state.sprats_left == 3
    with pytest.raises(RuleError, match="Anna has no smoked sprats card to play"):
        apply(state, PlaySprats(ANNA))
    state = refill(apply(state, EndTurn(ANNA)))
    assert held(state, ANNA).sprats == 1 and held(state, ANNA).sprats_new == 0
    none_left = replace(table(2), sprats_left=0)
    assert held(apply(none_left, PlaceMerchant(ANNA, 1, 2)), ANNA).sprats_new == 0


def test_a_sprats_card_beside_an_action_card_gives_a_coin_or_a_good_and_goes_back_in_the_box() -> None:
    # kilia-fr: "Vous pouvez jouer votre carte Sprats fumés en plus d'une carte Action pour recevoir immédiatement 1
    # pièce ou 1 marchandise au choix de la réserve générale. Rangez immédiatement la carte Sprats fumés utilisée"
    state = seat(table(2), ANNA, sprats=2)
    state = apply(state, PlaySprats(ANNA), PlaySprats(ANNA, Good.SALT))
    assert held(state, ANNA).coins == 4 and held(state, ANNA).goods == goods(1, 1, 1, 1)
    assert held(state, ANNA).sprats == 0 and state.sprats_left == 4
    with pytest.raises(RuleError, match="It is Anna's turn"):
        apply(seat(state, ERIC, sprats=1), PlaySprats(ERIC))
    # "en plus d'une carte Action": at any time of the turn by default; option sprats_bonus "with_action": only
    # once the turn's action card is played.
    late = seat(table(2, sprats_bonus="with_action"), ANNA, sprats=1)
    with pytest.raises(RuleError, match="only once the turn's action card is played"):
        apply(late, PlaySprats(ANNA))
    assert held(apply(late, PlaceMerchant(ANNA, 1, 1), PlaySprats(ANNA)), ANNA).sprats == 0


def test_a_sprats_development_may_be_any_action_of_the_turn() -> None:
    # kilia-fr: "Au lieu de choisir une carte Action de la réserve, vous pouvez glisser votre carte Sprats fumés sous
    # l'une de vos 4 zones" (docs/rules/kilia.md "Readings": any action of the turn by default)
    state = seat(table(2, actions=[CASTLE_CARD]), ANNA, goods=goods(5, 5, 5, 5), sprats=1,
                 skills=(card("red/extra:castle"),))
    state = apply(state, Develop(ANNA, Zone.CASTLE, 1, Payment(goods(salt=1))), Skip(ANNA),
                  Develop(ANNA, Zone.SHIPYARD, None, Payment(goods(wood=1))))
    assert held(state, ANNA).zone(Zone.SHIPYARD) == 1 and state.turn.actions == 2
    # "Au lieu de choisir une carte Action de la réserve": option sprats_development "first_action" allows it only as
    # the turn's action.
    first = seat(table(2, actions=[CASTLE_CARD], sprats_development="first_action"), ANNA, goods=goods(5, 5, 5, 5),
                 sprats=1, skills=(card("red/extra:castle"),))
    first = apply(first, Develop(ANNA, Zone.CASTLE, 1, Payment(goods(salt=1))), Skip(ANNA))
    with pytest.raises(RuleError, match="only as the turn's action"):
        apply(first, Develop(ANNA, Zone.SHIPYARD, None, Payment(goods(wood=1))))
