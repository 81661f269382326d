"""Reading and teaching a grid with the references kept in the data folder: what the app's worker runs.

Both take the photo last, so a screen hands ``functools.partial(read_taught, path, rows, cols)`` to
``VisionWorker.request``. ``corners`` (TL, TR, BR, BL in the photo, e.g. tapped on the touch screen) skip
the search for the carpet.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

import numpy as np

from companion.vision.config import VisionInputError
from companion.vision.grid import GridReading, learn, locate_grid, read_grid
from companion.vision.images import Image
from companion.vision.refs import Refs, load_refs, save_refs

Corners = Sequence[tuple[float, float]] | None


def _corners(corners: Corners) -> np.ndarray | None:
    return None if corners is None else np.array(corners, np.float32)


def read_taught(path: Path, rows: int, cols: int, corners: Corners, image: Image) -> GridReading:
    """The grid read with the references at ``path`` (VisionInputError if nothing was taught yet)."""
    return read_grid(image, load_refs(path), rows, cols, corners=_corners(corners))


def locate(rows: int, cols: int, corners: Corners, image: Image) -> GridReading:
    """Where the grid lies in the photo, its cells unread: the table labels them to teach."""
    return locate_grid(image, rows, cols, _corners(corners))


def teach(path: Path, rows: int, cols: int, labels: str, corners: Corners, image: Image) -> int:
    """Add the photo's cells, labelled row-major, to the references at ``path`` (created if missing; a
    damaged file is replaced). Returns how many cells the references now hold."""
    if len(labels) != rows * cols:
        raise VisionInputError(f"{len(labels)} labels for a {rows}x{cols} grid")
    found = learn([(image, labels)], rows, cols, corners=_corners(corners))
    try:
        known = load_refs(path)
        found = Refs(np.concatenate([known.patches, found.patches]), known.labels + found.labels)
    except VisionInputError:
        pass  # nothing taught yet, or a damaged file: this photo starts it again
    save_refs(found, path)
    return len(found.labels)
