"""The day's end and the final scoring of a short (2-player) game through the real window: the day transition,
"Score the kilims", a table per category per player, and the scoring groups outlined on each carpet."""

from __future__ import annotations

from games.kilim.rules import Kilim
from games.kilim.scoring import groups_of
from companion.screens.kilim.scoring import GROUP_RGBA, LARGEST_RGBA, TORN_RGBA
from tests.ui.panel_helpers import panel_texts
from tests.ui.kilim_helpers import (create_kilim_game, explained, main_button, play_short_game, play_to_scoring,
                                     score_cells, score_grid, step)

CATEGORIES = ["Rectangle or square", "Motif types", "Groups", "Largest groups", "Torn motifs", "Total", "Rank"]


def table_rows(screen) -> list[list[str]]:  # type: ignore[no-untyped-def]
    cells = score_cells(screen)
    cols = score_grid(screen).cols
    return [cells[i:i + cols] for i in range(0, len(cells), cols)]


def test_a_day_ends_and_the_next_pile_comes_out(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_kilim_game(app, ["Red", "Blue"])
    screen = app.screen
    play_short_game(screen.session, days=1)
    screen.refresh()
    assert step(app) == "Day 1 is over"
    assert explained(app).endswith("Day 1 is over: everyone takes back their played cards, the artisan tokens go "
                                     "back to the board, and pile 2 comes out")
    assert {"Red: no gold cards left", "Blue: no gold cards left"} <= set(panel_texts(app))  # every gold card spent
    app.tap(main_button(app))  # "Start day 2"
    assert {"Day 2 · domino 0 of 10", "Red: 1-10", "Blue: 1-10"} <= set(panel_texts(app))
    assert "Turn up the next domino of pile 2" in step(app)


def test_the_final_scoring_shows_every_category_for_every_player(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    session = play_to_scoring(app, ["Red", "Blue"])
    screen = app.screen

    breakdowns = Kilim().scores(session.state)
    rows = table_rows(screen)
    assert rows[0] == ["", "Red", "Blue"]
    assert [row[0] for row in rows[1:]] == CATEGORIES
    by_category = {row[0]: row[1:] for row in rows[1:]}
    assert by_category["Rectangle or square"] == [f"{b.shape:+d}" for b in breakdowns]
    assert by_category["Motif types"] == [f"{b.types:+d}" for b in breakdowns]
    assert by_category["Groups"] == [f"{b.groups:+d}" for b in breakdowns]
    assert by_category["Largest groups"] == [f"{b.largest:+d}" for b in breakdowns]
    assert by_category["Torn motifs"] == [f"{b.torn:+d}" for b in breakdowns]
    assert by_category["Total"] == [str(b.total) for b in breakdowns]
    assert by_category["Total"] == ["15", "30"]  # Red: 2 torn motifs (-6); Blue: a largest group (+5)
    assert by_category["Rank"] == ["2", "1"]
    assert screen.ids.status.text == "Final scoring · won by Blue"

    grids = screen.ids.main.children[0].children[::-1]
    assert len(grids) == 2
    red_grid, blue_grid = (cell.children[0].children[0] for cell in grids)
    red_colours = [colour for _, colour, _ in red_grid.groups]
    blue_colours = [colour for _, colour, _ in blue_grid.groups]
    assert red_colours.count(TORN_RGBA) == 2  # the two torn motifs that cost 3 each
    assert LARGEST_RGBA in blue_colours and LARGEST_RGBA not in red_colours
    scored = [cells for cells, colour, _ in blue_grid.groups if colour in (GROUP_RGBA, LARGEST_RGBA)]
    expected = [cells for _, cells in groups_of(blue_grid.carpet.top) if len(cells) > 1]
    assert sorted(map(sorted, scored)) == sorted(map(sorted, expected))
    assert sum(len(cells) - 1 for cells in scored) == breakdowns[1].groups

    app.tap(screen.ids.home_button)
    app.tap("History")
    assert any("Won by Blue" in text for text in app.visible_texts())
    app.tap("Open")  # a finished game opens on its scores
    assert app.wait_until(lambda: app.screen.name == "kilim_scoring")
    assert table_rows(app.screen)[-2] == ["Total", "15", "30"]
