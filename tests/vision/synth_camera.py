"""What a real camera does to a scene: tilt, uneven light, colour cast, blur, sensor noise, JPEG.

Shared by the dice and grid scene generators; every draw comes from the caller's seeded RNG.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import cv2
import numpy as np

Image = np.ndarray[Any, Any]


@dataclass(frozen=True)
class Conditions:
    """How hard a scene is; 0 is a clean top-down photo, 1 the worst the tests ask for."""

    tilt: float = 0.5  # perspective: corners moved by up to 6% of the side at 1
    light: float = 0.5  # a light gradient from 1 down to 0.45 at 1, plus a colour cast
    blur: float = 0.5  # Gaussian sigma up to 1.6 px at 1
    noise: float = 0.5  # sensor noise sigma up to 9 at 1
    jpeg: float = 0.5  # quality from 92 down to 35 at 1

    @staticmethod
    def drawn(rng: np.random.Generator, hardness: float = 1.0) -> "Conditions":
        u = lambda: float(rng.uniform(0, hardness))  # noqa: E731 - one draw per field
        return Conditions(u(), u(), u(), u(), u())


def tilt_homography(rng: np.random.Generator, size: tuple[int, int], amount: float) -> Image:
    """A random perspective that keeps the picture roughly in frame."""
    h, w = size
    src = np.float32([[0, 0], [w, 0], [w, h], [0, h]])
    dst = src + rng.uniform(-1, 1, (4, 2)).astype(np.float32) * 0.06 * amount * np.float32([w, h])
    return cv2.getPerspectiveTransform(src, dst.astype(np.float32))


def light(image: Image, rng: np.random.Generator, amount: float) -> Image:
    """A linear light falloff in a random direction, a vignette and a per-channel cast."""
    h, w = image.shape[:2]
    angle = rng.uniform(0, 2 * np.pi)
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    ramp = (np.cos(angle) * (xs / w - 0.5) + np.sin(angle) * (ys / h - 0.5)) + 0.5  # 0..1 roughly
    gain = 1.0 - 0.55 * amount * np.clip(ramp, 0, 1)
    vignette = 1.0 - 0.25 * amount * (((xs / w - 0.5) ** 2 + (ys / h - 0.5) ** 2) * 2)
    cast = 1.0 + rng.uniform(-0.12, 0.12, 3) * amount
    out = image.astype(np.float32) * (gain * vignette)[..., None] * cast[None, None, :].astype(np.float32)
    return np.clip(out, 0, 255).astype(np.uint8)


def sensor(image: Image, rng: np.random.Generator, conditions: Conditions) -> Image:
    """Blur, noise and JPEG round trip, in the order a camera applies them."""
    out = image
    sigma = 1.6 * conditions.blur
    if sigma > 0.2:
        out = cv2.GaussianBlur(out, (0, 0), sigma)
    noise = rng.normal(0, 9 * conditions.noise, out.shape).astype(np.float32)
    out = np.clip(out.astype(np.float32) + noise, 0, 255).astype(np.uint8)
    quality = int(92 - 57 * conditions.jpeg)
    ok, encoded = cv2.imencode(".jpg", out, [cv2.IMWRITE_JPEG_QUALITY, quality])
    assert ok
    return cv2.imdecode(encoded, cv2.IMREAD_COLOR)


def photograph(scene: Image, rng: np.random.Generator, conditions: Conditions) -> Image:
    """The scene as the camera sees it: tilted, unevenly lit, blurred, noisy, compressed."""
    h, w = scene.shape[:2]
    tilted = cv2.warpPerspective(scene, tilt_homography(rng, (h, w), conditions.tilt), (w, h),
                                 borderMode=cv2.BORDER_REFLECT)
    return sensor(light(tilted, rng, conditions.light), rng, conditions)


def table_texture(rng: np.random.Generator, size: tuple[int, int]) -> Image:
    """A table top: felt, wood grain or a flat cloth, in a random colour."""
    h, w = size
    base = rng.uniform(20, 235, 3)
    kind = rng.integers(3)
    if kind == 0:  # felt: blurred noise
        grain = cv2.GaussianBlur(rng.normal(0, 1, (h, w)).astype(np.float32), (0, 0), 2.0) * 25
    elif kind == 1:  # wood: wavy stripes along a random direction
        ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
        angle = rng.uniform(0, np.pi)
        t = np.cos(angle) * xs + np.sin(angle) * ys
        wobble = cv2.GaussianBlur(rng.normal(0, 1, (h, w)).astype(np.float32), (0, 0), 12) * 60
        grain = np.sin((t + wobble) / rng.uniform(4, 12)).astype(np.float32) * 18
    else:  # cloth: faint noise only
        grain = rng.normal(0, 4, (h, w)).astype(np.float32)
    return np.clip(base[None, None, :] + grain[..., None], 0, 255).astype(np.uint8)
