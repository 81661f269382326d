"""The move log: every row the journal commits, appended to a file of its own with one fdatasync in the same commit.

It is the acknowledgement and the second copy at once (docs/journal.md, "The move log"). SQLite behind it runs
with ``synchronous=NORMAL``: its WAL is synced at its checkpoints only, so a move pays one fsync, the log's. At
open, ``restore`` writes into SQLite every row the log holds that SQLite lacks (a lost, cut or damaged ``-wal``, a
pulled plug before SQLite's checkpoint) or holds differently (a changed page), and says so; a record of the log that
fails its own checksum is passed over, the SQLite copy stands. The log is never truncated: it is the second copy of
every move, checkpointed or not.

A record: ``MAGIC``, the body's length (4 bytes), the body (JSON: ``["g", *games row]``, ``["e", *entries
row]`` or ``["t", *turns row]``, a turn's time riding its action's commit, the rows exactly as SQLite holds them,
digests included; ``["c", *mark]``, a keeper's mark, log_tail.py) and a BLAKE2b-64 of all that. ``MAGIC`` starts with
0xFF, which UTF-8 text never holds, so a reader that meets a damaged record finds the next one by looking for it.
The keeper grows the file with zeros ahead of the records (``MoveLog.reserve``), so that an append overwrites bytes
already on the disk and its fdatasync writes no metadata (docs/journal.md, "What a commit costs").
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from companion.core import log_notices, stored_figures
from companion.core.chain import entry_digest, header_digest, outcome_digest, turn_whole
from companion.core.journal_file import ENTRY_COLUMNS, GAME_COLUMNS, TURN_COLUMNS, game_copy, sidecar
from companion.core.ports import Notice

SUFFIX = ".moves"
MAGIC = b"\xffTCm"
_HEAD = struct.Struct(">4sI")
_CHECK = 8
MAX_BODY = 1 << 22  # far above any move (a payload is at most a few KiB): a longer length is damage
GROW = 256 * 1024  # the zeros the keeper writes ahead at a time: ~1,000 moves
LOW = 64 * 1024  # ... once fewer than this are left ahead of the records
_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)

Row = tuple[Any, ...]
Mark = tuple[int, int, int, int, str, int]  # companion/core/log_tail.py: what SQLite held at a checkpoint
_WIDTHS = {"g": len(GAME_COLUMNS), "e": len(ENTRY_COLUMNS), "c": 6}  # "c": a Mark; "t": stored_figures.logged_turn
# The turns of actions logged after a mark (the turns table has no tick of its own: its action's entry has).
_TURNS_SINCE = "WHERE EXISTS (SELECT 1 FROM entries WHERE entries.game_id = turns.game_id AND entries.seq = turns.seq " \
    "AND entries.id > ?)"
_ACTIVITY = GAME_COLUMNS.index("activity")
_RESULT = slice(GAME_COLUMNS.index("finished"), GAME_COLUMNS.index("outcome") + 1)


class Unlogged(Exception):
    """SQLite took a write but the move log's append failed: the write stands in SQLite, not durably."""

    def __init__(self, written: tuple[Any, Callable[[], None], list[bytes]], cause: OSError) -> None:
        self.written, self.cause = written, cause
        super().__init__(str(cause))


def log_path(journal: Path) -> Path:
    return sidecar(journal, SUFFIX)


def game_record(row: Row) -> bytes:
    return _record(["g", *row])


def entry_record(row: Row) -> bytes:
    return _record(["e", *row])


def turn_record(row: Row) -> bytes:
    return _record(["t", *row])


def mark_record(mark: Mark) -> bytes:
    """The keeper's mark after a checkpoint: SQLite's main file holds every row logged before it (log_tail.py)."""
    return _record(["c", *mark])


def _record(body_list: list[Any]) -> bytes:
    body = _ENCODER.encode(body_list).encode("utf-8", "surrogatepass")
    head = _HEAD.pack(MAGIC, len(body))
    return head + body + hashlib.blake2b(head + body, digest_size=_CHECK).digest()


@dataclass
class Contents:
    """What the log holds: the latest intact copy of each games row (by id) and entries row (by game and seq)."""

    games: dict[int, Row] = field(default_factory=dict)
    entries: dict[tuple[int, int], Row] = field(default_factory=dict)
    turns: dict[tuple[int, int], Row] = field(default_factory=dict)  # by game and the seq of the action it rode
    end: int = 0  # where the next record goes: after the last intact one
    damaged: int = 0  # records that failed their checksum (their SQLite copies stand)
    # Read from the last mark on (log_tail.py): the mark, and the rows after it only; None: the whole log.
    mark: Mark | None = None


def read(journal: Path) -> Contents:
    """Never raises: a missing or unreadable log holds nothing (SQLite's copies stand alone)."""
    try:
        data = log_path(journal).read_bytes()
    except OSError:
        return Contents()
    return parse(data)


def parse(data: bytes, base: int = 0, after_mark: bool = False) -> Contents:
    """The records of ``data``, the log's bytes from ``base`` on; ``after_mark``: only those after the last mark."""
    found, at = Contents(), data.find(MAGIC)
    while 0 <= at and at + _HEAD.size <= len(data):
        row = _row_at(data, at)
        if row is None:
            found.damaged += 1
            at = data.find(MAGIC, at + 1)
            continue
        kind, values, stop = row
        if kind == "g":
            found.games[values[0]] = values
        elif kind == "t":
            found.turns[(values[0], values[1])] = values  # with its digest (stored_figures.logged_turn)
        elif kind == "e":
            found.entries[(values[1], values[2])] = values
        elif after_mark:
            found.games, found.entries, found.turns, found.mark = {}, {}, {}, values
        found.end, at = base + stop, data.find(MAGIC, stop)
    return found


def _row_at(data: bytes, at: int) -> tuple[str, Row, int] | None:
    _, length = _HEAD.unpack_from(data, at)
    stop = at + _HEAD.size + length + _CHECK
    if length > MAX_BODY or stop > len(data):
        return None
    if hashlib.blake2b(data[at:stop - _CHECK], digest_size=_CHECK).digest() != data[stop - _CHECK:stop]:
        return None
    try:
        kind, *values = json.loads(data[at + _HEAD.size:stop - _CHECK].decode("utf-8", "surrogatepass"))
    except (ValueError, TypeError):
        return None
    if kind == "t":
        turn = stored_figures.logged_turn(tuple(values))
        return None if turn is None else (kind, turn, stop)
    if _WIDTHS.get(kind) != len(values) or not all(isinstance(v, int) for v in values[:{"e": 3, "c": 4}.get(kind, 1)]):
        return None
    return kind, tuple(values), stop


class MoveLog:
    """The writer of one journal's log, on the committing thread (behind the journal's gate, as is ``reserve``)."""

    def __init__(self, journal: Path, end: int) -> None:
        self.path = log_path(journal)
        self._end = end
        self._fd: int | None = None
        self._whole = True  # every row committed since the open is in the log (none refused by the card)

    def append(self, records: Iterable[bytes]) -> None:
        """Durable when this returns; raises OSError if the disk refuses (the journal then moves to memory)."""
        data = b"".join(records)
        try:
            if self._fd is None:
                self._fd = _open_durably(self.path)
            os.pwrite(self._fd, data, self._end)
            os.fdatasync(self._fd)
        except OSError:
            self._whole = False
            raise
        self._end += len(data)

    def mark(self, mark: Mark) -> None:
        """After a checkpoint, behind the gate: the keeper's mark, with no fsync of its own (the next move's takes it
        to the disk; lost, the mark before it stands). None while a row this log was given is not in it."""
        if not self._whole:
            return
        try:
            if self._fd is None:
                self._fd = _open_durably(self.path)
            record = mark_record(mark)
            os.pwrite(self._fd, record, self._end)
            self._end += len(record)
        except OSError:
            pass  # a failing card: the next move finds out; the mark before stands

    def seed(self, records: list[bytes]) -> None:
        """At open, before the keeper starts: the rows the log lacks (``unlogged``). A card that refuses them leaves
        those rows with one copy; the next commit finds out whether the card takes writes."""
        if records:
            try:
                self.append(records)
            except OSError:
                pass

    def reserve(self) -> None:
        """Zeros ahead of the records, so that appends overwrite in place; a card that refuses them leaves the
        appends to grow the file themselves. Zeros hold no record: a reader passes over them."""
        try:
            if self._fd is None:
                self._fd = _open_durably(self.path)
            size = os.fstat(self._fd).st_size
            if size - self._end < LOW:
                os.pwrite(self._fd, bytes(GROW), max(size, self._end))
                os.fdatasync(self._fd)
        except OSError:
            pass

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def _open_durably(path: Path) -> int:
    """The log's descriptor; a new file's name is made durable once (an fsync of its folder)."""
    fresh = not path.exists()
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    if fresh:
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    return fd


# --- at open: SQLite against the log -----------------------------------------------------------------------

@dataclass
class _Restored:
    lost: list[int] = field(default_factory=list)  # seqs SQLite lacked
    changed: list[int] = field(default_factory=list)  # seqs SQLite held differently
    # What became of the game's own row: None (as logged), "lost" (missing), "stale" (an earlier write of it: a
    # later one lost with the WAL), "result" (its result changed on the disk), "record" (the rest of it changed).
    game: str | None = None


def restore(conn: sqlite3.Connection, log: Contents) -> list[Notice]:
    """Write into SQLite every row the log holds that it lacks or holds differently, in one transaction; one notice
    per game restored. Raises sqlite3.Error if SQLite refuses (the caller keeps what it has)."""
    games = {row[0]: row for row in conn.execute(f"SELECT {', '.join(GAME_COLUMNS)} FROM games")}
    entries = conn.execute(f"SELECT {', '.join(ENTRY_COLUMNS)} FROM entries WHERE id > ?", (_since(log),))
    held = {(row[1], row[2]): row for row in entries}
    restored: dict[int, _Restored] = {}
    changes = {gid: _game_change(games.get(gid), row) for gid, row in log.games.items()}
    game_rows = [log.games[gid] for gid, change in changes.items() if change is not None]
    for row in game_rows:
        restored.setdefault(row[0], _Restored()).game = changes[row[0]]
    entry_rows = [row for key, row in sorted(log.entries.items()) if held.get(key) != row and row[1] in
                  (games.keys() | log.games.keys())]
    for row in entry_rows:
        mark = restored.setdefault(row[1], _Restored())
        (mark.lost if (row[1], row[2]) not in held else mark.changed).append(row[2])
    if not game_rows and not entry_rows:
        return []
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.executemany(f"INSERT OR REPLACE INTO games ({', '.join(GAME_COLUMNS)}) VALUES "
                         f"({', '.join('?' * len(GAME_COLUMNS))})", game_rows)
        conn.executemany("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)",
                         [game_copy(*row[:4]) for row in game_rows])
        conn.executemany(f"INSERT OR REPLACE INTO entries ({', '.join(ENTRY_COLUMNS)}) VALUES "
                         f"({', '.join('?' * len(ENTRY_COLUMNS))})", entry_rows)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    names = {gid: row[1] for gid, row in {**games, **log.games}.items()}
    return [notice for gid, mark in sorted(restored.items()) for notice in log_notices.restore_notices(names[gid], mark)]


def unlogged(conn: sqlite3.Connection, log: Contents) -> list[bytes]:
    """Records of the rows SQLite holds whole that the log lacks, so that every move has its second copy: a journal
    from before the log, a backup restored, a log lost, the moves a failed card missed. An entry is whole when it
    chains to the one before it (a skip marker, chained to the last entry kept, keeps its one copy). Never raises."""
    since = _since(log)  # a log read from a mark on: the rows before it are in the log (log_tail.py)
    try:
        counts = conn.execute("SELECT (SELECT count(*) FROM games WHERE activity > ?), (SELECT count(*) FROM entries "
                              f"WHERE id > ?), (SELECT count(*) FROM turns {_TURNS_SINCE})", (since, since, since)).fetchone()
        if tuple(counts) == (len(log.games), len(log.entries), len(log.turns)):  # after ``restore``: all the log has
            return []
        games = {row[0]: row for row in conn.execute(f"SELECT {', '.join(GAME_COLUMNS)} FROM games")}
        entries = conn.execute(f"SELECT {', '.join(ENTRY_COLUMNS)} FROM entries ORDER BY game_id, seq").fetchall()
        turns = conn.execute(f"SELECT {', '.join(TURN_COLUMNS)} FROM turns {_TURNS_SINCE} ORDER BY game_id, seq",
                             (since,)).fetchall()
    except sqlite3.Error:
        return []
    records = [game_record(row) for gid, row in games.items() if gid not in log.games and whole(row)
               and row[_ACTIVITY] > since]
    heads = {gid: row[GAME_COLUMNS.index("digest")] for gid, row in games.items()}
    for row in entries:
        previous, heads[row[1]] = heads.get(row[1]), row[-1]
        chains = previous is not None and row[-1] == entry_digest(previous, *row[1:6])
        if chains and (row[1], row[2]) not in log.entries and row[0] > since:
            records.append(entry_record(row))
    return records + [turn_record(tuple(row)) for row in turns if (row[0], row[1]) not in log.turns and turn_whole(row)]


def _since(log: Contents) -> int:
    """The journal's tick at the log's mark: SQLite's rows up to it are in the log (-1: the whole log was read)."""
    return log.mark[0] if log.mark is not None else -1


def reconcile(conn: sqlite3.Connection, log: Contents) -> list[Notice]:
    """At open: ``restore`` (the turns' times too), then what is lost all the same, then the moves, results, turns'
    times and clocks that fail their checksum."""
    notices = restore(conn, log) + stored_figures.restore_turns(conn, log)
    # Read from a mark, the log came with every entry chained and every turn's time whole (log_tail._checks): only a
    # whole read may leave one that does not, which the log could not restore.
    changed = log_notices.unchecked_moves(conn) if log.mark is None else []
    return (notices + log_notices.lost_moves(conn, log) + changed + log_notices.unchecked_results(conn)
            + stored_figures.unchecked(conn, turns_checked=log.mark is not None))


def _game_change(held: Row | None, logged: Row) -> str | None:
    """What the log's copy of a game's row restores (see ``_Restored.game``), or None: SQLite's stands. A row whose
    digests check is kept when it is the later write (the log's own latest record of it may be damaged)."""
    if held is None:
        return "lost"
    if held == logged:
        return None
    activity = held[_ACTIVITY]
    if whole(held) and isinstance(activity, int):
        if activity > logged[_ACTIVITY]:
            return None
        if activity < logged[_ACTIVITY]:
            return "stale"
    return "result" if held[_RESULT] != logged[_RESULT] else "record"


def whole(game: Row) -> bool:
    """A games row whose digests check: its header's and its result's."""
    gid, name, setup, created, updated, _, finished, outcome, digest, result_digest = game
    return bool(digest == header_digest(gid, name, setup, created)
                and result_digest == outcome_digest(gid, finished, outcome, updated))
