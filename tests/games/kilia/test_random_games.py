"""Whole random games through sample_action, 2 to 4 players, and fuzzed action sequences (hypothesis) that mix
legal and illegal actions: the invariants always hold (no negative coins or goods, at most 4 cards a zone, at
most 6 merchants, 96 action cards and 32 contracts accounted for, 4 sprats cards at most ...)."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.base import RuleError
from games.kilia import cards
from games.kilia.actions import RevealContracts
from games.kilia.model import ACTIVATIONS, SPACE_ROW, KiliaState, Phase, Zone
from games.kilia.setup import SCORE_TOKENS, ZONE_MAX

from .helpers import GAME, new_game

OPTIONS = {"extra_wheel": ["none", "zone4", "coins"], "trade_and_exchange": ["apart", "exclusive"],
           "full_wheel": ["lowest", "nothing"]}


def check_invariants(state: KiliaState) -> None:
    sprats = state.sprats_left
    for held in state.seats:
        assert held.coins >= 0 and all(v >= 0 for v in held.goods.as_tuple())
        assert all(len(zone) <= ZONE_MAX for zone in held.zones) and len(held.merchants) == 6
        assert all(0 <= n <= ACTIVATIONS[SPACE_ROW[s]] and (not n or held.merchants[s])
                   for s, n in enumerate(held.activations))
        assert len(held.skills) <= held.zone(Zone.UNIVERSITY)  # a skill comes with each university development
        assert len({c.skill for c in held.skills}) == len(held.skills)
        assert len(held.warehouses) <= held.zone(Zone.WAREHOUSE)
        assert len({w.space for w in held.warehouses}) == len(held.warehouses)
        assert all(1 <= w.space <= state.components.canal_spaces for w in held.warehouses)
        assert 1 <= held.ship <= 5 and 1 <= held.keys <= 5
        assert [c.token for c in held.claims] == [i < SCORE_TOKENS for i in range(len(held.claims))]
        sprats += held.sprats + held.sprats_new + sum(1 for zone in held.zones for c in zone if c is None)
    assert sprats <= 4
    assert sum(cards.actions_out(state).values()) + state.action_deck == cards.ACTION_CARDS
    assert sum(cards.contracts_out(state).values()) + state.contract_deck == cards.CONTRACT_CARDS
    assert state.turn.actions <= state.turn.allowed
    assert (state.final_round is not None) == any(len(s.claims) >= SCORE_TOKENS for s in state.seats)
    if state.phase is Phase.OVER:
        assert all(s.delivered is not None for s in state.seats)


def play(players: int, seed: int, **options: Any) -> tuple[list[Any], list[KiliaState]]:
    rng = random.Random(seed)
    states, actions = [new_game(players, seed % players, listed=seed % 3 != 0, **options)], []
    while (action := GAME.sample_action(states[-1], rng)) is not None:
        actions.append(action)
        states.append(GAME.apply(states[-1], action))
        assert len(actions) < 800, "a random game should end within 800 actions"
    return actions, states


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_a_whole_random_game_reaches_an_outcome(players: int, seed: int) -> None:
    # kilia-fr: "Faites maintenant la somme des points de chaque joueur. Le joueur qui a le plus de points gagne."
    options = {name: values[seed % len(values)] for name, values in OPTIONS.items()}
    actions, states = play(players, seed, **options)
    final = states[-1]
    assert final.phase is Phase.OVER and isinstance(actions[-1], RevealContracts)
    outcome = GAME.outcome(final)
    assert outcome is not None and outcome.winners == outcome.ranking[0]
    best = max(outcome.scores)
    assert all(outcome.scores[w] == best for w in outcome.winners)
    assert GAME.sample_action(final, random.Random(seed)) is None
    for state in states:
        check_invariants(state)


def test_random_games_end_within_about_400_actions_and_exercise_every_action() -> None:
    seen: Counter[str] = Counter()
    lengths: dict[int, list[int]] = {2: [], 3: [], 4: []}
    for players in (2, 3, 4):
        for seed in range(6):
            actions, _ = play(players, seed)
            lengths[players].append(len(actions))
            seen.update(type(a).__name__ for a in actions)
    assert set(seen) >= {"RevealAction", "RevealContract", "Develop", "PlaceMerchant",
                         "TakeContract", "TakeSkill", "BuildWarehouse", "Skip", "Fulfil", "PlaceToken", "PlaySprats",
                         "EndTurn", "ShipIncome", "Deliver", "RevealContracts", "Correct", "Refresh"}, seen
    assert max(lengths[2]) < 300 and max(lengths[3]) < 400 and sum(lengths[4]) / len(lengths[4]) < 420, lengths


def test_colours_chosen_at_the_table_are_played_through() -> None:
    rng = random.Random(3)
    state = new_game(3, colours=["red", "blue", "green"])
    seen = set()
    while (action := GAME.sample_action(state, rng)) is not None:
        seen.add(type(action).__name__)
        state = GAME.apply(state, action)
    assert "ChooseColour" in seen and state.phase is Phase.OVER


def test_the_public_view_hides_the_fulfilled_contracts_until_the_end_and_reveals_are_marked() -> None:
    # kilia-fr: "Posez ensuite le contrat rempli face cachée devant vous"; "Vous pouvez regarder vos cartes à tout
    # moment"; docs/design.md#undo-stops-at-reveals: undo stops at reveals.
    actions, states = play(3, 7)
    for state in states[:-1]:
        public = GAME.view(state, None)
        assert all(all(c is None for c in s.fulfilled) for s in public.seats)
        own = GAME.view(state, 1)
        assert own.seats[1].fulfilled == state.seats[1].fulfilled
        assert own.seats[1].score.total is not None and public.seats[1].score.total is None
    final = GAME.view(states[-1], None)
    assert any(s.fulfilled and s.fulfilled[0] is not None for s in final.seats) and final.winners
    revealing = {type(a).__name__ for a in actions if GAME.reveals(a)}
    assert revealing == {"RevealAction", "RevealContract", "RevealContracts"}


fuzzing = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@fuzzing
@given(data=st.data())
def test_fuzzed_sequences_never_break_the_invariants(data: st.DataObject) -> None:
    players = data.draw(st.integers(2, 4), label="players")
    options = {name: data.draw(st.sampled_from(values), label=name) for name, values in OPTIONS.items()}
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    wild = data.draw(st.floats(0.0, 0.6), label="share of probes")
    state = new_game(players, data.draw(st.integers(0, players - 1), label="first"),
                     listed=data.draw(st.booleans(), label="listed"), **options)
    check_invariants(state)
    for _ in range(300):
        if rng.random() < wild:
            action = rng.choice(list(GAME.probe_actions(state, rng)))
        else:
            action = GAME.sample_action(state, rng)
            if action is None:
                break
        before = json.dumps(GAME.state_to_json(state), sort_keys=True)
        try:
            state = GAME.apply(state, action)
        except RuleError as error:
            assert error.key and json.dumps(GAME.state_to_json(state), sort_keys=True) == before
            continue
        check_invariants(state)
