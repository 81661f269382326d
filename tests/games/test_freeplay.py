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
