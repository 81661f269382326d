"""The acknowledged sidecar: a small file saying "at least these moves were committed", to find lost ones.

Committed moves may live only in the ``-wal`` file until a checkpoint copies them into the main file. A
lost or cut WAL (or a journal cut to nothing) then loses them without a trace that SQLite can see: the
main file stays consistent on its own. This file, written off the commit path soon after commits
(atomically replaced and fsynced), names the last seq and digest of each recently active game; at open,
a game that ends before that seq has lost moves, and the table is told which (docs/journal.md, "Lost
moves").
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games import base
from games.base import Phrase

from companion.core.ports import Notice

SUFFIX = ".acked"
KEEP_GAMES = 16  # the most recently active games: older ones are checkpointed long since


@dataclass(frozen=True)
class Acked:
    game: str  # the game's registry name, to name it in a notice even if its header is lost
    seq: int
    digest: str


def sidecar_path(journal: Path) -> Path:
    return journal.with_name(journal.name + SUFFIX)


def read(path: Path) -> dict[int, Acked]:
    """Never raises: a missing or damaged sidecar proves nothing."""
    try:
        data = json.loads(sidecar_path(path).read_text(encoding="utf-8"))
        return {int(gid): Acked(str(g), int(seq), str(d)) for gid, (g, seq, d) in data["games"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def write(path: Path, acked: dict[int, Acked]) -> bool:
    """Atomically replace the sidecar (temp file, fsync, rename, fsync of the folder). False if refused."""
    recent = list(acked.items())[-KEEP_GAMES:]  # kept in order of activity, the latest last
    text = json.dumps({"games": {str(gid): [a.game, a.seq, a.digest] for gid, a in recent}})
    target = sidecar_path(path)
    tmp = target.with_name(target.name + ".tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            os.write(fd, text.encode())
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
        dir_fd = os.open(target.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        return False
    return True


def current(conn: sqlite3.Connection) -> dict[int, Acked]:
    """What the journal holds now, for the games most recently written to."""
    try:
        rows = conn.execute(
            "SELECT g.id, g.game, e.seq, e.digest FROM games g JOIN entries e ON e.game_id = g.id AND e.seq = "
            "(SELECT max(seq) FROM entries WHERE game_id = g.id) ORDER BY e.id DESC LIMIT ?", (KEEP_GAMES,))
        return {gid: Acked(game, seq, digest) for gid, game, seq, digest in reversed(rows.fetchall())}
    except sqlite3.Error:
        return {}


def lost_moves(conn: sqlite3.Connection, acked: dict[int, Acked]) -> list[Notice]:
    """One notice per game that ends before the move the sidecar says was acknowledged."""
    notices = []
    for gid, mark in sorted(acked.items()):
        try:
            found = conn.execute("SELECT max(seq) FROM entries WHERE game_id = ?", (gid,)).fetchone()[0] or 0
            header = conn.execute("SELECT 1 FROM games WHERE id = ?", (gid,)).fetchone() is not None
        except sqlite3.Error:
            found, header = 0, False
        if found >= mark.seq:
            continue
        params: dict[str, Any] = {"game": _title(mark.game), "first": found + 1, "last": mark.seq}
        if header and found + 1 == mark.seq:
            notices.append(Notice("Move {first} of {game} was lost: the journal's files were cut or a part of "
                                  "them is missing", params))
        elif header:
            notices.append(Notice("Moves {first} to {last} of {game} were lost: the journal's files were cut "
                                  "or a part of them is missing", params))
        else:
            notices.append(Notice("A game of {game} was lost with its moves up to move {last}: the journal's "
                                  "files were cut or a part of them is missing", params))
    return notices


def _title(name: str) -> Phrase | str:
    try:
        return Phrase(base.get(name).title_key)
    except base.RuleError:
        return name
