"""Read a dice roll: every die's value, where it lies, how sure the reader is, and its colour.

The dice are found and read by a small network trained on real photos of dice in a tray (dice_net.py;
docs/vision.md says how it was chosen and what it scores). It was taught dice 20-70 px wide in a photo
640 px on its longest side; a photo is also read at half that size, so that dice seen closer (up to
about 140 px at 640) are read too: each die is taken from the reading that saw it at a size it knows.
Each die's body colour is then named (dice_colour.py): Catan's red and yellow dice are told apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from itertools import permutations

import numpy as np

from companion.vision.dice_colour import GREY_CHROMA, body_colour, colour_name
from companion.vision.dice_net import INPUT_SIDE, Detection, read_values, release
from companion.vision.dice_tiles import detect
from companion.vision.dice_teach import recall
from companion.vision.images import Image, as_bgr

CLOSE = 76.0  # px at INPUT_SIDE: a die wider than this is taken from the half-size reading
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Die:
    value: int  # 1..6
    x: float  # centre, in the input image's pixels
    y: float
    pips: int  # pips the value stands for (the reader counts faces, not single pips)
    box: Box = (0.0, 0.0, 0.0, 0.0)  # x0, y0, x1, y1 in the input image's pixels
    confidence: float = 1.0  # 0..1: how sure the reader is of this die and its value
    colour: str = ""  # the body's colour named: red, orange, yellow, green, blue, purple, white, grey, black
    hue: float = -1.0  # the body's hue in degrees (0 red, 60 yellow, 120 green, 240 blue); -1 when grey


def _side(box: Box) -> float:
    return max(box[2] - box[0], box[3] - box[1])


def detections(image: Image) -> list[Detection]:
    """The dice of both readings, each from the one that saw it at a size it was taught (strongest first):
    a die the half-size reading finds wider than CLOSE is taken from it, and whatever the full-size reading
    saw inside it (its pips, read as small dice) is not a die."""
    scale = INPUT_SIDE / max(image.shape[:2])
    far = [d for d in detect(image, side=INPUT_SIDE // 2) if _side(d.box) * scale > CLOSE]
    kept = list(far)
    for d in detect(image):
        cx, cy = (d.box[0] + d.box[2]) / 2, (d.box[1] + d.box[3]) / 2
        if _side(d.box) * scale <= CLOSE and all(not (k.box[0] <= cx <= k.box[2] and k.box[1] <= cy <= k.box[3])
                                                 for k in far):
            kept.append(d)
    return sorted(kept, key=lambda d: -d.score)


def read_dice(image: Image, taught: Path | None = None) -> list[Die]:
    """Every die found in a BGR photograph, in reading order (top to bottom, then left to right).
    ``taught``: a folder of dice the table corrected (dice_teach.py); a die that looks like one of them
    takes the value the table gave it."""
    image = as_bgr(image)
    try:
        found = detections(image)
        values, looks = read_values(image, [d.box for d in found])
        twins = recall(taught, looks) if taught is not None else [None] * len(found)
    finally:
        release()  # the networks are loaded again for the next reading, in milliseconds
    dice = []
    for d, probabilities, twin in zip(found, values, twins):
        hue, chroma, lightness = body_colour(image, d.box)
        value, sure = (int(probabilities.argmax()) + 1, float(probabilities.max())) if twin is None else twin
        dice.append(Die(value, (d.box[0] + d.box[2]) / 2, (d.box[1] + d.box[3]) / 2, value, d.box,
                        round(d.score * sure, 3), colour_name(hue, chroma, lightness),
                        hue if chroma >= GREY_CHROMA else -1.0))
    height = max(_side(d.box) for d in dice) if dice else 1.0
    dice.sort(key=lambda d: (round(d.y / height), d.x))
    return dice


def by_colour(dice: list[Die], wanted: dict[str, float]) -> dict[str, Die] | None:
    """Which die is which when a game's dice differ by colour (Catan: ``{"red": 0, "yellow": 55}``, hues in
    degrees): the pairing of dice and colours whose hues agree best, or None unless there are exactly as
    many dice as colours. Hues are compared, not names, so an orange-looking red die under a warm lamp is
    still the red one when the other is yellow."""
    if len(dice) != len(wanted):
        return None
    names = list(wanted)
    best: tuple[float, tuple[int, ...]] | None = None
    for order in permutations(range(len(dice))):
        cost = sum(_hue_gap(dice[i].hue, wanted[name]) for i, name in zip(order, names))
        if best is None or cost < best[0]:
            best = (cost, order)
    assert best is not None
    return {name: dice[i] for i, name in zip(best[1], names)}


def _hue_gap(hue: float, target: float) -> float:
    if hue < 0:  # a grey die: as far from any colour as can be
        return 180.0
    gap = abs(hue - target) % 360
    return min(gap, 360 - gap)
