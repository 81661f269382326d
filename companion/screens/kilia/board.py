"""The council board as the kit shows it (a list of specs in the table's main area): the five action cards and the
five contracts of the supply, each a button with its price for the player whose turn it is (a tap shows what it
can do in the side panel), and the six goals with their scoring wheels and the tokens on them."""

from __future__ import annotations

from typing import Callable, Protocol

from companion.screens.i18n import tr
from companion.screens.kilia import words
from companion.screens.kit import specs
from games.kilia import GOALS, KiliaView, Phase

COVERED = 1  # "Dans une partie à 2 joueurs, recouvrez le 2e chiffre le plus élevé de chaque gouvernail"


class Board(Protocol):
    def choose_slot(self, kind: str, slot: int) -> None: ...


def _price(view: KiliaView, kind: str, slot: int) -> str:
    if view.prices is None or view.phase is not Phase.TURNS:
        return ""
    found = (view.prices.actions if kind == "card" else view.prices.contracts)[slot - 1]
    held = view.seats[view.prices.seat].coins
    if found > held:  # the whole price in coins, and what the player has: why it cannot be taken
        return tr.message("{price} (has {coins})", {"price": words.price(found), "coins": held})
    return words.price(found)


def _slot(view: KiliaView, kind: str, slot: int, text: str | None, on_tap: Callable[[int], object]) -> specs.Item:
    if text is None:
        return specs.Text(tr._("empty"), tone="muted")
    price = _price(view, kind, slot)
    return specs.Button("\n".join(t for t in (text, price) if t), lambda: on_tap(slot), key=f"{kind}{slot}")


def supply_items(view: KiliaView, board: Board, cols: int) -> list[specs.Item]:
    cards = [_slot(view, "card", slot, None if c is None else words.card(c),
                   lambda s: board.choose_slot("card", s)) for slot, c in enumerate(view.action_slots, start=1)]
    contracts = [_slot(view, "contract", slot, None if c is None else words.contract(c),
                       lambda s: board.choose_slot("contract", s))
                 for slot, c in enumerate(view.contract_slots, start=1)]
    return [specs.Heading(tr.message("Action cards · {count} in the deck", {"count": view.action_deck})),
            specs.Grid(cards, cols=cols),
            specs.Heading(tr.message("Contracts · {count} in the deck", {"count": view.contract_deck})),
            specs.Grid(contracts, cols=cols)]


def wheel_text(view: KiliaView, index: int) -> str:
    """A wheel's values highest first, each token on it by its player's name; × a space covered."""
    goal = GOALS[index]
    values = view.components.wheels[index]
    parts = []
    for space, value in enumerate(values):
        names = [view.name(s) for s, held in enumerate(view.seats) for c in held.claims
                 if c.goal is goal and c.space == space]
        shown = "×" if len(view.players) == 2 and space == COVERED else str(value)
        parts.append(f"{shown} ({', '.join(names)})" if names else shown)
    waiting = [view.name(s) for s, held in enumerate(view.seats) for c in held.claims
               if c.goal is goal and c.space is None]
    if waiting:
        parts.append(tr.message("waiting: {names}", {"names": ", ".join(waiting)}))
    return "  ".join(parts)


def board_items(view: KiliaView, board: Board, wide: bool) -> list[specs.Item]:
    """The supplies, then the goals, each with its wheel."""
    items = supply_items(view, board, 3 if wide else 2) + [specs.Heading(tr._("Goals and scoring wheels"))]
    for index, goal in enumerate(GOALS):
        items += [specs.Text(words.goal(goal), size="small", tone="muted"), specs.Text(wheel_text(view, index))]
    return items
