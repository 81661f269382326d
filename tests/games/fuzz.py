"""Hostile input for any registered game: set-ups, actions with a field replaced, and action JSON with a node
replaced, drawn from one seeded random source so that a failure names the seed that reproduces it.

The contract (games/base.py): ``initial_state`` and ``apply`` either succeed or raise ``RuleError``;
``action_from_json`` either gives an action or raises ``ValueError``. Direct mutations keep each field's
declared type (the type checker holds callers to it) with hostile values: negative, huge, empty, out of the
board; the JSON ones replace any node with anything JSON holds (wrong types, lists, null, nesting).
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import functools
import random
import types
import typing
from dataclasses import dataclass
from typing import Any, Union

from games.base import Game, Player, RuleError, Setup

HUGE = 10**30
INTS = (-1, 0, 1, 2, 3, 5, 6, 9, 15, 99, -HUGE, HUGE, 2**63)
STRINGS = ("", " ", "x", "\ud800", "🙂" * 3, "a" * 5000, "none", "0", "-1")
JSON_VALUES: tuple[Any, ...] = (None, True, False, -1, 0, HUGE, -HUGE, 1.5, "", "x", "\ud800", [], [1], [[]],
                                {}, {"a": 1}, {"type": "x"}, [None] * 3, list(range(200)))
COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "white", "brown")


class Unexpected(AssertionError):
    """An exception the contract does not allow, with what led to it."""


@dataclass
class Tally:
    applied: int = 0
    refused: int = 0
    undecodable: int = 0
    setups_refused: int = 0


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def hostile_of(tp: Any, value: Any, rng: random.Random, depth: int = 0) -> Any:
    """A value of declared type ``tp``, hostile where it can be (``value`` is the one it replaces)."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (Union, types.UnionType):
        return hostile_of(rng.choice(args), value, rng, depth)
    if tp is type(None):
        return None
    if tp is bool:
        return rng.choice((True, False))
    if tp is int:
        return rng.choice((*INTS, (value if isinstance(value, int) else 0) + rng.choice((-1, 1))))
    if tp is str:
        return rng.choice(STRINGS)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return rng.choice(list(tp))
    if origin is tuple:
        return _hostile_tuple(args, value if isinstance(value, tuple) else (), rng, depth)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if isinstance(value, tp) and dataclasses.fields(tp) and depth < 3:
            return mutate_field(value, rng, depth + 1)
        return _any_instance(tp, rng, depth)
    return rng.choice(JSON_VALUES)  # Any


def _hostile_tuple(args: tuple[Any, ...], value: tuple[Any, ...], rng: random.Random, depth: int) -> tuple[Any, ...]:
    if len(args) == 2 and args[1] is Ellipsis:
        choice = rng.randrange(4)
        if choice == 0 or depth > 2:
            return ()
        if choice == 1 and value:
            return value * rng.choice((2, 50))
        return tuple(hostile_of(args[0], rng.choice(value) if value else None, rng, depth + 1)
                     for _ in range(rng.choice((1, 2, 7))))
    items = list(value) if len(value) == len(args) else [None] * len(args)
    index = rng.randrange(len(args)) if args else 0
    return tuple(hostile_of(a, v, rng, depth + 1) if i == index or v is None else v
                 for i, (a, v) in enumerate(zip(args, items)))


def _any_instance(cls: type, rng: random.Random, depth: int) -> Any:
    hints = _hints(cls)
    values = {f.name: hostile_of(hints[f.name], None, rng, depth + 1) for f in dataclasses.fields(cls) if f.init}
    try:
        return cls(**values)
    except (ValueError, TypeError):  # a __post_init__ that refuses: keep the default instance when there is one
        return cls() if all(f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
                            for f in dataclasses.fields(cls)) else None


def mutate_field(action: Any, rng: random.Random, depth: int = 0) -> Any:
    """``action`` with one field replaced by a hostile value of its declared type."""
    fields = [f for f in dataclasses.fields(action) if f.init]
    if not fields:
        return action
    field = rng.choice(fields)
    value = hostile_of(_hints(type(action))[field.name], getattr(action, field.name), rng, depth)
    try:
        return dataclasses.replace(action, **{field.name: value})
    except (ValueError, TypeError):  # the class itself refuses the value: nothing reaches the rules
        return action


def _nodes(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _nodes(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _nodes(value, (*path, index))
    return found


def mutate_json(data: Any, rng: random.Random, type_names: list[str]) -> Any:
    """A copy of an action's JSON with one node replaced, a key dropped or added, or the type changed."""
    data = copy.deepcopy(data)
    path = rng.choice(_nodes(data))
    if not path:
        return rng.choice(JSON_VALUES)
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    kind = rng.randrange(6)
    if kind == 0 and isinstance(parent, dict) and last != "type":
        del parent[last]
    elif kind == 1 and isinstance(parent, dict):
        parent[rng.choice(("extra", "seat", "type"))] = rng.choice(JSON_VALUES)
    elif kind == 2 and "type" in data:
        data["type"] = rng.choice(type_names)
    elif kind == 3:
        nested: Any = parent[last]
        for _ in range(rng.choice((2, 30))):
            nested = [nested]
        parent[last] = nested
    else:
        parent[last] = rng.choice(JSON_VALUES)
    return data


def hostile_setup(game: Game[Any, Any], rng: random.Random) -> Setup:
    """A set-up with one hostile part: the first seat, the players or an option."""
    count = rng.randint(game.min_players, game.max_players)
    players = [Player(f"P{i + 1}", COLOURS[i]) for i in range(count)]
    first = rng.randrange(count)
    options = dict(game.sample_options())
    kind = rng.randrange(3)
    if kind == 0:
        first = rng.choice((-1, count, count + 1, HUGE, -HUGE))
    elif kind == 1:
        players = _hostile_players(game, players, rng)
    else:
        names = [o.name for o in game.table_options] + list(options) + ["unknown"]
        name = rng.choice(names)
        options[name] = _hostile_option(options.get(name), rng)
    return Setup(tuple(players), first, tuple(sorted(options.items())))


def _hostile_players(game: Game[Any, Any], players: list[Player], rng: random.Random) -> list[Player]:
    kind = rng.randrange(5)
    if kind == 0:
        return players[:1] * rng.choice((0, game.max_players + 1, 1000))
    seat = rng.randrange(len(players))
    if kind == 1:
        players[seat] = Player(rng.choice(STRINGS), players[seat].colour)
    elif kind == 2:
        players[seat] = Player(players[seat].name, rng.choice(("", "mauve", "\ud800", players[0].colour)))
    elif kind == 3:
        players[seat] = Player(players[0].name, players[seat].colour)
    else:
        players = [*players, *players][: game.max_players + 1]
    return players


def _hostile_option(value: Any, rng: random.Random) -> Any:
    if isinstance(value, str) and value and rng.random() < 0.5:
        words = value.split()
        if words:
            words[rng.randrange(len(words))] = rng.choice(("-1", "999999999999999999999", "x", "", "[", ";"))
        return " ".join(words)
    return rng.choice((*JSON_VALUES, [[1, 2], [3]], {"x": [1]}, [value], {"nested": value}))


def check(what: str, call: typing.Callable[[], Any], allowed: tuple[type[BaseException], ...]) -> Any:
    """``call()``'s result, or None when it raised one of ``allowed``; anything else is ``Unexpected``."""
    try:
        return call()
    except allowed:
        return None
    except Exception as error:
        raise Unexpected(f"{what}: {type(error).__name__}: {error}") from error


def sane_setup(game: Game[Any, Any], rng: random.Random) -> Setup:
    count = rng.randint(game.min_players, game.max_players)
    return Setup(tuple(Player(f"P{i + 1}", COLOURS[i]) for i in range(count)), rng.randrange(count),
                 tuple(sorted(game.sample_options().items())))


PLAYOUTS = 40  # legal games kept per game, whose states start a third of the sequences (deep phases too)
MAX_ACTIONS = 400


@functools.lru_cache(maxsize=None)
def played_states(game: Game[Any, Any], index: int) -> tuple[Any, ...]:
    """The states of one legal random game (cached: states are immutable, and replaying is the slow part)."""
    rng = random.Random(index)
    states = [game.initial_state(sane_setup(game, rng))]
    for _ in range(MAX_ACTIONS):
        action = game.sample_action(states[-1], rng)
        if action is None:
            break
        states.append(game.apply(states[-1], action))
    return tuple(states)


def sequence(game: Game[Any, Any], seed: int, steps: int, tally: Tally) -> None:
    """One fuzz sequence: a start (a hostile set-up, a sane one, or a state of a legal game, a third each),
    then ``steps`` turns, each throwing mutated actions and mutated JSON at the state before playing a legal
    action."""
    rng = random.Random(seed)
    where = f"{game.name} seed {seed}"
    start = rng.randrange(3)
    if start == 0:
        setup = hostile_setup(game, rng)
        state = check(f"{where}: initial_state({setup!r:.300})", lambda: game.initial_state(setup), (RuleError,))
        if state is None:
            tally.setups_refused += 1
            return
    elif start == 1:
        state = game.initial_state(sane_setup(game, rng))
    else:
        state = rng.choice(played_states(game, rng.randrange(PLAYOUTS)))
    type_names = [cls.__name__ for cls in game.action_types]
    for step in range(steps):
        legal = check(f"{where} step {step}: sample_action", lambda: game.sample_action(state, rng), (RuleError,))
        probes = list(game.probe_actions(state, rng)) if rng.random() < 0.3 else []
        bases = [a for a in (legal, *probes) if a is not None]
        for base in bases[:3]:
            state = _throw(game, state, mutate_field(base, rng), f"{where} step {step}", tally, rng)
            as_json = game.action_to_json(base)
            mutated = mutate_json(as_json, rng, type_names)
            action = check(f"{where} step {step}: action_from_json({mutated!r:.300})",
                           lambda: game.action_from_json(mutated), (ValueError,))
            if action is None:
                tally.undecodable += 1
            else:
                state = _throw(game, state, action, f"{where} step {step}", tally, rng)
        if legal is None or game.outcome(state) is not None:
            return
        state = check(f"{where} step {step}: sampled {legal!r:.300}", lambda: game.apply(state, legal), (RuleError,)) \
            or state


def _throw(game: Game[Any, Any], state: Any, action: Any, where: str, tally: Tally, rng: random.Random) -> Any:
    """The state after ``action`` when the rules take it (sometimes kept, to go on from odd places)."""
    after = check(f"{where}: apply({action!r:.300})", lambda: game.apply(state, action), (RuleError,))
    if after is None:
        tally.refused += 1
        return state
    tally.applied += 1
    return after if rng.random() < 0.1 else state
