"""Why the journal cannot be saved, in the words the banner shows, and the error a refused write raises
(docs/journal.md, "A failing card"). The banner says it in the players' words; the file's path and the
system's own message go to the log, for a technician."""

from __future__ import annotations

import errno
import logging
import os
import sqlite3
from pathlib import Path

from games.base import N_, Phrase
from games.messages import Plural

from companion.core import journal_file
from companion.core.ports import Notice
from companion.core.sealing import KeyNotSaved

log = logging.getLogger(__name__)

NEWER_APP = N_("it was written by a newer version of the app")
KEY_REFUSED = N_("the key that keeps the sealed moves secret could not be saved")
FULL = N_("it is full")
READ_ONLY = N_("it is read-only")
NOT_ALLOWED = N_("the app is not allowed to write on it")
DAMAGED = N_("it can no longer be read or written: it may be damaged")
REFUSED = N_("it refuses the writes")
NO_FOLDER = N_("the folder for the games is missing")


class JournalWriteError(Exception):
    """The disk refused a write (full, read-only, I/O error). The journal has moved to memory.

    ``kept`` is what the in-memory journal returned for the same write (the seq or the game id), so the
    caller can carry on; None if even that failed.
    """

    def __init__(self, notice: Notice, kept: int | None) -> None:
        self.notice = notice
        self.kept = kept
        super().__init__(notice.english())


def unwritable(path: Path, exc: BaseException) -> Notice:
    log.warning("journal %s cannot be saved: %s", path, exc or type(exc).__name__)
    return Notice("The games cannot be saved on the memory card ({reason}); the game goes on in memory and will "
                  "be lost when the app closes", {"reason": Phrase(reason(path, exc))})


def held_elsewhere(path: Path) -> Notice:
    log.warning("journal %s is held by another copy of the app: this one keeps the games in memory", path)
    return Notice("Another copy of the app is running and saves the games; this one saves nothing")


def repaired(path: Path, kept: Path, games: int, moves: int) -> Notice:
    log.warning("journal %s repaired: the damaged file is kept as %s", path, kept)
    return Notice("Journal repaired: {games} and {moves} recovered; the damaged file is kept on the memory card "
                  "for a technician", {"games": Plural.of("{count} game", "{count} games", games),
                                       "moves": Plural.of("{count} move", "{count} moves", moves)})


def saved_again(path: Path) -> Notice:
    log.warning("journal %s takes writes again", path)
    return Notice("The games are saved on the memory card again, with the moves made in the meantime")


def reason(path: Path, exc: BaseException) -> str:
    """The message id of why, in the players' words: the folder's state, else what the error says."""
    if isinstance(exc, journal_file.NewerSchema):
        return NEWER_APP
    if isinstance(exc, KeyNotSaved):
        return KEY_REFUSED
    if not path.parent.is_dir():
        return NO_FOLDER
    try:
        if os.statvfs(path.parent).f_flag & os.ST_RDONLY:
            return READ_ONLY
    except OSError:
        pass
    if any(p.exists() and not os.access(p, os.W_OK) for p in (path.parent, path)):
        return NOT_ALLOWED
    if isinstance(exc, OSError):
        return {errno.ENOSPC: FULL, errno.EDQUOT: FULL, errno.EROFS: READ_ONLY, errno.EACCES: NOT_ALLOWED,
                errno.EPERM: NOT_ALLOWED, errno.EIO: DAMAGED}.get(exc.errno or 0, REFUSED)
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF  # the primary code of an extended one
    return {sqlite3.SQLITE_FULL: FULL, sqlite3.SQLITE_READONLY: READ_ONLY, sqlite3.SQLITE_PERM: NOT_ALLOWED,
            sqlite3.SQLITE_IOERR: DAMAGED, sqlite3.SQLITE_CORRUPT: DAMAGED,
            sqlite3.SQLITE_NOTADB: DAMAGED}.get(code, FULL if "is full" in str(exc) else REFUSED)
