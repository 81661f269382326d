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


@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_the_play_log_of_a_finished_game(journal_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = journal_app(language)
    app.tap(app.screen.ids.export_button)  # not a stick in sight: said, nothing asked
    app.app.navigator.back()
    app.settle()
    assert app.screen.name == "history"
    rows = [w for w in app.walk() if getattr(w, "other_text", "") == tr._("Details")]
    assert len(rows) == 4  # the four finished games, newest first: Kilim, then the three free plays
    app.tap(rows[-1].ids.other_button)  # the oldest: Bo 19, Ana 15, Ana first, 30 minutes
    assert app.screen.name == "play_log"
    texts = app.visible_texts()
    assert tr.message("{player} wins", {"player": "Bo"}) in texts
    assert any(tr.plural("{count} minute", "{count} minutes", 30) in t for t in texts)
    first = [t for t in texts if t.startswith(tr.message("Seat {seat}: {player}", {"seat": 1, "player": "Ana"}))][0]
    assert tr._("Red") in first and tr._("first player") in first and tr.plural("{count} point", "{count} points", 15) in first
    assert tr._("winner") in [t for t in texts if t.startswith(tr.message("Seat {seat}: {player}", {"seat": 2, "player": "Bo"}))][0]
    chart = app.screen.ids.chart  # the running totals after each round: 10 then 15, 7 then 19
    assert [s.points for s in chart.series] == [((0, 0.0), (1, 10.0), (2, 15.0)), ((0, 0.0), (1, 7.0), (2, 19.0))]
    look(app, "play-log", language)
    app.tap(app.screen.ids.sheet_button)
    assert app.screen.name == "result" and app.screen.read_only
