"""Refusals name colours and spaces in the reader's language (Phrases), and in English as before."""

from __future__ import annotations

import pytest

from companion.locale import Translator
from games.base import RuleError
from games.kilia.actions import ChooseColour, PlaceMerchant, Refresh
from games.kilia.model import Colour
from games.kilia.payment import check_coins

from .helpers import ANNA, ERIC, FILLER, apply, new_game, seat, table


def test_a_taken_board_names_the_colours_in_each_language() -> None:
    state = apply(new_game(3, first_seat=1, colours=["red", "blue", "green"]), ChooseColour(ERIC, Colour.YELLOW))
    with pytest.raises(RuleError) as refused:
        apply(state, ChooseColour(2, Colour.YELLOW))
    error = refused.value
    assert error.english().startswith("The yellow board is taken;") and error.english().endswith(
        "chooses among white, red, brown")
    assert Translator("fr").message(error.key, error.params).startswith("Le plateau jaune est déjà pris")
    assert Translator("fr").message(error.key, error.params).endswith("parmi blanc, rouge, marron")
    assert Translator("ja").message(error.key, error.params).endswith("白、赤、茶 から選んでください")


def test_the_spaces_below_a_merchant_are_joined_in_each_language() -> None:
    with pytest.raises(RuleError) as refused:
        apply(table(2), PlaceMerchant(ANNA, 1, 3))
    error = refused.value
    assert "on spaces bottom left and bottom middle:" in error.english()
    assert "emplacements en bas à gauche et en bas au milieu :" in Translator("fr").message(error.key, error.params)
    assert "スペース 下段・左と下段・中央 に" in Translator("ja").message(error.key, error.params)


@pytest.mark.parametrize(("coins", "english", "french"), [
    (1, "Anna has 1 coin; this needs 4", "Anna a 1 pièce ; il en faut 4"),
    (3, "Anna has 3 coins; this needs 4", "Anna a 3 pièces ; il en faut 4")])
def test_a_price_refusal_counts_the_coins_in_english_and_french(coins: int, english: str, french: str) -> None:
    with pytest.raises(RuleError) as refused:
        check_coins(seat(table(2), ANNA, coins=coins), ANNA, 4)
    error = refused.value
    assert error.english().startswith(english + " (the card's price")
    assert Translator("fr").message(error.key, error.params).startswith(french + " (prix de la carte")


@pytest.mark.parametrize(("coins", "english", "french"), [
    (1, "Refreshing the supply costs 5 coins; Anna has 1", "Renouveler la réserve coûte 5 pièces ; Anna en a 1"),
    (0, "Refreshing the supply costs 5 coins; Anna has 0", "Renouveler la réserve coûte 5 pièces ; Anna en a 0")])
def test_the_refresh_price_reads_in_english_and_french(coins: int, english: str, french: str) -> None:
    with pytest.raises(RuleError) as refused:
        apply(seat(table(2, actions=[FILLER] * 5), ANNA, coins=coins), Refresh(ANNA))
    error = refused.value
    assert error.english() == english
    assert Translator("fr").message(error.key, error.params) == french
