"""The box's figures learnt when the game first needs them (docs/design.md#box-data-once-shared).

The rulebook prints neither the prices above supply slots 2 and 5, nor the contract slots' keys and prices, the
market bonuses, the scoring wheels or the canal's spaces (games/kilia/setup.py, MISSING). A game may start without
them: each is read off the box when a move first needs it and enters as a fact, ``BoxFigure`` (an action: the
journal keeps it, undo, replay and resume treat it like a move). A rule that needs a figure not yet known raises
``FigureNeeded`` (a RuleError saying what to read off the box), and ``Game.needed`` tells the app, before it plays a
move, which figure to record first (from what the table answered before, or by asking it): the shared mechanism of
games/figures.py.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games import figures
from games.base import RuleError
from games.figures import BoxFigure
from games.kilia import data
from games.kilia.model import GOALS, Bonus, Goal, KiliaState
from games.kilia.setup import LATE_OPTIONS, MISSING, VALIDATORS, entry_phrase
from games.kilia.words import goal_phrase


class FigureNeeded(figures.FigureNeeded):
    """A move needs a figure of the box that the game does not know yet: ``entry`` (a component option)."""

    def __init__(self, entry: str) -> None:
        goal = entry.removeprefix("wheel_")
        super().__init__(entry, MISSING["wheel" if entry.startswith("wheel_") else entry], goal=goal_phrase(goal)
                         if entry.startswith("wheel_") else goal)


def wheel_entry(state: KiliaState, goal: Goal) -> str:
    """The entry holding ``goal``'s wheel: the extra wheel's values where the table laid it over that wheel."""
    return data.EXTRA_WHEEL if state.rules.extra_wheel == goal.value else f"wheel_{goal.value}"


def value(state: KiliaState, entry: str) -> Any:
    """The known figure(s) of ``entry``, or None."""
    parts = state.components
    if entry == data.EXTRA_WHEEL or entry.startswith("wheel_"):
        goal = Goal(state.rules.extra_wheel) if entry == data.EXTRA_WHEEL else Goal(entry.removeprefix("wheel_"))
        return parts.wheels[GOALS.index(goal)]
    return getattr(parts, entry)


def known(state: KiliaState, entry: str) -> Any:
    """The figure(s) of ``entry``; FigureNeeded if the game does not know them yet."""
    found = value(state, entry)
    if found is None:
        raise FigureNeeded(entry)
    return found


def supply_price(state: KiliaState, slot: int) -> int:
    return int(known(state, "supply_prices")[slot - 2])


def contract_keys(state: KiliaState, slot: int) -> int:
    return int(known(state, "contract_keys")[slot - 1])


def contract_price(state: KiliaState, slot: int) -> int:
    return int(known(state, "contract_prices")[slot - 1])


def market_bonus(state: KiliaState, space: int) -> Bonus:
    bonuses: tuple[Bonus, ...] = known(state, "market_bonuses")
    return bonuses[space]


def wheel(state: KiliaState, goal: Goal) -> tuple[int, ...]:
    values: tuple[int, ...] = known(state, wheel_entry(state, goal))
    return values


def canal_spaces(state: KiliaState) -> int:
    return int(known(state, "canal_spaces"))


def record(state: KiliaState, action: BoxFigure) -> KiliaState:
    """The table read ``entry`` off the box: checked as at set-up (games/kilia/setup.py, VALIDATORS), then known
    for the rest of the game. Any time, anyone's turn: it is a fact, not a move."""
    entry = action.entry
    if entry not in LATE_OPTIONS or (entry == data.EXTRA_WHEEL and state.rules.extra_wheel == "none"):
        raise RuleError("Kilia has no component option {name}", name=entry)
    if value(state, entry) is not None:
        raise RuleError("The game already knows {entry}; a figure read off the box is not changed during a game",
                        entry=entry_phrase(entry))
    if entry.startswith("wheel_") and wheel_entry(state, Goal(entry.removeprefix("wheel_"))) != entry:
        raise RuleError("The extra scoring wheel covers this wheel: enter the extra wheel's values")
    checked = VALIDATORS[entry](data.check_answer(entry, action.value))  # the answer's text to the figures
    parts = state.components
    if entry == data.EXTRA_WHEEL or entry.startswith("wheel_"):
        goal = Goal(state.rules.extra_wheel) if entry == data.EXTRA_WHEEL else Goal(entry.removeprefix("wheel_"))
        wheels = tuple(checked if g is goal else w for g, w in zip(GOALS, parts.wheels))
        return replace(state, components=replace(parts, wheels=wheels))
    return replace(state, components=replace(parts, **{entry: checked}))

