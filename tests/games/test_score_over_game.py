"""The score over the game (``Game.score_over_game``, docs/records.md#the-play-log): each seat's score after each
round or turn, from the states a record's actions make; its last row is the score sheet's totals. A game scored
only at its end gives none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games import base, record
from games.base import Setup
from games.freeplay.state import EndGame, EndTurn, SetScore

RECORDS = Path(__file__).resolve().parent / "records"


@pytest.mark.parametrize("name", ["catan-ep-1.json", "catan-ep-3.json", "catan-ep-5.json"])
def test_catan_victory_points_turn_by_turn(name: str) -> None:
    played = record.replay(json.loads((RECORDS / name).read_text("utf-8")))
    rows = played.game.score_over_game(played.states)
    sheet = played.game.score_sheet(played.states[-1])
    assert sheet is not None and rows[-1] == tuple(sheet.totals)
    assert len(rows) >= played.states[-1].turns  # a row at every turn's end


def test_free_play_running_totals_by_round() -> None:
    game = base.get("freeplay")
    state = game.initial_state(Setup.of([("Ana", "red"), ("Bo", "blue")]))
    states = [state]
    for action in (SetScore(1, 0, 10), SetScore(1, 1, 7), EndTurn(0), EndTurn(0), SetScore(2, 0, 5),
                   SetScore(2, 1, 12), EndGame(0)):
        states.append(game.apply(states[-1], action))
    assert game.score_over_game(states) == ((10, 7), (15, 19))
    assert game.score_over_game(states[:3]) == ((10, 7),)


def test_a_game_scored_at_its_end_gives_none() -> None:
    played = record.replay(json.loads((RECORDS / "kilim.json").read_text("utf-8")))
    assert played.game.score_over_game(played.states) == ()
