"""Kilim's market and carpets through the real window, by touch: a whole auction turn with the covered keypad,
the rulebook's two 15s cancelling, the winner laying the domino, a refused placement saying why, and the
Spy / Scrap bag / Artisan steps one by one."""

from __future__ import annotations

import re

from games.kilim.model import Direction, Motif, Placement
from tests.ui.harness import Harness
from tests.ui.kilim_helpers import create_kilim_game, enter_domino, lock_on_keypad, seal_round, tap_cell


def seat_statuses(app: Harness) -> list[str]:
    """Each seat's 'card played' column, without its markup."""
    rows = list(reversed(app.screen.ids.seats.children))
    return [re.sub(r"\[[^\]]*\]", "", list(reversed(row.children))[1].text) for row in rows]


def test_a_whole_auction_turn_by_touches(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue", "Green"])
    assert app.screen.name == "kilim"
    assert "Turn up the next domino of pile 1" in app.screen.ids.step.text

    enter_domino(app, "A", "B")  # the table turned up an A|B domino
    assert "0 of 3 locked" in app.screen.ids.step.text
    assert seat_statuses(app) == ["Choosing"] * 3
    assert app.screen.ids.primary_button.disabled  # "Reveal the bids" waits for every seat

    app.tap(app.screen.ids.secondary_button)  # "Pass the screen round"
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
    assert "3 of 3 locked" in app.screen.ids.step.text

    app.tap(app.screen.ids.primary_button)  # "Reveal the bids"
    explanation = app.screen.ids.explanation.text
    assert explanation == "Red and Blue bid 15: equal bids cancel\nGreen wins with 5", explanation
    assert seat_statuses(app) == ["15", "15", "5"]
    assert "Green lays the domino won on their kilim" in app.screen.ids.step.text

    app.tap(app.screen.ids.primary_button)  # "Lay it on Green's kilim"
    assert app.screen.name == "kilim_carpet"
    assert "Green's kilim" in app.screen.ids.title.text
    tap_cell(app, (0, 0))
    app.tap(app.screen.turn_button)  # right -> down
    app.tap(app.screen.confirm_button)
    session = app.screen.session
    laid = session.state.seats[2].kilim.dominoes
    assert [(d.domino.text(), d.at) for d in laid] == [("AB", Placement(0, 0, Direction.DOWN))]
    assert app.screen.grid.carpet.top == {(0, 0): "A", (1, 0): "B"}
    assert "10 points" in app.screen.ids.title.text  # one domino is a rectangle

    app.tap(app.screen.market_button)
    assert app.screen.name == "kilim"
    assert "Turn up the next domino of pile 1" in app.screen.ids.step.text
    assert "Green wins with 5" in app.screen.ids.explanation.text  # the last turn stays explained


def test_the_special_cards_are_guided_one_by_one(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue", "Green", "Pink"])
    screen = app.screen
    enter_domino(app, "D", "E")
    seal_round(app, ["spy", "spy", "scrap", "artisan"])
    app.tap(screen.ids.primary_button)  # reveal: two spies choose their gold card in secret
    assert "The spies Red, Blue have seen the bids" in screen.ids.step.text
    seal_round(app, [(9, False), (7, False)])
    assert seat_statuses(app)[:2] == ["Spy · Locked", "Spy · Locked"]
    app.tap(screen.ids.primary_button)  # "Reveal the offers"
    assert screen.ids.explanation.text == "Red wins with 9"
    assert "Scrap bag: Green offers more than 9" in screen.ids.step.text

    app.tap(screen.ids.primary_button)  # "Green plays": alone in the round, openly
    app.tap(screen.keypad.choice_buttons[(12, False)])
    assert screen.keypad.choice_buttons[(8, False)].disabled  # not above the winning bid
    app.tap(screen.keypad.lock_button)
    assert "Green searches the scrap bag and takes a scrap in secret" in screen.ids.step.text
    app.tap(screen.ids.primary_button)  # "Pass the screen to Green"
    lock_on_keypad(app, "C")
    assert "Green has taken a scrap" in app.visible_texts()
    app.tap(screen.keypad.close_button)
    assert app.screen.session.state.seats[2].scraps == (Motif.C,)
    assert "Pink offers less than 9" in screen.ids.step.text

    app.tap(screen.ids.primary_button)  # "Pink plays"
    app.tap(screen.keypad.choice_buttons[(3, False)])
    app.tap(screen.keypad.lock_button)
    assert "Pink calls the Artisan and takes a token" in screen.ids.step.text
    app.tap("Rotate token")
    assert app.screen.session.state.seats[3].tokens[0].value == "rotate"
    assert screen.ids.explanation.text.splitlines() == ["Red wins with 9", "Green searches the scrap bag",
                                                        "Pink calls the Artisan"]
    statuses = seat_statuses(app)
    assert "Spy 9" in statuses[0] and "Spy 7" in statuses[1] and "Scrap bag 12" in statuses[2]
    assert "Artisan 3" in statuses[3]

    app.tap(screen.ids.primary_button)  # "Lay it on Red's kilim"
    tap_cell(app, (0, 0))
    app.tap(app.screen.confirm_button)
    app.tap(list(reversed(app.screen.ids.seat_tabs.children))[2])  # Green's tab
    assert "Green's kilim" in app.screen.ids.title.text
    assert "1 scrap(s) held, face down" in app.visible_texts()
    assert "C" not in [text for text in app.visible_texts()]  # the held scrap stays face down


def test_two_players_hold_cards_to_ten_and_a_seat_may_change_its_sealed_card(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue"])
    screen = app.screen
    enter_domino(app, "T", "A")  # a torn domino: one torn motif, one whole
    seal_round(app, [10, 1])
    change_red = list(reversed(screen.ids.seats.children))[0].children[0]
    assert change_red.text == "Change"
    app.tap(change_red)
    keypad = screen.keypad
    app.tap(keypad.open_button)
    assert sorted(k for k in keypad.choice_buttons if isinstance(k, int)) == list(range(1, 11))  # no 11-15
    assert all(b.background_color[:3] != [0.10, 0.55, 0.35] for b in keypad.choice_buttons.values()), \
        "the keypad must not show the card sealed before"
    app.tap(keypad.choice_buttons[2])
    app.tap(keypad.lock_button)
    app.tap(keypad.close_button)
    app.tap(screen.ids.primary_button)
    assert screen.ids.explanation.text == "Red wins with 2"


def test_sealed_bids_survive_a_restart_and_stay_sealed(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue", "Green"])
    enter_domino(app, "B", "C")
    app.tap(app.screen.ids.secondary_button)
    lock_on_keypad(app, 12)
    lock_on_keypad(app, 4)
    app.tap(app.screen.keypad.close_button)  # Green has not chosen yet when the power goes

    app = start_app()  # the same journal, a new app
    app.tap(app.screen.ids.games.children[0].ids.open_button)  # "Continue"
    assert app.screen.name == "kilim"
    assert seat_statuses(app) == ["Locked", "Locked", "Choosing"]
    app.tap(app.screen.ids.secondary_button)  # the screen goes straight to the seat still choosing
    assert "Pass the screen to Green" in app.visible_texts()
    lock_on_keypad(app, 7)
    app.tap(app.screen.keypad.close_button)
    app.press_key(32, " ")  # the 'next' key reveals, like the touch button
    assert app.screen.ids.explanation.text == "Red wins with 12"
    assert seat_statuses(app) == ["12", "4", "7"]
