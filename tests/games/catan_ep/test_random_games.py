"""Whole random games (scenarios 1 and 2, 2 to 4 players) and fuzzed sequences mixing legal and refused actions:
the invariants always hold (pieces within each supply, never 3 ships ending on a route, one pirate ship on the
board and never by the start island, no negative cards or gold, at most 3 crews on a lair, the distance rule)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Callable

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.base import RuleError
from games.catan_ep import board as geo
from games.catan_ep.hexgrid import neighbour_corners
from games.catan_ep.model import (RESOURCES, Building, CatanState, Kind, Phase, Piece, PirateShip, Resources,
                                  Zone)
from games.catan_ep.pieces import SUPPLY, Build, in_play

from .helpers import BLUE, GAME, RED, WHITE, C, E, new_game, ship, table, with_hex


HARBORS = [C((1, -1), (1, -2), (2, -2)), C((-1, 1), (-1, 2), (-2, 2)), C((1, 0), (1, 1), (2, 0)),
           C((0, 1), (0, 2), (-1, 2))]


def check_invariants(state: CatanState) -> None:
    for seat, held in enumerate(state.seats):
        assert held.gold >= 0 and all(held.hand.get(r) >= 0 for r in RESOURCES)
        for build in Build:
            assert in_play(state, seat, build) <= SUPPLY[build], (seat, build)
    on_edge = Counter(s.edge for s in state.ships)
    settled = Counter(s.edge for s in state.ships if s.id != state.turn.current)
    assert all(n <= 2 for n in settled.values()) and all(n <= 3 for n in on_edge.values())
    assert all(geo.is_route(state, s.edge) for s in state.ships)
    if state.pirate is not None:
        pirate = geo.hex_at(state, state.pirate.at)
        assert pirate is not None and pirate.kind in (Kind.SEA, Kind.FISH)  # a fish shoal is a sea tile
        assert not geo.near_start_island(state, pirate.at)
    assert all(len(h.crews) <= 3 for h in state.hexes if h.lair and not h.captured)
    corners = {b.corner for b in state.buildings}
    assert len(corners) == len(state.buildings)
    assert not any(n in corners for c in corners for n in neighbour_corners(c))
    for track in state.tracks:
        assert all(0 <= m.step < len(track.points) for m in track.markers)
    assert (state.phase is Phase.OVER) == (GAME.outcome(state) is not None)


def mid_game(players: int) -> CatanState:
    """Scenario 2 under way: two lairs discovered (one with 2 crews), ships with crews and settlers beside them, a
    pirate ship out, full hands: captures, heroes, pick-ups, chases and tributes all come up."""
    lair, other = (3, -2), (-2, 3)
    harbors = [Building(s, c, harbor=True) for s, c in enumerate(HARBORS[:players])]
    ships = [ship(0, RED, E((2, -1), (3, -2)), Piece.CREW, Piece.CREW), ship(1, BLUE, E((2, -2), (3, -2)), Piece.CREW),
             ship(2, RED, E((2, -1), (3, -1)), Piece.SETTLER), ship(3, BLUE, E((-2, 2), (-2, 3)), Piece.CREW)]
    full = Resources(wood=4, brick=4, wool=4, grain=4, ore=4)
    state = table(players=players, scenario=2, phase=Phase.ROLL, buildings=harbors, ships=ships,
                  hands={s: full for s in range(players)}, gold={s: 5 for s in range(players)},
                  pirate=PirateShip(BLUE, 3, 0))
    state = with_hex(state, lair, Kind.GOLD_RIVER, None, zone=Zone.NORTH, lair=True, crews=(WHITE % players,) * 2)
    return with_hex(state, other, Kind.GOLD_RIVER, None, zone=Zone.SOUTH, lair=True)


def play(players: int, scenario: int, seed: int, probes: bool, start: CatanState | None = None,
         check: Callable[[CatanState], None] = check_invariants) -> list[CatanState]:
    rng = random.Random(seed)
    states = [start or new_game(players, scenario, first_seat=seed % players)]
    while (action := GAME.sample_action(states[-1], rng)) is not None:
        if probes:
            for probe in GAME.probe_actions(states[-1], rng):
                try:
                    check(GAME.apply(states[-1], probe))
                except RuleError:
                    pass
        states.append(GAME.apply(states[-1], action))
        check(states[-1])
        assert len(states) < 2000, "a random game ends (DeclareEnd after sampling.TURN_LIMIT turns)"
    return states


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), scenario=st.sampled_from([1, 2]), seed=st.integers(0, 2**32 - 1))
def test_fuzzed_games_never_break_an_invariant(players: int, scenario: int, seed: int) -> None:
    play(players, scenario, seed, probes=True)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1))
def test_fuzzed_mid_games_with_lairs_and_pirates_never_break_an_invariant(players: int, seed: int) -> None:
    play(players, 2, seed, probes=True, start=mid_game(players))


def test_mid_games_reach_captures_and_chases() -> None:
    seen: Counter[str] = Counter()
    for seed in range(10):
        for state in play(2 + seed % 3, 2, seed, probes=False, start=mid_game(2 + seed % 3)):
            seen[state.phase.value] += 1
            seen.update(f"captured {h.at}" for h in state.hexes if h.captured)
            seen["chased"] += len(state.turn.chased)
    assert seen["capture"] and seen["captured (3, -2)"] and seen["chased"], seen


def test_random_games_of_both_scenarios_use_every_part_of_the_rules() -> None:
    seen: Counter[str] = Counter()
    for seed in range(8):
        states = play(2 + seed % 3, 1 + seed % 2, seed, probes=False)
        seen.update(s.phase.value for s in states)
        seen.update(f"built {b.harbor}" for b in states[-1].buildings)
        assert GAME.outcome(states[-1]) is not None
    for phase in ("setup", "roll", "trade", "move", "reveal", "pirate", "over"):
        assert seen[phase], phase
