"""A journal cut short, with garbage at its end, or with a page zeroed: the app starts, says what it kept.

Each case damages a copy of a real journal, opens it and checks that open() did not raise, that the notice
counts what was kept, that every kept game is an unbroken start of the original (so it replays to the
same state a clean run reaches), that the damaged bytes are kept aside, and that the repaired file works.
"""

from __future__ import annotations

import os
import random
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core import sqlite_pages
from companion.core.journal import Entry, Journal
from companion.core.session import Session
from tests.core import playbook
from tests.core.wal_frames import frames_end

SEEDS = (11, 12, 13)
OPS_PER_GAME = 400
PAGE = 4096


@dataclass(frozen=True)
class Original:
    path: Path
    entries: dict[int, list[Entry]]  # game id -> entries
    seeds: dict[int, int]  # game id -> playbook seed

    @property
    def size(self) -> int:
        return self.path.stat().st_size


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> Original:
    path = tmp_path_factory.mktemp("original") / "journal.sqlite3"
    seeds = {}
    with Journal.open(path) as journal:
        for seed in SEEDS:
            session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
            for op in playbook.operations(seed, OPS_PER_GAME):
                playbook.perform(session, op)
            seeds[session.game_id] = seed
        entries = {gid: journal.entries(gid) for gid in seeds}
    return Original(path, entries, seeds)


def damaged_copy(original: Original, folder: Path) -> Path:
    path = folder / "journal.sqlite3"
    shutil.copyfile(original.path, path)
    return path


def open_and_check(original: Original, path: Path) -> tuple[Journal, int]:
    """Open the damaged file; check what was kept; return the journal and the number of entries kept."""
    damaged_bytes = path.read_bytes()
    journal = Journal.open(path)
    assert journal.recovery is not None and journal.warning is None and not journal.in_memory
    kept_as = journal.damaged_copy
    assert kept_as is not None
    assert kept_as.name.startswith("journal.sqlite3.damaged-") and kept_as.read_bytes() == damaged_bytes
    kept = 0
    for record in journal.games():
        entries = journal.entries(record.id)
        assert entries == original.entries[record.id][:len(entries)]  # an unbroken start of the game
        resumed = Session.resume(journal, record.id)
        model = playbook.reference_after(original.seeds[record.id], len(entries))
        assert resumed.state == model.state and resumed.history == tuple(model.actions)
        kept += len(entries)
    assert journal.recovery.params["games"].count == len(journal.games())
    assert journal.recovery.params["moves"].count == kept
    return journal, kept


def assert_repaired_file_works(path: Path, journal: Journal) -> None:
    game = journal.create_game("freeplay", {"players": []})
    assert journal.append(game, "undo") == 1
    journal.close()
    with Journal.open(path) as again:
        assert again.recovery is None and again.warning is None
        assert again.entries(game)[-1].kind == "undo"


@pytest.mark.parametrize("fraction", [0.01, 0.3, 0.5, 0.75, 0.9, 0.97, 0.999])
def test_a_file_cut_short(original: Original, tmp_path: Path, fraction: float) -> None:
    path = damaged_copy(original, tmp_path)
    os.truncate(path, int(original.size * fraction))
    journal, kept = open_and_check(original, path)
    total = sum(len(e) for e in original.entries.values())
    if fraction >= 0.5:  # the games table sits on the first pages; entries are kept up to the cut
        assert len(journal.games()) == len(SEEDS) and kept > 0
    if fraction >= 0.97:
        assert kept >= 0.8 * total
    assert_repaired_file_works(path, journal)


GARBAGE = {"one zero byte": b"\x00", "1000 random bytes": random.Random(1).randbytes(1000),
           "3 random pages": random.Random(3).randbytes(3 * PAGE), "fake headers": b"SQLite format 3\x00" * 9}


@pytest.mark.parametrize("garbage", GARBAGE.values(), ids=GARBAGE.keys())
def test_garbage_at_the_end_loses_nothing(original: Original, tmp_path: Path, garbage: bytes) -> None:
    path = damaged_copy(original, tmp_path)
    with path.open("ab") as f:
        f.write(garbage)
    journal, kept = open_and_check(original, path)
    assert kept == sum(len(e) for e in original.entries.values())
    assert journal.recovery is not None
    assert journal.recovery.english().startswith(
        f"Journal repaired: {len(SEEDS)} games and {kept} moves recovered")
    assert_repaired_file_works(path, journal)


def zero_page(path: Path, number: int) -> None:
    with path.open("r+b") as f:
        f.seek((number - 1) * PAGE)
        f.write(bytes(PAGE))


@pytest.mark.parametrize("table", ["sqlite_schema", "meta", "games", "entries"])
def test_a_zeroed_root_page_loses_nothing(original: Original, tmp_path: Path, table: str) -> None:
    """SQL cannot get past a lost root, but the leaves still hold the rows, and a game's setup is kept twice
    (games row and meta copy), so no single page takes it."""
    with Journal.open(original.path) as journal:
        roots = dict(journal._conn.execute("SELECT name, rootpage FROM sqlite_schema WHERE type = 'table'"))
    path = damaged_copy(original, tmp_path)
    zero_page(path, roots.get(table, 1))
    journal, kept = open_and_check(original, path)
    assert len(journal.games()) == len(SEEDS) and kept == sum(len(e) for e in original.entries.values())
    assert_repaired_file_works(path, journal)


@pytest.mark.parametrize("where", ["middle", "last"])
def test_a_zeroed_leaf_page_loses_its_rows_and_what_follows(original: Original, tmp_path: Path,
                                                           where: str) -> None:
    path = damaged_copy(original, tmp_path)
    pages = original.size // PAGE
    zero_page(path, pages // 2 if where == "middle" else pages)
    journal, kept = open_and_check(original, path)
    assert len(journal.games()) == len(SEEDS) and kept > 0.5 * sum(len(e) for e in original.entries.values())
    assert_repaired_file_works(path, journal)


@pytest.mark.parametrize("seed", range(12))
def test_random_damage_never_stops_the_app(original: Original, tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    path = damaged_copy(original, tmp_path)
    data = bytearray(path.read_bytes())
    for _ in range(rng.randint(1, 4)):  # scribble over a few stretches, then maybe cut or extend
        start = rng.randrange(len(data))
        data[start:start + rng.randint(1, 2 * PAGE)] = rng.randbytes(rng.randint(1, 2 * PAGE))
    cut = rng.choice([len(data), rng.randrange(len(data)), len(data) + 777])
    path.write_bytes(bytes(data[:cut]).ljust(cut, b"\xff"))
    journal, _ = open_and_check(original, path)
    assert_repaired_file_works(path, journal)


def test_a_file_that_is_not_a_journal_at_all(original: Original, tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    path.write_bytes(os.urandom(5 * PAGE))
    journal, kept = open_and_check(original, path)
    assert kept == 0 and journal.games() == []
    assert_repaired_file_works(path, journal)


def wal_snapshot(original: Original, folder: Path) -> tuple[Path, Journal]:
    """A journal whose latest moves are still only in its WAL, copied as a pulled plug would leave it."""
    live = folder / "live" / "journal.sqlite3"
    live.parent.mkdir()
    shutil.copyfile(original.path, live)
    journal = Journal.open(live)
    journal._conn.execute("PRAGMA wal_autocheckpoint=0")  # keep every new frame in the WAL
    assert journal._keeper is not None
    journal._keeper.close()  # and no checkpoint from the keeper either
    journal._keeper = None
    gid = next(iter(original.seeds))
    for _ in range(40):
        journal.append(gid, "undo" if len(journal.entries(gid)) % 2 else "redo")
    path = folder / "journal.sqlite3"
    for suffix in ("", "-wal"):
        shutil.copyfile(f"{live}{suffix}", f"{path}{suffix}")
    return path, journal


def test_garbage_after_the_last_wal_frame_is_ignored(original: Original, tmp_path: Path) -> None:
    path, live = wal_snapshot(original, tmp_path)
    with open(f"{path}-wal", "r+b") as f:
        f.seek(frames_end(Path(f"{path}-wal")))
        f.write(os.urandom(5000))
    with Journal.open(path) as journal:
        assert journal.recovery is None and journal.warning is None
        assert journal.games() == live.games()
        assert all(journal.entries(g) == live.entries(g) for g in original.seeds)
    live.close()


def test_a_wal_cut_mid_frame_keeps_the_commits_before_the_cut(original: Original, tmp_path: Path) -> None:
    path, live = wal_snapshot(original, tmp_path)
    wal = Path(f"{path}-wal")
    os.truncate(wal, frames_end(wal) - 3000)
    gid = next(iter(original.seeds))
    with Journal.open(path) as journal:
        assert journal.recovery is None and journal.warning is None
        kept = journal.entries(gid)
        assert len(original.entries[gid]) <= len(kept) < len(live.entries(gid))
        assert kept == live.entries(gid)[:len(kept)]
    live.close()


def test_a_rebuild_left_half_done_is_discarded(original: Original, tmp_path: Path) -> None:
    path = damaged_copy(original, tmp_path)
    leftover = tmp_path / "journal.sqlite3.recovering"
    leftover.write_bytes(b"half a file")
    with Journal.open(path) as journal:
        assert journal.recovery is None and len(journal.games()) == len(SEEDS)
    assert not leftover.exists()


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=st.lists(st.tuples(st.integers(0, 6 * PAGE), st.binary(min_size=1, max_size=64)), max_size=8))
def test_the_page_reader_takes_any_bytes(original: Original, edits: list[tuple[int, bytes]]) -> None:
    data = bytearray(original.path.read_bytes()[:6 * PAGE])
    for offset, chunk in edits:
        data[offset:offset + len(chunk)] = chunk
    for rowid, values in sqlite_pages.leaf_rows(bytes(data)):
        assert isinstance(rowid, int) and isinstance(values, tuple)
