"""The seats' bid stations (GPIO buttons, keyboard rows, serial pads) during Kilim's sealed steps, as the table
is told in docs/hardware.md#choosing-blind-at-a-bid-station. Kivy-free: the screen calls ``follow(view)`` after
every change (a new sealed step opens the stations of the seats it asks, on gold 1; the lights follow Undo and
Redo) and ``press(event)`` for a seat's buttons, always answered at once. A refusal goes to that seat's device
only (its light blinks, its pad gets ERR): it may name the card, which is secret.
"""

from __future__ import annotations

from typing import Any, Callable

from companion.core.bid_station import BidStation, FeedbackFanout, Refused, no_auction_open, refuse_choice, seat_absent
from companion.core.inbox import InputEvent
from companion.core.ports import Notice
from games.base import RuleError
from games.kilim import KilimView, Offer, Phase, SealBid, card_of, station_deck

ROUND_PHASES = (Phase.SPY, Phase.SCRAP, Phase.ARTISAN)


def sealed_round(view: KilimView) -> bool:
    return view.phase in ROUND_PHASES and view.round is not None and len(view.round.seats) > 1


def waiting_seats(view: KilimView) -> list[int]:
    """Seats still to choose in secret: unlocked bidders, or the seats of a sealed round yet to offer (a lone
    seat plays openly)."""
    if view.phase is Phase.BIDDING:
        return [s for s, sealed in enumerate(view.sealed) if sealed is None]
    rnd = view.round
    if sealed_round(view) and rnd is not None:
        return [s for s, sealed in zip(rnd.seats, rnd.sealed) if sealed is None]
    return []


class SeatStations:
    def __init__(self, feedback: FeedbackFanout, play: Callable[[Any], RuleError | None]) -> None:
        self.feedback = feedback
        self.play = play  # plays a sealed action, returns its refusal (never said on the shared screen)
        self.stations: dict[int, BidStation] = {}
        self.step: tuple[Any, ...] | None = None
        self.phase: Phase | None = None
        self.seat_count = 0
        self.asked: set[int] = set()  # the seats the step asks
        self.lit: set[int] = set()  # seats told 'locked' whose choice stands
        self.undone: set[int] = set()  # seats whose lock an Undo took back in this step

    def follow(self, view: KilimView) -> None:
        # what identifies the step the stations serve (None when no seat chooses a card now)
        sealed = view.phase is Phase.BIDDING or view.phase in ROUND_PHASES
        step = (view.phase, view.day, sum(pile.revealed for pile in view.piles)) if sealed else None
        self.seat_count = len(view.players)
        if step == self.step:
            self._mirror(self.asked - set(waiting_seats(view)))  # who has locked (never what)
            return
        for seat, station in self.stations.items():
            if station.is_open:
                station.close()
                self.feedback.cleared(seat)
        self.lit, self.undone, self.asked = set(), set(), set()
        self.step, self.phase = step, view.phase
        if step is None:
            return
        cards = station_deck(view.max_gold)
        bidding = self.phase is Phase.BIDDING
        choices = cards if bidding else cards[:view.max_gold]  # offers are gold cards
        self.asked = set(range(self.seat_count) if bidding else view.round.seats if view.round else ())
        for seat in self.asked:
            self.stations.setdefault(seat, BidStation(seat)).open(choices)

    def _mirror(self, locked: set[int]) -> None:
        """Within a step, the lights follow Undo and Redo: a lock taken back goes dark, one redone lights."""
        for seat in sorted(self.lit - locked):
            self.lit.discard(seat)
            self.undone.add(seat)
            self.feedback.cleared(seat)
        for seat in sorted(self.undone & locked):
            self.undone.discard(seat)
            self.lit.add(seat)
            self.feedback.locked(seat)

    def press(self, event: InputEvent) -> None:
        seat = event.seat
        assert seat is not None
        if self.step is None:
            refuse_choice(self.feedback, event, no_auction_open())
            return
        if seat >= self.seat_count:
            refuse_choice(self.feedback, event, seat_absent(seat, self.seat_count))
            return
        result = self.stations.setdefault(seat, BidStation(seat)).press(event)
        if isinstance(result, Refused):
            self.feedback.refused(result.seat, result.notice, event.source)
        elif isinstance(result, InputEvent) and result.choice is not None:
            self._seal(seat, result.choice, event.source)

    def _seal(self, seat: int, choice: str, source: str) -> None:
        try:
            card = card_of(choice)
        except ValueError:
            self.feedback.refused(seat, Notice("Seat {seat}: that is not a card of this game", {"seat": seat + 1}),
                                  source)
            return
        step = self.step
        error = self._try(seat, card)
        if error is None:
            self.feedback.locked(seat, source)  # a pad's OK
            if self.step != step:  # the choice ended its step (a lone seat plays openly): nothing stays locked
                self.feedback.cleared(seat)
            else:
                self.lit.add(seat)
        else:
            self.feedback.refused(seat, Notice(error.key, error.params), source)

    def _try(self, seat: int, card: Any) -> RuleError | None:
        if self.phase is Phase.BIDDING:
            return self.play(SealBid(seat, card))
        if not isinstance(card, int):
            return RuleError("After the reveal a seat plays a gold card, not {card}", card=str(card.value))
        refused = self.play(Offer(seat, card, False))
        if refused is None:
            return None
        # A seat that cannot beat (or undercut) the bar discards the card it locked instead.
        return None if self.play(Offer(seat, card, True)) is None else refused
