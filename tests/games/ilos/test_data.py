"""config/games/ilos.toml against the engine (docs/design.md#component-data: component data is data, with its source), and
games.ilos.data, which turns the file into set-up options and questions for the table."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from games.base import RuleError, Setup
from games.ilos import costs, data, setup
from games.ilos.costs import Card
from games.ilos.model import AREA_SIZE, Resource
from games.ilos.turn import RESOURCE_TOKENS

from .helpers import GAME

CONFIG = Path(__file__).resolve().parents[3] / "config" / "games" / "ilos.toml"


def config() -> dict[str, Any]:
    return tomllib.loads(CONFIG.read_text(encoding="utf-8"))


def test_the_file_and_the_engine_agree_on_the_printed_figures() -> None:
    found = config()
    parts = found["components"]
    assert (parts["action_cards"], parts["tiles"], parts["tiles_per_player"], parts["exploration_area"]) == (
        setup.CARDS, setup.TILES, setup.TILES_PER_PLAYER, AREA_SIZE)
    assert (parts["ships"], parts["pioneers"], parts["building_tokens"], parts["resource_tokens"]) == (
        setup.SHIPS, setup.PIONEERS, setup.BUILDING_TOKENS, RESOURCE_TOKENS)
    assert (parts["opening_hand"], parts["draw"]) == (setup.HAND, setup.DRAW_BASE)
    assert found["cards"] == setup.CARD_COUNTS
    for card in (Card.SHIP, Card.PLANTATION, Card.GOLD_MINE, Card.BUILDING, Card.RUINS):
        entry = found["costs"][card.value]
        assert entry["cost"] == costs.COST[card] and entry["ships_needed"] == costs.SHIPS_NEEDED[card]
        assert entry.get("piracy_cost") == costs.PIRACY_COST.get(card)
    assert (found["market"]["tokens"], found["market"]["figures"]) == (setup.MARKET_TOKENS, setup.PRICE_FIGURES)


def test_no_price_row_is_verified_and_each_names_its_source() -> None:
    # The rulebook prints no price row; the spices example gives its first raise: "Le prix des Épices
    # augmente à 2."
    rows = config()["market"]["prices"]
    assert set(rows) == {r.value for r in Resource}
    assert all(row["verified"] is False and row["source"] for row in rows.values())
    assert rows["spices"]["starts"] == [1, 2]


def test_unverified_rows_become_questions_and_verified_rows_options() -> None:
    options, questions = data.price_options(config())
    assert options == {} and [q.option for q in questions] == ["ebony_prices", "dye_prices", "gold_prices",
                                                                "spices_prices"]
    spices = questions[-1]
    assert spices.starts == (1, 2) and spices.row == ()
    with pytest.raises(RuleError, match="The market price row of spices starts 1 2 .rulebook., not 2 3 4 5 6"):
        data.check_answer(spices, [2, 3, 4, 5, 6])
    answers = {q.option: data.check_answer(q, [1, 2, 3, 4, 5]) for q in questions}
    assert answers["spices_prices"] == "1 2 3 4 5"
    state = GAME.initial_state(Setup.of([("Ana", "red"), ("Ben", "blue")], **answers))
    assert state.prices == ((1, 2, 3, 4, 5),) * 4


def test_a_verified_row_in_the_file_is_used_as_it_is() -> None:
    found = config()
    found["market"]["prices"]["gold"] = {"row": [3, 4, 5, 6, 8], "verified": True, "source": "read off the board"}
    options, questions = data.price_options(found)
    assert options == {"gold_prices": "3 4 5 6 8"} and len(questions) == 3
    found["market"]["prices"]["gold"]["row"] = [3, 4]
    with pytest.raises(RuleError, match="The market price row of gold must be 5 whole prices"):
        data.price_options(found)
