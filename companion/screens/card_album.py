"""The cards a table can teach the camera, one photo each, and which of them it has taught: a deck is a game's
list of card kinds (two cards that print the same need one photo), each kind kept in the album folder
``<data folder>/vision/<album>/`` as ``<stem>.png``. No Kivy and no OpenCV: Settings and the entries list and
forget photos on the UI thread; the worker takes and reads them (companion.vision.taught)."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from companion.vision.config import taught_path

PHOTO_SUFFIX = ".png"  # what companion.vision.taught.teach_card writes


def stem_of(code: str) -> str:
    """A card's code as a file name the recogniser accepts (letters, digits, '-', '_'; at most 40):
    ``warehouse/exchange:salt+wood`` -> ``warehouse_exchange_salt_wood``; a longer one keeps its first 31
    characters and a digest of the whole code, so two long codes never share a photo."""
    stem = re.sub(r"[^\w-]+", "_", code).strip("_")
    return stem if len(stem) <= 40 else f"{stem[:31]}-{hashlib.sha1(code.encode()).hexdigest()[:8]}"


@dataclass(frozen=True)
class Item:
    stem: str  # the photo's file name in the album
    value: Any  # what the game's entry takes (e.g. the engine's action card)


@dataclass(frozen=True)
class Deck:
    album: str  # the album folder's name in <data folder>/vision
    title: str  # a message id: what the teaching overlay and Settings call these cards
    items: tuple[Item, ...]
    describe: Callable[[Any], str]  # an item's value in the table's language

    @property
    def folder(self) -> Path:
        return taught_path(self.album)

    def item(self, stem: str | None) -> Item | None:
        return next((item for item in self.items if item.stem == stem), None)

    def taught(self) -> set[str]:
        """The stems of this deck photographed so far (a photo of a card not in the deck is not counted)."""
        return taught_stems(self.folder) & {item.stem for item in self.items}

    def forget(self, stem: str) -> None:
        (self.folder / f"{stem}{PHOTO_SUFFIX}").unlink(missing_ok=True)


def taught_stems(folder: Path) -> set[str]:
    if not folder.is_dir():
        return set()
    return {path.stem for path in folder.iterdir() if path.suffix == PHOTO_SUFFIX and not path.name.startswith(".")}
