"""Read a grid of tiles: rectify, cut into cells, name each cell after its nearest taught references.

Cells are compared with the taught ones in a space fitted to the references (linear discriminant analysis):
the features that vary within a class (light, a tile's own drawing) are shrunk, those that tell the
taught classes apart are kept. Each cell takes its nearest reference's class; its confidence in 0..1 is
how much nearer the best class is than the runner-up (1 - best / runner-up distance). Cells under
``LOW_CONFIDENCE`` are the reader's doubts: a screen asks the table to confirm only those.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from companion.vision.features import cell_patches, features
from companion.vision.images import Image, as_bgr, working_scale
from companion.vision.rectify import find_area, warp
from companion.vision.refs import Refs

CELL_PIXELS = 64  # side of one cell in the rectified view
LOW_CONFIDENCE = 0.35  # catches most wrong cells for half a tap a board (docs/vision.md)
SEARCH_SIDE = 1024  # the area is looked for in a reduced copy of a big photo; cells are cut from the full one


@dataclass(frozen=True)
class Cell:
    label: str  # '.' for an empty cell
    confidence: float  # 0..1

    @property
    def flagged(self) -> bool:
        return self.confidence < LOW_CONFIDENCE


@dataclass(frozen=True)
class GridReading:
    rows: int
    cols: int
    cells: tuple[Cell, ...]  # row-major
    found_by: str  # "markers", "outline", "rectified", "corners" (tapped) or "whole image"
    corners: tuple[tuple[float, float], ...]  # the grid's TL, TR, BR, BL in the photo

    def lines(self) -> list[str]:
        """One string per row, e.g. a woven carpet's rows ("AAB.", "CDDT")."""
        return ["".join(c.label for c in self.cells[r * self.cols:(r + 1) * self.cols]) for r in range(self.rows)]

    def flagged(self) -> list[tuple[int, int]]:
        """(row, column) of every cell read with low confidence, to be confirmed by a tap."""
        return [divmod(i, self.cols) for i, c in enumerate(self.cells) if c.flagged]

    def cell_outline(self, row: int, col: int) -> list[tuple[float, float]]:
        """The cell's corners (TL, TR, BR, BL) in the photo, to draw a group or a flag over it."""
        src = np.array([[0, 0], [self.cols, 0], [self.cols, self.rows], [0, self.rows]], np.float32)
        to_photo = cv2.getPerspectiveTransform(src, np.array(self.corners, np.float32))
        square = np.array([[[col, row], [col + 1, row], [col + 1, row + 1], [col, row + 1]]], np.float32)
        return [(float(x), float(y)) for x, y in cv2.perspectiveTransform(square, to_photo)[0]]


def classify(refs: Refs, patches: np.ndarray) -> list[Cell]:
    labels = np.array(refs.vector_labels)
    cells_at, refs_at = features(patches) @ refs.projection, refs.vectors @ refs.projection
    distances = np.sqrt(((cells_at[:, None, :] - refs_at[None, :, :]) ** 2).sum(axis=2))  # cells x refs
    classes = refs.classes
    per_class = np.stack([distances[:, labels == name].min(axis=1) for name in classes], axis=1)
    cells = []
    for row in per_class:
        order = np.argsort(row)
        best = float(row[order[0]])
        runner_up = float(row[order[1]]) if len(order) > 1 else best * 2 + 1
        cells.append(Cell(classes[order[0]], max(0.0, 1 - best / runner_up) if runner_up > 0 else 0.0))
    return cells


def top_down_grid(image: Image, rows: int, cols: int, rectified: bool = False,
                  corners: np.ndarray | None = None) -> tuple[Image, str, np.ndarray]:
    """The grid seen from above (64 px a cell, less for big grids), how it was found, and its corners."""
    image = as_bgr(image)
    cell = max(16, min(CELL_PIXELS, 1600 // max(rows, cols)))  # a 40x40 grid stays a 1600 px view
    width, height = cols * cell, rows * cell
    h, w = image.shape[:2]
    whole = np.array([[0, 0], [w, 0], [w, h], [0, h]], np.float32)
    if rectified:
        return warp(image, whole, width, height), "rectified", whole
    found_by = "corners"
    if corners is None:
        small, factor = working_scale(image, SEARCH_SIDE)
        corners, found_by = find_area(small)
        corners = None if corners is None else corners / factor
    if corners is None:
        return warp(image, whole, width, height), "whole image", whole
    return warp(image, corners, width, height), found_by, corners


def read_grid(image: Image, refs: Refs, rows: int, cols: int, rectified: bool = False,
              corners: np.ndarray | None = None) -> GridReading:
    """Every cell of a rows x cols grid in a BGR photograph. ``corners`` (TL, TR, BR, BL, e.g. tapped on
    the screen) skip the search for the area."""
    top, found_by, where = top_down_grid(image, rows, cols, rectified, corners)
    cells = classify(refs, cell_patches(top, rows, cols))
    outline = tuple((float(x), float(y)) for x, y in where)
    return GridReading(rows, cols, tuple(cells), found_by, outline)


def locate_grid(image: Image, rows: int, cols: int, corners: np.ndarray | None = None) -> GridReading:
    """Where the grid lies in the photo, its cells not read (all '.', confidence 0): for teaching, when
    the table labels the cells itself."""
    _, found_by, where = top_down_grid(image, rows, cols, corners=corners)
    outline = tuple((float(x), float(y)) for x, y in where)
    return GridReading(rows, cols, tuple(Cell(".", 0.0) for _ in range(rows * cols)), found_by, outline)


def learn(examples: list[tuple[Image, str]], rows: int, cols: int, rectified: bool = False,
          corners: np.ndarray | None = None) -> Refs:
    """References from photographs whose cells are labelled row-major (one character per cell);
    ``corners``: the grid's corners in every photo (found or tapped on the screen), else searched."""
    patches: list[np.ndarray] = []
    labels: list[str] = []
    for image, text in examples:
        top, _, _ = top_down_grid(image, rows, cols, rectified, corners)
        patches.append(cell_patches(top, rows, cols))
        labels.extend(text)
    return Refs(np.concatenate(patches), tuple(labels))
