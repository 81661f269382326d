"""Training samples: a random window of a real photo, as another table, lamp and camera might show it.

Every change keeps what a die's value is (pips counted): scale, a small turn, quarter turns and mirror
images; colour (any hue: dice come in every colour), light, white balance, blur, sensor noise, JPEG.
"""

from __future__ import annotations

import cv2
import numpy as np

from companion.vision.dice_net import MEAN, SCALE
from tools.dice_training.data import Photo

Sample = tuple[np.ndarray, np.ndarray]  # image H x W x 3 uint8; dice N x 5 (cx, cy, w, h, value)


def dice_of(photo: Photo) -> np.ndarray:
    return np.array([((x0 + x1) / 2, (y0 + y1) / 2, x1 - x0, y1 - y0, v)
                     for (x0, y0, x1, y1), v in zip(photo.boxes, photo.values)], np.float32).reshape(-1, 5)


def window(image: np.ndarray, dice: np.ndarray, rng: np.random.Generator, side: int) -> Sample:
    """A side x side window, scaled 0.7-1.45 and turned up to 20 degrees, centred near a die mostly."""
    scale = float(np.exp(rng.uniform(np.log(0.7), np.log(1.45))))
    angle = float(rng.uniform(-20, 20))
    if len(dice) and rng.random() < 0.85:
        cx, cy = dice[rng.integers(len(dice)), :2] + rng.uniform(-side / 3, side / 3, 2) / scale
    else:
        cx, cy = rng.uniform(0, image.shape[1]), rng.uniform(0, image.shape[0])
    matrix = cv2.getRotationMatrix2D((float(cx), float(cy)), angle, scale)
    matrix[:, 2] += (side / 2 - cx, side / 2 - cy)
    border = tuple(int(v) for v in rng.integers(60, 230, 3))
    out = cv2.warpAffine(image, matrix, (side, side), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT,
                         borderValue=border)
    moved = dice.copy()
    if len(dice):
        moved[:, :2] = dice[:, :2] @ matrix[:, :2].T + matrix[:, 2]
        moved[:, 2:4] *= scale
        inside = (moved[:, 0] >= 0) & (moved[:, 0] < side) & (moved[:, 1] >= 0) & (moved[:, 1] < side)
        moved = moved[inside]
    return out, moved


def turn(image: np.ndarray, dice: np.ndarray, rng: np.random.Generator) -> Sample:
    side = image.shape[0]
    for _ in range(int(rng.integers(4))):  # a quarter turn clockwise: (x, y) -> (side - 1 - y, x)
        image = np.ascontiguousarray(np.rot90(image, -1))
        dice = dice.copy()
        dice[:, [0, 1]] = np.stack([side - 1 - dice[:, 1], dice[:, 0]], axis=1)
        dice[:, [2, 3]] = dice[:, [3, 2]]
    if rng.random() < 0.5:
        image = np.ascontiguousarray(image[:, ::-1])
        dice = dice.copy()
        dice[:, 0] = side - 1 - dice[:, 0]
    return image, dice


def recolour(image: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    hsv = cv2.cvtColor(image, cv2.COLOR_BGR2HSV).astype(np.float32)
    if rng.random() < 0.7:
        hsv[..., 0] = (hsv[..., 0] + rng.uniform(0, 180)) % 180
    hsv[..., 1] *= rng.uniform(0.6, 1.4)
    out = cv2.cvtColor(np.clip(hsv, 0, [179, 255, 255]).astype(np.uint8), cv2.COLOR_HSV2BGR).astype(np.float32)
    out *= rng.uniform(0.85, 1.15, 3) * rng.uniform(0.65, 1.3)  # white balance, exposure
    mean = out.mean()
    out = (out - mean) * rng.uniform(0.75, 1.25) + mean
    gamma = rng.uniform(0.75, 1.35)
    return np.clip(255 * (np.clip(out, 0, 255) / 255) ** gamma, 0, 255).astype(np.uint8)


def degrade(image: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    if rng.random() < 0.25:
        image = cv2.GaussianBlur(image, (0, 0), rng.uniform(0.4, 1.1))
    if rng.random() < 0.3:
        image = np.clip(image + rng.normal(0, rng.uniform(2, 7), image.shape), 0, 255).astype(np.uint8)
    if rng.random() < 0.3:
        ok, data = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(35, 90))])
        image = cv2.imdecode(data, cv2.IMREAD_COLOR)
    return image


def sample(image: np.ndarray, dice: np.ndarray, rng: np.random.Generator, side: int) -> Sample:
    crop, moved = window(image, dice, rng, side)
    crop, moved = turn(crop, moved, rng)
    return degrade(recolour(crop, rng), rng), moved


def as_input(image: np.ndarray) -> np.ndarray:
    """The network's input for a uint8 BGR image, as companion.vision.dice_net.prepare makes it."""
    return ((image.astype(np.float32) - MEAN) * SCALE).transpose(2, 0, 1)
