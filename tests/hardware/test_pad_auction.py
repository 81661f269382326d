"""A serial pad (a real pseudo-terminal) and GPIO stations (MockFactory pins) at one Kilim table, refereed by
the real engine through the auction screen's SeatStations, with the shared Undo and Redo: every pad line gets
one answer at once, seats are 1-based in every pad message, and an undone lock puts the seat's light out and
tells its pad."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from gpiozero.pins.mock import MockFactory

from companion.core.bid_station import FeedbackFanout
from companion.core.inbox import Inbox
from companion.hardware.gpio import GpioInput
from companion.hardware.pinmap import PinMap
from companion.hardware.serial_pad import SerialPad
from companion.screens.kilim.stations import SeatStations
from games import base
from games.base import RuleError, Setup
from games.kilim.actions import RevealDomino
from games.kilim.model import Motif
from tests.hardware.hwfakes import FakeClock, PtyPad, press, wait_for

KILIM = base.get("kilim")
FAST = {"retry_s": 0.05, "read_timeout_s": 0.02}


class Table:
    """The auction screen minus Kivy: the inbox drained into SeatStations, a journal of states for Undo."""

    def __init__(self, gpio: GpioInput, pad: SerialPad, factory: MockFactory, pin_map: PinMap, clock: FakeClock,
                 players: int) -> None:
        self.gpio, self.pad, self.factory, self.pin_map, self.clock = gpio, pad, factory, pin_map, clock
        self.inbox = Inbox()
        gpio.start(self.inbox)
        pad.start(self.inbox)
        self.states = [KILIM.initial_state(Setup.of([(f"P{n + 1}", "red") for n in range(players)]))]
        self.stations = SeatStations(FeedbackFanout([gpio, pad]), self.play)
        self.follow()

    def follow(self) -> None:
        self.stations.follow(KILIM.view(self.states[-1], None))

    def play(self, action: Any) -> RuleError | None:
        try:
            self.states.append(KILIM.apply(self.states[-1], action))
        except RuleError as error:
            return error
        self.follow()
        return None

    def undo(self) -> None:
        self.states.pop()
        self.follow()

    def redo(self, state: Any) -> None:
        self.states.append(state)
        self.follow()

    def take_input(self, count: int = 1) -> None:
        assert wait_for(lambda: len(self.inbox) >= count), f"{len(self.inbox)} of {count} events"
        for event in self.inbox.drain():
            self.stations.press(event)

    def lock_on_station(self, seat: int, value: int) -> None:
        station = self.pin_map.seats[seat]
        for pin in [station.next] * (value - 1) + [station.lock]:
            self.clock.advance(0.2)
            press(self.factory.pin(pin), self.clock)
        self.take_input(value)

    def light(self, seat: int) -> bool:
        return bool(self.factory.pin(self.pin_map.seats[seat].led).state)


@pytest.fixture
def table(default_map: PinMap, factory: MockFactory, clock: FakeClock, pty: PtyPad) -> Iterator[Table]:
    gpio = GpioInput(default_map, pin_factory=factory, clock=clock)
    pad = SerialPad(pty.path, **FAST)
    yield Table(gpio, pad, factory, default_map, clock, players=3)
    pad.stop()
    gpio.stop()


def test_a_bid_before_the_domino_is_entered_is_told_no_auction_is_open(table: Table, pty: PtyPad) -> None:
    # It was refused with a message about Spy, Scrap bag and Artisan offers.
    pty.send(b"SEAT 1 BID 3\n")
    table.take_input()
    assert pty.answers() == ["ERR No auction is open: lock a choice when the screen asks for one"]


def test_a_line_answered_while_no_auction_is_open_is_not_answered_again(table: Table, pty: PtyPad) -> None:
    # The unanswered line used to take the answer of seat 1's next lock, from any device.
    pty.send(b"SEAT 1 BID 3\n")
    table.take_input()
    assert pty.answers()[0].startswith("ERR No auction is open")
    table.play(RevealDomino(Motif.A, Motif.B))
    table.lock_on_station(0, 5)
    assert table.light(0)
    assert pty.answers(timeout=0.2) == []  # the station's lock is no answer to a pad line


def test_a_seat_the_table_does_not_have_is_named_from_1(table: Table, pty: PtyPad) -> None:
    # The refusal named seats from 0 ("There is no seat 3; this table has seats 0 to 2").
    table.play(RevealDomino(Motif.A, Motif.B))
    pty.send(b"SEAT 4 BID 3\nSEAT 3 BID 3\n")
    table.take_input(2)
    assert pty.answers(2) == ["ERR Seat 4: this table has seats 1 to 3", "OK"]


def test_undo_puts_out_the_station_light_and_tells_the_pad(table: Table, pty: PtyPad) -> None:
    # The shared Undo withdrew a sealed bid but the seat's light stayed on ("your choice is locked").
    table.play(RevealDomino(Motif.A, Motif.B))
    table.lock_on_station(0, 5)
    pty.send(b"SEAT 2 SPY\n")
    table.take_input()
    assert pty.answers() == ["OK"] and table.light(0)

    table.undo()  # seat 2's Spy
    assert pty.answers() == ["CLEARED 2"]
    assert table.light(0)  # seat 1's lock stands
    redone = table.states[-1]
    table.undo()  # seat 1's gold 5
    assert not table.light(0) and KILIM.view(table.states[-1], None).sealed[0] is None
    table.redo(redone)
    assert table.light(0)  # Redo brings the lock, and its light, back
    assert pty.answers(timeout=0.2) == []  # the pad hears only of the seats it locked
