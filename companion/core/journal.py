"""The journal: every game and every move, committed to SQLite before the screen shows it (docs/design.md#durable-before-visible, #undo-stops-at-reveals).

Entries are append-only: an undo is an "undo" entry and a redo a "redo" entry, never a deletion.
``Journal.open`` never raises: a damaged file is repaired (``recovery`` says what was kept and where the
damaged copy is); a file that takes no writes leaves the journal in memory (``warning`` says so). A write
that fails later moves the journal to memory the same way and raises ``JournalWriteError`` once, so the
game goes on and the table is told. It never writes to the disk again after that: a later success would
leave a hole in a game's entries, and a game with a hole cannot be replayed.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, TypeVar

from companion.core import journal_file
from companion.core.journal_file import KINDS, game_copy, now_iso
from companion.core.ports import Notice  # one Notice type for every message the screens show
from companion.core.recovery import finish_interrupted_rebuild, memory_copy, rebuild, salvage, write_rows

__all__ = ["Entry", "GameRecord", "Journal", "JournalWriteError", "Notice"]

T = TypeVar("T")

NEWER_APP = "it was written by a newer version of the app"


class JournalWriteError(Exception):
    """The disk refused a write (full, read-only, I/O error). The journal has moved to memory.

    ``kept`` is what the in-memory journal returned for the same write (the seq or the game id), so the
    caller can carry on; None if even that failed.
    """

    def __init__(self, notice: Notice, kept: int | None) -> None:
        self.notice = notice
        self.kept = kept
        super().__init__(notice.english())


@dataclass(frozen=True)
class GameRecord:
    id: int
    game: str
    setup: dict[str, Any]
    created_at: str
    updated_at: str
    finished: bool
    outcome: dict[str, Any] | None
    entries: int


@dataclass(frozen=True)
class Entry:
    seq: int
    kind: str  # "action" | "undo" | "redo"
    payload: Any  # the action's JSON for "action", None otherwise


# A game's latest entry (found through the (game_id, seq) index) tells its count, since seqs run 1..n with
# no gap, and its last activity, unless the games row was written since (created, finished, reopened).
_GAME_SELECT = """
    SELECT g.id, g.game, g.setup, g.created_at,
           CASE WHEN e.id > g.activity THEN e.at ELSE g.updated_at END,
           g.finished, g.outcome, coalesce(e.seq, 0), max(g.activity, coalesce(e.id, 0)) AS recent
    FROM games g LEFT JOIN entries e
        ON e.id = (SELECT id FROM entries WHERE game_id = g.id ORDER BY seq DESC LIMIT 1)"""


class Journal:
    """The games and their entries, in one SQLite file. Owned by one thread (the Kivy main thread)."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None, *, memory: bool = False,
                 recovery: Notice | None = None, warning: Notice | None = None) -> None:
        self._conn = conn
        self.path = path
        self._memory = memory
        self.recovery = recovery  # set when open() repaired a damaged file
        self.warning = warning  # set while the journal lives in memory though it was meant for a file

    # --- opening ----------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | str) -> "Journal":
        path = Path(path)
        finish_interrupted_rebuild(path)
        try:
            return cls(journal_file.open_file(path), path)
        except Exception as exc:  # open never raises: the app must start whatever the file holds
            if journal_file.is_corrupt(exc):
                return cls._repaired(path)
            return cls(memory_copy(path), path, memory=True, warning=_unwritable(path, exc))

    @classmethod
    def memory(cls) -> "Journal":
        """A journal that is meant to live in memory (tests, clean replays): no warning."""
        return cls(journal_file.open_memory(), None, memory=True)

    @classmethod
    def _repaired(cls, path: Path) -> "Journal":
        rows = salvage(path)
        kept = path  # where the damaged file stays if it cannot be moved aside
        try:
            kept = rebuild(path, rows)
            journal = cls(journal_file.open_file(path), path)
        except Exception as exc:  # the folder takes no writes: keep what was read, in memory
            conn = journal_file.open_memory()
            write_rows(conn, rows)
            journal = cls(conn, path, memory=True, warning=_unwritable(path, exc))
        journal.recovery = Notice(
            "Journal repaired: {games} games and {entries} moves recovered; the damaged file was kept as {path}",
            {"games": len(rows.games), "entries": len(rows.entries), "path": str(kept)})
        return journal

    @property
    def in_memory(self) -> bool:
        return self._memory

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> "Journal":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # --- writing ----------------------------------------------------------------------------------
    def create_game(self, game: str, setup: dict[str, Any]) -> int:
        setup_text = _dumps(setup)

        def work(c: sqlite3.Connection) -> int:
            now = now_iso()
            cursor = c.execute(
                "INSERT INTO games (game, setup, created_at, updated_at, activity) VALUES (?, ?, ?, ?, ?)",
                (game, setup_text, now, now, _tick(c)))
            game_id = int(cursor.lastrowid or 0)
            c.execute("INSERT INTO meta (key, value) VALUES (?, ?)", game_copy(game_id, game, setup_text, now))
            return game_id

        return self._write(work)

    def append(self, game_id: int, kind: str, payload: Any = None) -> int:
        """Append one entry; committed (fsynced) when this returns. Returns its seq (1, 2, ... per game)."""
        if kind not in KINDS:
            raise ValueError(f"entry kind must be one of {KINDS}, not {kind!r}")
        if (payload is None) != (kind != "action"):
            raise ValueError("an action entry needs a payload; undo and redo entries take none")
        text = None if payload is None else _dumps(payload)

        def work(c: sqlite3.Connection) -> int:
            _require_game(c, game_id)
            seq = int(c.execute("SELECT coalesce(max(seq), 0) + 1 FROM entries WHERE game_id = ?",
                                (game_id,)).fetchone()[0])
            c.execute("INSERT INTO entries (id, game_id, seq, kind, payload, at) VALUES (?, ?, ?, ?, ?, ?)",
                      (_tick(c), game_id, seq, kind, text, now_iso()))
            return seq

        return self._write(work)

    def set_finished(self, game_id: int, outcome: dict[str, Any] | None) -> None:
        """Record the outcome (None: the game is open again, an undo took its end back)."""
        text = None if outcome is None else _dumps(outcome)

        def work(c: sqlite3.Connection) -> None:
            _require_game(c, game_id)
            c.execute("UPDATE games SET finished = ?, outcome = ?, updated_at = ?, activity = ? WHERE id = ?",
                      (text is not None, text, now_iso(), _tick(c), game_id))

        self._write(work)

    def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        try:
            return self._transaction(work)
        except sqlite3.Error as exc:
            if self._memory or not journal_file.is_disk_failure(exc):
                raise
            failure = exc
        notice = self._move_to_memory(failure)
        try:
            kept: Any = self._transaction(work)
        except (sqlite3.Error, KeyError):
            kept = None
        raise JournalWriteError(notice, kept) from failure

    def _transaction(self, work: Callable[[sqlite3.Connection], T]) -> T:
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            result = work(conn)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:  # a failed COMMIT may already have rolled back
                try:
                    conn.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            raise
        return result

    def _move_to_memory(self, failure: BaseException) -> Notice:
        assert self.path is not None  # only file journals move
        memory = memory_copy(self.path, live=self._conn)
        try:
            self._conn.close()
        except sqlite3.Error:
            pass
        self._conn, self._memory = memory, True
        self.warning = _unwritable(self.path, failure)
        return self.warning

    # --- reading ----------------------------------------------------------------------------------
    def entries(self, game_id: int) -> list[Entry]:
        rows = self._conn.execute("SELECT seq, kind, payload FROM entries WHERE game_id = ? ORDER BY seq",
                                  (game_id,))
        return [Entry(seq, kind, None if payload is None else json.loads(payload)) for seq, kind, payload in rows]

    def game(self, game_id: int) -> GameRecord:
        row = self._conn.execute(_GAME_SELECT + " WHERE g.id = ?", (game_id,)).fetchone()
        if row is None:
            raise KeyError(f"no game {game_id} in the journal")
        return _record(row)

    def games(self, finished: bool | None = None) -> list[GameRecord]:
        """Newest activity first (creation, a move, an undo, a finish)."""
        where, args = ("", ()) if finished is None else (" WHERE g.finished = ?", (finished,))
        rows = self._conn.execute(_GAME_SELECT + where + " ORDER BY recent DESC, g.id DESC", args)
        return [_record(row) for row in rows]


def _record(row: tuple[Any, ...]) -> GameRecord:
    gid, game, setup, created, updated, finished, outcome, entries, _ = row
    return GameRecord(gid, game, json.loads(setup), created, updated, bool(finished),
                      None if outcome is None else json.loads(outcome), entries)


def _tick(c: sqlite3.Connection) -> int:
    """The journal's next tick: one counter for entry ids and game activity (both maxima are indexed)."""
    return 1 + int(c.execute("SELECT max(coalesce((SELECT max(id) FROM entries), 0), "
                             "coalesce((SELECT max(activity) FROM games), 0))").fetchone()[0])


def _require_game(c: sqlite3.Connection, game_id: int) -> None:
    if c.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
        raise KeyError(f"no game {game_id} in the journal")


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True, ensure_ascii=False, allow_nan=False)


def _unwritable(path: Path, exc: BaseException) -> Notice:
    return Notice("The journal {path} cannot be saved ({reason}); the game goes on in memory and will be lost "
                  "when the app closes", {"path": str(path), "reason": _reason(path, exc)})


def _reason(path: Path, exc: BaseException) -> str:
    """SQLite's message, or plainer words where the folder explains it ("unable to open database file")."""
    if isinstance(exc, journal_file.NewerSchema):
        return NEWER_APP
    try:
        if os.statvfs(path.parent).f_flag & os.ST_RDONLY:
            return "read-only file system"
    except OSError:
        pass
    if any(p.exists() and not os.access(p, os.W_OK) for p in (path.parent, path)):
        return "no permission to write"
    return str(exc) or type(exc).__name__
