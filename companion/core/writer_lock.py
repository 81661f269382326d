"""One writer per journal: an exclusive ``flock`` on the data folder that holds it (docs/journal.md, "One writer").

Two copies of the app appending to one game (a service and a hand-started app on a Pi) would give it two
entries with the same seq, and the game would never replay again. The lock is taken by ``Journal.open``
and by start-up before Kivy, so a second copy says so and leaves. The kernel drops the lock when the
process dies, however it dies: a SIGKILL or a pulled plug leaves no stale lock behind.

The folder itself is locked, not a file in it: a lock file can be deleted while the app runs (by hand, a
clean-up script), and the next copy then locked a new file of the same name and became a second writer. A
folder that holds the journal cannot be deleted, and a directory's descriptor takes a ``flock`` even on a
read-only file system.

Within one process the lock is shared (counted): tests and the UI harness reopen the journal they hold.
"""

from __future__ import annotations

import fcntl
import os
from dataclasses import dataclass
from pathlib import Path

_HELD: dict[Path, "_Held"] = {}


@dataclass
class _Held:
    fd: int
    count: int


class AlreadyRunning(Exception):
    """Another process holds the journal's lock."""


class WriterLock:
    """Held until ``release``. ``free`` means the folder cannot be opened (it does not exist, or is not ours to
    read): nobody can write a journal there, so there is nobody to keep out."""

    def __init__(self, path: Path, free: bool = False) -> None:
        self.path = path  # the folder locked
        self.free = free
        self._released = False

    @classmethod
    def acquire(cls, journal: Path) -> "WriterLock":
        """Raises AlreadyRunning if another process writes to this journal (or to its folder)."""
        path = journal.absolute().parent
        held = _HELD.get(path)
        if held is not None:
            held.count += 1
            return cls(path)
        try:
            fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        except OSError:
            return cls(path, free=True)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise AlreadyRunning(str(path)) from None
        except OSError:
            os.close(fd)
            return cls(path, free=True)  # a file system without locks: nothing to hold
        _HELD[path] = _Held(fd, 1)
        return cls(path)

    def release(self) -> None:
        if self._released or self.free:
            return
        self._released = True
        held = _HELD.get(self.path)
        if held is None:
            return
        held.count -= 1
        if held.count == 0:
            del _HELD[self.path]
            os.close(held.fd)  # closing the descriptor drops the flock
