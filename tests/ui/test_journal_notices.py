"""What the table sees when the journal file is damaged or the disk refuses to write."""

from __future__ import annotations

from pathlib import Path

from companion.core.datadir import journal_path
from tests.ui.test_freeplay import create_game, status
from tests.ui.test_screenshots import OUT

SCREENSHOTS = OUT / "800x480"


def test_a_journal_with_garbage_at_its_end_is_repaired_and_the_game_continues(start_app, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_game(app, ["Ann", "Bo"])
    app.tap("Next turn")
    app.context.journal.close()
    path = journal_path()
    with path.open("r+b") as file:  # cut the file short mid-page, then append garbage
        file.truncate(path.stat().st_size - 700)
        file.seek(0, 2)
        file.write(b"\x00\xffgarbage" * 300)

    app = start_app()
    banner = app.screen.ids.banner.text
    assert "Journal repaired" in banner and "damaged file was kept" in banner, banner
    app.screenshot(SCREENSHOTS / "en-home-journal-repaired.png")
    app.tap("Continue")
    assert app.screen.name == "freeplay"
    before = status(app)
    app.tap("Next turn")  # the repaired journal takes new moves
    assert status(app) != before and not app.screen.ids.banner.text


def test_a_full_disk_shows_a_warning_and_the_game_goes_on_in_memory(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_game(app, ["Ann", "Bo"])
    journal = app.context.journal
    # SQLite's own "database or disk is full": no page may be added to the file any more.
    pages = journal._conn.execute("PRAGMA page_count").fetchone()[0]
    journal._conn.execute(f"PRAGMA max_page_count = {pages}")
    for _ in range(400):  # enough moves to need a new page
        app.tap("Next turn")
        if app.screen.ids.banner.text:
            break
    assert "cannot be saved" in app.screen.ids.banner.text
    app.screenshot(SCREENSHOTS / "en-freeplay-disk-full.png")
    before = status(app)
    app.tap("Next turn")
    assert status(app) != before  # the game goes on, in memory
    app.tap("Undo")
    assert status(app) == before
