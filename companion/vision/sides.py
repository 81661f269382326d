"""Dice seen as cubes: side faces told from top faces by the shape of their pips.

A round pip seen at an angle is an ellipse, squashed along the direction in which its face recedes. All
pips of one face share that ellipse (one plane, one view), so a pip shaped otherwise is on another face.
Every die away from the point under the camera also shows one or two side faces; their pips are squashed
along the side face's own normal, more than the top face's unless the camera looks at the die from 45
degrees off vertical or more (a photo of a tray is taken closer to above), and a side face lies against its
top face, in the direction in which it recedes. Such a group is the same die's side, not another die.
A face's pips are also stretched back along their shared squash before their layout is judged, so a top
face seen obliquely is a square lattice again. Geometry only: nothing here depends on colour or on a
particular camera.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from companion.vision.faces import pitch_of
from companion.vision.pips import Pip

SAME_SHAPE = 0.25  # distance between two pips' eccentricity vectors within which they may share a face
# (measurement noise on round pips of a few pixels: 95% under 0.2)
FAINT = 60.0  # Lab L contrast under which a pip's measured shape is mostly noise (twice MIN_CONTRAST and more)
SQUASHED = 0.12  # a face's mean eccentricity (1 - minor/major) above which it is stretched back
SIDE = 0.22  # a side face's pips are squashed this much at least: seen over 40 degrees from its normal
MORE_SQUASHED = 0.1  # and at least this much more than its top face's
SIDE_REACH = 10.0  # a side face's centre is within ~0.8 of a side of its top's: 10 pip radii (a die: 10-14)
OVERLAP = 3.4  # pitches between two dice's centres at least (a side is ~3.6-4.2): nearer, one die
SAME_HUE = 0.995  # cosine between two faces' body colours (BGR): one paint
RELIT = 1.3  # a brightness ratio past which two faces face the light differently
STEEP = 1 - np.cos(np.pi / 4)  # a top face's eccentricity seen from 45 degrees off vertical
ALONG = 0.6  # |cos| between the top-to-side offset and the side pips' squash direction


def eccentricity(pip: Pip) -> np.ndarray:
    """(1 - minor/major) along twice the squash direction: alike shapes are near, whatever the turn."""
    amount = 1.0 - pip.squash
    return np.array([amount * np.cos(2 * pip.axis), amount * np.sin(2 * pip.axis)])


def same_shape(a: Pip, b: Pip) -> bool:
    """Alike ellipses, or both about round (a few pixels' noise turns a round pip's squash any way)."""
    if not (shaped(a) and shaped(b)):
        return True
    ea, eb = eccentricity(a), eccentricity(b)
    return float(np.hypot(*(ea - eb))) <= SAME_SHAPE or max(np.hypot(*ea), np.hypot(*eb)) < SIDE


def shaped(pip: Pip) -> bool:
    """Whether a pip's ellipse is measured well enough to tell faces apart (a faint pip's is not)."""
    return pip.contrast >= FAINT


def mean_squash(pips: list[Pip]) -> tuple[float, float]:
    """(eccentricity, squash direction) shared by a face's pips."""
    mean = np.mean([eccentricity(p) for p in pips], axis=0)
    return float(np.hypot(*mean)), float(np.arctan2(mean[1], mean[0]) / 2)


def unsquashed(points: np.ndarray, radii: np.ndarray, pips: list[Pip]) -> tuple[np.ndarray, np.ndarray]:
    """A face's pip centres and radii stretched back along its pips' shared squash (as if seen square on)."""
    amount, angle = mean_squash(pips)
    if amount < SQUASHED or amount > 0.6:
        return points, radii
    squash = 1.0 - amount
    direction = np.array([np.cos(angle), np.sin(angle)], np.float32)
    centre = points.mean(axis=0)
    along = (points - centre) @ direction
    stretched = points + np.outer(along * (1 / squash - 1), direction)
    return stretched.astype(np.float32), (radii / np.sqrt(squash)).astype(np.float32)


@dataclass(frozen=True)
class Seen:
    """A face as the photo shows it."""

    pips: list[Pip]
    flat: bool  # on the top faces' plane (plane.py)
    amount: float  # its pips' eccentricity
    angle: float  # their squash direction
    centre: np.ndarray
    major: float  # its pips' radius, unsquashed
    pitch: float  # its lattice's pitch, unsquashed (0 for a lone pip)

    @staticmethod
    def of(pips: list[Pip], flat: bool) -> "Seen":
        amount, angle = mean_squash(pips)
        points = np.array([(p.x, p.y) for p in pips], np.float32)
        radii = np.array([p.radius for p in pips], np.float32)
        square, _ = unsquashed(points, radii, pips)
        major = float(np.median(radii / np.sqrt([p.squash for p in pips])))
        return Seen(pips, flat, amount, angle, points.mean(axis=0), major,
                    pitch_of(square) if len(pips) > 1 else 0.0)


def body_colour(face: list[Pip]) -> np.ndarray:
    """The face's body colour around its pips, as linear-ish BGR."""
    lab = np.clip(np.median([p.ring for p in face], axis=0), 0, 255).astype(np.uint8).reshape(1, 1, 3)
    bgr: np.ndarray = np.asarray(cv2.cvtColor(lab, cv2.COLOR_Lab2BGR), float)[0, 0] + 1.0
    return bgr


def relit(a: list[Pip], b: list[Pip]) -> bool:
    """Whether two faces are one body colour under other light: one die's faces at an angle to each other
    (two dice's top faces, side by side, face the light alike; dice of two colours differ in hue)."""
    ca, cb = body_colour(a), body_colour(b)
    ratio = float(np.linalg.norm(cb) / np.linalg.norm(ca))
    return bool(ca @ cb / np.linalg.norm(ca) / np.linalg.norm(cb) > SAME_HUE and not 1 / RELIT < ratio < RELIT)


def is_side(top: Seen, side: Seen, nadir: np.ndarray) -> bool:
    """Whether ``side`` is a side face of ``top``'s die: on the side of ``top`` towards the point under the
    camera (the side faces a camera sees), lying against it along its own squash, clearly squashed unless
    off the plane ``top`` is on; and off that plane, more squashed, lit otherwise, or too close to be
    another die (dice do not overlap)."""
    if top.pips[0].dark != side.pips[0].dark:
        return False
    offset = side.centre - top.centre
    distance = float(np.hypot(*offset))
    pitch = top.pitch or side.pitch  # one die's pips: a lone pip's pitch is its side face's
    reach = max(SIDE_REACH * min(top.major, side.major), OVERLAP * pitch)  # a 1's pip is often the larger
    if distance == 0 or distance > reach or offset @ (nadir - top.centre) <= 0:
        return False
    if abs(offset @ np.array([np.cos(side.angle), np.sin(side.angle)])) < ALONG * distance:
        return False
    if top.flat and not side.flat:
        return True
    if side.amount >= SIDE and (side.amount >= top.amount + MORE_SQUASHED or relit(top.pips, side.pips)):
        return True
    if top.amount >= STEEP and SQUASHED <= side.amount <= top.amount - MORE_SQUASHED:
        return True  # seen from 45 degrees off vertical or more, a side face is the rounder
    axis = np.array([np.cos(top.angle), np.sin(top.angle)])
    square = np.hypot(*(offset + axis * (offset @ axis) * (1 / (1 - top.amount) - 1)))  # on top's plane
    return bool(side.amount >= SIDE and pitch and square < OVERLAP * pitch)


def side_faces(faces: list[list[Pip]], flat: list[bool], nadir: np.ndarray) -> set[int]:
    """Indices of the faces that are another face's side (``flat``: each face is on the top faces' plane;
    ``nadir``: the point under the camera, in the photo)."""
    seen = [Seen.of(face, on) for face, on in zip(faces, flat)]
    return {b for b, side in enumerate(seen) if any(a != b and is_side(top, side, nadir) for a, top in enumerate(seen))}
