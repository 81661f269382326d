"""Ilos through the real window, the paths a table takes less often: the first islands placed in each
player's first turn (a rule the table chooses), a ship already in play moved by the Ship card, and the price
rows entered again from Settings after a mistyped figure."""

from __future__ import annotations

from gpiozero.pins.mock import MockFactory

from companion.screens.ilos.prices import PriceRows
from games.ilos.actions import FirstIsland, ShipDock
from games.ilos.model import Phase, Ship
from tests.ui.ilos_helpers import (ROWS, overlay, panel_button, part, panel_texts, press_advance, quick_tap, tap_map,
                                   tap_panel)
from tests.ui.kilim_helpers import create_on_new_game
from tests.ui.test_ilos_secrecy import store_price_rows
from tests.ui.test_ilos_table import ANA, BEN, NAMES, archipelago, refill


def test_the_first_islands_placed_in_each_first_turn(start_app) -> None:  # type: ignore[no-untyped-def]
    # ilos-fr MISE EN PLACE: each player "joint une Tuile ... et place un Bateau"; when is the table's choice
    # (games/ilos/setup.py TABLE_OPTIONS first_islands), asked under Rules in New game.
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    store_price_rows(app)
    app.tap(app.screen.ids.new_game_button)
    app.tap("Ilos")
    app.tap(app.screen.ids.rules_button)
    app.tap("in a round of their own before the first turn")  # cycles to the other reading
    assert "each at the start of its player's first turn" in app.visible_texts()
    app.tap("OK")
    create_on_new_game(app, NAMES)
    assert app.wait_until(lambda: app.screen.name == "ilos")
    screen = app.screen
    session = screen.session
    assert session.setup.option("first_islands") == "first_turn"
    refill(session, [])
    screen.refresh()
    app.settle()
    assert session.state.phase is Phase.ACTIONS and screen.ids.status.text == "Round 1 · Ana's turn"
    assert screen.ids.main_button.text == "Place a first island" and screen.ids.main_button.refused

    tap_map(app, (0, 0))
    assert screen.ids.main_button.text == "Place the first island"
    app.tap(screen.ids.main_button)
    assert isinstance(session.history[-1], FirstIsland) and session.state.seat == ANA  # her turn goes on
    refill(session, [])
    screen.refresh()
    app.settle()
    assert screen.ids.main_button.text == "End turn" and not screen.ids.main_button.refused
    press_advance(app, factory)
    assert session.state.seat == BEN and screen.ids.status.text == "Round 1 · Ben's turn"
    assert screen.ids.main_button.text == "Place a first island"  # Ben's first island is now due


def test_a_ship_in_play_moved_by_the_ship_card(start_app) -> None:  # type: ignore[no-untyped-def]
    # ilos-fr Bateau: "Vous pouvez également déplacer un de vos Bateaux déjà en jeu" (games/ilos: move_from)
    app = start_app()
    store_price_rows(app)
    screen = archipelago(app)
    session = screen.session
    ana_ship = next(i for i, s in enumerate(session.state.ships) if s.seat == ANA)
    tap_map(app, (1, 0))  # EAST: Cleo's islet (land 1) and the land Ana's island does not reach
    reserve = next(t for t in panel_texts(app) if t.startswith("Ship from the reserve"))
    tap_panel(app, reserve)  # cycles the ship's source to the one Ana has in play
    assert "Move the ship on island 1" in panel_texts(app)
    ships_left = screen.ilos_view().seats[ANA].ships_left
    dock = next(t for t in panel_texts(app) if t.startswith("Dock a ship on island") and
                not panel_button(app, t).refused)
    tap_panel(app, dock)
    played = session.history[-1]
    assert isinstance(played, ShipDock) and played.move_from == ana_ship
    assert screen.ilos_view().seats[ANA].ships_left == ships_left  # moved, not taken from the reserve
    assert sum(1 for s in session.state.ships if s.seat == ANA) == 1
    assert Ship(ANA, 0, 0) not in session.state.ships


def test_the_price_rows_entered_again_from_settings(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    store_price_rows(app)
    app.tap(app.screen.ids.settings_button)
    app.tap("Ilos")
    prices = overlay(PriceRows)
    assert prices is not None, "Settings did not open the price rows"
    dye = next(row for row, q in enumerate(prices.questions) if q.resource.value == "dye")
    assert [part(prices, f"cell {dye} {i}").text for i in range(5)] == [str(f) for f in ROWS["dye"]]  # earlier
    quick_tap(app, part(prices, f"cell {dye} 4"))
    quick_tap(app, part(prices, "key 9"))
    app.tap(part(prices, "done"))
    assert overlay(PriceRows) is None and app.screen.name == "settings"
    assert app.context.preferences.get("ilos_price_row_dye") == " ".join(map(str, ROWS["dye"][:4] + [9]))
    assert any("Ilos: saved for the next games" in t for t in app.visible_texts())
