"""Reading and teaching with what the table taught, kept in the data folder: what the app's worker runs. A grid
(a woven carpet: a REFS file), cards named by teaching (an album folder, one photo per card) and square tiles
taught with the table's description of them (one photo and one JSON description each).

Every one takes the photo last, so a screen hands ``functools.partial(read_taught, path, rows, cols)`` to
``VisionWorker.request``. ``corners`` (TL, TR, BR, BL in the photo, e.g. tapped on the touch screen) skip
the search for the carpet.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

import cv2
import numpy as np

from companion.vision.config import VisionInputError
from companion.vision.features import cell_patches
from companion.vision.grid import GridReading, learn, locate_grid, read_grid, top_down_grid
from companion.vision.images import SUFFIXES, Image, as_bgr, load_image
from companion.vision.rectify import outline_masks, quad_of
from companion.vision.refs import MAX_PATCHES, Refs, load_refs, save_refs
from companion.vision.teach import Album, Recognition

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
    return _add(path, learn([(image, labels)], rows, cols, corners=_corners(corners)))


def correct_cell(path: Path, reading: GridReading, row: int, col: int, label: str, image: Image) -> int:
    """The table's answer for one cell the reader doubted or got wrong (one tap): that cell, cut from the
    photo where ``reading`` found the grid, joins the references at ``path``, so the next photo of that tile
    is read right. Returns how many cells the references now hold."""
    if not (0 <= row < reading.rows and 0 <= col < reading.cols) or len(label) != 1:
        raise VisionInputError(f"cell ({row}, {col}) = {label!r}: not one label for a cell of a "
                               f"{reading.rows}x{reading.cols} grid")
    top, _, _ = top_down_grid(image, reading.rows, reading.cols, corners=np.array(reading.corners, np.float32))
    patch = cell_patches(top, reading.rows, reading.cols)[row * reading.cols + col]
    return _add(path, Refs(patch[None], (label,)))


def _add(path: Path, found: Refs) -> int:
    """``found`` added to the references at ``path`` (created if missing; a damaged file is replaced)."""
    try:
        known = load_refs(path)
        keep = MAX_PATCHES - len(found.labels)  # the newest cells, as many as a REFS file may hold
        found = Refs(np.concatenate([known.patches[-keep:], found.patches]), known.labels[-keep:] + found.labels)
    except VisionInputError:
        pass  # nothing taught yet, or a damaged file: this photo starts it again
    save_refs(found, path)
    return len(found.labels)


# --- cards and tiles taught one photo each (an album folder in the data folder) ------------------------------
FACE_SIDE = 640  # the longest side of a card's face cut from the photo (the recogniser works at this size)
MIN_FACE_SHARE = 0.04  # an outline smaller than this share of the photo is not the card
_albums: dict[Path, tuple[dict[str, tuple[int, int]], Album]] = {}  # folder -> (file stamps, album): worker only


def card_outline(image: Image) -> np.ndarray | None:
    """The four corners of the card lying in the photo (clockwise from any corner), or None. The card is what
    stands out from the table (rectify.outline_masks); a quadrilateral too small or too thin is not one."""
    area = image.shape[0] * image.shape[1]
    best, best_area = None, MIN_FACE_SHARE * area
    for mask in outline_masks(image):
        contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        for contour in sorted(contours, key=cv2.contourArea, reverse=True)[:5]:
            hull = cv2.convexHull(contour)
            hull_area = cv2.contourArea(hull)
            if hull_area <= best_area or hull_area > 0.9 * area:  # the whole frame is the table, not a card
                continue
            quad = quad_of(hull)
            if quad is None:
                continue
            points = quad.reshape(4, 2)
            sides = np.linalg.norm(points - np.roll(points, 1, axis=0), axis=1)
            if sides.min() >= 0.25 * sides.max():
                centre = points.mean(axis=0)
                order = np.argsort(np.arctan2(points[:, 1] - centre[1], points[:, 0] - centre[0]))
                best, best_area = points[order].astype(np.float32), hull_area
    return best


def card_face(image: Image) -> Image:
    """The card cut from the photo and seen from above (its longest side FACE_SIDE px), so that the table
    around it is not taught with it (under a fixed camera the same table would match every later photo);
    the whole photo when no card outline stands out."""
    image = as_bgr(image)
    corners = card_outline(image)
    if corners is None:
        return image
    sides = np.linalg.norm(corners - np.roll(corners, 1, axis=0), axis=1)
    width, height = (sides[1] + sides[3]) / 2, (sides[0] + sides[2]) / 2
    factor = FACE_SIDE / max(width, height)
    w, h = max(1, int(round(width * factor))), max(1, int(round(height * factor)))
    target = np.array([[0, 0], [w, 0], [w, h], [0, h]], np.float32)
    matrix = cv2.getPerspectiveTransform(corners, target)
    return cv2.warpPerspective(image, matrix, (w, h), flags=cv2.INTER_AREA)


def _stamps(folder: Path) -> dict[str, tuple[int, int]]:
    if not folder.is_dir():
        return {}
    found = {}
    for path in folder.iterdir():
        if path.suffix.lower() in SUFFIXES and path.is_file():
            stat = path.stat()
            found[path.name] = (stat.st_mtime_ns, stat.st_size)
    return found


def album(folder: Path) -> Album:
    """The album in ``folder`` (missing: empty), kept between readings: only photos added, retaken or removed
    since are read again. A photo that cannot be read is left out (it was checked when taught)."""
    stamps = _stamps(folder)
    known_stamps, known = _albums.get(folder, ({}, Album()))
    if stamps == known_stamps:
        return known  # unchanged: its search index too
    fresh = Album()
    for file, stamp in sorted(stamps.items()):
        name = Path(file).stem
        if known_stamps.get(file) == stamp and name in known.cards:
            fresh.cards[name] = known.cards[name]
            continue
        try:
            fresh.teach(name, load_image(folder / file))
        except VisionInputError:
            continue
    _albums[folder] = (stamps, fresh)
    return fresh


def name_card(folder: Path, image: Image) -> Recognition:
    """Which card taught in ``folder`` lies under the camera (``Recognition.name`` None: unknown)."""
    return album(folder).recognise(image)


def teach_card(folder: Path, name: str, image: Image) -> int:
    """Teach ``name`` from a photo of it (its face cut from the table, replacing an earlier photo); the face is
    kept as ``folder/name.png``. VisionInputError if the face shows too little detail. Returns how many cards
    the album holds."""
    face = card_face(image)
    Album().teach(name, face)  # refused here, before anything is written, if it cannot be recognised later
    folder.mkdir(parents=True, exist_ok=True)
    ok, encoded = cv2.imencode(".png", face)
    if not ok:
        raise VisionInputError(f"{name}: the photo could not be encoded")
    tmp = folder / f".{name}.png.tmp"
    tmp.write_bytes(encoded.tobytes())
    os.replace(tmp, folder / f"{name}.png")
    return len(_stamps(folder))


# --- tiles taught with the table's description (an album folder: <prefix>-<n>.png + <prefix>-<n>.json) --------
DESCRIPTION_SUFFIX = ".json"
Turn = Callable[[Any, int], Any]  # a description turned that many quarter turns clockwise (the game knows how)


@dataclass(frozen=True)
class Described:
    """A taught square tile under the camera: its stem in the album (None: unknown), the table's description of
    it turned as it lies now, and the quarter turns clockwise from its taught photo; ``taught``: keep_described
    wrote the photo or its description."""

    name: str | None
    description: Any = None
    turns: int = 0
    taught: bool = False


def quarter_turns(homography: np.ndarray, shape: tuple[int, int]) -> int:
    """The quarter turns clockwise (seen from above, the photo's y pointing down) that take the taught photo of
    ``shape`` (height, width) to the one ``homography`` maps it on: where its upward direction points now."""
    h, w = shape
    points = np.array([[[w / 2, h / 2], [w / 2, h / 4]]], np.float32)  # the centre and a point above it
    seen = cv2.perspectiveTransform(points, homography)[0]
    dx, dy = seen[1] - seen[0]
    return int(round(math.degrees(math.atan2(dx, -dy)) / 90)) % 4


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None  # missing or damaged: that tile is not known


def _write(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def read_described(folder: Path, turn: Turn, image: Image) -> Described:
    """Which tile taught in ``folder`` lies under the camera, with its description turned as it lies now
    (``name`` None: unknown, also when its description is missing)."""
    taught = album(folder)
    found = taught.recognise(image)
    if found.name is None or found.homography is None:
        return Described(None)
    description = _read_json(folder / f"{found.name}{DESCRIPTION_SUFFIX}")
    if description is None:
        return Described(None)
    turns = quarter_turns(found.homography, taught.cards[found.name].shape)
    return Described(found.name, turn(description, turns), turns)


def keep_described(folder: Path, prefix: str, description: Any, turn: Turn, image: Image) -> Described:
    """Keep the tile under the camera with the table's ``description`` of it as it lies. A tile the album already
    names is not photographed again: its description is rewritten only if the table described it otherwise (the
    table's latest word wins), turned back to its taught photo. A new one is kept as ``<prefix>-<n>.png`` (its
    face cut from the table) + ``.json``; VisionInputError, nothing written, if it shows too little detail."""
    known = read_described(folder, turn, image) if _stamps(folder) else Described(None)
    if known.name is not None:
        if known.description == description:
            return known
        _write(folder / f"{known.name}{DESCRIPTION_SUFFIX}",
               json.dumps(turn(description, -known.turns % 4)).encode())
        return Described(known.name, description, known.turns, True)
    face = card_face(image)
    Album().teach(prefix, face)  # refused here, before anything is written, if it cannot be recognised later
    ok, encoded = cv2.imencode(".png", face)
    if not ok:
        raise VisionInputError(f"{prefix}: the photo could not be encoded")
    numbers = [int(path.stem[len(prefix) + 1:]) for path in folder.glob(f"{prefix}-*.png")
               if path.stem[len(prefix) + 1:].isdigit()] if folder.is_dir() else []
    name = f"{prefix}-{max(numbers, default=0) + 1}"
    folder.mkdir(parents=True, exist_ok=True)
    _write(folder / f"{name}{DESCRIPTION_SUFFIX}", json.dumps(description).encode())
    _write(folder / f"{name}.png", encoded.tobytes())
    return Described(name, description, 0, True)
