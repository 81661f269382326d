"""Read a dice roll: find the pips, group them into dice, count each die's pips.

Two pips belong to the same die when they look alike (polarity, colour, size), sit within one die's
reach of each other, and the straight line between them crosses only plain die body: a die's edge, the
seam between two touching dice or the table in between breaks the link. A lone pip on another group's
face joins it (its link was cut by glare). A group that is not one face (dice whose seam could not be
seen) is split into the faces its pips' lattices show (cover.py); failing that, into die-sized clusters,
and a cluster that is a face but for one pip loses that pip. A
lone pip is a 1 only when a plain face surrounds it out to 3.5 radii and, if other dice are in the
photo, it is about their pips' size. Dice seen as cubes: pips linked must also share one ellipse shape and
lie alike on or off the top faces' plane (plane.py); a face lying against another as its side face does
is not another die (sides.py). See docs/vision.md.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from companion.vision.cover import cover
from companion.vision.faces import is_face, pitch_of, without_stray
from companion.vision.images import Image, as_bgr, working_scale
from companion.vision.pips import Pip, find_pips
from companion.vision.plane import FACE_ON_PLANE, ON_PLANE, top_plane
from companion.vision.sides import same_shape, shaped, side_faces, unsquashed

WORKING_SIDE = 960  # larger photos are reduced to this longest side (pips of 3+ px on dice 1/25 of it)
REACH = 13.5  # farthest pips of one face (corners of a 2 or a 3), in detected pip radii
FACE_HALF = 6.5  # pip radii from a face's centre within which a pip is on that face (a neighbour's: 8+)
LONE_SPREAD = 0.35  # a lone pip's wide surround L spread / contrast: a die's face is plain
LONE_FACE = 20.0  # a 1's face still surrounds it 3.5 radii out (a round token's edge is nearer)


@dataclass(frozen=True)
class Die:
    value: int  # 1..6
    x: float  # centre, in the input image's pixels
    y: float
    pips: int  # pips seen (value is capped at 6 if a group could not be split)


def colour_distance(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return float(np.linalg.norm(np.subtract(a, b)))


def plain_between(lab: Image, a: Pip, b: Pip, pips: list[Pip]) -> bool:
    """Whether the segment a-b crosses only die body like the two rings (no edge, seam, or table)."""
    length = np.hypot(b.x - a.x, b.y - a.y)
    steps = np.linspace(0, 1, max(int(length), 2))
    xs, ys = a.x + (b.x - a.x) * steps, a.y + (b.y - a.y) * steps
    clear = np.ones(len(steps), bool)
    for pip in pips:  # the pips on the way (the middle of a 3 or a 5) are not body
        clear &= np.hypot(xs - pip.x, ys - pip.y) > pip.radius * 1.5 + 1.5  # + the blur's halo
    if not clear.any():
        return True
    h, w = lab.shape[:2]
    samples = lab[np.clip(ys.astype(int), 0, h - 1), np.clip(xs.astype(int), 0, w - 1)][clear]
    body = (np.array(a.ring, np.float32) + np.array(b.ring, np.float32)) / 2
    # A seam or an edge changes the hue, or darkens a light die; glare only brightens and greys: allow it.
    chroma = np.linalg.norm(samples[:, 1:] - body[1:], axis=1)
    lightness = samples[:, 0] - body[0]
    greyer = np.linalg.norm(samples[:, 1:] - 128, axis=1) < np.linalg.norm(body[1:] - 128) + 4
    glare = greyer & (lightness > np.where(body[0] >= 90, 8, 30))  # well above a dark die's rim
    dark_rim = (lightness > 18) & ~glare & (body[0] < 90)  # the lighter rim of a black die
    off = ~glare & ((chroma > 14) | (lightness < -18) | dark_rim)
    run = longest_run(off)
    return run < max(3, int(0.08 * length))


def longest_run(flags: np.ndarray) -> int:
    best = current = 0
    for flag in flags:
        current = current + 1 if flag else 0
        best = max(best, current)
    return best


def alike(a: Pip, b: Pip) -> bool:
    return (a.dark == b.dark and same_shape(a, b) and max(a.radius, b.radius) / min(a.radius, b.radius) < 1.7
            and colour_distance(a.ring, b.ring) < 35 and colour_distance(a.colour, b.colour) < 45
            and np.hypot(a.x - b.x, a.y - b.y) < REACH * (a.radius + b.radius) / 2)


def link_groups(lab: Image, pips: list[Pip], top: list[bool]) -> list[list[int]]:
    """Connected components of the 'same face' relation (``top``: each pip is on the top faces' plane)."""
    parent = list(range(len(pips)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(pips):
        for j in range(i + 1, len(pips)):
            b = pips[j]
            if root(i) != root(j) and top[i] == top[j] and alike(a, b) and plain_between(lab, a, b, pips):
                parent[root(i)] = root(j)
    groups: dict[int, list[int]] = {}
    for i in range(len(pips)):
        groups.setdefault(root(i), []).append(i)
    return list(groups.values())


def split(points: np.ndarray, radius: float) -> list[np.ndarray]:
    """A group too big for one die: the fewest compact clusters of at most six pips each."""
    span = REACH * radius
    for k in range(int(np.ceil(len(points) / 6)), len(points) + 1):
        criteria = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 50, 0.1)
        _, labels, _ = cv2.kmeans(points.astype(np.float32), k, np.zeros((len(points), 1), np.int32), criteria, 5,
                                  cv2.KMEANS_PP_CENTERS)
        parts = [np.flatnonzero(labels.ravel() == c) for c in range(k)]
        if all(len(p) <= 6 and spread(points[p]) <= span for p in parts):
            return parts
    return [np.arange(len(points))]


def spread(points: np.ndarray) -> float:
    return float(max((np.hypot(*(p - q)) for p in points for q in points), default=0.0))


def adopt_strays(groups: list[list[int]], pips: list[Pip], top: list[bool]) -> list[list[int]]:
    """A lone pip lying on another group's face (its link cut by glare or a highlight) joins that group:
    dice do not overlap, so a pip that close to a face's centre is on that face."""
    faces = [g for g in groups if len(g) > 1]
    kept = list(faces)
    for group in groups:
        if len(group) > 1:
            continue
        stray = pips[group[0]]
        home = None
        for face in faces:
            centre = np.mean([(pips[i].x, pips[i].y) for i in face], axis=0)
            radius = float(np.median([pips[i].radius for i in face]))
            kin = pips[face[0]]  # glare may have changed its colours; polarity and size it keeps
            if (len(face) < 6 and stray.dark == kin.dark
                    and max(stray.radius, kin.radius) / min(stray.radius, kin.radius) < 1.7
                    and np.hypot(stray.x - centre[0], stray.y - centre[1]) < FACE_HALF * radius
                    and ((same_shape(stray, kin) and top[group[0]] == top[face[0]])
                         or completes(face, group[0], pips))):
                home = face
                break
        if home is not None:
            home.append(group[0])
        else:
            kept.append(group)
    return kept


def completes(face: list[int], stray: int, pips: list[Pip]) -> bool:
    """Whether a stray pip makes a face of the group's pips (glare reshapes a pip; a side face's pip does not
    fall on the top face's lattice)."""
    points = np.array([(pips[i].x, pips[i].y) for i in face + [stray]], np.float32)
    radii = np.array([pips[i].radius for i in face + [stray]], np.float32)
    return is_face(unsquashed(points, radii, [pips[i] for i in face])[0])


def plausible_one(pip: Pip, others: list[Pip]) -> bool:
    """A lone pip is a die showing 1 only on a plain face (not a speck on cloth or wood), and, when other
    dice are in the photo, about their pips' size (a 1 is often bigger; a coin or a token is much bigger)."""
    if pip.spread > LONE_SPREAD * pip.contrast or pip.face > LONE_FACE:
        return False
    if not others:
        return True
    usual = float(np.median([p.radius for p in others]))
    return 0.5 * usual <= pip.radius <= 2.2 * usual


def whole_face(points: np.ndarray, radii: np.ndarray) -> bool:
    return len(points) <= 6 and spread(points) <= REACH * float(np.median(radii)) and is_face(points)


def faces_of(points: np.ndarray, radii: np.ndarray, contrast: np.ndarray,
             pitch_seen: float | None = None) -> list[np.ndarray]:
    """One linked group of pips as dice (indices per die). A group that is one face is one die; else the
    faces of touching dice whose seam went unseen are found from the pips' lattices (cover.py); failing
    that, die-sized clusters, each less a stray pip if that leaves a face."""
    radius = float(np.median(radii))
    whole = np.arange(len(points))
    if len(points) == 1 or whole_face(points, radii):
        return [whole]
    covered = cover(points, radii, contrast, pitch_seen)
    if covered is not None:
        return [np.array(sorted(face)) for face in covered]
    parts = split(points, radius) if len(points) > 6 or spread(points) > REACH * radius else [whole]
    return [part[without_stray(points[part], contrast[part])] if 2 < len(part) <= 7 else part for part in parts]


def read_dice(image: Image) -> list[Die]:
    """Every die found in a BGR photograph, in reading order (top to bottom, then left to right)."""
    work, factor = working_scale(as_bgr(image), WORKING_SIDE)
    pips = find_pips(work)
    lab = cv2.GaussianBlur(cv2.cvtColor(work, cv2.COLOR_BGR2Lab).astype(np.float32), (0, 0), 1.0)
    misfit, nadir = top_plane(pips, work.shape[:2])
    top = [bool(m < ON_PLANE) or not shaped(p) for m, p in zip(misfit, pips)]
    groups = adopt_strays(link_groups(lab, pips, top), pips, top)
    shapes = [unsquashed(np.array([(pips[i].x, pips[i].y) for i in g], np.float32),
                         np.array([pips[i].radius for i in g], np.float32), [pips[i] for i in g]) for g in groups]
    pitches = [pitch_of(points) for points, radii in shapes if len(points) > 1 and whole_face(points, radii)]
    pitch_seen = float(np.median(pitches)) if pitches else None  # the dice read whole: one set's size
    faces: list[list[Pip]] = []
    flat: list[bool] = []  # each face on the top faces' plane
    for group, (points, radii) in zip(groups, shapes):
        members = [pips[i] for i in group]
        if len(members) == 1 and not plausible_one(members[0], [pips[i] for g in groups if len(g) > 1 for i in g]):
            continue
        for part in faces_of(points, radii, np.array([p.contrast for p in members], np.float32), pitch_seen):
            faces.append([members[i] for i in part])
            flat.append(bool(np.mean(misfit[group][part]) < FACE_ON_PLANE))
    sides = side_faces(faces, flat, nadir)  # a die's side faces, seen when it is off the point under the camera
    dice = [Die(min(len(face), 6), float(np.mean([p.x for p in face])) / factor,
                float(np.mean([p.y for p in face])) / factor, len(face))
            for k, face in enumerate(faces) if k not in sides]
    dice.sort(key=lambda d: (round(d.y / 40), d.x))
    return dice
