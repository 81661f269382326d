"""Full-disk and read-only scenarios, run either in the test process or in a child that sees a real full
tmpfs or a read-only mount (``python -m tests.core.disk_scenarios full|readonly FOLDER``, prints JSON).
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from pathlib import Path
from typing import Any

from games.base import get

from companion.core import journal as journal_module
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook

SEED = 5
AFTER_FAILURE = 150  # moves played in memory once the disk has refused one


def committed_entries(path: Path) -> int:
    """What another reader sees on the disk right now."""
    conn = sqlite3.connect(path.absolute().as_uri() + "?mode=ro", uri=True)
    try:
        return int(conn.execute("SELECT count(*) FROM entries").fetchone()[0])
    finally:
        conn.close()


def play_until_the_disk_refuses(journal: Journal, path: Path, limit: int = 50_000) -> dict[str, Any]:
    session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
    model = playbook.Reference(playbook.freeplay(), playbook.SETUP)
    failed_at = None
    on_disk_at_failure = -1
    for i, op in enumerate(playbook.operations(SEED, limit)):
        playbook.perform(session, op)
        model.apply(op)
        if session.warning is not None and failed_at is None:
            failed_at, on_disk_at_failure = i, committed_entries(path)
        if failed_at is not None and i >= failed_at + AFTER_FAILURE:
            break
    on_disk = committed_entries(path)
    reopened = Journal.open(path)
    return {
        "failed_at": failed_at,
        "warning": None if session.warning is None else session.warning.english(),
        "in_memory": journal.in_memory,
        "state_matches": session.state == model.state and session.history == tuple(model.actions),
        "last_seq": session.last_seq,
        "moves": i + 1,
        "on_disk_at_failure": on_disk_at_failure,
        "on_disk": on_disk,
        "disk_replays": _replays_to_reference(reopened, session.game_id, on_disk),
        "reopened_warning": None if reopened.warning is None else reopened.warning.english(),
    }


def _replays_to_reference(journal: Journal, game_id: int, count: int) -> bool:
    resumed = Session.resume(journal, game_id)
    return len(journal.entries(game_id)) == count and resumed.state == playbook.reference_after(SEED, count).state


def prepare_readonly(path: Path, moves: int = 60) -> int:
    """A journal with one game, closed cleanly; returns the game id."""
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        for op in playbook.operations(SEED, moves):
            playbook.perform(session, op)
        return session.game_id


def open_readonly_and_play(path: Path, moves: int = 60, more: int = 40) -> dict[str, Any]:
    journal = Journal.open(path)
    games = journal.games()
    session = Session.resume(journal, games[0].id)
    resumed_ok = session.state == playbook.reference_after(SEED, moves).state
    ops = list(playbook.operations(SEED, moves + more))[moves:]
    for op in ops:
        playbook.perform(session, op)
    return {
        "warning": None if journal.warning is None else journal.warning.english(),
        "recovery": journal.recovery,
        "in_memory": journal.in_memory,
        "games": len(games),
        "resumed_ok": resumed_ok,
        "played_on": session.state == playbook.reference_after(SEED, moves + more).state,
        "last_seq": session.last_seq,
    }


def fill(folder: Path) -> Path:
    """A file that takes every free byte of the file system; removing it makes room again."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        while os.write(fd, b"\0" * 4096):
            pass
    except OSError:
        pass
    finally:
        os.close(fd)
    return filler


def kilim_on_a_full_card(path: Path, full_for: int = 40, after: int = 20) -> dict[str, Any]:
    """A Kilim game set up, the card fills before its first sealed move, the table plays on, room is made."""
    kilim = get("kilim")
    ops = list(playbook.operations(SEED, full_for + after, kilim))
    journal = Journal.open(path)
    session = Session.new(journal, kilim, playbook.SETUP)
    journal_module.RETRY_S = 3600.0
    filler = fill(path.parent)
    for op in ops[:full_for]:
        playbook.perform(session, op)
    result: dict[str, Any] = {"in_memory": journal.in_memory,
                              "warning": None if session.warning is None else session.warning.english()}
    os.unlink(filler)
    journal_module.RETRY_S = 0.0
    result.update(finish_and_reopen(session, path, ops[full_for:], SEED))
    return result


def finish_and_reopen(session: Session, path: Path, ops: list[playbook.Op], seed: int) -> dict[str, Any]:
    """Play the last operations (the card is back), close, and say what the next start finds of the game."""
    journal = session.journal
    for op in ops:
        playbook.perform(session, op)
    result: dict[str, Any] = {"in_memory_after": journal.in_memory, "last_seq": session.last_seq}
    journal.close()
    with Journal.open(path) as reopened:
        resumed = Session.resume(reopened, session.game_id)
        result.update(on_card=len(reopened.entries(session.game_id)),
                      set_aside=None if resumed.notice is None else resumed.notice.english(),
                      replays=resumed.state == playbook.reference_after(seed, session.last_seq, session.game).state)
    return result


def main(scenario: str, folder: str) -> None:
    path = Path(folder) / "journal.sqlite3"
    if scenario == "full":
        result = play_until_the_disk_refuses(Journal.open(path), path)
    elif scenario == "kilim-full":
        result = kilim_on_a_full_card(path)
    else:
        result = open_readonly_and_play(path)
    print(json.dumps(result, default=str), flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
