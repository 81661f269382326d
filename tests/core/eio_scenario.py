"""A card that fails mid-game with real I/O errors, then comes back; run as root in a private mount namespace
(``unshare --mount``, see test_failing_card.py): ``python -m tests.core.eio_scenario WORK_FOLDER``.

The journal lives on an ext4 image mounted through a loop device. After some moves the file system is shut
down (FS_IOC_GOINGDOWN, as a card that stops answering: every read and write is EIO); the game goes on; the
image is then mounted again at the same place (the card is back) and the game goes on. Prints one JSON line.
"""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from companion.core import journal as journal_module
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook

SEED = 6
BEFORE, DURING, AFTER = 30, 30, 10
FS_IOC_GOINGDOWN = 0x8004587D
NOLOGFLUSH = 2  # the card stops at once: nothing more reaches it, not even the file system's own journal


def sh(*args: str) -> str:
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout.strip()


def attach(image: Path, mount: Path) -> str:
    device = sh("losetup", "-f", "--show", str(image))
    sh("mount", device, str(mount))
    return device


def shut_down(mount: Path) -> None:
    fd = os.open(mount, os.O_RDONLY)
    try:
        fcntl.ioctl(fd, FS_IOC_GOINGDOWN, NOLOGFLUSH.to_bytes(4, "little"))
    finally:
        os.close(fd)


def main(work: Path) -> dict[str, Any]:
    image, mount = work / "card.ext4", work / "card"
    mount.mkdir()
    sh("truncate", "-s", "16M", str(image))
    sh("mkfs.ext4", "-q", str(image))
    devices = [attach(image, mount)]
    path = mount / "journal.sqlite3"
    journal = Journal.open(path)
    session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
    ops = list(playbook.operations(SEED, BEFORE + DURING + AFTER))
    for op in ops[:BEFORE]:
        playbook.perform(session, op)
    shut_down(mount)
    journal_module.RETRY_S = 3600.0  # the card stays dead while these moves are made
    errors = []
    for op in ops[BEFORE:BEFORE + DURING]:
        try:
            playbook.perform(session, op)
        except Exception as exc:  # was: KeyError 'no game 1 in the journal' at every move after the first
            errors.append(repr(exc))
    warning = session.warning
    result: dict[str, Any] = {"errors": errors, "warning": None if warning is None else warning.english(),
                              "in_memory": journal.in_memory, "last_seq_during": session.last_seq}
    sh("umount", "-l", str(mount))
    devices.append(attach(image, mount))  # the card is back: another loop device, the same image, the same folder
    journal_module.RETRY_S = 0.0
    for op in ops[BEFORE + DURING:]:
        playbook.perform(session, op)
    result.update(in_memory_after=journal.in_memory, restored=None if journal.restored is None else
                  journal.restored.english(), banner=None if session.warning is None else session.warning.english())
    journal.close()
    with Journal.open(path) as reopened:
        entries = reopened.entries(session.game_id)
        resumed = Session.resume(reopened, session.game_id)
        result.update(on_card=len(entries), reopened_warning=reopened.warning, notices=len(reopened.notices),
                      replays=resumed.state == playbook.reference_after(SEED, len(ops)).state)
    sh("umount", str(mount))
    for device in devices:  # loop devices are the machine's, not the namespace's: give back ours only
        sh("losetup", "-d", device)
    return result


if __name__ == "__main__":
    print(json.dumps(main(Path(sys.argv[1])), default=str), flush=True)
