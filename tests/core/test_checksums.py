"""Silent changes on the disk: a flipped bit in a payload, a header, random bytes anywhere; files of schema 1.

Each test changes the bytes of a real journal file (closed cleanly, so everything is in the main file) and
checks what the table would see: the changed entry restored from the move log, its second copy, with a notice;
or, where that copy is gone too, the game open at its last good move with a notice naming what was set aside;
never a changed score, never an exception.
"""

from __future__ import annotations

import random
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from games.freeplay.state import EndGame, EndTurn, SetScore

from companion.core import durable, keeper
from companion.core.chain import ALTERED
from companion.core.journal import Journal
from companion.core.journal_file import V1_SCHEMA
from companion.core.session import CannotResume, Session
from tests.core import playbook
from tests.core.wal_frames import entries_sqlite_reads, frames_end


def replace_once(path: Path, old: bytes, new: bytes) -> None:
    data = path.read_bytes()
    assert data.count(old) == 1, f"{old!r} appears {data.count(old)} times"
    path.write_bytes(data.replace(old, new))


def only_notice(journal: Journal) -> str:
    [notice] = journal.notices
    return notice.english()


def three_moves(path: Path) -> int:
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        session.play(EndTurn(1_000))
        session.play(SetScore(1, 0, 227))
        session.play(SetScore(1, 1, 12))
        return session.game_id


def test_a_flipped_digit_in_a_score_is_restored_from_the_move_log(path: Path) -> None:
    """Was: a flipped bit in move 2 set aside moves 2 and 3 (with a notice): the move log holds a second copy."""
    game_id = three_moves(path)
    replace_once(path, b'"points":227', b'"points":226')  # '7' -> '6' is one bit
    with Journal.open(path) as journal:
        assert only_notice(journal) == "Free play: 1 move restored from the journal's second copy (changed on " \
                                       "the disk)"
        resumed = Session.resume(journal, game_id)
        assert resumed.notice is None
        assert resumed.history == (EndTurn(1_000), SetScore(1, 0, 227), SetScore(1, 1, 12))
    with Journal.open(path) as journal:
        assert journal.notices == []  # written back: said once


def test_a_flipped_digit_in_a_score_whose_second_copy_is_gone_is_caught_where_it_is(path: Path) -> None:
    """Was: a bit flipped in '227' silently made the acknowledged score 226."""
    game_id = three_moves(path)
    replace_once(path, b'"points":227', b'"points":226')  # '7' -> '6' is one bit
    durable.log_path(path).unlink()
    with Journal.open(path) as journal:
        resumed = Session.resume(journal, game_id)
        assert resumed.history == (EndTurn(1_000),)  # never a score of 226
        assert resumed.notice is not None
        assert resumed.notice.params["first"] == 2 and resumed.notice.params["last"] == 3
        assert resumed.notice.params["reason"].key == ALTERED
        resumed.play(SetScore(1, 0, 227))  # the table enters the lost moves again
    with Journal.open(path) as journal:
        again = Session.resume(journal, game_id)
        assert again.notice is None and again.history == (EndTurn(1_000), SetScore(1, 0, 227))


def change_the_header(path: Path) -> None:
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        session.play(EndTurn(1_000))
    with sqlite3.connect(path) as raw:
        [page] = raw.execute("SELECT rootpage FROM sqlite_schema WHERE name = 'games'").fetchone()
    data = path.read_bytes()
    at = data.index(b"Chlo", (page - 1) * 4096)  # in the games row, not in its copy among the meta rows
    path.write_bytes(data[:at] + b"Khlo" + data[at + 4:])


def test_a_changed_header_is_restored_from_the_move_log(path: Path) -> None:
    change_the_header(path)
    with Journal.open(path) as journal:
        assert only_notice(journal) == "The set-up of a game of Free play was restored from the journal's second " \
                                       "copy (it had changed on the disk)"
        [record] = journal.games()
        assert record.damaged is None and Session.resume(journal, record.id).history == (EndTurn(1_000),)


def test_a_changed_header_without_its_second_copy_is_listed_as_damaged_and_refused_with_a_notice(path: Path) -> None:
    change_the_header(path)
    durable.log_path(path).unlink()
    with Journal.open(path) as journal:
        [record] = journal.games()
        assert record.damaged == ALTERED
        with pytest.raises(CannotResume) as refused:
            Session.resume(journal, record.id)
        assert refused.value.notice.key.startswith("This game cannot be continued")


def a_finished_game_whose_result_changes(path: Path) -> int:
    """Ana scores 23 and the game ends; then one bit of the stored result turns 23 into 33 (in the games row, where
    History, Statistics, the CSV and BG Stats read it: not in the moves, which a replay reads)."""
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        for action in (SetScore(1, 0, 23), SetScore(1, 1, 5), EndGame(2_000)):
            session.play(action)
        assert session.outcome is not None and session.outcome.scores[0] == 23
    with sqlite3.connect(path) as raw:
        [page] = raw.execute("SELECT rootpage FROM sqlite_schema WHERE name = 'games'").fetchone()
        [stored] = raw.execute("SELECT outcome FROM games").fetchone()
    score = stored.index('"scores":[23,') + len('"scores":[')
    data = bytearray(path.read_bytes())
    at = data.index(stored.encode(), (page - 1) * 4096) + score
    data[at] ^= 0x01  # '2' -> '3'
    path.write_bytes(bytes(data))
    return session.game_id


def test_a_flipped_bit_in_a_stored_result_is_restored_from_the_move_log(path: Path) -> None:
    a_finished_game_whose_result_changes(path)
    with Journal.open(path) as journal:
        assert only_notice(journal) == "The result of a game of Free play was restored from the journal's second " \
                                       "copy (it had changed on the disk)"
        [record] = journal.games(finished=True)
        assert record.outcome is not None and record.outcome["scores"][:2] == [23, 5]


def test_a_flipped_bit_in_a_stored_result_is_never_shown(path: Path) -> None:
    """Was: Ana's 23 read 33 in History, Statistics, the CSV and BG Stats, without a word, while a replay said 23."""
    game_id = a_finished_game_whose_result_changes(path)
    durable.log_path(path).unlink()  # no second copy: the result cannot be restored, only worked out again
    with Journal.open(path) as journal:
        assert only_notice(journal) == "The result of a game of Free play changed on the disk: it is not shown " \
                                       "until the game is opened again, which works it out from its moves"
        [record] = journal.games()
        assert record.result_damaged and not record.finished and record.outcome is None  # never 33
        assert journal.games(finished=True) == []
        resumed = Session.resume(journal, game_id)  # the moves say 23: the result is written again
        assert resumed.outcome is not None and resumed.outcome.scores[0] == 23
    with Journal.open(path) as journal:
        assert journal.notices == []
        [record] = journal.games(finished=True)
        assert record.outcome is not None and record.outcome["scores"][0] == 23


def test_a_file_of_schema_1_is_migrated_and_its_games_replay(path: Path) -> None:
    raw = sqlite3.connect(path)
    raw.executescript(V1_SCHEMA + "PRAGMA user_version = 1;")
    raw.execute("INSERT INTO games VALUES (1, 'freeplay', ?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 1, 0, "
                "NULL)", ('{"first_seat":0,"options":[],"players":[{"colour":"red","name":"Ana"},'
                          '{"colour":"blue","name":"Ben"}]}',))
    raw.execute("INSERT INTO entries VALUES (2, 1, 1, 'action', '{\"at_ms\":5,\"type\":\"EndTurn\"}', 'x')")
    raw.execute("INSERT INTO entries VALUES (3, 1, 2, 'undo', NULL, 'x')")
    raw.commit()
    raw.close()
    with Journal.open(path) as journal:
        assert journal.recovery is None and journal.warning is None
        session = Session.resume(journal, 1)
        assert session.notice is None and session.can_redo and session.last_seq == 2
        session.redo()
    with Journal.open(path) as journal:
        assert Session.resume(journal, 1).history == (EndTurn(5),)


def test_a_journal_cut_to_nothing_is_restored_from_the_move_log(path: Path) -> None:
    """Was: a journal cut to 0 bytes opened as a new empty one, without a word; then: with a word, the game lost."""
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        for op in playbook.operations(3, 25):
            playbook.perform(session, op)
    path.write_bytes(b"")
    with Journal.open(path) as journal:
        assert [n.english() for n in journal.notices] == [
            "A game of Free play was restored from the journal's second copy: the journal's files had lost it",
            "Free play: 25 moves restored from the journal's second copy (lost from the journal's files)"]
        [record] = journal.games()
        assert Session.resume(journal, record.id).state == playbook.reference_after(3, 25).state
    with Journal.open(path) as journal:
        assert journal.notices == []  # said once


@pytest.fixture(scope="module")
def busy_journal(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[int, int]]:
    path = tmp_path_factory.mktemp("busy") / "journal.sqlite3"
    seeds = {}
    with Journal.open(path) as journal:
        for seed in (21, 22):
            session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
            for op in playbook.operations(seed, 150):
                playbook.perform(session, op)
            seeds[session.game_id] = seed
    return path, seeds


@pytest.mark.parametrize("trial", range(40))
def test_sixteen_random_bytes_anywhere_never_raise_and_never_change_a_move(
        busy_journal: tuple[Path, dict[int, int]], tmp_path: Path, trial: int) -> None:
    """Was: of 300 such trials, 69 raised (3 from Journal.open) and some changed the game silently."""
    original, seeds = busy_journal
    rng = random.Random(trial)
    data = bytearray(original.read_bytes())
    at = rng.randrange(len(data) - 16)
    data[at:at + 16] = rng.randbytes(16)
    path = tmp_path / "journal.sqlite3"
    path.write_bytes(bytes(data))
    with Journal.open(path) as journal:
        for record in journal.games():
            try:
                session = Session.resume(journal, record.id)
            except CannotResume:
                continue
            # Whatever was kept is the very game the table played, up to some move (one entry per move).
            notice = session.notice
            kept = notice.params["first"] - 1 if notice is not None else len(journal.entries(record.id))
            model = playbook.reference_after(seeds[record.id], kept)
            assert session.state == model.state and session.history == tuple(model.actions)


@pytest.fixture(scope="module")
def crashed_with_a_wal(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    """A journal copied (main file, -wal, move log) while 120 moves were still only in its WAL, as a pulled
    plug leaves it; returns the folder and the game's seed."""
    live = tmp_path_factory.mktemp("live") / "journal.sqlite3"
    saved = (keeper.EVERY, keeper.QUIET_S)
    keeper.EVERY, keeper.QUIET_S = 10**9, 3600.0  # no checkpoint: every move stays in the WAL
    try:
        journal = Journal.open(live)
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        for op in playbook.operations(23, 120):
            playbook.perform(session, op)
        copy = tmp_path_factory.mktemp("crashed")
        for suffix in ("", "-wal", durable.SUFFIX):
            shutil.copyfile(f"{live}{suffix}", copy / f"journal.sqlite3{suffix}")
        journal.close()
    finally:
        keeper.EVERY, keeper.QUIET_S = saved
    return copy, 23


@pytest.mark.parametrize("trial", range(12))
def test_random_bytes_in_the_wal_lose_only_what_follows_them_and_say_so(
        crashed_with_a_wal: tuple[Path, int], tmp_path: Path, trial: int) -> None:
    source, seed = crashed_with_a_wal
    for name in ("journal.sqlite3", "journal.sqlite3-wal", f"journal.sqlite3{durable.SUFFIX}"):
        shutil.copyfile(source / name, tmp_path / name)
    wal = tmp_path / "journal.sqlite3-wal"
    rng = random.Random(trial)
    data = bytearray(wal.read_bytes())
    at = rng.randrange(32, frames_end(wal) - 16)  # past the WAL's header, in its frames: they are what is at stake
    data[at:at + 16] = rng.randbytes(16)
    wal.write_bytes(bytes(data))
    held = len(entries_sqlite_reads(tmp_path / "journal.sqlite3") or [])
    with Journal.open(tmp_path / "journal.sqlite3") as journal:
        [record] = journal.games()
        session = Session.resume(journal, record.id)
        assert session.notice is None and session.state == playbook.reference_after(seed, 120).state
        if held < 120:  # what SQLite's recovery dropped with the damaged frame and those after it, restored
            assert len(journal.notices) == 1, [n.english() for n in journal.notices]
            [notice] = journal.notices
            assert notice.params["moves"].count == 120 - held and "lost from the journal's files" in notice.english()
        else:
            assert journal.notices == []

