"""Open reads the move log from its last mark on, not whole, and keeps every guarantee of the whole read
(docs/journal.md, "The log's marks"): the moves after the mark come back when the WAL is lost, cut or flipped; a
main file put back from before the mark, or a journal damaged before it, takes the whole log. (A flipped bit in move
27 of a journal closed cleanly, so marked at its close, is tests/core/test_second_copy.py: the SQLite check sends it
to the whole log.)
"""

from __future__ import annotations

import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from companion.core import durable, log_tail
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook
from tests.core.test_lost_wal import DAMAGE, wal

SEED, BEFORE, AFTER = 12, 40, 25


def marked(path: Path) -> durable.Contents:
    """The log read from its last mark, once the keeper has written one (it does after a quiet checkpoint)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        tail = durable.parse(durable.log_path(path).read_bytes(), after_mark=True)
        if tail.mark is not None:
            return tail
        time.sleep(0.1)
    raise AssertionError("no mark in the move log after a quiet pause")


def snapshot(path: Path, folder: Path) -> Path:
    """The journal's files as a crash would leave them now (main file, WAL, move log), copied while it is open."""
    for name in ("", "-wal", ".moves"):
        shutil.copyfile(f"{path}{name}", folder / f"journal.sqlite3{name}")
    return folder / "journal.sqlite3"


def play(session: Session, seed: int, moves: int, first: int = 0) -> None:
    for op in list(playbook.operations(seed, first + moves))[first:]:
        playbook.perform(session, op)


def tail_read(path: Path) -> durable.Contents | None:
    conn = sqlite3.connect(path)
    try:
        return log_tail.read(path, conn)
    finally:
        conn.close()


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_the_moves_after_the_mark_come_back_from_the_tail_when_the_wal_is_damaged(tmp_path: Path,
                                                                                  damage: str) -> None:
    (tmp_path / "live").mkdir(), (tmp_path / "crash").mkdir()
    path = tmp_path / "live" / "journal.sqlite3"
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        play(session, SEED, BEFORE)
        assert marked(path).entries == {}  # the quiet checkpoint's mark follows every move so far
        play(session, SEED, AFTER, first=BEFORE)  # a burst: no quiet checkpoint, no mark
        crashed = snapshot(path, tmp_path / "crash")
    DAMAGE[damage](wal(crashed), SEED)
    tail = tail_read(crashed)
    assert tail is not None and sorted(seq for _, seq in tail.entries) == list(range(BEFORE + 1, BEFORE + AFTER + 1))
    with Journal.open(crashed) as journal:
        [record] = journal.games()
        assert len(journal.entries(record.id)) == BEFORE + AFTER
        resumed = Session.resume(journal, record.id)
        assert resumed.notice is None and resumed.state == playbook.reference_after(SEED, BEFORE + AFTER).state
        said = [n.english() for n in journal.notices]
        assert all("restored from the journal's second copy" in text for text in said), said


def test_a_main_file_put_back_from_before_the_mark_takes_the_whole_log(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        play(session, SEED, BEFORE)
    older = tmp_path / "older.sqlite3"
    shutil.copyfile(path, older)  # closed: every move in the main file, and a mark at the end of the log
    with Journal.open(path) as journal:
        play(Session.resume(journal, session.game_id), SEED, AFTER, first=BEFORE)
    shutil.copyfile(older, path)  # the log's last mark now names 25 moves this main file lacks
    assert tail_read(path) is None
    with Journal.open(path) as journal:
        assert len(journal.entries(session.game_id)) == BEFORE + AFTER
        [notice] = journal.notices
        assert notice.params["moves"].count == AFTER and "lost from the journal's files" in notice.english()


def test_a_flipped_bit_before_the_mark_takes_the_whole_log_and_costs_no_move(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        play(session, SEED, BEFORE)
        [move] = [e for e in journal.entries(session.game_id) if e.seq == 7]
    data = bytearray(path.read_bytes())
    data[data.index(f"{move.text}{move.at}{move.digest}".encode()) + 2] ^= 0x01
    path.write_bytes(bytes(data))
    assert tail_read(path) is None
    with Journal.open(path) as journal:
        [notice] = journal.notices
        assert "1 move restored" in notice.english() and "changed on the disk" in notice.english()
        assert Session.resume(journal, session.game_id).state == playbook.reference_after(SEED, BEFORE).state


def test_a_closed_journal_reopens_from_its_last_mark(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        play(session, SEED, BEFORE)
    tail = tail_read(path)
    assert tail is not None and tail.entries == {} and tail.games == {}
    with Journal.open(path) as journal:
        assert journal.notices == []
        play(Session.resume(journal, session.game_id), SEED, 3, first=BEFORE)
    assert sorted(seq for _, seq in durable.read(path).entries) == list(range(1, BEFORE + 4))
