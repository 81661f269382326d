"""Touching dice whose seam went unseen: their pips, linked into one group, are told apart by the faces'
lattices (companion/vision/cover.py). Geometry first, on pip positions laid out by hand (any die, any
turn), then whole photographs that the clustering used to misread."""

from __future__ import annotations

import time

import numpy as np
import pytest

from companion.vision.cover import cover
from companion.vision.dice import read_dice
from companion.vision.faces import LAYOUTS
from tests.vision.synth_dice import dice_scene

PITCH, RADIUS = 10.0, 3.2  # a common die: pips 3.2 px in radius, 10 px apart on the lattice, side ~37 px


def face(value: int, centre: tuple[float, float], turn_deg: float, pitch: float = PITCH) -> np.ndarray:
    turn = np.deg2rad(turn_deg)
    rotate = np.array([[np.cos(turn), -np.sin(turn)], [np.sin(turn), np.cos(turn)]])
    return np.array(sorted(LAYOUTS[value]), np.float32) * pitch @ rotate.T + np.float32(centre)


def dice_side_by_side(values: list[int], turn_deg: float = 20.0, side: float = 37.0) -> tuple[np.ndarray, list[int]]:
    """Dice touching edge to edge in a row, turned together; the pips and which die each belongs to."""
    direction = np.array([np.cos(np.deg2rad(turn_deg)), np.sin(np.deg2rad(turn_deg))])
    points, owner = [], []
    for k, value in enumerate(values):
        centre = (100 + k * side * direction[0], 100 + k * side * direction[1])
        pips = face(value, centre, turn_deg)
        points.append(pips)
        owner += [k] * len(pips)
    return np.concatenate(points), owner


def values_of(faces: list[frozenset[int]] | None) -> list[int] | None:
    return None if faces is None else sorted(len(f) for f in faces)


@pytest.mark.parametrize("values", [[2, 6], [6, 6], [1, 3], [3, 5], [4, 4], [6, 6, 6], [1, 6, 2]])
def test_pips_of_touching_dice_are_split_into_their_faces(values: list[int]) -> None:
    points, owner = dice_side_by_side(values)
    faces = cover(points, np.full(len(points), RADIUS), np.ones(len(points)))
    assert faces is not None
    assert sorted(sorted(owner[i] for i in f) for f in faces) == sorted([k] * v for k, v in enumerate(values))


def test_any_turn_and_a_diagonal_contact() -> None:
    points = np.concatenate([face(5, (100, 100), 33), face(6, (131, 121), 71)])  # corner to side
    faces = cover(points, np.full(len(points), RADIUS), np.ones(len(points)))
    assert values_of(faces) == [5, 6]


def test_a_face_with_a_speck_on_it_is_not_two_dice() -> None:
    """A 4 with a glare spot beside its centre: no split into dice explains it (the caller drops the
    speck), rather than a 4 and a 1 lying on the same die."""
    points = np.concatenate([face(4, (100, 100), 10), [[104.0, 97.0]]])
    assert cover(points, np.full(len(points), RADIUS), np.ones(len(points))) is None


def test_a_faint_blob_between_two_pips_is_not_a_pip_of_a_face() -> None:
    points = np.concatenate([face(2, (100, 100), 0), [[99.0, 103.0]]])
    contrast = np.array([40.0, 40.0, 12.0])
    assert cover(points, np.array([RADIUS, RADIUS, RADIUS * 0.8]), contrast) is None


def test_lone_pips_closer_than_a_die_are_not_each_a_one() -> None:
    points = np.float32([[100, 100], [118, 100], [100, 118], [118, 118]])  # four pips, one die's width
    faces = cover(points, np.full(4, RADIUS), np.ones(4))
    assert values_of(faces) == [4]  # a 4, not four dice showing 1


def test_pips_of_dice_of_a_different_size_are_not_mixed() -> None:
    """Two dice of a set have the same pitch: a 'face' of pips twice as far apart is not one of them."""
    points, _ = dice_side_by_side([6, 6])
    faces = cover(points, np.full(len(points), RADIUS), np.ones(len(points)))
    pitches = []
    for pips in faces or []:
        spread = points[sorted(pips)]
        pitches.append(np.ptp(spread, axis=0).max())
    assert len(pitches) == 2 and max(pitches) / min(pitches) < 1.3


def test_a_face_the_size_of_no_die_in_the_photo_is_not_taken() -> None:
    """Three corners of a 4 (its fourth pip cut off by glare) could be a 2 half the size beside a 1; with
    the photo's other dice showing their size, that reading is refused (the caller falls back)."""
    points = face(4, (100, 100), 0)[:3]
    radii, contrast = np.full(3, RADIUS), np.ones(3)
    assert values_of(cover(points, radii, contrast)) == [1, 2]  # geometry alone cannot tell
    assert cover(points, radii, contrast, pitch_seen=PITCH) is None


def test_a_row_of_touching_dice_is_split_quickly() -> None:
    points, _ = dice_side_by_side([6, 6, 6, 6])
    started = time.perf_counter()
    faces = cover(points, np.full(len(points), RADIUS), np.ones(len(points)))
    assert time.perf_counter() - started < 0.25
    assert values_of(faces) == [6, 6, 6, 6]


@pytest.mark.parametrize("seed, count, sides, values", [
    (1234, 4, (0.08, 0.15), [1, 2, 6, 6]),  # a 2 touching a 6 used to read as a 5 and a 3
    (90143, None, (0.08, 0.15), [1, 1, 3, 3]),  # a 1 touching a 3, read as a 2
])
def test_touching_dice_in_photographs_are_read_apart(seed: int, count: int | None, sides: tuple[float, float],
                                                      values: list[int]) -> None:
    scene = dice_scene(seed, count=count, sides=sides)
    assert list(scene.values) == values
    assert sorted(d.value for d in read_dice(scene.image)) == values
