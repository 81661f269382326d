"""The dice models, trained by tools/dice_training from real photos and run through OpenCV's dnn module.

The finder (models/dice.onnx) sees the photo scaled so its longest side is ``INPUT_SIDE`` pixels (the
framing of a dice tray seen from above: dice 20-70 px) and answers on a grid of ``STRIDE`` px cells: how
likely a die's centre is in the cell, the die's width and height, where in the cell the centre lies, and
its own guess at the value (trained alongside; the value reader's answer is better and is the one used).
Dice are the cells that beat their eight neighbours; a weaker peak inside a stronger die's square is
the same die (dice do not overlap). The value reader (models/dice_values.onnx) reads each die's crop.
Only OpenCV and NumPy here: the training scripts cut and decode with this very code.
"""

from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import cv2
import numpy as np

MODEL = Path(__file__).parent / "models" / "dice.onnx"
INPUT_SIDE = 640
STRIDE = 4  # input pixels per output cell
ALIGN = 32  # the network halves the image five times: sides padded to a multiple of this
SIZE_UNIT = 16.0  # widths and heights are predicted in units of 16 px
THRESHOLD = 0.3  # centre score above which a peak is a die (chosen on the development photos)
CHANNELS = 11  # centre score, width, height, x and y offset in the cell, the finder's six value guesses
MEAN, SCALE = 128.0, 1 / 64.0
VALUES_MODEL = MODEL.with_name("dice_values.onnx")
CROP = 48  # px per side of a die's crop for the value reader (a die's pips at about the photo's resolution)
TURNS = 4  # quarter turns each die's crop is read at
BATCH = 4  # crops read together: 88 at once would hold 40 MB of activations, 16 hold 8, 4 hold 2
LOOK = 96  # length of the value reader's description of a die's look
MARGIN = 1.35  # the crop spans this many times the die's box: all of the die even if the box is a little off


@dataclass(frozen=True)
class Detection:
    box: tuple[float, float, float, float]  # x0, y0, x1, y1 in the photo's pixels
    score: float  # how sure the finder is that a die is there


def scaled(image: np.ndarray, side: int = INPUT_SIDE) -> tuple[np.ndarray, float]:
    """The photo with its longest side at ``side`` px, and the scale applied."""
    factor = side / max(image.shape[:2])
    if factor == 1:
        return image, factor
    interpolation = cv2.INTER_AREA if factor < 1 else cv2.INTER_LINEAR
    return cv2.resize(image, None, fx=factor, fy=factor, interpolation=interpolation), factor


def prepare(image: np.ndarray, side: int = INPUT_SIDE) -> tuple[np.ndarray, float]:
    """The network's input (1 x 3 x H x W float32, the longest side scaled to ``side`` then both padded to a
    multiple of ALIGN) and the scale applied. (The app reads it a tile at a time: dice_tiles.py.)"""
    scaled_image, factor = scaled(image, side)
    h, w = scaled_image.shape[:2]
    padded = np.full((-(-h // ALIGN) * ALIGN, -(-w // ALIGN) * ALIGN, 3), MEAN, np.float32)
    padded[:h, :w] = scaled_image
    blob = ((padded - MEAN) * SCALE).transpose(2, 0, 1)[None]
    return np.ascontiguousarray(blob, np.float32), factor


def decode(out: np.ndarray, threshold: float = THRESHOLD, factor: float = 1.0) -> list[Detection]:
    """Dice from one output (CHANNELS x H x W), strongest first, boxes in the photo's pixels."""
    heat = out[0]
    peaks = (heat >= cv2.dilate(heat, np.ones((3, 3), np.uint8))) & (heat > threshold)
    found: list[Detection] = []
    squares: list[tuple[float, float, float, float]] = []  # centre and size of each die kept, input pixels
    for y, x in sorted(zip(*np.nonzero(peaks)), key=lambda yx: -heat[yx]):
        w, h = out[1:3, y, x] * SIZE_UNIT
        cx, cy = (x + out[3, y, x]) * STRIDE, (y + out[4, y, x]) * STRIDE
        if any(abs(cx - kx) < kw / 2 and abs(cy - ky) < kh / 2 for kx, ky, kw, kh in squares):
            continue  # inside a stronger die's square: the same die
        squares.append((cx, cy, w, h))
        box = (cx - w / 2) / factor, (cy - h / 2) / factor, (cx + w / 2) / factor, (cy + h / 2) / factor
        found.append(Detection((float(box[0]), float(box[1]), float(box[2]), float(box[3])), float(heat[y, x])))
    return found


def crop_matrix(box: tuple[float, float, float, float], angle: float = 0.0, shift: tuple[float, float] = (0.0, 0.0),
                zoom: float = 1.0) -> np.ndarray:
    """The affine map from the photo to a die's CROP x CROP square (turned by ``angle`` degrees, moved by
    ``shift`` of the box's side and zoomed: training shows the value reader boxes as the finder draws them)."""
    side = max(box[2] - box[0], box[3] - box[1]) * MARGIN / zoom
    cx, cy = (box[0] + box[2]) / 2 + shift[0] * side, (box[1] + box[3]) / 2 + shift[1] * side
    matrix = cv2.getRotationMatrix2D((cx, cy), angle, CROP / side)
    matrix[:, 2] += np.array([CROP / 2 - cx, CROP / 2 - cy])
    return matrix


def crops(image: np.ndarray, boxes: list[tuple[float, float, float, float]]) -> np.ndarray:
    """N x 3 x CROP x CROP inputs of the value reader, one per box."""
    squares = [cv2.warpAffine(image, crop_matrix(box), (CROP, CROP), flags=cv2.INTER_AREA,
                              borderMode=cv2.BORDER_REPLICATE) for box in boxes]
    return np.stack([((s.astype(np.float32) - MEAN) * SCALE).transpose(2, 0, 1) for s in squares])


def read_values(image: np.ndarray, boxes: list[tuple[float, float, float, float]]) -> tuple[np.ndarray, np.ndarray]:
    """N x 6: the value reader's probability of each value for the die in each box, and N x LOOK: each die's
    look (a unit vector: near 1 apart in cosine, the same die showing the same face in like light). Each
    crop is read at four quarter turns and the answers averaged: a die's value does not depend on its turn,
    the reader's small errors do."""
    if not boxes:
        return np.zeros((0, 6), np.float32), np.zeros((0, LOOK), np.float32)
    squares = crops(image, boxes)
    n = len(boxes)
    values, look = np.zeros((n, 6), np.float32), np.zeros((n, LOOK), np.float32)
    for k in range(TURNS):  # turned a batch at a time: no copy of every crop at every turn at once
        for i in range(0, n, BATCH):
            batch = np.ascontiguousarray(np.rot90(squares[i:i + BATCH], k, axes=(2, 3)))
            answer = run(VALUES_MODEL, batch, ("values", "look"))
            values[i:i + BATCH] += answer[0]
            look[i:i + BATCH] += answer[1]
    return values / TURNS, look / (np.linalg.norm(look, axis=1, keepdims=True) + 1e-9)


_lock = threading.Lock()  # one network, shared by the app's worker and any other caller


@lru_cache(maxsize=2)
def network(path: Path) -> Any:
    return cv2.dnn.readNetFromONNX(str(path))


def release() -> None:
    """Drop the networks and their buffers (about 12 MB) and hand the freed memory back to the system: the
    table reads dice now and then, and between readings the app need not hold them. Loading them again
    costs a few milliseconds."""
    with _lock:
        network.cache_clear()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)  # glibc keeps what a thread freed for that thread otherwise
    except (OSError, AttributeError):
        pass  # not glibc: the next reading reuses it


def run(path: Path, blob: np.ndarray, outputs: tuple[str, ...] = ()) -> list[np.ndarray]:
    """The network's outputs (all of the named ones, else its only one) for ``blob``."""
    with _lock:
        net = network(path)
        net.setInput(blob)
        return [np.asarray(out) for out in net.forward(list(outputs))] if outputs else [np.asarray(net.forward())]
