"""Box data files: written whole, read back into another data folder, refused with a reason and nothing
changed when corrupt, foreign, newer or another game's (docs/design.md#box-data-once-shared)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.core.box_files import (BoxRefused, box_files, box_values, exchange_folders, free_bytes, import_box,
                                      import_found, read_box, write_box)
from companion.core.settings import Preferences

VALUES = {"ilos_price_row_dye": [1, 2, 3, 4, 5], "ilos_price_row_tea": [2, 3, 4, 5, 6]}


def prefs(folder: Path) -> Preferences:
    folder.mkdir(parents=True, exist_ok=True)
    return Preferences(folder / "preferences.json")


def test_a_box_goes_from_one_data_folder_to_another(tmp_path: Path) -> None:
    first = prefs(tmp_path / "a")
    first.update({**VALUES, "language": "fr", "kilia_data_x": 1})
    assert box_values(first, "ilos") == VALUES
    path = write_box(tmp_path / "stick", "ilos", "ilos", box_values(first, "ilos"))
    assert box_files(exchange_folders(tmp_path / "b", {"COMPANION_BOX_FOLDERS": str(tmp_path / "stick")})) == [path]
    second = prefs(tmp_path / "b")
    assert import_box(second, read_box(path, "ilos", "ilos"))
    assert box_values(Preferences(tmp_path / "b" / "preferences.json"), "ilos") == VALUES


@pytest.mark.parametrize("content, said", [
    (b"\x00\x01 not json", "is not a box file of this app"),
    (b'{"hello": "world"}', "is not a box file of this app"),
    (b'{"format": "table-companion-box", "version": 1, "game": "kilia", "values": {"kilia_data_x": 1}}',
     "holds another game's box data"),
    (b'{"format": "table-companion-box", "version": 9, "game": "ilos", "values": {"ilos_price_row_dye": 1}}',
     "written by a newer version"),
    (b'{"format": "table-companion-box", "version": 1, "game": "ilos", "values": {"language": "en"}}',
     "is not a box file of this app"),
])
def test_a_file_that_is_not_this_game_s_box_is_refused_and_nothing_changes(tmp_path: Path, content: bytes,
                                                                          said: str) -> None:
    mine = prefs(tmp_path / "a")
    mine.update(VALUES)
    before = (tmp_path / "a" / "preferences.json").read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    with pytest.raises(BoxRefused) as refused:
        import_box(mine, read_box(bad, "ilos", "ilos"))
    assert said in refused.value.notice.english() and "bad.json" in refused.value.notice.english()
    assert (tmp_path / "a" / "preferences.json").read_bytes() == before


def test_the_file_is_json_a_person_can_read(tmp_path: Path) -> None:
    path = write_box(tmp_path, "ilos", "ilos", VALUES)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == {"format": "table-companion-box", "version": 1, "game": "ilos", "values": VALUES}


def test_one_tap_imports_every_game_found_and_refuses_a_broken_file_alone(tmp_path: Path) -> None:
    stick, boxes = tmp_path / "stick", tmp_path / "b" / "boxes"
    write_box(stick, "ilos", "ilos", VALUES)
    write_box(stick, "kilia", "kilia", {"kilia_data_canal_spaces": 4})
    write_box(boxes, "ilos", "ilos", {"ilos_price_row_dye": [9, 9, 9, 9, 9]})  # a second ilos file: the stick's first
    (stick / "catan_ep-box.json").write_bytes(b'{"format": "table-companion-box", "vers')  # cut short
    (stick / "notes.json").write_text("{}", encoding="utf-8")  # not a box file's name: left alone
    mine = prefs(tmp_path / "b")
    games = {"ilos": "ilos", "kilia": "kilia", "catan_ep": "catan_ep"}
    imported, refused = import_found(mine, [stick, boxes], games)
    assert imported == ["ilos", "kilia"]
    assert [n.english() for n in refused] == ["catan_ep-box.json is not a box file of this app: nothing was imported"]
    assert box_values(mine, "ilos") == VALUES and box_values(mine, "kilia") == {"kilia_data_canal_spaces": 4}
    assert box_values(mine, "catan_ep") == {}
    assert import_found(prefs(tmp_path / "c"), [tmp_path / "none"], games) == ([], [])


def test_a_stick_s_free_space_is_read_and_a_missing_one_is_none(tmp_path: Path) -> None:
    free = free_bytes(tmp_path)
    assert free is not None and free > 0
    assert free_bytes(tmp_path / "unplugged") is None
