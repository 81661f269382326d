"""The box's figures learnt when the game first needs them (docs/design.md#box-data-once-shared).

The rulebook prints neither the prices above supply slots 2 and 5, nor the contract slots' keys and prices, the
market bonuses, the scoring wheels, the canal's spaces or the start contracts (games/kilia/setup.py, MISSING): set-up
step 9 deals each seat its start contract face up, but its figures matter only when it is fulfilled ("Seuls les
contrats remplis vous rapportent des points"), so until then a seat holds UNREAD_START. A game may start without
them: each is read off the box when a move first needs it and enters as a fact, ``BoxFigure`` (an action: the
journal keeps it, undo, replay and resume treat it like a move). A rule that needs a figure not yet known raises
``FigureNeeded`` (a RuleError saying what to read off the box), and ``needed`` tells the app, before it plays a
move, which figure to record first (from what the table answered before, or by asking it).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from games.base import RuleError
from games.kilia import data
from games.kilia.actions import BoxFigure
from games.kilia.model import COLOURS, GOALS, UNREAD_START, Bonus, Contract, Goal, KiliaState
from games.kilia.setup import LATE_OPTIONS, MISSING, VALIDATORS, entry_phrase
from games.kilia.words import goal_phrase


class FigureNeeded(RuleError):
    """A move needs a figure of the box that the game does not know yet: ``entry`` (a component option)."""

    def __init__(self, entry: str) -> None:
        goal = entry.removeprefix("wheel_")
        super().__init__(MISSING["wheel" if entry.startswith("wheel_") else entry], goal=goal_phrase(goal)
                         if entry.startswith("wheel_") else goal)
        self.entry = entry


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


def read_contract(contract: Contract) -> Contract:
    """A held contract whose figures a rule reads: FigureNeeded while it is a start contract not read yet."""
    if contract == UNREAD_START:
        raise FigureNeeded("start_contracts")
    return contract


def _dealt(state: KiliaState, starts: tuple[Contract, ...]) -> KiliaState:
    """Each seat's unread start contract replaced by its colour's, read off the box."""
    seats = tuple(replace(held, contracts=tuple(starts[COLOURS.index(held.colour)] if c == UNREAD_START else c
                                                for c in held.contracts)) if held.colour else held
                  for held in state.seats)
    return replace(state, seats=seats)


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
    state = replace(state, components=replace(parts, **{entry: checked}))
    return _dealt(state, checked) if entry == "start_contracts" else state


def needed(state: KiliaState, action: Any, apply: Callable[[KiliaState, Any], KiliaState]) -> str | None:
    """The figure ``action`` needs that the game does not know yet (the app records it first), or None."""
    try:
        apply(state, action)
    except FigureNeeded as missing:
        return missing.entry
    except RuleError:
        return None
    return None
