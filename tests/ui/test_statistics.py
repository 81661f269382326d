"""The Statistics screen over a journal of several finished games (tests/core/plays_journal.py), its figures worked
out by hand: per player, head to head, per game, the filters by touch, the charts, and the export to a USB stick
(docs/records.md#statistics)."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from companion.screens.box_exchange import folder_label
from companion.screens.i18n import tr
from tests.bgsplay_check import broken_references
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
        app.tap(app.screen.ids.statistics_button)  # one tap from Home
        assert app.screen.name == "statistics"
        return app

    return start


def look(app: Any, name: str, language: str) -> None:
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-{name}.png")
    seen = flaws(app.walk())
    assert not seen, f"{language} {name}: {seen}"


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_statistics_screens(journal_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = journal_app(language)
    look(app, "statistics-players", language)
    app.tap(app.screen.ids.games_tab)
    look(app, "statistics-games", language)
    app.tap(app.screen.ids.charts_tab)
    look(app, "statistics-charts", language)
    app.tap(app.screen.ids.chart_game_button)  # the scores chart's switch: Kilim instead of Free play
    app.tap(app.sheet().answer_buttons["kilim"])
    look(app, "statistics-charts-switched", language)
    app.tap(app.screen.ids.players_tab)
    app.screen.today = lambda: date(2026, 11, 26)
    app.tap("Ana")
    look(app, "statistics-player", language)
    panel = app.screen.ids.panel
    panel.scroll_y = 0  # her head to head, at the page's foot
    app.settle()
    look(app, "statistics-player-head-to-head", language)


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_the_play_log_of_a_finished_game(journal_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = journal_app(language)
    app.tap(app.screen.ids.export_button)  # not a stick in sight: said, nothing asked
    app.app.navigator.back()
    app.settle()
    app.tap(app.screen.ids.history_button)
    assert app.screen.name == "history"
    rows = [w for w in app.walk() if getattr(w, "other_text", "") == tr._("Details")]
    assert len(rows) == 4  # the four finished games, newest first: Kilim, then the three free plays
    look(app, "history-details", language)
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


def toast_text(app: Any) -> str:
    from companion.screens.widgets import Toast

    return next(w.text for w in app.walk() if isinstance(w, Toast))


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_export_to_a_usb_stick(journal_app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                               language: str) -> None:
    monkeypatch.setenv("COMPANION_BOX_FOLDERS", "")  # no stick in
    app = journal_app(language)
    app.tap(app.screen.ids.export_button)
    assert app.sheet() is None and toast_text(app) == tr._("No USB stick found: plug one in, then export again")
    stick = tmp_path / "stick"
    stick.mkdir()
    monkeypatch.setenv("COMPANION_BOX_FOLDERS", str(stick))
    app.tap(app.screen.ids.export_button)
    look(app, "statistics-export", language)
    app.tap(app.sheet().answer_buttons["bgstats"])
    written = list(stick.iterdir())
    assert len(written) == 1 and written[0].suffix == ".json"
    assert toast_text(app) == tr.plural("{count} play saved in {file}", "{count} plays saved in {file}", 4,
                                        {"file": written[0].name})  # as the stick shows it, no path
    app.tap(app.screen.ids.export_button)
    app.tap(app.sheet().answer_buttons["csv"])
    assert sorted(p.suffix for p in stick.iterdir()) == [".csv", ".json"]
    app.tap(app.screen.ids.export_button)
    app.tap(app.sheet().answer_buttons["bgsplay"])  # BG Stats' own play file, its references whole
    [play_file] = [p for p in stick.iterdir() if p.suffix == ".bgsplay"]
    assert not broken_references(json.loads(play_file.read_text("utf-8")))
    (stick / "gone").write_text("")  # the stick is pulled: its folder no longer takes a file
    monkeypatch.setenv("COMPANION_BOX_FOLDERS", str(stick / "gone"))
    app.tap(app.screen.ids.export_button)
    app.tap(app.sheet().answer_buttons["csv"])
    head, tail = tr.message("The plays could not be written on {folder} ({reason}): nothing was left there",
                            {"folder": folder_label(stick / "gone"), "reason": "\0"}).split("\0")
    said = toast_text(app)
    assert said.startswith(head) and said.endswith(tail) and len(said) > len(head + tail)  # with the reason
    assert str(tmp_path) not in said and tr.message("USB stick {label}", {"label": "gone"}) in said

@pytest.mark.screenshots
def test_filters_by_touch(journal_app) -> None:  # type: ignore[no-untyped-def]
    app = journal_app("en")
    app.screen.today = lambda: date(2026, 11, 26)
    app.tap(app.screen.ids.game_button)
    app.tap(app.sheet().answer_buttons["kilim"])
    texts = app.visible_texts()
    assert "Eric" in texts and "Ana" not in texts  # only Kilim's players
    app.tap(app.screen.ids.game_button)
    app.tap(app.sheet().answer_buttons[""])
    app.tap(app.screen.ids.period_button)
    app.tap(app.sheet().answer_buttons["30"])  # today is 2026-11-26: 28 Oct to 26 Nov keeps all four plays
    app.tap(app.screen.ids.player_button)
    app.tap(app.sheet().answer_buttons["Ana"])
    texts = app.visible_texts()
    assert "3" in texts and "2" in texts and "67%" in texts  # Ana: 3 plays, 2 wins
    assert "Best score" in texts and "15" in texts  # 15 in play (1); 4 in the lowest-wins play is not better
    app.tap(app.screen.ids.games_tab)
    texts = app.visible_texts()  # Ana's plays of Free play: 30, 27 and 8 minutes, 4 to 19, 19 by Bo
    assert "22 minutes" in texts and "4–19" in texts and "19 by Bo" in texts and "33%" in texts
    app.tap(app.screen.ids.players_tab)
    panel = app.screen.ids.panel
    panel.scroll_y = 0
    app.settle()
    texts = app.visible_texts()
    assert "Ana and Bo" in texts and "Ana and Cy" in texts
    # (1) Bo's, (2) shared: said in words, each one's wins alone and the shared one apart
    assert "2 plays together · Ana won 0 · Bo won 1 · 1 win shared by both" in texts
    assert "placed higher 0 to 1 · 1 shared place" in texts
    look(app, "statistics-head-to-head", "en")


@pytest.mark.screenshots
def test_catan_victory_points_turn_by_turn_in_the_play_log(start_app, data_dir: Path,  # type: ignore[no-untyped-def]
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    from games import base, serial
    from games.base import Setup
    from tests.core.plays_journal import RECORDS, Clock, play
    from companion.core import journal as journal_module
    from companion.core.journal import Journal

    clock = Clock()
    monkeypatch.setattr(journal_module, "now_iso", clock)
    data_dir.mkdir(parents=True, exist_ok=True)
    journal = Journal.open(data_dir / "journal.sqlite3")
    made = json.loads((RECORDS / "catan-ep-1.json").read_text("utf-8"))
    game = base.get("catan-ep")
    play(journal, clock, "catan-ep", serial.from_json(Setup, made["setup"]),
         [game.action_from_json(a) for a in made["actions"]], "2026-11-21T18:00:00", 20)
    journal.close()
    app = start_app()
    app.tap(app.screen.ids.history_button)
    app.tap(next(w for w in app.walk() if getattr(w, "other_text", "") == "Details").ids.other_button)
    assert app.screen.name == "play_log"
    lines = app.screen.ids.chart.series
    assert lines and len(lines[0].points) > 10  # a point a turn
    look(app, "play-log-catan", "en")


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
@pytest.mark.parametrize("name", ["kilim", "ilos", "kilia"])
def test_score_over_the_game_in_the_play_log(start_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                             name: str, language: str) -> None:
    """Kilim's days, Ilos's market and Kilia's rounds charted from the journal (docs/records.md#the-play-log): a
    point at the start, one a day or round, the last being the score sheet's totals."""
    import json

    from games import base, record, serial
    from games.base import Setup
    from tests.core.plays_journal import RECORDS, Clock, play
    from companion.core import journal as journal_module
    from companion.core.journal import Journal

    clock = Clock()
    monkeypatch.setattr(journal_module, "now_iso", clock)
    data_dir.mkdir(parents=True, exist_ok=True)
    journal = Journal.open(data_dir / "journal.sqlite3")
    made = json.loads((RECORDS / f"{name}.json").read_text("utf-8"))
    game = base.get(made["game"])
    play(journal, clock, made["game"], serial.from_json(Setup, made["setup"]),
         [game.action_from_json(a) for a in made["actions"]], "2026-11-21T18:00:00", 20)
    journal.close()
    played = record.replay(made, every_state=True)
    rows = played.game.score_over_game(played.states)
    app = start_app(language=language)
    app.tap(app.screen.ids.history_button)
    details = tr._("Details")
    app.tap(next(w for w in app.walk() if getattr(w, "other_text", "") == details).ids.other_button)
    assert app.screen.name == "play_log"
    lines = app.screen.ids.chart.series
    assert len(lines) == len(rows[-1]) and all(len(line.points) == len(rows) + 1 for line in lines)
    assert sorted(line.points[-1][1] for line in lines) == sorted(float(v) for v in rows[-1])
    look(app, f"play-log-{name}", language)


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_no_play_yet(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    app.tap(app.screen.ids.history_button)
    app.tap(app.screen.ids.statistics_button)
    assert tr._("No finished game yet: the statistics begin when a game ends. Start one from Home.") \
        in app.visible_texts()  # what to do next, not an empty choice
    app.tap(app.screen.ids.charts_tab)
    assert app.screen.ids.scores.series == [] and app.screen.ids.rates.rows == []
    look(app, "statistics-empty-charts", language)
    app.tap(app.screen.ids.player_button)
    look(app, "statistics-player-choice", language)


@pytest.mark.screenshots
def test_at_1280x720(start_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The larger window the app also runs in: the same screens, nothing cut."""
    data_dir.mkdir(parents=True, exist_ok=True)
    build(data_dir / "journal.sqlite3", monkeypatch).close()
    app = start_app(size=(1280, 720))
    app.tap(app.screen.ids.history_button)
    app.tap(app.screen.ids.statistics_button)
    for tab in ("players_tab", "games_tab", "charts_tab"):
        app.tap(app.screen.ids[tab])
        app.screenshot(OUT / "1280x720" / f"en-statistics-{tab[:-4]}.png")
        assert not flaws(app.walk()), (tab, flaws(app.walk()))
    app.app.navigator.back()
    app.settle()
    app.tap([w for w in app.walk() if getattr(w, "other_text", "") == "Details"][-1].ids.other_button)
    app.screenshot(OUT / "1280x720" / "en-play-log.png")
    assert not flaws(app.walk())


def test_a_chart_axis_ends_just_above_the_best_score_on_whole_ticks() -> None:
    # A chart whose best score is 21 drawn up to 50 leaves half its height empty at 800x480.
    from companion.screens.charts import nice_top

    for best, top in ((0, 2), (1, 2), (7, 8), (21, 22), (48, 48), (110, 120), (1234, 1400)):
        assert nice_top(best) == top, best
        assert top >= best and (top / 2).is_integer()  # the middle tick is a whole number too


def panel_order(app: Any, names: list[str]) -> list[str]:
    """The player buttons of the panel, top to bottom."""
    return [w.text for w in app.screen.ids.panel.widgets() if getattr(w, "text", None) in names
            and hasattr(w, "on_release")]


def minus(app: Any) -> Any:
    from companion.screens.kit.widgets import MINUS

    return next(w for w in app.screen.ids.panel.widgets() if getattr(w, "text", None) == MINUS)


@pytest.mark.screenshots
def test_leaderboard_by_wins_with_the_win_rate_from_a_minimum(journal_app) -> None:  # type: ignore[no-untyped-def]
    app = journal_app("en")
    names = ["Ana", "Bo", "Cy", "Anna", "Eric", "Cleo"]
    # wins: Bo 2 of 2, Ana 2 of 3, Eric 1 of 1, then no win (in order of first play): Cy, Anna, Cleo
    assert panel_order(app, names) == ["Bo", "Ana", "Eric", "Cy", "Anna", "Cleo"]
    panel = app.screen.ids.panel  # the list shown from its top: the stepper's caption in sight, not scrolled past
    caption = next(w for w in panel.widgets() if getattr(w, "text", "") == "Plays before a win rate shows")
    assert panel.scroll_y == 1 and caption.to_window(0, caption.top)[1] <= panel.to_window(0, panel.top)[1] + 1
    texts = app.visible_texts()
    assert "67%" in texts and "100%" not in texts and "0%" not in texts  # from 3 plays: only Ana's 2 of 3 shows
    assert "H-index 1: 1 game played at least once" in texts  # Free play 3 times, Kilim once
    app.tap(minus(app))  # from 2 plays: Bo's 2 of 2 and Cy's 0 of 2 too
    texts = app.visible_texts()
    assert "2" in texts and "100%" in texts and "0%" in texts and "67%" in texts
    app.tap(app.screen.ids.charts_tab)  # the win-rate bars keep the same minimum and order, each in its colour
    bars = [(one.name, one.colour, one.points[0][1]) for one, _ in app.screen.ids.rates.rows]
    assert bars == [("Bo", "blue", 1.0), ("Ana", "red", 2 / 3), ("Cy", "green", 0.0)]
    assert app.screen.ids.rates_title.text == "Win rate, from 2 plays"
    look(app, "statistics-charts-minimum", "en")
    app.tap(app.screen.ids.game_button)  # Kilim: one play each, no one has 2
    app.tap(app.sheet().answer_buttons["kilim"])
    assert app.screen.ids.rates.rows == []
    assert app.screen.ids.rates_title.text == "No win rate yet: one shows from 2 plays"
    app = journal_app("en")  # the app started again: the table's minimum is kept, win rates from 2 plays again
    app.tap(app.screen.ids.charts_tab)
    assert app.screen.ids.rates_title.text == "Win rate, from 2 plays"


def test_one_colour_a_player_and_the_game_switch(journal_app) -> None:  # type: ignore[no-untyped-def]
    app = journal_app("en")
    app.tap(app.screen.ids.charts_tab)
    switch = app.screen.ids.chart_game_button
    assert switch.text == "Free play"  # played most
    lines = {one.name: (one.colour, one.points) for one in app.screen.ids.scores.series}
    assert lines == {"Ana": ("red", ((0, 15.0), (1, 10.0), (2, 4.0))), "Bo": ("blue", ((0, 19.0), (1, 10.0))),
                     "Cy": ("green", ((1, 7.0), (2, 9.0)))}
    app.tap(switch)
    app.tap(app.sheet().answer_buttons["kilim"])
    assert switch.text == "Kilim"
    # Kilim's Eric sat blue and Anna red, as Bo and Ana did: each has a colour of their own on the charts
    lines = {one.name: (one.colour, one.points) for one in app.screen.ids.scores.series}
    assert lines == {"Anna": ("yellow", ((0, 12.0),)), "Eric": ("purple", ((0, 18.0),)),
                     "Cleo": ("white", ((0, 15.0),))}
    assert [one.colour for one in app.screen.ids.legend.series] == ["yellow", "purple", "white"]
    assert [one.colour for one, _ in app.screen.ids.rates.rows] == ["red"]  # Ana's bar, her red still


def test_a_players_page(journal_app) -> None:  # type: ignore[no-untyped-def]
    app = journal_app("en")
    app.screen.today = lambda: date(2026, 12, 2)
    app.tap("Eric")
    texts = app.visible_texts()
    assert app.screen.ids.player_button.text == "Eric"
    assert "Last played: 20 Nov 2026" in texts and "Best game: Kilim · 1 win · 1 play" in texts
    assert "H-index 1: 1 game played at least once" in texts
    months = [(one.name, one.colour, one.points[0][1], count) for one, count in app.screen.ids.months.rows]
    assert months == [("Jul 2026", "purple", 0.0, "0"), ("Aug 2026", "purple", 0.0, "0"),
                      ("Sep 2026", "purple", 0.0, "0"), ("Oct 2026", "purple", 0.0, "0"),
                      ("Nov 2026", "purple", 1.0, "1"), ("Dec 2026", "purple", 0.0, "0")]
    app.screen.ids.panel.scroll_y = 0
    app.settle()
    texts = app.visible_texts()  # (4): Eric won, alone
    assert "1 play together · Eric won 1 · Anna won 0" in texts and "1 play together · Eric won 1 · Cleo won 0" in texts
    app.tap(app.screen.ids.player_button)  # back to everyone: the chart beside goes
    app.tap(app.sheet().answer_buttons[""])
    assert app.screen.ids.months.rows == [] and app.screen.ids.player_chart.width == 0


def test_eleven_players_colours(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Three plays through Session of five players each, all sitting the same five colours: the first five keep
    theirs, the next five take the palette's free ones (its ten), the eleventh starts the palette again."""
    from games.base import Setup
    from games.freeplay.state import EndGame, SetScore
    from companion.core import journal as journal_module, playlog
    from companion.core.journal import Journal
    from companion.screens import stats_view as view
    from tests.core.plays_journal import Clock, play

    clock = Clock()
    monkeypatch.setattr(journal_module, "now_iso", clock)
    journal = Journal.open(tmp_path / "journal.sqlite3")
    sat = ["red", "blue", "green", "yellow", "purple"]
    for first, start in ((1, "2026-11-01T20:00:00"), (6, "2026-11-02T20:00:00"), (11, "2026-11-03T20:00:00")):
        names = [f"P{n}" for n in range(first, first + 5)]
        play(journal, clock, "freeplay", Setup.of(list(zip(names, sat))),
             [*(SetScore(1, seat, seat) for seat in range(5)), EndGame(0)], start, 60)
    plays = playlog.plays(journal)
    journal.close()
    assert view.colours(plays) == {"P1": "red", "P2": "blue", "P3": "green", "P4": "yellow", "P5": "purple",
                                   "P6": "orange", "P7": "pink", "P8": "white", "P9": "brown", "P10": "black",
                                   "P11": "red", "P12": "blue", "P13": "green", "P14": "yellow", "P15": "purple"}
