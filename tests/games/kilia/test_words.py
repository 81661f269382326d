"""Refusals name colours and spaces in the reader's language (Phrases), and in English as before."""

from __future__ import annotations

import pytest

from companion.locale import Translator
from games.base import RuleError
from games.kilia.actions import ChooseColour, PlaceMerchant
from games.kilia.model import Colour

from .helpers import ANNA, ERIC, apply, new_game, table


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
