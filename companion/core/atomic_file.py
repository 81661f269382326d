"""A small file replaced whole or not at all, even on a pulled plug: written beside, fsynced, renamed over the
old one, and the folder fsynced so that the rename itself lasts (docs/design.md#players-remembered)."""

from __future__ import annotations

import os
from pathlib import Path


def write_atomically(path: Path, data: bytes) -> None:
    """Raises OSError when the disk refuses; the old file is then left as it was."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    try:
        with tmp.open("wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        replace_durably(tmp, path)
    except OSError:
        try:  # a stick pulled mid-write: leave nothing half-written behind, not even under the temporary name
            tmp.unlink()
        except OSError:
            pass
        raise


def replace_durably(written: Path, final: Path) -> None:
    """Rename a file already written and fsynced over ``final``, then fsync the folder so the rename lasts."""
    os.replace(written, final)
    folder = os.open(final.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)
