"""config/games/kilia.toml against the engine (docs/design.md#component-data: component data is data, with its source), and
games.kilia.data, which turns the file into set-up options and questions for the table."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from games.base import RuleError, Setup
from games.kilia import cards, data, goals, market, payment, scoring, setup, supply
from games.kilia.model import ACTIVATIONS, COLOUR_ZONE, ZONE_GOOD, Colour
from games.kilia.samples import SAMPLE_OPTIONS

from .helpers import GAME

CONFIG = Path(__file__).resolve().parents[3] / "config" / "games" / "kilia.toml"


def config() -> dict[str, Any]:
    return tomllib.loads(CONFIG.read_text(encoding="utf-8"))


def test_the_file_and_the_engine_agree_on_the_printed_figures() -> None:
    found = config()
    parts, rules = found["components"], found["rules"]
    assert (parts["action_cards"], parts["contracts"], parts["sprats"]) == (cards.ACTION_CARDS, cards.CONTRACT_CARDS,
                                                                           setup.SPRATS_CARDS)
    assert (parts["player_boards"], parts["score_tokens"], parts["thalers"]) == (setup.MAX_PLAYERS,
                                                                                 setup.SCORE_TOKENS,
                                                                                 setup.BOX_THALERS)
    assert (rules["supply_slots"], rules["start_coins"], rules["refresh_price"], rules["zone_max"]) == (
        setup.SLOTS, setup.START_COINS, supply.REFRESH_PRICE, setup.ZONE_MAX)
    assert (rules["market_spaces"], rules["activations"], rules["bonus_coins"], rules["trade"]) == (
        setup.MARKET_SPACES, list(ACTIVATIONS), market.BONUS_COINS, payment.TRADE)
    assert (rules["coins_goal"], rules["contracts_goal"], rules["colour_points"]) == (
        goals.COINS_GOAL, goals.CONTRACTS_STEP, scoring.COLOUR_POINTS)
    assert found["data"]["supply_prices"]["known"] == {str(k): v for k, v in setup.KNOWN_SUPPLY_PRICES.items()}
    for zone, entry in found["zones"].items():
        colour = Colour(entry["colour"])
        assert COLOUR_ZONE[colour].value == zone and ZONE_GOOD[COLOUR_ZONE[colour]].value == entry["good"]


def test_nothing_unprinted_is_verified_and_each_entry_names_its_source() -> None:
    entries = config()["data"]
    assert set(entries) == set(setup.DATA_OPTIONS)
    assert all(entry["verified"] is False and entry["source"] for entry in entries.values())


def test_unverified_entries_become_questions_and_answers_become_options() -> None:
    options, questions = data.component_options(config())
    assert options == {} and [q.option for q in questions] == [o for o in setup.DATA_OPTIONS
                                                             if o != "extra_wheel_values"]
    _, with_extra = data.component_options(config(), extra_wheel="coins")
    assert "extra_wheel_values" in [q.option for q in with_extra]
    prices = questions[0]
    assert prices.option == "supply_prices" and "council board" in prices.prompt and "option" not in prices.prompt
    with pytest.raises(RuleError, match="Action card slot 3 costs 3 coins"):
        data.check_answer("supply_prices", "1 2 5 7")
    answers = {q.option: data.check_answer(q.option, SAMPLE_OPTIONS[q.option]) for q in questions}
    assert answers["supply_prices"] == "1 3 5 7" and answers["canal_spaces"] == 4
    assert data.check_answer("canal_spaces", "5") == 5
    assert data.check_answer("market_bonuses", "coins, coins, none, none, sprats, contract") == (
        "coins coins none none sprats contract")
    assert data.check_answer("action_cards", " unlisted ") == "unlisted"
    state = GAME.initial_state(Setup.of([("Anna", "white"), ("Eric", "red")], **answers))
    assert state.components.supply_prices == (1, 3, 5, 7)


def test_a_new_game_asks_only_what_set_up_needs() -> None:
    # docs/design.md#box-data-once-shared: the figures a move needs later are read off the box then
    # (games/kilia/figures.py), the start contracts' when one is first fulfilled; the card lists say how cards are
    # told.
    options, questions = data.component_options(config(), extra_wheel="coins", now=False)
    assert options == {} and [q.option for q in questions] == ["action_cards", "contracts"]
    assert data.question(config(), "wheel_coins").prompt == setup.MISSING["wheel"]


def test_a_verified_entry_in_the_file_is_used_and_a_broken_one_is_refused() -> None:
    found = config()
    found["data"]["canal_spaces"] = {"value": 4, "verified": True, "source": "counted on a board"}
    options, questions = data.component_options(found)
    assert options == {"canal_spaces": 4} and "canal_spaces" not in [q.option for q in questions]
    found["data"]["wheel_coins"] = {"value": "3 5", "verified": True, "source": "misread"}
    with pytest.raises(RuleError, match="go up"):
        data.component_options(found)


def test_card_codes_read_back_as_written() -> None:
    for code in ("warehouse/exchange:salt+wood", "castle/extra:university", "shipyard/points:brick"):
        assert cards.card_code(cards.card_from_code(code)) == code
    assert cards.card_from_code("white/exchange:wood+salt") == cards.card_from_code("castle/exchange:salt+wood")
    for code in ("2salt 1any > 3coins 1contract = 4", "1wood > - = 1", "2coins 1grain > 1any 1brick = 3"):
        assert cards.contract_from_code(code) == cards.contract_from_code(
            cards.contract_code(cards.contract_from_code(code)))
    for bad in ("castle", "castle/speed:salt", "castle/exchange:salt+salt", "purple/points:salt"):
        with pytest.raises(RuleError):
            cards.card_from_code(bad)
    for bad in ("1salt > 1coins", "> 1coins = 2", "1gold > - = 1", "1salt 1salt > - = 1", "99salt > - = 1"):
        with pytest.raises(RuleError):
            cards.contract_from_code(bad)
    assert sum(cards.action_list(str(SAMPLE_OPTIONS["action_cards"])).values()) == 96
