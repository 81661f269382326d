"""What the journal does with a file it cannot trust: salvage its rows, rebuild it, or copy it to memory.

Electrum's storage is the model: a damaged file is never written to; what can be read is copied into a
fresh file built beside it, which is swapped in with ``os.replace``, and the damaged original is kept for
whoever wants to look at it. Salvage reads rows twice over: through SQL, range by range (which also sees
commits still in the WAL), and straight from the pages (which sees leaves whose b-tree parents are lost).
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, NamedTuple

from companion.core import sqlite_pages
from companion.core.chain import SKIP, entry_digest, follow, header_digest, outcome_digest
from companion.core.journal_file import (ENTRY_COLUMNS, GAME_COLUMNS, GAME_COPY, KINDS, OLDER_WIDTHS, SCHEMA_VERSION,
                                         Damaged, NewerSchema, connect, game_copy, is_corrupt, migrate, open_memory,
                                         open_readonly, sidecar)

Row = tuple[Any, ...]
GAME_DIGEST = GAME_COLUMNS.index("digest")


@dataclass
class Salvage:
    """Rows read from a damaged file: every readable game, and each game's unbroken run of entries."""

    games: list[Row] = field(default_factory=list)
    entries: list[Row] = field(default_factory=list)


class _Found(NamedTuple):
    games: list[Row]
    entries: list[Row]
    copies: list[Row]  # game rows rebuilt from their meta copies

    @classmethod
    def none(cls) -> "_Found":
        return cls([], [], [])


def salvage(path: Path) -> Salvage:
    """Never raises. Entries after a lost one are dropped: a move means nothing without the ones before."""
    sql, pages = _sql_rows(path), _page_rows(path)
    # SQL reads the current row; a page may also hold an older copy of a games row (entries never change).
    games = _merge(sql.games, pages.games, latest=lambda row: row[GAME_COLUMNS.index("activity")])
    games = _merge(games, sql.copies + pages.copies)  # a lost games row comes back from its copy
    entries = _merge(sql.entries, pages.entries)
    return Salvage(games, _unbroken_runs(games, entries))


def _sql_rows(path: Path) -> _Found:
    conn = open_readonly(path)
    if conn is None:
        return _Found.none()
    try:
        return _Found([r for r in _table_rows(conn, "games", GAME_COLUMNS) if _valid_game(r)],
                      [r for r in _table_rows(conn, "entries", ENTRY_COLUMNS) if _valid_entry(r)],
                      _from_copies(_RowReader(conn, "meta", ("key", "value")).rows()))
    finally:
        conn.close()


def _table_rows(conn: sqlite3.Connection, table: str, columns: tuple[str, ...]) -> list[Row]:
    """A file of an older schema lacks the latest digest columns: its rows are read without, and get them when
    written."""
    try:
        present = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
    except sqlite3.Error:
        present = set()
    read = tuple(c for c in columns if c in present) if present else columns
    return [_widened(r, len(columns)) for r in _RowReader(conn, table, read).rows()]


def _widened(row: Row, width: int) -> Row:
    """A row of an older schema, its missing digest columns (the last ones) as None: made when it is written."""
    return (*row, *(None,) * (width - len(row)))


def _page_rows(path: Path) -> _Found:
    try:
        data = path.read_bytes()
    except OSError:
        return _Found.none()
    found = _Found.none()
    for rowid, values in sqlite_pages.leaf_rows(data):
        row = (rowid, *values[1:])  # games and entries start with their rowid alias, stored as NULL
        if len(row) in OLDER_WIDTHS["games"]:
            row = _widened(row, len(GAME_COLUMNS))
        elif len(row) in OLDER_WIDTHS["entries"]:
            row = _widened(row, len(ENTRY_COLUMNS))
        if len(values) == 2:
            found.copies.extend(_from_copies([values]))
        elif not values or values[0] is not None:
            continue
        elif len(row) == len(GAME_COLUMNS) and _valid_game(row):
            found.games.append(row)
        elif len(row) == len(ENTRY_COLUMNS) and _valid_entry(row):
            found.entries.append(row)
    return found


def _from_copies(meta: list[Row]) -> list[Row]:
    rows = []
    for key, value in meta:
        if not (isinstance(key, str) and key.startswith(GAME_COPY) and isinstance(value, str)):
            continue
        try:
            copy = json.loads(value)
            row = (int(key[len(GAME_COPY):]), copy["game"], copy["setup"], copy["created_at"],
                   copy["created_at"], 0, 0, None, None, None)  # finished or not: resuming the game tells again
        except (ValueError, KeyError, TypeError):
            continue
        if _valid_game(row):
            rows.append(row)
    return rows


def _merge(preferred: list[Row], found: list[Row], latest: Callable[[Row], Any] = lambda row: 0) -> list[Row]:
    by_id = {row[0]: row for row in sorted(found, key=latest)}  # the latest copy of a row wins
    by_id.update((row[0], row) for row in preferred)
    return [by_id[key] for key in sorted(by_id)]


class _RowReader:
    """Reads a rowid table range by range, halving a range that fails until single rows are left.

    A cut file or a zeroed page breaks some b-tree pages; rows on the other pages stay reachable by rowid.
    Rowids here are dense (append-only tables), so a long run of empty ranges means the end.
    """

    CHUNK = 256
    GAP_CHUNKS = 16
    QUERY_BUDGET = 20_000  # bounds the time a badly broken file can take: seconds, not minutes

    def __init__(self, conn: sqlite3.Connection, table: str, columns: tuple[str, ...]) -> None:
        self.conn = conn
        self.table = table
        self.sql = f"SELECT {', '.join(columns)} FROM {table} WHERE rowid BETWEEN ? AND ? ORDER BY rowid"
        self.budget = self.QUERY_BUDGET

    def rows(self) -> list[Row]:
        top = self._max_id()
        found: list[Row] = []
        low, empty = 1, 0
        while self.budget > 0 and (low <= top or empty < self.GAP_CHUNKS):
            got = self._range(low, low + self.CHUNK - 1)
            found.extend(got)
            empty = 0 if got else empty + 1
            low += self.CHUNK
        return found

    def _max_id(self) -> int:
        try:
            return int(self.conn.execute(f"SELECT coalesce(max(rowid), 0) FROM {self.table}").fetchone()[0])
        except (sqlite3.Error, TypeError, ValueError):
            return 0

    def _range(self, low: int, high: int) -> list[Row]:
        self.budget -= 1
        try:
            return self.conn.execute(self.sql, (low, high)).fetchall()
        except sqlite3.Error as exc:
            if low == high or self.budget <= 0 or not is_corrupt(exc):  # e.g. no such table: halving won't help
                return []
            mid = (low + high) // 2
            return self._range(low, mid) + self._range(mid + 1, high)


def _json_or_none(text: Any, kind: type) -> bool:
    try:
        return text is None or isinstance(json.loads(text), kind)
    except (TypeError, ValueError):
        return False


def _valid_game(row: Row) -> bool:
    gid, game, setup, created, updated, activity, finished, outcome, digest, result_digest = row
    return (isinstance(gid, int) and isinstance(game, str) and setup is not None and _json_or_none(setup, dict)
            and isinstance(created, str) and isinstance(updated, str) and isinstance(activity, int)
            and finished in (0, 1) and _json_or_none(outcome, dict) and isinstance(digest, (str, type(None)))
            and isinstance(result_digest, (str, type(None))))


def _valid_entry(row: Row) -> bool:
    """The row's shape only: a changed payload is kept, and the checksum tells at resume."""
    _, gid, seq, kind, payload, at, digest = row
    return (isinstance(gid, int) and isinstance(seq, int) and kind in (*KINDS, SKIP) and isinstance(at, str)
            and (payload is None) == (kind in ("undo", "redo")) and isinstance(payload, (str, type(None)))
            and isinstance(digest, (str, type(None))))


def _unbroken_runs(games: list[Row], entries: list[Row]) -> list[Row]:
    """Per game, the entries from seq 1 on whose checksums chain (games we cannot read are gone)."""
    by_game: dict[int, dict[int, Row]] = {row[0]: {} for row in games}
    for row in sorted(entries, key=lambda r: r[0]):
        if row[1] in by_game:
            by_game[row[1]].setdefault(row[2], row)  # two rows with one seq: the older (a torn page's copy)
    kept = []
    for game in games:
        rows = [row for _, row in sorted(by_game[game[0]].items())]
        run = [row for i, row in enumerate(rows) if row[2] == i + 1]  # up to the first gap
        start = game[GAME_DIGEST] or header_digest(*game[:4])
        walk = follow(game[0], start, [(r[2], r[3], r[4], r[5], r[6]) for r in run])
        last = len(run) if walk.broken is None else walk.broken
        kept.extend(run[:last])
    return sorted(kept)


def write_rows(conn: sqlite3.Connection, rows: Salvage) -> None:
    def insert(table: str, columns: tuple[str, ...], values: list[Row]) -> None:
        marks = ", ".join("?" * len(columns))
        conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", values)

    conn.execute("BEGIN IMMEDIATE")
    insert("games", GAME_COLUMNS, [with_digests(g) for g in rows.games])
    insert("meta", ("key", "value"), [game_copy(g[0], g[1], g[2], g[3]) for g in rows.games])
    insert("entries", ENTRY_COLUMNS, _with_digests(rows))
    conn.execute("COMMIT")


def with_digests(game: Row) -> Row:
    """A games row whose digests are missing (an older schema's) gets them, trusting what was read; a digest that
    is there stays, so a changed result is still found when it is read (journal_read)."""
    gid, _, _, _, updated, _, finished, outcome, digest, result_digest = game
    return (*game[:GAME_DIGEST], digest or header_digest(*game[:4]),
            result_digest or outcome_digest(gid, finished, outcome, updated))


def _with_digests(rows: Salvage) -> list[Row]:
    """Rows of schema 1 get their chained digests here, trusting what was read (as the migration does)."""
    heads = {g[0]: g[GAME_DIGEST] or header_digest(*g[:4]) for g in rows.games}
    out = []
    for row in sorted(rows.entries, key=lambda r: (r[1], r[2])):
        digest = row[-1] or entry_digest(heads.get(row[1], ""), *row[1:6])
        heads[row[1]] = digest
        out.append(row[:-1] + (digest,))
    return out


# --- into memory --------------------------------------------------------------------------------------

def memory_copy(path: Path, live: sqlite3.Connection | None = None) -> sqlite3.Connection:
    """An in-memory journal holding what the file holds: an exact copy if it reads cleanly, else what
    ``salvage`` reads, else nothing (a file from a newer app is not ours to read)."""
    source = live or open_readonly(path)
    try:
        if source is None or _is_newer(source):
            return open_memory()
        mem = connect(":memory:")
        try:
            source.backup(mem)
            if mem.execute("PRAGMA quick_check").fetchall() != [("ok",)]:
                raise Damaged("the copy failed its check")
            mem.execute("PRAGMA foreign_keys=ON")
            migrate(mem)
            return mem
        except (sqlite3.Error, Damaged, NewerSchema):
            mem.close()
        mem = open_memory()
        write_rows(mem, salvage(path))
        return mem
    finally:
        if source is not None and source is not live:
            source.close()


def _is_newer(conn: sqlite3.Connection) -> bool:
    try:
        return bool(conn.execute("PRAGMA user_version").fetchone()[0] > SCHEMA_VERSION)
    except sqlite3.Error:
        return False


# --- the swap -----------------------------------------------------------------------------------------

def rebuild(path: Path, rows: Salvage) -> Path:
    """Replace the damaged file at ``path`` by one holding ``rows``; returns where the damaged one is kept.

    Raises OSError or sqlite3.Error if the folder takes no writes (the caller then keeps rows in memory).
    """
    fresh = sidecar(path, ".recovering")
    fresh.unlink(missing_ok=True)
    conn = connect(fresh)
    try:
        conn.execute("PRAGMA synchronous=FULL")
        migrate(conn)
        write_rows(conn, rows)
    finally:
        conn.close()
    kept = _keep_damaged(path)
    os.replace(fresh, path)
    _fsync_dir(path.parent)
    return kept


def _keep_damaged(path: Path) -> Path:
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    kept = sidecar(path, f".damaged-{stamp}")
    n = 1
    while kept.exists():
        kept, n = sidecar(path, f".damaged-{stamp}-{n}"), n + 1
    try:
        os.link(path, kept)  # a second name: the file itself stays in place until os.replace
    except OSError:
        shutil.copy2(path, kept)
    # The old WAL must go with its file: SQLite would replay its frames into the fresh one.
    wal = sidecar(path, "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        os.replace(wal, sidecar(kept, "-wal"))
    wal.unlink(missing_ok=True)
    sidecar(path, "-shm").unlink(missing_ok=True)
    return kept


def finish_interrupted_rebuild(path: Path) -> None:
    """A ``.recovering`` file left by a crash is dropped; the next check finds the damage again."""
    try:
        sidecar(path, ".recovering").unlink(missing_ok=True)
    except OSError:
        pass


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
