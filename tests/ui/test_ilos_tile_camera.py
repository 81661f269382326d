"""Ilos tiles taught to the camera and read on the tile entry, through the real window with the "folder" camera on
synthetic photos of tiles under it (tests/vision/synth_cards.tile): the first tile described by hand is kept by
itself when it is turned up; the same tile photographed a quarter turn clockwise later reads back with its
description turned (ilos-fr: "Vous devez respecter le dessin": the sides are where the tile joins) and one tap
turns it up; a tile never taught reads "unknown" and nothing is filled, the taps still work. Without a camera
the entry has no camera button."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from companion.screens.card_camera import UNKNOWN, WAITING
from companion.screens.ilos.tile_camera import ALBUM, taught_count
from companion.screens.ilos.tile_entry import TileEntry
from companion.vision.config import taught_path
from games.ilos.actions import RevealTile
from games.ilos.archipelago import turned
from games.ilos.model import Spot, SpotKind, TileSpec
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import create_ilos_game, enter_tile, overlay, part, quick_tap
from tests.ui.test_kilim_camera import camera_config
from tests.ui.test_screenshots import OUT, small_targets
from tests.vision.synth_camera import table_texture
from tests.vision.synth_cards import held_under_camera, tile

SHOTS = OUT / "800x480"
TWO_LANDS = TileSpec(2, (Spot(0, SpotKind.EBONY), Spot(0, SpotKind.GOLD), Spot(1, SpotKind.RUINS)),
                     north=(0,), east=(0, 1), south=(1,), west=(0,), lair=True)
ONE_LAND = TileSpec(1, (Spot(0, SpotKind.DYE),), north=(0,), east=(0,), south=(0,), west=(0,))
BLANK = TileSpec(1, (), (0,), (0,), (0,), (0,))


def camera_photos(folder: Path) -> None:
    """What the fixed camera sees, one photo per request in name order: the first tile as it is turned up (kept),
    the same tile a quarter turn clockwise (read), a tile never taught (read), then that one (kept)."""
    table = table_texture(np.random.default_rng(9), (640, 640))
    photos = [held_under_camera(tile(80), 4300, table, 0.3, (0.85, 1.0), (-4, 4), skew=8),
              held_under_camera(tile(80), 4301, table, turn=(-96, -84)),
              held_under_camera(tile(81), 4302, table, turn=(-10, 10)),
              held_under_camera(tile(81), 4303, table, 0.3, (0.85, 1.0), (-4, 4), skew=8)]
    folder.mkdir()
    for number, photo in enumerate(photos):
        assert cv2.imwrite(str(folder / f"{number}.png"), photo)


def read_tile(app: Harness, entry: TileEntry) -> None:
    assert entry.camera is not None
    quick_tap(app, part(entry, "read"), settle=False)  # the reading may come back by the next frame
    assert entry.camera.read == WAITING
    assert app.wait_until(lambda: entry.camera.read != WAITING, 20)  # type: ignore[union-attr]


def test_without_a_camera_the_entry_has_no_camera_button(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    assert app.context.camera is None
    screen = create_ilos_game(app, ["Ayla", "Bora"])
    app.tap(screen.ids.main_button)
    entry = overlay(TileEntry)
    assert entry is not None and entry.camera is None
    assert "Read the tile" not in app.visible_texts()
    enter_tile(app, ONE_LAND)
    assert screen.session.history[-1] == RevealTile(ONE_LAND)


@pytest.mark.screenshots
def test_a_tile_described_once_is_read_turned_as_it_lies(start_app, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    camera_photos(tmp_path / "camera")
    camera_config(tmp_path, monkeypatch, tmp_path / "camera")
    app = start_app()
    assert app.context.camera is not None
    screen = create_ilos_game(app, ["Ayla", "Bora"])
    app.tap(screen.ids.main_button)
    entry = overlay(TileEntry)
    assert entry is not None and entry.camera is not None
    assert "Read the tile" not in app.visible_texts()  # nothing taught yet
    enter_tile(app, TWO_LANDS)  # described by hand: the camera keeps it as it is turned up
    assert screen.session.history[-1] == RevealTile(TWO_LANDS)
    assert app.wait_until(lambda: entry.find("read") is not None, 20)
    assert "The camera will know this tile (1 taught)" in app.visible_texts()
    assert sorted(p.name for p in taught_path(ALBUM).iterdir()) == ["tile-1.json", "tile-1.png"]
    app.screenshot(SHOTS / "en-ilos-tile-camera-kept.png")

    history = len(screen.session.history)
    read_tile(app, entry)  # the same tile, a quarter turn clockwise
    assert entry.tile == turned(TWO_LANDS, 1)
    assert (entry.tile.north, entry.tile.east) == ((0,), (0,))  # the west side came up north
    assert "Camera: a known tile, entered as it lies" in app.visible_texts()
    assert len(screen.session.history) == history  # nothing entered before the table confirms
    assert not small_targets(app)
    app.screenshot(SHOTS / "en-ilos-tile-camera-read.png")
    app.tap(part(entry, "confirm"))  # one tap
    assert screen.session.history[-1] == RevealTile(turned(TWO_LANDS, 1))
    assert entry.tile == BLANK  # the entry waits for the next tile

    read_tile(app, entry)  # a tile never taught
    assert entry.camera.read == UNKNOWN and entry.tile == BLANK
    assert "The camera does not know this tile: describe it by hand" in app.visible_texts()
    app.screenshot(SHOTS / "en-ilos-tile-camera-unknown.png")
    assert len(screen.session.history) == history + 1
    enter_tile(app, ONE_LAND)  # the taps still work; the area is full, the entry closes
    assert screen.session.history[-1] == RevealTile(ONE_LAND)
    assert app.wait_until(lambda: taught_count() == 2, 20)  # kept too
    assert overlay(TileEntry) is None
