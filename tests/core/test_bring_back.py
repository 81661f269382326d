"""Bringing back the games a restore kept aside (docs/records.md#bringing-kept-games-back), on real files through the
real restore: back up, play on, restore --replace over the newer games, play on again, bring them back. History
then shows each game once, with its moves, turn times, result and sealed moves working; a second time brings
nothing; the command refuses what is not a kept folder in one line."""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import sys
from collections import Counter
from contextlib import closing
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import tests.test_cli as cli
from companion.core import backup, bring_back, durable, playlog
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core.clocked import played
from tests.core.plays_journal import data_folder
from tests.core.test_backup import new_game, unfinished_kilim
from tests.core.test_crash import read_first_line

ROOT = Path(__file__).resolve().parents[2]


def plays(folder: Path) -> list[playlog.Play]:
    with Journal.open(folder / "journal.sqlite3") as journal:
        return playlog.plays(journal)


def same(play: playlog.Play) -> Any:
    """A play as History shows it, whatever its id."""
    return repr(replace(play, game_id=0))


@pytest.fixture
def kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """The data folder after a restore over three newer games (a clocked Free play, an unfinished Kilim with a
    sealed bid, a Free play of Ana and Zoé: games 6, 7, 8) and two games played since (6 and 7 again): the folder
    kept aside. Returns (data, kept)."""
    data = data_folder(tmp_path, monkeypatch)
    file = tmp_path / "usb" / "b.zip"
    file.parent.mkdir()
    backup.backup(data, file)
    _, table = played(data / "journal.sqlite3")
    table.session.journal.close()
    unfinished_kilim(data, 1)
    new_game(data).close()
    done = backup.restore(file, data, replace=True)
    assert done.kept is not None and len(done.lacking) == 3
    new_game(data, ("Kai", "Lou")).close()
    new_game(data, ("Mia", "Noé")).close()
    return data, done.kept


def test_the_kept_games_come_back_once_each_with_their_moves_times_and_sealed_bids(kept: tuple[Path, Path]) -> None:
    data, folder = kept
    before, aside = plays(data), plays(folder)
    [offered] = bring_back.kept_folders(data)
    assert offered.folder == folder and [g.said.players for g in offered.lacking] == [
        ("Ana", "Ben", "Chloé"), ("Anna", "Eric", "Cleo"), ("Ana", "Zoé")]
    with Journal.open(data / "journal.sqlite3") as journal:
        brought = bring_back.bring_back(journal, folder)
    assert (len(brought.games), brought.renumbered, brought.skipped) == (3, 2, 5)  # 6 and 7 were taken here

    after = plays(data)
    assert len(after) == len(before) + 3 == 10
    assert Counter(map(same, after)) == Counter(map(same, before)) + Counter(same(p) for p in aside if p.game_id > 5)
    assert max(Counter((p.game, p.start, tuple(s.name for s in p.seats)) for p in after).values()) == 1
    clocked = next(p for p in after if p.seats[1].name == "Ben")
    assert clocked.game_id == 9 and clocked.turns == aside[[p.game_id for p in aside].index(6)].turns and len(clocked.turns) == 4
    assert clocked.status == "finished" and clocked.thinking_ms == (33_000, 25_000, 12_000)

    with Journal.open(data / "journal.sqlite3") as journal, Journal.open(folder / "journal.sqlite3") as there:
        assert journal.notices == [] and not [g for g in journal.games() if g.damaged or g.result_damaged]
        kilim = Session.resume(journal, 10)  # its sealed bids sealed again for its new id, with its own key
        assert kilim.notice is None and kilim.state == Session.resume(there, 7).state
        assert journal.keys.key(10) == there.keys.key(7) is not None
        assert Session.resume(journal, 8).notice is None  # kept its id, free here
        stored = [e.text for e in journal.entries(10) if e.sealed]
        assert stored and not set(stored) & {e.text for e in there.entries(7)}  # sealed again, never in the open
        assert not any("Bid" in str(text) for text in stored)

    again = bring_back.kept_folders(data)
    assert again == []  # nothing left to offer
    with Journal.open(data / "journal.sqlite3") as journal:
        assert bring_back.bring_back(journal, folder).games == ()
    assert Counter(map(same, plays(data))) == Counter(map(same, after))


def test_the_command_lists_brings_back_and_refuses_a_folder_that_is_not_kept(kept: tuple[Path, Path],
                                                                           tmp_path: Path) -> None:
    data, folder = kept
    listed = cli.companion("bring-back")
    assert listed.returncode == 0, listed.stderr
    assert f"{folder}: 3 games the journal lacks: Free play started" in listed.stderr
    assert "KIVY-IMPORTED" not in listed.stderr
    for wrong in (tmp_path / "nowhere", data, tmp_path / "usb"):
        refused = cli.companion("bring-back", str(wrong))
        assert refused.returncode == 2 and len(refused.stderr.strip().splitlines()) == 1, refused.stderr
        assert "is not a data folder a restore kept aside" in refused.stderr
    done = cli.companion("bring-back", str(folder))
    assert done.returncode == 0 and "3 games brought back: Free play started" in done.stderr, done.stderr
    assert len(plays(data)) == 10
    twice = cli.companion("bring-back", str(folder))
    assert twice.returncode == 0 and "nothing was brought back" in twice.stderr
    assert cli.companion("bring-back").stderr.startswith("No folder kept aside by a restore holds a game")


def test_a_changed_move_stays_set_aside_where_it_was_found(kept: tuple[Path, Path]) -> None:
    """A move that changed on the disk in the kept folder is not made whole by the new digests: the game comes back
    and goes on from the move before it, as it would have there (docs/journal.md#longest-good-prefix)."""
    data, folder = kept
    with sqlite3.connect(folder / "journal.sqlite3") as conn:  # Ana and Zoé's game, 8: its one move altered
        payload = conn.execute("SELECT payload FROM entries WHERE game_id = 8 AND seq = 1").fetchone()[0]
        conn.execute("UPDATE entries SET payload = ? WHERE game_id = 8 AND seq = 1",
                     (json.dumps({**json.loads(payload), "at_ms": 9999}),))
    with Journal.open(data / "journal.sqlite3") as journal:
        bring_back.bring_back(journal, folder)
        resumed = Session.resume(journal, 8)
        assert resumed.notice is not None and resumed.notice.params["first"] == 1


def killed(data: Path, folder: Path, where: str) -> str:
    """A child bringing the games back, killed with SIGKILL where ``where`` says; the last line it said."""
    child = subprocess.Popen([sys.executable, "-m", "tests.core.bring_back_child", str(data / "journal.sqlite3"),
                              str(folder), where], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None
    said = read_first_line(child.stdout.fileno(), 60)
    assert said.startswith(b"ready"), said
    said = read_first_line(child.stdout.fileno(), 60)
    assert said.startswith(where.encode()), said
    child.send_signal(signal.SIGKILL)
    out, err = child.communicate(timeout=60)
    assert child.returncode == -signal.SIGKILL, err
    return (said + out).decode().strip().split("\n")[-1]


def whole_or_none(data: Path, before: int) -> int:
    """The journal after a kill: it opens as it is, holding the kept games all or none, each once and whole."""
    with Journal.open(data / "journal.sqlite3") as journal:
        assert journal.warning is None and journal.recovery is None and journal.notices == []
        found = playlog.plays(journal)
        assert len(found) in (before, before + 3), len(found)
        assert max(Counter((p.game, p.start, tuple(s.name for s in p.seats)) for p in found).values()) == 1
        for play in found:
            assert Session.resume(journal, play.game_id).notice is None
        logged = durable.read(data / "journal.sqlite3")  # each row has its second copy in the move log
        assert {p.game_id for p in found} <= set(logged.games)
        return len(found)


def test_a_sigkill_midway_leaves_the_journal_whole_with_all_the_games_or_none(kept: tuple[Path, Path]) -> None:
    data, folder = kept
    assert killed(data, folder, "inside") == "inside"  # two games' rows written, not committed
    assert whole_or_none(data, 7) == 7
    assert killed(data, folder, "committed") == "committed"  # committed, the move log not yet appended
    assert whole_or_none(data, 7) == 10  # and their rows were logged when the journal opened
    with Journal.open(data / "journal.sqlite3") as journal:
        assert bring_back.bring_back(journal, folder).games == ()



def test_a_data_folder_holding_only_its_journal_is_kept_aside_not_deleted(tmp_path: Path) -> None:
    """Was: a folder whose files were all the journal's (no key, no roster) was removed by restore --replace,
    its games with it, as if it held nothing (backup._swap counted the journal among the files a backup leaves
    out)."""
    data = tmp_path / "data"
    data.mkdir()
    new_game(data, ("Ana", "Bo")).close()
    backup.backup(data, tmp_path / "b.zip")
    new_game(data, ("Cy", "Di")).close()
    assert {p.name for p in data.iterdir()} <= {"journal.sqlite3", "journal.sqlite3-wal", "journal.sqlite3-shm",
                                                 "journal.sqlite3.lock", "journal.sqlite3.moves"}
    done = backup.restore(tmp_path / "b.zip", data, replace=True)
    assert done.kept is not None and [g.players for g in done.lacking] == [("Cy", "Di")]
    assert len(plays(done.kept)) == 2
    [offered] = bring_back.kept_folders(data)
    assert [g.said.players for g in offered.lacking] == [("Cy", "Di")]


def test_a_turns_time_changed_in_the_kept_folder_is_not_brought_back_as_a_figure(kept: tuple[Path, Path]) -> None:
    """A kept journal's turns rows are checked as the journal checks its own (docs/journal.md, "Checksums"): the
    clocked game whose second turn's thinking time changed there comes back with its moves but without its times,
    never with a wrong one."""
    data, folder = kept
    with closing(sqlite3.connect(folder / "journal.sqlite3")) as conn:
        conn.execute("UPDATE turns SET thinking_ms = thinking_ms + 1000 WHERE game_id = 6 AND seq = "
                     "(SELECT MIN(seq) FROM turns WHERE game_id = 6) + 1")
        conn.commit()
    with Journal.open(data / "journal.sqlite3") as journal:
        bring_back.bring_back(journal, folder)
    clocked = next(p for p in plays(data) if p.game_id == 9)
    assert clocked.status == "finished" and clocked.turns == () and clocked.thinking_ms != (34_000, 25_000, 12_000)
