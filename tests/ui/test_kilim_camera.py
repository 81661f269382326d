"""Kilim's carpet read by the camera, through the real window with the "folder" camera on real image files:
teach the box from a photo of a carpet the app knows, read another photo, correct the doubtful cells by
tapping the photo, and see the photographed carpet scored against the app's. Without a camera, no button."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import cv2
import numpy as np
import pytest

from companion.screens.i18n import tr
from games.kilim.scoring import score_grids
from tests.ui.harness import Harness
from tests.ui.looks import flaws
from tests.ui.panel_helpers import panel_texts
from tests.ui.kilim_helpers import key_button, panel_key, play_to_scoring, tap_at
from tests.vision.synth_grid import grid_scene, make_box

REPO = Path(__file__).resolve().parents[2]
SHOTS = REPO / "screenshots" / "800x480"


def camera_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """config/companion.toml as a table with a camera would write it."""
    config = tmp_path / "config"
    shutil.copytree(REPO / "config", config)
    toml = config / "companion.toml"
    text = toml.read_text(encoding="utf-8").replace('source = "none"', 'source = "folder"')
    toml.write_text(text.replace('folder = ""', f'folder = "{folder}"'), encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(config))


def rows_of(grid: dict[tuple[int, int], str], rows: int, cols: int) -> str:
    return "".join(grid.get((r, c), ".") for r in range(rows) for c in range(cols))


def shoot(app: Harness, name: str) -> None:
    """A screenshot to look at, and nothing a player at arm's length would notice (tests/ui/looks.py)."""
    app.screenshot(SHOTS / f"{name}.png")
    seen = flaws(app.walk())
    assert not seen, f"{name}: {seen}"


def tap_cell_on_photo(app: Harness, cell: tuple[int, int]) -> None:
    view = app.screen.photo_view
    outline = app.screen.photo.outlines[cell]
    x, y = view.to_widget((sum(p[0] for p in outline) / 4, sum(p[1] for p in outline) / 4))
    tap_at(app, *view.to_window(x, y))


def test_without_a_camera_the_scoring_has_no_camera_button(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    assert app.context.camera is None
    play_to_scoring(app, ["Red", "Blue"])
    assert "Camera" not in app.visible_texts()
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.settings_button)
    assert not any("Camera" in line for line in app.screen.ids.hardware.text.splitlines())


@pytest.mark.screenshots
def test_a_camera_reading_fills_kilims_carpet(start_app, tmp_path: Path,  # type: ignore[no-untyped-def]
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "camera"
    folder.mkdir()
    # The carpets of play_short_game: Red's is 5 x 6. Photos of it, on the calibration sheet, are written
    # before the app starts; the folder camera gives them in name order.
    app = start_app()
    session = play_to_scoring(app, ["Red", "Blue"])
    red = {cell: motif.value for cell, motif in _top(session, 0).items()}
    truth = rows_of(red, 5, 6)
    on_table = truth[:7] + ("A" if truth[7] != "A" else "B") + truth[8:]  # a change made on the table only
    box = make_box(7)
    for name, labels, seed in (("1-teach.png", truth, 70), ("2-read.png", on_table, 71)):
        assert cv2.imwrite(str(folder / name), grid_scene(box, seed, rows=5, cols=6, labels=labels).image)
    camera_config(tmp_path, monkeypatch, folder)
    app = start_app()  # the same journal, now with the camera
    assert app.context.camera is not None
    app.tap(app.screen.ids.settings_button)  # Settings lists the camera with the other inputs
    assert "Camera ready (folder)" in app.screen.ids.hardware.text.splitlines()
    app.tap("Back")
    assert _open_scores(app)
    app.tap(panel_key(app, "camera"))
    screen = app.screen
    assert screen.name == "kilim_camera"
    assert (screen.photo.rows, screen.photo.cols) == (5, 6)  # sized like Red's carpet in the app
    assert "does not know this box's motifs yet" in screen.hint.text

    app.tap(panel_key(app, "teach"))  # teach: the photo comes back labelled with the app's carpet
    assert app.wait_until(lambda: screen.photo.reading is not None and not screen.waiting, 10)
    assert screen.photo.labels_text() == truth
    shoot(app, "en-kilim-camera-teach")
    app.tap(panel_key(app, "save"))
    assert app.wait_until(lambda: not screen.waiting, 10)
    assert screen.refs_path.is_file()

    app.tap(key_button(app, "photo"))  # read the second photo with what was taught
    assert app.wait_until(lambda: screen.photo.reading is not None and not screen.waiting, 10)
    read = screen.photo.labels_text()
    assert sum(a == b for a, b in zip(read, on_table)) >= 27, (read, on_table)
    wrong = [divmod(i, 6) for i, (a, b) in enumerate(zip(read, on_table)) if a != b]
    for cell in wrong:  # the table taps each misread cell on the photo, then its motif
        tap_cell_on_photo(app, cell)
        assert screen.photo.selected == cell
        app.tap(next(b for b in screen.palette.children if b.letter == on_table[cell[0] * 6 + cell[1]]))
    assert screen.photo.labels_text() == on_table
    assert screen.photo.differ() == {(1, 1)}  # the table's change, outlined in blue
    shoot(app, "en-kilim-camera-read")

    grids = [dict(red), {c: m.value for c, m in _top(session, 1).items()}]
    app_total = score_grids(grids)[0].total
    photographed = {divmod(i, 6): letter for i, letter in enumerate(on_table) if letter != "."}
    total = score_grids([photographed, grids[1]])[0].total
    assert panel_texts(app)[:2] == [
        f"Photographed carpet: {total} points; the app's carpet: {app_total} points",
        "Cells that differ from the app's carpet (blue): 1"]
    assert screen.photo_view.groups  # Kilim's scoring groups drawn over the photo
    for language in ("fr", "ja"):
        app.app.switch_language(language)
        shoot(app, f"{language}-kilim-camera-read")
    app.app.switch_language("en")
    app.settle()

    # No outline found on a real table? The table taps the four corners on the photo, and it is read again.
    corners = [tuple(p) for p in screen.photo.reading.corners]
    app.tap(panel_key(app, "corners"))
    assert "(0 of 4)" in screen.hint.text
    view = screen.photo_view
    for corner in corners:
        tap_at(app, *view.to_window(*view.to_widget(corner)))
    assert app.wait_until(lambda: screen.photo.reading is not None and screen.photo.reading.found_by == "corners"
                          and not screen.waiting, 10)
    reread = screen.photo.labels_text()
    assert sum(a == b for a, b in zip(reread, on_table)) >= 27, (reread, on_table)


def test_an_empty_table_or_damaged_references_say_what_to_do_in_the_tables_language(  # type: ignore[no-untyped-def]
        start_app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "camera"
    folder.mkdir()
    app = start_app()
    play_to_scoring(app, ["Red", "Blue"])
    # An empty table under the camera: no sheet, no carpet, no outline to find.
    assert cv2.imwrite(str(folder / "empty.png"), np.full((480, 640, 3), 128, np.uint8))
    camera_config(tmp_path, monkeypatch, folder)
    app = start_app()
    app.app.switch_language("fr")
    assert _open_scores(app, "Historique", "Ouvrir")
    app.tap(panel_key(app, "camera"))
    screen = app.screen
    app.tap(panel_key(app, "teach"))
    assert app.wait_until(lambda: not screen.waiting, 10)
    # Teaching from a photo whose outline was not found would teach the wrong cells: the hint asks for corners.
    assert screen.hint.text == tr._("The carpet's outline was not found: tap its four corners on the photo")
    assert "coins" in screen.hint.text

    screen.refs_path.parent.mkdir(parents=True, exist_ok=True)
    screen.refs_path.write_bytes(b"not references")  # a damaged file in the data folder
    app.tap(key_button(app, "photo"))
    assert app.wait_until(lambda: not screen.waiting, 10)
    said = tr._("The photo could not be read: light the carpet evenly and keep it all in view, or tap its four "
                "corners; if it keeps failing, teach the motifs again")
    assert "enseignez à nouveau" in said and said in app.visible_texts()  # on the toast, in French
    assert not any("Error" in t for t in app.visible_texts())  # no English exception name reaches the table


def _top(session: Any, seat: int) -> Any:
    from games.kilim.carpet import top_motifs

    return top_motifs(session.state.seats[seat].kilim)


def _open_scores(app: Harness, history: str = "History", open_: str = "Open") -> bool:
    app.tap(history)
    app.tap(open_)
    return app.wait_until(lambda: app.screen.name == "kilim_scoring")
