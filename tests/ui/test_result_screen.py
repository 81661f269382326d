"""The one result screen through the real window, read from the top at 800x480 (docs/design.md#the-result-screen):
the winner, the tie-break in words, a column per player in rank order with the total first, and what a table
does next at the bottom; a free-play end with no score entered says so."""

from __future__ import annotations

from typing import Any

import pytest

from companion.screens.i18n import tr
from tests.ui.harness import Harness
from tests.ui.looks import flaws
from tests.ui.test_freeplay import create_game
from tests.ui.test_screenshots import LANGUAGES, OUT

NAMES = ["Ann", "Bo", "Cy", "Dee", "Eve"]
# Ann and Bo end level on 12; Bo won two rounds to Ann's one: free play's tie-break, the most rounds won
# (games/freeplay/rules.py), gives Bo the game. Dee (4) ranks above Cy (2): rank order is not seat order.
ROUNDS = {1: (8, 0, 1, 3, 1), 2: (3, 4, 1, 1, 0), 3: (1, 8, 0, 0, 0)}


def enter_rounds(app: Harness, rounds: dict[int, tuple[int, ...]]) -> None:
    """Each round's scores typed on the score pad, by touch; the turns passed with the main button."""
    table = app.screen
    for number, row in rounds.items():
        while table.free_view().round < number:
            app.tap(table.ids.main_button)
        for seat, points in enumerate(row):
            app.tap(table.score_cell(number, seat))
            for digit in str(points):
                app.tap(app.sheet().keys[digit])
            app.tap(app.sheet_button("ok"))


def end_the_game(app: Harness) -> None:
    app.tap(app.button(tr._("End the game")))
    app.tap(app.sheet_button("yes"))
    assert app.wait_until(lambda: app.screen.name == "result")


def table_rows(app: Harness) -> list[list[Any]]:
    """The result's table, row by row (its cells as widgets)."""
    grid = next(w for w in app.screen.ids.panel.widgets() if type(w).__name__ == "KitGrid")
    cells = list(reversed(grid.children))
    return [cells[i:i + grid.cols] for i in range(0, len(cells), grid.cols)]


def in_sight(app: Harness, widget: Any) -> bool:
    """Drawn inside the panel's visible part now, without a scroll."""
    panel = app.screen.ids.panel
    _, bottom = panel.to_window(panel.x, panel.y)
    _, low = widget.to_window(widget.x, widget.y)
    _, high = widget.to_window(widget.x, widget.top)
    return bottom - 1 <= low and high <= bottom + panel.height + 1


@pytest.mark.parametrize("language, size", [(language, (800, 480)) for language in LANGUAGES] +
                         [("en", (1280, 720))], ids=lambda v: v if isinstance(v, str) else f"{v[0]}x{v[1]}")
@pytest.mark.screenshots
def test_the_result_reads_from_the_top(start_app, language: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language, size=size)
    create_game(app, NAMES)
    enter_rounds(app, ROUNDS)
    end_the_game(app)
    screen = app.screen
    assert screen.ids.title.text == tr.message("{player} wins", {"player": "Bo"})
    tie = tr.message("{players} tied on {points}; the tie is broken by {rule}", {
        "players": "Bo, Ann", "points": tr.plural("{count} point", "{count} points", 12),
        "rule": tr._("most rounds won")})
    assert tie in app.visible_texts()
    rows = table_rows(app)
    ranked = ["Bo", "Ann", "Dee", "Cy", "Eve"]
    assert [c.text for c in rows[0]] == ["", *(tr.message("{place}. {player}", {"place": place, "player": name})
                                               for place, name in enumerate(ranked, start=1))]
    assert [c.text for c in rows[1]] == [tr._("Total"), "12", "12", "4", "2", "1"]  # the first row under the names
    assert [c.text for c in rows[2]] == [tr.message("Round {round}", {"round": 1}), "0", "8", "3", "1", "1"]
    assert all(in_sight(app, cell) for cell in rows[0] + rows[1])  # the bottom line above the fold
    texts = app.visible_texts()
    assert texts.count(tr._("Home")) == 1
    bar = screen.ids.rematch_button.parent
    assert [b.text for b in reversed(bar.children)] == [tr._("History"), tr._("Statistics"), tr._("To BG Stats"),
                                                        tr._("Rematch")]
    assert bar.top <= screen.ids.panel.y + 1  # at the bottom, under the table
    app.screenshot(OUT / f"{size[0]}x{size[1]}" / f"{language}-result-tie-break.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(screen.ids.statistics_button)
    assert app.screen.name == "statistics"
    app.tap(tr._("Back"))
    assert app.screen.name == "result"  # back to the game's end
    app.tap(app.screen.ids.history_button)
    assert any(tr.message("Won by {names}", {"names": "Bo"}) in text for text in app.visible_texts())


@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_free_play_ended_before_any_score_says_so(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    create_game(app, ["Ann", "Bo"])
    end_the_game(app)
    screen = app.screen
    assert screen.ids.title.text == tr._("No score was entered")  # not "Ann, Bo share the win"
    texts = app.visible_texts()
    assert tr._("The game was ended before any score was entered: no winner and no ranking. Undo the end to "
                "enter the scores.") in texts
    assert not any(w for w in screen.ids.panel.widgets() if type(w).__name__ == "KitGrid")  # no table of zeros
    app.screenshot(OUT / "800x480" / f"{language}-result-unscored.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(screen.ids.undo_button)
    assert app.screen.name == "freeplay"  # the end undone: the scores can be entered
    app.tap(app.screen.score_cell(1, 0))
    app.tap(app.sheet().keys["5"])
    app.tap(app.sheet_button("ok"))
    end_the_game(app)
    assert app.screen.ids.title.text == tr.message("{player} wins", {"player": "Ann"})
    app.tap(app.screen.ids.history_button)
    assert app.screen.name == "history"
