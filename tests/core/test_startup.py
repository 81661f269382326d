"""Start-up on a bad data folder: what preferences.json holds, and a folder that takes no writes.

Was: preferences.json holding [], null or an unknown language stopped start-up; a read-only or uncreatable
data folder stopped it in Kivy's import (Kivy writes its config under KIVY_HOME, in the data folder).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from companion.core.settings import Preferences
from companion.screens.kivy_setup import kivy_home


@pytest.mark.parametrize("text", ["[]", "null", "3", '"fr"', "{not json", "\xff\xfe"])
def test_preferences_that_are_not_an_object_give_the_defaults_and_a_notice(tmp_path: Path, text: str,
                                                                          caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "preferences.json"
    path.write_text(text, encoding="latin-1")
    preferences = Preferences(path)
    assert preferences.get("language") is None and preferences.language("fr") == "fr"
    assert preferences.notice is not None and "could not be read" in preferences.notice.english()
    assert str(path) not in preferences.notice.english() and str(path) in caplog.text  # the path: for a technician
    assert preferences.set("language", "ja")  # the next change writes a good file
    assert json.loads(path.read_text(encoding="utf-8")) == {"language": "ja"}


@pytest.mark.parametrize("language", ["xx", None, 7, ["fr"]])
def test_an_unknown_language_falls_back_to_the_default(tmp_path: Path, language: object) -> None:
    path = tmp_path / "preferences.json"
    path.write_text(json.dumps({"language": language}), encoding="utf-8")
    assert Preferences(path).language("en") == "en"


def test_no_preferences_file_is_no_notice(tmp_path: Path) -> None:
    assert Preferences(tmp_path / "preferences.json").notice is None


def test_kivy_gets_a_temporary_home_where_the_data_folder_takes_no_writes(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    home = kivy_home(blocker / "data")  # uncreatable, as a read-only card is for root too
    assert Path(home).is_dir() and os.access(home, os.W_OK) and not Path(home).is_relative_to(blocker)
    assert kivy_home(tmp_path / "data") == str(tmp_path / "data" / "kivy")
