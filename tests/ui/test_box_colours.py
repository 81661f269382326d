"""The box's colours (docs/design.md#players-remembered): New game offers exactly the colours of each game's box, those
its rulebook names (config/games/<package>.toml, each with its source) and, for a colour it does not name, the table's
answer, asked once ever by touch when a seat first needs it, kept, and corrected from Settings. The colour chosen is
the one played, logged and counted."""

from __future__ import annotations

import random
from typing import Any

import pytest

from companion.core.box_colours import box_colours
from companion.screens.i18n import tr
from companion.screens.palette import COLOUR_IDS
from companion.screens.theme import player_colour
from games.ilos.model import Phase
from tests.ui.harness import Harness
from tests.ui.kilim_helpers import answer_box_colour, create_on_new_game, skip_motif_key
from tests.ui.test_new_game_colours import colours, cycle

# ilos-fr PREMIÈRES ÎLES, the example at 4 players (lines 106-112): Rouge, Vert, Noir, Jaune; the box holds a colour a
# seat for 2 to 5 players ("POUR CHAQUE COULEUR : 1 ÉCRAN ET 1 PLATEAU DE PRODUCTION")
ILOS_NAMED = ["red", "green", "black", "yellow"]
# kilim-fr: the auction's example (line 97) names Vert, the Spy's (line 113) Rouge and Bleu
KILIM_NAMED = ["green", "red", "blue"]
NAMES = ["Ana", "Bo", "Cy", "Dee", "Eli"]


def asked(app: Harness) -> Any:
    """The question for a colour of the box, if it is the sheet open."""
    sheet = app.screen.colour_sheet if app.screen.name == "new_game" else None
    return sheet if sheet is not None and app.sheet() is sheet else None


def new_game(app: Harness, game: str) -> None:
    while app.screen.name != "home":
        app.tap(tr._("Home") if tr._("Home") in app.visible_texts() else tr._("Back"))
    app.tap(app.screen.ids.new_game_button)
    app.tap(tr._(game))


def test_a_fifth_ilos_seat_asks_the_fifth_colour_once_then_offers_it(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    new_game(app, "Ilos")
    assert colours(app) == ILOS_NAMED[:3]
    app.tap(app.screen.ids.add_button)
    assert colours(app) == ILOS_NAMED and asked(app) is None  # the fourth is the rulebook's: nothing asked
    assert cycle(app, 0) == ["red"]  # the box's four are at the table: no other colour is offered

    app.tap(app.screen.ids.add_button)  # a fifth seat: the box's fifth colour is not in the rulebook
    sheet = asked(app)
    assert sheet is not None and len(app.screen.rows()) == 4
    assert "Red, Green, Black, Yellow" in " ".join(app.visible_texts())  # the known ones said, and not offered
    assert list(sheet.answer_buttons) == [c for c in COLOUR_IDS if c not in ILOS_NAMED]
    answer_box_colour(app, "purple")  # a tap on the box's fifth
    assert colours(app) == [*ILOS_NAMED, "purple"]
    assert app.context.preferences.get("ilos_colours") == ["purple"]  # kept as the box's data (exported with it)

    for row, name in zip(app.screen.rows(), NAMES):
        app.type_into(row.ids.name, name)
    app.tap(app.screen.ids.start_button)
    assert app.wait_until(lambda: app.screen.name == "ilos")
    session = app.screen.session
    assert [p.colour for p in session.setup.players] == [*ILOS_NAMED, "purple"]

    app = start_app()  # a later day: asked never again, and the fifth offered among the box's five only
    new_game(app, "Ilos")
    app.tap(app.screen.ids.add_button)
    app.tap(app.screen.ids.add_button)
    assert asked(app) is None and colours(app) == [*ILOS_NAMED, "purple"]
    app.tap(app.screen.rows()[4].ids.remove_button)
    assert cycle(app, 0) == ["red", "purple"]  # the box's five, less those at the table


def test_three_kilim_seats_take_the_box_s_colours_and_nothing_is_asked(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    new_game(app, "Kilim")
    assert colours(app) == KILIM_NAMED
    assert cycle(app, 2) == ["blue"]  # the rulebook's three are at the table: nothing else is offered
    create_on_new_game(app, NAMES[:3])
    assert app.wait_until(lambda: app.screen.name == "kilim")
    assert app.context.preferences.get("kilim_colours") is None  # nothing asked
    assert [p.colour for p in app.screen.session.setup.players] == KILIM_NAMED


def test_start_with_more_seats_than_colours_told_asks_each_missing_one(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    new_game(app, "Free play")
    while len(app.screen.rows()) < len(NAMES):  # five seats on the whole palette, then the game changes to Kilim
        app.tap(app.screen.ids.add_button)
    for row, name in zip(app.screen.rows(), NAMES):
        app.type_into(row.ids.name, name)
    app.tap(tr._("Kilim"))
    assert colours(app)[:3] == KILIM_NAMED  # the box's three told; two seats lack one
    app.tap(app.screen.ids.start_button)
    assert asked(app) is not None and app.screen.name == "new_game"  # nothing starts on a colour the box lacks
    answer_box_colour(app, "white")
    assert asked(app) is not None  # the fifth seat still lacks one: asked too
    answer_box_colour(app, "orange")
    skip_motif_key(app)
    assert app.wait_until(lambda: app.screen.name == "kilim")
    assert [p.colour for p in app.screen.session.setup.players] == [*KILIM_NAMED, "white", "orange"]
    assert app.context.preferences.get("kilim_colours") == ["white", "orange"]


def test_a_colour_told_is_corrected_from_settings(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    app.context.preferences.set("kilim_colours", ["purple"])  # told at an earlier game
    app.tap(app.screen.ids.settings_button)
    app.tap(tr.message("{game}: the box's colours", {"game": tr._("Kilim")}))
    page = app.screen.game_page
    assert [b.text for b in page.slots] == ["Purple", "Not told yet: tap to choose"]
    app.tap(page.slots[0])
    assert set(page.colour_sheet.answer_buttons) == set(COLOUR_IDS) - {"green", "red", "blue"}
    app.tap(page.colour_sheet.answer_buttons["yellow"])  # the box's fourth was yellow after all
    app.tap(page.slots[1])
    assert "yellow" not in page.colour_sheet.answer_buttons  # the other seat's colour is not offered twice
    app.tap(page.colour_sheet.answer_buttons["white"])
    assert [b.text for b in page.slots] == ["Yellow", "White"]
    app.tap(app.sheet_button("done"))
    assert box_colours("kilim", app.context.preferences, COLOUR_IDS).known == (*KILIM_NAMED, "yellow", "white")
    new_game(app, "Kilim")
    app.tap(app.screen.ids.add_button)
    app.tap(app.screen.ids.add_button)
    assert asked(app) is None and colours(app) == [*KILIM_NAMED, "yellow", "white"]


def test_the_fifth_colour_holds_through_a_whole_ilos_game(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    new_game(app, "Ilos")
    create_on_new_game(app, NAMES)  # the fifth seat asks the box's fifth colour: the first offered, blue
    chosen = [*ILOS_NAMED, "blue"]
    assert app.wait_until(lambda: app.screen.name == "ilos")
    session = app.screen.session
    assert [p.colour for p in session.setup.players] == chosen
    assert [chip.edge_rgba for chip in app.screen.ids.seats.chips()] == [list(player_colour(c).rgba) for c in chosen]
    rng = random.Random(7)
    while session.state.phase is not Phase.OVER:  # the table's moves, to the end (ilos-fr FIN DE LA PARTIE)
        session.play(session.game.sample_action(session.state, rng))
    app.screen.refresh()
    app.settle()
    record = app.context.journal.games(finished=True)[0]
    assert [p["colour"] for p in record.setup["players"]] == chosen  # the journal, hence the play log
    while app.screen.name != "home":
        app.tap(tr._("Home"))
    app.tap(app.screen.ids.statistics_button)
    assert [(s.name, s.colour) for s in app.screen.plays[-1].seats] == list(zip(NAMES, chosen))  # and the statistics


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_screenshot_the_box_s_fifth_colour_asked(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.test_screenshots import OUT

    app = start_app(language=language)
    new_game(app, "Ilos")
    app.tap(app.screen.ids.add_button)
    app.tap(app.screen.ids.add_button)
    sheet = asked(app)
    assert sheet is not None
    for button in sheet.answer_buttons.values():
        assert button.texture_size[0] <= button.width, button.text  # each colour's name whole
    app.screenshot(OUT / "800x480" / f"{language}-new-game-box-colour.png")
    answer_box_colour(app, "purple")
    app.screenshot(OUT / "800x480" / f"{language}-new-game-ilos-colours.png")
    app.tap(tr._("Back"))
    app.tap(app.screen.ids.settings_button)
    app.tap(tr.message("{game}: the box's colours", {"game": tr._("Ilos")}))
    app.screenshot(OUT / "800x480" / f"{language}-settings-box-colours.png")
