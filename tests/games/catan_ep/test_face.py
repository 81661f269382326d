"""The engine's face (docs/design.md#the-engine-face), on seeded random games of the five scenarios: the typed view,
every refusal's clause, what each action did in words, the score sheet, and the scenarios offered."""

from __future__ import annotations

import random

from games import serial
from games.base import Phrase, Plural, RuleError
from games.catan_ep import SCENARIOS, CatanView
from games.catan_ep.actions import FishRoll, Roll
from games.catan_ep.playouts import GAME, states
from games.refusals import ENTRY
from games.scoresheet import ScoreSheet


def test_the_view_is_typed_the_same_for_every_seat_and_round_trips_through_json() -> None:
    for state in list(states(3, limit=200))[::20]:
        view = GAME.view(state, None)
        assert isinstance(view, CatanView)
        assert all(GAME.view(state, seat) == view for seat in range(len(state.players)))
        assert serial.from_json(CatanView, serial.to_json(view)) == view
        outcome = GAME.outcome(state)
        if outcome is not None:
            assert tuple(s.points for s in view.seats) == outcome.scores


def test_every_refusal_met_in_random_games_names_its_clause_from_the_rulebook_or_the_entry() -> None:
    met: set[str] = set()
    for seed in range(12):
        rng = random.Random(seed)
        for state in list(states(seed, limit=120))[::3]:
            for action in GAME.probe_actions(state, rng):
                try:
                    GAME.apply(state, action)
                except RuleError as error:
                    refusal = GAME.refusal(error)
                    assert refusal.clause is not None, error.key
                    assert refusal.clause is ENTRY or (refusal.clause.book == "catan-explorers-pirates-fr"
                                                       and refusal.clause.quote and refusal.clause.section)
                    assert "{" not in refusal.clause.summary, error.key
                    met.add(error.key)
    assert len(met) > 15


def test_every_action_says_what_it_did_and_a_roll_says_what_each_seat_produced() -> None:
    said_rolls = said_fish = 0
    for seed in range(10):
        rng = random.Random(seed)
        state = next(states(seed))
        for _ in range(400):
            action = GAME.sample_action(state, rng)
            if action is None:
                break
            after = GAME.apply(state, action)
            said = GAME.events(state, action, after)
            assert said and all(isinstance(p, Phrase) for p in said), action
            assert all("(s)" not in str(p) for p in said)
            if isinstance(action, Roll):
                said_rolls += 1
                assert str(said[0]) == f"Roll: {action.die1 + action.die2}"
                if action.die1 + action.die2 != 7:
                    assert len(said) >= 1 + len(state.players)
            if isinstance(action, FishRoll):
                said_fish += 1
                assert str(said[0]).startswith(f"Fish die: {action.die}.")
            state = after
    assert said_rolls > 50 and said_fish > 0


def test_the_score_sheet_adds_up_to_each_total_at_the_end() -> None:
    ended = 0
    for seed in range(6):
        last = list(states(seed, limit=5000))[-1]
        sheet = GAME.score_sheet(last)
        assert isinstance(sheet, ScoreSheet)
        assert tuple(sum(line.points[s] for line in sheet.lines) for s in range(len(last.players))) == sheet.totals
        assert str(sheet.lines[1].label) == "Harbor settlements"
        ended += 1
    assert ended == 6
    assert GAME.score_sheet(next(states(0))) is None


def test_the_five_scenarios_with_their_targets_and_players() -> None:
    assert [(s.number, s.target) for s in SCENARIOS] == [(1, 8), (2, 12), (3, 15), (4, 15), (5, 17)]
    assert all((s.min_players, s.max_players) == (2, 4) for s in SCENARIOS)
    assert SCENARIOS[1].name == "2: Pirate Lairs" and SCENARIOS[4].options == (("scenario", 5),)


def test_counted_refusals_read_right_for_one_and_for_many() -> None:
    assert str(Plural.of("{count} crew", "{count} crews", 1)) == "1 crew"
    assert str(Plural.of("{count} crew", "{count} crews", 2)) == "2 crews"
