"""Bringing kept games back (docs/records.md#bringing-kept-games-back) at 2,000 games: a kept folder holding the
2,000 finished Free play games of benchmarks/stats_bench.py (19,919 moves), a data folder holding the first
1,000 of them. Prints what Settings' offer costs at each visit (the kept journal's headers), and what one tap costs
(the other 1,000 games read and written in one transaction, ids kept), median of 3."""

from __future__ import annotations

import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from contextlib import closing
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.stats_bench import journal_of  # noqa: E402
from companion.core import bring_back  # noqa: E402
from companion.core.journal import Journal  # noqa: E402

GAMES = 2000


def folders(root: Path) -> tuple[Path, Path]:
    """data/ with the first half of the games, data.before-restore-<time>/ with them all."""
    data, kept = root / "data", root / "data.before-restore-20261128-200000"
    data.mkdir()
    kept.mkdir()
    journal = journal_of(GAMES)
    with closing(sqlite3.connect(kept / "journal.sqlite3")) as file:
        journal._conn.backup(file)  # the benchmark's journal lives in memory: its rows to a file, as stored
    journal.close()
    shutil.copy(kept / "journal.sqlite3", data / "journal.sqlite3")
    with closing(sqlite3.connect(data / "journal.sqlite3")) as half:
        half.execute("DELETE FROM entries WHERE game_id > ?", (GAMES // 2,))
        half.execute("DELETE FROM games WHERE id > ?", (GAMES // 2,))
        half.commit()
    return data, kept


def main() -> None:
    offer, tap = [], []
    for _ in range(3):
        with tempfile.TemporaryDirectory() as work:
            data, kept = folders(Path(work))
            start = time.perf_counter()
            [offered] = bring_back.kept_folders(data)
            offer.append(time.perf_counter() - start)
            assert len(offered.lacking) == GAMES // 2
            with Journal.open(data / "journal.sqlite3") as journal:
                start = time.perf_counter()
                brought = bring_back.bring_back(journal, kept)
                tap.append(time.perf_counter() - start)
            assert len(brought.games) == GAMES // 2 and brought.renumbered == 0
    print(f"Settings' offer (headers of {GAMES} kept games): {statistics.median(offer) * 1000:.0f} ms median")
    print(f"one tap ({GAMES // 2} games brought back in one transaction): {statistics.median(tap):.2f} s median")


if __name__ == "__main__":
    main()
