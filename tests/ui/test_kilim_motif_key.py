"""Which motif is which (companion/screens/kilim/motif_key.py): kilim-fr names no motif and prints no colour for one
("45 Dominos Tapis"), so the first Kilim game offers, once, to pair each shape the app draws with the colour of the
box's motif it stands for; the app then draws that motif in that colour everywhere. Skippable, kept, open again
from Settings; by touch in a real window."""

from __future__ import annotations

import pytest

from companion.screens.i18n import tr
from companion.screens.kilim.motif_key import MotifKey
from companion.screens.theme import PLAYER_COLOURS
from tests.ui.harness import Harness
from tests.ui.kilim_helpers import enter_domino
from tests.ui.looks import flaws
from tests.ui.test_screenshots import LANGUAGES, OUT

APP_RED = (0.78, 0.33, 0.24)  # the app's own colour of the circle (common.MOTIF_RGBA["A"], madder red), rounded


def new_kilim(app: Harness) -> None:
    """Home -> New game -> Kilim -> three names -> Start, by touch, leaving any offer open."""
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Kilim")))
    rows = app.screen.rows()
    while len(rows) < 3:
        app.tap(app.screen.ids.add_button)
        rows = app.screen.rows()
    for row, name in zip(rows, ["Ayla", "Bora", "Cem"]):
        app.type_into(row.ids.name, name)
    app.tap(app.screen.ids.start_button)
    assert app.wait_until(lambda: app.screen.name == "kilim")


def motif_key(app: Harness) -> MotifKey | None:
    sheet = app.sheet()
    return sheet if isinstance(sheet, MotifKey) else None


def pair(app: Harness, letter: str, colour: str) -> None:
    """Tap the colour under a shape, then the colour on the box's tiles."""
    key = motif_key(app)
    assert key is not None
    app.tap(key.colour_buttons[letter])
    app.tap(app.sheet().answer_buttons[colour])


def palette_rgb(app: Harness, letter: str) -> tuple[float, ...]:
    """The colour the table's motif palette draws ``letter`` in (the domino entry's buttons)."""
    button = next(w for w in app.screen.palette.children if w.letter == letter)
    return tuple(round(c, 2) for c in button.cell_rgba[:3])


def rgb(colour: str) -> tuple[float, ...]:
    return tuple(round(c, 2) for c in PLAYER_COLOURS[colour].rgba[:3])


def test_the_first_game_offers_it_once_and_the_pairing_is_drawn_everywhere(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    new_kilim(app)
    key = motif_key(app)
    assert key is not None and key.title == "Which motif is which?"  # offered at the first game
    assert palette_rgb(app, "A") == APP_RED
    pair(app, "E", "blue")  # the star stands for the box's blue motif ...
    pair(app, "A", "blue")  # ... no, the circle does: the star gives blue up (two motifs never look alike)
    pair(app, "C", "yellow")
    assert key.colour_buttons["A"].text == "Blue" and key.colour_buttons["E"].text == "Choose"
    assert tuple(round(c, 2) for c in key.cells["A"].cell_rgba[:3]) == rgb("blue")
    app.tap(app.sheet_button("keep"))
    assert motif_key(app) is None
    assert app.context.preferences.get("kilim_motif_colours") == {"A": "blue", "C": "yellow"}
    assert palette_rgb(app, "A") == rgb("blue") and palette_rgb(app, "C") == rgb("yellow")
    enter_domino(app, "A", "C")  # the domino turned up, drawn in the box's colours
    domino = [tuple(round(c, 2) for c in cell.cell_rgba[:3]) for cell in reversed(app.screen.shown.children)]
    assert domino == [rgb("blue"), rgb("yellow")]

    app = start_app()  # a restart and another game: kept, not offered again
    new_kilim(app)
    assert motif_key(app) is None and palette_rgb(app, "A") == rgb("blue")

    app.tap(app.screen.ids.home_button)  # Settings opens it again, with the pairing kept
    app.tap(app.screen.ids.settings_button)
    app.tap(tr._("Kilim: which motif is which"))
    key = motif_key(app)
    assert key is not None and key.colour_buttons["A"].text == "Blue"
    app.tap(app.sheet_button("reset"))  # the app's own colours again
    assert app.context.preferences.get("kilim_motif_colours") == {}


def test_not_now_keeps_the_app_colours_and_is_not_asked_again(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    new_kilim(app)
    app.tap(app.sheet_button("skip"))
    assert motif_key(app) is None and palette_rgb(app, "A") == APP_RED
    assert app.context.preferences.get("kilim_motif_colours") is None
    app.tap(app.screen.ids.home_button)
    new_kilim(app)
    assert motif_key(app) is None


@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_which_motif_is_which_looks_right(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    new_kilim(app)
    pair(app, "A", "red")
    pair(app, "B", "blue")
    app.screenshot(OUT / "800x480" / f"{language}-kilim-motif-key.png")
    assert not flaws(app.walk())
    app.tap(motif_key(app).colour_buttons["C"])  # type: ignore[union-attr]
    app.screenshot(OUT / "800x480" / f"{language}-kilim-motif-key-colours.png")
    assert not flaws(app.walk())
