"""The players remembered in the data folder, and the names a game refuses (docs/design.md#players-remembered)."""

from __future__ import annotations

import json
from pathlib import Path

from companion.core.roster import MOST_CHARACTERS, Remembered, Roster, SeatProblem, name_problem, seat_problem


def test_players_are_remembered_last_used_first(tmp_path: Path) -> None:
    roster = Roster.in_folder(tmp_path)
    assert roster.players == []
    assert roster.remember([("Ann", "red"), ("Bo", "blue")])
    assert roster.remember([("Cy", "green"), ("ann ", "yellow")])  # Ann again, in another colour
    again = Roster.in_folder(tmp_path)
    assert again.players == [Remembered("Cy", "green"), Remembered("ann", "yellow"), Remembered("Bo", "blue")]
    assert [p.name for p in again.offered(["Bo", "Zoé"])] == ["Cy", "ann"]
    assert not list(tmp_path.glob("*.tmp"))  # written beside, then renamed


def test_names_in_any_script_round_trip(tmp_path: Path) -> None:
    Roster.in_folder(tmp_path).remember([("さくら", "pink"), ("Zoé", "red"), ("ケン", "blue")])
    assert [p.name for p in Roster.in_folder(tmp_path).players] == ["さくら", "Zoé", "ケン"]


def test_a_damaged_file_is_set_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "players.json"
    path.write_text('{"players": [{"name": "Ann"', encoding="utf-8")  # cut short
    roster = Roster(path)
    assert roster.damaged and roster.players == []
    roster.remember([("Bo", "blue")])
    assert (tmp_path / "players.json.damaged").read_text(encoding="utf-8").startswith('{"players"')
    assert json.loads(path.read_text(encoding="utf-8"))["players"] == [{"name": "Bo", "colour": "blue"}]


def test_a_disk_that_refuses_keeps_the_roster_for_the_run(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import companion.core.roster as roster_module

    def refuse(path: Path, data: bytes) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(roster_module, "write_atomically", refuse)
    roster = Roster.in_folder(tmp_path)
    assert not roster.remember([("Ann", "red")])
    assert roster.players == [Remembered("Ann", "red")]


def test_names_a_game_refuses() -> None:
    assert name_problem(["Ann", "Bo"]) is None
    assert name_problem(["Ann", "   "]) is not None and name_problem(["Ann", "  "]).params == {"number": 2}  # type: ignore[union-attr]
    assert name_problem(["", "Bo"]).key.startswith("Player {number} has no name")  # type: ignore[union-attr]
    twice = name_problem(["Ann", "Bo", "ANN"])
    assert twice is not None and twice.key == "Two players have the same name"
    long = name_problem(["x" * 200, "Bo"])
    assert long is not None and long.params["most"] == MOST_CHARACTERS
    assert name_problem(["あ" * MOST_CHARACTERS, "Bo"]) is None


def test_the_last_table_is_kept_in_seat_order(tmp_path: Path) -> None:
    roster = Roster.in_folder(tmp_path)
    assert roster.last_table() == []  # before the first game
    roster.remember([("Ann", "red"), ("Bo", "blue"), ("Cy", "green")])
    roster.remember([("Dee", "red"), ("Bo", "yellow")])
    again = Roster.in_folder(tmp_path)  # read back from the file
    assert again.last_table() == [Remembered("Dee", "red"), Remembered("Bo", "yellow")]
    assert [p.name for p in again.players] == ["Dee", "Bo", "Ann", "Cy"]


def test_a_seat_problem_names_the_seat() -> None:
    assert seat_problem(["Ann", "", "Bo"]) == SeatProblem("unnamed", 1)
    assert seat_problem(["Ann", "Bo", "ＡＮＮ"]) == SeatProblem("same", 2, 0)
    assert seat_problem(["x" * (MOST_CHARACTERS + 1)]) == SeatProblem("long", 0)
    assert seat_problem(["Ann", "Bo"]) is None
