"""Every registered game takes hostile input without a crash: a set-up, an action or an action's JSON either
works or is refused with a RuleError (ValueError for JSON that is no action), never another exception.

A few hundred sequences per game here; ``./dev soak`` runs 10,000 per game (the ``soak`` marker).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from games import base
from games.base import Game, Player, RuleError, Setup
from games.catan_ep.actions import Place
from games.catan_ep.hexgrid import Corner, Edge
from tests.games.fuzz import HUGE, Tally, played_states, sequence

GAMES = base.all_games()
each_game = pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
STEPS = 20


def run(game: Game[Any, Any], seeds: range) -> Tally:
    tally = Tally()
    for seed in seeds:
        sequence(game, seed, STEPS, tally)
    return tally


@each_game
def test_hostile_setups_actions_and_json_apply_or_are_refused(game: Game[Any, Any]) -> None:
    tally = run(game, range(150))
    # The fuzz reached the rules: some hostile actions were refused, some set-ups too, some JSON undecodable.
    assert tally.refused and tally.setups_refused and tally.undecodable, tally


@pytest.mark.soak
@each_game
def test_ten_thousand_fuzz_sequences(game: Game[Any, Any]) -> None:
    tally = run(game, range(10_000))
    assert tally.refused and tally.applied, tally


def small_setup(game: Game[Any, Any], first_seat: int) -> Setup:
    players = tuple(Player(f"P{i + 1}", c) for i, c in enumerate(("red", "blue", "white")[:max(game.min_players, 3)]))
    return Setup(players[: game.max_players], first_seat, tuple(sorted(game.sample_options().items())))


@each_game
@pytest.mark.parametrize("first_seat", [-1, 3, HUGE])
def test_a_first_seat_off_the_table_is_refused_at_set_up(game: Game[Any, Any], first_seat: int) -> None:
    # Catan and Kilim took seat -1, 3 of 3 and 10**30, and failed later with an IndexError.
    with pytest.raises(RuleError, match="first player"):
        game.initial_state(small_setup(game, first_seat))


def test_catan_refuses_a_side_whose_corners_are_not_neighbours() -> None:
    # Was an IndexError in hexgrid.hexes_of.
    game = base.get("catan-ep")
    state = played_states(game, 0)[0]
    far = Edge(Corner(0, 0, False), Corner(1, -1, False))
    with pytest.raises(RuleError, match="not a side"):
        game.apply(state, Place(state.seat, None, far))
    reversed_side = Edge(Corner(0, 0, True), Corner(0, -1, False))  # a real side, its corners in the wrong order
    with pytest.raises(RuleError, match="not a side"):
        game.apply(state, Place(state.seat, None, reversed_side))


@pytest.mark.parametrize("bonuses", [[["coin"]] * 6, [{"a": 1}] * 6, [None] * 6, 6])
def test_kilia_refuses_market_bonuses_that_are_not_words(bonuses: Any) -> None:
    # A nested list was a TypeError (unhashable) in kilia.setup.market_bonuses.
    game = base.get("kilia")
    options = {**game.sample_options(), "market_bonuses": bonuses}
    with pytest.raises(RuleError, match="The market has 6 spaces, each with one bonus"):
        game.initial_state(Setup.of([("A", "white"), ("B", "red")], **options))


@each_game
def test_action_json_missing_a_field_or_with_a_list_as_type_is_a_value_error(game: Game[Any, Any]) -> None:
    # Both were TypeErrors out of games.serial.
    for cls in game.action_types:
        with pytest.raises(ValueError):
            game.action_from_json({"type": [cls.__name__]})
        if any(f.default is f.default_factory is dataclasses.MISSING for f in dataclasses.fields(cls)):
            with pytest.raises(ValueError, match="needs the field"):
                game.action_from_json({"type": cls.__name__})
