"""Every turn's time in the exports (docs/records.md#every-turns-time): a game's record, the turns' CSV from the
command and beside the plays' CSV on a stick; figures of the game of ``tests.core.clocked.played``, by hand."""

from __future__ import annotations

import csv
import io
import json
from datetime import date
from pathlib import Path

import pytest

import tests.test_cli as cli
from games.record import replay as record_replay
from companion.core import plays_files
from companion.core.journal import Journal
from companion.core.playlog import plays
from tests.core.clocked import played

# (seat, start, thinking, paused) of each turn, worked out by hand from the game played (T0 is 16:00:00 UTC).
TURNS = [(0, "2025-11-24T16:00:00.000Z", 30_000, 0), (1, "2025-11-24T16:00:30.000Z", 25_000, 100_000),
         (2, "2025-11-24T16:02:35.000Z", 12_000, 0), (0, "2025-11-24T16:02:47.000Z", 3_000, 0)]


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    played(tmp_path / "journal.sqlite3")
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("LANGUAGE", "en")
    return tmp_path


def test_the_record_carries_each_turns_time(folder: Path) -> None:
    made = cli.companion("export", "record", "1")
    assert made.returncode == 0, made.stderr
    record = json.loads(made.stdout)
    assert [(t["seat"], t["start"], t["thinking_ms"], t["paused_ms"]) for t in record["turns"]] == TURNS
    assert record_replay(record).outcome is not None  # a record with its turns still replays


def test_the_turns_csv_has_one_row_a_turn(folder: Path) -> None:
    made = cli.companion("export", "turns")
    assert made.returncode == 0 and "KIVY-IMPORTED" not in made.stderr, made.stderr
    rows = list(csv.reader(io.StringIO(made.stdout)))
    assert rows == [["play", "game", "turn", "seat", "player", "start", "thinking_seconds", "paused_seconds"],
                    ["1", "freeplay", "1", "1", "Ana", "2025-11-24T16:00:00.000+00:00", "30.0", "0.0"],
                    ["1", "freeplay", "2", "2", "Ben", "2025-11-24T16:00:30.000+00:00", "25.0", "100.0"],
                    ["1", "freeplay", "3", "3", "Chloé", "2025-11-24T16:02:35.000+00:00", "12.0", "0.0"],
                    ["1", "freeplay", "4", "1", "Ana", "2025-11-24T16:02:47.000+00:00", "3.0", "0.0"]]


def test_the_turns_csv_goes_beside_the_plays_csv_on_a_stick(folder: Path, tmp_path: Path) -> None:
    stick = tmp_path / "stick"
    stick.mkdir()
    with Journal.open(folder / "journal.sqlite3") as journal:
        log = plays(journal)
    path, count = plays_files.export(stick, "csv", log, date(2026, 11, 28), {})
    assert count == 1 and path.exists()
    turns = (stick / "table-companion-turns-2026-11-28.csv").read_text("utf-8")
    assert turns == cli.companion("export", "turns").stdout
