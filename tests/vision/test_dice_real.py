"""Dice on real photos from the shared set (../shared/data/dice-real, or $DICE_REAL_DIR): readings checked
by eye on held-out photos (never trained or tuned on); Catan's red and yellow dice told apart; a die the
table corrects is read so again. Skipped, with a message, where the photos are not there."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from companion.vision.dice import by_colour, read_dice
from companion.vision.dice_teach import teach_die
from tools.dice_training.data import Photo, data_dir, load, split

PHOTOS = {p.path.name: p for p in split(load())["held_out"]}
needs_photos = pytest.mark.skipif(not PHOTOS, reason=f"the shared real dice photos are not in {data_dir()}")

# Held-out photos and the values they show, counted by eye on the photo (the labels agree).
SEEN = {
    "IMG_20191208_112645.jpg": [3, 5],  # smoked dice, dark red pips
    "IMG_20191209_100538.jpg": [1, 6],  # a black 1, a red 6
    "IMG_20191208_112905.jpg": [1, 2, 6],  # a swirled blue 1 with a red pip, a white 2, a smoked 6
    "IMG_20191209_095641.jpg": [1, 2, 4, 4, 5],  # white and dark blue dice
}


def inside(die_x: float, die_y: float, box: tuple[float, float, float, float]) -> bool:
    return box[0] <= die_x <= box[2] and box[1] <= die_y <= box[3]


@needs_photos
@pytest.mark.parametrize("name", sorted(SEEN))
def test_a_real_photo_is_read_as_the_eye_reads_it(name: str) -> None:
    photo = PHOTOS[name]
    dice = read_dice(cv2.imread(str(photo.path)))
    assert sorted(d.value for d in dice) == SEEN[name]
    for die in dice:  # each where a die of that value lies
        assert any(inside(die.x, die.y, box) and value == die.value for box, value in zip(photo.boxes, photo.values))


def two_dice(photo: Photo, colours: tuple[str, str]) -> np.ndarray | None:
    """The photo with every die but one of each colour painted over with the tray's colour."""
    image = cv2.imread(str(photo.path))
    dice = read_dice(image)
    chosen = [next((d for d in dice if d.colour == c), None) for c in colours]
    if None in chosen:
        return None
    tray = np.median(image.reshape(-1, 3), axis=0)
    for die in dice:
        if die not in chosen:
            x0, y0, x1, y1 = (int(v) for v in die.box)
            image[max(y0 - 3, 0):y1 + 3, max(x0 - 3, 0):x1 + 3] = tray
    return image


@needs_photos
def test_catans_red_and_yellow_dice_are_told_apart() -> None:
    found = 0
    for photo in PHOTOS.values():
        image = two_dice(photo, ("red", "yellow"))
        if image is None:
            continue
        dice = read_dice(image)
        if len(dice) != 2:  # a die the first reading missed was not painted over: not a roll of two
            continue
        roll = by_colour(dice, {"red": 0, "yellow": 55})
        assert roll is not None
        assert roll["red"].colour == "red" and roll["yellow"].colour == "yellow", photo.path.name
        assert 0 <= roll["red"].hue < 20 or roll["red"].hue > 330
        found += 1
    assert found >= 5, found


@needs_photos
def test_a_die_the_table_corrects_is_read_so_again_and_no_other(tmp_path: Path) -> None:
    photo = PHOTOS["IMG_20191209_095641.jpg"]
    image = cv2.imread(str(photo.path))
    dice = read_dice(image)
    one = next(d for d in dice if d.value == 1)
    assert teach_die(tmp_path, image, one.box, 3) == 1  # as if the table had tapped 3
    again = read_dice(image, taught=tmp_path)
    assert sorted(d.value for d in again) == [2, 3, 4, 4, 5]
    other = read_dice(cv2.imread(str(PHOTOS["IMG_20191208_112905.jpg"].path)), taught=tmp_path)
    assert sorted(d.value for d in other) == SEEN["IMG_20191208_112905.jpg"]  # its white 2 is not that die
