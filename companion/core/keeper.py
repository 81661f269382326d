"""The journal's keeper: a thread that checkpoints the WAL and grows the files the moves are written to.

The committing thread (the UI's) pays one fsync per move, the move log's (``durable``), and nothing else: it tells
the keeper it committed and returns. The keeper, on its own connection, copies the WAL into the main file once the
table pauses and every ``EVERY`` entries (SQLite runs with ``synchronous=NORMAL``: its checkpoint is where it syncs),
so the WAL stays small; at its start and after its checkpoints it grows the WAL and the move log with zeros, so that
the moves overwrite them in place rather than extend them (docs/journal.md, "Checkpoints").
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from companion.core import log_tail
from companion.core.durable import MoveLog
from companion.core.journal_file import connect, now_iso, sidecar

EVERY = 32  # entries between two checkpoints during a burst of moves
# SQLite's WAL file (sqlite.org/fileformat2.html#walformat): a 32-byte header, then frames of a 24-byte header and
# a page each.
WAL_HEADER_BYTES, FRAME_HEADER_BYTES = 32, 24
# The frames a burst fills between two checkpoints: about two pages a move (the entries' leaf and their index's),
# a third when a leaf splits, and the moves the writer commits while the checkpoint waits at the gate (81 frames
# measured at most in bursts of 500).
RESERVE_FRAMES = 3 * EVERY
QUIET_S = 0.75  # a pause this long (the end of a turn, a break) is when the keeper catches up


class Gate:
    """The writer's transactions and the keeper's checkpoints, one at a time. A waiting checkpoint goes
    next: it holds the turnstile, so a writer that commits nonstop cannot take the lock straight back
    (Python's locks are not fair)."""

    def __init__(self) -> None:
        self._turnstile = threading.Lock()
        self._lock = threading.Lock()

    @contextmanager
    def commit(self) -> Iterator[None]:
        with self._turnstile:
            pass
        with self._lock:
            yield

    @contextmanager
    def checkpoint(self) -> Iterator[None]:
        with self._turnstile, self._lock:
            yield


class Keeper:
    def __init__(self, path: Path, gate: Gate, log: MoveLog) -> None:
        self.path = path
        self._gate = gate  # held by the writer around each transaction, by the keeper around a checkpoint
        self._log = log  # grown by the keeper behind the gate, written by the writer behind it
        self._cond = threading.Condition()
        self._pending = 0  # entries committed since the last checkpoint
        self._last_commit = 0.0
        self._stop = False
        self.checkpoints = 0  # for tests: how many checkpoints ran
        self.ready = threading.Event()  # for tests: set once the start-up write (the WAL's reserve) is done or given up
        # Set behind the gate by Journal.settle: a start-up running late (a slow core) then leaves the WAL as the
        # settle's checkpoint left it, empty, instead of growing it again before the power goes off.
        self.settled = False
        self._thread = threading.Thread(target=self._run, name="journal-keeper", daemon=True)
        self._thread.start()

    def committed(self) -> None:
        with self._cond:
            self._pending += 1
            self._last_commit = time.monotonic()
            # Woken only when it waits with no deadline (nothing was pending) or a burst needs its checkpoint: it
            # finds the rest at its deadline. A wake-up at every commit took the GIL from the committing
            # thread just as its fsync returned (~0.1 x a commit on two cores, docs/journal.md).
            if self._pending in (1, EVERY):
                self._cond.notify()

    def close(self) -> None:
        with self._cond:
            self._stop = True
            self._cond.notify()
        self._thread.join(timeout=10)

    def _run(self) -> None:
        conn: sqlite3.Connection | None = None
        try:
            conn = connect(self.path, timeout=5.0, check_same_thread=False)
            conn.execute("PRAGMA synchronous=FULL")
            self._reserve_wal(conn)
            with self._gate.checkpoint():
                self._log.reserve()
            self.ready.set()
            while self._step(conn):
                pass
        except sqlite3.Error:
            pass  # the disk failed: the writer finds out on its own, and moves the journal to memory
        finally:
            self.ready.set()
            if conn is not None:
                conn.close()

    def _reserve_wal(self, conn: sqlite3.Connection) -> None:
        """Grow the WAL file with zeros to what a burst of moves fills, before the moves do. A commit that extends
        the file makes its fdatasync write the file system's metadata as well (here: 0.20-0.27 ms for two pages
        appended, 0.13 ms for the same pages overwritten in place), and SQLite deletes the WAL at each close, so
        every session's first burst paid that until its first checkpoint (docs/journal.md, "What a commit
        costs"). Zeros past SQLite's last frame are no frame (a frame's salts must match the header's), so a
        recovery stops there as it stops at an older frame; the gate keeps the writer from appending a frame where
        the zeros go. The file is SQLite's: never created here, never shortened, no byte of it overwritten."""
        page = int(conn.execute("PRAGMA page_size").fetchone()[0])
        wanted = WAL_HEADER_BYTES + RESERVE_FRAMES * (FRAME_HEADER_BYTES + page)
        with self._gate.checkpoint():
            if self.settled:
                return
            try:
                fd = os.open(sidecar(self.path, "-wal"), os.O_WRONLY)
            except OSError:
                return  # no WAL yet: the first commit makes it
            try:
                size = os.fstat(fd).st_size
                if size < wanted:
                    os.pwrite(fd, bytes(wanted - size), size)
                    os.fdatasync(fd)
            except OSError:
                pass  # a full or failing card: the moves grow the WAL themselves, as they always did
            finally:
                os.close(fd)

    def _step(self, conn: sqlite3.Connection) -> bool:
        with self._cond:
            while not self._stop and not self._pending:
                self._cond.wait()
            if self._stop:
                return False
            quiet = time.monotonic() - self._last_commit
            if self._pending < EVERY and quiet < QUIET_S:
                self._cond.wait(QUIET_S - quiet)
                return True
            start_wal_over = quiet >= QUIET_S
            self._pending = 0
        # RESTART, not PASSIVE: during a burst of moves a passive checkpoint never lets the writer start
        # the WAL over, so its checkpointed frames stay in it and a WAL cut short would bring back older
        # pages over the main file's newer ones. The gate, not SQLite's busy handler, keeps the writer
        # out meanwhile: polling, the checkpoint would starve behind a writer that commits nonstop. The
        # writer waits for it (an fsync or two) once per EVERY moves of a burst.
        with self._gate.checkpoint():
            busy, frames, copied = conn.execute("PRAGMA wal_checkpoint(RESTART)").fetchone()
            if start_wal_over:
                if not busy and frames == copied:  # the main file holds every row logged so far (log_tail.py)
                    self._mark(conn)
                self._start_wal_over(conn)
            self._log.reserve()
        self.checkpoints += 1
        return True

    def _mark(self, conn: sqlite3.Connection) -> None:
        try:
            self._log.mark(log_tail.mark_of(conn))
        except sqlite3.Error:
            pass  # no mark: the next open reads the log from the mark before

    def _start_wal_over(self, conn: sqlite3.Connection) -> None:
        """After a RESTART checkpoint, the next transaction starts the WAL over: it writes a new WAL header and
        fsyncs it before its own frames, two fsyncs instead of one. Once the table is quiet the keeper makes
        that transaction its own, its one row, so the next move pays one fsync (docs/journal.md, "What a
        commit costs"). Not during a burst: the writer would then wait at the gate for the same fsyncs."""
        try:  # the count changes every time: SQLite writes no page for a row rewritten as it was
            conn.execute("INSERT INTO keeper (id, checkpointed_at, checkpoints) VALUES (1, ?, ?) ON CONFLICT (id)"
                         " DO UPDATE SET checkpointed_at = excluded.checkpointed_at, checkpoints = excluded.checkpoints",
                         (now_iso(), self.checkpoints + 1))
        except sqlite3.Error:
            pass  # a full or failing card: the next move starts the WAL over itself, as it did before
