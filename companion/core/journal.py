"""The journal: every game and every move, committed to SQLite before the screen shows it (docs/design.md#durable-before-visible, #undo-stops-at-reveals).

Entries are append-only: an undo is an "undo" entry, a redo a "redo" entry, a run that cannot be trusted is skipped
by a "skip" marker; nothing is deleted. Each entry's checksum chains to the one before (``chain``). ``open`` never
raises: a damaged file is repaired (``recovery``); each commit is also appended to the move log (``durable``), its
acknowledgement and second copy, from which rows SQLite lost or changed are restored at open (``notices``). A file
that takes no writes, or that another copy of the app writes to, leaves the journal in memory (``warning``); a
write failing later moves it to memory too and raises ``JournalWriteError`` once, and the moves made meanwhile are
written back once the file takes writes again (docs/journal.md).
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from pathlib import Path
from typing import Any, Callable, TypeVar

from companion.core import durable, journal_file, log_notices, log_tail
from companion.core.chain import SKIP, entry_digest, header_digest, outcome_digest
from companion.core.journal_file import GAME_COLUMNS, KINDS, TurnStamp, game_copy, insert_turn, last_tick, now_iso
from companion.core.journal_read import (Entry, GameRecord, dumps, read_clocks, read_entries, read_game, read_games,
                                         read_turns)
from companion.core.keeper import Gate, Keeper
from companion.core.mirror import Mirror
from companion.core.ports import Notice  # one Notice type for every message the screens show
from companion.core.recovery import finish_interrupted_rebuild, memory_copy, rebuild, salvage, write_rows
from companion.core.sealing import KeyNotSaved, KeyRing
from companion.core import unwritable as unwritable_words
from companion.core.unwritable import JournalWriteError, unwritable
from companion.core.writer_lock import AlreadyRunning, WriterLock

__all__ = ["Entry", "GameRecord", "Journal", "JournalWriteError", "Notice"]

T = TypeVar("T")
# A transaction's work returns its result, what to do once it is durable, and its rows for the move log.
Work = Callable[[sqlite3.Connection], tuple[T, Callable[[], None], list[bytes]]]

RETRY_S = 15.0  # a failed card is tried again at a write this long after the last try


class Journal:
    """The games and their entries, in one SQLite file. Owned by one thread (the Kivy main thread)."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None, *, memory: bool = False,
                 recovery: Notice | None = None, warning: Notice | None = None,
                 lock: WriterLock | None = None) -> None:
        self._conn, self.path, self._memory = conn, path, memory
        self.recovery = recovery  # set when open() repaired a damaged file
        self.warning = warning  # set while the journal lives in memory though it was meant for a file
        self.restored: Notice | None = None  # set once a failed file took the moves made in memory
        self.damaged_copy: Path | None = None  # where a repair kept the damaged file: the log's, not the screen's
        self.notices: list[Notice] = []  # what open() found lost (a cut or missing -wal)
        self.keys = KeyRing(None if path is None else path.parent / "keys")
        self._lock, self._mirror = lock, Mirror()
        self._heads: dict[int, tuple[int, str]] = {}  # game id -> (last seq, its digest): one writer
        self._names: dict[int, str] = {}
        self._tick = last_tick(conn)
        self._tried_at: float | None = None  # when the file last failed, after a failure mid-run
        self._keeper: Keeper | None = None
        self._log: durable.MoveLog | None = None  # a file journal's move log, once open() has read it
        self._gate = Gate()  # the keeper's checkpoints wait for a commit to end, and vice versa

    # --- opening ----------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | str) -> "Journal":
        path = Path(path)
        try:
            lock = WriterLock.acquire(path)
        except AlreadyRunning:
            return cls(memory_copy(path), path, memory=True, warning=unwritable_words.held_elsewhere(path))
        try:
            journal = cls._open_locked(path, lock)
        except Exception as exc:  # open never raises: the app must start whatever the folder holds
            journal = cls(journal_file.open_memory(), path, memory=True, warning=unwritable(path, exc), lock=lock)
        journal._reconcile()
        return journal

    @classmethod
    def _open_locked(cls, path: Path, lock: WriterLock) -> "Journal":
        finish_interrupted_rebuild(path)
        try:
            return cls(journal_file.open_file(path), path, lock=lock)
        except Exception as exc:
            if journal_file.is_corrupt(exc):
                return cls._repaired(path, lock)
            return cls(memory_copy(path), path, memory=True, warning=unwritable(path, exc), lock=lock)

    @classmethod
    def memory(cls) -> "Journal":
        """A journal that is meant to live in memory (tests, clean replays): no warning."""
        return cls(journal_file.open_memory(), None, memory=True)

    @classmethod
    def _repaired(cls, path: Path, lock: WriterLock) -> "Journal":
        rows = salvage(path)
        kept = path  # where the damaged file stays if it cannot be moved aside
        try:
            kept = rebuild(path, rows)
            journal = cls(journal_file.open_file(path), path, lock=lock)
        except Exception as exc:  # the folder takes no writes: keep what was read, in memory
            conn = journal_file.open_memory()
            write_rows(conn, rows)
            journal = cls(conn, path, memory=True, warning=unwritable(path, exc), lock=lock)
        journal.damaged_copy = kept
        journal.recovery = unwritable_words.repaired(path, kept, len(rows.games), len(rows.entries))
        return journal

    def _reconcile(self) -> None:
        """Bring SQLite up to the move log (what it lost or holds changed), say so, then start writing the log."""
        assert self.path is not None
        tail = None if self.recovery is not None or self._memory else log_tail.read(self.path, self._conn)
        log = tail or durable.read(self.path)
        try:
            self.notices = durable.reconcile(self._conn, log)
        except sqlite3.Error as exc:  # the file refuses the rows: they go to memory, with the journal
            if not self._memory:
                self._move_to_memory(exc)
            try:
                self.notices = durable.reconcile(self._conn, log)
            except sqlite3.Error:  # a copy in memory that lacks a table: what the log acknowledged, at least
                self.notices = log_notices.lost_moves(self._conn, log)
        self._tick = max(self._tick, last_tick(self._conn))
        if not self._memory:  # a journal in memory leaves the log as it is: another copy, or a failing card
            self._start_log(log)

    def _start_log(self, log: durable.Contents) -> None:
        """The log's writer, with what SQLite holds that the log lacks, then the keeper (which grows the log)."""
        assert self.path is not None
        self._log = durable.MoveLog(self.path, log.end)
        self._log.seed(durable.unlogged(self._conn, log))
        self._keeper = Keeper(self.path, self._gate, self._log)

    def _stop_log(self) -> None:
        keeper, log, self._keeper, self._log = self._keeper, self._log, None, None
        for stopping in (keeper, log):
            if stopping is not None:
                stopping.close()

    @property
    def in_memory(self) -> bool:
        return self._memory

    def close(self) -> None:
        log = self._log
        self._stop_log()
        if not self._memory:
            try:  # the WAL's moves into the main file now: a lost WAL then loses nothing
                busy, frames, copied = self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
                if log is not None and not busy and frames == copied:  # the next open reads the log from here
                    log.mark(log_tail.mark_of(self._conn))
                    log.close()
            except sqlite3.Error:
                pass
        self._conn.close()
        if self._lock is not None:
            self._lock.release()

    def settle(self) -> None:
        """Before the power goes off (power.py): the keeper's checkpoint ended, the WAL copied into the main file."""
        if self._memory:
            return
        with self._gate.checkpoint():
            if self._keeper is not None:  # its start-up write to the WAL, if still due (a slow core), is not made
                self._keeper.settled = True
            try:
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
            except sqlite3.Error:
                pass  # a failing card: the commits are in the WAL, fsynced; the next start reads them from there

    def __enter__(self) -> "Journal":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # --- writing ----------------------------------------------------------------------------------
    def create_game(self, game: str, setup: dict[str, Any]) -> int:
        setup_text = dumps(setup)

        def work(c: sqlite3.Connection) -> tuple[int, Callable[[], None], list[bytes]]:
            now, tick = now_iso(), self._tick + 1
            game_id = 1 + int(c.execute("SELECT coalesce(max(id), 0) FROM games").fetchone()[0])
            digest = header_digest(game_id, game, setup_text, now)
            row = (game_id, game, setup_text, now, now, tick, 0, None, digest, outcome_digest(game_id, 0, None, now))
            c.execute(f"INSERT INTO games ({', '.join(GAME_COLUMNS)}) VALUES ({', '.join('?' * len(row))})", row)
            c.execute("INSERT INTO meta (key, value) VALUES (?, ?)", game_copy(game_id, game, setup_text, now))

            def done() -> None:
                self._tick, self._heads[game_id], self._names[game_id] = tick, (0, digest), game
                self._mirror.game(row)

            return game_id, done, [durable.game_record(row)]

        return self._write(work)

    def append(self, game_id: int, kind: str, payload: Any = None, *, sealed: bool = False,
               turn: TurnStamp | None = None) -> int:
        """Append one entry; committed (fsynced) when this returns. Returns its seq (1, 2, ... per game).
        ``sealed``: the payload is journaled encrypted (``sealing``); ``turn``: its turn's time (durable.turn_record)."""
        if kind not in KINDS:
            raise ValueError(f"entry kind must be one of {KINDS}, not {kind!r}")
        if (payload is None) != (kind != "action"):
            raise ValueError("an action entry needs a payload; undo and redo entries take none")
        text = None if payload is None else dumps(payload)
        if sealed and text is not None:
            try:
                text = self.keys.seal(game_id, text)
            except KeyNotSaved as exc:  # not on the card before its key (docs/journal.md, "Sealed payloads")
                if self._memory:
                    return self._add(game_id, kind, exc.sealed, turn=turn)
                raise JournalWriteError(self._move_to_memory(exc),
                                        self._add(game_id, kind, exc.sealed, turn=turn)) from exc.error
        return self._add(game_id, kind, text, turn=turn)

    def set_aside(self, game_id: int, after: str, payload: dict[str, Any]) -> int:
        """A skip marker chained to ``after`` (the last kept entry's digest): replays skip what it names. Its seq."""
        self._heads.pop(game_id, None)
        return self._add(game_id, SKIP, dumps(payload), previous=after)

    def _add(self, game_id: int, kind: str, text: str | None, previous: str | None = None,
             turn: TurnStamp | None = None) -> int:
        def work(c: sqlite3.Connection) -> tuple[int, Callable[[], None], list[bytes]]:
            last, head = self._head(c, game_id)
            seq, at, tick = last + 1, now_iso(), self._tick + 1
            digest = entry_digest(head if previous is None else previous, game_id, seq, kind, text, at)
            row = (tick, game_id, seq, kind, text, at, digest)
            c.execute("INSERT INTO entries (id, game_id, seq, kind, payload, at, digest) VALUES (?, ?, ?, ?, ?, ?, ?)",
                      row)
            turn_row = None if turn is None else insert_turn(c, game_id, seq, turn)  # it rides the move's commit

            def done() -> None:
                self._tick, self._heads[game_id] = tick, (seq, digest)
                self._mirror.entry(row, turn_row)
                if self._keeper is not None and not self._memory:
                    self._keeper.committed()

            return seq, done, [durable.entry_record(row)] + ([] if turn_row is None else [durable.turn_record(turn_row)])

        return self._write(work, one_statement=turn is None)

    def set_finished(self, game_id: int, outcome: dict[str, Any] | None) -> None:
        """Record the outcome (None: the game is open again, an undo took its end back)."""
        text = None if outcome is None else dumps(outcome)

        def work(c: sqlite3.Connection) -> tuple[None, Callable[[], None], list[bytes]]:
            self._head(c, game_id)  # KeyError for an unknown game; loads it into the mirror
            now, tick, finished = now_iso(), self._tick + 1, int(text is not None)
            digest = outcome_digest(game_id, finished, text, now)
            c.execute("UPDATE games SET finished = ?, outcome = ?, outcome_digest = ?, updated_at = ?, activity = ? "
                      "WHERE id = ?", (finished, text, digest, now, tick, game_id))
            row = self._mirror.with_result(game_id, finished=finished, outcome=text, outcome_digest=digest,
                                           updated_at=now, activity=tick)

            def done() -> None:
                self._tick = tick
                self._mirror.game(row)

            return None, done, [durable.game_record(row)]

        self._write(work)

    def merge(self, build: Callable[[sqlite3.Connection, int], tuple[T, int, list[bytes]]]) -> T:
        """Rows ``build`` writes in one transaction, given the next tick; it returns its result, the last tick it took
        and the rows' move-log records (games brought back from a kept folder: bring_back.py)."""
        def work(c: sqlite3.Connection) -> tuple[T, Callable[[], None], list[bytes]]:
            result, tick, records = build(c, self._tick + 1)
            return result, lambda: setattr(self, "_tick", max(self._tick, tick)), records

        return self._write(work)

    def save_clock(self, game_id: int, clock: str) -> None:
        """Replace a game's turn clock (JSON, turn_clock.py), committed; no entry (docs/records.md#the-turn-clock)."""

        def work(c: sqlite3.Connection) -> tuple[None, Callable[[], None], list[bytes]]:
            journal_file.write_clock(c, game_id, clock)
            return None, lambda: None, []  # no move: the log keeps what the rules need

        self._write(work)

    def _head(self, c: sqlite3.Connection, game_id: int) -> tuple[int, str]:
        """(last seq, its digest) of a game, read once per run; the game's rows go to the mirror then."""
        head = self._heads.get(game_id)
        if head is None:
            row = c.execute("SELECT game, digest FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise KeyError(f"no game {game_id} in the journal")
            last = c.execute("SELECT seq, digest FROM entries WHERE game_id = ? ORDER BY seq DESC LIMIT 1",
                             (game_id,)).fetchone()
            head = (0, str(row[1] or "")) if last is None else (int(last[0]), str(last[1]))
            self._heads[game_id], self._names[game_id] = head, str(row[0])
            if game_id not in self._mirror:
                self._mirror.load(c, game_id)
        return head

    def _write(self, work: Work[T], one_statement: bool = False) -> T:
        self._maybe_restore()
        try:
            result, done, _ = self._transaction(work, one_statement)
            done()
            return result
        except durable.Unlogged as exc:  # in SQLite, which the memory copy reads: kept there; the card is failing
            kept, done, _ = exc.written
            done()
            failure: BaseException = exc.cause
            notice = self._move_to_memory(failure)
        except sqlite3.Error as exc:
            if self._memory or not journal_file.is_disk_failure(exc):
                raise
            failure, notice = exc, self._move_to_memory(exc)
            try:
                kept, done, _ = self._transaction(work, one_statement)
                done()
            except (sqlite3.Error, KeyError):
                kept = None
        raise JournalWriteError(notice, kept if isinstance(kept, int) else None) from failure

    def _transaction(self, work: Work[T], one_statement: bool = False) -> tuple[T, Callable[[], None], list[bytes]]:
        """``one_statement``: the work writes with a single statement, which SQLite commits on its own (the
        connection is in autocommit): no BEGIN and COMMIT around it, two fewer calls on the commit path
        (docs/journal.md, "What a commit costs"). Its reads before it need no transaction: this connection
        is the only writer (the writer lock), and the keeper, behind the gate, writes only its own table. The rows
        then go to the move log, behind the gate too: its fdatasync is the commit's one fsync (durable)."""
        conn = self._conn
        with self._gate.commit():
            if one_statement:
                written = work(conn)
            else:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    written = work(conn)
                    conn.execute("COMMIT")
                except BaseException:
                    if conn.in_transaction:  # a failed COMMIT may already have rolled back
                        try:
                            conn.execute("ROLLBACK")
                        except sqlite3.Error:
                            pass
                    raise
            if self._log is not None and written[2]:
                try:
                    self._log.append(written[2])
                except OSError as exc:
                    raise durable.Unlogged(written, exc) from exc
        return written

    # --- a failing card: memory now, the file again later ---------------------------------------------
    def _move_to_memory(self, failure: BaseException) -> Notice:
        assert self.path is not None  # only file journals move
        self._stop_log()
        memory = memory_copy(self.path, live=self._conn)
        self._mirror.copy_into(memory)  # the games in play, even if the card cannot be read any more
        with contextlib.suppress(sqlite3.Error):
            self._conn.close()
        self._conn, self._memory = memory, True
        self._tick = max(self._tick, last_tick(memory))
        self.warning = unwritable(self.path, failure)
        self._tried_at = time.monotonic()
        return self.warning

    def _maybe_restore(self) -> None:
        """Once the file takes writes again, write the moves made in memory to it and go back to it."""
        if self._tried_at is None or time.monotonic() - self._tried_at < RETRY_S or self.path is None:
            return
        self._tried_at = time.monotonic()
        try:
            conn = journal_file.open_file(self.path)
        except Exception:  # still failing (or damaged: the next start repairs it)
            return
        if not self.keys.save_unsaved():  # a sealed move's key reaches the card before the move
            conn.close()
            return
        try:
            self._mirror.copy_into(conn)
        except sqlite3.Error:
            conn.close()
            return
        self._conn.close()
        self._conn, self._memory, self._tried_at, self.warning = conn, False, None, None
        self._tick = max(self._tick, last_tick(conn))
        self._start_log(durable.read(self.path))  # with the moves made meanwhile: their second copy
        self.restored = unwritable_words.saved_again(self.path)

    # --- reading ----------------------------------------------------------------------------------
    def entries(self, game_id: int) -> list[Entry]:
        return read_entries(self._conn, game_id, self.keys)  # skip markers and set-aside entries included

    def game(self, game_id: int) -> GameRecord:
        return read_game(self._conn, game_id)

    def games(self, finished: bool | None = None) -> list[GameRecord]:
        """Newest activity first. Never raises: a game whose row cannot be read or trusted has ``damaged`` set."""
        return read_games(self._conn, finished)

    def turns(self, game_id: int | None = None) -> dict[int, dict[int, TurnStamp] | None]:  # None: not known
        return read_turns(self._conn, game_id)

    def clocks(self) -> dict[int, str]:
        return read_clocks(self._conn)
