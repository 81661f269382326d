"""The seats' bid stations (GPIO buttons, keyboard rows, serial pads) during Kilim's sealed steps.

Kivy-free. The screen calls ``follow(view)`` after every change: a new sealed step (the auction, a spy,
Scrap bag or Artisan round) opens the stations of the seats it asks, with the cursor back on gold 1, and
clears their lights; ``press(event)`` turns a seat's buttons into its sealed choice. A refusal goes to
that seat's device only (its light blinks, its pad gets ERR): it may name the card, which is secret.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from companion.core.bid_station import BidStation, FeedbackFanout, Refused, card_of, deck
from companion.core.inbox import InputEvent
from companion.core.ports import Notice
from games.base import RuleError
from games.kilim.actions import Offer, SealBid

ROUND_PHASES = ("spy", "scrap", "artisan")
View = Mapping[str, Any]


def sealed_step(view: View) -> tuple[Any, ...] | None:
    """What identifies the step the stations serve (None when no seat chooses a card now)."""
    if view["phase"] == "bidding" or view["phase"] in ROUND_PHASES:
        revealed = sum(pile["revealed"] for pile in view["piles"])
        return view["phase"], view["day"], revealed
    return None


def seats_asked(view: View) -> list[int]:
    if view["phase"] == "bidding":
        return list(range(len(view["players"])))
    return list(view["round"]["seats"]) if view["round"] else []


class SeatStations:
    def __init__(self, feedback: FeedbackFanout, play: Callable[[Any], RuleError | None]) -> None:
        self.feedback = feedback
        self.play = play  # plays a sealed action, returns its refusal (never said on the shared screen)
        self.stations: dict[int, BidStation] = {}
        self.step: tuple[Any, ...] | None = None
        self.phase = ""

    def follow(self, view: View) -> None:
        step = sealed_step(view)
        if step == self.step:
            return
        for seat, station in self.stations.items():
            if station.is_open:
                station.close()
                self.feedback.cleared(seat)
        self.step, self.phase = step, view["phase"]
        if step is None:
            return
        cards = deck(view["max_gold"])
        choices = cards if self.phase == "bidding" else cards[:view["max_gold"]]  # offers are gold cards
        for seat in seats_asked(view):
            self.stations.setdefault(seat, BidStation(seat)).open(choices)

    def press(self, event: InputEvent) -> None:
        assert event.seat is not None
        station = self.stations.setdefault(event.seat, BidStation(event.seat))
        result = station.press(event)
        if isinstance(result, Refused):
            self.feedback.refused(result.seat, result.notice)
        elif isinstance(result, InputEvent) and result.choice is not None:
            self._seal(event.seat, result.choice)

    def _seal(self, seat: int, choice: str) -> None:
        try:
            card = card_of(choice)
        except ValueError:
            self.feedback.refused(seat, Notice("Seat {seat}: that is not a card of this game", {"seat": seat + 1}))
            return
        step = self.step
        error = self._try(seat, card)
        if error is None:
            self.feedback.locked(seat)  # a pad's OK
            if self.step != step:  # the choice ended its step (a lone seat plays openly): nothing stays locked
                self.feedback.cleared(seat)
        else:
            self.feedback.refused(seat, Notice(error.key, error.params))

    def _try(self, seat: int, card: Any) -> RuleError | None:
        if self.phase == "bidding":
            return self.play(SealBid(seat, card))
        if not isinstance(card, int):
            return RuleError("After the reveal a seat plays a gold card, not {card}", card=str(card.value))
        refused = self.play(Offer(seat, card, False))
        if refused is None:
            return None
        # A seat that cannot beat (or undercut) the bar discards the card it locked instead.
        return None if self.play(Offer(seat, card, True)) is None else refused
