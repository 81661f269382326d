"""The Ilos table through the real window (the price rows asked at first need: test_ilos_figures.py): the cost helper (piracy, a fort, the
ships an island needs) with the engine's reasons, a refused exploration, the Market card refused by the app's
count said only behind the cover, the turn button waiting for a covered view, undo, and resuming a game."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from gpiozero.pins.mock import MockFactory
from kivy.core.window import Window

from games.ilos.actions import (Building, EndTurn, FirstIsland, Plantation, Redraw, RevealTile, ShipDock,
                               ShipExplore, ShipLair)
from games.ilos.model import BuildingKind, Ship
from tests.games.ilos.helpers import EAST, FILLER, LAIR, WEST
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import (create_ilos_game, part, step, panel_button, panel_texts,
                                   press_advance, quick_tap, stash_view, tap_map, tap_panel)
from tests.ui.test_ilos_secrecy import store_price_rows

NAMES = ["Ana", "Ben", "Cleo"]
ANA, BEN, CLEO = range(3)


def refill(session: Any, queue: list[Any]) -> None:
    while session.state.reveal_due:
        session.play(RevealTile(queue.pop(0) if queue else FILLER))


def archipelago(app: Harness) -> Any:
    """tests/games/ilos/helpers.archipelago_start through the session: LAIR at (0, 0) with Ana's ship on its
    land 0 (island 1 on the screen, with WEST's land 0), WEST at (-1, 0) with Ben's ship on its islet, EAST at
    (1, 0) with Cleo's ship on its islet."""
    screen = create_ilos_game(app, NAMES)
    session = screen.session
    queue = [LAIR, WEST, EAST]
    refill(session, queue)
    for seat, (spec, x, land) in enumerate(((LAIR, 0, 0), (WEST, -1, 1), (EAST, 1, 1))):
        session.play(FirstIsland(seat, session.state.area.index(spec), x, 0, 0, land))
        refill(session, queue)
    screen.refresh()
    app.settle()
    return screen


def test_the_cost_helper_says_piracy_forts_and_ships_with_the_engines_reasons(  # type: ignore[no-untyped-def]
        start_app) -> None:
    app = start_app()
    store_price_rows(app)
    screen = archipelago(app)
    session = screen.session
    session.play(EndTurn(ANA))
    session.play(ShipLair(BEN, 0))  # Ben's pirates on the LAIR tile: islands 1 and 2 have a coast there
    for seat in (BEN, CLEO):
        session.play(EndTurn(seat))
    screen.refresh()
    tap_map(app, (0, 0))
    texts = panel_texts(app)
    # ilos-fr Piraterie: "Les autres joueurs doivent dorénavant payer le coût de Piraterie"
    assert "Pirates: Ben · Ana pays the piracy cost here" in texts
    assert "Plantation: 4 cards (piracy)" in texts and "Building: 5 cards (piracy)" in texts
    assert "Ruins: 8 cards" in texts  # no piracy cost is printed for ruins
    # MINE D'OR "Condition : avoir au moins 2 de vos Navires": the engine's reason, under the row
    assert ("Ana has 1 ship on the coasts of this island; a gold mine needs 2: dock more there first "
            "(Ship card)") in texts
    assert "Ana's ships on its coasts: 1" in texts

    tap_panel(app, "Dock a ship on island 1")  # the Ship card, by touch
    assert session.history[-1] == ShipDock(ANA, 0, 0)
    tap_panel(app, "Building spot · island 1 · free")
    texts = panel_texts(app)
    assert "Ana discards the Building card and 4 more: 5 cards; Ana holds 7" in texts
    assert "Pirates of Ben tax this island: the piracy cost applies" in texts
    tap_panel(app, "Build a fort")
    assert session.history[-1] == Building(ANA, 0, 2, BuildingKind.FORT)
    # "Un Fort protège le joueur qui l'a construit de tous les pirates sur l'île où il se trouve"
    texts = panel_texts(app)
    assert "Pirates: Ben · Ana's fort here shields them" in texts and "Plantation: 3 cards" in texts


def test_a_refused_exploration_is_outlined_and_explained(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    store_price_rows(app)
    screen = archipelago(app)
    tap_map(app, (0, -1))  # north of LAIR, whose north side is sea: no tile of the area fits there
    assert screen.board.map.preview is not None and screen.board.map.preview.refused
    assert screen.ids.main_button.text == "Explore with the ship" and screen.ids.main_button.refused
    assert any(t.startswith("The new tile shows land where the tile it meets shows sea") for t in panel_texts(app))
    app.tap(panel_button(app, "Turn the tile"))  # every way round: this map has no coast left open
    assert screen.board.map.preview.refused


def test_a_ship_explores_by_touch(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    store_price_rows(app)
    screen = create_ilos_game(app, NAMES)
    session = screen.session
    refill(session, [])
    for seat in range(3):
        session.play(FirstIsland(seat, 0, seat, 0, 0, 0))
        refill(session, [])
    screen.refresh()
    app.settle()
    tap_map(app, (1, 1))
    assert not screen.board.map.preview.refused
    assert "Ship card: 2 cards, no ship needed" in panel_texts(app)
    assert screen.ids.main_button.text == "Explore with the ship"
    app.tap(screen.ids.main_button)
    assert session.history[-1] == ShipExplore(ANA, 0, 1, 1, 0, 0)
    assert session.state.ships[-1] == Ship(ANA, 3, 0) and session.state.seats[ANA].hand == 3
    assert screen.ids.main_button.text == "Turn up a tile"  # "Remplacez la Tuile mise en jeu immédiatement"


def test_the_market_card_refused_by_the_count_is_said_behind_the_cover(  # type: ignore[no-untyped-def]
        start_app) -> None:
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    store_price_rows(app)
    screen = archipelago(app)
    before = set(app.visible_texts())
    tap_panel(app, "Raise Ebony")  # the app counts no ebony behind Ana's screen
    cover = stash_view()
    assert cover is not None and cover.find("open") is not None
    reason = ("Ana has no ebony behind their screen by the app's count; the market is paid with 1 of the resource "
              "it raises (correct the stash if the count is wrong)")
    assert reason not in app.visible_texts() and not any("ebony" in t for t in set(app.visible_texts()) - before)
    turns = screen.session.state.seats[ANA].turns
    press_advance(app, factory)  # the turn button waits while the screen is covered
    assert screen.session.state.seats[ANA].turns == turns
    app.tap(part(cover, "open"))
    assert reason in app.visible_texts()
    quick_tap(app, step(cover, "ebony"))
    app.tap(part(cover, "save"))  # Ana's count corrected: 1 ebony
    app.tap(part(cover, "close"))
    assert screen.ids.undo_button.refused  # a public undo would take back a secret correction: it stops there
    tap_panel(app, "Raise Ebony")
    assert screen.session.state.raises == (1, 0, 0, 0) and screen.session.state.seats[ANA].stash.ebony == 0
    assert not screen.ids.undo_button.refused
    assert "Ana already played a Market card this turn (one a turn); another Market card can still pay for a " \
           "different action" in panel_texts(app)


def test_undo_and_a_game_resumed_from_home(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    store_price_rows(app)
    screen = archipelago(app)
    tap_map(app, (0, 0))
    tap_panel(app, "Ebony · island 1 · free")
    tap_panel(app, "Play the Plantation card")
    assert screen.session.history[-1] == Plantation(ANA, 0, 0)
    assert screen.ids.seats.chips()[0].figures.startswith("2 cards")
    app.tap(screen.ids.undo_button)
    assert not any(isinstance(a, Plantation) for a in screen.session.history)
    assert screen.ids.seats.chips()[0].figures.startswith("5 cards")
    status = screen.ids.status.text

    app.tap(screen.ids.home_button)
    app.tap(app.button("Continue"))
    assert app.wait_until(lambda: app.screen.name == "ilos")
    assert app.screen.ids.status.text == status == "Round 1 · Ana's turn"
    assert len(app.screen.session.state.tiles) == 3


def test_the_opening_redraw_and_whose_hand_when_deck_and_discard_run_dry(  # type: ignore[no-untyped-def]
        start_app) -> None:
    app = start_app()
    store_price_rows(app)
    screen = archipelago(app)
    session = screen.session
    # "vous pouvez défausser une fois tout ou partie de vos cartes et piocher pour vous refaire une main de 5"
    tap_panel(app, "Ana: redraw")
    choose(app, 2)
    assert session.history[-1] == Redraw(ANA, 2)
    assert "Ana: redraw" not in panel_texts(app) and "Ben: redraw" in panel_texts(app)

    # Scenario set-up: deck and discard pile empty, Ben and Cleo holding the biggest hands (7 each).
    state = session.state
    seats = [replace(s, hand=h) for s, h in zip(state.seats, (5, 7, 7))]
    session._states[-1] = replace(state, deck=0, discard=0, seats=tuple(seats))
    screen.refresh()
    app.tap(screen.ids.main_button)  # "End turn": the draw falls 4 short, and two hands tie
    assert ("Deck and discard pile are empty and 2 hands tie for the biggest (Ben, Cleo): say whose hand gives "
            "the 4 missing cards") in app.visible_texts()
    choose(app, CLEO)
    assert session.history[-1] == EndTurn(ANA, CLEO)
    assert [s.hand for s in session.state.seats] == [9, 7, 3]


def choose(app: Harness, value: Any) -> None:
    chooser = next(w for w in Window.children if hasattr(w, "answer_buttons"))
    app.tap(chooser.answer_buttons[value])
