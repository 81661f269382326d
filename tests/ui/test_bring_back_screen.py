"""Bringing back by touch the games a restore kept aside (docs/records.md#bringing-kept-games-back): after a restore
over a newer game and a game played since, Settings' Details page offers the kept folder by date and by how many
games History lacks, asks, and brings them back: History then shows each game once, and the offer is gone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from games import base
from games.base import Setup
from games.freeplay.state import EndGame, SetScore

from companion.core import backup, bring_back, restore_diff
from companion.core.journal import Journal
from companion.core.session import Session
from companion.screens.dates import long_date
from companion.screens.i18n import tr
from tests.ui.looks import flaws
from tests.ui.test_backup_screen import game_count, to_details
from tests.ui.test_history import finish_free_play
from tests.ui.test_screenshots import OUT
from tests.ui.test_statistics import toast_text


def home(app: Any) -> None:
    app.app.navigator.show("home")
    app.settle()


def history_rows(app: Any, name: str) -> int:
    """How many plays of History name ``name`` among their players."""
    home(app)
    app.tap(app.screen.ids.history_button)
    assert app.screen.name == "history"
    found = sum(name in text for text in app.visible_texts())
    home(app)
    return found


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_settings_brings_back_the_games_a_restore_kept_aside(start_app, data_dir: Path, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                             language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    stick = tmp_path / "stick"
    stick.mkdir()
    monkeypatch.setenv("COMPANION_BOX_FOLDERS", str(stick))
    app = start_app(language=language)
    finish_free_play(app, ["Ann", "Bo"])
    home(app)
    to_details(app)
    assert app.screen.ids.kept_games.children == []  # nothing kept aside: nothing offered
    app.tap(app.screen.ids.backup_button)
    assert app.wait_until(lambda: list(stick.glob("*.zip")) != [])
    [made] = stick.glob("*.zip")
    home(app)
    finish_free_play(app, ["Cy", "Di", "Ed"])  # after the backup: game 2
    home(app)
    to_details(app)
    app.tap(app.screen.ids.restore_button)
    app.tap(made.name)
    app.tap(app.sheet_button("yes"))
    assert app.wait_until(lambda: app.screen.name == "home" and app.sheet() is None)
    assert game_count(app) == 1
    finish_free_play(app, ["Fay", "Gus"])  # game 2 here now: the kept game 2 comes back under another id
    home(app)
    assert history_rows(app, "Cy") == 0  # kept aside: not in History

    to_details(app)
    app.hide_toast()
    [kept] = data_dir.parent.glob("data.before-restore-*")
    [offered] = bring_back.kept_folders(data_dir)
    lacking = [game.said for game in offered.lacking]
    assert offered.folder == kept and [game.players for game in lacking] == [("Cy", "Di", "Ed")]
    offer = tr._("Bring back games kept aside")
    assert offer in app.visible_texts()
    app.screenshot(OUT / "800x480" / f"{language}-settings-bring-back.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(offer)
    texts = " ".join(app.visible_texts())  # asked first, saying when and what, no path
    assert tr.plural("{count} game kept aside by the restore of {date} shows in History and Statistics again: {list}.",
                     "{count} games kept aside by the restore of {date} show in History and Statistics again: {list}.",
                     1, {"list": restore_diff.listed(lacking), "date": long_date(offered.when.isoformat(),
                                                                                 tr.language)}) in texts
    assert str(kept) not in texts and kept.name not in texts
    app.screenshot(OUT / "800x480" / f"{language}-bring-back-confirm.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(app.sheet_button("yes"))
    assert toast_text(app) == tr.plural("{count} game brought back into History",
                                        "{count} games brought back into History", 1)
    assert app.screen.ids.kept_games.children == []  # nothing left to offer
    assert game_count(app) == 3
    assert history_rows(app, "Cy") == 1 and history_rows(app, "Ann") == 1 and history_rows(app, "Fay") == 1
    assert backup.check(made).games == 1  # the stick's backup untouched



def finished(folder: Path, names: tuple[str, str]) -> None:
    """A finished Free play in ``folder``'s journal, played through Session as the screens play it."""
    with Journal.open(folder / "journal.sqlite3") as journal:
        session = Session.new(journal, base.get("freeplay"), Setup.of([(names[0], "red"), (names[1], "blue")]))
        session.play(SetScore(1, 0, 5))
        session.play(EndGame(0))


@pytest.mark.screenshots
def test_two_kept_folders_are_offered_newest_first_and_one_is_brought_back(  # type: ignore[no-untyped-def]
        start_app, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    finished(data_dir, ("Ann", "Bo"))
    backup.backup(data_dir, tmp_path / "b.zip")
    for names, stamp in ((("Cy", "Di"), "20261127-200000"), (("Eve", "Fay"), "20261128-090000")):
        finished(data_dir, names)  # played after the backup, then replaced by it
        with monkeypatch.context() as named:  # the kept folder's name says when (time.strftime, for the restore only)
            named.setattr("companion.core.backup.time.strftime", lambda _, stamp=stamp: stamp)
            backup.restore(tmp_path / "b.zip", data_dir, replace=True)
    app = start_app()
    to_details(app)
    app.tap(tr._("Bring back games kept aside"))
    newer, older = bring_back.kept_folders(data_dir)
    assert [k.folder.name for k in (newer, older)] == ["data.before-restore-20261128-090000",
                                                       "data.before-restore-20261127-200000"]
    assert app.sheet() is not None and app.sheet().title == tr._("Bring back which games?")
    labels = [text for text in app.visible_texts() if text.startswith("Kept on")]
    assert labels == ["Kept on 28 Nov 2026 · 09:00: 1 game History lacks", "Kept on 27 Nov 2026 · 20:00: 1 game History lacks"]
    app.screenshot(OUT / "800x480" / "en-bring-back-which.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(labels[1])
    assert "Cy, Di" in " ".join(app.visible_texts()) and "Eve" not in " ".join(app.visible_texts())
    app.tap(app.sheet_button("yes"))
    assert toast_text(app) == "1 game brought back into History"
    assert tr._("Bring back games kept aside") in app.visible_texts()  # the other folder still offered
    assert history_rows(app, "Cy, Di") == 1 and history_rows(app, "Eve") == 0
