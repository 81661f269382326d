"""Why the journal cannot be saved, in the words the banner shows, and the error a refused write raises
(docs/journal.md, "A failing card")."""

from __future__ import annotations

import os
from pathlib import Path

from games.base import N_, Phrase

from companion.core import journal_file
from companion.core.ports import Notice
from companion.core.sealing import KeyNotSaved

NEWER_APP = "it was written by a newer version of the app"
KEY_REFUSED = N_("the key that keeps the sealed moves secret could not be saved")


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
    return Notice("The journal {path} cannot be saved ({reason}); the game goes on in memory and will be lost "
                  "when the app closes", {"path": str(path), "reason": reason(path, exc)})


def reason(path: Path, exc: BaseException) -> str | Phrase:
    """SQLite's message, or plainer words where the folder explains it ("unable to open database file")."""
    if isinstance(exc, journal_file.NewerSchema):
        return NEWER_APP
    if isinstance(exc, KeyNotSaved):
        return Phrase(KEY_REFUSED)
    try:
        if os.statvfs(path.parent).f_flag & os.ST_RDONLY:
            return "read-only file system"
    except OSError:
        pass
    if any(p.exists() and not os.access(p, os.W_OK) for p in (path.parent, path)):
        return "no permission to write"
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror  # "No space left on device", without its errno
    return str(exc) or type(exc).__name__
