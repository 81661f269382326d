"""BG Stats takes what the app exports (docs/records.md#bg-stats): one game of each of the four games played through
the app's ``Session`` as the screens play them (the golden records' moves), exported by the headless commands in
both of BG Stats' formats, each checked against its schema (docs/bgstats.schema.json, docs/bgsplay.schema.json) and
the play file's references; and one play's link decodes to the very play."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

import tests.test_cli as cli
from companion.core import exports, playlog
from companion.core import journal as journal_module
from companion.core.journal import Journal
from games import base, serial
from games.base import Setup
from tests.bgsplay_check import broken_references
from tests.core.plays_journal import RECORDS, Clock, play
from tests.json_schema import errors

DOCS = Path(__file__).resolve().parents[2] / "docs"
PLAYS_SCHEMA = json.loads((DOCS / "bgstats.schema.json").read_text("utf-8"))
FILE_SCHEMA = json.loads((DOCS / "bgsplay.schema.json").read_text("utf-8"))
# record, start, seconds between moves: the durations below follow from these.
GAMES = (("kilim", "2026-11-20T18:00:00", 10), ("kilia", "2026-11-21T18:00:00", 10),
         ("ilos", "2026-11-22T18:00:00", 20), ("catan-ep-1", "2026-11-23T18:00:00", 5))


def journal_of_four(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(journal_module, "now_iso", clock)
    with Journal.open(path) as journal:
        for name, start, step in GAMES:
            record = json.loads((RECORDS / f"{name}.json").read_text("utf-8"))
            game = base.get(record["game"])
            play(journal, clock, record["game"], serial.from_json(Setup, record["setup"]),
                 [game.action_from_json(a) for a in record["actions"]], start, step)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    made = Path(tmp_path_factory.mktemp("four")) / "data"
    made.mkdir()
    with pytest.MonkeyPatch.context() as monkeypatch:
        journal_of_four(made / "journal.sqlite3", monkeypatch)
    return made


@pytest.fixture
def exported(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(folder))
    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.setenv("TZ", "UTC")

    def run(kind: str) -> Any:
        done = cli.companion("export", kind)
        assert done.returncode == 0, done.stderr
        assert "KIVY-IMPORTED" not in done.stderr and "4 plays exported" in done.stderr
        return json.loads(done.stdout)
    return run


def recorded(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((RECORDS / f"{name}.json").read_text("utf-8"))
    return data


def test_each_game_played_through_session_exports_as_bg_stats_documents_a_play(exported: Any) -> None:
    plays = exported("bgstats")
    assert errors(plays, PLAYS_SCHEMA) == []
    assert [p["game"]["sourceGameId"] for p in plays] == ["kilim", "kilia", "ilos", "catan-ep"]
    assert [p["game"]["name"] for p in plays] == ["Kilim", "Kilia", "Ilos", "Catan: Explorers & Pirates"]
    # From the first move to the last: 312 moves after the first 10 s apart = 52 min; Kilia 292 x 10 s = 48.7;
    # Ilos 93 x 20 s = 31; Catan 964 x 5 s = 80.3.
    assert [p["durationMin"] for p in plays] == [52, 49, 31, 80]
    assert [p["playDate"] for p in plays] == [f"{start.replace('T', ' ')}" for _, start, _ in GAMES]
    for exported_play, (name, _, _) in zip(plays, GAMES):
        record = recorded(name)
        seats = record["setup"]["players"]
        assert exported_play["sourceName"] == "Table Companion"  # on every play, not once on a wrapper
        assert [p["name"] for p in exported_play["players"]] == [s["name"] for s in seats]
        assert [p["color"] for p in exported_play["players"]] == [s["colour"] for s in seats]
        assert [p["score"] for p in exported_play["players"]] == record["outcome"]["scores"]
        assert [i for i, p in enumerate(exported_play["players"]) if p["winner"]] == record["outcome"]["winners"]
        assert [p["startPlayer"] for p in exported_play["players"]] == [True, False, False]
    assert plays[3]["board"] == "Scenario 1"
    assert len({p["sourcePlayId"] for p in plays}) == 4
    assert all("bggId" not in p["game"] for p in plays)  # none is verified (config/bgg_ids.toml)


def test_the_same_plays_make_a_play_file_whose_references_hold(exported: Any) -> None:
    plays, file = exported("bgstats"), exported("bgsplay")
    assert errors(file, FILE_SCHEMA) == [] and broken_references(file) == []
    assert [g["name"] for g in file["games"]] == ["Kilim", "Kilia", "Ilos", "Catan: Explorers & Pirates"]
    assert [p["name"] for p in file["players"]] == ["Anna", "Eric", "Cleo"]  # each once, for all four plays
    players = {p["id"]: p["name"] for p in file["players"]}
    games = {g["id"]: g["name"] for g in file["games"]}
    for one, other in zip(plays, file["plays"]):  # the same play in both formats
        assert games[other["gameRefId"]] == one["game"]["name"]
        assert other["durationMin"] == one["durationMin"] and other["playDate"] == one["playDate"]
        assert [(players[s["playerRefId"]], s["winner"], s.get("score")) for s in other["playerScores"]] == \
            [(p["name"], p["winner"], str(p["score"])) for p in one["players"]]
    assert exported("bgsplay") == file  # the same uuids each time: BG Stats updates a play, never doubles it


def test_the_schemas_refuse_the_mix_of_the_two_formats(exported: Any) -> None:
    plays, file = exported("bgstats"), exported("bgsplay")
    mixed = {"sourceName": "Table Companion", "games": file["games"], "players": file["players"], "plays": plays}
    assert errors(mixed, PLAYS_SCHEMA) and errors(mixed, FILE_SCHEMA)  # the file the issue found, refused by both
    del plays[0]["sourceName"]
    plays[1]["players"][0]["colour"] = "red"
    assert len(errors(plays, PLAYS_SCHEMA)) == 2
    file["plays"][0]["playerScores"][0]["playerRefId"] = 99
    assert broken_references(file) == ["plays[0]: playerRefId 99 names no player"]


def test_one_plays_link_decodes_to_the_same_play(folder: Path) -> None:
    with Journal.open(folder / "journal.sqlite3") as journal:
        plays = playlog.plays(journal)
    for one in plays:
        made = exports.bgstats_play(one, {}, None)
        link = exports.create_play_link(made)
        parts = urlsplit(link)
        assert f"{parts.scheme}://{parts.netloc}{parts.path}" == "https://app.bgstatsapp.com/createPlay.html"
        [data] = parse_qs(parts.query, strict_parsing=True)["data"]  # as a browser reads the query
        assert json.loads(data) == made
        assert " " not in link and '"' not in link and "{" not in link  # a link a phone opens as it is


def test_a_name_of_any_language_survives_the_link(folder: Path) -> None:
    with Journal.open(folder / "journal.sqlite3") as journal:
        first = playlog.plays(journal)[0]
    renamed = replace(first, seats=tuple(replace(s, name=name)
                                         for s, name in zip(first.seats, ("Éloïse", "花子", "A&B=C+D"))))
    made = exports.bgstats_play(renamed, {}, None)
    [data] = parse_qs(urlsplit(exports.create_play_link(made)).query)["data"]
    assert [p["name"] for p in json.loads(data)["players"]] == ["Éloïse", "花子", "A&B=C+D"]
