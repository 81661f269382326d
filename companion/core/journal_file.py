"""The SQLite file under the journal: schema and its versions, a checked open, the kinds of failure.

Nothing here knows about games: rows are rows. What to do with a damaged file is ``recovery``'s business.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Callable

from companion.core.chain import SKIP, clock_digest, entry_digest, header_digest, outcome_digest, turn_digest

SCHEMA_VERSION = 7
KINDS = ("action", "undo", "redo")  # what a move writes; SKIP markers are written by Journal.set_aside
GAME_COLUMNS = ("id", "game", "setup", "created_at", "updated_at", "activity", "finished", "outcome", "digest",
                "outcome_digest")
ENTRY_COLUMNS = ("id", "game_id", "seq", "kind", "payload", "at", "digest")
TURN_COLUMNS = ("game_id", "seq", "seat", "turn", "started_ms", "thinking_ms", "paused_ms", "digest")
# A turn's time as an action's commit carries it: the turns row from ``seat`` on (see _TURNS).
TurnStamp = tuple[int, int, int, int, int]
# How many values a row of an older schema holds (a page salvaged from before a migration): schema 1 had no digests,
# schema 2 to 4 no outcome_digest.
OLDER_WIDTHS = {"games": (len(GAME_COLUMNS) - 2, len(GAME_COLUMNS) - 1), "entries": (len(ENTRY_COLUMNS) - 1,)}
BUSY_TIMEOUT_S = 2.0  # another running copy of the app holds the lock: give up soon, fall back to memory
# The writer never checkpoints on its own thread: the keeper does, off the commit path (docs/journal.md).
WAL_AUTOCHECKPOINT_PAGES = 10_000

_ENTRIES = """
    CREATE TABLE {name} (
        id INTEGER PRIMARY KEY,             -- the journal's tick, shared with games.activity: it orders
                                            -- games by recent activity, as a Pi with no clock battery
                                            -- may see wall time jump back
        game_id INTEGER NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL CHECK (seq >= 1),
        kind TEXT NOT NULL CHECK (kind IN ({kinds})),
        payload TEXT,                       -- JSON of the action (sealed: encrypted); NULL for undo and redo
        at TEXT NOT NULL,                   -- ISO 8601, UTC
        {digest}UNIQUE (game_id, seq)
    )"""
_GAMES = """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        setup TEXT NOT NULL,                -- JSON of games.base.Setup
        created_at TEXT NOT NULL,           -- ISO 8601, UTC
        updated_at TEXT NOT NULL,           -- of the creation or the last finish/reopen
        activity INTEGER NOT NULL,          -- the journal's tick at that moment (see entries.id)
        finished INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)),
        outcome TEXT{comma}                       -- JSON of games.base.Outcome, NULL while unfinished
        {digest}
    );
    CREATE INDEX games_by_activity ON games (activity);
"""
_V2_ENTRIES = dict(kinds="'action', 'undo', 'redo', 'skip'",
                   digest="digest TEXT NOT NULL,               -- chain.entry_digest\n        ")
# Schema 3: each game's turn clock (docs/records.md#the-turn-clock), one row a game replaced at each save. Its own
# table, so its pages are not the entries' or the games' (a page rewritten every half minute is the one a torn
# write is likeliest to hit), and its rows are no entries: a game's seqs stay its moves.
_CLOCKS = """
    CREATE TABLE clocks (
        game_id INTEGER PRIMARY KEY REFERENCES games (id),
        clock TEXT NOT NULL,                -- JSON of companion.core.turn_clock.Clock and when it was saved
        at TEXT NOT NULL,                   -- ISO 8601, UTC
        digest TEXT                         -- chain.clock_digest (schema 7)
    )"""
# Schema 4: the keeper's one row (companion/core/keeper.py), rewritten after each quiet checkpoint so that the WAL
# starts over off the commit path (docs/journal.md, "What a commit costs"). Its own table: the page rewritten at
# every pause in play is no other table's (meta holds the games' second copies).
_KEEPER = """
    CREATE TABLE keeper (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        checkpointed_at TEXT NOT NULL,      -- ISO 8601, UTC: when the keeper last copied the WAL into the file
        checkpoints INTEGER NOT NULL        -- since the journal opened: the row changes every time
    )"""
# Schema 6: each turn's time (docs/records.md#every-turns-time), a row written in the same commit as the action it
# rides (its seq), with the same move log record: the turn's time as it stood when that move was made. The last
# action in force of a turn holds the turn's time. Its own table: the entries, their chain and their seqs stay moves.
_TURNS = """
    CREATE TABLE turns (
        game_id INTEGER NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL,               -- the action entry it was committed with
        seat INTEGER NOT NULL,              -- the seat on turn (0-based)
        turn INTEGER NOT NULL,              -- the clock's turn number: every action of one turn shares it
        started_ms INTEGER NOT NULL,        -- when the turn started (Unix time, ms)
        thinking_ms INTEGER NOT NULL,       -- the seat's time in this turn so far, pauses apart
        paused_ms INTEGER NOT NULL,         -- the time the clock stood paused in this turn so far
        digest TEXT,                        -- chain.turn_digest (schema 7)
        PRIMARY KEY (game_id, seq)
    )"""
# Schema 1, as files of the first version hold it (tests make such files to check the migration).
V1_SCHEMA = (_GAMES.format(comma="", digest="") + _ENTRIES.format(name="entries", kinds="'action', 'undo', 'redo'", digest="")
             + ";")
# A new file gets the latest schema at once (a migration would leave the old table's pages free in it).
_LATEST = _GAMES.format(comma=",", digest="digest TEXT,                        -- chain.header_digest\n"
                                          "        outcome_digest TEXT                 -- chain.outcome_digest"
                        ) + _ENTRIES.format(
    name="entries", **_V2_ENTRIES) + ";" + _CLOCKS + ";" + _KEEPER + ";" + _TURNS + ";"


def _to_v2(conn: sqlite3.Connection) -> None:
    """Checksums: a digest per game header and a chained digest per entry, computed from what is there
    (trusting it); the entries table is rebuilt because its CHECK now admits the skip marker."""
    statements = ["ALTER TABLE games ADD COLUMN digest TEXT", _ENTRIES.format(name="entries_v2", **_V2_ENTRIES),
                  "INSERT INTO entries_v2 SELECT id, game_id, seq, kind, payload, at, '' FROM entries",
                  "DROP TABLE entries", "ALTER TABLE entries_v2 RENAME TO entries"]
    for statement in statements:  # not executescript: it would commit the open transaction
        conn.execute(statement)
    heads = {}
    for gid, game, setup, created in conn.execute("SELECT id, game, setup, created_at FROM games").fetchall():
        heads[gid] = header_digest(gid, game, setup, created)
        conn.execute("UPDATE games SET digest = ? WHERE id = ?", (heads[gid], gid))
    rows = conn.execute("SELECT id, game_id, seq, kind, payload, at FROM entries ORDER BY game_id, seq").fetchall()
    for tick, gid, seq, kind, payload, at in rows:
        heads[gid] = entry_digest(heads.get(gid, ""), gid, seq, kind, payload, at)
        conn.execute("UPDATE entries SET digest = ? WHERE id = ?", (heads[gid], tick))


def _to_v3(conn: sqlite3.Connection) -> None:
    conn.execute(_CLOCKS)


def _to_v4(conn: sqlite3.Connection) -> None:
    conn.execute(_KEEPER)


def _to_v5(conn: sqlite3.Connection) -> None:
    """The stored result checked too (docs/journal.md, "Checksums"): computed from what is there, trusting it, as
    the checksums of schema 2 were."""
    if "outcome_digest" not in {row[1] for row in conn.execute("PRAGMA table_info(games)")}:  # a file set back
        conn.execute("ALTER TABLE games ADD COLUMN outcome_digest TEXT")
    rows = conn.execute("SELECT id, finished, outcome, updated_at FROM games").fetchall()
    conn.executemany("UPDATE games SET outcome_digest = ? WHERE id = ?",
                     [(outcome_digest(gid, done, outcome, updated), gid) for gid, done, outcome, updated in rows])


def _to_v6(conn: sqlite3.Connection) -> None:
    conn.execute(_TURNS.replace("CREATE TABLE", "CREATE TABLE IF NOT EXISTS", 1))  # a file set back keeps its own


def _to_v7(conn: sqlite3.Connection) -> None:
    """The turns' times and the clocks checked too (docs/journal.md, "Checksums"): computed from what is there,
    trusting it, as the checksums of schema 2 and 5 were. A table made by this app's _TURNS or _CLOCKS (schema 3 or
    6 on a new file) already has the column."""
    for table in ("turns", "clocks"):
        if "digest" not in {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}:
            conn.execute(f"ALTER TABLE {table} ADD COLUMN digest TEXT")
    turns = conn.execute(f"SELECT {', '.join(TURN_COLUMNS[:-1])} FROM turns").fetchall()
    conn.executemany("UPDATE turns SET digest = ? WHERE game_id = ? AND seq = ?",
                     [(turn_digest(*row), row[0], row[1]) for row in turns])
    clocks = conn.execute("SELECT game_id, clock, at FROM clocks").fetchall()
    conn.executemany("UPDATE clocks SET digest = ? WHERE game_id = ?",
                     [(clock_digest(*row), row[0]) for row in clocks])


# Each step takes the schema from version N to N + 1; PRAGMA user_version records where a file stands.
# A move writes only to the entries table (its rightmost pages), never to the games row: a page rewritten at
# every move is the one a torn write is likeliest to hit, and a game whose row is lost cannot be replayed.
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _to_v2, 2: _to_v3, 3: _to_v4, 4: _to_v5,
                                                                 5: _to_v6, 6: _to_v7}

GAME_COPY = "game."  # meta key prefix of a game's second copy (see game_copy)

_CORRUPT = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}
# What the disk (not the code) can make SQLite say: the journal then carries on in memory.
_DISK = _CORRUPT | {sqlite3.SQLITE_PERM, sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_READONLY,
                    sqlite3.SQLITE_IOERR, sqlite3.SQLITE_FULL, sqlite3.SQLITE_CANTOPEN}


class Damaged(Exception):
    """The file opened but failed its integrity check."""


class NewerSchema(Exception):
    """The file was written by a newer version of the app: not ours to write to."""


def _primary_code(exc: BaseException) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF  # extended codes keep the primary code in the low byte


def is_corrupt(exc: BaseException) -> bool:
    return isinstance(exc, Damaged) or _primary_code(exc) in _CORRUPT


def is_disk_failure(exc: BaseException) -> bool:
    return isinstance(exc, OSError) or _primary_code(exc) in _DISK


# --- opening ----------------------------------------------------------------------------------------

def lenient_text(data: bytes) -> str:
    """SQLite's text as str even where a flipped bit broke its UTF-8: the checksum then tells."""
    return data.decode("utf-8", "replace")


def connect(target: str | Path, timeout: float = 5.0, uri: bool = False,
            check_same_thread: bool = True) -> sqlite3.Connection:
    """Autocommit (transactions are ours to begin) and lenient about broken text."""
    conn = sqlite3.connect(target, timeout=timeout, isolation_level=None, uri=uri,
                           check_same_thread=check_same_thread)
    conn.text_factory = lenient_text
    return conn


def open_file(path: Path) -> sqlite3.Connection:
    """A checked, migrated, writable connection; raises Damaged, NewerSchema, sqlite3.Error or OSError."""
    conn = connect(path, timeout=BUSY_TIMEOUT_S)
    try:
        check_integrity(conn, path)
        conn.execute("PRAGMA journal_mode=WAL")
        # WAL + NORMAL: SQLite syncs at its checkpoints only; each commit is made durable by the move log's one
        # fdatasync (companion/core/durable.py), which also restores what SQLite had not synced (docs/journal.md).
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute(f"PRAGMA wal_autocheckpoint={WAL_AUTOCHECKPOINT_PAGES}")
        conn.execute("PRAGMA foreign_keys=ON")
        migrate(conn)
        # Prove the file takes a write now rather than at the first move (read-only card, full disk).
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('opened_at', ?)", (now_iso(),))
        conn.execute("COMMIT")
    except BaseException:
        conn.close()
        raise
    return conn


def check_integrity(conn: sqlite3.Connection, path: Path) -> None:
    rows = conn.execute("PRAGMA quick_check").fetchall()
    if rows != [("ok",)]:
        raise Damaged("; ".join(str(r[0]) for r in rows[:3]))
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    pages = conn.execute("PRAGMA page_count").fetchone()[0]  # counts pages still in the WAL
    size, expected = path.stat().st_size, page_size * pages
    wal = sidecar(path, "-wal")
    wal_holds_pages = wal.exists() and wal.stat().st_size > 0
    # SQLite ignores bytes past its last page, and a short file with no WAL to fill it in is cut.
    if size > expected or (size < expected and not wal_holds_pages):
        raise Damaged(f"the file has {size} bytes where its {pages} pages make {expected}")


def migrate(conn: sqlite3.Connection) -> None:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise NewerSchema(version)
    if version == 0:
        conn.executescript(f"BEGIN IMMEDIATE; {_LATEST} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
        return
    while version < SCHEMA_VERSION:
        conn.execute("BEGIN IMMEDIATE")
        try:
            _MIGRATIONS[version](conn)
            conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        version += 1


def open_memory() -> sqlite3.Connection:
    conn = connect(":memory:")
    conn.execute("PRAGMA foreign_keys=ON")
    migrate(conn)
    return conn


def open_readonly(path: Path) -> sqlite3.Connection | None:
    """Read without writing a byte: a damaged file stays as it was found. None if SQLite cannot read it."""
    if not path.exists():
        return None
    uri = path.absolute().as_uri()
    # immutable=1 skips the WAL, so it is the second choice: for a read-only folder where the -shm
    # file cannot be made.
    for query in ("?mode=ro", "?mode=ro&immutable=1"):
        try:
            conn = connect(uri + query, uri=True)
        except sqlite3.Error:
            continue
        try:
            # writable_schema lets SQLite read a file shorter than its header says (as the CLI's .recover
            # does); the connection is read-only, so nothing is written.
            conn.execute("PRAGMA writable_schema=ON")
            conn.execute("SELECT name FROM sqlite_schema").fetchall()
            return conn
        except sqlite3.Error:
            conn.close()
    return None


def game_copy(game_id: int, game: str, setup: str, created_at: str) -> tuple[str, str]:
    """A meta row repeating what a game cannot be replayed without. It lives on other pages than the games
    table, so one lost page cannot take both copies. Written once, with the game."""
    return f"{GAME_COPY}{game_id}", json.dumps({"game": game, "setup": setup, "created_at": created_at})


def insert_turn(c: sqlite3.Connection, game_id: int, seq: int, turn: TurnStamp) -> tuple[int | str, ...]:
    """The turn's time an action at ``seq`` rides, written in the action's transaction; returns the row."""
    row = (game_id, seq, *turn, turn_digest(game_id, seq, *turn))
    c.execute(f"INSERT OR REPLACE INTO turns ({', '.join(TURN_COLUMNS)}) VALUES ({', '.join('?' * len(row))})", row)
    return row


def write_clock(c: sqlite3.Connection, game_id: int, clock: str) -> None:
    at = now_iso()
    c.execute("INSERT OR REPLACE INTO clocks (game_id, clock, at, digest) VALUES (?, ?, ?, ?)",
              (game_id, clock, at, clock_digest(game_id, clock, at)))


def sidecar(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def last_tick(c: sqlite3.Connection) -> int:
    """The journal's last tick: one counter for entry ids and game activity (both maxima are indexed)."""
    try:
        return int(c.execute("SELECT max(coalesce((SELECT max(id) FROM entries), 0), "
                             "coalesce((SELECT max(activity) FROM games), 0))").fetchone()[0])
    except (sqlite3.Error, TypeError, ValueError):
        return 0
