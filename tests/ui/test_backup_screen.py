"""Backup and restore by touch (docs/records.md#backup-and-restore): Settings' Details page backs the whole data
folder up to a USB stick and restores it from one; a restore says what it replaces, asks, keeps this device's
games aside, and the table plays on with the restored journal."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

import pytest

from games import base, serial
from games.base import Setup

from companion.core import backup, restore_diff
from companion.core.session import Session
from tests.core.plays_journal import RECORDS
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
    assert backup.check(made).games == 1  # whole and checked

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
    missing = backup.lacking(made, data_dir)
    assert [game.players for game in missing] == [("Cy", "Di", "Ed")]  # begun after the backup: only it is lacking
    assert tr.message("The backup lacks {lacking} of them: {list}.", {
        "lacking": restore_diff.count(missing), "list": restore_diff.listed(missing)}) in texts  # said, before any tap
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
    assert toast_text(app).startswith(f"{cut.name} is refused") and str(stick) not in toast_text(app)  # no path
    assert game_count(app) == 1 and app.screen.name == "settings"


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_the_backup_sheet_says_it_leaves_out_the_sealed_moves_of_an_unfinished_game(  # type: ignore[no-untyped-def]
        start_app, tmp_path: Path, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    stick = tmp_path / "stick"
    stick.mkdir()
    monkeypatch.setenv("COMPANION_BOX_FOLDERS", str(stick))
    app = start_app(language=language)
    game = base.get("kilim")
    record = json.loads((RECORDS / "kilim.json").read_text("utf-8"))
    session = Session.new(app.context.journal, game, serial.from_json(Setup, record["setup"]))
    for action in record["actions"][:4]:  # a domino shown, then the three seats' bids sealed, not yet revealed
        session.play(game.action_from_json(action))
    key = (app.context.journal.path.parent / "keys" / f"game-{session.game_id}.key").read_bytes()
    app.app.navigator.show("home")
    app.settle()
    to_details(app)
    app.hide_toast()
    app.tap(app.screen.ids.backup_button)
    words = backup.left_out_words(1)
    said = tr.plural(words.one, words.many, 1)
    assert app.sheet() is not None and said in " ".join(app.visible_texts())  # asked before anything is written
    assert list(stick.iterdir()) == []
    app.screenshot(OUT / "800x480" / f"{language}-backup-leaves-out-sealed.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(app.sheet_button("yes"))
    assert app.wait_until(lambda: list(stick.glob("*.zip")) != [] and "1" in toast_text(app))
    [made] = stick.glob("*.zip")
    with zipfile.ZipFile(made) as archive:
        assert not any(key in archive.read(name) for name in archive.namelist())
    assert backup.check(made).sealed_left_out == 1

    app.tap(app.screen.ids.restore_button)  # its restore says so too, before anything is replaced
    app.tap(made.name)
    words = backup.restored_without_words(1)
    assert tr.plural(words.one, words.many, 1) in " ".join(app.visible_texts())
    app.screenshot(OUT / "800x480" / f"{language}-restore-without-sealed.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(app.sheet_button("no"))
    assert app.sheet() is None and len(app.context.journal.games()) == 1
