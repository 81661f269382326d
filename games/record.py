"""A whole game kept as its list of actions (a game record), and replaying one. Pure: parsed JSON in, states out.

A record::

    {"format": "table-companion/game-record", "version": 1, "game": <the engine's name>,
     "setup": <games.base.Setup as games.serial writes it: players, first_seat, options>,
     "options": {<each table option of the game: the reading in force>},
     "actions": [<each action as Game.action_to_json writes it, a "type" tag and its fields>, ...],
     "outcome": {"scores": [...], "winners": [...], "termination": "score" | "target" | "declared"},
     "digests": [<the state's digest after each action, optional>],
     "times": [<when each action was journaled, "2026-11-26T18:20:07Z", optional>],
     "created_at": <when the game was set up, optional>,
     "turns": [<each turn's time where a turn clock ran: seat, start, thinking_ms, paused_ms; optional, not read>]}

The setup and the actions use the encodings of the journal (companion.core.session), so a record can be written
from a journal and a journal rebuilt from a record. ``options`` repeats the table options the setup holds, the
first choice where the setup has none, so a reader sees the readings in force without knowing the game.

``replay`` applies every action and checks the outcome. With ``digests`` it names the first action after which the
state differs from the one recorded: a rules change that alters a game fails there, not only at the end.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any, Sequence

from games import base, serial
from games.base import Game, Outcome, RuleError, Setup

FORMAT = "table-companion/game-record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read, or that the engine no longer plays to the same end; one line."""


class RecordRefused(RecordError):
    """A well-formed record that today's rules do not play to its recorded end: a move they refuse (``rule`` holds
    the refusal, ``index`` the move), a state that parts from the recorded one, or another outcome."""

    def __init__(self, text: str, index: int | None = None, rule: RuleError | None = None) -> None:
        super().__init__(text)
        self.index, self.rule = index, rule


@dataclass(frozen=True)
class Replay:
    game: Game[Any, Any]
    setup: Setup
    final: Any  # the state after the last action
    moves: int  # how many actions were applied
    outcome: Outcome | None
    states: tuple[Any, ...] = ()  # with ``every_state``: the initial state, then the state after each action


def digest(game: Game[Any, Any], state: Any) -> str:
    """A short fingerprint of a state (its JSON, keys sorted)."""
    text = json.dumps(game.state_to_json(state), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def table_options(game: Game[Any, Any], setup: Setup) -> dict[str, Any]:
    return {option.name: setup.option(option.name, option.values[0]) for option in game.table_options}


def outcome_json(outcome: Outcome | None) -> dict[str, Any] | None:
    if outcome is None:
        return None
    return {"scores": list(outcome.scores), "winners": list(outcome.winners),
            "termination": outcome.termination.value}


def make(game: Game[Any, Any], setup: Setup, actions: Sequence[Any]) -> dict[str, Any]:
    """The record of a game played from ``setup`` through ``actions`` (each must be legal), digests included."""
    state = game.initial_state(setup)
    digests = []
    for action in actions:
        state = game.apply(state, action)
        digests.append(digest(game, state))
    return {"format": FORMAT, "version": VERSION, "game": game.name, "setup": serial.to_json(setup),
            "options": table_options(game, setup), "actions": [game.action_to_json(a) for a in actions],
            "outcome": outcome_json(game.outcome(state)), "digests": digests}


def _header(record: Any) -> tuple[Game[Any, Any], Setup]:
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise RecordError(f"not a game record: 'format' must be {FORMAT!r}")
    if record.get("version") != VERSION:
        raise RecordError(f"game record version {record.get('version')!r} is not known (this reader: {VERSION})")
    try:
        game = base.get(str(record.get("game")))
        setup = serial.from_json(Setup, record.get("setup"))
    except (RuleError, ValueError, TypeError) as error:
        raise RecordError(f"the record's game or setup cannot be read: {error}") from None
    options = record.get("options", {})
    if options != table_options(game, setup):
        raise RecordError(f"'options' {options!r} differ from the setup's table options "
                          f"{table_options(game, setup)!r}")
    return game, setup


# A state's digest costs a whole JSON dump: it is compared every CHECK_EVERY actions, and only when one differs are
# the actions since the last match looked at one by one for the first that parts.
CHECK_EVERY = 64


def _check_digests(game: Game[Any, Any], states: list[Any], digests: Sequence[str] | None,
                   actions: Sequence[Any], start: int, end: int) -> None:
    """RecordError naming the first action of ``start``..``end - 1`` after which the state differs, if one does;
    ``states`` holds the state after ``start`` actions, then the state after each of these."""
    for index in range(start, end if digests is not None else start):
        assert digests is not None
        if digest(game, states[index - start + 1]) != digests[index]:
            raise RecordRefused(f"the states part after action {index} {json.dumps(actions[index])}: the engine no "
                                "longer plays this game as recorded", index)


def replay(record: Any, *, every_state: bool = False) -> Replay:
    """Every action of the record applied in turn; RecordError naming the first action refused, the first action
    after which the state is not the recorded one (``digests``), or an outcome other than the recorded one.

    Only the states since the last digest that matched are kept (``every_state`` keeps them all): a state may hold
    the whole game so far (Free play's rounds), so keeping every one grew memory with the square of the length
    (docs/records.md, "Replay's cost")."""
    game, setup = _header(record)
    actions, digests = record.get("actions"), record.get("digests")
    times = record.get("times")
    if not isinstance(actions, list) or any(extra is not None and (not isinstance(extra, list) or len(extra) != len(
            actions)) for extra in (digests, times)):
        raise RecordError("'actions' must be a list, and 'digests' and 'times' (if any) one per action")
    try:
        states = [game.initial_state(setup)]
    except RuleError as error:
        raise RecordError(f"the engine refuses the setup: {error.english()}") from None
    kept = list(states) if every_state else []
    settled = 0  # how many actions no check looks back at (their digests matched); states[0] is the state after them
    for index, data in enumerate(actions):
        try:
            states.append(game.apply(states[-1], game.action_from_json(data)))
        except (RuleError, ValueError, TypeError) as error:
            _check_digests(game, states, digests, actions, settled, index)  # a parting before it is the news
            if isinstance(error, RuleError):
                raise RecordRefused(f"action {index} {json.dumps(data)} is refused: {error.english()}", index,
                                    error) from None
            raise RecordError(f"action {index} {json.dumps(data)} is refused: {error}") from None
        if every_state:
            kept.append(states[-1])
        if digests is None or (index + 1) % CHECK_EVERY == 0 or index + 1 == len(actions):
            if digests is not None and digest(game, states[-1]) != digests[index]:
                _check_digests(game, states, digests, actions, settled, index + 1)
            settled = index + 1
            del states[:-1]  # no check looks back past it
    outcome = game.outcome(states[-1])
    if outcome_json(outcome) != record.get("outcome"):
        raise RecordRefused(f"the outcome is {outcome_json(outcome)}, the record says {record.get('outcome')}")
    return Replay(game, setup, states[-1], len(actions), outcome, tuple(kept))
