"""The finder run on overlapping tiles of one size, stitched into the answer it gives the whole photo.

Every run of the finder has the same input shape (TILE x TILE), so OpenCV's dnn allocates its buffers once
and for a tile: about 6 MB, where a 640 px photo held 34 MB and the half-size reading 15 MB more. The tiles'
origins are multiples of the network's ALIGN, so each tile's cells lie on the whole photo's own grid; each
output cell is taken from the tile whose centre is nearest, which sees at least CONTEXT px of the photo
around it (a die and its neighbours: what the finder was trained on, windows of 256 px).
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from companion.vision.dice_net import (ALIGN, CHANNELS, INPUT_SIDE, MEAN, MODEL, SCALE, STRIDE, THRESHOLD, Detection,
                                       decode, run, scaled)

TILE = 256  # px of the scaled photo a run sees (the finder was trained on windows of this size)
CONTEXT = 64  # px each tile sees beyond the cells it answers for (a die is at most about 76 px)
STEP = (TILE - 2 * CONTEXT) // ALIGN * ALIGN

Finder = Callable[[np.ndarray], np.ndarray]  # a 1 x 3 x TILE x TILE input -> its CHANNELS x cells x cells output


def origins(length: int) -> list[int]:
    """Where the tiles start along a side of ``length`` px: every STEP, and the last flush with the end."""
    if length <= TILE:
        return [0]
    last = -(-(length - TILE) // ALIGN) * ALIGN
    return [*range(0, last, STEP), last]


def owned(starts: list[int], length: int) -> list[tuple[int, int]]:
    """The px range [from, to) each tile answers for: up to halfway between its centre and the next one's."""
    cuts = [(a + b) // 2 // STRIDE * STRIDE + TILE // 2 for a, b in zip(starts, starts[1:])]
    return list(zip([0, *cuts], [*cuts, length]))


def tile_input(photo: np.ndarray, y: int, x: int) -> np.ndarray:
    """The finder's input for the tile at (y, x): normalised as dice_net.prepare does, padded with the mean."""
    crop = photo[y:y + TILE, x:x + TILE]
    blob = np.zeros((1, 3, TILE, TILE), np.float32)  # zero is the mean, normalised
    blob[0, :, :crop.shape[0], :crop.shape[1]] = (crop.transpose(2, 0, 1) - np.float32(MEAN)) * np.float32(SCALE)
    return blob


def find(photo: np.ndarray, finder: Finder) -> np.ndarray:
    """The finder's answer (CHANNELS x cells) for a whole scaled photo, read a tile at a time."""
    h, w = photo.shape[:2]
    out = np.zeros((CHANNELS, -(-h // STRIDE), -(-w // STRIDE)), np.float32)
    ys, xs = origins(h), origins(w)
    for y, (y0, y1) in zip(ys, owned(ys, h)):
        for x, (x0, x1) in zip(xs, owned(xs, w)):
            answer = finder(tile_input(photo, y, x))
            rows = slice((y0 - y) // STRIDE, -(-(y1 - y) // STRIDE))
            cols = slice((x0 - x) // STRIDE, -(-(x1 - x) // STRIDE))
            out[:, y0 // STRIDE:-(-y1 // STRIDE), x0 // STRIDE:-(-x1 // STRIDE)] = answer[:, rows, cols]
    return out


def detect(image: np.ndarray, threshold: float = THRESHOLD, side: int = INPUT_SIDE) -> list[Detection]:
    """Every die in a BGR photo seen with its longest side at ``side`` px, strongest first."""
    photo, factor = scaled(image, side)
    return decode(find(photo, lambda blob: run(MODEL, blob)[0][0]), threshold, factor)
