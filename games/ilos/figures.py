"""The market's price rows, learnt when the game first needs them (docs/design.md#box-data-once-shared; games/figures.py).

The rulebook prints none of the Cours du Marché board's rows (config/games/ilos.toml). The first move needs none: the
first islands are tiles and ships. A row is needed when a Market card raises that resource ("Augmentez le prix de la
Ressource défaussée": its new price is read off the row) and every row when the screens are lifted ("Chaque Ressource
vaut le prix indiqué par le Marché"). A game may start without them; each enters as the fact ``BoxFigure`` (entry: the
set-up option, "ebony_prices"; value: its figures, "2 3 4 5 6"), checked as at set-up.
"""

from __future__ import annotations

from dataclasses import replace

from games.base import N_, Phrase, RuleError
from games.figures import BoxFigure, FigureNeeded
from games.ilos.model import RESOURCES, IlosState, Resource
from games.ilos.setup import PRICE_OPTIONS, price_row
from games.ilos.words import resource_phrase

ENTRIES = tuple(PRICE_OPTIONS[r] for r in RESOURCES)  # the figures a game may start without, in RESOURCES order
UNREAD_ROW = N_("Look at the Cours du Marché board: the {resource} row, its 5 figures from the starting price (the "
                "rulebook does not print them)")


def entry_resource(entry: str) -> Resource:
    """The resource whose row ``entry`` (a set-up option) holds; RuleError for no such entry."""
    found = next((r for r in RESOURCES if PRICE_OPTIONS[r] == entry), None)
    if found is None:
        raise RuleError("Ilos has no box figure {entry}; its figures are the market's price rows", entry=entry)
    return found


def entry_phrase(entry: str) -> Phrase:
    return Phrase.of(N_("the market price row of {resource}"), resource=resource_phrase(entry_resource(entry)))


def row(state: IlosState, resource: Resource) -> tuple[int, ...]:
    """The price row of ``resource``; FigureNeeded while the table has not read it off the board."""
    found = state.prices[RESOURCES.index(resource)]
    if found is None:
        raise FigureNeeded(PRICE_OPTIONS[resource], UNREAD_ROW, resource=resource_phrase(resource))
    return found


def all_rows(state: IlosState) -> None:
    """FigureNeeded for the first row not read yet (the screens are lifted: every stash is sold at the market)."""
    for resource in RESOURCES:
        row(state, resource)


def record(state: IlosState, action: BoxFigure) -> IlosState:
    """The table read a price row off the board: checked as at set-up, then known for the rest of the game. Any time,
    anyone's turn: it is a fact, not a move."""
    resource = entry_resource(action.entry)
    index = RESOURCES.index(resource)
    if state.prices[index] is not None:
        raise RuleError("The game already knows {entry}; a figure read off the box is not changed during a game",
                        entry=entry_phrase(action.entry))
    prices = tuple(price_row(resource, action.value) if i == index else p for i, p in enumerate(state.prices))
    return replace(state, prices=prices)
