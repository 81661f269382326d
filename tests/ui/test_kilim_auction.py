"""Kilim's market and carpets through the real window, by touch: a whole auction turn with the covered keypad,
the rulebook's two 15s cancelling, the winner laying the domino, a refused placement saying why, and the
Spy / Scrap bag / Artisan steps one by one."""

from __future__ import annotations

import re

from games.kilim.model import Direction, Motif, Placement
from tests.ui.harness import Harness
from tests.ui.kilim_helpers import (create_kilim_game, enter_domino, explained, key_button, lock_on_keypad,
                                     main_button, panel_key, seat_chip, seal_round, seat_statuses, step, tap_cell)


def test_a_whole_auction_turn_by_touches(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue", "Green"])
    assert app.screen.name == "kilim"
    assert "Turn up the next domino of pile 1" in step(app)

    enter_domino(app, "A", "B")  # the table turned up an A|B domino
    assert "0 of 3 locked" in step(app)
    assert seat_statuses(app) == ["Choosing"] * 3
    assert main_button(app).refused  # "Reveal the bids" waits for every seat, and a tap says why from the book
    app.tap(main_button(app))
    assert "Red, Blue, Green must lock a choice before the bids are revealed" in app.visible_texts()
    app.tap(app.button("Rulebook (French edition) · Making an offer"))  # opens the quote
    assert any("posent face cachée une carte Or" in text for text in app.visible_texts())
    app.tap(app.button("OK"))

    app.tap(panel_key(app, "pass"))  # "Pass the screen round"
    keypad = app.screen.keypad
    assert "Pass the screen to Red" in app.visible_texts()
    lock_on_keypad(app, 15)
    assert "Red has locked" in app.visible_texts() and "Pass the screen to Blue" in app.visible_texts()
    lock_on_keypad(app, 15)
    assert "Blue has locked" in app.visible_texts()
    lock_on_keypad(app, 5)
    assert "Green has locked" in app.visible_texts()
    assert keypad.choice_buttons == {}  # the keypad holds no choice any more
    app.tap(keypad.close_button)
    assert seat_statuses(app) == ["Locked"] * 3
    assert "3 of 3 locked" in step(app)

    app.tap(main_button(app))  # "Reveal the bids"
    explanation = explained(app)
    assert explanation == "Red and Blue bid 15: equal bids cancel\nGreen wins with 5", explanation
    assert seat_statuses(app) == ["bid: 15 gold", "bid: 15 gold", "bid: 5 gold"]  # a bid, not points
    assert "Green lays the domino won on their kilim" in step(app)
    assert app.screen.ids.undo_button.refused  # undo stops at the reveal, and says why when tapped
    app.tap(app.screen.ids.undo_button)
    assert "Undo stops at a reveal" in app.visible_texts()
    app.tap(app.button("OK"))

    app.tap(main_button(app))  # "Lay it on Green's kilim"
    assert app.screen.name == "kilim_carpet"
    assert "Green's kilim" in app.screen.ids.status.text
    tap_cell(app, (0, 0))
    app.tap(key_button(app, "turn"))  # right -> down
    app.tap(key_button(app, "confirm"))
    session = app.screen.session
    laid = session.state.seats[2].kilim.dominoes
    assert [(d.domino.text(), d.at) for d in laid] == [("AB", Placement(0, 0, Direction.DOWN))]
    assert app.screen.grid.carpet.top == {(0, 0): "A", (1, 0): "B"}
    assert "10 points" in app.screen.ids.status.text  # one domino is a rectangle

    app.tap(key_button(app, "market"))
    assert app.screen.name == "kilim"
    assert "Turn up the next domino of pile 1" in step(app)
    assert "Green wins with 5" in explained(app)  # the last turn stays explained


def test_the_special_cards_are_guided_one_by_one(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue", "Green", "Pink"])
    screen = app.screen
    enter_domino(app, "D", "E")
    seal_round(app, ["spy", "spy", "scrap", "artisan"])
    app.tap(main_button(app))  # reveal: two spies choose their gold card in secret
    assert "The spies Red, Blue have seen the bids" in step(app)
    seal_round(app, [(9, False), (7, False)])
    assert seat_statuses(app)[:2] == ["Locked", "Locked"]  # the status line says it is the spies' round
    app.tap(main_button(app))  # "Reveal the offers"
    assert explained(app) == "Red wins with 9"
    assert "Scrap bag: Green offers more than 9" in step(app)

    app.tap(main_button(app))  # "Green plays": alone in the round, openly
    app.tap(screen.keypad.choice_buttons[(12, False)])
    assert screen.keypad.choice_buttons[(8, False)].disabled  # not above the winning bid
    app.tap(screen.keypad.lock_button)
    assert "Green searches the scrap bag and takes a scrap in secret" in step(app)
    app.tap(main_button(app))  # "Pass the screen to Green"
    lock_on_keypad(app, "C")
    assert "Green has taken a scrap" in app.visible_texts()
    app.tap(screen.keypad.close_button)
    assert app.screen.session.state.seats[2].scraps == (Motif.C,)
    assert "Pink offers less than 9" in step(app)

    app.tap(main_button(app))  # "Pink plays"
    app.tap(screen.keypad.choice_buttons[(3, False)])
    app.tap(screen.keypad.lock_button)
    assert "Pink calls the Artisan and takes a token" in step(app)
    app.tap("Rotate token")
    assert app.screen.session.state.seats[3].tokens[0].value == "rotate"
    assert explained(app).splitlines() == ["Red wins with 9", "Green searches the scrap bag",
                                                        "Pink calls the Artisan"]
    statuses = seat_statuses(app)
    assert statuses == ["Spy, then 9", "Spy, then 7", "Bag, offers 12", "Artisan, offers 3"]

    app.tap(main_button(app))  # "Lay it on Red's kilim"
    tap_cell(app, (0, 0))
    app.tap(key_button(app, "confirm"))
    app.tap(seat_chip(app, 2))  # Green's tab
    assert "Green's kilim" in app.screen.ids.status.text
    assert "1 scrap held, face down" in app.visible_texts()
    assert "C" not in [text for text in app.visible_texts()]  # the held scrap stays face down


def test_two_players_hold_cards_to_ten_and_a_seat_may_change_its_sealed_card(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue"])
    screen = app.screen
    enter_domino(app, "T", "A")  # a torn domino: one torn motif, one whole
    seal_round(app, [10, 1])
    change_red = panel_key(app, "seat0")
    assert change_red.text == "Red: Change"
    app.tap(change_red)
    keypad = screen.keypad
    app.tap(keypad.open_button)
    assert sorted(k for k in keypad.choice_buttons if isinstance(k, int)) == list(range(1, 11))  # no 11-15
    assert all(not b.bold for b in keypad.choice_buttons.values()), \
        "the keypad must not show the card sealed before"
    app.tap(keypad.choice_buttons[2])
    app.tap(keypad.lock_button)
    app.tap(keypad.close_button)
    app.tap(main_button(app))
    assert explained(app) == "Red wins with 2"


def test_sealed_bids_survive_a_restart_and_stay_sealed(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue", "Green"])
    enter_domino(app, "B", "C")
    app.tap(panel_key(app, "pass"))
    lock_on_keypad(app, 12)
    lock_on_keypad(app, 4)
    app.tap(app.screen.keypad.close_button)  # Green has not chosen yet when the power goes

    app = start_app()  # the same journal, a new app
    app.tap(app.screen.ids.games.children[0].ids.open_button)  # "Continue"
    assert app.screen.name == "kilim"
    assert seat_statuses(app) == ["Locked", "Locked", "Choosing"]
    app.tap(panel_key(app, "pass"))  # the screen goes straight to the seat still choosing
    assert "Pass the screen to Green" in app.visible_texts()
    lock_on_keypad(app, 7)
    app.tap(app.screen.keypad.close_button)
    app.press_key(32, " ")  # the 'next' key reveals, like the touch button
    assert explained(app) == "Red wins with 12"
    assert seat_statuses(app) == ["bid: 12 gold", "bid: 4 gold", "bid: 7 gold"]
