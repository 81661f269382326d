"""Where a ``turns`` row's times lie in a journal's main file, to flip one of their bits as a card would
(tests/core/test_stored_figures.py, tests/core/figure_trials.py). Found by their bytes, not by the row's digest, so
that it works on a file of schema 6 too (the tests must fail on the app before the digests)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

_SIZES = ((1, 7), (2, 15), (3, 23), (4, 31), (6, 47))


def int_bytes(value: int) -> int:
    """How many bytes SQLite's record format gives an integer (0 and 1 take none: file format 4)."""
    if value in (0, 1):
        return 0
    return next((size for size, bits in _SIZES if -(1 << bits) <= value < 1 << bits), 8)


def times_at(path: Path, seq: int) -> tuple[int, tuple[int, int, int]]:
    """Where the started, thinking and paused times of the turns row at ``seq`` start in the main file (contiguous in
    its record), and their values; their bytes are found once in it."""
    with sqlite3.connect(path) as raw:
        values = raw.execute("SELECT started_ms, thinking_ms, paused_ms FROM turns WHERE seq = ?", (seq,)).fetchone()
    raw.close()
    pattern = b"".join(v.to_bytes(int_bytes(v), "big", signed=True) for v in values)
    data = path.read_bytes()
    assert data.count(pattern) == 1, f"the times of turn row {seq} are not found once in the file"
    return data.index(pattern), values
