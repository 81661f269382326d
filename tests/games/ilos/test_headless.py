"""The headless scoring file: games.ilos.headless.score_file."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from games.ilos.headless import HeadlessError, score_file

ROWS = {"ebony": [2, 3, 4, 5, 6], "dye": [2, 3, 4, 6, 8], "gold": [3, 4, 5, 6, 7], "spices": [1, 2, 4, 6, 9]}
ISSUE = {"prices": ROWS, "raises": {"ebony": 1, "dye": 0, "gold": 2, "spices": 3},
         "players": [{"name": "Ana", "resources": {"ebony": 3, "dye": 1, "gold": 4, "spices": 0}, "pioneers": 10},
                     {"name": "Ben", "resources": {"spices": 5, "dye": 2}, "pioneers": 7}]}


def with_(change: dict[str, Any]) -> dict[str, Any]:
    data = copy.deepcopy(ISSUE)
    data.update(change)
    return data


def test_the_issue_example_is_sold_at_the_markets_prices() -> None:
    # ilos-fr FIN DE LA PARTIE: "Chaque Ressource vaut le prix indiqué par le Marché"; prices after the raises:
    # ebony 3, dye 2, gold 5, spices 6
    result = score_file(json.loads(json.dumps(ISSUE)))
    assert result == {
        "players": [{"name": "Ana", "value": 31, "by_resource": {"ebony": 9, "dye": 2, "gold": 20, "spices": 0},
                     "rank": 2},
                    {"name": "Ben", "value": 34, "by_resource": {"ebony": 0, "dye": 4, "gold": 0, "spices": 30},
                     "rank": 1}],
        "winners": ["Ben"]}


def test_ties_go_to_the_most_pioneers_then_are_shared() -> None:
    # ilos-fr: "En cas d'égalité c'est le joueur qui a posé le plus de Pionniers qui gagne. Si l'égalité
    # persiste tous les joueurs à égalité gagnent."
    players = [{"name": "Ana", "resources": {"gold": 2}, "pioneers": 9},
               {"name": "Ben", "resources": {"ebony": 3}, "pioneers": 10},
               {"name": "Cleo", "resources": {"gold": 2}, "pioneers": 9},
               {"name": "Dan", "resources": {}, "pioneers": 10}]
    result = score_file({"prices": ROWS, "raises": {}, "players": players})  # gold 3, ebony 2
    assert [p["value"] for p in result["players"]] == [6, 6, 6, 0]
    assert result["winners"] == ["Ben"] and [p["rank"] for p in result["players"]] == [2, 1, 2, 4]
    players[1]["pioneers"] = 9
    assert score_file({"prices": ROWS, "players": players})["winners"] == ["Ana", "Ben", "Cleo"]


@pytest.mark.parametrize("change, reason", [
    ({"raises": {"ebony": 5}}, "raises.ebony must be a whole number from 0 to 4, not 5"),
    ({"raises": {"ebony": 4, "dye": 4, "gold": 1}}, "raises: the rows hold 9 market tokens in all; there are only 8"),
    ({"raises": {"ebony": -1}}, "raises.ebony must be a whole number from 0 to 4, not -1"),
    ({"raises": {"wood": 1}}, 'raises has an unknown key "wood"; allowed: ebony, dye, gold, spices'),
    ({"prices": {**ROWS, "gold": [3, 4, 5]}}, "The market price row of gold must be 5 whole prices"),
    ({"prices": {**ROWS, "gold": [3, 4, 5, 2, 7]}}, "The market price row of gold goes down"),
    ({"prices": {k: v for k, v in ROWS.items() if k != "dye"}}, "prices.dye is missing"),
    ({"prices": {**ROWS, "dye": "2 3 4 6 8"}}, "prices.dye must be a list of 5 whole prices, not \"2 3 4 6 8\""),
    ({"players": []}, "players must be a list of 1 to 5 items; it holds 0"),
    ({"players": [{"name": "Ana", "resources": {}, "pioneers": 11}]}, "players.0..pioneers must be a whole number from 0 to 10, not 11"),
    ({"players": [{"name": "Ana", "resources": {}}]}, "players.0..pioneers is missing"),
    ({"players": [{"name": "Ana", "resources": {"gold": 1.5}, "pioneers": 1}]}, "players.0..resources.gold must be a whole number from 0 to 999999, not 1.5"),
    ({"players": [{"name": "Ana", "resources": {"wood": 1}, "pioneers": 1}]}, "players.0..resources has an unknown key \"wood\""),
    ({"players": [{"name": "", "pioneers": 1}]}, "players.0..name must be a player's name: 1 to 40 characters, not blank"),
    ({"players": [{"name": "A", "pioneers": 1}, {"name": "A", "pioneers": 1}]}, "players.1..name: two players are named \"A\""),
    ({"extra": 1}, "the file has an unknown key \"extra\""),
])
def test_malformed_input_is_refused_in_one_line(change: dict[str, Any], reason: str) -> None:
    with pytest.raises(HeadlessError, match=reason) as error:
        score_file(with_(change))
    assert "\n" not in str(error.value) and isinstance(error.value, ValueError)


def test_not_an_object_is_refused() -> None:
    with pytest.raises(HeadlessError, match="the file must be a JSON object, not array"):
        score_file([])
