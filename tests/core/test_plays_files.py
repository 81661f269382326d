"""The plays written to a USB stick from the screen (companion/core/plays_files.py): BG Stats' file valid against
the schema written from its documentation, the CSV read back, an empty but valid file when there are no plays, and
a stick pulled mid-export leaves nothing half-written, neither the file nor its temporary name
(docs/records.md#bg-stats, docs/records.md#csv)."""

from __future__ import annotations

import json
import os
from datetime import date
from pathlib import Path

import pytest

from companion.core import exports, playlog, plays_files
from tests.core.plays_journal import plays_of
from tests.bgsplay_check import broken_references
from tests.json_schema import errors

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "docs" / "bgstats.schema.json").read_text("utf-8"))
FILE_SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "docs" / "bgsplay.schema.json").read_text("utf-8"))
DAY = date(2026, 11, 26)


@pytest.fixture(scope="module")
def plays(tmp_path_factory: pytest.TempPathFactory) -> list[playlog.Play]:
    with pytest.MonkeyPatch.context() as monkeypatch:
        return plays_of(Path(tmp_path_factory.mktemp("files")) / "journal.sqlite3", monkeypatch)


def test_bg_stats_file_on_the_stick(plays: list[playlog.Play], tmp_path: Path) -> None:
    path, count = plays_files.export(tmp_path, "bgstats", plays, DAY, ids={})
    assert path == tmp_path / "table-companion-plays-2026-11-26.json" and count == 4  # the unfinished one is not
    data = json.loads(path.read_bytes().decode("utf-8"))
    assert not errors(data, SCHEMA) and len(data) == 4
    assert sorted(os.listdir(tmp_path)) == [path.name]  # nothing else: no temporary name left


def test_bg_stats_play_file_on_the_stick(plays: list[playlog.Play], tmp_path: Path) -> None:
    path, count = plays_files.export(tmp_path, "bgsplay", plays, DAY, ids={})
    assert path.name == "table-companion-plays-2026-11-26.bgsplay" and count == 4
    data = json.loads(path.read_bytes().decode("utf-8"))
    assert not errors(data, FILE_SCHEMA) and not broken_references(data) and len(data["plays"]) == 4


def test_csv_on_the_stick_reads_back(plays: list[playlog.Play], tmp_path: Path) -> None:
    path, count = plays_files.export(tmp_path, "csv", plays, DAY, ids={})
    assert count == 5 and path.suffix == ".csv"
    assert path.read_bytes().decode("utf-8") == exports.to_csv(plays)
    assert len(exports.read_csv(path.read_bytes().decode("utf-8"))) == 2 + 3 + 2 + 3 + 2  # one row per player per play


@pytest.mark.parametrize("kind", plays_files.KINDS)
def test_no_plays_an_empty_but_valid_file(tmp_path: Path, kind: plays_files.Kind) -> None:
    path, count = plays_files.export(tmp_path, kind, [], DAY, ids={})
    assert count == 0
    text = path.read_bytes().decode("utf-8")
    if kind == "bgstats":
        assert not errors(json.loads(text), SCHEMA) and json.loads(text) == []
    elif kind == "bgsplay":
        data = json.loads(text)
        assert not errors(data, FILE_SCHEMA) and data["plays"] == [] and data["players"] == []
    else:
        assert exports.read_csv(text) == [] and text.startswith(",".join(exports.COLUMNS[:3]))  # the header alone


def test_a_stick_pulled_mid_export_leaves_nothing_half_written(plays: list[playlog.Play], tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    old, _ = plays_files.export(tmp_path, "csv", plays[:1], DAY, ids={})  # an earlier export of the day
    before = old.read_bytes()

    def pulled(_: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", pulled)
    with pytest.raises(OSError):
        plays_files.export(tmp_path, "csv", plays, DAY, ids={})
    assert sorted(os.listdir(tmp_path)) == [old.name] and old.read_bytes() == before  # the old file, whole
    monkeypatch.undo()
    with pytest.raises(OSError):  # the stick is no longer there at all: its mount point is not a folder
        plays_files.export(old / "stick", "bgstats", plays, DAY, ids={})


def test_the_sticks_are_the_named_folders_and_what_is_mounted(tmp_path: Path) -> None:
    assert plays_files.stick_folders({"COMPANION_BOX_FOLDERS": str(tmp_path)})[0] == tmp_path
    assert tmp_path not in plays_files.stick_folders({})


def test_the_charts_load_only_with_their_screens() -> None:
    """Start-up stays lean (docs/records.md#statistics): Home, History and the result screen import nothing of
    the statistics, the play log or their charts."""
    import subprocess
    import sys

    code = ("import sys; import companion.screens.home, companion.screens.history, companion.screens.result; "
            "print(sorted(m for m in sys.modules if m.split('.')[-1] in "
            "('charts', 'statistics', 'stats_view', 'play_log', 'play_view', 'plays_export')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "KIVY_NO_ARGS": "1", "KIVY_NO_CONSOLELOG": "1"},
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]"
