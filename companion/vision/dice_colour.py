"""A die's body colour, named: what tells Catan's red die from its yellow one.

The body is what most of the die's inner square shows (pips are a fifth of it at most): the median of
the pixels whose lightness is near the square's median, so neither the pips nor a glint count.
"""

from __future__ import annotations

import cv2
import numpy as np

from companion.vision.images import Image

GREY_CHROMA = 18.0  # Lab chroma under which a die is white, grey or black rather than coloured
HUES = ((15, "red"), (40, "orange"), (70, "yellow"), (170, "green"), (260, "blue"), (330, "purple"), (361, "red"))
# sRGB to XYZ (D65), each row over the white point's: OpenCV's constants for its Lab conversion
TO_XYZ = np.array([[0.412453, 0.357580, 0.180423], [0.212671, 0.715160, 0.072169], [0.019334, 0.119193, 0.950227]],
                  np.float32) / np.array([[0.950456], [1.0], [1.088754]], np.float32)


def lab(bgr: np.ndarray) -> np.ndarray:
    """N x 3 uint8 BGR -> N x 3 Lab as OpenCV's 8-bit conversion gives it (L 0..255, a and b offset by 128),
    within a unit: worked out here for a die's few hundred pixels, because OpenCV's conversion builds
    tables of 5 MB on first use that the app would then keep."""
    rgb = bgr[:, ::-1].astype(np.float32) / 255
    xyz = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4) @ TO_XYZ.T
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16 / 116)
    lightness = np.where(xyz[:, 1] > 0.008856, 116 * f[:, 1] - 16, 903.3 * xyz[:, 1])
    out = np.stack([lightness * 255 / 100, 500 * (f[:, 0] - f[:, 1]) + 128, 200 * (f[:, 1] - f[:, 2]) + 128], 1)
    return np.clip(np.round(out), 0, 255).astype(np.float32)


def body_colour(image: Image, box: tuple[float, float, float, float]) -> tuple[float, float, float]:
    """(hue in degrees as on a colour wheel: 0 red, 60 yellow, 120 green, 240 blue; Lab chroma; Lab
    lightness 0..255) of the die in ``box``; chroma -1 if the box is empty."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    xa, xb = int(max(x0 + 0.2 * w, 0)), int(min(x1 - 0.2 * w, image.shape[1]))
    ya, yb = int(max(y0 + 0.2 * h, 0)), int(min(y1 - 0.2 * h, image.shape[0]))
    if xb <= xa or yb <= ya:
        return 0.0, -1.0, 0.0
    patch = image[ya:yb, xa:xb].reshape(-1, 3)
    seen = lab(patch)
    body = np.abs(seen[:, 0] - np.median(seen[:, 0])) <= 20
    colour = np.median(patch[body], axis=0).astype(np.uint8)
    hue = float(cv2.cvtColor(colour[None, None], cv2.COLOR_BGR2HSV_FULL)[0, 0, 0]) * 360 / 256
    a, b = np.median(seen[body, 1:], axis=0) - 128
    return hue, float(np.hypot(a, b)), float(np.median(seen[body, 0]))


def colour_name(hue: float, chroma: float, lightness: float) -> str:
    if chroma < 0:
        return ""
    if chroma < GREY_CHROMA:
        return "white" if lightness >= 170 else "black" if lightness < 75 else "grey"
    return next(name for limit, name in HUES if hue < limit)
