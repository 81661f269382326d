"""Kilim's sealed bids locked on the seats' hardware stations (gpiozero MockFactory pins), as at a real table.

docs/hardware.md, "Choosing blind": the cursor starts on gold 1; NEXT moves one card; LOCK seals. The screen
shows only who has locked; a refused card blinks that seat's light only and says nothing on the screen.
"""

from __future__ import annotations

import time
from typing import Any

from gpiozero.pins.mock import MockFactory

from companion.core.settings import config_dir
from games.kilim.actions import LayDomino
from games.kilim.model import Direction, Placement
from companion.hardware.pinmap import load_pin_map
from tests.hardware.hwfakes import PtyPad
from tests.ui.harness import DEBOUNCE_MS, Harness
from tests.ui.kilim_helpers import (create_kilim_game, enter_domino, explained, main_button, panel_key,
                                     seat_statuses, step)
from tests.ui.kilim_seats import PadSeats

PINS = load_pin_map(config_dir() / "hardware.toml")


def with_pad(pty: PtyPad) -> dict[str, Any]:
    """The stations' pins and a serial pad on the pseudo-terminal, as hardware.toml would set them."""
    return {"gpio": {"enabled": True, "debounce_ms": DEBOUNCE_MS}, "serial": {"enabled": True, "port": pty.path}}


def press(app: Harness, factory: MockFactory, bcm: int, times: int = 1) -> None:
    pin = factory.pin(bcm)
    for _ in range(times):
        pin.drive_low()
        pin.drive_high()
        time.sleep(DEBOUNCE_MS / 1000 + 0.001)  # two edges of one button, past the debounce window
    app.settle()


def lock_gold(app: Harness, factory: MockFactory, seat: int, value: int) -> None:
    station = PINS.seats[seat]
    press(app, factory, station.next, times=value - 1)
    press(app, factory, station.lock)


def test_bids_locked_on_the_seat_stations_resolve_the_auction(start_app) -> None:  # type: ignore[no-untyped-def]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    create_kilim_game(app, ["Red", "Blue", "Green"])
    enter_domino(app, "A", "B")
    texts_before = sorted(app.visible_texts())

    lock_gold(app, factory, 0, 15)
    assert app.wait_until(lambda: seat_statuses(app)[0] == "Locked"), seat_statuses(app)
    assert factory.pin(PINS.seats[0].led).state  # Red's light on: locked
    lock_gold(app, factory, 1, 15)
    lock_gold(app, factory, 2, 5)
    assert app.wait_until(lambda: seat_statuses(app) == ["Locked"] * 3), seat_statuses(app)
    # Nothing on the screen tells the cards apart before the reveal.
    assert not {"15", "5"} & (set(app.visible_texts()) - set(texts_before))

    app.tap(main_button(app))  # "Reveal the bids"
    # kilim-fr: "les deux cartes Or de valeur 15 s'annulent"
    assert explained(app) == "Red and Blue bid 15: equal bids cancel\nGreen wins with 5"
    assert not any(factory.pin(PINS.seats[s].led).state for s in range(3))  # lights cleared at the reveal


def test_a_card_spent_today_blinks_only_that_seats_light(start_app) -> None:  # type: ignore[no-untyped-def]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    create_kilim_game(app, ["Red", "Blue"])
    session = app.screen.session
    enter_domino(app, "A", "B")
    lock_gold(app, factory, 0, 3)
    lock_gold(app, factory, 1, 4)
    app.wait_until(lambda: seat_statuses(app) == ["Locked"] * 2)
    app.tap(main_button(app))  # reveal: Blue wins with 4
    assert 3 in session.state.seats[0].spent  # every card bid is spent for the day
    session.play(LayDomino(1, 0, Placement(0, 0, Direction.RIGHT)))  # Blue lays it (the carpet screen's job)
    app.app.navigator.show("kilim", session=session)
    app.settle()
    enter_domino(app, "C", "D")
    toasts_before = app.app.root.children[0].text
    led = factory.pin(PINS.seats[0].led)
    changes_before = len(led.states)
    lock_gold(app, factory, 0, 3)  # Red already spent the 3 today
    assert app.wait_until(lambda: len(led.states) >= changes_before + 3)  # on, off, on: a blink
    assert seat_statuses(app) == ["Choosing", "Choosing"]
    assert app.app.root.children[0].text == toasts_before  # the refusal is not said on the shared screen
    assert not factory.pin(PINS.seats[1].led).state  # Blue's light says nothing
    lock_gold(app, factory, 0, 2)  # the cursor stayed on the refused 3: one NEXT, then LOCK, seals the 4
    assert app.wait_until(lambda: seat_statuses(app)[0] == "Locked")


def test_a_pad_line_with_no_auction_on_screen_is_answered_at_once(start_app) -> None:  # type: ignore[no-untyped-def]
    # It was never answered, and seat 1's next lock, from any device, took its answer.
    factory, pty = MockFactory(), PtyPad()
    try:
        app = start_app(pin_factory=factory, hardware=with_pad(pty))
        pad = PadSeats(app, pty)
        assert pad.send("SEAT 1 BID 3") == "ERR No auction is open: lock a choice when the screen asks for one"
        create_kilim_game(app, ["Red", "Blue", "Green"])
        assert pad.send("SEAT 2 SPY").startswith("ERR No auction is open")  # the domino is not entered yet
        enter_domino(app, "A", "B")
        lock_gold(app, factory, 0, 4)
        assert app.wait_until(lambda: seat_statuses(app)[0] == "Locked")
        assert pty.answers(timeout=0.2) == []  # the station's lock answers no line of the pad
        assert pad.send("SEAT 4 BID 3") == "ERR Seat 4: this table has seats 1 to 3"
    finally:
        pty.unplug()


def test_the_shared_undo_puts_out_the_light_and_tells_the_pad(start_app) -> None:  # type: ignore[no-untyped-def]
    # Undo withdrew a sealed bid but the seat's light stayed on ("your choice is locked").
    factory, pty = MockFactory(), PtyPad()
    try:
        app = start_app(pin_factory=factory, hardware=with_pad(pty))
        pad = PadSeats(app, pty)
        create_kilim_game(app, ["Red", "Blue", "Green"])
        enter_domino(app, "A", "B")
        lock_gold(app, factory, 0, 4)
        assert pad.send("SEAT 2 BID 7") == "OK"
        assert seat_statuses(app) == ["Locked", "Locked", "Choosing"]

        press(app, factory, PINS.undo)  # Blue's 7
        assert seat_statuses(app) == ["Locked", "Choosing", "Choosing"]
        assert app.wait_until(lambda: pty.answers(timeout=0.001) == ["CLEARED 2"])
        press(app, factory, PINS.undo)  # Red's 4
        assert seat_statuses(app) == ["Choosing"] * 3
        assert not factory.pin(PINS.seats[0].led).state
        press(app, factory, PINS.redo)
        assert seat_statuses(app)[0] == "Locked" and factory.pin(PINS.seats[0].led).state
    finally:
        pty.unplug()
