"""Settings' Backup row (docs/records.md#backup-and-restore): the whole data folder to a USB stick, and back from
one, by touch. The work is companion/core/backup.py's, off the UI thread; a restore asks first, never merges, and
keeps the games it replaces aside on this device."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any, Callable

from kivy.app import App
from kivy.clock import Clock

from games.base import N_, Phrase, Plural

from companion.core import backup as data_backup
from companion.core import restore_diff
from companion.core.datadir import data_dir
from companion.core.plays_files import stick_folders
from companion.core.unwritable import reason
from companion.screens.base import CompanionScreen
from companion.screens.box_exchange import folder_label
from companion.screens.i18n import tr
from companion.screens.kit.overlay import Sheet, ask, confirm

PREFIX = "table-companion-backup-"


def in_background(work: Callable[[], Any], then: Callable[[Any], None]) -> None:
    """``work`` on a thread (a stick is slow to write); ``then`` with its result, or the exception it raised, on
    the UI thread: a swap's journal opens again whatever happened."""
    def run() -> None:
        try:
            result = work()
        except Exception as error:  # noqa: BLE001 - said to the table, never left on a thread
            result = error
        Clock.schedule_once(lambda _: then(result))

    threading.Thread(target=run, name="backup", daemon=True).start()


def refused(screen: CompanionScreen, error: Exception) -> None:
    if isinstance(error, data_backup.BackupError):
        screen.say(*shown(error))
    else:
        screen.say("The backup failed ({reason}); nothing was changed here", {"reason": str(error)})


def shown(error: data_backup.BackupError) -> tuple[str, dict[str, Any]]:
    """The notice as the table reads it: a backup by its name on the stick, the data folder as this device, the
    disk's refusal in words (docs/journal.md#where-a-technician-finds-the-files); no path."""
    params = dict(error.notice.params)
    if error.cause is not None:  # the file written (a backup), else a file of the data folder (a restore)
        written = Path(params["file"]) if "file" in params else data_dir() / "journal.sqlite3"
        params["reason"] = Phrase(reason(written, error.cause))
    if "file" in params:
        params["file"] = Path(params["file"]).name
    if error.notice.key == data_backup.NOT_RESTORED:
        return N_("The backup cannot be restored on this device ({reason})"), params
    return error.notice.key, params


def back_up(screen: CompanionScreen) -> None:
    """Which stick when more than one is in; the file is whole or not there."""
    folders = stick_folders()
    if not folders:
        screen.say("No USB stick found: plug one in, then try again")
        return

    def write(folder: Path) -> None:
        target = folder / f"{PREFIX}{time.strftime('%Y-%m-%d-%H%M')}.zip"
        screen.navigator.toast(tr._("Backing up…"))

        def done(result: Any) -> None:
            if isinstance(result, Exception):
                refused(screen, result)
            else:
                screen.navigator.toast(tr.plural("{count} game backed up in {file}", "{count} games backed up in {file}",
                                                 result.games, {"file": target.name}))

        in_background(lambda: data_backup.backup(data_dir(), target), done)

    def where() -> None:
        if len(folders) == 1:
            write(folders[0])
        else:
            ask(tr._("Save it where?"), [(folder_label(f), f) for f in folders], write, cols=1)

    unread = data_backup.sealed_left_out(data_dir())  # docs/records.md#secrets-a-backup-leaves-out
    if unread:
        detail = said(data_backup.left_out_words(unread)) + " " + tr._("To keep them, finish the game before backing up.")
        confirm(tr._("Back up without the sealed moves?"), detail, tr._("Back up"), where, danger=False)
    else:
        where()


def said(words: Plural) -> str:
    return tr.plural(words.one, words.many, words.count, dict(words.params))


def found_backups() -> list[Path]:
    """The backups on the sticks in now, newest first (their names carry the date)."""
    found = [p for folder in stick_folders() for p in folder.glob(f"{PREFIX}*.zip") if p.is_file()]
    return sorted(found, key=lambda p: p.name, reverse=True)


def restore(screen: CompanionScreen) -> None:
    """Which backup, checked whole before anything is asked; then a confirmation naming what is replaced."""
    backups = found_backups()
    if not backups:
        screen.say("No backup found on a USB stick (files named {name})", {"name": PREFIX + "….zip"})
        return

    def chosen(source: Path) -> None:
        try:
            manifest = data_backup.check(source)
        except data_backup.BackupError as error:
            refused(screen, error)
            return
        here = len(screen.context.journal.games())
        detail = tr.plural("The backup holds {count} game.", "The backup holds {count} games.",
                           manifest.games)
        if manifest.sealed_left_out:
            detail += " " + said(data_backup.restored_without_words(manifest.sealed_left_out))
        if here:
            detail += " " + tr.plural("{count} game on this device is kept aside, not merged.",
                                      "The {count} games on this device are kept aside, not merged.", here)
        missing = data_backup.lacking(source, data_dir())
        if missing:
            detail += " " + tr.message("The backup lacks {lacking} of them: {list}.",
                                       {"lacking": restore_diff.count(missing), "list": restore_diff.listed(missing)})
        confirm(tr._("Replace this device's games with the backup?"), detail, tr._("Restore"),
                lambda: swap(screen, source))

    ask(tr._("Restore which backup?"), [(p.name, p) for p in backups], chosen, cols=1)


def swap(screen: CompanionScreen, source: Path) -> None:
    """The journal closes on the UI thread that owns it, the folder is restored on a thread behind a sheet that
    takes no taps, and the journal and preferences open again on it, whatever happened; then Home, afresh."""
    sheet = Sheet(title=tr._("Restoring…"))
    sheet.open()
    context = screen.context
    context.journal.close()

    def done(result: Any) -> None:
        context.reopen()
        sheet.dismiss()
        App.get_running_app().switch_language(context.language)  # the backup's language, if it had one
        screen.navigator.home_afresh()
        if isinstance(result, Exception):
            refused(screen, result)
        else:
            screen.navigator.toast(tr.plural("{count} game restored", "{count} games restored", result.games))

    in_background(lambda: data_backup.restore(source, data_dir(), replace=True), done)
