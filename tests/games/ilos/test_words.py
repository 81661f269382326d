"""A price-row refusal names its resource in the reader's language (a Phrase), and in English as before."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.locale import Translator
from games.base import RuleError, Setup
from games.ilos.actions import Redraw
from games.ilos.rules import Ilos

from .helpers import ANA, apply, new_game


def test_a_missing_price_row_names_its_resource_in_each_language() -> None:
    with pytest.raises(RuleError) as refused:
        Ilos().initial_state(Setup.of([("Ana", "red"), ("Ben", "blue")]))
    error = refused.value
    assert error.english().startswith("The market price row of ebony is missing")
    assert "« Ébène »" in Translator("fr").message(error.key, error.params)
    assert "黒檀" in Translator("ja").message(error.key, error.params)


@pytest.mark.parametrize(("deck", "english", "french"), [
    (1, "Ana may discard 1 to 1 card of the opening hand and draw as many, not 2",
     "Ana peut défausser de 1 à 1 carte de sa main de départ et en piocher autant, pas 2"),
    (3, "Ana may discard 1 to 3 cards of the opening hand and draw as many, not 4",
     "Ana peut défausser de 1 à 3 cartes de sa main de départ et en piocher autant, pas 4")])
def test_the_redraw_refusal_counts_the_cards_in_english_and_french(deck: int, english: str, french: str) -> None:
    state = replace(new_game(3), deck=deck)  # the deck holds fewer cards than the hand: it bounds the redraw
    with pytest.raises(RuleError) as refused:
        apply(state, Redraw(ANA, deck + 1))
    error = refused.value
    assert error.english() == english
    assert Translator("fr").message(error.key, error.params) == french


def test_a_first_seat_out_of_range_reads_without_a_count() -> None:
    with pytest.raises(RuleError) as refused:
        new_game(2, first_seat=2)
    error = refused.value
    assert error.english() == "The first player must be one of the players: seat 0 to 1"
    assert Translator("fr").message(error.key, error.params) == (
        "Le premier joueur doit être l'un des joueurs : place 0 à 1")
