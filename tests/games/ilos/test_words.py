"""A price row asked of the table names its resource in the reader's language (a Phrase), and in English as before."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.locale import Translator
from games.base import RuleError
from games.figures import FigureNeeded
from games.ilos.actions import Market, Redraw
from games.ilos.model import Resource

from .helpers import ANA, UNREAD, apply, archipelago_start, new_game, with_stash


def test_a_price_row_asked_at_first_need_names_its_resource_in_each_language() -> None:
    # ilos-fr MARCHÉ: "Augmentez le prix de la Ressource défaussée": the new price is read off the ebony row
    state = with_stash(archipelago_start(**UNREAD), ANA, ebony=1)
    with pytest.raises(FigureNeeded) as refused:
        apply(state, Market(ANA, Resource.EBONY))
    error = refused.value
    assert error.english().startswith("Look at the Cours du Marché board: the ebony row")
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
