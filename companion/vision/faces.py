"""Does a group of pips look like a die face? The six faces as pips on a 3x3 lattice.

A face is fitted from its own pips: the centre is their mean, the farthest pip is a corner (every face
of two or more pips has one), which gives the lattice's turn and pitch. Each pip must then sit near a
lattice point, and the occupied points must be one of the faces below (in any quarter turn).
"""

from __future__ import annotations

import numpy as np

LAYOUTS = {
    1: {(0, 0)},
    2: {(-1, -1), (1, 1)},
    3: {(-1, -1), (0, 0), (1, 1)},
    4: {(-1, -1), (1, -1), (-1, 1), (1, 1)},
    5: {(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)},
    6: {(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)},
}
TOLERANCE = 0.35  # how far (in pitches) a pip may sit from its lattice point: tilt, print, detection


def turned(layout: set[tuple[int, int]]) -> list[set[tuple[int, int]]]:
    out, current = [], layout
    for _ in range(4):
        out.append(current)
        current = {(-y, x) for x, y in current}
    return out


def pitch_of(points: np.ndarray) -> float:
    """The lattice pitch of a face of two or more pips: its farthest pip from the centre is a corner."""
    offsets = points - points.mean(axis=0)
    return float(np.hypot(offsets[:, 0], offsets[:, 1]).max() / np.sqrt(2))


def is_face(points: np.ndarray) -> bool:
    """Whether these pip centres (N x 2) are laid out like one face of a die."""
    n = len(points)
    if n == 1:
        return True
    if n not in LAYOUTS:
        return False
    offsets = points - points.mean(axis=0)
    corner = offsets[int(np.argmax(np.hypot(offsets[:, 0], offsets[:, 1])))]
    pitch = pitch_of(points)
    if pitch <= 0:
        return False
    angle = np.arctan2(corner[1], corner[0]) - np.pi / 4
    rotate = np.array([[np.cos(-angle), -np.sin(-angle)], [np.sin(-angle), np.cos(-angle)]])
    lattice = offsets @ rotate.T / pitch
    nearest = np.rint(lattice)
    if np.abs(lattice - nearest).max() > TOLERANCE or np.abs(nearest).max() > 1:
        return False
    occupied = {(int(x), int(y)) for x, y in nearest}
    return len(occupied) == n and any(occupied == layout for layout in turned(LAYOUTS[n]))


def without_stray(points: np.ndarray, strength: np.ndarray) -> np.ndarray:
    """Indices to keep: all if they form a face; else all but the one pip (weakest first) whose removal
    leaves a face (a glare spot or a speck taken for a pip); else all (counted as seen)."""
    if is_face(points):
        return np.arange(len(points))
    for drop in np.argsort(strength):
        keep = np.delete(np.arange(len(points)), drop)
        if is_face(points[keep]):
            return keep
    return np.arange(len(points))
