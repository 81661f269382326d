"""Choosing blind on GPIO bid stations (MockFactory pins), refereed by the real Kilim engine: the seat's
light is on when its choice is locked, blinks when a lock is refused, and goes off when cleared."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory, MockPin

from companion.core.bid_station import BidStation, Refused, card_of, deck
from companion.core.inbox import Inbox, InputEvent
from companion.core.ports import Notice, SeatFeedback
from companion.hardware.gpio import GpioInput
from companion.hardware.pinmap import PinMap
from games import base
from games.base import RuleError, Setup
from games.kilim.actions import LayDomino, RevealBids, RevealDomino, SealBid
from games.kilim.model import Direction, KilimState, Motif, Placement
from tests.hardware.hwfakes import FakeClock, press, wait_for

BLINK_S, BLINKS = 0.01, 3
KILIM = base.get("kilim")


class Table:
    """What the Kilim screen does with a station's events, minus the screen: station -> engine -> light."""

    def __init__(self, gpio: GpioInput, factory: MockFactory, pin_map: PinMap, clock: FakeClock,
                 players: int) -> None:
        self.gpio, self.factory, self.pin_map, self.clock = gpio, factory, pin_map, clock
        self.inbox = Inbox()
        gpio.start(self.inbox)
        self.state: KilimState = KILIM.initial_state(Setup.of([(f"P{n}", "red") for n in range(players)]))
        self.stations = [BidStation(seat) for seat in range(players)]
        self.refusals: list[Notice] = []

    def reveal_domino(self, first: Motif, second: Motif) -> None:
        self.state = KILIM.apply(self.state, RevealDomino(first, second))
        for station in self.stations:
            station.open(deck(self.state.max_gold))

    def push(self, seat: int, *buttons: str) -> None:
        """Press a seat's buttons on their pins, then let the main thread handle what reached the inbox."""
        for button in buttons:
            self.clock.advance(0.2)  # a human pace: well outside the bounce window
            press(self.factory.pin(getattr(self.pin_map.seats[seat], button)), self.clock)
        for event in self.inbox.drain():
            assert event.seat is not None
            self.handle(self.stations[event.seat].press(event))

    def handle(self, outcome: InputEvent | Refused | None) -> None:
        if isinstance(outcome, Refused):
            self.refuse(outcome.seat, outcome.notice)
        elif outcome is not None:
            assert outcome.seat is not None and outcome.choice is not None
            try:
                self.state = KILIM.apply(self.state, SealBid(outcome.seat, card_of(outcome.choice)))
            except RuleError as error:
                self.refuse(outcome.seat, Notice(error.key, error.params))
            else:
                self.gpio.locked(outcome.seat)

    def refuse(self, seat: int, notice: Notice) -> None:
        self.refusals.append(notice)
        self.gpio.refused(seat, notice)

    def reveal_bids(self) -> None:
        self.state = KILIM.apply(self.state, RevealBids())
        for station in self.stations:
            station.close()
            self.gpio.cleared(station.seat)

    def led(self, seat: int) -> MockPin:
        return self.factory.pin(self.pin_map.seats[seat].led)

    def lights(self) -> list[bool]:
        return [bool(self.led(seat).state) for seat in range(len(self.stations))]


@pytest.fixture
def table(default_map: PinMap, factory: MockFactory, clock: FakeClock) -> Iterator[Table]:
    gpio = GpioInput(default_map, pin_factory=factory, clock=clock, blink_s=BLINK_S, refusal_blinks=BLINKS)
    yield Table(gpio, factory, default_map, clock, players=3)
    gpio.stop()


def blinks_then_settles(table: Table, seat: int, on: bool) -> None:
    """The seat's light gave the refusal's quick blinks, then came back to ``on`` and stayed there."""
    pin = table.led(seat)
    assert wait_for(lambda: sum(s.state for s in pin.states) >= BLINKS and len(pin.states) >= 2 * BLINKS
                    and bool(pin.state) == on), pin.states
    settled = len(pin.states)
    wait_for(lambda: False, timeout=4 * BLINK_S * BLINKS)
    assert bool(pin.state) == on and len(pin.states) == settled


def test_a_turn_chosen_blind_lights_each_seat_as_it_locks(table: Table) -> None:
    table.reveal_domino(Motif.A, Motif.B)
    table.push(0, *["next"] * 4, "lock")  # 5
    assert table.lights() == [True, False, False]
    table.push(2, "prev", "lock")  # 1: prev at the first card stays there
    table.push(1, *["next"] * 20, "prev", "prev", "lock")  # the end is Artisan; two back is the Spy
    assert table.lights() == [True, True, True] and table.refusals == []
    assert table.state.sealed == (5, card_of("spy"), 1)
    table.reveal_bids()
    assert table.lights() == [False, False, False]


def test_a_spent_card_is_refused_on_that_seat_only_and_an_earlier_lock_stands(table: Table) -> None:
    table.reveal_domino(Motif.A, Motif.B)
    table.push(0, *["next"] * 4, "lock")  # 5
    table.push(1, "next", "next", "lock")  # 3
    table.push(2, "next", "lock")  # 2
    table.reveal_bids()  # seat 0 wins with 5 and lays the domino
    table.state = KILIM.apply(table.state, LayDomino(0, 0, Placement(0, 0, Direction.RIGHT)))
    table.reveal_domino(Motif.C, Motif.D)

    for pin in (table.led(seat) for seat in range(3)):
        pin.clear_states()
    table.push(0, *["next"] * 4, "lock")  # 5 again: spent today
    assert len(table.refusals) == 1 and "already spent the gold card" in table.refusals[0].key
    blinks_then_settles(table, 0, on=False)  # nothing locked yet: back to dark
    assert [len(table.led(seat).states) for seat in (1, 2)] == [1, 1]  # the others: no change since cleared

    table.push(0, "prev", "lock")  # 4
    assert table.lights() == [True, False, False]
    table.led(0).clear_states()
    table.push(0, "next", "lock")  # 5 once more: refused, and the 4 still stands
    blinks_then_settles(table, 0, on=True)
    assert table.state.sealed[0] == 4


def test_a_lock_between_auctions_is_refused_by_the_station(table: Table) -> None:
    table.push(1, "next", "lock")
    assert [n.key for n in table.refusals] == [
        "Seat {seat}: no choice is asked for now; lock one when the screen asks for it"]
    blinks_then_settles(table, 1, on=False)


def test_clearing_during_a_refusal_blink_wins(table: Table) -> None:
    table.gpio.locked(3)
    table.gpio.refused(3, Notice("no"))
    table.gpio.cleared(3)
    wait_for(lambda: False, timeout=4 * BLINK_S * BLINKS)  # the blink's end would have relit it
    assert not table.led(3).state


def test_seats_without_a_station_are_ignored_and_stop_ends_a_blink(default_map: PinMap,
                                                                   factory: MockFactory) -> None:
    gpio = GpioInput(default_map, pin_factory=factory, blink_s=0.05, refusal_blinks=20)
    assert isinstance(gpio, SeatFeedback)
    for seat in (5, -1):  # a sixth seat bids on the touch screen: no light to set
        gpio.locked(seat)
        gpio.refused(seat, Notice("no"))
        gpio.cleared(seat)
    gpio.locked(0)
    gpio.refused(0, Notice("no"))
    gpio.stop()  # mid-blink, with the blink's end pending
    assert not factory.pin(default_map.seats[0].led).state
