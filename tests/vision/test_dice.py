"""Reading dice in synthetic photographs: what holds whatever the dice look like (no dice on an empty table,
the same dice at any photo size, Catan's red and yellow dice told apart under a warm lamp). The reader's
accuracy is measured on real photos (test_dice_real.py, benchmarks/dice_real_bench.py)."""

from __future__ import annotations

import numpy as np

from companion.vision.dice import by_colour, read_dice
from tests.vision.synth_camera import Conditions, table_texture
from tests.vision.synth_dice import dice_scene, tray_roll


def test_an_empty_table_has_no_dice() -> None:
    rng = np.random.default_rng(5)
    tables = [table_texture(rng, (480, 640)) for _ in range(8)]
    assert sum(len(read_dice(t)) for t in tables) == 0


def test_dice_are_found_where_they_lie_whatever_the_photo_size() -> None:
    scene = dice_scene(4100, count=3, conditions=Conditions(0.1, 0.1, 0.1, 0.1, 0.1), sides=(0.06, 0.08))
    big = np.repeat(np.repeat(scene.image, 2, axis=0), 2, axis=1)  # 1280x1280: same dice, twice the pixels
    small, large = read_dice(scene.image), read_dice(big)
    assert sorted(d.value for d in large) == sorted(d.value for d in small)
    assert len(small) == 3
    for a, b in zip(sorted(small, key=lambda d: (d.x, d.y)), sorted(large, key=lambda d: (d.x, d.y))):
        assert abs(b.x - 2 * a.x) < 6 and abs(b.y - 2 * a.y) < 6
        assert abs((b.box[2] - b.box[0]) - 2 * (a.box[2] - a.box[0])) < 8


def test_catans_red_and_yellow_dice_are_told_apart_under_a_warm_lamp() -> None:
    for seed, (red, yellow) in enumerate([(1, 6), (6, 1), (3, 4), (5, 2)]):
        for warm in (0.0, 1.0):
            roll = by_colour(read_dice(tray_roll(seed, red, yellow, warm)), {"red": 0, "yellow": 55})
            assert roll is not None, (seed, warm)
            assert abs(roll["red"].x - roll["yellow"].x) > 100
            assert roll["red"].x < roll["yellow"].x, (seed, warm)  # the red die was laid on the left


def test_colours_are_paired_only_when_the_count_fits() -> None:
    dice = read_dice(tray_roll(9, 2, 5, 0.0))
    assert by_colour(dice[:1], {"red": 0, "yellow": 55}) is None
    assert by_colour(dice, {"red": 0, "yellow": 55, "blue": 240}) is None


def test_a_dies_lab_colour_is_opencvs_within_two_units() -> None:
    import cv2

    from companion.vision.dice_colour import lab

    colours = np.random.default_rng(7).integers(0, 256, (20000, 3), dtype=np.uint8)
    theirs = cv2.cvtColor(colours[None], cv2.COLOR_BGR2Lab)[0].astype(np.float32)
    assert np.abs(lab(colours) - theirs).max() <= 2


def test_the_networks_are_dropped_after_a_reading() -> None:
    from companion.vision.dice_net import network

    read_dice(tray_roll(1, 2, 3))
    assert network.cache_info().currsize == 0  # the app does not hold them between readings
