"""The move log read from its last mark on, not whole, at open (docs/journal.md, "The move log").

After each quiet checkpoint (its main file synced) the keeper appends a mark to the log: what SQLite then held
(``durable.Mark``: the last entry's tick, how many entries up to it, the last game's id, how many games up to it,
the last entry's digest, how many turns' times ride the entries up to it). Every row logged before the mark is in SQLite's main file, which a lost, cut or damaged
WAL cannot take back. So at open the log is read backwards from its end until its last mark, and the rows after it
are what SQLite may lack (``durable.restore``) - provided SQLite still holds what the mark says and every row it
holds checks (each game's digests, each entry chained to the one before it, each turn's time): a flipped bit or a lost row before the
mark needs the whole log, and gets it. So does a journal just repaired, a log with no mark (an older app's), and a
log whose mark SQLite does not match (a main file put back from elsewhere).
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from companion.core import durable
from companion.core.chain import entry_digest, turn_whole
from companion.core.journal_file import GAME_COLUMNS, TURN_COLUMNS

FIRST_READ = 64 * 1024  # the tail read first (about 300 moves, and the zeros ahead of the records), then 4x more


def mark_of(conn: sqlite3.Connection) -> durable.Mark:
    """What SQLite holds now, for the keeper's mark."""
    tick, entries, last_game, games = conn.execute(
        "SELECT coalesce(max(id), 0), count(*), (SELECT coalesce(max(id), 0) FROM games), "
        "(SELECT count(*) FROM games) FROM entries").fetchone()
    found = conn.execute("SELECT digest FROM entries WHERE id = ?", (tick,)).fetchone()
    return tick, entries, last_game, games, found[0] if found else "", _turns_up_to(conn, tick)


def _turns_up_to(conn: sqlite3.Connection, tick: int) -> int:
    """The turns' times riding the entries up to ``tick`` (the turns table has no tick of its own)."""
    return int(conn.execute("SELECT count(*) FROM turns JOIN entries ON entries.game_id = turns.game_id AND "
                            "entries.seq = turns.seq WHERE entries.id <= ?", (tick,)).fetchone()[0])


def read(journal: Path, conn: sqlite3.Connection) -> durable.Contents | None:
    """The rows logged after the last mark, or None if the whole log is needed (see the module's docstring)."""
    try:
        tail = _after_last_mark(durable.log_path(journal))
        if tail is None or tail.mark is None or not _holds(conn, tail.mark) or not _checks(conn):
            return None
    except (OSError, sqlite3.Error):
        return None
    return tail


def _after_last_mark(path: Path) -> durable.Contents | None:
    with open(path, "rb") as log:
        size, length = os.fstat(log.fileno()).st_size, FIRST_READ
        while True:
            start = max(0, size - length)
            log.seek(start)
            tail = durable.parse(log.read(size - start), base=start, after_mark=True)
            if tail.mark is not None or start == 0:
                return tail
            length *= 4


def _holds(conn: sqlite3.Connection, mark: durable.Mark) -> bool:
    """SQLite still holds what it held at the mark (a later row changes none of these figures)."""
    tick, entries, last_game, games, digest, turns = mark
    found = conn.execute("SELECT count(*), (SELECT count(*) FROM games WHERE id <= ?), (SELECT digest FROM entries "
                         "WHERE id = ?) FROM entries WHERE id <= ?", (last_game, tick, tick)).fetchone()
    return tuple(found) == (entries, games, digest or None) and _turns_up_to(conn, tick) == turns


def _checks(conn: sqlite3.Connection) -> bool:
    """Every games row whole, every entry chained to the one before it in seq order (a game with entries set aside
    chains otherwise: it takes the whole log, as a damaged row does), and every turn's time whole."""
    heads = {}
    for row in conn.execute(f"SELECT {', '.join(GAME_COLUMNS)} FROM games"):
        if not durable.whole(row):
            return False
        heads[row[0]] = row[GAME_COLUMNS.index("digest")]
    rows = conn.execute("SELECT game_id, seq, kind, payload, at, digest FROM entries ORDER BY game_id, seq")
    for game_id, seq, kind, payload, at, digest in rows:
        if heads.get(game_id) is None or digest != entry_digest(heads[game_id], game_id, seq, kind, payload, at):
            return False
        heads[game_id] = digest
    return all(turn_whole(row) for row in conn.execute(f"SELECT {', '.join(TURN_COLUMNS)} FROM turns"))
