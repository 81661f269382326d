"""One suite every registered game must pass (docs/design.md#secrets, after OpenSpiel's random-playout test).

Random legal playouts drawn by hypothesis: replaying the action list rebuilds the same state, states and
actions survive a JSON round-trip, the public view hides every secret, and a refused action changes nothing.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import base, serial
from games.base import Game, RuleError, Setup

GAMES = base.all_games()
COLOURS = ["red", "blue", "green", "yellow", "purple", "orange"]
MAX_ACTIONS = 400


def setup_for(game: Game[Any, Any], players: int, first: int) -> Setup:
    # A game whose set-up needs component data the app asks the table for (Ilos's market price rows) offers
    # sample values through ``sample_options``.
    options = game.sample_options()
    return Setup.of([(f"P{i + 1}", COLOURS[i % len(COLOURS)]) for i in range(players)],
                    first_seat=first % max(players, 1), **options)


def playout(game: Game[Any, Any], setup: Setup, rng: random.Random) -> tuple[list[Any], list[Any]]:
    """Play random legal actions; return the actions and the states after each (states[0] = initial)."""
    states = [game.initial_state(setup)]
    actions: list[Any] = []
    for _ in range(MAX_ACTIONS):
        action = game.sample_action(states[-1], rng)
        if action is None:
            break
        states.append(game.apply(states[-1], action))
        actions.append(action)
    return actions, states


def spread(states: list[Any], count: int = 40) -> list[Any]:
    """About ``count`` states spread over a playout, the last included: every phase is reached across the
    examples, at a fraction of the cost of checking each of a long game's states."""
    step = max(1, len(states) // count)
    return states[::step] + states[-1:]


def dumps(value: Any) -> str:
    return json.dumps(serial.to_json(value), sort_keys=True)


@functools.cache
def field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


def view_text(view: Any) -> str:
    """A view as text, whether a typed view (frozen dataclasses, docs/design.md#the-engine-face) or a
    game's older view of dicts and lists."""
    def plain(value: Any) -> Any:
        if isinstance(value, dict):
            return {str(k): plain(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [plain(v) for v in value]
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return {name: plain(getattr(value, name)) for name in field_names(type(value))}
        return serial.to_json(value)

    return json.dumps(plain(view), sort_keys=True)


playouts = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


each_game = pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)


def draw_setup(game: Game[Any, Any], data: st.DataObject) -> Setup:
    players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    return setup_for(game, players, data.draw(st.integers(0, players - 1), label="first"))


@each_game
@playouts
@given(data=st.data())
def test_replaying_the_actions_rebuilds_the_same_state(game: Game[Any, Any], data: st.DataObject) -> None:
    setup = draw_setup(game, data)
    actions, states = playout(game, setup, random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed")))
    replayed = game.initial_state(setup)
    for action in actions:
        replayed = game.apply(replayed, action)
    assert replayed == states[-1]


@each_game
@playouts
@given(data=st.data())
def test_states_and_actions_round_trip_through_json(game: Game[Any, Any], data: st.DataObject) -> None:
    actions, states = playout(game, draw_setup(game, data), random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed")))
    for state in spread(states):
        text = json.dumps(game.state_to_json(state))
        assert game.state_from_json(json.loads(text)) == state
    for action in actions:
        text = json.dumps(game.action_to_json(action))
        assert game.action_from_json(json.loads(text)) == action
    setup = draw_setup(game, data)
    assert serial.from_json(Setup, json.loads(json.dumps(serial.to_json(setup)))) == setup


@each_game
@playouts
@given(data=st.data())
def test_public_view_hides_every_secret(game: Game[Any, Any], data: st.DataObject) -> None:
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    _, states = playout(game, draw_setup(game, data), rng)
    for state in spread(states):
        public = view_text(game.view(state, None))
        scrambled = game.scramble_secrets(state, rng)
        assert view_text(game.view(scrambled, None)) == public


@each_game
@playouts
@given(data=st.data())
def test_a_refused_action_changes_nothing(game: Game[Any, Any], data: st.DataObject) -> None:
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    _, states = playout(game, draw_setup(game, data), rng)
    refused = 0
    for state in states[:: max(1, len(states) // 20)]:
        before = dumps(state)
        for action in game.probe_actions(state, rng):
            try:
                after = game.apply(state, action)
            except RuleError as error:
                refused += 1
                assert error.key and isinstance(error.params, dict)
            else:
                assert dumps(after) != before or after == state
        # Once per state, not per action: applying an action, refused or not, never changes the state it was
        # applied to (states are values; a refusal leaves the game as it was).
        assert dumps(state) == before, "an action changed the state it was applied to"
    assert refused > 0, f"{game.name}.probe_actions never produced an action the rules refuse"


@each_game
def test_every_game_refuses_a_bad_player_count(game: Game[Any, Any]) -> None:
    with pytest.raises(RuleError):
        game.initial_state(setup_for(game, game.max_players + 1, 0))
    with pytest.raises(RuleError):
        game.initial_state(setup_for(game, game.min_players - 1, 0))


@each_game
def test_random_games_reach_an_outcome(game: Game[Any, Any]) -> None:
    finished = 0
    for seed in range(10):
        _, states = playout(game, setup_for(game, game.min_players + seed % 2, seed), random.Random(seed))
        if game.outcome(states[-1]) is not None:
            finished += 1
            outcome = game.outcome(states[-1])
            assert outcome.winners == outcome.ranking[0]
    assert finished > 0, f"no random {game.name} game ended within {MAX_ACTIONS} actions"
