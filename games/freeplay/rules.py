"""Free play's rules: turn order, rounds, a pausable turn timer, round scores, totals and the winner."""

from __future__ import annotations

import random
from typing import Iterator, Sequence

from games.base import N_, Game, Outcome, Phrase, Plural, RuleError, Setup, TableOption, Termination, register
from games.freeplay.clauses import CLAUSES
from games.freeplay.state import (ACTION_TYPES, POINTS_LIMIT, ROUNDS_LIMIT, Action, EndGame, EndTurn, FreePlayState,
                                  PauseTimer, ResumeTimer, SetScore, TurnClock)
from games.freeplay.view import FreePlayView
from games.frozen import evolve
from games.ranking import rank
from games.scoresheet import ScoreLine, ScoreSheet


@register
class FreePlay(Game[FreePlayState, Action]):
    name = "freeplay"
    title_key = "Free play"
    min_players = 2
    max_players = 6
    state_type = FreePlayState
    action_types = ACTION_TYPES
    table_options = (TableOption("lowest_wins", N_("The winner has"), (
        (False, N_("the highest total")), (True, N_("the lowest total")))),)
    uses_table_clock = True
    clauses = CLAUSES

    def initial_state(self, setup: Setup) -> FreePlayState:
        count = len(setup.players)
        if not self.min_players <= count <= self.max_players:
            raise RuleError("Free play needs {min} to {max} players, not {count}",
                            min=self.min_players, max=self.max_players, count=count)
        setup.check_first_seat()
        names = [p.name.strip() for p in setup.players]
        if any(not n for n in names):
            raise RuleError("Every player needs a name")
        if len({n.casefold() for n in names}) != count:
            raise RuleError("Two players have the same name")
        clock_ms = setup.option("clock_ms")
        return FreePlayState(
            players=setup.players, first_seat=setup.first_seat,
            lowest_wins=bool(setup.option("lowest_wins", False)),
            seat=setup.first_seat, round=1, turns_taken=0, scores=((None,) * count,),
            clock=TurnClock(running_since_ms=clock_ms), time_used_ms=(0,) * count,
            last_ms=clock_ms or 0)

    def apply(self, state: FreePlayState, action: Action) -> FreePlayState:
        if state.finished:
            raise RuleError("The game is over; undo to reopen it")
        if isinstance(action, SetScore):
            return self._set_score(state, action)
        now = max(action.at_ms, state.last_ms)
        if isinstance(action, EndTurn):
            return self._end_turn(state, now)
        if isinstance(action, PauseTimer):
            if state.clock.paused:
                raise RuleError("The timer is already paused")
            return evolve(state, clock=TurnClock(state.clock.elapsed_ms(now)), last_ms=now)
        if isinstance(action, ResumeTimer):
            if not state.clock.paused:
                raise RuleError("The timer is already running")
            return evolve(state, clock=evolve(state.clock, running_since_ms=now), last_ms=now)
        if isinstance(action, EndGame):
            return evolve(self._bank_turn_time(state, now), finished=True,
                           clock=TurnClock(state.clock.elapsed_ms(now)), last_ms=now)
        raise RuleError("Free play has no action {action}", action=type(action).__name__)

    def _bank_turn_time(self, state: FreePlayState, now: int) -> FreePlayState:
        used = list(state.time_used_ms)
        used[state.seat] += state.clock.elapsed_ms(now)
        return evolve(state, time_used_ms=tuple(used))

    def _end_turn(self, state: FreePlayState, now: int) -> FreePlayState:
        state = self._bank_turn_time(state, now)
        seat = (state.seat + 1) % len(state.players)
        new_round = seat == state.first_seat
        if new_round and state.round >= ROUNDS_LIMIT:
            raise RuleError("A game of Free play has at most {rounds}; end the game",
                            rounds=Plural.of("{count} round", "{count} rounds", ROUNDS_LIMIT))
        scores = state.scores + ((None,) * len(state.players),) if new_round else state.scores
        return evolve(state, seat=seat, round=state.round + new_round, turns_taken=state.turns_taken + 1,
                       scores=scores, clock=TurnClock(running_since_ms=now), last_ms=now)

    def _set_score(self, state: FreePlayState, action: SetScore) -> FreePlayState:
        if not 1 <= action.round <= state.round:
            raise RuleError("Round {round} has not started; rounds 1 to {current} can be scored",
                            round=action.round, current=state.round)
        if not 0 <= action.seat < len(state.players):
            raise RuleError("There is no seat {seat}", seat=action.seat + 1)
        if action.points is not None and abs(action.points) > POINTS_LIMIT:
            raise RuleError("A round score must be between -{limit} and {limit}", limit=POINTS_LIMIT)
        index = action.round - 1
        row = list(state.scores[index])
        row[action.seat] = action.points
        return evolve(state, scores=state.scores[:index] + (tuple(row),) + state.scores[index + 1:])

    def outcome(self, state: FreePlayState) -> Outcome | None:
        if not state.finished:
            return None
        return rank(state.totals(), [(N_("most rounds won"), state.round_wins())],
                    lowest_wins=state.lowest_wins, termination=Termination.DECLARED)

    def score_over_game(self, states: Sequence[FreePlayState]) -> tuple[tuple[int, ...], ...]:
        """The running totals after each round entered: the last state holds every round's scores."""
        if not states:
            return ()
        last, running = states[-1], [0] * len(states[-1].players)
        found = []
        for row in last.scores:
            if any(p is not None for p in row):
                running = [total + (p or 0) for total, p in zip(running, row)]
                found.append(tuple(running))
        return tuple(found)

    def score_sheet(self, state: FreePlayState) -> ScoreSheet | None:
        outcome = self.outcome(state)
        if outcome is None:
            return None
        lines = tuple(ScoreLine(Phrase.of(N_("Round {round}"), round=number), tuple(p or 0 for p in row))
                      for number, row in enumerate(state.scores, start=1) if any(p is not None for p in row))
        tie_break = None if outcome.tie_break is None else Phrase.of(outcome.tie_break)
        return ScoreSheet(outcome, lines, tie_break, unscored=not lines)

    def view(self, state: FreePlayState, seat: int | None) -> FreePlayView:
        return FreePlayView.of(state)

    def events(self, before: FreePlayState, action: Action, after: FreePlayState) -> tuple[Phrase, ...]:
        name = before.players[before.seat].name
        if isinstance(action, EndTurn):
            return (Phrase.of(N_("{player} ended their turn"), player=name),)
        if isinstance(action, SetScore):
            who = before.players[action.seat].name
            if action.points is None:
                return (Phrase.of(N_("{player}'s score for round {round} cleared"), player=who, round=action.round),)
            return (Phrase.of(N_("{player} scored {points} in round {round}"), player=who, points=action.points,
                              round=action.round),)
        if isinstance(action, EndGame):
            return (Phrase.of(N_("The game was ended"),),)
        return ()

    def sample_action(self, state: FreePlayState, rng: random.Random) -> Action | None:
        if state.finished:
            return None
        at = state.last_ms + rng.randint(0, 90_000)
        roll = rng.random()
        if roll < 0.45:
            last = state.round >= ROUNDS_LIMIT and (state.seat + 1) % len(state.players) == state.first_seat
            return EndGame(at) if last else EndTurn(at)
        if roll < 0.8:
            return SetScore(rng.randint(1, state.round), rng.randrange(len(state.players)),
                            rng.choice([None, rng.randint(-20, 120)]))
        if roll < 0.97:
            return ResumeTimer(at) if state.clock.paused else PauseTimer(at)
        return EndGame(at)

    def probe_actions(self, state: FreePlayState, rng: random.Random) -> Iterator[Action]:
        yield SetScore(state.round + 1, 0, 5)
        yield SetScore(0, 0, 5)
        yield SetScore(1, len(state.players), 5)
        yield SetScore(1, 0, POINTS_LIMIT + 1)
        yield PauseTimer(state.last_ms) if state.clock.paused else ResumeTimer(state.last_ms)
        yield EndTurn(state.last_ms - rng.randint(0, 10_000))  # legal: a clock stepping back is clamped
