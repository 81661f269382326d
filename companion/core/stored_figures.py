"""The turns' times and the turn clocks, checked (docs/journal.md, "Checksums"): every ``turns`` and ``clocks`` row has
a digest of its own (schema 7, ``chain.turn_digest`` and ``chain.clock_digest``). At open a turns row that SQLite lacks
or that fails its digest is written back from the move log, which carries it with its move (docs/journal.md, "The move
log"); one with no copy to restore from, and a clock (no move: the log holds none), is left out by the readers
(``journal_read``) and said once here, never shown as a figure that changed on the disk."""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Any

from companion.core.chain import clock_digest, turn_digest, turn_whole
from companion.core.journal_file import TURN_COLUMNS
from companion.core.log_notices import title
from companion.core.ports import Notice

if TYPE_CHECKING:
    from companion.core.durable import Contents

Row = tuple[Any, ...]
_SELECT = f"SELECT {', '.join(TURN_COLUMNS)} FROM turns"


def logged_turn(values: Row) -> Row | None:
    """A move log record's turns row as SQLite holds it, or None if it is no whole one. An older app logged it without
    its digest (schema 6): the record's own checksum vouches for it, so the digest is made here."""
    width = len(TURN_COLUMNS) - 1
    if len(values) == width and all(isinstance(v, int) for v in values):
        values = (*values, turn_digest(*values))
    return values if turn_whole(values) else None


def restore_turns(conn: sqlite3.Connection, log: Contents) -> list[Notice]:
    """The turns' times SQLite lacks (a lost -wal, a file rebuilt from its pages), each beside its action if SQLite
    holds it, and those that fail their digest, written back from the log; one notice per game whose times had changed
    on the disk (a lost one needs none: the moves' notices say what was lost). Raises sqlite3.Error as
    ``durable.restore`` does."""
    held = {}
    for key in log.turns:  # the log's tail: a few dozen at most (the whole log after a repair)
        row = conn.execute(_SELECT + " WHERE game_id = ? AND seq = ?", key).fetchone()
        if row is not None:
            held[key] = tuple(row)
    lost = [row for key, row in sorted(log.turns.items()) if key not in held]
    changed = [row for key, row in sorted(log.turns.items()) if key in held and not turn_whole(held[key])]
    if not lost and not changed:
        return []
    conn.execute("BEGIN IMMEDIATE")
    try:
        values = ", ".join("?" * len(TURN_COLUMNS))
        conn.executemany(f"INSERT OR IGNORE INTO turns ({', '.join(TURN_COLUMNS)}) SELECT {values} WHERE EXISTS "
                         "(SELECT 1 FROM entries WHERE game_id = ? AND seq = ?)", [(*row, row[0], row[1]) for row in lost])
        conn.executemany(f"INSERT OR REPLACE INTO turns ({', '.join(TURN_COLUMNS)}) VALUES ({values})", changed)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return [Notice("The turns' times of a game of {game} were restored from the journal's second copy (they had "
                   "changed on the disk)", {"game": title(name)}) for name in _names(conn, {row[0] for row in changed})]


def unchecked(conn: sqlite3.Connection, turns_checked: bool = False) -> list[Notice]:
    """After the restore: one notice per game whose turns' times, or whose turn clock, fail their digest (no copy to
    restore them from). Such a clock is dropped, said once: the game in play works it out again from the turns' times
    its moves kept, where they are (Session.saved_clock), else starts it from zero. ``turns_checked``: the open found
    every turns row whole already (log_tail._checks), so they are not read again. Never raises: a table that cannot
    be read says nothing here (its readers show nothing)."""
    try:
        clocks = {gid for gid, clock, at, digest in conn.execute("SELECT game_id, clock, at, digest FROM clocks")
                  if digest != clock_digest(gid, clock, at)}
        rows = conn.execute(_SELECT).fetchall() if clocks or not turns_checked else []
    except sqlite3.Error:
        return []
    turns = set() if turns_checked else {row[0] for row in rows if not turn_whole(row)}
    timed = {row[0] for row in rows} - turns
    notices = ([Notice("The turns' times of a game of {game} changed on the disk: they are not shown",
                       {"game": title(n)}) for n in _names(conn, turns)]
               + [Notice("The turn clock of a game of {game} changed on the disk: its times are worked out again from "
                         "the turns' times its moves kept", {"game": title(n)}) for n in _names(conn, clocks & timed)]
               + [Notice("The turn clock of a game of {game} changed on the disk: its times are not shown, and it "
                         "starts again from zero if the game goes on", {"game": title(n)})
                  for n in _names(conn, clocks - timed)])
    try:
        conn.executemany("DELETE FROM clocks WHERE game_id = ?", [(gid,) for gid in sorted(clocks)])
    except sqlite3.Error:
        pass  # a file that takes no writes: said again at the next open, never shown meanwhile
    return notices


def _names(conn: sqlite3.Connection, game_ids: set[int]) -> list[str]:
    """The games' names, for the notices; a row whose own game id changed on the disk names no game (none reads it)."""
    names = dict(conn.execute("SELECT id, game FROM games").fetchall()) if game_ids else {}
    return [str(names[gid]) for gid in sorted(game_ids) if gid in names]
