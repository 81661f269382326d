"""Every sentence the Kilim engine explains an auction with is found by the message extractor (so it is translated),
and a counted refusal reads right with one and several, in English and French."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from companion.locale import Translator
from companion.locale.extract import message_ids
from games.base import RuleError
from games.json_input import HeadlessError
from games.kilim import auction
from games.kilim.scoring import parse_carpet

from .helpers import new_game


def test_every_explanation_the_engine_gives_is_a_known_message() -> None:
    names = ["Red", "Blue", "Green", "Pink", "Yellow"]
    keys = set()
    for count in range(2, 6):
        for bids in itertools.product([None, 3, 15], repeat=count):
            for rule, last in itertools.product(("cancel_all", "cancel_top"), (False, True)):
                keys |= {key for key, _ in auction.explain(names[:count], bids, rule, last)}
    keys |= {auction.cancelled(names[:n], 7)[0] for n in range(2, 6)}
    assert len(keys) == 8  # no winner, a winner, lost, carried over, and 2 to 5 seats cancelling
    assert keys <= message_ids()


@pytest.mark.parametrize(("rows", "english", "french"), [
    (["A" * 101], "carpet[0] has 101 cells; a carpet row has at most 100",
     "carpet[0] a 101 cases ; une rangée de tapis en a au plus 100"),
    (["A"] * 101, "carpet has 101 rows; a carpet has at most 100",
     "carpet a 101 rangées ; un tapis en a au plus 100")])
def test_a_carpet_too_large_is_counted_in_english_and_french(rows: list[str], english: str, french: str) -> None:
    with pytest.raises(HeadlessError) as refused:
        parse_carpet(rows)
    error = refused.value
    assert error.english() == english
    assert Translator("fr").message(error.key, error.params) == french


@pytest.mark.parametrize(("count", "english", "french"), [
    (1, "1 letter", "1 lettre"), (5, "5 letters", "5 lettres")])
def test_the_scrap_bag_refusal_counts_its_letters_in_english_and_french(count: int, english: str, french: str) -> None:
    with pytest.raises(RuleError) as refused:
        new_game(3, scrap_bag="ABCDT")
    error = refused.value
    assert error.english().startswith("The scrap bag option lists the scraps' motifs, 5 letters from ABCDE")
    params = {**error.params, "motifs": replace(error.params["motifs"], count=count)}
    assert Translator("en").message(error.key, params).startswith(
        f"The scrap bag option lists the scraps' motifs, {english} from ABCDE")
    assert Translator("fr").message(error.key, params).startswith(
        f"L'option du Sac de Chutes donne les Motifs des Chutes : {french} parmi ABCDE")
