"""Colours a player keeps: New game offers each game's own colours where its rulebook names them (Kilia's four
boards, Catan's four colours of figurines), and the colour chosen there is the one played, logged and counted
(docs/design.md#players-remembered)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from companion.screens.i18n import tr
from companion.screens.palette import COLOUR_IDS
from companion.screens.theme import player_colour
from games.kilia.model import Phase
from tests.ui.kilim_helpers import create_on_new_game

NAMES = ["Anna", "Eric", "Cleo"]


def colours(app: Any) -> list[str]:
    return [r.colour for r in app.screen.rows()]


def cycle(app: Any, row: int) -> list[str]:
    """Every colour the row's button offers, tapped round to where it started."""
    seen = [app.screen.rows()[row].colour]
    while True:
        app.tap(app.screen.rows()[row].ids.colour)
        if app.screen.rows()[row].colour == seen[0]:
            return seen
        seen.append(app.screen.rows()[row].colour)


def test_each_game_offers_its_own_colours(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    app.tap(app.screen.ids.new_game_button)
    app.tap(tr._("Kilia"))
    # kilia-fr, Mise en place 8: "chaque joueur choisit une couleur" among the four boards (blanc, rouge, jaune, marron)
    assert colours(app) == ["white", "red", "yellow"]
    assert cycle(app, 2) == ["yellow", "brown"]  # the other boards are at the table: never given twice
    app.tap(tr._("Catan: Explorers & Pirates"))  # "Figurines bleues, rouges, orange et blanches"
    assert set(colours(app)) <= {"red", "blue", "orange", "white"} and len(set(colours(app))) == 3
    assert "brown" not in colours(app)
    app.tap(tr._("Free play"))
    assert len(cycle(app, 0)) == len(COLOUR_IDS) - 2  # no box: the whole palette, less the two other rows' colours


def test_the_colour_chosen_holds_through_a_whole_kilia_game(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    app.tap(app.screen.ids.new_game_button)
    app.tap(tr._("Kilia"))
    app.tap(app.screen.rows()[1].ids.colour)  # Eric leaves red for the next free board, brown
    app.tap(app.screen.rows()[0].ids.colour)  # Anna, on white, picks red
    chosen = colours(app)
    assert chosen == ["red", "brown", "yellow"]
    create_on_new_game(app, NAMES)  # nothing of the box asked before the first move
    assert app.wait_until(lambda: app.screen.name == "kilia")
    session = app.screen.session
    assert [held.colour.value for held in session.state.seats] == chosen  # Anna plays the red board
    assert [chip.edge_rgba for chip in app.screen.ids.seats.chips()] == [list(player_colour(c).rgba) for c in chosen]
    rng = random.Random(3)
    while session.state.phase is not Phase.OVER:  # the table's moves, to the end (kilia-fr "Fin de la partie")
        session.play(session.game.sample_action(session.state, rng))
    assert [held.colour.value for held in session.state.seats] == chosen
    app.screen.refresh()
    app.settle()
    record = app.context.journal.games(finished=True)[0]
    assert [p["colour"] for p in record.setup["players"]] == chosen  # the journal, hence the play log
    while app.screen.name != "home":  # the result screen (and what leads to it) hands back to Home
        app.tap(tr._("Home"))
    app.tap(app.screen.ids.statistics_button)
    plays = app.screen.plays
    assert [(s.name, s.colour) for s in plays[-1].seats] == list(zip(NAMES, chosen))  # and the statistics


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_screenshot_kilia_s_boards_on_new_game(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.test_screenshots import OUT

    app = start_app(language=language)
    app.tap(app.screen.ids.new_game_button)
    app.tap(tr._("Kilia"))
    app.tap(app.screen.ids.add_button)  # the fourth board, brown
    assert colours(app) == ["white", "red", "yellow", "brown"]
    for row in app.screen.rows():
        button = row.ids.colour
        assert button.texture_size[0] <= button.width, button.text  # each board's name whole
    app.screenshot(OUT / "800x480" / f"{language}-new-game-kilia-boards.png")
