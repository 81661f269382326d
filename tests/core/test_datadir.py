"""The data folder: COMPANION_DATA_DIR wins, else the platform's user data folder; created if missing."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from companion.core import datadir


def test_override_is_used_and_created(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "deep" / "data"
    monkeypatch.setenv("COMPANION_DATA_DIR", str(target))
    assert datadir.data_dir() == target
    assert target.is_dir()
    assert datadir.journal_path() == target / "journal.sqlite3"


def test_default_is_the_platform_user_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("COMPANION_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))  # keep the real home untouched
    expected = Path(platformdirs.user_data_dir("table-companion", appauthor=False))
    assert expected.is_relative_to(tmp_path)
    assert datadir.data_dir() == expected
    assert expected.is_dir()


def test_blank_override_means_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_DATA_DIR", "  ")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert datadir.data_dir() == tmp_path / "xdg" / "table-companion"


def test_a_folder_that_cannot_be_made_is_returned_not_raised(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("COMPANION_DATA_DIR", str(blocker / "data"))
    assert datadir.data_dir() == blocker / "data"  # Journal.open then falls back to memory, with a warning
