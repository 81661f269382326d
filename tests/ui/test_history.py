"""History: a finished game opens read-only (its score sheet and turn log, no Undo); an unfinished game is
abandoned after a confirmation, kept in History, gone from Home; dates with the year (docs/design.md#history)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.screens.i18n import tr
from tests.ui.test_freeplay import create_game
from tests.ui.test_screenshots import OUT


def finish_free_play(app: Any, names: list[str]) -> None:
    create_game(app, names)
    table = app.screen
    for seat, digits in enumerate(("9", "3", "5")[:len(names)]):
        app.tap(table.score_cell(1, seat))
        app.tap(digits)
        app.tap(tr._("OK"))
    app.tap(tr._("End the game"))
    app.tap(app.sheet_button("yes"))
    assert app.wait_until(lambda: app.screen.name == "result")


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_a_finished_game_opens_read_only_and_an_abandoned_one_leaves_home(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    shots = OUT / "800x480"
    finish_free_play(app, ["Ann", "Bo", "Cy"])
    assert app.screen.ids.undo_button.opacity == 1  # at the end itself, the end can be undone
    app.tap(tr._("Home"))
    create_game(app, ["Dee", "Eve"])
    app.tap(app.screen.ids.home_button)
    texts = app.visible_texts()
    assert any("Dee, Eve" in t for t in texts) and tr._("Abandon") in texts
    app.screenshot(shots / f"{language}-home-unfinished-abandon.png")
    app.tap(tr._("Abandon"))
    assert app.sheet() is not None  # asked first
    app.screenshot(shots / f"{language}-abandon-confirm.png")
    app.tap(app.sheet_button("yes"))
    texts = app.visible_texts()
    assert tr._("Continue") not in texts and not any("Dee, Eve" in t for t in texts)  # gone from Continue
    app.tap(app.screen.ids.history_button)
    texts = app.visible_texts()
    assert any("Dee, Eve" in t and tr._("abandoned") in t for t in texts)
    assert any("Ann, Bo, Cy" in t and tr.message("Won by {names}", {"names": "Ann"}) in t for t in texts)
    year = {"fr": " 20", "en": " 20", "ja": "年"}[language]
    assert all(year in t for t in texts if "Ann, Bo, Cy" in t)
    app.screenshot(shots / f"{language}-history.png")
    app.tap(tr._("Open"))
    assert app.screen.name == "result" and app.screen.read_only
    assert app.screen.ids.undo_button.opacity == 0 and app.screen.ids.undo_button.disabled
    texts = app.visible_texts()
    assert tr._("Turn by turn") in texts
    app.screenshot(shots / f"{language}-history-result.png")
    app.tap(tr._("Home"))
    app.tap(app.screen.ids.history_button)
    app.tap(tr._("Open"))  # a second look: still read-only, nothing changed
    assert app.screen.read_only and len(app.context.journal.games(finished=True)) == 1


def test_no_means_the_game_stays(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_game(app, ["Dee", "Eve"])
    app.tap(app.screen.ids.home_button)
    app.tap("Abandon")
    app.tap(app.sheet_button("no"))
    app.tap("Continue")
    assert app.screen.name == "freeplay"
