"""config/games/catan_ep.toml and the engine agree; the tracks the file does not know are asked of the table."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from games.base import RuleError
from games.catan_ep import data, discovery, movement, setup
from games.catan_ep.missions import TARGETS
from games.catan_ep.model import Building, Mission
from games.catan_ep.view import Leader, PiecesLeft
from games.catan_ep.pieces import SUPPLY, Build

from .helpers import GAME, RED, C, table

CONFIG = tomllib.loads((Path(__file__).resolve().parents[3] / "config/games/catan_ep.toml").read_text("utf-8"))


def test_the_file_and_the_engine_agree() -> None:
    parts, rules = CONFIG["components"], CONFIG["rules"]
    assert [parts[k] for k in ("roads", "settlements", "harbor_settlements", "ships", "settlers", "crews")] == [
        SUPPLY[b] for b in (Build.ROAD, Build.SETTLEMENT, Build.HARBOR, Build.SHIP, Build.SETTLER, Build.CREW)]
    assert parts["lair_tokens"] == discovery.LAIR_TOKENS and parts["zone_number_tokens"] == discovery.ZONE_TOKENS
    assert rules["start_gold"] == setup.START_GOLD and rules["moves"] == movement.MOVES
    assert rules["bonus_moves"] == movement.BONUS_MOVES
    assert {int(k): v for k, v in rules["targets"].items()} == TARGETS


def test_unverified_tracks_are_asked_once_for_the_scenarios_that_play_them() -> None:
    options, questions = data.component_options(CONFIG, 2)
    assert options == {} and [q.option for q in questions] == ["track_pirate_lairs"]
    assert "Mission card" in questions[0].source
    assert data.component_options(CONFIG, 1) == ({}, [])
    assert [q.option for q in data.component_options(CONFIG, 5)[1]] == [
        "track_pirate_lairs", "track_fish", "track_spices"]
    verified = {"data": {"track_pirate_lairs": {"value": "0, 1, 2, 3", "verified": True}}}
    assert data.component_options(verified, 2) == ({"track_pirate_lairs": "0 1 2 3"}, [])


def test_answers_are_checked() -> None:
    assert data.check_answer("track_fish", "0 1 1 2") == "0 1 1 2"
    assert data.check_answer("track_fish", [0, 2]) == "0 2"
    for bad in ("", "0", "0 x 2", "0 10", [True, 1]):
        with pytest.raises(RuleError, match="at least 2 whole numbers"):
            data.check_answer("track_fish", bad)
    with pytest.raises(RuleError, match="no component option"):
        data.check_answer("wheel", "1 2")


def test_the_public_view_adds_points_pieces_left_and_leaders() -> None:
    state = table(scenario=2, buildings=[Building(RED, C((1, -1), (1, -2), (2, -2)), harbor=True)])
    view = GAME.view(state, None)
    assert view.seats[RED].points == 2
    assert view.seats[RED].pieces_left == PiecesLeft(road=15, settlement=5, harbor=3, ship=3, settler=2, crew=9)
    assert view.leaders == (Leader(Mission.PIRATE_LAIRS, None),)
