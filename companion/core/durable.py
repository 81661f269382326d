"""The acknowledged sidecar: a small file saying "at least these moves were committed", to find lost ones.

Committed moves may live only in the ``-wal`` file until a checkpoint copies them into the main file. A
lost or cut WAL (or a journal cut to nothing) then loses them without a trace that SQLite can see: the
main file stays consistent on its own. This file, written off the commit path soon after commits (in
place, in one of two checksummed slots, fdatasynced), names the last seq and digest of each recently active game; at open,
a game that ends before that seq has lost moves, and the table is told which (docs/journal.md, "Lost
moves").
"""

from __future__ import annotations

import hashlib
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


# Two slots written in turn, each with its own checksum: a write torn by a pulled plug spoils one slot, and
# the other still holds the previous state. One write and one fdatasync per update, in place: no rename,
# no new file, so no fsync of the folder (it contends with the commits' fsync on the same card).
SLOT = 2048
_MAGIC = b"TCACK1"


def _decode(slot: bytes) -> tuple[int, dict[int, Acked]] | None:
    head, _, body = slot.partition(b"\n")
    parts = head.split(b" ")
    if len(parts) != 3 or parts[0] != _MAGIC:
        return None
    body = body.rstrip(b"\n")
    if hashlib.blake2b(body, digest_size=8).hexdigest().encode() != parts[2]:
        return None
    try:
        games = json.loads(body)["games"]
        return int(parts[1]), {int(gid): Acked(str(g), int(seq), str(d)) for gid, (g, seq, d) in games.items()}
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


def _read_slots(path: Path) -> list[tuple[int, dict[int, Acked]]]:
    try:
        data = sidecar_path(path).read_bytes()
    except OSError:
        return []
    slots = (_decode(data[i:i + SLOT]) for i in range(0, min(len(data), 2 * SLOT), SLOT))
    return sorted(slot for slot in slots if slot is not None)


def read(path: Path) -> dict[int, Acked]:
    """The latest state that was written whole. Never raises: a missing or damaged sidecar proves nothing."""
    slots = _read_slots(path)
    return slots[-1][1] if slots else {}


class Sidecar:
    """The writer of one journal's sidecar (the keeper's thread, or the opening one before it starts)."""

    def __init__(self, path: Path) -> None:
        self.path = sidecar_path(path)
        slots = _read_slots(path)
        self._counter = slots[-1][0] if slots else 0
        self._fd: int | None = None

    def write(self, acked: dict[int, Acked]) -> bool:
        """False if the disk refused (the sidecar then proves less: nothing else depends on it)."""
        recent = list(acked.items())[-KEEP_GAMES:]  # kept in order of activity, the latest last
        while True:
            body = json.dumps({"games": {str(gid): [a.game, a.seq, a.digest] for gid, a in recent}}).encode()
            head = b" ".join((_MAGIC, str(self._counter + 1).encode(),
                              hashlib.blake2b(body, digest_size=8).hexdigest().encode()))
            slot = head + b"\n" + body + b"\n"
            if len(slot) <= SLOT or not recent:
                break
            recent = recent[1:]
        try:
            if self._fd is None:
                self._fd = _open_durably(self.path)
            os.pwrite(self._fd, slot.ljust(SLOT, b"\n"), SLOT * ((self._counter + 1) % 2))
            os.fdatasync(self._fd)
        except OSError:
            return False
        self._counter += 1
        return True

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def _open_durably(path: Path) -> int:
    """The sidecar's descriptor; a new file's name is made durable once (an fsync of its folder)."""
    fresh = not path.exists()
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    if fresh:
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    return fd


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
