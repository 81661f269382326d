"""Free play through the real window: touches, mock GPIO pins and keys, as a table would use it."""

from __future__ import annotations

from pathlib import Path

from gpiozero.pins.mock import MockFactory

from companion.core.settings import config_dir
from companion.hardware.pinmap import load_pin_map
from companion.screens.theme import player_colour, theme

PINS = load_pin_map(config_dir() / "hardware.toml")


def create_game(app, names: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Home -> New game -> names typed -> Start, all by touch."""
    app.tap(app.screen.ids.new_game_button)
    rows = app.screen.rows()
    while len(rows) < len(names):
        app.tap(app.screen.ids.add_button)
        rows = app.screen.rows()
    while len(rows) > len(names):
        app.tap(rows[-1].ids.remove_button)
        rows = app.screen.rows()
    for row, name in zip(rows, names):
        app.type_into(row.ids.name, name)
    app.tap(app.screen.ids.start_button)


def status(app) -> str:  # type: ignore[no-untyped-def]
    return app.screen.ids.status.text


def press_pin(factory: MockFactory, bcm: int, app) -> None:  # type: ignore[no-untyped-def]
    pin = factory.pin(bcm)
    pin.drive_low()
    pin.drive_high()
    app.settle()


def test_a_game_made_by_touches_and_played_with_buttons_keys_and_undo(start_app) -> None:  # type: ignore[no-untyped-def]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    create_game(app, ["Ann", "Bo", "Cy"])
    assert app.screen.name == "freeplay"
    assert "Round 1" in status(app) and "Ann" in status(app)

    press_pin(factory, PINS.advance, app)  # the hardware turn button
    assert app.wait_until(lambda: "Bo" in status(app)), status(app)

    app.press_key(32, " ")  # the keyboard stands in for the same button
    assert "Cy" in status(app)

    app.tap("Next turn")  # and so does the touch screen
    assert "Round 2" in status(app) and "Ann" in status(app)

    app.tap("Undo")
    assert "Round 1" in status(app) and "Cy" in status(app)
    press_pin(factory, PINS.undo, app)
    assert app.wait_until(lambda: "Bo" in status(app)), status(app)
    app.tap("Redo")
    assert "Cy" in status(app)


def test_round_scores_entered_on_the_pad_make_the_totals_and_the_winner(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_game(app, ["Ann", "Bo"])
    table = app.screen
    for seat, digits in ((0, "12"), (1, "7")):
        app.tap(table.score_cell(1, seat))
        for digit in digits:
            app.tap(digit)
        app.tap("OK")
    app.tap("Next turn")
    app.tap("Next turn")  # round 2
    app.tap(table.score_cell(2, 1))
    for key in ("9", "+/-"):
        app.tap(key)
    app.tap("OK")
    assert [table.score_cell(1, s).text for s in (0, 1)] == ["12", "7"]
    assert table.score_cell(2, 1).text == "-9"
    assert [chip.figures for chip in table.ids.seats.chips()] == ["12 points", "-2 points"]
    app.tap("End the game")
    assert app.sheet().title == "End the game now?"  # ending early is asked first
    app.tap(app.sheet_button("yes"))
    assert app.wait_until(lambda: app.screen.name == "result")  # the one end of every game
    texts = app.visible_texts()
    assert app.screen.ids.title.text == "Ann wins"
    assert "1. Ann" in texts and "2. Bo" in texts
    assert texts[texts.index("Total"):texts.index("Total") + 3] == ["Total", "12", "-2"]  # the totals, first
    assert texts.count("Round 1") == 1 and "Round 2" in texts  # the breakdown, round by round
    app.tap("Home")
    app.tap("History")
    assert any("Won by Ann" in text for text in app.visible_texts())


def test_a_refused_move_says_why_in_the_chosen_language(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language="fr")
    create_game(app, ["Ann", "Ann"])  # two players with one name: asked, in French
    assert app.screen.name == "new_game"
    assert app.sheet().title == "Les places 1 et 2 ont le même nom : Ann"


def test_switching_language_relabels_the_running_app(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language="en")
    app.tap("Settings")
    app.tap("日本語")
    assert "設定" in app.visible_texts()
    app.tap("戻る")
    assert "新しいゲーム" in app.visible_texts()
    app.tap("設定")
    app.tap("Français")
    app.tap("Retour")
    assert "Nouvelle partie" in app.visible_texts()


def test_without_gpio_the_keyboard_stands_in_and_settings_says_so(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app(hardware={"gpio": {"enabled": "auto"}}, pin_factory=None)
    app.tap("Settings")
    hardware_text = app.screen.ids.hardware.text
    assert "keyboard" in hardware_text.lower(), hardware_text


def test_the_key_help_lists_every_button(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    app.press_key(282)  # F1
    texts = app.visible_texts()
    assert "Keyboard keys" in texts
    app.tap("Close")


def test_the_rules_the_table_chooses_reach_the_game(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.screen.ids.rules_button)
    app.tap("the highest total")  # cycles to the other choice
    assert "the lowest total" in app.visible_texts()
    app.tap("OK")
    assert app.screen.ids.rules_button.text == "Rules (1 changed)"
    for row, name in zip(app.screen.rows(), ["Ann", "Bo", "Cy"]):
        app.type_into(row.ids.name, name)
    app.tap(app.screen.ids.start_button)
    table = app.screen
    for seat, digits in ((0, "9"), (1, "3"), (2, "5")):
        app.tap(table.score_cell(1, seat))
        app.tap(digits)
        app.tap("OK")
    app.tap("End the game")
    app.tap(app.sheet_button("yes"))
    assert app.wait_until(lambda: app.screen.name == "result")
    assert app.screen.ids.title.text == "Bo wins"  # the lowest total wins, as chosen


def test_kilim_rules_chosen_at_set_up(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    app.tap(app.screen.ids.new_game_button)
    app.tap("Kilim")
    app.tap(app.screen.ids.rules_button)
    app.tap("cancel at every level")  # kilim-fr: only "l'offre la plus élevée" is named by the rule
    app.tap("OK")
    app.tap(app.screen.ids.start_button)
    app.tap(app.sheet().answer_buttons["hint"])  # no names typed: "Play as Player 1, Player 2, Player 3"
    assert app.screen.session.setup.option("equal_bids") == "cancel_top"


def test_an_unexpected_error_is_said_and_the_app_goes_on(start_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_game(app, ["Ann", "Bo"])
    table = app.screen
    original = type(table).handle_input
    monkeypatch.setattr(type(table), "handle_input", lambda self, event: 1 / 0)
    app.tap("Next turn")
    assert "That did not work (ZeroDivisionError); the game so far is saved" in app.visible_texts()
    monkeypatch.setattr(type(table), "handle_input", original)
    app.tap("Next turn")
    assert "Bo" in status(app)


def test_the_score_sheet_keeps_the_round_being_played_in_sight(start_app) -> None:  # type: ignore[no-untyped-def]
    """A new round's row is added at the bottom: past the sheet's height, it scrolls there by itself."""
    app = start_app()
    create_game(app, ["Ann", "Bo", "Cy"])
    grid = app.screen.grid
    for _ in range(3 * 12):
        app.tap("Next turn")
    assert "Round 13" in status(app)
    assert grid.sheet.height > grid.height  # the sheet no longer fits: this is the case that scrolls
    label = grid.cell(13, 0)
    _, bottom = grid.to_window(*grid.pos)
    _, top = grid.to_window(grid.x, grid.top)
    _, cell_bottom = label.to_window(*label.pos)
    _, cell_top = label.to_window(label.x, label.top)
    assert bottom - 1 <= cell_bottom and cell_top <= top + 1, (cell_bottom, cell_top, bottom, top)


def test_the_score_sheet_heads_each_column_with_its_player(start_app) -> None:  # type: ignore[no-untyped-def]
    """Five players: each column under its player's name on their colour, the names staying put as rounds scroll."""
    app = start_app()
    names = ["Ann", "Bo", "Cy", "Dee", "Eve"]
    create_game(app, names)
    screen = app.screen
    tags = screen.header.tags
    assert [t.text for t in tags] == names
    colours = [p.colour for p in screen.session.setup.players]
    assert [tuple(t.ground) for t in tags] == [tuple(player_colour(c).rgba) for c in colours]
    for seat, tag in enumerate(tags):
        cell = screen.score_cell(1, seat)
        assert abs(tag.to_window(*tag.center)[0] - cell.to_window(*cell.center)[0]) <= 1  # right over its column
    for _ in range(5 * 12):
        app.tap("Next turn")
    assert screen.grid.sheet.height > screen.grid.height  # the rounds scroll now...
    _, grid_top = screen.grid.to_window(screen.grid.x, screen.grid.top)
    _, tag_bottom = tags[4].to_window(tags[4].x, tags[4].y)
    assert tag_bottom >= grid_top - 1 and tags[4].get_root_window() is not None  # ...and the names stay above them


def test_the_score_pad_shows_the_number_large_above_its_keys(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_game(app, ["Ann", "Bo"])
    app.tap(app.screen.score_cell(1, 1))
    pad = app.sheet()
    for key in ("4", "2", "+/-"):
        app.tap(pad.keys[key])
    display, keys = pad.display, pad.keys["7"]
    assert display.text == "-42"
    assert display.font_size >= theme.big > keys.font_size >= theme.figure and display.bold  # larger than the keys'
    grid = keys.parent
    _, display_bottom = display.to_window(display.x, display.y)
    _, keys_top = grid.to_window(grid.x, grid.top)
    assert 0 <= display_bottom - keys_top <= theme.gap + 1  # right above the keys...
    assert abs(display.to_window(*display.pos)[0] - grid.to_window(*grid.pos)[0]) <= 1
    assert abs(display.width - grid.width) <= 1  # ...and as wide as they are
    ok = app.sheet_button("ok")
    _, zero_bottom = pad.keys["0"].to_window(pad.keys["0"].x, pad.keys["0"].y)
    assert zero_bottom >= ok.to_window(ok.x, ok.top)[1]  # every key in sight above OK at 800x480: no scrolling to 0
    app.tap(ok)
    assert app.screen.score_cell(1, 1).text == "-42"
