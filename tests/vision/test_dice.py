"""Reading dice: per-die accuracy over seeded photographs (die colours, light and dark pips, touching
dice, shadows, glare, tilt, uneven light, blur, noise, JPEG), and no dice where there are none."""

from __future__ import annotations

from collections import Counter

import cv2
import numpy as np

from companion.vision.dice import read_dice
from companion.vision.faces import LAYOUTS, without_stray
from tests.vision.synth_camera import Conditions, table_texture
from tests.vision.synth_dice import dice_scene


def per_die_accuracy(seeds: range, conditions: Conditions | None = None) -> tuple[float, float]:
    """(dice read right / dice present-or-reported, share of scenes read exactly)."""
    right = counted = exact = 0
    for seed in seeds:
        scene = dice_scene(seed, conditions=conditions)
        got = sorted(d.value for d in read_dice(scene.image))
        right += sum((Counter(got) & Counter(scene.values)).values())
        counted += max(len(got), len(scene.values))
        exact += got == list(scene.values)
    return right / counted, exact / len(seeds)


def test_most_dice_are_read_right_in_hard_photographs() -> None:
    accuracy, exact = per_die_accuracy(range(2000, 2032))
    assert accuracy >= 0.9, accuracy
    assert exact >= 0.75, exact


def test_sharp_evenly_lit_photographs_are_read_as_well() -> None:
    # Glare and touching dice remain (they are the dice, not the camera); a sharp photo must not hurt.
    accuracy, _ = per_die_accuracy(range(3000, 3024), Conditions(0.1, 0.1, 0.1, 0.1, 0.1))
    assert accuracy >= 0.88, accuracy


def test_a_catan_roll_of_two_dice_gives_its_total() -> None:
    scenes = [dice_scene(seed, count=2) for seed in range(4000, 4020)]
    totals = [sum(d.value for d in read_dice(s.image)) == sum(s.values) for s in scenes]
    assert sum(totals) >= 16, totals


def test_dice_photographed_close_up_are_read_too() -> None:
    scenes = [dice_scene(seed, count=2, sides=(0.18, 0.28)) for seed in range(4300, 4312)]
    exact = [sorted(d.value for d in read_dice(s.image)) == list(s.values) for s in scenes]
    assert sum(exact) >= 11, exact


def test_an_empty_table_has_no_dice() -> None:
    rng = np.random.default_rng(5)
    tables = [table_texture(rng, (480, 640)) for _ in range(8)]
    assert sum(len(read_dice(t)) for t in tables) == 0


def test_dice_are_found_where_they_lie_whatever_the_photo_size() -> None:
    scene = dice_scene(4100, count=3, conditions=Conditions(0.1, 0.1, 0.1, 0.1, 0.1))
    big = np.repeat(np.repeat(scene.image, 2, axis=0), 2, axis=1)  # 1280x1280: same dice, twice the pixels
    small, large = read_dice(scene.image), read_dice(big)
    assert sorted(d.value for d in large) == sorted(d.value for d in small)
    assert len(small) == 3
    for a, b in zip(sorted(small, key=lambda d: d.value), sorted(large, key=lambda d: d.value)):
        assert abs(b.x - 2 * a.x) < 6 and abs(b.y - 2 * a.y) < 6


def test_a_coin_beside_the_dice_is_not_a_die_showing_1() -> None:
    changed = 0
    for seed in range(4200, 4210):
        scene = dice_scene(seed, count=2, conditions=Conditions(0.2, 0.2, 0.2, 0.2, 0.2))
        before = read_dice(scene.image)
        spots = [(x, y) for x in range(60, 600, 40) for y in range(60, 600, 40)
                 if all(np.hypot(x - d.x, y - d.y) > 150 for d in before)]
        coin = scene.image.copy()
        cv2.circle(coin, spots[0], 24, (90, 160, 190), -1, cv2.LINE_AA)  # a brass coin, lit from one side
        cv2.circle(coin, (spots[0][0] - 6, spots[0][1] - 6), 10, (150, 210, 230), -1, cv2.LINE_AA)
        changed += sorted(d.value for d in read_dice(coin)) != sorted(d.value for d in before)
    # A coin on a table of its own colour, its highlight in the middle, does look like a 1 (docs/vision.md).
    assert changed <= 1


def test_a_speck_beside_a_faces_pips_is_not_counted() -> None:
    rng = np.random.default_rng(9)
    for value, layout in LAYOUTS.items():
        angle = rng.uniform(0, 2 * np.pi)
        turn = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
        pips = np.array(sorted(layout), float) * 14 @ turn.T + 200 + rng.normal(0, 1.2, (value, 2))
        assert len(without_stray(pips, np.full(value, 100.0))) == value  # every face, any orientation
        if value in (2, 4):  # a faint glare spot off the lattice, between the pips and the edge
            speck = pips.mean(axis=0) + turn @ np.array([0.5, -1.0]) * 14
            with_speck = np.vstack([pips, speck])
            kept = without_stray(with_speck, np.array([100.0] * value + [30.0]))
            assert len(kept) == value and value not in kept
