"""`companion export record` and `companion replay`: a journaled game out as a record and back through the rules,
without Kivy; a refused move exits 1 with its reason, a malformed file exits 2 with one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tests.test_cli as cli
from tests.core.plays_journal import RECORDS, data_folder


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return data_folder(tmp_path, monkeypatch)


def test_a_journaled_game_exports_as_a_record_that_replays_to_its_scores(data: Path, tmp_path: Path) -> None:
    exported = cli.companion("export", "record", "1")
    assert exported.returncode == 0, exported.stderr
    assert "KIVY-IMPORTED" not in exported.stderr
    file = tmp_path / "game1.json"
    file.write_text(exported.stdout, encoding="utf-8")
    made = json.loads(exported.stdout)
    assert len(made["times"]) == len(made["actions"]) == 7 and made["created_at"] == "2026-11-01T20:00:00Z"
    replayed = cli.companion("replay", str(file))
    assert replayed.returncode == 0, replayed.stderr
    assert "KIVY-IMPORTED" not in replayed.stderr
    end = json.loads(replayed.stdout)
    assert end["winners"] == ["Bo"] and end["finished"] and end["moves"] == 7
    assert [(p["name"], p["total"], p["lines"]) for p in end["players"]] == [
        ("Ana", 15, {"Round 1": 10, "Round 2": 5}), ("Bo", 19, {"Round 1": 7, "Round 2": 12})]


def test_an_unfinished_game_exports_and_replays_without_an_outcome(data: Path, tmp_path: Path) -> None:
    file = tmp_path / "open.json"
    file.write_text(cli.companion("export", "record", "5").stdout, encoding="utf-8")
    end = json.loads(cli.companion("replay", str(file)).stdout)
    assert (end["finished"], end["winners"], end["moves"]) == (False, [], 1)


def test_the_first_refused_move_is_named_with_its_reason_and_exit_1(tmp_path: Path) -> None:
    made = json.loads((RECORDS / "kilim.json").read_text("utf-8"))
    del made["digests"]
    made["actions"][3] = made["actions"][2]  # Eric seals again where Cleo sealed: the reveal then lacks her bid
    file = tmp_path / "bad-move.json"
    file.write_text(json.dumps(made), encoding="utf-8")
    result = cli.companion("replay", str(file))
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.splitlines()[0] == (f"{file}: move 5 is refused: Cleo must lock a choice before the bids "
                                             "are revealed")


def test_a_golden_record_replays_to_its_winner(tmp_path: Path) -> None:
    result = cli.companion("replay", str(RECORDS / "kilim.json"))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["winners"] == ["Eric"]


@pytest.mark.parametrize("text", ["{not json", json.dumps({"format": "something else"}), "[]",
                                  json.dumps({"format": "table-companion/game-record", "version": 1,
                                              "game": "kilim", "setup": {"players": 3}})])
def test_a_malformed_record_gives_one_line_and_exit_2(tmp_path: Path, text: str) -> None:
    file = tmp_path / "record.json"
    file.write_text(text, encoding="utf-8")
    result = cli.companion("replay", str(file))
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1


def test_an_unknown_game_id_exits_2(data: Path) -> None:
    assert cli.companion("export", "record", "99").returncode == 2
