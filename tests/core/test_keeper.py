"""The keeper's checkpoints on a real SQLite file (docs/journal.md, "Checkpoints" and "What a commit costs")."""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from companion.core import keeper
from companion.core.journal import Journal


def wal_header(path: Path) -> bytes:
    return wal(path).read_bytes()[:keeper.WAL_HEADER_BYTES]


@contextmanager
def a_game(path: Path) -> Iterator[tuple[Journal, int]]:
    with Journal.open(path) as journal:
        yield journal, journal.create_game("freeplay", {"players": []})


def wal(path: Path) -> Path:
    return Path(f"{path}-wal")


def reserved_bytes(journal: Journal) -> int:
    page = int(journal._conn.execute("PRAGMA page_size").fetchone()[0])
    return keeper.WAL_HEADER_BYTES + keeper.RESERVE_FRAMES * (keeper.FRAME_HEADER_BYTES + page)


def wait_for_the_reserve(journal: Journal) -> int:
    assert journal.path is not None and journal._keeper is not None and journal._keeper.ready.wait(10)
    size = wal(journal.path).stat().st_size
    assert size >= reserved_bytes(journal)
    return size


def wait_for_checkpoints(journal: Journal, count: int) -> None:
    deadline = time.monotonic() + 10
    while journal._keeper is None or journal._keeper.checkpoints < count:
        assert time.monotonic() < deadline, f"the keeper never reached {count} checkpoint(s)"
        time.sleep(0.01)


def wait_until_the_keeper_rests(journal: Journal) -> None:
    """Every commit checkpointed and the checkpoint's gate let go: until the next move the keeper writes nothing."""
    deadline = time.monotonic() + 10
    while (k := journal._keeper) is None or k._pending or not k.checkpoints:
        assert time.monotonic() < deadline, "the keeper never caught up"
        time.sleep(0.01)
    with journal._gate.commit():
        pass


def test_after_a_quiet_checkpoint_the_next_move_does_not_start_the_wal_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The first transaction after a RESTART checkpoint writes a new WAL header and fsyncs it before its frames:
    # once the table is quiet, the keeper pays for that, and the next move costs one fsync, not two.
    monkeypatch.setattr(keeper, "QUIET_S", 0.05)
    path = tmp_path / "journal.sqlite3"
    with a_game(path) as (journal, game_id):
        journal.append(game_id, "action", {"n": 1})
        wait_until_the_keeper_rests(journal)
        monkeypatch.setattr(keeper, "QUIET_S", 3600.0)  # no quiet checkpoint after the next move, however slow
        started_over = wal_header(path)
        journal.append(game_id, "action", {"n": 2})
        assert wal_header(path) == started_over  # the move wrote its frames after the keeper's, no new header
        assert [e.payload for e in journal.entries(game_id)] == [{"n": 1}, {"n": 2}]


def test_during_a_burst_the_keeper_leaves_the_wal_to_the_writer(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A burst's checkpoint writes nothing: the writer, waiting at the gate, would only wait longer.
    monkeypatch.setattr(keeper, "QUIET_S", 3600.0)
    monkeypatch.setattr(keeper, "EVERY", 4)
    with a_game(tmp_path / "journal.sqlite3") as (journal, game_id):
        for n in range(4):
            journal.append(game_id, "action", {"n": n})
        wait_for_checkpoints(journal, 1)
        rows = journal._conn.execute("SELECT * FROM keeper").fetchall()
        assert rows == []


def test_a_schema_3_journal_gains_the_keepers_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "journal.sqlite3"
    with a_game(path) as (journal, game_id):
        journal.append(game_id, "action", {"n": 1})
    raw = sqlite3.connect(path)  # as the app before the keeper had a table
    raw.executescript("DROP TABLE keeper; PRAGMA user_version = 3;")
    raw.close()
    monkeypatch.setattr(keeper, "QUIET_S", 0.05)
    with Journal.open(path) as journal:
        assert journal.recovery is None and journal.warning is None
        journal.append(game_id, "action", {"n": 2})
        wait_until_the_keeper_rests(journal)
        [(checkpoints,)] = journal._conn.execute("SELECT checkpoints FROM keeper").fetchall()
        assert checkpoints >= 1
        assert [e.payload for e in journal.entries(game_id)] == [{"n": 1}, {"n": 2}]


def test_a_failing_keeper_write_leaves_the_keeper_at_work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Its row is an economy, not a record: when it cannot be written (here its table is gone; on a Pi, a full
    # card), the next move starts the WAL over itself, and the keeper still checkpoints.
    monkeypatch.setattr(keeper, "QUIET_S", 0.05)
    path = tmp_path / "journal.sqlite3"
    with a_game(path) as (journal, game_id):
        raw = sqlite3.connect(path)
        raw.execute("DROP TABLE keeper")
        raw.close()
        for n in (1, 2):
            journal.append(game_id, "action", {"n": n})
            wait_until_the_keeper_rests(journal)
            wait_for_checkpoints(journal, n)
        assert [e.payload for e in journal.entries(game_id)] == [{"n": 1}, {"n": 2}]
    raw = sqlite3.connect(path)
    assert raw.execute("SELECT count(*) FROM entries").fetchone() == (2,)
    raw.close()


def test_a_burst_of_moves_overwrites_a_wal_grown_before_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A commit that extends the WAL file pays for the file system's metadata in its fsync; SQLite deletes the WAL
    # at each close, so each session's first burst did. The keeper grows it before the moves.
    monkeypatch.setattr(keeper, "QUIET_S", 3600.0)
    path = tmp_path / "journal.sqlite3"
    with a_game(path) as (journal, game_id):
        grown = wait_for_the_reserve(journal)
        for n in range(keeper.EVERY):  # up to the burst's first checkpoint: the most a WAL holds
            journal.append(game_id, "action", {"n": n})
        assert wal(path).stat().st_size == grown
        # A pulled plug now: the files as they are on the disk. The zeros after the last frame are no frame.
        copy = tmp_path / "copy"
        copy.mkdir()
        for suffix in ("", "-wal"):
            shutil.copyfile(f"{path}{suffix}", copy / f"journal.sqlite3{suffix}")
    with Journal.open(copy / "journal.sqlite3") as again:
        assert again.recovery is None and again.warning is None
        assert [e.payload for e in again.entries(game_id)] == [{"n": n} for n in range(keeper.EVERY)]


@pytest.mark.parametrize("refused", ["open", "pwrite"])
def test_a_wal_that_cannot_grow_leaves_the_keeper_at_work(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, refused: str) -> None:
    # A full or failing card: the moves grow the WAL themselves, as before, and the keeper still checkpoints.
    real = getattr(os, refused)

    def failing(target: object, *args: object) -> object:
        if refused == "open" and not str(target).endswith("-wal"):
            return real(target, *args)  # the writer's lock and the move log open as usual
        if refused == "pwrite" and any(args[0]):  # type: ignore[call-overload]
            return real(target, *args)  # a move's record: only growing the files with zeros is refused
        raise OSError(errno.ENOSPC if refused == "pwrite" else errno.EIO, "refused")

    monkeypatch.setattr(os, refused, failing)  # the keeper's os: SQLite's own calls are C's, untouched
    monkeypatch.setattr(keeper, "QUIET_S", 0.05)
    path = tmp_path / "journal.sqlite3"
    with a_game(path) as (journal, game_id):
        for n in range(4):
            journal.append(game_id, "action", {"n": n})
        wait_for_checkpoints(journal, 1)  # the error did not stop the keeper's thread
        assert wal(path).stat().st_size < reserved_bytes(journal)
        assert [e.payload for e in journal.entries(game_id)] == [{"n": n} for n in range(4)]
