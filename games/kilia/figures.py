"""The box's figures learnt when the game first needs them (docs/design.md#box-data-once-shared).

The rulebook prints neither the prices above supply slots 2 and 5, nor the contract slots' keys and prices, the
market bonuses, the scoring wheels, the canal's spaces or the start contracts (games/kilia/setup.py, MISSING): set-up
step 9 deals each seat its start contract face up, but its figures matter only when it is fulfilled ("Seuls les
contrats remplis vous rapportent des points"), so until then a seat holds UNREAD_START. A game may start without
them: each is read off the box when a move first needs it and enters as a fact, ``BoxFigure`` (an action: the
journal keeps it, undo, replay and resume treat it like a move). A rule that needs a figure not yet known raises
``FigureNeeded`` (a RuleError saying what to read off the box), and ``Game.needed`` tells the app, before it plays a
move, which figure to record first (from what the table answered before, or by asking it): the shared mechanism of
games/figures.py. One figure where the move needs one (a slot's price, keys or a market space's bonus); a whole
wheel or the canal's spaces.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from games import figures
from games.base import RuleError
from games.figures import BoxFigure
from games.kilia import data
from games.kilia.model import COLOURS, GOALS, UNREAD_START, Bonus, Contract, Goal, KiliaState
from games.kilia.setup import (KNOWN_SUPPLY_PRICES, LATE_OPTIONS, MARKET_SPACES, MISSING, ONE_FIGURE, SLOTS, VALIDATORS,
                               ZONE_MAX, entry_phrase)
from games.kilia.words import goal_phrase, space_phrase


class FigureNeeded(figures.FigureNeeded):
    """A move needs a figure of the box that the game does not know yet: ``entry`` names it (a component option,
    or one figure of it: ``figure_name``)."""

    def __init__(self, entry: str, place: int | None = None) -> None:
        goal = entry.removeprefix("wheel_")
        if place is not None:
            where = {"space": space_phrase(place)} if entry == "market_bonuses" else {"slot": place}
            super().__init__(figure_name(entry, place), ONE_FIGURE[entry], **where)
        else:
            super().__init__(entry, MISSING["wheel" if entry.startswith("wheel_") else entry], goal=goal_phrase(goal)
                             if entry.startswith("wheel_") else goal)


# --- one figure of an entry: "contract_prices.2", the price above contract slot 2 ----------------------------------
# A move needs one price, one slot's keys, one space's bonus: only that figure is read off the box, the others when a
# move needs them. PLACES: the places of each entry asked one at a time, and the index of each in the entry.
PLACES: dict[str, dict[int, int]] = {
    "supply_prices": {slot: slot - 2 for slot in range(2, SLOTS + 1) if slot not in KNOWN_SUPPLY_PRICES},
    "contract_keys": {slot: slot - 1 for slot in range(1, SLOTS + 1)},
    "contract_prices": {slot: slot - 1 for slot in range(1, SLOTS + 1)},
    "market_bonuses": {space: space for space in range(MARKET_SPACES)},
}
SIZES = {"supply_prices": SLOTS - 1, "contract_keys": SLOTS, "contract_prices": SLOTS, "market_bonuses": MARKET_SPACES}


def figure_name(entry: str, place: int | None = None) -> str:
    return entry if place is None else f"{entry}.{place}"


def split(name: str) -> tuple[str, int | None]:
    """(the entry, the place or None) of a figure's name; RuleError for a name no figure has."""
    entry, _, place = name.partition(".")
    if not place:
        return entry, None
    if entry not in PLACES or not place.isdigit() or int(place) not in PLACES[entry]:
        raise RuleError("Kilia has no component option {name}", name=name)
    return entry, int(place)


ONE_FIGURES = tuple(figure_name(entry, place) for entry, places in PLACES.items() for place in places)


def gathered(entry: str, read: Mapping[int, str]) -> str | None:
    """The whole entry's text ("1 3 5 7") once each of its figures was read one at a time (``read``: by place), so
    Settings shows it whole and a box file carries it; None while one is missing."""
    if entry not in PLACES or not set(PLACES[entry]) <= set(read):
        return None
    texts = [""] * SIZES[entry]
    if entry == "supply_prices":
        for slot, price in KNOWN_SUPPLY_PRICES.items():
            texts[slot - 2] = str(price)
    for place, index in PLACES[entry].items():
        texts[index] = str(read[place]).strip()
    return " ".join(texts)


def one_figure(entry: str, value: Any) -> Any:
    """One figure of ``entry`` as the table read it ("3", "coins"): its value; RuleError says how it is wrong."""
    if entry == "market_bonuses":
        if str(value).strip() not in {b.value for b in Bonus}:
            raise RuleError("The market has 6 spaces, each with one bonus (bottom row left to right, middle row, top)")
        return Bonus(str(value).strip())
    most = 1 + ZONE_MAX if entry == "contract_keys" else 99
    text = str(value).strip()
    if not text.isdigit() or int(text) > most:
        raise RuleError("Enter whole numbers from 0 to {most} for {entry}, not {value}", entry=entry_phrase(entry),
                        most=most, value=text)
    return int(text)


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


def _one(state: KiliaState, entry: str, place: int) -> Any:
    """The figure of ``entry`` at ``place`` (a slot, a space); FigureNeeded for that one figure while not known."""
    found = value(state, entry)
    figure = None if found is None else found[PLACES[entry][place]]
    if figure is None:
        raise FigureNeeded(entry, place)
    return figure


def supply_price(state: KiliaState, slot: int) -> int:
    if slot in KNOWN_SUPPLY_PRICES:  # "payer 3 pièces" for the 3rd card, "dépenser 5 pièces" for the 4th
        return KNOWN_SUPPLY_PRICES[slot]
    return int(_one(state, "supply_prices", slot))


def contract_keys(state: KiliaState, slot: int) -> int:
    return int(_one(state, "contract_keys", slot))


def contract_price(state: KiliaState, slot: int) -> int:
    return int(_one(state, "contract_prices", slot))


def market_bonus(state: KiliaState, space: int) -> Bonus:
    bonus: Bonus = _one(state, "market_bonuses", space)
    return bonus


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
    """The table read ``entry`` (or one figure of it) off the box: checked as at set-up (games/kilia/setup.py,
    VALIDATORS), then known for the rest of the game. Any time, anyone's turn: it is a fact, not a move."""
    entry, place = split(action.entry)
    if entry not in LATE_OPTIONS or (entry == data.EXTRA_WHEEL and state.rules.extra_wheel == "none"):
        raise RuleError("Kilia has no component option {name}", name=entry)
    if place is not None:
        return _record_one(state, entry, place, action.value)
    found = value(state, entry)
    if found is not None and (not isinstance(found, tuple) or None not in found):
        raise RuleError("The game already knows {entry}; a figure read off the box is not changed during a game",
                        entry=entry_phrase(entry))
    if entry.startswith("wheel_") and wheel_entry(state, Goal(entry.removeprefix("wheel_"))) != entry:
        raise RuleError("The extra scoring wheel covers this wheel: enter the extra wheel's values")
    checked = VALIDATORS[entry](data.check_answer(entry, action.value))  # the answer's text to the figures
    if found is not None and any(f is not None and f != c for f, c in zip(found, checked)):
        raise RuleError("The game already knows {entry}; a figure read off the box is not changed during a game",
                        entry=entry_phrase(entry))  # the figures read one at a time this game stay as read
    parts = state.components
    if entry == data.EXTRA_WHEEL or entry.startswith("wheel_"):
        goal = Goal(state.rules.extra_wheel) if entry == data.EXTRA_WHEEL else Goal(entry.removeprefix("wheel_"))
        wheels = tuple(checked if g is goal else w for g, w in zip(GOALS, parts.wheels))
        return replace(state, components=replace(parts, wheels=wheels))
    state = replace(state, components=replace(parts, **{entry: checked}))
    return _dealt(state, checked) if entry == "start_contracts" else state


def _record_one(state: KiliaState, entry: str, place: int, answer: str) -> KiliaState:
    """One figure of ``entry`` (a slot's price or keys, a space's bonus): the others stay unknown until needed."""
    found = value(state, entry)
    figures: list[Any] = list(found) if found is not None else [None] * SIZES[entry]
    if entry == "supply_prices":  # the rulebook's own figures come with the first one read
        figures = [KNOWN_SUPPLY_PRICES.get(slot + 2, f) for slot, f in enumerate(figures)]
    index = PLACES[entry][place]
    if figures[index] is not None:
        raise RuleError("The game already knows {entry}; a figure read off the box is not changed during a game",
                        entry=entry_phrase(entry))
    figures[index] = one_figure(entry, answer)
    read = [f for f in figures if f is not None]
    if entry == "contract_keys" and any(b < a for a, b in zip(read, read[1:])):
        raise RuleError("The keys above the contract slots go down ({value}); a slot further right never needs "
                        "fewer keys", value=" ".join(str(f) for f in read))  # setup.contract_keys, a slot at a time
    changed: dict[str, Any] = {entry: tuple(figures)}
    return replace(state, components=replace(state.components, **changed))
