"""One damaged block costs at most the moves it held, and here not even those: each move is in SQLite and in the move
log, and a damaged 4 KiB block of either leaves the other copy to restore from, with a notice (docs/journal.md, "The
move log").

Was: one flipped bit in move 27 of a 128-move game set aside moves 27 to 128 (noticed, but 90 such trials lost 11,067
moves in all). Each case damages a copy of a real journal closed cleanly (every move in the main file).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from companion.core import durable
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook
from tests.core.wal_frames import entries_sqlite_reads

SEED, MOVES, BLOCK = 31, 128, 4096


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding a journal of one 128-move game and its move log."""
    path = tmp_path_factory.mktemp("played") / "journal.sqlite3"
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        for op in playbook.operations(SEED, MOVES):
            playbook.perform(session, op)
    return path.parent


def copy_of(played: Path, folder: Path) -> Path:
    """The journal's files as a closed journal leaves them (the main file, the move log)."""
    for source in played.glob("journal.sqlite3*"):
        if not source.name.endswith((".lock", "-shm", "-wal")):
            shutil.copyfile(source, folder / source.name)
    return folder / "journal.sqlite3"


def every_move_is_back(path: Path) -> Journal:
    """Open the damaged copy: every move there and replaying to the game played; returns the open journal."""
    journal = Journal.open(path)
    [record] = journal.games()
    session = Session.resume(journal, record.id)
    assert session.notice is None and len(journal.entries(record.id)) == MOVES
    assert session.state == playbook.reference_after(SEED, MOVES).state
    return journal


def flip_a_bit_in_move(path: Path, seq: int) -> None:
    with Journal.open(path) as journal:
        [move] = [e for e in journal.entries(1) if e.seq == seq]
    data = bytearray(path.read_bytes())
    cell = data.index(f"{move.text}{move.at}{move.digest}".encode())  # the row's payload, time and digest, as stored
    data[cell + 2] ^= 0x01  # one bit, in the payload's first key
    path.write_bytes(bytes(data))


def test_one_flipped_bit_in_move_27_costs_no_move(played: Path, tmp_path: Path) -> None:
    path = copy_of(played, tmp_path)
    flip_a_bit_in_move(path, 27)
    with every_move_is_back(path) as journal:
        [notice] = journal.notices
        assert notice.english() == "Free play: 1 move restored from the journal's second copy (changed on the " \
                                   "disk)"


def test_a_journal_from_before_the_move_log_gets_its_second_copy_at_open(played: Path, tmp_path: Path) -> None:
    """A journal an older app wrote (or a backup restored, or one whose log was lost): its moves are copied to the
    log at open, so a bit flipped later costs none of them."""
    path = copy_of(played, tmp_path)
    durable.log_path(path).unlink()
    with Journal.open(path) as journal:
        assert journal.notices == []
    assert len(durable.read(path).entries) == MOVES
    flip_a_bit_in_move(path, 27)
    with every_move_is_back(path) as journal:
        assert len(journal.notices) == 1


def test_each_4_kib_block_of_the_main_file_zeroed_in_turn_costs_no_move(played: Path, tmp_path: Path) -> None:
    size = (played / "journal.sqlite3").stat().st_size
    for block in range(size // BLOCK):
        folder = tmp_path / f"block-{block}"
        folder.mkdir()
        path = copy_of(played, folder)
        before = entries_sqlite_reads(path)
        data = bytearray(path.read_bytes())
        data[block * BLOCK:(block + 1) * BLOCK] = bytes(BLOCK)
        path.write_bytes(bytes(data))
        damaged = entries_sqlite_reads(path)
        with every_move_is_back(path) as journal:
            if damaged != before:  # SQLite alone lost or changed moves: never without a word
                assert journal.recovery is not None or journal.notices, f"block {block}: nothing said"


def test_each_4_kib_block_of_the_move_log_garbled_in_turn_costs_no_move_and_no_notice(
        played: Path, tmp_path: Path) -> None:
    """A damaged record of the log whose SQLite copy checks is passed over: SQLite's copy stands."""
    size = (played / f"journal.sqlite3{durable.SUFFIX}").stat().st_size
    for block in range(size // BLOCK):
        folder = tmp_path / f"block-{block}"
        folder.mkdir()
        path = copy_of(played, folder)
        log = durable.log_path(path)
        data = bytearray(log.read_bytes())
        data[block * BLOCK:(block + 1) * BLOCK] = b"\xa5" * BLOCK
        log.write_bytes(bytes(data))
        with every_move_is_back(path) as journal:
            assert journal.notices == [] and journal.recovery is None


def test_a_damaged_block_in_each_copy_costs_no_move_when_they_hold_other_moves(played: Path, tmp_path: Path) -> None:
    """The copies are independent: the log's first block (the first moves) and the main file's last entries leaf."""
    path = copy_of(played, tmp_path)
    with Journal.open(path) as journal:
        last = journal.entries(1)[-1]
    data = bytearray(path.read_bytes())
    block = data.index(f"{last.text}{last.at}{last.digest}".encode()) // BLOCK
    data[block * BLOCK:(block + 1) * BLOCK] = bytes(BLOCK)
    path.write_bytes(bytes(data))
    log = durable.log_path(path)
    logged = bytearray(log.read_bytes())
    logged[:BLOCK] = bytes(BLOCK)
    log.write_bytes(bytes(logged))
    with every_move_is_back(path) as journal:
        assert journal.recovery is not None  # the main file was repaired, and the log filled in what it lost
