"""Seeded photographs of a carpet of tiles: each class has its own woven-looking artwork (pattern and
palette, some classes sharing one or the other), every tile is a slightly different print of it laid
in any of four orientations, a little off-centre and askew, on a mat with a printed grid. The mat is
photographed on a table (with ArUco markers at its corners, or only its outline) or given rectified."""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from tests.vision.synth_camera import Conditions, Image, light, sensor, table_texture

CLASSES = "ABCDETP"  # Kilim's five motifs, torn and perfect carpets
CELL = 80  # pixels per cell on the top-down mat
PATTERNS = ("stripes", "checks", "dots", "diamonds", "zigzag", "frames", "crosses")


@dataclass(frozen=True)
class Box:
    """One game box: the artwork of each tile class and the mat's colour."""

    art: dict[str, Image]
    mat: tuple[int, int, int]


@dataclass(frozen=True)
class GridScene:
    image: Image
    labels: str  # row-major, '.' for an empty cell
    rows: int
    cols: int


def pattern(kind: str, colours: list[np.ndarray], size: int, rng: np.random.Generator) -> Image:
    ys, xs = np.mgrid[0:size, 0:size].astype(np.float32) / size
    period = rng.uniform(0.18, 0.3)
    if kind == "stripes":
        index = np.floor(xs / period * 2)
    elif kind == "checks":
        index = np.floor(xs / period) + np.floor(ys / period)
    elif kind == "dots":
        index = (np.hypot((xs % period) / period - 0.5, (ys % period) / period - 0.5) < 0.3).astype(np.float32)
    elif kind == "diamonds":
        index = np.floor((np.abs(xs - 0.5) + np.abs(ys - 0.5)) / period * 2)
    elif kind == "zigzag":
        index = np.floor((ys + 0.5 * np.abs((xs % period) / period - 0.5)) / period * 3)
    elif kind == "frames":
        index = np.floor(np.maximum(np.abs(xs - 0.5), np.abs(ys - 0.5)) / period * 3)
    else:  # crosses
        index = ((np.abs((xs % period) / period - 0.5) < 0.12) | (np.abs((ys % period) / period - 0.5) < 0.12))
        index = index.astype(np.float32)
    art = np.stack([colours[int(i) % len(colours)] for i in index.ravel()]).reshape(size, size, 3)
    return art.astype(np.uint8)


def make_box(seed: int, classes: str = CLASSES) -> Box:
    """Artwork for every class: pairs of classes share a palette or a pattern, so neither cue alone works."""
    rng = np.random.default_rng(seed)
    palettes = [[rng.uniform(20, 235, 3) for _ in range(rng.integers(2, 4))] for _ in range(len(classes))]
    kinds = list(rng.permutation(PATTERNS))
    art = {}
    for i, name in enumerate(classes):
        palette = palettes[i - 1] if i % 3 == 1 else palettes[i]  # B shares A's colours, E shares D's...
        kind = kinds[(i - 1) % len(kinds)] if i % 3 == 2 else kinds[i % len(kinds)]  # C shares B's pattern
        art[name] = pattern(str(kind), palette, 96, rng)
    mat = tuple(int(c) for c in rng.uniform(150, 250, 3))
    return Box(art, mat)  # type: ignore[arg-type]


def tile(art: Image, rng: np.random.Generator, side: int) -> Image:
    """One printed tile: the artwork turned a quarter turn or more, its ink a little off, at ``side`` px."""
    print_ = np.rot90(art, int(rng.integers(4))).astype(np.float32)
    print_ = print_ * rng.uniform(0.92, 1.08, 3) + rng.normal(0, 4, print_.shape)
    return cv2.resize(np.clip(print_, 0, 255).astype(np.uint8), (side, side), interpolation=cv2.INTER_AREA)


def top_down(box: Box, labels: str, rows: int, cols: int, rng: np.random.Generator) -> Image:
    """The mat seen from straight above, cropped to exactly the grid."""
    mat = np.full((rows * CELL, cols * CELL, 3), box.mat, np.uint8)
    mat = np.clip(mat + rng.normal(0, 3, mat.shape), 0, 255).astype(np.uint8)
    for r in range(rows + 1):
        cv2.line(mat, (0, r * CELL), (cols * CELL, r * CELL), (90, 90, 90), 1)
    for c in range(cols + 1):
        cv2.line(mat, (c * CELL, 0), (c * CELL, rows * CELL), (90, 90, 90), 1)
    for index, label in enumerate(labels):
        if label == ".":
            continue
        r, c = divmod(index, cols)
        side = CELL - 4
        sprite = tile(box.art[label], rng, side)
        centre = (c * CELL + CELL / 2 + rng.uniform(-3, 3), r * CELL + CELL / 2 + rng.uniform(-3, 3))
        turn = cv2.getRotationMatrix2D((side / 2, side / 2), rng.uniform(-3, 3), 1.0)
        turn[:, 2] += np.float32(centre) - side / 2
        warped = cv2.warpAffine(sprite, turn, (cols * CELL, rows * CELL))
        cover = cv2.warpAffine(np.ones((side, side), np.float32), turn, (cols * CELL, rows * CELL))[..., None]
        mat = (mat * (1 - cover) + warped * cover).astype(np.uint8)
    return mat


def with_markers(mat: Image) -> tuple[Image, np.ndarray]:
    """The mat on a white sheet with ArUco markers 0-3 whose inner corners are the grid's corners."""
    h, w = mat.shape[:2]
    m, quiet = CELL, CELL // 4
    sheet = np.full((h + 2 * (m + quiet), w + 2 * (m + quiet), 3), 255, np.uint8)
    o = m + quiet
    sheet[o:o + h, o:o + w] = mat
    dictionary = cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_4X4_50)
    for marker, (x, y) in enumerate(((o - m, o - m), (o + w, o - m), (o + w, o + h), (o - m, o + h))):
        sheet[y:y + m, x:x + m] = cv2.cvtColor(cv2.aruco.generateImageMarker(dictionary, marker, m), cv2.COLOR_GRAY2BGR)
    return sheet, np.float32([[o, o], [o + w, o], [o + w, o + h], [o, o + h]])


def random_labels(rng: np.random.Generator, rows: int, cols: int, classes: str = CLASSES) -> str:
    return "".join("." if rng.random() < 0.2 else str(rng.choice(list(classes))) for _ in range(rows * cols))


def grid_scene(box: Box, seed: int, rows: int = 4, cols: int = 6, mode: str = "markers",
               conditions: Conditions | None = None, labels: str | None = None, size: int = 640) -> GridScene:
    """``mode``: "markers" (calibration sheet), "outline" (the mat's edge only) or "rectified"."""
    rng = np.random.default_rng(seed)
    conditions = conditions or Conditions.drawn(rng)
    labels = labels or random_labels(rng, rows, cols)
    mat = top_down(box, labels, rows, cols, rng)
    if mode == "rectified":
        image = cv2.resize(mat, (cols * 64, rows * 64), interpolation=cv2.INTER_AREA)
        return GridScene(sensor(light(image, rng, conditions.light), rng, conditions), labels, rows, cols)
    sheet, _ = with_markers(mat) if mode == "markers" else (mat, None)
    h, w = sheet.shape[:2]
    scale = size * rng.uniform(0.62, 0.8) / max(h, w)
    angle = rng.uniform(-20, 20)
    placed = cv2.getRotationMatrix2D((w / 2, h / 2), angle, scale)
    placed[:, 2] += np.float32([size / 2, size / 2]) - np.float32([w / 2, h / 2])
    corners = cv2.transform(np.float32([[[0, 0], [w, 0], [w, h], [0, h]]]), placed)[0]
    corners += rng.uniform(-1, 1, (4, 2)).astype(np.float32) * size * 0.04 * conditions.tilt
    warp = cv2.getPerspectiveTransform(np.float32([[0, 0], [w, 0], [w, h], [0, h]]), corners.astype(np.float32))
    scene = table_texture(rng, (size, size))
    cover = cv2.warpPerspective(np.ones((h, w), np.float32), warp, (size, size))[..., None]
    shown = cv2.warpPerspective(sheet, warp, (size, size), flags=cv2.INTER_AREA)
    scene = (scene * (1 - cover) + shown * cover).astype(np.uint8)
    return GridScene(sensor(light(scene, rng, conditions.light), rng, conditions), labels, rows, cols)
