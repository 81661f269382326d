"""The shared real dice photos: their labels, and the fixed split every figure is given on.

Photos sorted by name; every fourth (index 3, 7, 11...) is held out: never trained on, never tuned on,
only measured. Of the others, every sixth is the development set (thresholds, when to stop), the rest
trains. The photos come from a handful of sessions at one table, so an interleaved split is what a new
photo of the same kind faces.
"""

from __future__ import annotations

import csv
import os
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Photo:
    path: Path
    boxes: tuple[tuple[float, float, float, float], ...]  # pixels, x0 y0 x1 y1
    values: tuple[int, ...]  # each box's value

    @property
    def sorted_values(self) -> list[int]:
        return sorted(self.values)


def data_dir() -> Path:
    """``$DICE_REAL_DIR``, else ``shared/data/dice-real`` beside the repository."""
    return Path(os.environ.get("DICE_REAL_DIR", ROOT.parent / "shared" / "data" / "dice-real"))


def load(folder: Path | None = None) -> list[Photo]:
    """Every labelled photo, sorted by name (empty if the folder is not there)."""
    folder = folder or data_dir()
    if not (folder / "labels.csv").is_file():
        return []
    photos = []
    with (folder / "labels.csv").open(newline="", encoding="utf-8") as source:
        for row in csv.DictReader(source):
            size = 640.0  # the shared photos are 640x640; checked when an image is read
            boxes = tuple(tuple(float(v) * size for v in box.split(",")) for box in row["boxes_xyxy_norm"].split(";")
                          if box.strip())
            values = tuple(int(v) for v in row["values_by_box"].split())
            assert len(boxes) == len(values), row["image"]
            photos.append(Photo(folder / "images" / row["image"], boxes, values))  # type: ignore[arg-type]
    return sorted(photos, key=lambda p: p.path.name)


def split(photos: list[Photo]) -> dict[str, list[Photo]]:
    """{"held_out": 1 in 4, "dev": 1 in 6 of the rest, "train": the others}."""
    held = [p for i, p in enumerate(photos) if i % 4 == 3]
    rest = [p for i, p in enumerate(photos) if i % 4 != 3]
    return {"held_out": held, "dev": rest[::6], "train": [p for i, p in enumerate(rest) if i % 6]}
