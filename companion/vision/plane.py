"""Which pips lie on the dice's top faces: one plane (parallel to the table), seen through one camera.

A round pip on a plane seen through a pinhole camera is an ellipse whose shape (minor/major axis and the
direction of the minor axis) follows from where it is in the photo, the plane's tilt to the camera and the
focal length. Every die's top face lies in one plane, so one (tilt, direction, focal length) explains the
shape of all top-face pips; side-face pips (on planes at right angles to it) it does not. The plane is the
one that explains most pips (each pip's misfit capped, so side faces cannot pull it), searched over a grid
of cameras from straight above to 55 degrees off, with fields of view from 40 to 80 degrees. With every pip
round the answer is "from above" and every pip is on it: a top-down photo reads as before.
"""

from __future__ import annotations

import numpy as np

from companion.vision.pips import Pip
from companion.vision.sides import eccentricity

TILTS = np.deg2rad(np.arange(0, 56, 2.5))
HEADINGS = np.deg2rad(np.arange(0, 360, 10))
FIELDS = np.deg2rad(np.array([40, 50, 60, 70, 80]))  # horizontal field of view, for the focal length
CAP = 0.25  # a pip's misfit counts at most this much: a side face's pips cannot pull the plane
ON_PLANE = 0.2  # misfit under which a pip is on the top faces' plane (round pips' noise: 95% under 0.2)
FACE_ON_PLANE = 0.12  # the same for a face's mean misfit (its pips' noise averages out)
PRIOR = 0.02  # per radian of tilt and per pip: with nothing to tell them apart, prefer a camera from above


def predicted(xy: np.ndarray, size: tuple[int, int], tilt: np.ndarray, heading: np.ndarray,
              field: np.ndarray) -> np.ndarray:
    """Eccentricity vectors (see sides.eccentricity) of round pips at ``xy`` (N x 2) on the plane of each
    camera (H hypotheses): H x N x 2."""
    h, w = size
    f = (w / 2 / np.tan(field / 2))[:, None]
    rx, ry = (xy[:, 0] - w / 2)[None, :] / f, (xy[:, 1] - h / 2)[None, :] / f  # the rays, z = 1
    n = np.stack([np.sin(tilt) * np.cos(heading), np.sin(tilt) * np.sin(heading), -np.cos(tilt)], -1)[:, None, :]
    u = np.stack([-np.sin(heading), np.cos(heading), np.zeros_like(heading)], -1)[:, None, :]  # in the plane
    v = np.cross(n, u)
    depth = -1.0 / (rx * n[..., 0] + ry * n[..., 1] + n[..., 2])  # the ray meets the plane X . n = -1
    px, py = rx * depth, ry * depth

    def column(d: np.ndarray) -> tuple[np.ndarray, np.ndarray]:  # the image's motion along d on the plane
        return (d[..., 0] - px * d[..., 2]) / depth, (d[..., 1] - py * d[..., 2]) / depth

    (ax, ay), (bx, by) = column(u), column(v)
    a, b, c = ax * ax + bx * bx, ax * ay + bx * by, ay * ay + by * by  # J J^T: the circle's image
    half = np.sqrt(((a - c) / 2) ** 2 + b * b)
    squash = np.sqrt(np.clip(((a + c) / 2 - half) / ((a + c) / 2 + half), 0, 1))
    major = np.arctan2(2 * b, a - c)  # twice the major axis's direction; the minor is a quarter turn on
    return np.stack([-(1 - squash) * np.cos(major), -(1 - squash) * np.sin(major)], -1)


def top_plane(pips: list[Pip], size: tuple[int, int]) -> tuple[np.ndarray, np.ndarray]:
    """For each pip, how far its shape is from fitting the plane that fits most pips' shapes (the dice's top
    faces: under ON_PLANE); and the point under the camera in the photo (where the table's verticals meet)."""
    h, w = size
    if not pips:
        return np.zeros(0), np.array([w / 2, h / 2])
    xy = np.array([(p.x, p.y) for p in pips])
    seen = np.array([eccentricity(p) for p in pips])
    tilt, heading, field = (g.ravel() for g in np.meshgrid(TILTS, HEADINGS, FIELDS, indexing="ij"))
    misfit = np.linalg.norm(predicted(xy, size, tilt, heading, field) - seen[None], axis=-1)
    score = np.minimum(misfit, CAP).sum(axis=1) + PRIOR * len(pips) * tilt
    best = int(np.argmin(score))
    f = w / 2 / np.tan(field[best] / 2)
    away = -np.tan(tilt[best]) * f  # the normal's vanishing point: n_xy / n_z, scaled
    nadir = np.array([w / 2 + away * np.cos(heading[best]), h / 2 + away * np.sin(heading[best])])
    return misfit[best], nadir
