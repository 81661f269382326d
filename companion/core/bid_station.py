"""A seat's blind chooser: three buttons (prev, next, lock) and no display (docs/hardware.md, "Choosing blind").

The station holds an ordered list of choices (given by the caller: the sealed-bid game passes ``deck(max_gold)``), a
cursor that starts on the first choice each time the station opens, and nothing else. Prev and next move
the cursor one step and stop at the ends (no wrap-around: pressing prev "enough" always lands on the first
choice, and next "enough" on the last, so a player who lost count finds a known place without looking).
Lock turns the choice under the cursor into the same ``InputEvent`` a serial pad sends (button "bid").

Nothing here lights anything: the app decides whether the choice is legal and answers through
``SeatFeedback`` (light on when locked, a blink when refused). The cursor is a secret like the choice it
points at, so no method shows it; only the locked event carries it, and that event hides it from ``repr``.

Pure: no devices, no clock, no Kivy. It runs on the main thread, fed by the events drained from the inbox.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

import games
from companion.core.inbox import BID, InputEvent
from companion.core.ports import Notice, SeatFeedback


@cache
def _cards() -> ModuleType:
    """The engine package face that names its cards for blind choosing (``station_deck``): found through
    games.GAMES, so the core imports no game (docs/design.md#dependencies-point-inward); looked up when first
    asked, so that start-up does not load that game's engine (docs/pi.md#start-up)."""
    for package in games.GAMES:
        face = importlib.import_module(f"games.{package}")
        if hasattr(face, "station_deck"):
            return face
    raise LookupError("no game offers cards to choose blind")


def special_choices() -> tuple[str, ...]:
    """The choices that are no gold card: "spy", "scrap", "artisan"."""
    choices: tuple[str, ...] = _cards().SPECIAL_CHOICES
    return choices


@dataclass(frozen=True)
class Refused:
    """A lock the station itself turns down (nothing to choose from now); the app tells the seat's device."""

    seat: int
    notice: Notice


def not_taking_choices(seat: int) -> Notice:
    """What a seat is told when it locks (or a pad bids) while no choice is asked of it; screens use it too."""
    return Notice("Seat {seat}: no choice is asked for now; lock one when the screen asks for it",
                  {"seat": seat + 1})


def no_auction_open() -> Notice:
    """What a seat's lock or a pad's line is told while no sealed step is on the screen."""
    return Notice("No auction is open: lock a choice when the screen asks for one")


def seat_absent(seat: int, count: int) -> Notice:
    """A lock from a station or a pad of a seat the table does not have; seats are 1-based on the devices."""
    return Notice("Seat {seat}: this table has seats 1 to {count}", {"seat": seat + 1, "count": count})


def refuse_choice(feedback: "FeedbackFanout", event: InputEvent, notice: Notice) -> None:
    """Answer a seat's lock or sealed choice at once with a refusal (a pad waits for an answer to each line);
    the cursor buttons need none."""
    if event.command == "seat" and event.seat is not None and event.button in ("lock", BID):
        feedback.refused(event.seat, notice, event.source)


class BidStation:
    """One seat's station. ``open`` at each sealed step (the auction; a sealed spy, Scrap bag or Artisan
    round), ``close`` when it is revealed; feed it that seat's events with ``press``."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self._choices: tuple[str, ...] = ()
        self._cursor = 0

    @property
    def is_open(self) -> bool:
        return bool(self._choices)

    def open(self, choices: Sequence[str]) -> None:
        """Start a sealed step: these choices, in this order, with the cursor on the first."""
        if not choices:
            raise ValueError("a bid station needs at least one choice")
        self._choices, self._cursor = tuple(choices), 0

    def close(self) -> None:
        self._choices, self._cursor = (), 0

    def press(self, event: InputEvent) -> InputEvent | Refused | None:
        """The outcome of one of this seat's events: a sealed choice (button "bid") for the app to try,
        a ``Refused`` to pass on to the seat's device, or None (the cursor moved, or nothing to do).
        A "bid" event from a pad comes back unchanged, so every seat event can go through here."""
        if event.command != "seat" or event.seat != self.seat:
            raise ValueError(f"seat {self.seat}'s station was given another seat's event")
        if event.button == BID:
            return event
        if not self._choices:
            return Refused(self.seat, not_taking_choices(self.seat)) if event.button == "lock" else None
        if event.button == "prev":
            self._cursor = max(0, self._cursor - 1)
        elif event.button == "next":
            self._cursor = min(len(self._choices) - 1, self._cursor + 1)
        else:
            return InputEvent("seat", self.seat, BID, event.source, choice=self._choices[self._cursor])
        return None


# --- the sealed-bid game's cards as choices (named by its package face) ---------------------------------
def deck(max_gold: int | None = None) -> tuple[str, ...]:
    """A seat's whole deck for the day, in station order (the face's ``station_deck``)."""
    cards: tuple[str, ...] = _cards().station_deck() if max_gold is None else _cards().station_deck(max_gold)
    return cards


def card_of(choice: str) -> Any:
    """The card a choice names ("12" -> 12, "spy" -> the Spy card), for the engine's SealBid or Offer."""
    return _cards().card_of(choice)


def choice_of(card: Any) -> str:
    return str(_cards().choice_of(card))


# --- feedback to every device at once ---------------------------------------------------------------------
class FeedbackFanout:
    """Every ``SeatFeedback`` among the adapters, told at once: the app need not know which device a seat
    used (each adapter acts only on the seats it serves)."""

    def __init__(self, adapters: Iterable[object]) -> None:
        self.targets = tuple(a for a in adapters if isinstance(a, SeatFeedback))

    def locked(self, seat: int, source: str | None = None) -> None:
        for target in self.targets:
            target.locked(seat, source)

    def refused(self, seat: int, notice: Notice, source: str | None = None) -> None:
        for target in self.targets:
            target.refused(seat, notice, source)

    def cleared(self, seat: int) -> None:
        for target in self.targets:
            target.cleared(seat)
