"""A seeded stream of table operations (moves, undos, redos) and an independent model of what they lead to.

``Reference`` does undo and redo the obvious way, re-applying each redone action through the engine, so it
shares no code with ``Session`` beyond the rules: tests compare sessions (live or replayed) against it.
"""

from __future__ import annotations

import itertools
import random
from typing import Any, Iterator

from games.base import Game, Setup, get

from companion.core.session import Session

SETUP = Setup.of([("Ana", "red"), ("Ben", "blue"), ("Chloé", "green")])
Op = tuple[str, Any]  # ("play", action) | ("undo", None) | ("redo", None)


def freeplay() -> Game[Any, Any]:
    return get("freeplay")


class Reference:
    def __init__(self, game: Game[Any, Any], setup: Setup) -> None:
        self.game = game
        self.states = [game.initial_state(setup)]
        self.actions: list[Any] = []
        self.undone: list[Any] = []

    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def can_undo(self) -> bool:
        return bool(self.actions) and not self.game.reveals(self.actions[-1])

    def apply(self, op: Op) -> None:
        kind, action = op
        if kind == "play":
            self.undone.clear()
        elif kind == "undo":
            assert self.can_undo
            self.undone.append(self.actions.pop())
            self.states.pop()
            return
        else:
            action = self.undone.pop()
        self.states.append(self.game.apply(self.state, action))
        self.actions.append(action)


def operations(seed: int, count: int | None = None, game: Game[Any, Any] | None = None,
               setup: Setup = SETUP) -> Iterator[Op]:
    """Legal operations, each chosen on the state the previous ones lead to (undo once the game is over).
    Stops early only if the game ends where undo cannot reach (a reveal ended it)."""
    game = game or freeplay()
    rng = random.Random(seed)
    model = Reference(game, setup)
    for _ in itertools.count() if count is None else range(count):
        op = _choose(model, rng)
        if op is None:
            return
        model.apply(op)
        yield op


def _choose(model: Reference, rng: random.Random) -> Op | None:
    roll = rng.random()
    if model.can_undo and (roll < 0.12 or model.game.outcome(model.state) is not None):
        return ("undo", None)
    if model.undone and roll < 0.35:
        return ("redo", None)
    action = model.game.sample_action(model.state, rng)
    return None if action is None else ("play", action)


def reference_after(seed: int, count: int, game: Game[Any, Any] | None = None, setup: Setup = SETUP) -> Reference:
    game = game or freeplay()
    model = Reference(game, setup)
    for op in operations(seed, count, game, setup):
        model.apply(op)
    return model


def perform(session: Session, op: Op) -> None:
    kind, action = op
    if kind == "play":
        session.play(action)
    elif kind == "undo":
        session.undo()
    else:
        session.redo()
