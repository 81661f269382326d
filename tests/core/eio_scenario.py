"""A card that fails mid-game with real I/O errors, then comes back; run as root in a private mount namespace
(``unshare --mount``, see test_failing_card.py): ``python -m tests.core.eio_scenario WORK_FOLDER [kilim]``.

The journal lives on an ext4 image mounted through a loop device. After some moves the file system is shut
down (FS_IOC_GOINGDOWN, as a card that stops answering: every read and write is EIO); the game goes on; the
image is then mounted again at the same place (the card is back) and the game goes on. Prints one JSON line.
With ``kilim``: a Kilim game is set up while the card is dead, so its key (made at its first sealed move)
cannot be written either; once the card is back, the key must reach it with the moves.
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
from games.base import get

from companion.core.session import Session
from tests.core import disk_scenarios, playbook

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


def make_card(work: Path) -> tuple[Path, Path, list[str]]:
    """An ext4 image, mounted: (the image, its mount point, the loop devices attached)."""
    image, mount = work / "card.ext4", work / "card"
    mount.mkdir()
    sh("truncate", "-s", "16M", str(image))
    sh("mkfs.ext4", "-q", str(image))
    return image, mount, [attach(image, mount)]


def bring_back(image: Path, mount: Path, devices: list[str]) -> None:
    """The card is back: another loop device, the same image, the same folder; the next write tries it."""
    sh("umount", "-l", str(mount))
    devices.append(attach(image, mount))
    journal_module.RETRY_S = 0.0


def put_away(mount: Path, devices: list[str]) -> None:
    sh("umount", str(mount))
    for device in devices:  # loop devices are the machine's, not the namespace's: give back ours only
        sh("losetup", "-d", device)


def main(work: Path) -> dict[str, Any]:
    image, mount, devices = make_card(work)
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
    bring_back(image, mount, devices)
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
    put_away(mount, devices)
    return result


def kilim_set_up_while_dead(work: Path) -> dict[str, Any]:
    """A freeplay game on the card, the card dies, a Kilim game is set up and played, the card comes back."""
    image, mount, devices = make_card(work)
    path = mount / "journal.sqlite3"
    journal = Journal.open(path)
    on_card = Session.new(journal, playbook.freeplay(), playbook.SETUP)
    for op in playbook.operations(SEED, BEFORE):
        playbook.perform(on_card, op)
    shut_down(mount)
    journal_module.RETRY_S = 3600.0
    kilim = get("kilim")
    ops = list(playbook.operations(SEED, DURING + AFTER, kilim))
    session = Session.new(journal, kilim, playbook.SETUP)
    for op in ops[:DURING]:
        playbook.perform(session, op)
    result: dict[str, Any] = {"in_memory": journal.in_memory, "sealed": sum(
        1 for kind, action in ops if kind == "play" and kilim.sealed(action))}
    bring_back(image, mount, devices)
    result.update(disk_scenarios.finish_and_reopen(session, path, ops[DURING:], SEED))
    put_away(mount, devices)
    return result


if __name__ == "__main__":
    scenario = kilim_set_up_while_dead if sys.argv[2:] == ["kilim"] else main
    print(json.dumps(scenario(Path(sys.argv[1])), default=str), flush=True)
