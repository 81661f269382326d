"""The Ilos tiles the camera was taught: ``<data folder>/vision/ilos-tiles/`` holds ``tile-<n>.png`` (the tile cut
from the table) and ``tile-<n>.json`` (the table's description of it, a TileSpec, as it lay in that photo). No Kivy
and no OpenCV: the entry counts them on the UI thread; the worker keeps and reads them (companion.vision.taught)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from companion.screens.card_album import taught_stems
from companion.vision.config import taught_path
from games import serial
from games.ilos import TileSpec, turned

ALBUM = "ilos-tiles"
ALBUM_PREFIX = "tile"


def folder() -> Path:
    return taught_path(ALBUM)


def turn_description(description: Any, turns: int) -> Any:
    """A tile's JSON description turned ``turns`` quarter turns clockwise (the engine's turn: each side's lands
    move to the next side clockwise; lands, spots and lair unchanged)."""
    return serial.to_json(turned(serial.from_json(TileSpec, description), turns))


def taught_count(where: Path | None = None) -> int:
    """How many tiles were taught: a photo with its description."""
    where = folder() if where is None else where
    return len({stem for stem in taught_stems(where) if (where / f"{stem}.json").is_file()})
