"""Reading dice seen as 3-D cubes (issue 8, real-table conditions): a camera 0-35 degrees off vertical sees
the side faces of every die away from the point under it, with their own, squashed pips. Those are the same
die's sides, not more dice. Scenes from tests/vision/synth_dice3d.py; seeds apart from the development
set (0-199) and from the benchmark's held-out set (1000-1399)."""

from __future__ import annotations

from collections import Counter

from companion.vision.dice import read_dice
from companion.vision.pips import find_pips
from tests.vision.synth_dice3d import Dice3DScene, dice3d_scene


def per_die(scenes: list[Dice3DScene]) -> tuple[float, int]:
    """(dice read right / dice present-or-reported, rolls read exactly)."""
    right = counted = exact = 0
    for scene in scenes:
        got = sorted(d.value for d in read_dice(scene.image))
        right += sum((Counter(got) & Counter(scene.values)).values())
        counted += max(len(got), len(scene.values))
        exact += got == list(scene.values)
    return right / counted, exact


def test_most_dice_are_read_right_whatever_the_camera_tilt() -> None:
    accuracy, exact = per_die([dice3d_scene(seed) for seed in range(7000, 7030)])
    assert accuracy >= 0.85, accuracy  # measured 0.94
    assert exact >= 20, exact  # of 30; measured 25


def test_a_top_five_beside_its_side_three_reads_five_not_five_and_three() -> None:
    for seed in (12, 16, 22, 33):
        scene = dice3d_scene(seed, tops=(5,), front=3, tilt=30.0)
        assert len(find_pips(scene.image)) == 8, seed  # the side face's three pips are seen too
        assert [d.value for d in read_dice(scene.image)] == [5], seed


def test_side_faces_seen_often_are_not_counted_as_dice() -> None:
    seen = read_right = 0
    for seed in range(40):
        scene = dice3d_scene(seed, tops=(5,), front=3, tilt=30.0)
        if len(find_pips(scene.image)) > 5:  # a side face's pips are in the photo
            seen += 1
            read_right += [d.value for d in read_dice(scene.image)] == [5]
    assert seen >= 10, seen
    assert read_right >= 0.6 * seen, (read_right, seen)  # measured 11 of 15


def test_a_one_on_top_is_not_joined_by_its_side_faces_pips() -> None:
    # 1 and 6 are opposite faces: a die showing 1 turns a 2, 3, 4 or 5 towards the camera.
    scenes = [dice3d_scene(seed, tops=(1, 4), front=5, tilt=28.0) for seed in range(100, 110)]
    reads = [sorted(d.value for d in read_dice(s.image)) for s in scenes]
    assert sum(got == [1, 4] for got in reads) >= 6, reads  # measured 7 of 10 (else a side's 5 is added)


def test_a_camera_straight_above_reads_a_full_tray() -> None:
    accuracy, _ = per_die([dice3d_scene(seed, count=5, tilt=0.0) for seed in range(7100, 7110)])
    assert accuracy >= 0.85, accuracy
