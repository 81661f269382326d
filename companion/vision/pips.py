"""Pip candidates: small round blobs, darker or lighter than a uniform ring of die body around them.

Nothing here knows a die's colour: a pip is recognised by its shape (round, convex, compact), by its
contrast with its immediate surround, and by that surround being plain (a die face), which rejects
round specks on patterned cloth and wood. Each pip's ellipse (how squashed, which way) is measured too: a
round pip seen at an angle tells the angle of its face.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from companion.vision.images import Image

MIN_CONTRAST = 22.0  # Lab L units (0..255) between a pip and its ring; printing on dice is far stronger
MAX_RING_SPREAD = 0.45  # ring L spread / contrast: above it the surround is texture, not a die face


@dataclass(frozen=True)
class Pip:
    x: float
    y: float
    radius: float
    dark: bool  # darker than the die (black pips on a white die) or lighter (white on red)
    colour: tuple[float, float, float]  # Lab of the pip
    ring: tuple[float, float, float]  # Lab of the die body just around it
    contrast: float
    spread: float  # L spread (std) of a wider surround, for lone pips (a die showing 1)
    face: float  # colour difference between the ring and 2.5-3.5 radii out: small on a die's face
    squash: float = 1.0  # minor / major axis of the blob: a round pip seen at an angle is an ellipse
    axis: float = 0.0  # direction of its minor axis (radians, modulo pi): the way its face recedes


def detector(dark: bool, longest: int) -> cv2.SimpleBlobDetector:
    params = cv2.SimpleBlobDetector.Params()
    params.blobColor = 0 if dark else 255
    params.minThreshold, params.maxThreshold, params.thresholdStep = 15, 240, 12
    params.minRepeatability = 2
    params.minDistBetweenBlobs = 2
    params.filterByArea = True
    params.minArea = 7.0
    params.maxArea = float(np.pi * (0.05 * longest) ** 2)
    params.filterByCircularity, params.minCircularity = True, 0.6
    params.filterByConvexity, params.minConvexity = True, 0.8
    params.filterByInertia, params.minInertiaRatio = True, 0.4  # (minor/major axis)^2: a top face seen up to
    # 50 degrees off vertical passes; side faces of the dice (squashed more) mostly do not
    return cv2.SimpleBlobDetector.create(params)


def annulus_pixels(lab: Image, x: float, y: float, inner: float, outer: float) -> Image:
    """The Lab pixels between two radii around (x, y), as an N x 3 array."""
    h, w = lab.shape[:2]
    x0, x1 = max(int(x - outer), 0), min(int(x + outer) + 2, w)
    y0, y1 = max(int(y - outer), 0), min(int(y + outer) + 2, h)
    ys, xs = np.mgrid[y0:y1, x0:x1]
    dist = np.hypot(xs - x, ys - y)
    pixels: Image = lab[y0:y1, x0:x1][(dist >= inner) & (dist <= outer)]
    return pixels


def measure(lab: Image, x: float, y: float, radius: float, dark: bool) -> Pip | None:
    inside = annulus_pixels(lab, x, y, 0, max(radius * 0.6, 1.0))
    ring = annulus_pixels(lab, x, y, radius * 1.4, radius * 2.0 + 1)
    wide = annulus_pixels(lab, x, y, radius * 1.5, radius * 3.0 + 1)
    outer = annulus_pixels(lab, x, y, radius * 2.5, radius * 3.5 + 1)
    if len(inside) == 0 or len(ring) < 6:
        return None
    pip_colour, ring_colour = inside.mean(axis=0), np.median(ring, axis=0)
    contrast = float(ring_colour[0] - pip_colour[0]) * (1 if dark else -1)
    if contrast < MIN_CONTRAST or robust_spread(ring[:, 0]) > MAX_RING_SPREAD * contrast:
        return None
    face = np.median(outer, axis=0) - ring_colour
    squash, axis = ellipse(lab, x, y, radius, float(pip_colour[0]), float(ring_colour[0]), dark)
    return Pip(x, y, radius, dark, lab_triple(pip_colour), lab_triple(ring_colour), contrast, float(wide[:, 0].std()),
               float(np.hypot(face[0] / 2, np.hypot(face[1], face[2]))), squash, axis)  # light falls off; colour stays


def ellipse(lab: Image, x: float, y: float, radius: float, pip_level: float, ring_level: float,
            dark: bool) -> tuple[float, float]:
    """(minor / major axis, minor axis direction) of the blob at (x, y): its second moments, each pixel
    weighted by how far it is from the ring's lightness to the pip's (sub-pixel, for pips of a few pixels)."""
    h, w = lab.shape[:2]
    reach = int(radius * 1.6) + 2
    x0, y0 = max(int(x) - reach, 0), max(int(y) - reach, 0)
    patch = lab[y0:min(int(y) + reach + 1, h), x0:min(int(x) + reach + 1, w), 0]
    weight = np.clip((patch - ring_level) / (pip_level - ring_level), 0, 1)
    ys, xs = np.mgrid[y0:y0 + patch.shape[0], x0:x0 + patch.shape[1]]
    near = np.hypot(xs - x, ys - y) <= radius * 1.5  # a pip squashed to 1/2 still fits; a glare streak is cut
    count, labels = cv2.connectedComponents((near & (weight > 0.5)).astype(np.uint8), connectivity=4)
    cx, cy = int(round(x)) - x0, int(round(y)) - y0
    if count < 2 or not (0 <= cy < labels.shape[0] and 0 <= cx < labels.shape[1]) or labels[cy, cx] == 0:
        return 1.0, 0.0
    blob = cv2.dilate((labels == labels[cy, cx]).astype(np.uint8), np.ones((3, 3), np.uint8)) > 0
    weight = np.where(blob & near, weight, 0.0)
    total = weight.sum()
    if total < 5:
        return 1.0, 0.0
    mx, my = (weight * xs).sum() / total, (weight * ys).sum() / total
    dx, dy = xs - mx, ys - my
    cov = np.array([[(weight * dx * dx).sum(), (weight * dx * dy).sum()],
                    [(weight * dx * dy).sum(), (weight * dy * dy).sum()]]) / total
    values, vectors = np.linalg.eigh(cov)
    _ = dark  # the weights already follow the pip's polarity (pip_level - ring_level has its sign)
    return float(np.sqrt(max(values[0], 1e-6) / values[1])), float(np.arctan2(vectors[1, 0], vectors[0, 0]) % np.pi)


def lab_triple(values: np.ndarray) -> tuple[float, float, float]:
    return float(values[0]), float(values[1]), float(values[2])


def robust_spread(values: np.ndarray) -> float:
    """A standard deviation that a die's rim or a neighbouring pip on one side of a ring cannot inflate."""
    low, high = np.percentile(values, (25, 75))
    return float(high - low) / 1.35


def find_pips(image: Image) -> list[Pip]:
    """Every pip-like blob of either polarity in a BGR image, strongest first, duplicates removed."""
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)
    lab = cv2.cvtColor(image, cv2.COLOR_BGR2Lab).astype(np.float32)
    longest = max(image.shape[:2])
    found = []
    for dark in (True, False):
        for point in detector(dark, longest).detect(gray):
            pip = measure(lab, point.pt[0], point.pt[1], point.size / 2, dark)
            if pip is not None:
                found.append(pip)
    found.sort(key=lambda p: -p.contrast)
    kept: list[Pip] = []
    for pip in found:  # one blob can answer both polarities (a ring around a hole): keep the stronger
        if all(np.hypot(pip.x - k.x, pip.y - k.y) > max(pip.radius, k.radius) * 1.2 for k in kept):
            kept.append(pip)
    return kept
