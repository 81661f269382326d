"""Free play's refusals read without a count made by hand (docs/design.md#words), in English and French."""

from __future__ import annotations

import pytest

from companion.locale import Translator
from games.base import RuleError, Setup
from games.freeplay.rules import FreePlay
from games.refusals import ENTRY


@pytest.mark.parametrize(("players", "last"), [(2, 1), (4, 3)])
def test_a_first_player_out_of_range_names_the_seats(players: int, last: int) -> None:
    with pytest.raises(RuleError) as refused:
        FreePlay().initial_state(Setup.of([(f"P{i}", "red") for i in range(players)], first_seat=players))
    error = refused.value
    assert error.english() == f"The first player must be one of the players: seat 0 to {last}"
    assert Translator("fr").message(error.key, error.params) == (
        f"Le premier joueur doit être l'un des joueurs : place 0 à {last}")
    assert FreePlay().refusal(error).clause is ENTRY  # games.base's set-up check, an entry whatever the game


def test_the_turn_that_would_start_round_1001_is_refused_and_the_game_can_end() -> None:
    """The app's own bound (games/freeplay/state.py, ROUNDS_LIMIT): each move copies every round so far, so a
    record of 200,000 turns cost its replay the square of its length."""
    from dataclasses import replace

    from games.freeplay import EndGame, EndTurn, SetScore

    game = FreePlay()
    state = game.initial_state(Setup.of([("Ana", "red"), ("Ben", "blue")]))
    state = replace(state, round=1_000, scores=state.scores * 1_000, seat=1)  # the last turn of round 1000
    with pytest.raises(RuleError) as refused:
        game.apply(state, EndTurn(10))
    assert refused.value.english() == "A game of Free play has at most 1000 rounds; end the game"
    assert Translator("fr").message(refused.value.key, refused.value.params) == (
        "Une partie libre a au plus 1000 manches ; terminez la partie")
    assert game.refusal(refused.value).clause is ENTRY
    state = game.apply(game.apply(state, SetScore(1_000, 1, 7)), EndGame(20))
    assert game.outcome(state) is not None and state.totals() == (0, 7)
