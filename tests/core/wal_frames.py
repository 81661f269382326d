"""Where SQLite's frames end in a WAL file (sqlite.org/fileformat2.html#walformat), for tests that damage them.

The keeper grows the WAL with zeros ahead of the moves (companion/core/keeper.py), so the file's end is not the end
of its frames: damage meant for the frames goes before ``frames_end``.
"""

from __future__ import annotations

import shutil
import sqlite3
import struct
from pathlib import Path

from companion.core.keeper import FRAME_HEADER_BYTES, WAL_HEADER_BYTES

PAGE_SIZE_AT, SALTS_IN_HEADER, SALTS_IN_FRAME = 8, slice(16, 24), slice(8, 16)


def frames_end(wal: Path) -> int:
    """The offset after the last frame of the WAL's current run: a frame belongs to it if its salts are the
    header's (an older run's frames, and the keeper's zeros, have other salts)."""
    data = wal.read_bytes()
    frame = FRAME_HEADER_BYTES + struct.unpack(">I", data[PAGE_SIZE_AT:PAGE_SIZE_AT + 4])[0]
    salts, end = data[SALTS_IN_HEADER], WAL_HEADER_BYTES
    while end + frame <= len(data) and data[end:end + FRAME_HEADER_BYTES][SALTS_IN_FRAME] == salts:
        end += frame
    return end


def entries_sqlite_reads(journal: Path) -> list[tuple[object, ...]] | None:
    """The entries SQLite itself reads from a journal's main file and -wal, without the move log (None: it reads
    none, the file is damaged or holds no table); a copy is opened, as SQLite's recovery of a WAL writes."""
    alone = journal.parent / "sqlite-alone"
    alone.mkdir()
    for suffix in ("", "-wal"):
        if Path(f"{journal}{suffix}").exists():
            shutil.copyfile(f"{journal}{suffix}", alone / f"journal.sqlite3{suffix}")
    raw = sqlite3.connect(alone / "journal.sqlite3")
    try:
        return raw.execute("SELECT * FROM entries ORDER BY id").fetchall()
    except sqlite3.Error:
        return None
    finally:
        raw.close()
        shutil.rmtree(alone)
