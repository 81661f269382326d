"""A tiny game with a secret, for the undo-barrier tests: each seat seals a number, then one Reveal shows
them all. Registered only while a test uses the ``sealed_guess`` fixture (see conftest), so the games
conformance suite never sees it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Mapping

from games import serial
from games.base import Game, Outcome, RuleError, Setup
from games.ranking import rank


@dataclass(frozen=True)
class GuessState:
    sealed: tuple[int | None, ...]  # this round's numbers, secret until revealed
    rounds: tuple[tuple[int, ...], ...] = ()  # revealed rounds
    finished: bool = False


@dataclass(frozen=True)
class Seal:
    sealed: ClassVar[bool] = True  # Game.sealed: journaled encrypted
    seat: int
    number: int


@dataclass(frozen=True)
class Reveal:
    reveals: ClassVar[bool] = True  # games.base.Game.reveals reads this: an undo barrier


@dataclass(frozen=True)
class Finish:
    pass


class SealedGuess(Game[GuessState, Any]):
    name = "sealed-guess-test"
    title_key = "Sealed guess"
    min_players = 2
    max_players = 4
    state_type = GuessState
    action_types = (Seal, Reveal, Finish)

    def initial_state(self, setup: Setup) -> GuessState:
        if not self.min_players <= len(setup.players) <= self.max_players:
            raise RuleError("Sealed guess needs 2 to 4 players")
        return GuessState(sealed=(None,) * len(setup.players))

    def apply(self, state: GuessState, action: Any) -> GuessState:
        if state.finished:
            raise RuleError("The game is over; undo to reopen it")
        if isinstance(action, Seal):
            if not 0 <= action.seat < len(state.sealed) or state.sealed[action.seat] is not None:
                raise RuleError("Seat {seat} cannot seal now", seat=action.seat + 1)
            sealed = list(state.sealed)
            sealed[action.seat] = action.number
            return replace(state, sealed=tuple(sealed))
        if isinstance(action, Reveal):
            if None in state.sealed:
                raise RuleError("Every seat must seal before the reveal")
            numbers = tuple(n for n in state.sealed if n is not None)
            return replace(state, sealed=(None,) * len(state.sealed), rounds=state.rounds + (numbers,))
        if not state.rounds:
            raise RuleError("Reveal a round before finishing")
        return replace(state, finished=True)

    def outcome(self, state: GuessState) -> Outcome | None:
        if not state.finished:
            return None
        return rank([sum(r[seat] for r in state.rounds) for seat in range(len(state.sealed))])

    def view(self, state: GuessState, seat: int | None) -> Mapping[str, Any]:
        data = dict(serial.to_json(state))
        data["sealed"] = [n if s == seat else n is not None for s, n in enumerate(state.sealed)]
        return data

    def scramble_secrets(self, state: GuessState, rng: random.Random) -> GuessState:
        return replace(state, sealed=tuple(None if n is None else rng.randint(0, 99) for n in state.sealed))

    def sample_action(self, state: GuessState, rng: random.Random) -> Any:
        if state.finished:
            return None
        open_seats = [s for s, n in enumerate(state.sealed) if n is None]
        if open_seats:
            return Seal(rng.choice(open_seats), rng.randint(0, 99))
        return Finish() if state.rounds and rng.random() < 0.2 else Reveal()
