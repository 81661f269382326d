"""The journal file: schema and pragmas, per-game seqs, durability, listing, finished games."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from companion.core import durable
from companion.core.journal import Entry, Journal
from companion.core.journal_file import SCHEMA_VERSION

SETUP = {"players": [{"name": "Zoë", "colour": "red"}, {"name": "和子", "colour": "blue"}], "first_seat": 0,
         "options": []}


def test_file_is_wal_synced_at_checkpoints_with_a_move_log_and_a_schema_version(journal: Journal, path: Path) -> None:
    """SQLite syncs at its checkpoints (NORMAL): a commit's one fsync is the move log's (docs/journal.md)."""
    pragma = {name: journal._conn.execute(f"PRAGMA {name}").fetchone()[0]
              for name in ("journal_mode", "synchronous", "user_version", "foreign_keys")}
    assert pragma == {"journal_mode": "wal", "synchronous": 1, "user_version": SCHEMA_VERSION, "foreign_keys": 1}
    game = journal.create_game("freeplay", SETUP)
    journal.append(game, "action", {"type": "EndTurn", "at_ms": 1})
    log = durable.read(path)
    assert [row[:3] for row in log.entries.values()] == [(2, game, 1)] and list(log.games) == [game]
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    raw.close()


def test_seqs_count_per_game(journal: Journal) -> None:
    first, second = journal.create_game("freeplay", SETUP), journal.create_game("freeplay", SETUP)
    seqs = [journal.append(first, "action", {"type": "EndTurn", "at_ms": 1}),
            journal.append(second, "action", {"type": "EndTurn", "at_ms": 2}),
            journal.append(first, "undo"), journal.append(first, "redo"), journal.append(second, "undo")]
    assert seqs == [1, 1, 2, 3, 2]
    assert journal.entries(first) == [Entry(1, "action", {"type": "EndTurn", "at_ms": 1}), Entry(2, "undo", None),
                                      Entry(3, "redo", None)]
    assert [r.entries for r in journal.games()] == [2, 3]


def test_an_append_is_committed_when_it_returns(journal: Journal, path: Path) -> None:
    game = journal.create_game("freeplay", SETUP)
    journal.append(game, "action", {"type": "EndTurn", "at_ms": 5})
    other = sqlite3.connect(path)  # another connection sees only committed data
    assert other.execute("SELECT seq, kind FROM entries").fetchall() == [(1, "action")]
    other.close()


def test_the_schema_refuses_a_second_entry_with_the_same_seq(journal: Journal, path: Path) -> None:
    game = journal.create_game("freeplay", SETUP)
    journal.append(game, "undo")
    other = sqlite3.connect(path)
    with pytest.raises(sqlite3.IntegrityError):
        other.execute("INSERT INTO entries (game_id, seq, kind) VALUES (?, 1, 'redo')", (game,))
    other.close()


@pytest.mark.parametrize("kind, payload, error", [
    ("jump", None, ValueError), ("action", None, ValueError), ("undo", {"type": "EndTurn"}, ValueError)])
def test_malformed_entries_are_refused(journal: Journal, kind: str, payload: object, error: type) -> None:
    game = journal.create_game("freeplay", SETUP)
    with pytest.raises(error):
        journal.append(game, kind, payload)
    assert journal.entries(game) == []


def test_an_unknown_game_is_refused_and_nothing_is_written(journal: Journal) -> None:
    with pytest.raises(KeyError):
        journal.append(42, "undo")
    with pytest.raises(KeyError):
        journal.set_finished(42, None)
    assert journal.games() == [] and journal.entries(42) == []


def test_games_are_listed_newest_activity_first_and_filtered(journal: Journal) -> None:
    old, new = journal.create_game("freeplay", SETUP), journal.create_game("freeplay", SETUP)
    assert [r.id for r in journal.games()] == [new, old]
    journal.append(old, "undo")  # activity, not creation, orders the list
    assert [r.id for r in journal.games()] == [old, new]
    journal.set_finished(new, {"winners": [1]})
    assert [r.id for r in journal.games(finished=True)] == [new]
    assert [r.id for r in journal.games(finished=False)] == [old]
    record = journal.game(new)
    assert record.finished and record.outcome == {"winners": [1]} and record.setup == SETUP
    journal.set_finished(new, None)  # an undo took the end back
    assert {r.id for r in journal.games(finished=False)} == {old, new}
    assert journal.game(new).outcome is None


def test_everything_survives_close_and_reopen(path: Path) -> None:
    with Journal.open(path) as journal:
        game = journal.create_game("freeplay", SETUP)
        journal.append(game, "action", {"type": "SetScore", "round": 1, "seat": 0, "points": None})
        journal.set_finished(game, {"winners": [0]})
        before = (journal.games(), journal.entries(game))
    assert not Path(f"{path}-wal").exists()  # a clean close checkpoints the WAL into the file
    with Journal.open(path) as journal:
        assert journal.recovery is None and journal.warning is None
        assert (journal.games(), journal.entries(game)) == before
        assert journal.append(game, "undo") == 2


def test_a_memory_journal_has_no_warning() -> None:
    journal = Journal.memory()
    game = journal.create_game("freeplay", SETUP)
    assert journal.append(game, "undo") == 1
    assert journal.in_memory and journal.warning is None and journal.recovery is None


def test_a_newer_schema_is_left_alone(path: Path) -> None:
    raw = sqlite3.connect(path)
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    journal = Journal.open(path)
    assert journal.in_memory and journal.warning is not None
    assert "newer version" in journal.warning.english()
    journal.create_game("freeplay", SETUP)  # the session goes on in memory
    journal.close()
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    raw.close()
