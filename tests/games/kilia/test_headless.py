"""``companion score kilia FILE.json``: games.kilia.headless.score_file."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from games.kilia.headless import HeadlessError, score_file
from games.kilia.model import GOALS, ZONES, KiliaState

from .helpers import GAME, new_game

WHEELS = {"zone4": [9, 7, 5, 3, 2, 1], "zones3": [8, 6, 4, 3, 2, 1], "zones2": [7, 5, 4, 3, 2, 1],
          "market": [8, 6, 4, 3, 2], "contracts": [7, 5, 4, 3, 2, 1], "coins": [6, 4, 3, 2, 1]}
ANNA = {"name": "Anna", "colour": "white", "achievements": [["zone4", 3], ["coins", 5]],
        "zones": {"castle": 4, "university": 2, "shipyard": 1, "warehouse": 3}, "contracts": [3, 5, 2],
        "delivered": 4, "goods": 5, "coins": 3}
ERIC = {"name": "Eric", "colour": "red", "achievements": [["zones2", 4], ["coins", 5]],
        "zones": {"castle": 2, "university": 4, "shipyard": 2, "warehouse": 2}, "contracts": [4],
        "delivered": 0, "goods": 1, "coins": 0}
CLEO = {"name": "Cleo", "colour": "yellow", "achievements": [["coins", 6]], "zones": {"warehouse": 1},
        "contracts": [], "delivered": 0, "goods": 0, "coins": 0}


def file(*players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"wheels": copy.deepcopy(WHEELS), "players": [copy.deepcopy(p) for p in players], **extra}


def test_the_issue_example_line_by_line() -> None:
    # kilia-fr "Fin de la partie et décompte des points": wheels, 3 a card under one's colour zone, contracts,
    # goods delivered; the 2 players' cover ("recouvrez le 2e chiffre le plus élevé") plays no part here.
    result = score_file(file(ANNA, ERIC))
    anna, eric = result["players"]
    assert anna == {"name": "Anna", "council": 9 + 6, "colour": 12, "contracts": 10, "goods": 4, "total": 41,
                    "rank": 1}
    assert eric == {"name": "Eric", "council": 7 + 6, "colour": 12, "contracts": 4, "goods": 0, "total": 29,
                    "rank": 2}
    assert result["winners"] == ["Anna"]
    json.dumps(result)


def test_tokens_of_one_round_share_a_space_and_two_players_cover_the_second() -> None:
    # kilia-fr: "ils placent leurs jetons de score sur la même case"; "Dans une partie à 2 joueurs, recouvrez le 2e
    # chiffre le plus élevé"
    cleo = dict(CLEO, achievements=[["coins", 6]])
    three = {p["name"]: p["council"] for p in score_file(file(ANNA, ERIC, cleo))["players"]}
    assert three["Cleo"] == 4  # round 6: the 2nd space (Anna and Eric shared the 1st in round 5)
    two = {p["name"]: p["council"] for p in score_file(file(ANNA, dict(cleo, colour="red")))["players"]}
    assert two["Cleo"] == 3  # the 2nd space is covered with 2 players


def test_the_tie_break_is_goods_and_coins_left_and_players_still_equal_share() -> None:
    # kilia-fr: "En cas d'égalité, le joueur à égalité qui a le plus de marchandises et de pièces l'emporte."
    a = {"name": "A", "colour": "white", "zones": {"castle": 2}, "goods": 2, "coins": 1}
    b = {"name": "B", "colour": "red", "zones": {"university": 2}, "goods": 0, "coins": 4}
    result = score_file(file(a, b))
    assert result["winners"] == ["B"] and [p["rank"] for p in result["players"]] == [2, 1]
    result = score_file(file(a, dict(b, coins=3)))
    assert result["winners"] == ["A", "B"] and [p["rank"] for p in result["players"]] == [1, 1]


def test_a_full_wheel_follows_the_option() -> None:
    players = [{"name": f"P{i}", "colour": c, "achievements": [["coins", r] for r in range(1, 4)]}
               for i, c in enumerate(("white", "red", "yellow"))]
    players[0]["achievements"] = [["coins", r] for r in range(1, 8)]
    low = score_file(file(*players))["players"][0]["council"]
    none = score_file(file(*players, options={"full_wheel": "nothing"}))["players"][0]["council"]
    assert (low, none) == (6 + 4 + 3 + 2 + 1 + 1 + 1, 6 + 4 + 3 + 2 + 1)


def test_one_players_two_tokens_of_one_round_follow_the_option_and_the_readings_say_what_they_changed() -> None:
    # kilia-fr: "Vous pouvez remplir cette condition plusieurs fois, en payant 15 pièces à chaque fois." "Si plusieurs
    # joueurs remplissent un même objectif au cours d'une même manche, ils placent leurs jetons de score sur la même
    # case" (several players only: option twice_in_a_round)
    players = [{"name": "A", "colour": "white", "achievements": [["coins", 2], ["coins", 2]]},
               {"name": "B", "colour": "red", "achievements": [["coins", 2]]}]
    shared = score_file(file(*players))["players"]
    in_turn = score_file(file(*players, options={"twice_in_a_round": "in_turn"}))["players"]
    assert [p["council"] for p in shared] == [6 + 6, 6] and [p["council"] for p in in_turn] == [6 + 3, 6]
    assert shared[0]["readings"] == [{"option": "twice_in_a_round", "value": "share", "points": 12,
                                      "other": {"value": "in_turn", "points": 9}}]
    assert "readings" not in shared[1] and "readings" not in in_turn[1]


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(extra=1), "the file has an unknown key \"extra\""),
    (lambda d: d.update(players=[d["players"][0]]), "players must be a list of 2 to 4 items; it holds 1"),
    (lambda d: d["players"][1].update(name="Anna"), "players.1..name: two players are named \"Anna\""),
    (lambda d: d["players"][1].update(colour="white"), "two players have the colour white"),
    (lambda d: d["players"][1].update(colour="blue"), "players.1..colour must be one of white, yellow, red, brown, not \"blue\""),
    (lambda d: d["players"][0].update(achievements=[["zone5", 1]]), "achievements.0..0. must be one of zone4"),
    (lambda d: d["players"][0].update(achievements=[["zone4", 0]]), "achievements.0..1. must be a whole number from 1"),
    (lambda d: d["players"][0].update(achievements=[["zone4", 1], ["zone4", 2]]), "more often than the zones and contracts given allow .at most 1."),
    (lambda d: d["players"][0].update(achievements=[["zones2", 1]]), "reaches zones2 more often than the zones and contracts given allow .at most 0."),
    (lambda d: d["players"][0].update(achievements=[["contracts", 1], ["contracts", 2]]), "more often than the zones and contracts given allow .at most 1."),
    (lambda d: d["players"][0].update(achievements=[["market", 1], ["market", 2]]), "more often than the zones and contracts given allow .at most 1."),
    (lambda d: d["players"][0]["zones"].update(castle=5), "zones.castle must be a whole number from 0 to 4, not 5"),
    (lambda d: d["players"][0].update(contracts=[3, -1]), "contracts.1. must be a whole number from 0"),
    (lambda d: d["players"][0].update(coins="3"), "players.0..coins must be a whole number from 0 to 999999, not \"3\""),
    (lambda d: d["wheels"].pop("coins"), "wheels.coins is needed"),
    (lambda d: d["wheels"].update(coins=[1, 2]), "go up"),
    (lambda d: d.update(options={"full_wheel": "half"}), "options.full_wheel must be one of lowest, nothing, not \"half\""),
    (lambda d: d.update(options={"twice_in_a_round": "x"}), "options.twice_in_a_round must be one of share, in_turn"),
    (lambda d: d.update(options={"trade_and_exchange": "apart"}), "options has an unknown key .trade_and_exchange."),
])
def test_malformed_input_says_why_in_one_line(change: Any, message: str) -> None:
    data = file(ANNA, ERIC)
    change(data)
    with pytest.raises(HeadlessError, match=message) as refused:
        score_file(data)
    assert "\n" not in str(refused.value) and isinstance(refused.value, ValueError)


def test_not_an_object_is_malformed() -> None:
    for data in ([], "x", None):
        with pytest.raises(HeadlessError, match="the file must be a JSON object"):
            score_file(data)


def as_file(state: KiliaState) -> dict[str, Any]:
    """A finished game written in the headless format."""
    wheels = {g.value: list(state.components.wheels[i]) for i, g in enumerate(GOALS)}
    players = []
    for s, held in enumerate(state.seats):
        assert held.colour is not None
        players.append({"name": state.name(s), "colour": held.colour.value,
                        "achievements": [[c.goal.value, c.round] for c in held.claims],
                        "zones": {z.value: len(held.zones[i]) for i, z in enumerate(ZONES)},
                        "contracts": [c.points for c in held.fulfilled], "delivered": held.delivered or 0,
                        "goods": held.goods.total, "coins": held.coins})
    return {"wheels": wheels, "players": players,
            "options": {"full_wheel": state.rules.full_wheel, "twice_in_a_round": state.rules.twice_in_a_round}}


@pytest.mark.parametrize("seed", range(6))
def test_the_headless_score_agrees_with_the_engine_on_whole_games(seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(2 + seed % 3, listed=True, full_wheel=("lowest", "nothing")[seed % 2],
                     twice_in_a_round=("share", "in_turn")[seed // 3])
    while (action := GAME.sample_action(state, rng)) is not None:
        state = GAME.apply(state, action)
    result = score_file(as_file(state))
    engine = GAME.scores(state)
    assert [p["total"] for p in result["players"]] == [b.total for b in engine]
    assert [p["council"] for p in result["players"]] == [b.council for b in engine]
    outcome = GAME.outcome(state)
    assert outcome is not None and result["winners"] == [state.name(s) for s in outcome.winners]
