"""What the table sees when the journal file is damaged or the disk refuses to write."""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from companion.core import durable
from companion.core.datadir import journal_path
from companion.core.ports import Notice
from companion.screens.i18n import tr
from games.base import Phrase
from tests.ui.test_freeplay import create_game, status
from tests.ui.test_history import finish_free_play
from tests.ui.test_screenshots import OUT

SCREENSHOTS = OUT / "800x480"
ROOT = Path(__file__).resolve().parents[2]
# A folder, or a file named with its folder ("set-aside/game-1-....json"): a technician's words, never the table's.
PATH_LIKE = re.compile(r"/[\w.-]+/|[\w.-]+/[\w.-]+\.\w+|\.sqlite3")


def assert_no_path(text: str, data_dir: Path) -> None:
    """What the banner says names the memory card, never the journal's file (the log does, for a technician)."""
    assert str(data_dir) not in text and not PATH_LIKE.search(text), text


@pytest.mark.screenshots
def test_a_journal_with_garbage_at_its_end_is_repaired_and_the_game_continues(start_app, data_dir: Path,  # type: ignore[no-untyped-def]
                                                                              caplog: pytest.LogCaptureFixture) -> None:
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
    assert "Journal repaired" in banner and "damaged file is kept on the memory card for a technician" in banner, banner
    assert_no_path(banner, data_dir)
    assert f"the damaged file is kept as {path}.damaged-" in caplog.text  # where a technician finds it
    app.screenshot(SCREENSHOTS / "en-home-journal-repaired.png")
    app.tap("Continue")
    assert app.screen.name == "freeplay"
    before = status(app)
    app.tap("Next turn")  # the repaired journal takes new moves
    assert status(app) != before and not app.screen.ids.banner.text


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_a_full_disk_shows_a_warning_and_the_game_goes_on_in_memory(start_app, data_dir: Path,  # type: ignore[no-untyped-def]
                                                                     language: str) -> None:
    app = start_app(language=language)
    create_game(app, ["Ann", "Bo"])
    journal = app.context.journal
    # SQLite's own "database or disk is full": no page may be added to the file any more.
    pages = journal._conn.execute("PRAGMA page_count").fetchone()[0]
    journal._conn.execute(f"PRAGMA max_page_count = {pages}")
    for _ in range(400):  # enough moves to need a new page
        app.tap(tr._("Next turn"))
        if app.screen.ids.banner.text:
            break
    full = Notice("The games cannot be saved on the memory card ({reason}); the game goes on in memory and will be "
                  "lost when the app closes", {"reason": Phrase("it is full")})
    assert app.screen.ids.banner.text == tr.message(full.key, full.params)  # the table's words, no errno, no path
    assert_no_path(app.screen.ids.banner.text, data_dir)
    app.screenshot(SCREENSHOTS / f"{language}-freeplay-disk-full.png")
    before = status(app)
    app.tap(tr._("Next turn"))
    assert status(app) != before  # the game goes on, in memory
    app.tap(tr._("Undo"))
    assert status(app) == before


def journal_rows(path: Path, sql: str, *args: object) -> None:
    """Change the closed journal behind the app's back, as a damaged card or another program would."""
    with sqlite3.connect(path) as raw:
        raw.execute(sql, args)
    raw.close()


def without_second_copy(path: Path) -> None:
    """The move log lost too: what changed in SQLite cannot be restored from it (docs/journal.md, "The move log")."""
    durable.log_path(path).unlink()


@pytest.mark.screenshots
def test_a_move_changed_on_the_disk_is_restored_from_the_second_copy_with_a_notice(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_game(app, ["Ann", "Bo"])
    for _ in range(3):
        app.tap("Next turn")
    after_three = status(app)
    app.context.journal.close()
    journal_rows(journal_path(), "UPDATE entries SET payload = replace(payload, 'EndTurn', 'EndTurm') WHERE seq = 3")

    app = start_app()
    banner = app.screen.ids.banner.text
    assert banner == "Free play: 1 move restored from the journal's second copy (changed on the disk)", banner
    app.screenshot(SCREENSHOTS / "en-home-move-restored.png")
    app.tap("Continue")
    assert app.screen.name == "freeplay" and status(app) == after_three and not app.screen.ids.banner.text


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_a_result_changed_on_the_disk_is_never_shown(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    """Was: one flipped bit in a finished game's stored result changed who won in History, Statistics, the CSV and
    BG Stats, without a word, while a replay said otherwise."""
    app = start_app(language=language)
    finish_free_play(app, ["Ann", "Bo", "Cy"])  # Ann 9, Bo 3, Cy 5: Ann wins
    app.context.journal.close()
    path = journal_path()
    journal_rows(path, """UPDATE games SET outcome = replace(outcome, '"winners":[0]', '"winners":[1]')""")  # one bit
    without_second_copy(path)

    app = start_app(language=language)
    notice = Notice("The result of a game of {game} changed on the disk: it is not shown until the game is opened "
                    "again, which works it out from its moves", {"game": Phrase("Free play")})
    assert app.screen.ids.banner.text == tr.message(notice.key, notice.params)
    app.screenshot(SCREENSHOTS / f"{language}-home-result-changed.png")
    won_by = {name: tr.message("Won by {names}", {"names": name}) for name in ("Ann", "Bo")}
    app.tap(app.screen.ids.history_button)
    assert not any(won_by["Bo"] in t or won_by["Ann"] in t for t in app.visible_texts())  # no figure, not Bo's
    assert tr._("No finished game yet: a game shows here once it ends. Start one from Home.") in app.visible_texts()
    app.tap(tr._("Back"))
    app.tap(tr._("Continue"))  # the game opens: its moves say who won, and the result is written again
    assert app.screen.name in ("freeplay", "result")
    app.app.navigator.show("home")
    app.settle()
    app.tap(app.screen.ids.history_button)
    assert any(won_by["Ann"] in t for t in app.visible_texts())


@pytest.mark.screenshots
def test_a_game_that_does_not_replay_opens_at_its_last_good_move_with_a_notice(start_app, data_dir: Path,  # type: ignore[no-untyped-def]
                                                                               caplog: pytest.LogCaptureFixture) -> None:
    """Was: Continue did nothing (the error reached the exception net) and the game's good moves were lost."""
    app = start_app()
    create_game(app, ["Ann", "Bo"])
    for _ in range(3):
        app.tap("Next turn")
    app.context.journal.close()
    path = journal_path()
    journal_rows(path, "UPDATE entries SET payload = replace(payload, 'EndTurn', 'EndTurm') WHERE seq = 3")
    without_second_copy(path)

    app = start_app()
    app.tap("Continue")
    assert app.screen.name == "freeplay"
    banner = app.screen.ids.banner.text
    assert "Move 3 of this game was set aside" in banner and "A copy is kept on the memory card" in banner, banner
    assert_no_path(banner, data_dir)
    assert "/set-aside/game-1-moves-3-3-" in caplog.text  # where a technician finds it
    app.screenshot(SCREENSHOTS / "en-freeplay-moves-set-aside.png")
    after_two = status(app)
    app.tap("Next turn")  # the game goes on from move 2
    assert status(app) != after_two


def test_a_damaged_game_is_listed_as_such_and_home_says_why_it_cannot_be_continued(start_app) -> None:  # type: ignore[no-untyped-def]
    """Was: start-up stopped in home.describe on a flipped timestamp or set-up key."""
    app = start_app()
    create_game(app, ["Ann", "Bo"])
    app.context.journal.close()
    path = journal_path()
    journal_rows(path, "UPDATE games SET setup = replace(setup, 'Ann', 'Anm'), updated_at = 'garbage'")
    journal_rows(path, "UPDATE meta SET value = replace(value, 'Ann', 'Amn') WHERE key LIKE 'game.%'")
    without_second_copy(path)

    app = start_app()
    assert any("damaged" in text for text in app.visible_texts())
    app.tap("Continue")
    assert app.screen.name == "home"
    assert "This game cannot be continued" in app.screen.ids.banner.text


def test_first_start_on_a_data_folder_that_cannot_be_made(tmp_path: Path) -> None:
    """Was: Kivy's import stopped the app, writing its config under the data folder."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    env = dict(os.environ, COMPANION_DATA_DIR=str(blocker / "data"), KIVY_NO_CONSOLELOG="1")
    env.pop("KIVY_HOME", None)
    done = subprocess.run([sys.executable, "-m", "companion", "run", "--exit-after", "2"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
