"""Home starts games: each game a tile with its last play, Continue on top, Statistics and History a tap away, no
button twice, empty states that say what to do next (docs/design.md#home)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from companion.screens.home import GameTile, when_played
from companion.screens.i18n import tr
from tests.ui.test_freeplay import create_game
from tests.ui.test_history import finish_free_play
from tests.ui.test_screenshots import OUT


def tiles(app) -> dict[str, GameTile]:  # type: ignore[no-untyped-def]
    return {t.game_title: t for t in app.screen.ids.tiles.children}


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_screenshots_of_an_empty_home_each_game_once_and_what_to_do(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    texts = app.visible_texts()
    assert texts.count(tr._("New game")) == 1 and tr._("Continue") not in texts
    assert tr._("Start a game: tap it") in texts
    assert set(tiles(app)) == {tr._(t) for t in ("Free play", "Kilim", "Ilos", "Kilia", "Catan: Explorers & Pirates")}
    for tile in tiles(app).values():
        assert tr._("Not played yet") in tile.text
        assert tile.texture_size[1] <= tile.height and tile.texture_size[0] <= tile.width  # read whole
    app.screenshot(OUT / "800x480" / f"{language}-home-empty.png")
    app.tap(tiles(app)[tr._("Ilos")])  # a tile opens New game with its game chosen
    assert app.screen.name == "new_game" and app.screen.game_name == "ilos"
    app.tap(tr._("Back"))
    app.tap(app.screen.ids.history_button)
    texts = app.visible_texts()
    assert texts.count(tr._("Back")) == 1  # the empty history says what comes next, with no second Back
    assert tr._("No finished game yet: a game shows here once it ends. Start one from Home.") in texts
    app.screenshot(OUT / "800x480" / f"{language}-history-empty.png")
    app.tap(tr._("Back"))
    app.tap(app.screen.ids.statistics_button)  # one tap from Home
    assert app.screen.name == "statistics"
    assert tr._("No finished game yet: the statistics begin when a game ends. Start one from Home.") \
        in app.visible_texts()
    app.screenshot(OUT / "800x480" / f"{language}-statistics-empty.png")
    app.tap(tr._("Back"))
    assert app.screen.name == "home"


@pytest.mark.screenshots
def test_screenshot_each_game_tells_its_last_play_and_continue_comes_first(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    finish_free_play(app, ["Ann", "Bo", "Cy"])
    app.tap(tr._("Home"))
    assert tiles(app)["Free play"].text.endswith("today · Ann won")
    assert "Not played yet" in tiles(app)["Kilim"].text
    create_game(app, ["Dee", "Eve"])  # a free play left unfinished
    app.tap(app.screen.ids.home_button)
    games = app.screen.ids.games.children
    assert len(games) == 1 and "Dee, Eve" in games[0].summary  # Continue, above the tiles
    assert tiles(app)["Free play"].text.endswith("today · not finished")
    assert "Or start another" in app.visible_texts()
    app.screenshot(OUT / "800x480" / "en-home-continue-and-tiles.png")


@pytest.mark.parametrize("language, texts", [
    ("en", ["today", "yesterday", "2 days ago", "60 days ago"]),
    ("fr", ["aujourd'hui", "hier", "il y a 2 jours", "il y a 60 jours"]),
    ("ja", ["今日", "昨日", "2日前", "60日前"]),
])
def test_when_a_game_was_played_reads_in_each_language(start_app, language: str, texts: list[str]) -> None:  # type: ignore[no-untyped-def]
    start_app(language=language)
    now = datetime(2026, 11, 28, 15, 0, tzinfo=timezone.utc).astimezone()
    said = [when_played((now - timedelta(days=days)).isoformat(), now) for days in (0, 1, 2, 60)]
    assert said == texts
    old = when_played((now - timedelta(days=400)).isoformat(), now)
    assert "2025" in old  # older than two months: its date
    assert when_played("not a time", now) == ""
