"""Seeded photographs of Kingdomino-like boards: 5x5 terrain tiles, each tile its own drawing.

Like the real box, every tile of a terrain is drawn anew (no two forests alike), terrains share colours
and differ by texture or a drawn object, and any tile may carry crowns: Field (wheat stalks on gold),
Forest (tree crowns on green), Lake (waves on blue), Grassland (tufts on light green), Swamp (reeds and
pools on olive), Mine (rock and a black pit on dark grey-brown), Home (a stone castle on grass). The
board is photographed from above and cut to the grid a little off (a --rectified crop by hand), under
a lamp, with blur, noise and JPEG.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from tests.vision.synth_camera import Conditions, Image, light, sensor

TERRAINS = "FWLGSMH"
SIDE = 96  # pixels per drawn tile


@dataclass(frozen=True)
class Board:
    image: Image
    labels: str  # 25 characters, row-major


def _jitter(colour: tuple[float, float, float], rng: np.random.Generator, amount: float = 18) -> tuple[int, ...]:
    return tuple(int(np.clip(c + rng.normal(0, amount), 0, 255)) for c in colour)


def _ground(colour: tuple[float, float, float], rng: np.random.Generator, grain: float, blur: float) -> Image:
    noise = cv2.GaussianBlur(rng.normal(0, 1, (SIDE, SIDE)).astype(np.float32), (0, 0), blur) * grain
    base = np.array(_jitter(colour, rng, 10), np.float32)
    return np.clip(base + noise[..., None], 0, 255).astype(np.uint8)


def _points(rng: np.random.Generator, count: int) -> np.ndarray:
    return rng.uniform(6, SIDE - 6, (count, 2)).astype(np.int32)


def field(rng: np.random.Generator) -> Image:
    art = _ground((40, 175, 215), rng, 18, 1.5)  # BGR gold
    for x, y in _points(rng, int(rng.integers(40, 70))):
        dx = int(rng.integers(-3, 4))
        cv2.line(art, (int(x), int(y)), (int(x) + dx, int(y) - 10), _jitter((25, 120, 170), rng), 1, cv2.LINE_AA)
    return art


def forest(rng: np.random.Generator) -> Image:
    art = _ground((45, 110, 60), rng, 12, 2.0)
    for x, y in _points(rng, int(rng.integers(12, 22))):
        radius = int(rng.integers(6, 12))
        cv2.circle(art, (int(x), int(y)), radius, _jitter((30, 80, 35), rng), -1, cv2.LINE_AA)
        cv2.circle(art, (int(x) - 2, int(y) - 2), radius // 2, _jitter((50, 130, 70), rng), -1, cv2.LINE_AA)
        cv2.line(art, (int(x), int(y) + radius), (int(x), int(y) + radius + 4), (30, 50, 80), 2)
    return art


def lake(rng: np.random.Generator) -> Image:
    art = _ground((170, 120, 50), rng, 10, 3.0)
    for x, y in _points(rng, int(rng.integers(8, 16))):
        cv2.ellipse(art, (int(x), int(y)), (8, 3), 0, 180, 360, _jitter((235, 210, 170), rng), 1, cv2.LINE_AA)
    return art


def grassland(rng: np.random.Generator) -> Image:
    art = _ground((70, 175, 110), rng, 10, 1.0)
    for x, y in _points(rng, int(rng.integers(15, 30))):
        for dx in (-2, 0, 2):
            cv2.line(art, (int(x), int(y)), (int(x) + dx, int(y) - 4), _jitter((45, 140, 80), rng), 1, cv2.LINE_AA)
    if rng.random() < 0.4:  # a sheep
        x, y = _points(rng, 1)[0]
        cv2.ellipse(art, (int(x), int(y)), (7, 5), 0, 0, 360, (225, 230, 235), -1, cv2.LINE_AA)
    return art


def swamp(rng: np.random.Generator) -> Image:
    art = _ground((70, 120, 115), rng, 16, 2.5)  # olive
    for x, y in _points(rng, int(rng.integers(3, 6))):
        cv2.ellipse(art, (int(x), int(y)), (int(rng.integers(8, 16)), int(rng.integers(4, 8))), float(rng.uniform(0, 180)),
                    0, 360, _jitter((95, 105, 80), rng), -1, cv2.LINE_AA)
    for x, y in _points(rng, int(rng.integers(20, 40))):
        cv2.line(art, (int(x), int(y)), (int(x) + int(rng.integers(-2, 3)), int(y) - 8), _jitter((40, 140, 170), rng), 1)
    return art


def mine(rng: np.random.Generator) -> Image:
    art = _ground((60, 70, 80), rng, 20, 1.2)
    for x, y in _points(rng, int(rng.integers(3, 6))):
        w, h = int(rng.integers(10, 20)), int(rng.integers(10, 22))
        peak = np.array([[x - w, y + h // 2], [x, y - h], [x + w, y + h // 2]], np.int32)
        cv2.fillPoly(art, [peak], _jitter((85, 95, 105), rng), cv2.LINE_AA)
        cv2.polylines(art, [peak], False, (35, 40, 45), 1, cv2.LINE_AA)
    x, y = _points(rng, 1)[0]
    cv2.ellipse(art, (int(x), int(y)), (7, 9), 0, 180, 360, (15, 15, 20), -1, cv2.LINE_AA)
    return art


def home(rng: np.random.Generator) -> Image:
    art = _ground((50, 125, 70), rng, 12, 2.0)  # the castle stands on grass much like a forest's
    stone = _jitter((150, 150, 150), rng, 20)
    top = int(rng.integers(22, 34))
    cv2.rectangle(art, (24, top + 12), (72, 80), stone, -1)
    for x in (20, 62):
        cv2.rectangle(art, (x, top), (x + 14, 80), stone, -1)
        cv2.rectangle(art, (x, top), (x + 14, 80), (70, 70, 70), 1)
    roof = _jitter((60, 60, 170), rng, 30)  # the player's colour
    for x in (20, 62):
        cv2.fillPoly(art, [np.array([[x - 2, top], [x + 7, top - 12], [x + 16, top]], np.int32)], roof, cv2.LINE_AA)
    cv2.rectangle(art, (42, 62), (54, 80), (30, 35, 40), -1)
    return art


DRAW = {"F": field, "W": forest, "L": lake, "G": grassland, "S": swamp, "M": mine, "H": home}


def crowns(art: Image, rng: np.random.Generator) -> Image:
    """0-3 gold crowns in a corner, as a tile's points are printed: on any terrain."""
    count = int(rng.choice([0, 0, 0, 1, 1, 2, 3]))
    for k in range(count):
        x, y = 8 + 13 * k, 8
        cv2.fillPoly(art, [np.array([[x, y + 8], [x, y], [x + 3, y + 4], [x + 5, y], [x + 7, y + 4], [x + 10, y],
                                     [x + 10, y + 8]], np.int32)], (30, 200, 240), cv2.LINE_AA)
    return art


def tile(label: str, rng: np.random.Generator) -> Image:
    art = crowns(DRAW[label](rng), rng)
    art = np.ascontiguousarray(np.rot90(art, int(rng.integers(4))))
    cv2.rectangle(art, (0, 0), (SIDE - 1, SIDE - 1), (40, 40, 40), 1)  # the tile's cut edge
    return art


def board_labels(rng: np.random.Generator) -> str:
    cells = [str(rng.choice(list(TERRAINS[:-1]), p=[0.22, 0.2, 0.16, 0.16, 0.13, 0.13])) for _ in range(25)]
    cells[int(rng.integers(25))] = "H"
    return "".join(cells)


def board(seed: int, shot: int = 0, conditions: Conditions | None = None, size: int = 400) -> Board:
    """Board ``seed`` (its tiles' drawings) in photo ``shot``: from above and cut to the grid by hand (up to
    3% off at each corner), under its own lamp and camera defects."""
    rng = np.random.default_rng(seed)
    labels = board_labels(rng)
    art = np.zeros((5 * SIDE, 5 * SIDE, 3), np.uint8)
    for index, label in enumerate(labels):
        r, c = divmod(index, 5)
        art[r * SIDE:(r + 1) * SIDE, c * SIDE:(c + 1) * SIDE] = tile(label, rng)
    rng = np.random.default_rng([seed, shot])
    conditions = conditions or Conditions.drawn(rng, 0.8)
    side = 5 * SIDE
    corners = np.float32([[0, 0], [side, 0], [side, side], [0, side]])
    cut = corners + rng.uniform(-0.03, 0.03, (4, 2)).astype(np.float32) * side
    matrix = cv2.getPerspectiveTransform(cut, np.float32([[0, 0], [size, 0], [size, size], [0, size]]))
    photo = cv2.warpPerspective(art, matrix, (size, size), flags=cv2.INTER_AREA, borderMode=cv2.BORDER_REPLICATE)
    return Board(sensor(light(photo, rng, conditions.light), rng, conditions), labels)
