"""Whole random games through sample_action, 2 to 5 players, and fuzzed action sequences (hypothesis) that
mix legal and illegal actions: the invariants always hold (pioneers <= 10, ships <= 5, market tokens <= 8,
no negative stash, 90 cards, one pioneer a spot, the production boards match the map)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.base import RuleError
from games.ilos.actions import CorrectStash, EndTurn, RevealStashes
from games.ilos.model import PLANTATION_SPOTS, RESOURCES, IlosState, Phase, Resource, SpotKind
from games.ilos.setup import BUILDING_TOKENS, CARDS, MARKET_TOKENS, MAX_RAISES, PIONEERS, SHIPS

from .helpers import GAME, new_game

OPTIONS = {"first_islands": ["round", "first_turn"], "take_from": ["others", "anyone"],
           "empty_trading_post": ["refused", "allowed"]}


def check_invariants(state: IlosState) -> None:
    seats = range(len(state.players))
    assert all(state.pioneers_of(s) <= PIONEERS for s in seats)
    assert all(state.ships_of(s) <= SHIPS for s in seats)
    assert state.market_tokens() <= MARKET_TOKENS and all(0 <= r <= MAX_RAISES for r in state.raises)
    assert all(v >= 0 for s in state.seats for v in s.stash.as_tuple())
    assert all(s.hand >= 0 for s in state.seats) and state.deck >= 0 and state.discard >= 0
    assert state.deck + state.discard + sum(s.hand for s in state.seats) == CARDS
    spots = [(p.tile, p.spot) for p in state.pioneers]
    assert len(spots) == len(set(spots))
    assert sum(1 for p in state.pioneers if p.building is not None) <= BUILDING_TOKENS
    lairs = [s.tile for s in state.ships if s.land is None]
    assert len(lairs) == len(set(lairs)) and all(state.tiles[t].tile.lair for t in lairs)
    assert len(state.area) <= 3 and state.tile_pile >= 0
    if state.phase is not Phase.OVER:
        for seat in seats:
            board = {r: 0 for r in RESOURCES}
            for p in state.pioneers:
                kind = state.tiles[p.tile].tile.spots[p.spot].kind
                if p.seat != seat or kind in (SpotKind.RUINS,):
                    continue
                if p.copies is not None:
                    board[p.copies] += 1
                elif kind in PLANTATION_SPOTS:
                    board[PLANTATION_SPOTS[kind]] += 1
                elif kind is SpotKind.GOLD:
                    board[Resource.GOLD] += 1
            assert state.seats[seat].production.as_tuple() == tuple(board[r] for r in RESOURCES)


def play(players: int, seed: int, **options: Any) -> tuple[list[Any], list[IlosState]]:
    rng = random.Random(seed)
    states, actions = [new_game(players, seed % players, **options)], []
    while (action := GAME.sample_action(states[-1], rng)) is not None:
        actions.append(action)
        states.append(GAME.apply(states[-1], action))
        assert len(actions) < 400, "a random game should end within 400 actions"
    return actions, states


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(3))
def test_a_whole_random_game_reaches_an_outcome(players: int, seed: int) -> None:
    # ilos-fr FIN DE LA PARTIE: "Le joueur le plus riche est le gagnant."
    actions, states = play(players, seed, first_islands=OPTIONS["first_islands"][seed % 2])
    final = states[-1]
    assert final.phase is Phase.OVER and isinstance(actions[-1], RevealStashes)
    assert len({s.turns for s in final.seats}) == 1  # "le même nombre de tours"
    outcome = GAME.outcome(final)
    assert outcome is not None and set(outcome.winners) <= {s for s, v in enumerate(outcome.scores)
                                                            if v == max(outcome.scores)}
    assert GAME.sample_action(final, random.Random(seed)) is None
    for state in states:
        check_invariants(state)


def test_random_games_exercise_every_action() -> None:
    seen: set[str] = set()
    for players in (2, 3, 4, 5):
        for seed in range(5):
            actions, states = play(players, seed)
            seen |= {type(a).__name__ for a in actions}
            seen |= {"Reshuffle" for s in states if s.last_turn is not None and s.last_turn.reshuffled}
            seen |= {"Pirated" for s in states if any(sh.land is None for sh in s.ships)}
    expected = {"RevealTile", "Redraw", "FirstIsland", "ShipDock", "ShipExplore", "ShipLair", "Plantation",
                "GoldMine", "Building", "Ruins", "Market", "EndTurn", "CorrectStash", "RevealStashes", "Pirated"}
    assert expected <= seen, expected - seen


def test_the_public_view_never_shows_a_stash_before_the_reveal_and_reveals_are_marked() -> None:
    # docs/design.md#secrets; ilos-fr: "révélez les Ressources derrière votre Écran" only at the end.
    actions, states = play(4, 7)
    for state in states[:-1]:
        assert all(s.stash is None for s in GAME.view(state, None).seats)
    assert all(s.stash is not None for s in GAME.view(states[-1], None).seats)
    revealing = {type(a).__name__ for a in actions if GAME.reveals(a)}
    assert revealing == {"RevealTile", "RevealStashes"}


fuzzing = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@fuzzing
@given(data=st.data())
def test_fuzzed_sequences_never_break_the_invariants(data: st.DataObject) -> None:
    players = data.draw(st.integers(2, 5), label="players")
    options = {name: data.draw(st.sampled_from(values), label=name) for name, values in OPTIONS.items()}
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    wild = data.draw(st.floats(0.0, 0.6), label="share of probes")
    state = new_game(players, data.draw(st.integers(0, players - 1), label="first"), **options)
    check_invariants(state)
    for _ in range(300):
        if rng.random() < wild:
            probes = list(GAME.probe_actions(state, rng))
            action = rng.choice(probes + [CorrectStash(rng.randrange(players), state.seats[0].stash),
                                          EndTurn(state.seat, rng.randrange(players))])
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
