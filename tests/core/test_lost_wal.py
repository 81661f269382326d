"""A lost or cut -wal file after a SIGKILL: the WAL is never the only copy for long, and what it took with it
is named (docs/journal.md, "Lost moves").

Was: after 300 moves the main file held none of them (the WAL was 2.7 MB, short of SQLite's own
checkpoint); SIGKILL then the WAL deleted lost 300 of 300 moves, a WAL cut in half 160 of 300, without a
word. A child journals the moves (tests/core/wal_child.py) and is killed once the sidecar names them all.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.core import durable, keeper
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook
from tests.core.wal_frames import frames_end

ROOT = Path(__file__).resolve().parents[2]
SEED, MOVES = 8, 300


def play_and_kill(path: Path) -> list[int]:
    """The seqs the child printed (acknowledged), once the sidecar names the last of them."""
    child = subprocess.Popen([sys.executable, "-m", "tests.core.wal_child", str(path), str(SEED), str(MOVES)],
                             cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    seqs = []
    for line in child.stdout:
        if line.strip() == "done":
            break
        seqs.append(int(line))
    deadline = time.monotonic() + 30
    while max((a.seq for a in durable.read(path).values()), default=0) < seqs[-1]:
        assert time.monotonic() < deadline, "the sidecar never named the last move"
        time.sleep(0.05)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    return seqs


def wal(path: Path) -> Path:
    return Path(f"{path}-wal")


def check_the_loss_is_named(path: Path) -> int:
    """Open after the damage; returns how many moves the journal kept."""
    with Journal.open(path) as journal:
        [record] = journal.games()
        kept = len(journal.entries(record.id))
        assert MOVES - kept <= 2 * keeper.EVERY, f"only {kept} of {MOVES} moves were in the main file"
        if kept < MOVES:
            [notice] = journal.notices
            assert notice.params == {"game": notice.params["game"], "first": kept + 1, "last": MOVES}
            lost = f"Move {MOVES}" if kept + 1 == MOVES else f"Moves {kept + 1} to {MOVES}"
            assert notice.english().startswith(f"{lost} of Free play w")
        else:
            assert journal.notices == []
        session = Session.resume(journal, record.id)  # what is left replays to the same game
        assert session.state == playbook.reference_after(SEED, kept).state
    return kept


def test_a_wal_deleted_after_a_kill_loses_few_moves_and_names_them(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    assert play_and_kill(path) == list(range(1, MOVES + 1))
    assert wal(path).stat().st_size > 0
    wal(path).unlink()
    kept = check_the_loss_is_named(path)
    assert kept >= MOVES - 2 * keeper.EVERY  # a checkpoint every EVERY moves, give or take a late wake-up


def test_a_wal_cut_in_half_after_a_kill_names_what_it_lost(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    play_and_kill(path)
    os.truncate(wal(path), frames_end(wal(path)) // 2)  # through its frames, not the keeper's zeros after them
    check_the_loss_is_named(path)


def test_the_wal_of_a_paused_game_is_checkpointed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At a table's pace every move reaches the main file within a second: a lost WAL then loses none."""
    monkeypatch.setattr(keeper, "QUIET_S", 0.1)
    path = tmp_path / "journal.sqlite3"
    journal = Journal.open(path)
    session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
    for op in playbook.operations(SEED, 10):
        playbook.perform(session, op)
    time.sleep(1.0)  # a pause at the table
    snapshot = tmp_path / "copy.sqlite3"
    snapshot.write_bytes(path.read_bytes())  # the main file alone, as if the WAL were lost now
    (tmp_path / "copy.sqlite3.acked").write_bytes((tmp_path / "journal.sqlite3.acked").read_bytes())
    journal.close()
    with Journal.open(snapshot) as copy:
        assert len(copy.entries(session.game_id)) == 10 and copy.notices == []


def test_a_sidecar_write_torn_by_a_pulled_plug_leaves_the_previous_one(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    sidecar = durable.Sidecar(path)
    assert sidecar.write({1: durable.Acked("freeplay", 10, "a" * 16)})
    assert sidecar.write({1: durable.Acked("freeplay", 11, "b" * 16)})
    sidecar.close()
    assert durable.read(path)[1].seq == 11
    data = bytearray(durable.sidecar_path(path).read_bytes())
    data[40] ^= 0x01  # in slot 0, where the second write went (writes alternate between slots 1 and 0)
    durable.sidecar_path(path).write_bytes(bytes(data))
    assert durable.read(path)[1].seq == 10
