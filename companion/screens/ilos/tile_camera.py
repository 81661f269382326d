"""The camera on the tile entry (only with a camera; without one the entry is unchanged).

Teaching: Ilos tiles print no name, so a tile is kept with the description the table gives it, by itself once the
description is accepted (a "Teach" button would be one more tap on every tile); a tile the camera filled in and the
table accepted unchanged is not kept again. The album, ``<data folder>/vision/ilos-tiles/``, holds ``tile-<n>.png``
and ``tile-<n>.json`` (its TileSpec as it lay). Reading fills the entry with the tile read, turned as it lies now
(quarter turns: the tiles are square); "unknown" leaves it to fill by hand. The worker answers through the inbox.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from companion.screens.card_album import taught_stems
from companion.screens.card_camera import FAILED, UNKNOWN, WAITING
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.vision.config import taught_path
from games import serial
from games.base import RuleError
from games.ilos import TileSpec, turned

KEEP, READ = "tile_keep", "tile_read"  # what the entry asks the worker for
KEPT, NOT_KEPT = "kept", "not kept"
ALBUM, ALBUM_PREFIX = "ilos-tiles", "tile"


def turn_description(description: Any, turns: int) -> Any:
    """A tile's JSON description turned ``turns`` quarter turns clockwise (the engine's turn)."""
    return serial.to_json(turned(serial.from_json(TileSpec, description), turns))


def taught_count() -> int:
    """How many tiles were taught: a photo with its description."""
    where = taught_path(ALBUM)
    return len({stem for stem in taught_stems(where) if (where / f"{stem}.json").is_file()})


class TileCamera:
    def __init__(self, worker: Any) -> None:
        self.worker = worker
        self.read: str | TileSpec | None = None  # nothing asked, WAITING, the tile read, UNKNOWN or FAILED
        self.kept: str | None = None  # what became of the last tile kept: KEPT, NOT_KEPT or None (nothing to say)
        self.filled: TileSpec | None = None  # the description the camera filled in, until it is turned up
        self.taught = taught_count()

    def keep(self, spec: TileSpec) -> None:
        """The table accepted ``spec`` for the tile under the camera: keep it, unless the camera filled it in."""
        from companion.vision.taught import keep_described  # OpenCV only once a camera is used

        filled, self.filled, self.read = self.filled, None, None
        if spec == filled:
            return  # a tile the camera knows, described as it said: nothing to learn
        self.worker.request(KEEP, partial(keep_described, taught_path(ALBUM), ALBUM_PREFIX, serial.to_json(spec),
                                          turn_description))

    def ask(self, refresh: Callable[[], None]) -> None:
        """Ask the worker which tile lies under the camera; returns at once."""
        from companion.vision.taught import read_described

        self.read, self.kept = WAITING, None
        self.worker.request(READ, partial(read_described, taught_path(ALBUM), turn_description))
        refresh()

    def take(self, result: Any) -> TileSpec | None:
        """A camera event for this entry: the tile to fill the entry with, if it brings one."""
        if result.kind == KEEP:
            self.kept = KEPT if result.reading is not None and result.reading.taught else \
                NOT_KEPT if result.reading is None else None
            self.taught = taught_count()
            return None
        if result.kind != READ or self.read != WAITING:
            return None  # another screen's request, or a reading this entry no longer waits for
        reading = result.reading
        if reading is None or reading.name is None:
            self.read = FAILED if reading is None else UNKNOWN
            return None
        try:
            self.read = self.filled = serial.from_json(TileSpec, reading.description)
        except (RuleError, KeyError, TypeError, ValueError):
            self.read = UNKNOWN  # a description the app no longer reads: the table describes the tile by hand
        return self.filled

    def note(self) -> tuple[str, specs.Tone]:
        """What the camera has to say on the entry, and its tone (a doubt to act on is a warning)."""
        if isinstance(self.read, TileSpec):
            return tr._("Camera: a known tile, entered as it lies"), "normal"
        text = {WAITING: tr._("The camera is reading the tile…"),
                UNKNOWN: tr._("The camera does not know this tile: describe it by hand"),
                FAILED: tr._("No reading from the camera: describe the tile by hand")}.get(self.read or "", "")
        if not text and self.kept == KEPT:
            return tr.message("The camera will know this tile ({count} taught)", {"count": self.taught}), "normal"
        if not text and self.kept == NOT_KEPT:
            text = tr._("Tile not kept by the camera: lay each tile alone under it")
        return text, "warning"

    def button(self, refresh: Callable[[], None]) -> list[specs.Button]:
        """"Read the tile", once the camera was taught a tile."""
        return [specs.Button(tr._("Read the tile"), lambda: self.ask(refresh), key="read")] if self.taught else []
