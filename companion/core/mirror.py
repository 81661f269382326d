"""The rows of the games this run touched, kept in memory as they are written (write-through).

A card that fails mid-game (EIO) may not even let the journal read what it wrote: the games in play must
not depend on it. When the journal moves to memory, these rows fill the in-memory journal; when the card
takes writes again, they are written back (docs/journal.md, "A failing card").
"""

from __future__ import annotations

import sqlite3
from typing import Any

from companion.core.journal_file import ENTRY_COLUMNS, GAME_COLUMNS, TURN_COLUMNS, game_copy

Row = tuple[Any, ...]
_GAME_SQL = f"SELECT {', '.join(GAME_COLUMNS)} FROM games WHERE id = ?"
_ENTRY_SQL = f"SELECT {', '.join(ENTRY_COLUMNS)} FROM entries WHERE game_id = ? ORDER BY seq"
_TURN_SQL = f"SELECT {', '.join(TURN_COLUMNS)} FROM turns WHERE game_id = ?"


class Mirror:
    def __init__(self) -> None:
        self._games: dict[int, Row] = {}
        self._entries: dict[int, list[Row]] = {}
        self._turns: list[Row] = []  # the turns' times the entries rode (docs/records.md#every-turns-time)

    def __contains__(self, game_id: int) -> bool:
        return game_id in self._games

    def load(self, conn: sqlite3.Connection, game_id: int) -> None:
        """Copy a game the run is about to write to (read once, before its first write)."""
        row = conn.execute(_GAME_SQL, (game_id,)).fetchone()
        if row is not None:
            self._games[game_id] = tuple(row)
            self._entries[game_id] = [tuple(r) for r in conn.execute(_ENTRY_SQL, (game_id,))]
            self._turns += [tuple(r) for r in conn.execute(_TURN_SQL, (game_id,))]

    def game(self, row: Row) -> None:
        self._games[row[0]] = row
        self._entries.setdefault(row[0], [])

    def with_result(self, game_id: int, **changes: Any) -> Row:
        """The game's row as it will be once its result is written (``changes``: columns and their values)."""
        row = dict(zip(GAME_COLUMNS, self._games[game_id]))
        row.update(changes)
        return tuple(row[c] for c in GAME_COLUMNS)

    def rows(self) -> tuple[list[Row], list[Row]]:
        """Every kept row: the games', then their entries'."""
        return list(self._games.values()), [r for rows in self._entries.values() for r in rows]

    def entry(self, row: Row, turn: Row | None = None) -> None:
        self._entries[row[1]].append(row)
        if turn is not None:
            self._turns.append(turn)

    def copy_into(self, conn: sqlite3.Connection) -> int:
        """Write every kept row that ``conn`` lacks, in one transaction; returns how many entries it lacked."""
        games = ", ".join(GAME_COLUMNS)
        marks = ", ".join("?" * len(GAME_COLUMNS))
        conn.execute("BEGIN IMMEDIATE")
        try:
            for row in self._games.values():
                conn.execute(f"INSERT OR REPLACE INTO games ({games}) VALUES ({marks})", row)
                conn.execute("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)", game_copy(*row[:4]))
            before = conn.total_changes
            conn.executemany(f"INSERT OR IGNORE INTO entries ({', '.join(ENTRY_COLUMNS)}) "
                             f"VALUES ({', '.join('?' * len(ENTRY_COLUMNS))})", self.rows()[1])
            written = conn.total_changes - before
            conn.executemany(f"INSERT OR IGNORE INTO turns ({', '.join(TURN_COLUMNS)}) "
                             f"VALUES ({', '.join('?' * len(TURN_COLUMNS))})", self._turns)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return written
