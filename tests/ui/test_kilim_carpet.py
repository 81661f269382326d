"""Each seat's kilim through the real window, by touch: a refused placement turns red and says why, a held
scrap is sewn through the covered keypad, and the artisan tokens (rotate, perfect carpet) are used."""

from __future__ import annotations

from typing import Any

from companion.screens.widgets import Toast
from games.kilim.actions import LayDomino, Offer, RevealBids, RevealDomino, SealBid, TakeScrap, TakeToken
from games.kilim.model import Direction, Motif, Placement, Special, Token
from tests.ui.harness import Harness
from tests.ui.kilim_helpers import (create_kilim_game, key_button, lock_on_keypad, main_button, panel_key, seat_chip,
                                     step, tap_cell)

A, B, C, D, E, T = Motif.A, Motif.B, Motif.C, Motif.D, Motif.E, Motif.TORN
RIGHT = Direction.RIGHT


def toast_text(app: Harness) -> str:
    return next(w.text for w in app.walk() if isinstance(w, Toast))


def play(app: Harness, *actions: Any) -> None:
    """What happened at the table before the part under test, straight on the session."""
    for action in actions:
        app.screen.session.play(action)
    app.screen.refresh()


def open_kilim(app: Harness, seat: int) -> Any:
    """From the market, 'Kilims', then the seat's tab."""
    app.tap(panel_key(app, "kilims"))
    carpet = app.screen
    app.tap(seat_chip(app, seat))
    return carpet


def test_a_refused_placement_turns_red_and_says_why(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue", "Green"])
    session = app.screen.session
    play(app, RevealDomino(A, B), SealBid(0, 15), SealBid(1, 15), SealBid(2, 5), RevealBids(),
         LayDomino(2, 0, Placement(0, 0, RIGHT)),
         RevealDomino(C, T), SealBid(0, 1), SealBid(1, 2), SealBid(2, 10), RevealBids())
    app.tap(main_button(app))  # "Lay it on Green's kilim"
    carpet = app.screen

    tap_cell(app, (0, 1))  # on the B of the first domino
    app.tap(key_button(app, "confirm"))
    assert "That cell is already covered" in toast_text(app)
    assert carpet.tool.refused and carpet.grid.refused  # the spot shows red
    assert session.state.seats[2].kilim.dominoes[1:] == ()

    tap_cell(app, (-1, -1))  # a corner: touches the kilim only diagonally
    app.tap(key_button(app, "turn"))
    app.tap(key_button(app, "turn"))  # right -> down -> left
    app.tap(key_button(app, "confirm"))
    assert "would touch no motif of the kilim" in toast_text(app)

    tap_cell(app, (1, 0))  # under the A: a motif touches a motif
    assert not carpet.grid.refused
    app.press_key(32, " ")  # the 'next' key lays it, like the touch button
    assert [d.domino.text() for d in session.state.seats[2].kilim.dominoes] == ["AB", "CT"]
    assert carpet.grid.carpet.top[(1, 1)] == "T"




def test_a_held_scrap_is_chosen_in_secret_and_sewn_on_a_torn_motif(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue", "Green"])
    session = app.screen.session
    play(app, RevealDomino(C, T), SealBid(0, 1), SealBid(1, 2), SealBid(2, 10), RevealBids(),
         LayDomino(2, 0, Placement(0, 0, RIGHT)),  # Green: C at (0, 0), a torn motif at (0, 1)
         RevealDomino(A, B), SealBid(0, 5), SealBid(1, 6), SealBid(2, Special.SCRAP), RevealBids(),
         Offer(2, 7), TakeScrap(2, D), LayDomino(1, 0, Placement(0, 0, RIGHT)))
    carpet = open_kilim(app, 2)
    assert "Green's kilim · 7 points" in carpet.ids.status.text  # +10 rectangle, -3 torn
    assert "1 scrap held, face down" in app.visible_texts()
    assert "D" not in app.visible_texts()

    app.tap(key_button(app, "sew"))
    tap_cell(app, (0, 1))  # on the torn motif
    keypad = carpet.keypad
    assert "Pass the screen to Green" in app.visible_texts()
    assert keypad.choice_buttons == {}  # covered: nothing of Green's scraps shows yet
    lock_on_keypad(app, "D")
    assert "Green has sewn a scrap" in app.visible_texts()
    app.tap(keypad.close_button)
    assert session.state.seats[2].scraps == ()
    assert carpet.grid.carpet.top == {(0, 0): "C", (0, 1): "D"} and carpet.grid.carpet.scraps == {(0, 1)}
    assert "Green's kilim · 10 points" in carpet.ids.status.text  # the torn motif is restored


def test_the_rotate_and_perfect_carpet_tokens_by_touch(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue", "Green"])
    session = app.screen.session
    play(app, RevealDomino(A, B), SealBid(0, 15), SealBid(1, 3), SealBid(2, Special.ARTISAN), RevealBids(),
         Offer(2, 2), TakeToken(2, Token.ROTATE), LayDomino(0, 0, Placement(0, 0, RIGHT)),
         RevealDomino(C, D), SealBid(0, 1), SealBid(1, 2), SealBid(2, 14), RevealBids(),
         LayDomino(2, 0, Placement(0, 0, RIGHT)),
         RevealDomino(E, A), SealBid(0, 2), SealBid(1, Special.ARTISAN), SealBid(2, 13), RevealBids(),
         Offer(1, 1), TakeToken(1, Token.PERFECT), LayDomino(2, 0, Placement(0, 2, RIGHT)))

    carpet = open_kilim(app, 2)
    app.tap("Use the rotate token")
    tap_cell(app, (0, 0))  # the C: the domino turns about it
    assert carpet.grid.preview == {(0, 0): "C", (1, 0): "D"}
    app.tap(key_button(app, "confirm"))
    laid = session.state.seats[2].kilim.dominoes
    assert [(d.domino.text(), d.at) for d in laid] == [("EA", Placement(0, 2, RIGHT)),
                                                       ("CD", Placement(0, 0, Direction.DOWN))]
    assert session.state.seats[2].tokens == ()
    assert "Use the rotate token" not in app.visible_texts()

    app.tap(seat_chip(app, 1))  # Blue holds the perfect carpet token
    app.tap("Perfect carpet token")
    assert session.state.seats[1].perfect == 1
    app.tap("Lay a perfect carpet")
    tap_cell(app, (0, 0))
    app.tap(key_button(app, "turn"))  # down
    app.tap(key_button(app, "confirm"))
    assert [(d.domino.text(), d.at) for d in session.state.seats[1].kilim.dominoes] == [
        ("PP", Placement(0, 0, Direction.DOWN))]


def test_the_move_and_remove_tokens_by_touch(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue", "Green"])
    session = app.screen.session
    play(app, RevealDomino(A, B), SealBid(0, 15), SealBid(1, 3), SealBid(2, Special.ARTISAN), RevealBids(),
         Offer(2, 2), TakeToken(2, Token.MOVE), LayDomino(0, 0, Placement(0, 0, RIGHT)),
         RevealDomino(C, D), SealBid(0, 1), SealBid(1, 2), SealBid(2, 14), RevealBids(),
         LayDomino(2, 0, Placement(0, 0, RIGHT)),
         RevealDomino(B, B), SealBid(0, Special.ARTISAN), SealBid(1, 13), SealBid(2, 12), RevealBids(),
         Offer(0, 3), TakeToken(0, Token.REMOVE), LayDomino(1, 0, Placement(0, 0, RIGHT)))

    carpet = open_kilim(app, 2)
    app.tap("Use the move token")
    tap_cell(app, (0, 1))  # the D: the whole domino moves, unturned
    tap_cell(app, (1, 2))  # the D lands here
    assert carpet.grid.preview == {(1, 1): "C", (1, 2): "D"}
    app.tap(key_button(app, "confirm"))
    assert [d.at for d in session.state.seats[2].kilim.dominoes] == [Placement(1, 1, RIGHT)]

    app.tap(seat_chip(app, 0))  # Red holds the remove token
    app.tap("Use the remove token")
    tap_cell(app, (0, 0))
    assert carpet.grid.selected == {(0, 0), (0, 1)}
    app.tap(key_button(app, "confirm"))
    assert session.state.seats[0].kilim.dominoes == ()
    assert "Red's kilim · 0 points" in carpet.ids.status.text
