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
    lab = cv2.cvtColor(patch[None], cv2.COLOR_BGR2Lab)[0].astype(np.float32)
    body = np.abs(lab[:, 0] - np.median(lab[:, 0])) <= 20
    colour = np.median(patch[body], axis=0).astype(np.uint8)
    hue = float(cv2.cvtColor(colour[None, None], cv2.COLOR_BGR2HSV_FULL)[0, 0, 0]) * 360 / 256
    a, b = np.median(lab[body, 1:], axis=0) - 128
    return hue, float(np.hypot(a, b)), float(np.median(lab[body, 0]))


def colour_name(hue: float, chroma: float, lightness: float) -> str:
    if chroma < 0:
        return ""
    if chroma < GREY_CHROMA:
        return "white" if lightness >= 170 else "black" if lightness < 75 else "grey"
    return next(name for limit, name in HUES if hue < limit)
