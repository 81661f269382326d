"""Ilos tiles taught with the table's description (companion.vision.taught.keep_described, read_described): a
tile turned a quarter turn since it was taught is named with its description turned the same way, an untaught
tile reads unknown, a tile the album knows is not kept twice and a corrected description replaces the stored
one. The turn itself is the engine's (games.ilos.archipelago.turned): a quarter turn moves each side's lands
clockwise and leaves the spots alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from companion.screens.ilos.tile_camera import ALBUM_PREFIX, turn_description
from companion.vision.images import VisionInputError
from companion.vision.taught import keep_described, quarter_turns, read_described
from games import serial
from games.ilos.archipelago import turned
from games.ilos.model import Spot, SpotKind, TileSpec
from tests.vision.synth_camera import table_texture
from tests.vision.synth_cards import held_under_camera, tile

TABLE = table_texture(np.random.default_rng(12), (640, 640))
# ilos-fr: "Vous devez respecter le dessin" -- a tile joins by its sides, so a turned tile's sides turn with it
TWO_LANDS = TileSpec(2, (Spot(0, SpotKind.GOLD), Spot(1, SpotKind.RUINS)), north=(0,), east=(0, 1), south=(1,),
                     west=(), lair=True)


def photo(face: int, seed: int, degrees: float, **pose: Any) -> np.ndarray:
    """The tile under the fixed camera, turned ``degrees`` clockwise (about; the photo's y points down)."""
    return held_under_camera(tile(face), seed, TABLE, turn=(-degrees - 6, -degrees + 6), **pose)


def test_a_quarter_turn_moves_each_sides_lands_clockwise_and_keeps_the_spots() -> None:
    once = turned(TWO_LANDS, 1)
    assert (once.north, once.east, once.south, once.west) == ((), (0,), (0, 1), (1,))
    assert once.spots == TWO_LANDS.spots and once.lands == 2 and once.lair
    assert turned(TWO_LANDS, 4) == TWO_LANDS == turned(turned(turned(once, 1), 1), 1)
    assert turned(TWO_LANDS, -1) == turned(TWO_LANDS, 3)
    assert turn_description(serial.to_json(TWO_LANDS), 1) == serial.to_json(once)


def test_quarter_turns_read_from_a_homography() -> None:
    shape = (400, 400)
    for turns in range(4):
        angle = np.radians(90 * turns)  # clockwise on screen (y down)
        c, s = np.cos(angle), np.sin(angle)
        about_centre = np.array([[1, 0, 200], [0, 1, 200], [0, 0, 1]]) @ np.array(
            [[c, -s, 0], [s, c, 0], [0, 0, 1]]) @ np.array([[1, 0, -200], [0, 1, -200], [0, 0, 1]])
        assert quarter_turns(about_centre.astype(np.float64), shape) == turns


def test_a_taught_tile_is_named_turned_as_it_lies_and_kept_once(tmp_path: Path) -> None:
    folder = tmp_path / "ilos-tiles"
    described = serial.to_json(TWO_LANDS)
    assert read_described(folder, turn_description, photo(70, 1, 0)).name is None  # nothing taught yet
    kept = keep_described(folder, ALBUM_PREFIX, described, turn_description, photo(70, 2, 0, hardness=0.3, skew=8))
    assert kept.taught and kept.name == "tile-1"
    assert sorted(p.name for p in folder.iterdir()) == ["tile-1.json", "tile-1.png"]
    other = keep_described(folder, ALBUM_PREFIX, serial.to_json(TileSpec(1, north=(0,), east=(0,), south=(0,),
                                                                          west=(0,))),
                           turn_description, photo(71, 3, 0, hardness=0.3, skew=8))
    assert other.name == "tile-2"
    for degrees, turns in ((90, 1), (180, 2), (270, 3), (0, 0)):
        found = read_described(folder, turn_description, photo(70, 10 + turns, degrees))
        assert (found.name, found.turns) == ("tile-1", turns)
        assert serial.from_json(TileSpec, found.description) == turned(TWO_LANDS, turns)
    assert read_described(folder, turn_description, photo(72, 20, 0)).name is None  # never taught: unknown
    # the same tile again, turned, described as it lies: recognised, not kept twice
    again = keep_described(folder, ALBUM_PREFIX, serial.to_json(turned(TWO_LANDS, 1)), turn_description,
                           photo(70, 21, 90))
    assert (again.name, again.taught) == ("tile-1", False)
    assert len(list(folder.glob("*.png"))) == 2
    # described otherwise (the table corrected it): the description is replaced, turned back to the photo
    corrected = TileSpec(2, (Spot(0, SpotKind.GOLD),), north=(0,), east=(0, 1), south=(1,), west=(), lair=False)
    fixed = keep_described(folder, ALBUM_PREFIX, serial.to_json(turned(corrected, 2)), turn_description,
                           photo(70, 22, 180))
    assert (fixed.name, fixed.taught) == ("tile-1", True)
    assert serial.from_json(TileSpec, json.loads((folder / "tile-1.json").read_text())) == corrected
    assert len(list(folder.glob("*.png"))) == 2


def test_a_plain_tile_or_a_lost_description_is_never_guessed(tmp_path: Path) -> None:
    folder = tmp_path / "ilos-tiles"
    with pytest.raises(VisionInputError):
        keep_described(folder, ALBUM_PREFIX, {}, turn_description, np.full((640, 640, 3), 128, np.uint8))
    assert not folder.exists()  # refused before anything is written
    keep_described(folder, ALBUM_PREFIX, serial.to_json(TWO_LANDS), turn_description, photo(73, 30, 0, hardness=0.3))
    (folder / "tile-1.json").write_text("{broken", encoding="utf-8")
    assert read_described(folder, turn_description, photo(73, 31, 90)).name is None
