"""Entries a resume could not use, copied as stored to a file in the data folder's ``set-aside/``.

The journal keeps them too (it is append-only: a skip marker only makes replays pass over them); the file
is for whoever wants to look at them without SQLite. Sealed payloads stay sealed (docs/journal.md).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Sequence

from companion.core.journal_read import Entry

FOLDER = "set-aside"


def keep(journal: Path | None, game_id: int, entries: Sequence[Entry]) -> Path | None:
    """The file written, or None (a memory journal, or a folder that takes no writes)."""
    if journal is None or not entries:
        return None
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    path = journal.parent / FOLDER / f"game-{game_id}-moves-{entries[0].seq}-{entries[-1].seq}-{stamp}.json"
    rows = [{"seq": e.seq, "kind": e.kind, "payload": e.text, "at": e.at, "digest": e.digest} for e in entries]
    try:
        path.parent.mkdir(mode=0o700, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, json.dumps({"game_id": game_id, "entries": rows}, ensure_ascii=False, indent=1).encode())
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError:
        return None
    return path
