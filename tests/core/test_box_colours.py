"""The box's colours as component data (docs/design.md#players-remembered): config/games/<package>.toml names those a
rulebook names, with their source; the table's answers for the others are kept in the preferences, and a damaged or
stale answer is dropped (asked again), never offered."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import games
from companion.core.box_colours import box_colours, keep_answers
from companion.core.settings import Preferences, config_dir
from games import base

# The palette of the theme's colour ids (companion/screens/theme.py PLAYER_COLOURS), without importing Kivy here.
PALETTE = ("red", "blue", "green", "yellow", "purple", "orange", "pink", "white", "brown", "black")


@pytest.mark.parametrize("package", games.GAMES)
def test_each_box_colour_names_its_source_and_the_box_holds_a_colour_a_seat(package: str) -> None:
    path = config_dir() / "games" / f"{package}.toml"
    table = tomllib.loads(path.read_text(encoding="utf-8")).get("colours") if path.is_file() else None
    if table is None:
        return  # no box colours: the whole palette (free play)
    assert all(entry["id"] in PALETTE and entry["source"] for entry in table["named"])
    engine = base.get(package.replace("_", "-"))
    assert table["box"] == engine.max_players  # ilos-fr and kilim-fr: 2 to 5 players, a colour each


def test_ilos_names_four_and_kilim_three(tmp_path: Path) -> None:
    preferences = Preferences(tmp_path / "preferences.json")
    ilos = box_colours("ilos", preferences, PALETTE)
    assert (ilos.named, ilos.unknown) == (("red", "green", "black", "yellow"), 1)  # lines 106-112
    kilim = box_colours("kilim", preferences, PALETTE)
    assert (kilim.named, kilim.unknown) == (("green", "red", "blue"), 2)  # lines 97, 113
    assert box_colours("kilia", preferences, PALETTE).unknown == 0


def test_the_answers_survive_a_restart_and_a_bad_one_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "preferences.json"
    assert keep_answers("kilim", Preferences(path), ["purple"])
    assert box_colours("kilim", Preferences(path), PALETTE).known == ("green", "red", "blue", "purple")
    preferences = Preferences(path)
    for stored in ("purple", ["mauve", 3, "red", "pink", "pink", "white", "brown"], {"4": "pink"}):
        preferences.set("kilim_colours", stored)  # hand-edited, or from an older app: never a crash
        box = box_colours("kilim", preferences, PALETTE)
        assert len(box.known) == len(set(box.known)) <= 5 and set(box.asked) <= set(PALETTE) - {"green", "red", "blue"}
    assert box.asked == ()  # a dict is no list of answers: asked again


def test_the_answers_travel_with_the_box_s_data(tmp_path: Path) -> None:
    from companion.core.box_files import box_values, import_box, read_box, write_box

    keep_answers("ilos", Preferences(tmp_path / "here.json"), ["purple"])
    written = write_box(tmp_path, "ilos", "ilos", box_values(Preferences(tmp_path / "here.json"), "ilos"))
    other_table = Preferences(tmp_path / "there.json")
    assert import_box(other_table, read_box(written, "ilos", "ilos"))
    assert box_colours("ilos", other_table, PALETTE).known == ("red", "green", "black", "yellow", "purple")
