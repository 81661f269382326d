"""Catan's mission tracks asked when the game first needs them, by touch (docs/design.md#box-data-once-shared): New
game of scenario 2 reaches the first move with no track asked; the first capture of a pirate lair (its token turned
over: every captor's marker leaves S) asks the Pirate Lairs track once on its keypad; the reading is journaled as a
fact that stays with the token (a reveal: undo stops there) and a restart replays, kept for every later game. In
scenario 3 the first fish unloaded at the Council asks the fish track, and undo takes the move and the fact back. The
question in fr, en and ja at 800x480."""

from __future__ import annotations

import random
from typing import Any

import pytest

from companion.screens.catan_ep.points import UNREAD_TRACK_NOTE
from companion.screens.catan_ep.prepare import TrackEntry
from companion.screens.i18n import tr
from games.catan_ep import BoxFigure, FlipLair, Phase, Piece, Spot, action_at, legal_places
from tests.games.catan_ep.helpers import GAME
from tests.ui.catan_helpers import (create_catan_game, island_board, key_button, panel_texts, perform, table_move,
                                    tap_corner, tap_key)
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import overlay, quick_tap
from tests.ui.looks import flaws
from tests.ui.test_screenshots import LANGUAGES, OUT

NAMES = ["Ana", "Bo", "Cy"]
LAIRS = "0 0 1 1 2 2 3 3 4"  # made up as the helpers' tracks are: NOT the cards'
FISH = "0 1 1 2 2 2 3 3"
TOKEN = "number:8"  # the lair token turned over shows an 8


def facts(session: Any) -> list[BoxFigure]:
    return [a for a in session.history if isinstance(a, BoxFigure)]


def new_scenario_2(app: Harness) -> Any:
    """New game by touch, scenario 2, the start island entered in an earlier game (its board kept); then the first
    move, a harbor settlement, by touch: nothing asked on the way."""
    app.context.preferences.set("catan_ep_board_2", island_board(2))
    screen = create_catan_game(app, NAMES, scenario=2, first_time=False, known_tracks=False)
    assert overlay(TrackEntry) is None
    first = screen.current_target.marks[0]
    tap_corner(app, first)
    assert overlay(TrackEntry) is None and screen.session.history[-1].corner == first
    return screen


def to_a_capture(app: Harness, screen: Any) -> None:
    """The table's moves on the session, from the first move, until a lair is captured and its token waits to be
    turned over (seeded: the same path each game); the tracks are never read on the way."""
    session, rng = screen.session, random.Random(5)
    for _ in range(3000):
        state = session.state
        if state.phase is Phase.CAPTURE and state.capture is not None and not state.capture.flipped:
            break
        action = table_move(session.game, state, rng)
        if not isinstance(action, BoxFigure):  # the sampler reads a track now and then: the screen asks it here
            session.play(action)
    assert session.state.phase is Phase.CAPTURE, "no capture came"
    assert not facts(session) and session.state.tracks[0].points is None
    screen.refresh()
    app.settle()


def enter_digits(app: Harness, page: TrackEntry, figures: str) -> None:
    for digit in figures.replace(" ", ""):
        quick_tap(app, page.find(f"key:{digit}"))
    app.tap(page.find("done"))


def test_scenario_2_asks_the_lairs_track_at_the_first_capture_once_kept_through_restart_and_next_game(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-ep-fr "Règles générales des missions": "Au début de la partie, chaque joueur place un de ses marqueurs sur
    # la case départ"; scenario 2: "chacun des joueurs impliqués avance son marqueur d'une (1) case sur la fiche
    # Mission": the points beside the spaces (on the card, not in the rulebook) are first needed then.
    app = start_app()
    screen = new_scenario_2(app)
    session = screen.session
    assert not facts(session) and [t.points for t in session.state.tracks] == [None]
    to_a_capture(app, screen)
    tap_key(app, "points")
    assert tr._(UNREAD_TRACK_NOTE) in panel_texts(app)  # the track shown as not read yet, no figure made up
    tap_key(app, "back")
    tap_key(app, TOKEN)  # the token turned over: Ana and the others step off S
    page = overlay(TrackEntry)
    assert page is not None and [q.option for q in page.questions] == ["track_pirate_lairs"]  # that track alone
    assert page.heading.text.startswith("Look at the Pirate Lairs Mission card")
    assert page.find("done").text == "Keep it and play on"
    enter_digits(app, page, "5")
    assert page.error.startswith("The Pirate Lairs track lists the points beside each space, S first")
    assert overlay(TrackEntry) is page and not facts(session)  # refused: nothing recorded, nothing played
    quick_tap(app, page.find("key:erase"))
    enter_digits(app, page, LAIRS)
    assert overlay(TrackEntry) is None
    assert facts(session) == [BoxFigure("track_pirate_lairs", LAIRS)] and session.history[-1] == FlipLair(8)
    captors = session.state.capture.seats
    assert all(m.step == 1 for m in session.state.tracks[0].markers if m.seat in captors)
    assert app.context.preferences.get("catan_ep_track_pirate_lairs") == LAIRS  # kept for every later game

    history = tuple(session.history)
    app.tap(screen.ids.undo_button)  # the token turned over is a reveal: undo stops there, the fact stays with it
    assert session.history == history  # (undo of the fact itself: tests/games/catan_ep/test_tracks.py)

    app = start_app()  # a restart: Continue replays the journal, the fact with it
    app.tap("Continue")
    assert app.wait_until(lambda: app.screen.name == "catan_ep")
    assert facts(app.screen.session) == [BoxFigure("track_pirate_lairs", LAIRS)]
    assert app.screen.session.state.tracks[0].points == (0, 0, 1, 1, 2, 2, 3, 3, 4)
    app.tap(app.screen.ids.home_button)
    screen = new_scenario_2(app)  # the next game: never asked again
    to_a_capture(app, screen)
    assert screen.catan_view().tracks[0].points == (0, 0, 1, 1, 2, 2, 3, 3, 4)  # the earlier answer shown already
    tap_key(app, TOKEN)
    assert overlay(TrackEntry) is None and facts(screen.session) == [BoxFigure("track_pirate_lairs", LAIRS)]
    assert screen.session.history[-1] == FlipLair(8)  # the token played straight after, on the earlier answer


def fish_delivery(state: Any) -> Any:
    """A move of the seat's ship laden with fish that points it at a Council harbor (the fish track's first step), or
    None."""
    if state.phase not in (Phase.TRADE, Phase.MOVE):
        return None
    for ship in (s for s in state.ships if s.seat == state.seat and Piece.FISH in s.cargo):
        for edge in legal_places(state, state.seat, Spot.MOVE, ship.id):
            move = action_at(state, state.seat, Spot.MOVE, edge, ship.id)
            if GAME.needed(state, move) == "track_fish":
                return move
    return None


def test_scenario_3_asks_the_fish_track_at_the_first_fish_unloaded_and_undo_takes_the_fact_back(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-ep-fr scenario 3: "Si l'une des extrémités d'un de vos bateaux chargés d'un banc de poissons pointe l'un de
    # ces ports, vous devez décharger votre bateau. ... Ensuite, vous avancez votre marqueur d'une (1) case sur la fiche
    # Mission - Du Poisson pour Catane": not a reveal, so undo takes back the move, then the fact.
    app = start_app()
    app.context.preferences.set("catan_ep_board_3", island_board(3))
    screen = create_catan_game(app, NAMES, scenario=3, first_time=False, known_tracks=False)  # the board: Keep
    session, rng = screen.session, random.Random(7)
    assert overlay(TrackEntry) is None and [t.points for t in session.state.tracks] == [None, None]
    while (move := fish_delivery(session.state)) is None:  # the table's moves until a fish is about to be unloaded
        action = table_move(session.game, session.state, rng)
        if not isinstance(action, BoxFigure):
            session.play(action)
    screen.refresh()
    app.settle()
    perform(app, None, move)  # the ship chosen, the route tapped
    page = overlay(TrackEntry)
    assert page is not None and [q.option for q in page.questions] == ["track_fish"]  # that track alone
    enter_digits(app, page, FISH)
    assert facts(session) == [BoxFigure("track_fish", FISH)] and session.history[-1] == move
    assert [t.points is None for t in session.state.tracks] == [True, False]  # the lairs' card still unread
    app.tap(screen.ids.undo_button)  # the move, then the fact, undone like moves
    app.tap(screen.ids.undo_button)
    assert not facts(session) and session.state.tracks[1].points is None
    perform(app, None, move)  # recorded again from the earlier answer, not asked
    assert overlay(TrackEntry) is None and facts(session) == [BoxFigure("track_fish", FISH)]
    assert session.history[-1] == move


@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_track_question_looks_right(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    screen = new_scenario_2(app)
    to_a_capture(app, screen)
    tap_key(app, TOKEN)
    page = overlay(TrackEntry)
    assert page is not None
    for digit in "00112":
        quick_tap(app, page.find(f"key:{digit}"))
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-catan-track-asked.png")
    seen = flaws(app.walk())
    assert not seen, f"{language}: {seen}"
    app.tap(page.find("cancel"))  # nothing recorded, nothing played: the token waits
    assert not facts(screen.session) and screen.session.state.capture is not None
    key_button(app, TOKEN)
    tap_key(app, "points")  # the track before it is read: every marker on S, and when it will be asked
    note = next(w for w in screen.ids.panel.widgets() if getattr(w, "text", None) == tr._(UNREAD_TRACK_NOTE))
    screen.ids.panel.scroll_to(note, padding=10, animate=False)
    app.settle()
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-catan-track-unread.png")
    seen = flaws(app.walk())
    assert not seen, f"{language}: {seen}"
