"""One writer per journal: a second copy of the app never writes to a journal another copy is writing to.

Was: two app processes on one journal both appended to the same game, which then never replayed (a
service and a hand-started app on a Pi).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook

ROOT = Path(__file__).resolve().parents[2]
HOLD = """
import sys, time
from companion.core.journal import Journal
journal = Journal.open(sys.argv[1])
journal._keeper.ready.wait(10)  # its start-up write done: from now on this copy writes nothing unless it moves
print("open", flush=True)
time.sleep(120)
"""


SECOND = """
import json, sys
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook
journal = Journal.open(sys.argv[1])
session = Session.resume(journal, int(sys.argv[2]))
session.play(next(iter(playbook.operations(99, 1)))[1])
print(json.dumps({"in_memory": journal.in_memory, "warning": journal.warning and journal.warning.english()}))
"""


def holder(path: Path) -> subprocess.Popen[str]:
    child = subprocess.Popen([sys.executable, "-c", HOLD, str(path)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline().strip() == "open"
    return child


def played(path: Path) -> Session:
    """A journal with one game of 20 moves, closed."""
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        for op in playbook.operations(4, 20):
            playbook.perform(session, op)
    return session


def test_a_second_process_gets_a_read_only_copy_and_writes_nothing(path: Path) -> None:
    session = played(path)
    child = holder(path)
    try:
        files = (path, Path(f"{path}-wal"))
        before = [f.read_bytes() for f in files]
        with Journal.open(path) as second:
            assert second.in_memory and second.warning is not None
            assert second.warning.english().startswith("Another copy of the app is running")
            resumed = Session.resume(second, session.game_id)  # the table can still look at its game
            assert resumed.state == playbook.reference_after(4, 20).state
            resumed.play(next(iter(playbook.operations(99, 1)))[1])
        assert [f.read_bytes() for f in files] == before  # not a byte written by the second copy
    finally:
        child.kill()
        child.wait()
    with Journal.open(path) as journal:  # the holder is gone: its lock went with it
        assert journal.warning is None and len(journal.entries(session.game_id)) == 20


def test_a_second_app_says_already_running_and_exits_before_its_window(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    child = holder(data / "journal.sqlite3")
    try:
        env = dict(os.environ, COMPANION_DATA_DIR=str(data))
        done = subprocess.run([sys.executable, "-m", "companion", "run", "--exit-after", "1"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60)
    finally:
        child.kill()
        child.wait()
    assert done.returncode == 3
    assert "already running" in done.stderr and str(data) in done.stderr
    assert not (data / "kivy").exists()  # it left before Kivy was even imported


def test_a_deleted_lock_file_lets_no_second_writer_in(tmp_path: Path) -> None:
    """Was: with ``journal.sqlite3.lock`` deleted while the app ran, a second copy locked a new file of that name
    and became a second writer (its first move then failed with an IntegrityError traceback). The folder
    itself is locked now; a lock file left by an older version is deleted here as the issue did."""
    data = tmp_path / "data"
    data.mkdir()
    path = data / "journal.sqlite3"
    session = played(path)
    child = holder(path)
    try:
        for stale in (Path(f"{path}.lock"), *data.glob("*.lock")):
            stale.unlink(missing_ok=True)
        files = (path, Path(f"{path}-wal"))
        before = [f.read_bytes() for f in files]
        second = subprocess.run([sys.executable, "-c", SECOND, str(path), str(session.game_id)], cwd=ROOT,
                                capture_output=True, text=True, timeout=60)
        env = dict(os.environ, COMPANION_DATA_DIR=str(data))
        app = subprocess.run([sys.executable, "-m", "companion", "run", "--exit-after", "1"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=60)
        after = [f.read_bytes() for f in files]
    finally:
        child.kill()
        child.wait()
    assert after == before  # not a byte written by the second copy
    assert second.returncode == 0 and "Traceback" not in second.stderr, second.stderr
    result = json.loads(second.stdout)
    assert result["in_memory"] and result["warning"].startswith("Another copy of the app is running")
    assert app.returncode == 3 and app.stderr.splitlines() == [
        f"companion: already running: another copy of the app uses {data}; this one stops"]
