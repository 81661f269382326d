"""A plug pulled mid-burst, on a real file system; run as root in a private mount namespace (``unshare --mount``, see
test_pulled_plug.py): ``python -m tests.core.plug_scenario WORK_FOLDER TRIALS``.

Each trial makes an ext4 image on a loop device, starts a child that journals a burst of moves on it
(tests/core/wal_child.py), and once the child has acknowledged some of them shuts the file system down with
NOLOGFLUSH: nothing more reaches the image, not even the file system's own journal, as when the power goes. The child
is killed, the image mounted again (ext4 replays its journal) and the journal opened there. Prints one JSON line: per
trial, the moves acknowledged before the plug was pulled, those the journal holds, those SQLite alone held, whether
the game replays and what the notices said.
"""

from __future__ import annotations

import json
import random
import signal
import sys
from pathlib import Path
from typing import Any

from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook, wal_child
from tests.core.eio_scenario import attach, sh, shut_down
from tests.core.wal_frames import entries_sqlite_reads

SEED, MOVES = 8, 300  # tests/core/wal_child.py's stream


def trial(work: Path, number: int, kill_after: int) -> dict[str, Any]:
    image, mount = work / f"card-{number}.ext4", work / f"card-{number}"
    mount.mkdir()
    sh("truncate", "-s", "16M", str(image))
    sh("mkfs.ext4", "-q", str(image))
    devices = [attach(image, mount)]
    path = mount / "journal.sqlite3"
    child, acknowledged = wal_child.acknowledged_up_to(path, SEED, MOVES, kill_after)
    shut_down(mount)  # the plug: what the child acknowledged so far must be on the image
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    sh("umount", "-l", str(mount))
    devices.append(attach(image, mount))  # the power is back: the same image, mounted again
    held = len(entries_sqlite_reads(path) or [])
    with Journal.open(path) as journal:
        records = journal.games()
        kept = len(journal.entries(records[0].id)) if records else 0
        replays = bool(records) and Session.resume(journal, records[0].id).state == \
            playbook.reference_after(SEED, kept).state
        notices = [n.english() for n in journal.notices]
    sh("umount", str(mount))
    for device in devices:  # loop devices are the machine's, not the namespace's: give back ours only
        sh("losetup", "-d", device)
    return {"acknowledged": acknowledged, "kept": kept, "sqlite_alone": held, "replays": replays, "notices": notices}


def main(work: Path, trials: int) -> list[dict[str, Any]]:
    rng = random.Random(trials)
    return [trial(work, n, rng.randrange(20, MOVES - 10)) for n in range(trials)]


if __name__ == "__main__":
    print(json.dumps(main(Path(sys.argv[1]), int(sys.argv[2]))), flush=True)
