"""Backup and restore by touch (docs/records.md#backup-and-restore): Settings' Details page backs the whole data
folder up to a USB stick and restores it from one; a restore says what it replaces, asks, keeps this device's
games aside, and the table plays on with the restored journal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from companion.core import backup
from companion.screens.i18n import tr
from tests.ui.looks import flaws
from tests.ui.test_freeplay import create_game
from tests.ui.test_screenshots import OUT
from tests.ui.test_statistics import toast_text


def to_details(app: Any) -> None:
    app.tap(app.screen.ids.settings_button)
    app.tap(app.screen.ids.details_button)


def game_count(app: Any) -> int:
    return len(app.context.journal.games())


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_back_up_then_restore_from_a_stick(start_app, data_dir: Path, tmp_path: Path, language: str,  # type: ignore[no-untyped-def]
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    stick = tmp_path / "stick"
    stick.mkdir()
    monkeypatch.setenv("COMPANION_BOX_FOLDERS", str(stick))
    app = start_app(language=language)
    create_game(app, ["Ann", "Bo"])
    app.tap(app.screen.ids.main_button)  # a move: Bo's turn
    app.app.navigator.show("home")
    app.settle()
    to_details(app)
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-settings-backup.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(app.screen.ids.backup_button)
    assert app.wait_until(lambda: list(stick.glob("*.zip")) != [] and "1" in toast_text(app))
    [made] = stick.glob("*.zip")
    assert toast_text(app) == tr.plural("{count} game backed up in {file}", "{count} games backed up in {file}", 1,
                                        {"file": made.name})
    assert backup.check(made)["games"] == 1  # whole and checked

    app.tap(tr._("Back"))
    app.tap(tr._("Back"))
    create_game(app, ["Cy", "Di", "Ed"])  # a second game here, after the backup
    app.app.navigator.show("home")
    app.settle()
    assert game_count(app) == 2
    to_details(app)
    app.tap(app.screen.ids.restore_button)
    app.tap(made.name)
    texts = " ".join(app.visible_texts())
    assert tr.plural("{count} game on this device is kept aside, not merged.",
                     "The {count} games on this device are kept aside, not merged.", 2) in texts
    app.screenshot(OUT / "800x480" / f"{language}-restore-confirm.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(app.sheet_button("yes"))
    assert app.wait_until(lambda: app.screen.name == "home" and app.sheet() is None)
    assert toast_text(app) == tr.plural("{count} game restored", "{count} games restored", 1)
    assert game_count(app) == 1 and app.context.language == language
    [kept] = data_dir.parent.glob("data.before-restore-*")  # this device's two games, aside
    assert (kept / "journal.sqlite3").is_file()

    app.tap(tr._("Continue"))  # the restored game plays on: Bo's turn, and the next move is journaled
    assert app.wait_until(lambda: app.screen.name == "freeplay")
    app.tap(app.screen.ids.main_button)
    assert app.wait_until(lambda: app.context.journal.games()[0].entries == 2)


def test_no_stick_and_a_damaged_backup_change_nothing(start_app, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_BOX_FOLDERS", "")
    app = start_app()
    create_game(app, ["Ann", "Bo"])
    app.app.navigator.show("home")
    app.settle()
    to_details(app)
    app.tap(app.screen.ids.backup_button)
    assert app.sheet() is None and toast_text(app) == tr._("No USB stick found: plug one in, then try again")
    stick = tmp_path / "stick"
    stick.mkdir()
    monkeypatch.setenv("COMPANION_BOX_FOLDERS", str(stick))
    app.tap(app.screen.ids.restore_button)
    assert app.sheet() is None and toast_text(app) == tr.message("No backup found on a USB stick (files named {name})",
                                                           {"name": "table-companion-backup-….zip"})
    cut = stick / "table-companion-backup-2026-11-01-2000.zip"
    cut.write_bytes(b"PK\x03\x04 cut short")
    app.tap(app.screen.ids.restore_button)
    app.tap(cut.name)
    assert app.sheet() is None and "damaged" in toast_text(app)  # refused with its reason, before any question
    assert game_count(app) == 1 and app.screen.name == "settings"
