"""A full or read-only disk: a visible warning, and the game goes on in memory.

The errors are real ones from SQLite: a page limit on the live file (SQLITE_FULL), and, where the machine
lets a test make a private mount namespace (root, or user namespaces), a tiny tmpfs that truly fills up
(ENOSPC) and a read-only bind mount (EROFS). Root ignores file modes, so chmod is only used when not root.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from companion.core.journal import Journal, JournalWriteError
from tests.core import disk_scenarios

ROOT = Path(__file__).resolve().parents[2]
UNSHARE_VARIANTS = (["unshare", "--mount", "--propagation", "private"],
                    ["unshare", "--user", "--map-root-user", "--mount", "--propagation", "private"])


def assert_carried_on_in_memory(result: dict[str, Any]) -> None:
    assert result["failed_at"] is not None, "the disk never refused a write"
    # SQLite's SQLITE_FULL, or the move log's ENOSPC (its append is the commit's fsync: it may be the write that
    # fails), in the table's words
    assert "(it is full)" in result["warning"]
    assert "goes on in memory" in result["warning"]
    assert result["in_memory"] and result["state_matches"]
    assert result["last_seq"] == result["moves"]  # the in-memory journal took every move, numbered on
    # Everything shown before the failure is on the disk, and nothing was written after it (no holes).
    assert result["failed_at"] <= result["on_disk"] == result["on_disk_at_failure"] <= result["failed_at"] + 1
    assert result["disk_replays"]


def test_a_full_database_moves_the_game_to_memory(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    journal = Journal.open(path)
    pages = journal._conn.execute("PRAGMA page_count").fetchone()[0]
    journal._conn.execute(f"PRAGMA max_page_count = {pages + 3}")  # SQLite's own SQLITE_FULL path
    assert_carried_on_in_memory(disk_scenarios.play_until_the_disk_refuses(journal, path))


def test_the_failing_append_raises_once_and_the_next_ones_go_to_memory(tmp_path: Path) -> None:
    journal = Journal.open(tmp_path / "journal.sqlite3")
    game = journal.create_game("freeplay", {"players": []})
    journal._conn.execute("PRAGMA max_page_count = 1")
    payload = {"type": "SetScore", "round": 1, "seat": 0, "points": 1, "padding": "x" * 5000}
    with pytest.raises(JournalWriteError) as failure:
        journal.append(game, "action", payload)
    assert failure.value.kept == 1 and failure.value.notice == journal.warning
    assert journal.append(game, "undo") == 2  # no exception: the journal said once that it is in memory
    assert [e.kind for e in journal.entries(game)] == ["action", "undo"]


def test_a_folder_that_does_not_exist_gives_a_memory_journal(tmp_path: Path) -> None:
    journal = Journal.open(tmp_path / "missing" / "journal.sqlite3")
    assert journal.in_memory and journal.warning is not None and journal.recovery is None
    assert "(the folder for the games is missing)" in journal.warning.english()
    game = journal.create_game("freeplay", {"players": []})
    assert journal.append(game, "undo") == 1


def test_damage_in_a_folder_that_takes_no_new_file_is_salvaged_into_memory(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    disk_scenarios.prepare_readonly(path)
    with path.open("ab") as f:
        f.write(b"garbage")
    (tmp_path / "journal.sqlite3.recovering").mkdir()  # where the rebuilt file would go: refused
    journal = Journal.open(path)
    assert journal.recovery is not None and journal.warning is not None and journal.in_memory
    assert journal.damaged_copy == path  # the damaged file stayed where it was
    assert journal.recovery.params["moves"].count == 60 and len(journal.games()) == 1


# --- real full and read-only file systems, in a private mount namespace --------------------------------

@pytest.fixture(scope="module")
def unshare(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """A command prefix that runs its argument in a private mount namespace where it may mount."""
    probe = tmp_path_factory.mktemp("probe")
    for prefix in UNSHARE_VARIANTS:
        if shutil.which(prefix[0]) is None:
            break
        done = subprocess.run(prefix + ["sh", "-c", 'mount -t tmpfs -o size=64k tmpfs "$1"', "sh", str(probe)],
                              capture_output=True, timeout=30)
        if done.returncode == 0:
            return prefix
    pytest.skip("no private mount namespace here (needs root or user namespaces): cannot mount a small "
                "or read-only file system; the SQLITE_FULL tests above still cover the code path")


def run_isolated(prefix: list[str], script: str, *args: str) -> dict[str, Any]:
    done = subprocess.run(prefix + ["sh", "-c", script, "sh", *args, sys.executable], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])  # type: ignore[no-any-return]


def test_a_disk_that_really_fills_up(unshare: list[str], tmp_path: Path) -> None:
    script = 'mount -t tmpfs -o size=160k tmpfs "$1" && exec "$2" -m tests.core.disk_scenarios full "$1"'
    result = run_isolated(unshare, script, str(tmp_path))
    assert_carried_on_in_memory(result)


def test_a_kilim_game_on_a_card_that_fills_keeps_its_sealed_moves(unshare: list[str], tmp_path: Path) -> None:
    """The card fills before the game's first sealed move, whose key it refuses: the key reaches the card
    before the moves once there is room again. Was: the next start set aside every move from the first sealed
    one ("the key of its sealed move is missing")."""
    script = 'mount -t tmpfs -o size=1m tmpfs "$1" && exec "$2" -m tests.core.disk_scenarios kilim-full "$1"'
    result = run_isolated(unshare, script, str(tmp_path))
    assert result["in_memory"] and "goes on in memory" in result["warning"] and not result["in_memory_after"]
    assert result["set_aside"] is None, result["set_aside"]
    assert result["last_seq"] == result["on_card"] == 60 and result["replays"]


def test_a_read_only_file_system(tmp_path: Path) -> None:
    rw, ro = tmp_path / "rw", tmp_path / "ro"
    rw.mkdir()
    ro.mkdir()
    disk_scenarios.prepare_readonly(rw / "journal.sqlite3")
    before = {p.name: p.read_bytes() for p in rw.iterdir()}
    if os.geteuid() != 0:
        result = _with_modes_read_only(rw)
        expected_reason = "the app is not allowed to write on it"
    else:
        prefix = _unshare_or_skip(tmp_path)
        script = ('mount --bind "$1" "$2" && mount -o remount,bind,ro "$2" && '
                  'exec "$3" -m tests.core.disk_scenarios readonly "$2"')
        result = run_isolated(prefix, script, str(rw), str(ro))
        expected_reason = "it is read-only"
    assert result["in_memory"] and result["recovery"] is None and result["games"] == 1
    assert "cannot be saved" in result["warning"] and expected_reason in result["warning"]
    assert result["resumed_ok"] and result["played_on"] and result["last_seq"] == 100
    assert {p.name: p.read_bytes() for p in rw.iterdir()} == before  # not a byte written


def _with_modes_read_only(folder: Path) -> dict[str, Any]:
    for p in folder.iterdir():
        p.chmod(0o444)
    folder.chmod(0o555)
    try:
        return disk_scenarios.open_readonly_and_play(folder / "journal.sqlite3")
    finally:
        folder.chmod(0o755)


def _unshare_or_skip(tmp_path: Path) -> list[str]:
    for prefix in UNSHARE_VARIANTS:
        if shutil.which(prefix[0]) and subprocess.run(prefix + ["true"], capture_output=True).returncode == 0:
            return prefix
    pytest.skip("running as root, where file modes do not stop writes, and no mount namespace to make a "
                "read-only mount")
