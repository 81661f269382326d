"""The plays for other apps: BG Stats' format, checked against the schema written from its documentation
(docs/bgstats.schema.json), and CSV, which round-trips; figures from tests/core/plays_journal.py. The four games
played through Session and both BG Stats formats: tests/core/test_bgstats_export.py."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from datetime import date, timedelta, timezone
from pathlib import Path

import pytest

import tests.test_cli as cli
from companion.core import exports, playlog
from tests.core.plays_journal import data_folder, plays_of
from tests.json_schema import errors

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "docs" / "bgstats.schema.json").read_text("utf-8"))


@pytest.fixture
def plays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[playlog.Play]:
    return plays_of(tmp_path / "journal.sqlite3", monkeypatch)


def test_the_bg_stats_file_holds_every_finished_play_in_the_documented_format(plays: list[playlog.Play]) -> None:
    made = exports.bgstats(plays, {}, timezone.utc)
    assert errors(made, SCHEMA) == []
    assert len(made) == 4  # the unfinished game is not a play for BG Stats
    assert [p["game"]["sourceGameId"] for p in made] == ["freeplay"] * 3 + ["kilim"]
    first = made[0]
    assert first == {
        "sourceName": "Table Companion", "sourcePlayId": "1-20261101T200000Z", "playDate": "2026-11-01 20:00:00",
        "durationMin": 30, "game": {"name": "Free play", "sourceGameId": "freeplay", "highestWins": True,
                                    "noPoints": False},
        "players": [{"name": "Ana", "sourcePlayerId": "Ana", "score": 15, "rank": 2, "winner": False,
                     "startPlayer": True, "color": "red"},
                    {"name": "Bo", "sourcePlayerId": "Bo", "score": 19, "rank": 1, "winner": True,
                     "startPlayer": False, "color": "blue"}]}
    assert [p["name"] for p in made[1]["players"] if p["winner"]] == ["Ana", "Bo"]
    assert made[2]["game"]["highestWins"] is False  # lowest total wins
    assert all("bggId" not in p["game"] for p in made)


def test_the_one_function_for_durationmin_feeds_every_format(plays: list[playlog.Play],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The turn clock's table time replaces the first-to-last span in ``duration_min`` alone."""
    from companion.core import bgsplay

    monkeypatch.setattr(exports, "duration_min", lambda play: 7)
    monkeypatch.setattr(bgsplay, "duration_min", lambda play: 7)
    assert {p["durationMin"] for p in exports.bgstats(plays, {}, timezone.utc)} == {7}
    assert {p["durationMin"] for p in bgsplay.bgsplay(plays, {}, timezone.utc)["plays"]} == {7}


def test_a_bgg_id_is_used_only_with_its_source(plays: list[playlog.Play]) -> None:
    config = {"games": {"kilim": {"id": 123, "source": "its page, read on 2026-11-26"}, "ilos": {"id": 456}}}
    ids = exports.bgg_ids(config)
    assert ids == {"kilim": 123}
    assert [p["game"].get("bggId") for p in exports.bgstats(plays, ids)] == [None, None, None, 123]


def test_the_schema_refuses_what_bg_stats_does_not_document(plays: list[playlog.Play]) -> None:
    made = exports.bgstats(plays, {}, timezone.utc)
    made[0]["players"][0]["colour"] = "red"
    del made[1]["playDate"]
    made[2]["playDate"] = "2026-11-15T21:00:00Z"
    del made[3]["sourcePlayId"]
    assert len(errors(made, SCHEMA)) == 4


def test_the_csv_has_a_row_per_player_per_play_and_round_trips(plays: list[playlog.Play]) -> None:
    assert exports.read_csv(exports.to_csv(plays)) == exports.rows(plays)
    rows = exports.rows(plays)
    assert len(rows) == 2 + 3 + 2 + 3 + 2
    assert (rows[0].player, rows[0].seat, rows[0].first_player, rows[0].score, rows[0].winner,
            rows[0].minutes) == ("Ana", 1, True, 15, False, 30.0)
    awkward = replace(plays[0], seats=(replace(plays[0].seats[0], name='Ana, "the quick"\nsecond line'),
                                       plays[0].seats[1]))
    assert exports.read_csv(exports.to_csv([awkward])) == exports.rows([awkward])


def test_the_csv_figures_read_as_a_spreadsheet_expects(plays: list[playlog.Play]) -> None:
    """Minutes to one decimal (the Kilim record's 312 moves 10 s apart: 52.0; 80 min 20 s: 80.3, not
    80.33333333333333), times as a spreadsheet reads a date and time, UTC."""
    line = exports.to_csv(plays).splitlines()[1].split(",")
    assert line[4:7] == ["2026-11-01 20:00:00", "2026-11-01 20:30:00", "30.0"]
    longer = replace(plays[0], end=plays[0].start + timedelta(minutes=80, seconds=20))
    assert exports.to_csv([longer]).splitlines()[1].split(",")[6] == "80.3"
    assert [r.minutes for r in exports.rows(plays) if r.game == "kilim"] == [52.0] * 3


def test_only_plays_since_a_day(plays: list[playlog.Play]) -> None:
    assert [p.game_id for p in exports.finished_since(plays, date(2026, 11, 10))] == [3, 4]


def test_the_commands_export_without_kivy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_folder(tmp_path, monkeypatch)
    made = cli.companion("export", "bgstats", "--since", "2026-11-10")
    assert made.returncode == 0 and "KIVY-IMPORTED" not in made.stderr
    assert errors(json.loads(made.stdout), SCHEMA) == [] and len(json.loads(made.stdout)) == 2
    assert "2 plays exported" in made.stderr
    table = cli.companion("export", "csv")
    assert table.returncode == 0 and "KIVY-IMPORTED" not in table.stderr
    assert len(exports.read_csv(table.stdout)) == 12
    assert cli.companion("export", "bgstats", "--since", "last week").returncode == 2


def test_no_plays_gives_a_message_and_an_empty_valid_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "empty"))
    monkeypatch.setenv("LANGUAGE", "en")
    made = cli.companion("export", "bgstats")
    assert made.returncode == 0 and "No plays to export" in made.stderr
    assert errors(json.loads(made.stdout), SCHEMA) == [] and json.loads(made.stdout) == []
    empty_file = cli.companion("export", "bgsplay")
    assert empty_file.returncode == 0 and json.loads(empty_file.stdout)["plays"] == []
    table = cli.companion("export", "csv")
    assert exports.read_csv(table.stdout) == [] and "No plays to export" in table.stderr
    assert not (tmp_path / "empty" / "journal.sqlite3").exists()  # an export creates no journal


def test_an_output_that_fills_up_is_said_to_be_incomplete(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_folder(tmp_path, monkeypatch)
    code = "import sys; from companion.cli import main; sys.exit(main(['export', 'csv']))"
    with open("/dev/full", "w") as full:  # as `> FILE` on a stick that fills up
        result = subprocess.run([sys.executable, "-c", code], cwd=cli.ROOT, stdout=full, stderr=subprocess.PIPE,
                                text=True, timeout=60)
    assert result.returncode == 1
    assert result.stderr.strip() == "The output cannot be written (No space left on device); what was written is " \
                                    "incomplete"
