"""Pips of touching dice told apart by geometry: a group of pips that is not one face is covered by faces.

Every face of two or more pips has two opposite corner pips; such a pair fixes the face's 3x3 lattice
(centre, turn, pitch), and the face is whatever lattice points hold a pip. A candidate face is kept only if
it is one of the six layouts, its pips are alike in size and its pitch suits it (a die's pips are 1.8 to
6.5 radii apart on the lattice), and no other pip of the group lies on its die (dice do not overlap: a pip inside the die's
square that is not one of its pips belongs to no die, so the candidate is wrong). A lone pip is a 1 only
with its die's square empty around it. The group is then covered exactly by the fewest such faces whose
dice do not overlap (centres at least 3 pitches apart: a die is about 4 pitches wide) and have about the
same pitch (that of the photo's other dice, when some were read whole: one set in a tray); among equal counts, the one whose pips sit best on their lattices. No cover: None, and the
caller falls back to clustering. Nothing here depends on colours or on any particular dice.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from companion.vision.faces import LAYOUTS, turned

PITCH_RADII = (1.8, 6.5)  # lattice pitch over pip radius, for any common die (small or large pips)
SQUARE = 1.5  # half a die's side is ~1.75-2.1 pitches: a pip this close (in pitches) is on the die
APART = 3.0  # two dice's centres are at least a side apart (~3.5-4.2 pitches): 3 with tilt
SAME_PITCH = 1.3  # dice of one set: pitches within this ratio (under sqrt 2: a side is not a diagonal)
TOLERANCE = 0.3  # a pip's distance from its lattice point, in pitches
SAME_PIPS = 1.3  # a face's pips are printed alike: radii within this ratio (blur and glare included),
FAINTEST = 0.5  # and none under half the contrast of the boldest (a faint blob is a speck, not a pip)
MAX_PIPS = 24  # more pips in one group than four touching dice: leave it to clustering
ANY_LAYOUT = [frozenset(t) for n in range(2, 7) for t in turned(LAYOUTS[n])]


@dataclass(frozen=True)
class Face:
    pips: frozenset[int]
    centre: tuple[float, float]
    pitch: float  # a lone pip's (a 1's) is not seen: the group's other faces', or 3.2 radii
    misfit: float  # mean distance of its pips from their lattice points, in pitches
    lone: bool = False


def faces_on(a: int, b: int, points: np.ndarray, radii: np.ndarray, contrast: np.ndarray) -> list[Face]:
    """The faces having pips a and b as opposite corners."""
    pa, pb = points[a], points[b]
    diagonal = pb - pa
    pitch = float(np.hypot(*diagonal)) / (2 * np.sqrt(2))
    radius = float(np.mean(radii[[a, b]]))
    if not PITCH_RADII[0] * radius <= pitch <= PITCH_RADII[1] * radius:
        return []
    centre = (pa + pb) / 2
    angle = np.arctan2(diagonal[1], diagonal[0]) - np.pi / 4
    cos, sin = np.cos(angle), np.sin(angle)
    offsets = points - centre
    lattice = np.stack([offsets[:, 0] * cos + offsets[:, 1] * sin, -offsets[:, 0] * sin + offsets[:, 1] * cos],
                       axis=1) / pitch
    on_die = np.flatnonzero(np.abs(lattice).max(axis=1) <= SQUARE)
    nearest = np.rint(lattice[on_die])
    misfit = np.hypot(*(lattice[on_die] - nearest).T)
    if misfit.max(initial=0) > TOLERANCE:
        return []  # a pip on this die's square but off its lattice: not a die here
    occupied = frozenset((int(x), int(y)) for x, y in nearest)
    if len(occupied) != len(on_die) or occupied not in ANY_LAYOUT:
        return []
    if radii[on_die].max() > SAME_PIPS * radii[on_die].min() or \
            contrast[on_die].min() < FAINTEST * contrast[on_die].max():
        return []
    return [Face(frozenset(int(i) for i in on_die), (float(centre[0]), float(centre[1])), pitch,
                 float(misfit.mean()))]


def lone_ones(points: np.ndarray, radii: np.ndarray, pitch: float) -> list[Face]:
    """Lone pips that may be a 1: no other pip on the die's square around them."""
    found = []
    for i, point in enumerate(points):
        others = np.delete(points, i, axis=0)
        own = pitch or 3.2 * float(radii[i])  # a common die's pitch, when no face of the group shows it
        if not len(others) or np.hypot(*(others - point).T).min() > SQUARE * own * np.sqrt(2):  # any turn
            found.append(Face(frozenset([i]), (float(point[0]), float(point[1])), own, 0.0, lone=True))
    return found


def compatible(face: Face, chosen: list[Face]) -> bool:
    for other in chosen:
        pitches = (face.pitch, other.pitch)
        if not (face.lone or other.lone) and max(pitches) / min(pitches) > SAME_PITCH:
            return False
        if np.hypot(face.centre[0] - other.centre[0], face.centre[1] - other.centre[1]) < APART * np.mean(pitches):
            return False
    return True


def cover(points: np.ndarray, radii: np.ndarray, contrast: np.ndarray,
          pitch_seen: float | None = None) -> list[frozenset[int]] | None:
    """The group's pips split into dice faces (the fewest, best fitting), or None if no split explains them.
    ``pitch_seen``: the pitch of the photo's dice read whole (one set in a tray: a face of another size
    is not one of them)."""
    n = len(points)
    if n < 2 or n > MAX_PIPS:
        return None
    faces = [f for a, b in itertools.combinations(range(n), 2) for f in faces_on(a, b, points, radii, contrast)
             if pitch_seen is None or max(f.pitch, pitch_seen) / min(f.pitch, pitch_seen) <= SAME_PITCH]
    pitch = float(np.median([f.pitch for f in faces])) if faces else 0.0
    faces = list({f.pips: f for f in faces + lone_ones(points, radii, pitch)}.values())
    by_pip: dict[int, list[Face]] = {i: [] for i in range(n)}
    for face in faces:
        by_pip[min(face.pips)].append(face)
    best: tuple[int, float, list[Face]] | None = None

    def search(left: frozenset[int], chosen: list[Face]) -> None:
        nonlocal best
        if best is not None and len(chosen) >= best[0] and left:
            return
        if not left:
            score = (len(chosen), sum(f.misfit for f in chosen))
            if best is None or score < best[:2]:
                best = (score[0], score[1], list(chosen))
            return
        first = min(left)
        for face in by_pip[first]:
            if face.pips <= left and compatible(face, chosen):
                search(left - face.pips, chosen + [face])

    search(frozenset(range(n)), [])
    return None if best is None else [f.pips for f in best[2]]
