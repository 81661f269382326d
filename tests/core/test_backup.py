"""Backup and restore of the whole data folder: a round trip to a fresh folder, a restore that would replace games
asks for --replace, a truncated, damaged or foreign file is refused with a reason (exit 2), and nothing
half-written is left behind."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

import tests.test_cli as cli
from games import base, serial
from games.base import Setup

from companion.core import backup, playlog
from companion.core.backup import BackupError
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core.plays_journal import RECORDS, data_folder


def log(folder: Path) -> list[playlog.Play]:
    journal = Journal.open(folder / "journal.sqlite3")
    try:
        return playlog.plays(journal)
    finally:
        journal.close()


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = data_folder(tmp_path, monkeypatch)
    (folder / "rosters.json").write_text('["Ana", "Bo"]', encoding="utf-8")
    (folder / "vision" / "dice").mkdir(parents=True)
    (folder / "vision" / "dice" / "taught.npz").write_bytes(bytes(range(256)) * 40)
    return folder


def test_a_backup_restores_the_same_plays_and_files_on_a_fresh_folder(data: Path, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    file = tmp_path / "usb" / "companion.zip"
    file.parent.mkdir()
    made = cli.companion("backup", str(file))
    assert made.returncode == 0, made.stderr
    assert "KIVY-IMPORTED" not in made.stderr and "companion.zip: " in made.stderr
    assert not [p for p in file.parent.iterdir() if p != file]  # no partial file beside it
    fresh = tmp_path / "fresh"
    monkeypatch.setenv("COMPANION_DATA_DIR", str(fresh))
    restored = cli.companion("restore", str(file))
    assert restored.returncode == 0, restored.stderr
    assert "KIVY-IMPORTED" not in restored.stderr
    assert log(fresh) == log(data)
    for name in ("rosters.json", "vision/dice/taught.npz"):
        assert (fresh / name).read_bytes() == (data / name).read_bytes()
    keys = sorted((data / "keys").iterdir())  # Kilim's sealed bids: without the key they cannot be replayed
    assert keys and [(fresh / "keys" / k.name).read_bytes() for k in keys] == [k.read_bytes() for k in keys]
    assert [(fresh / "keys" / k.name).stat().st_mode & 0o777 for k in keys] == [0o600] * len(keys)


def test_the_journal_is_copied_whole_while_the_app_holds_it_open(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    journal = Journal.open(folder / "journal.sqlite3")
    journal.create_game("freeplay", {"players": [{"name": "Ana", "colour": "red"}, {"name": "Bo", "colour": "blue"}],
                                     "first_seat": 0, "options": []})  # still in the -wal, not the main file
    done = backup.backup(folder, tmp_path / "b.zip")
    journal.close()
    assert (done.games, done.files) == (1, 1)
    backup.restore(tmp_path / "b.zip", tmp_path / "again")
    restored = Journal.open(tmp_path / "again" / "journal.sqlite3")
    assert [g.setup["players"][0]["name"] for g in restored.games()] == ["Ana"]
    restored.close()


def test_a_restore_over_games_asks_for_replace_and_keeps_the_old_folder(data: Path, tmp_path: Path) -> None:
    file = tmp_path / "b.zip"
    backup.backup(data, file)
    refused = cli.companion("restore", str(file))
    assert refused.returncode == 1
    assert "already holds 5 games" in refused.stderr and "--replace" in refused.stderr
    replaced = cli.companion("restore", "--replace", str(file))
    assert replaced.returncode == 0, replaced.stderr
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("data.before-restore-")]
    assert len(kept) == 1 and str(kept[0]) in replaced.stderr and (kept[0] / "journal.sqlite3").is_file()
    assert log(data) == log(kept[0])


def damaged(tmp_path: Path, good: Path) -> dict[str, Path]:
    whole = good.read_bytes()
    files = {"cut short": whole[:len(whole) // 2], "not a zip": b"just text\n", "empty": b""}
    paths = {name: tmp_path / f"{name}.zip" for name in (*files, "foreign", "changed")}
    for name, content in files.items():
        paths[name].write_bytes(content)
    with zipfile.ZipFile(paths["foreign"], "w") as other:
        other.writestr("photos/1.jpg", b"jpeg")
    with zipfile.ZipFile(good) as source, zipfile.ZipFile(paths["changed"], "w") as changed:
        for item in source.namelist():
            data = source.read(item)
            changed.writestr(item, data.replace(b"Bo", b"Bx") if item.endswith("rosters.json") else data)
    return paths


def test_a_truncated_damaged_or_foreign_file_is_refused_with_a_reason(data: Path, tmp_path: Path) -> None:
    good = tmp_path / "good.zip"
    backup.backup(data, good)
    reasons = {"cut short": "damaged or cut short", "not a zip": "damaged or cut short",
               "empty": "damaged or cut short", "foreign": "not a Table Companion backup",
               "changed": "rosters.json does not match its checksum"}
    for name, path in damaged(tmp_path, good).items():
        result = cli.companion("restore", "--replace", str(path))
        assert result.returncode == 2, name
        assert len(result.stderr.strip().splitlines()) == 1 and reasons[name] in result.stderr, result.stderr
    assert log(data)  # the folder is as it was
    assert not [p for p in tmp_path.iterdir() if "restoring" in p.name or "before-restore" in p.name]


def test_a_backup_that_fails_midway_leaves_nothing_behind(data: Path, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(zipfile.ZipFile, "write", full)  # the stick fills (or is pulled) while files are written
    target = tmp_path / "usb" / "b.zip"
    target.parent.mkdir()
    with pytest.raises(BackupError, match="No space left on device"):
        backup.backup(data, target)
    assert list(target.parent.iterdir()) == []


def unfinished_kilim(folder: Path, rounds: int) -> int:
    """A Kilim game of the golden record left after ``rounds`` rounds of sealed bids (each revealed), one more
    round's bids sealed and not yet revealed: its key is still a secret."""
    game = base.get("kilim")
    record = json.loads((RECORDS / "kilim.json").read_text("utf-8"))
    with Journal.open(folder / "journal.sqlite3") as journal:
        session = Session.new(journal, game, serial.from_json(Setup, record["setup"]))
        for action in record["actions"][:6 * rounds + 4]:  # RevealDomino, 3 SealBid, RevealBids, LayDomino a round
            session.play(game.action_from_json(action))
        return session.game_id


def test_a_backup_holds_no_key_of_an_unfinished_game_and_says_so(data: Path, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    playing = unfinished_kilim(data, 1)
    secret = (data / "keys" / f"game-{playing}.key").read_bytes()
    [finished] = [k for k in (data / "keys").iterdir() if k.name != f"game-{playing}.key"]  # the golden record's
    file = tmp_path / "usb" / "companion.zip"
    file.parent.mkdir()
    made = cli.companion("backup", str(file))
    assert made.returncode == 0, made.stderr
    assert "leaves out the keys of 1 unfinished game's sealed moves" in made.stderr
    with zipfile.ZipFile(file) as archive:
        names = archive.namelist()
        assert f"data/keys/{finished.name}" in names and f"data/keys/game-{playing}.key" not in names
        assert not any(secret in archive.read(name) for name in names)  # nowhere, in no file of it
    assert backup.sealed_left_out(data) == 1

    fresh = tmp_path / "fresh"
    monkeypatch.setenv("COMPANION_DATA_DIR", str(fresh))
    restored = cli.companion("restore", str(file))
    assert restored.returncode == 0, restored.stderr
    assert "1 unfinished game in the backup comes without the keys of its sealed moves" in restored.stderr
    with Journal.open(fresh / "journal.sqlite3") as journal:  # the game goes on from before its first sealed move
        session = Session.resume(journal, playing)
        assert session.notice is not None and session.notice.params["first"] == 2
        assert "the key of its sealed move is missing" in str(session.notice.params["reason"])
        finished_id = int(finished.stem.split("-")[1])
        assert Session.resume(journal, finished_id).notice is None  # a finished game's key travels


def new_game(folder: Path, names: tuple[str, ...] = ("Ana", "Zoé")) -> Journal:
    """A Free play game with one move, begun in ``folder``'s journal after the backup (returned open)."""
    journal = Journal.open(folder / "journal.sqlite3")
    game = base.get("freeplay")
    session = Session.new(journal, game, Setup.of([(name, colour) for name, colour in zip(names, ("red", "blue"))]))
    session.play(game.action_from_json({"type": "EndTurn", "at_ms": 1000}))
    return journal


def test_two_restores_with_replace_in_the_same_second_keep_both_folders(data: Path, tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Was: the second failed on "Directory not empty" (the kept folder is named to the second)."""
    file = tmp_path / "b.zip"
    backup.backup(data, file)
    monkeypatch.setattr(backup.time, "strftime", lambda _: "20261128-180000")  # both within the same second
    first, second = backup.restore(file, data, replace=True), backup.restore(file, data, replace=True)
    assert first.kept is not None and second.kept is not None and first.kept != second.kept
    assert sorted(p.name for p in tmp_path.iterdir() if ".before-restore-" in p.name) == [
        "data.before-restore-20261128-180000", "data.before-restore-20261128-180000-2"]
    assert log(first.kept) == log(second.kept) == log(data)


def test_a_restore_names_the_games_of_this_device_the_backup_lacks(data: Path, tmp_path: Path) -> None:
    file = tmp_path / "b.zip"
    backup.backup(data, file)
    with new_game(data) as journal:
        started = journal.games()[0].created_at[:10]  # the newest first
    refused = cli.companion("restore", str(file))
    assert refused.returncode == 1 and len(refused.stderr.strip().splitlines()) == 1, refused.stderr
    assert "already holds 6 games, and the backup lacks 1 game of them: Free play started" in refused.stderr
    assert "(Ana, Zoé)" in refused.stderr and started in refused.stderr and "--replace" in refused.stderr
    replaced = cli.companion("restore", "--replace", str(file))
    assert replaced.returncode == 0, replaced.stderr
    [kept] = [p for p in tmp_path.iterdir() if p.name.startswith("data.before-restore-")]
    assert f"kept as {kept}, with 1 game the backup lacks: Free play started" in replaced.stderr
    assert len(log(kept)) == len(log(data)) + 1


def test_a_game_with_the_same_id_but_another_first_move_is_lacking(data: Path, tmp_path: Path) -> None:
    """A game is its id and its first move: another device's game 1 does not stand for this one's."""
    file = tmp_path / "b.zip"
    backup.backup(data, file)
    other = tmp_path / "other"
    other.mkdir()
    new_game(other, ("Kai", "Lou")).close()  # game 1 here; the backup's game 1 is another game
    with pytest.raises(BackupError) as refused:
        backup.restore(file, other)
    params = refused.value.notice.params
    assert params["lacking"].count == 1 and "Free play started" in str(params["list"]) and "Kai, Lou" in str(
        params["list"])
    assert not any(p.name.startswith(".other.restoring-") for p in tmp_path.iterdir())  # nothing left behind
