"""Random games of scenarios 3, 4 and 5 and fuzzed sequences mixing legal and refused actions: part 1's
invariants and those of fish and spices always hold (6 fish and 24 sacks at most, one crew per village per
player, a sack per player on a village until their crew takes it, never more than 8 moves, holds and docks within
their room, no loaded ship of the player on turn left pointing at a Council harbor)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.base import Termination
from games.catan_ep.board import council_harbors
from games.catan_ep.fish import FISH, fish_in_play
from games.catan_ep.headless import score_file
from games.catan_ep.missions import points
from games.catan_ep.model import (Advantage, Building, CatanState, Kind, Mission, Phase, Piece, PirateShip, Resources,
                                  Zone)
from games.catan_ep.pieces import fits
from games.catan_ep.spices import SACKS, sacks_in_play
from games.catan_ep.villages import MAX_MOVES

from .helpers import BLUE, GAME, RED, WHITE, E, new_game, ship, table, with_hex
from .test_random_games import HARBORS, check_invariants
from .test_random_games import play as play_from


def check_fish_and_spices(state: CatanState) -> None:
    check_invariants(state)
    assert fish_in_play(state) <= FISH and sacks_in_play(state) <= SACKS
    assert state.turn.moves_left <= MAX_MOVES
    for h in state.hexes:
        assert not h.fish or (h.kind is Kind.FISH and (state.pirate is None or state.pirate.at != h.at))
        if h.kind is Kind.VILLAGE:
            assert len(set(h.crews)) == len(h.crews) and h.sacks + len(h.crews) == len(state.players)
    assert all(fits(s.cargo) for s in state.ships) and all(fits(b.dock) for b in state.buildings)
    harbors = council_harbors(state)
    assert not any(s.seat == state.seat and harbors & set(s.edge.ends) and {Piece.FISH, Piece.SACK} & set(s.cargo)
                   for s in state.ships)


def mid_game(players: int) -> CatanState:
    """Scenario 5 under way: shoals (one with a fish), villages of each advantage, a lair, ships with crews by
    the villages, a fish and sacks near the Council, a pirate ship out, full hands."""
    harbors = [Building(s, c, harbor=True) for s, c in enumerate(HARBORS[:players])]
    ships = [ship(0, RED, E((2, -1), (3, -2)), Piece.CREW, Piece.CREW), ship(1, BLUE, E((3, -1), (3, 0)), Piece.FISH),
             ship(2, RED, E((2, 1), (3, 0)), Piece.SACK), ship(3, BLUE, E((-2, 2), (-2, 3)), Piece.CREW),
             ship(4, RED, E((0, -2), (0, -3)))]
    full = Resources(wood=4, brick=4, wool=4, grain=4, ore=4)
    state = table(players=players, scenario=5, phase=Phase.ROLL, buildings=harbors, ships=ships,
                  hands={s: full for s in range(players)}, gold={s: 5 for s in range(players)},
                  pirate=PirateShip(BLUE, 3, 0))
    state = with_hex(state, (3, -2), Kind.VILLAGE, zone=Zone.NORTH, advantage=Advantage.SWIFT_VOYAGE, sacks=players)
    state = with_hex(state, (-2, 3), Kind.VILLAGE, zone=Zone.SOUTH, advantage=Advantage.PIRATE_BONUS_4,
                     crews=(WHITE % players,), sacks=players - 1)
    state = with_hex(state, (-1, -2), Kind.VILLAGE, zone=Zone.NORTH, advantage=Advantage.FAST_GOLD, sacks=players)
    state = with_hex(state, (0, -3), Kind.FISH, 4, zone=Zone.NORTH, fish=True)
    state = with_hex(state, (1, 2), Kind.FISH, 2, zone=Zone.SOUTH)
    return with_hex(state, (-3, 2), Kind.GOLD_RIVER, None, zone=Zone.SOUTH, lair=True, crews=(BLUE,))


def play(start: CatanState, seed: int, probes: bool) -> list[CatanState]:
    return play_from(len(start.players), start.rules.scenario, seed, probes, start=start, check=check_fish_and_spices)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), scenario=st.sampled_from([3, 4, 5]), seed=st.integers(0, 2**32 - 1))
def test_fuzzed_games_of_scenarios_3_to_5_never_break_an_invariant(players: int, scenario: int, seed: int) -> None:
    play(new_game(players, scenario, first_seat=seed % players), seed, probes=True)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1))
def test_fuzzed_scenario_5_mid_games_never_break_an_invariant(players: int, seed: int) -> None:
    play(mid_game(players), seed, probes=True)


def test_random_scenario_5_games_reach_an_outcome_using_fish_and_spices() -> None:
    seen: Counter[str] = Counter()
    for seed in range(6):
        players = 2 + seed % 3
        for start in (new_game(players, 5, first_seat=seed % players), mid_game(players)):
            states = play(start, seed, probes=False)
            assert GAME.outcome(states[-1]) is not None
            seen["fish rolled"] += sum(1 for s in states if s.turn.fished)
            seen["fish taken"] += sum(1 for a, b in zip(states, states[1:]) if fish_in_play(b) == fish_in_play(a)
                                      and sum(s.cargo.count(Piece.FISH) for s in b.ships)
                                      > sum(s.cargo.count(Piece.FISH) for s in a.ships))
            seen["crews left"] += sum(len(h.crews) for h in states[-1].hexes if h.kind is Kind.VILLAGE)
            seen["delivered"] += sum(m.step for t in states[-1].tracks if t.mission.value != "pirate_lairs"
                                     for m in t.markers)
    assert seen["fish rolled"] and seen["fish taken"] and seen["crews left"] > 6 and seen["delivered"], seen


def test_a_scenario_5_game_near_its_end_is_won_at_17_points() -> None:
    # catan-ep-fr: "Ce scénario prend fin lorsqu'à son tour, un joueur possède au moins 17 points de victoire."
    won = 0
    for seed in range(4):
        state = mid_game(3)
        last = {t.mission: len(t.points) - (2 if t.mission is Mission.FISH else 1) for t in state.tracks}
        tracks = tuple(replace(t, markers=tuple(replace(m, step=last[t.mission]) if m.seat == RED else m
                                                for m in t.markers)) for t in state.tracks)
        state = replace(state, tracks=tracks)
        assert points(state, RED) == 16  # the tracks and a harbor settlement: one point short
        states = play(state, seed, probes=False)
        outcome = GAME.outcome(states[-1])
        assert outcome is not None
        if outcome.termination is Termination.TARGET:
            won += 1
            assert outcome.scores[outcome.winners[0]] >= 17
    assert won, "a player reaches 17 points on their turn"


def test_the_headless_score_of_a_random_scenario_5_end_agrees_with_the_engine() -> None:
    # catan-ep-fr: "Vous avez toujours le nombre de PV indiqué à côté de la case occupée par votre marqueur." (the
    # headless command scores the fish and spices tracks as the engine does)
    end = play(mid_game(3), 5, probes=False)[-1]
    names = [p.name for p in end.players]
    data = {"scenario": 5,
            "players": [{"name": n, "settlements": sum(1 for b in end.buildings if b.owner == s and not b.harbor),
                         "harbor_settlements": sum(1 for b in end.buildings if b.owner == s and b.harbor)}
                        for s, n in enumerate(names)],
            "missions": {t.mission.value: [[names[m.seat], m.step] for m in sorted(t.markers, key=lambda m: m.arrival)]
                         for t in end.tracks},
            "tracks": {t.mission.value: list(t.points) for t in end.tracks}}
    scored = score_file(data)
    assert [p["total"] for p in scored["players"]] == [points(end, s) for s in range(3)]
    assert any(m.step for t in end.tracks if t.mission is not Mission.PIRATE_LAIRS for m in t.markers)
