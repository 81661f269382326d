"""Dice the table corrected with one tap: each kept as its crop and the value the table gave it, so that a
die that looks the same again (the same die showing the same face, in like light) is read that way.

A folder of PNG crops (``<value>-<n>.png``, what the value reader sees of the die); in the app
``taught_path("dice")``. Looks are compared as the value reader describes them (dice_net.read_values):
only a near twin of a corrected die takes its value, every other die is read as before.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import cv2
import numpy as np

from companion.vision.config import VisionInputError
from companion.vision.dice_net import CROP, LOOK, MEAN, SCALE, VALUES_MODEL, crop_matrix, run
from companion.vision.images import Image

SAME_LOOK = 0.98  # cosine above which a die is the corrected one again: 5 in a million pairs of other values
NAME = re.compile(r"([1-6])-([0-9]+)\.png")
_known: dict[Path, tuple[tuple[str, ...], np.ndarray, np.ndarray]] = {}  # folder -> (files, looks, values)


def teach_die(folder: Path, image: Image, box: tuple[float, float, float, float], value: int) -> int:
    """Keep the die in ``box`` of the photo with the ``value`` the table gave it. Returns how many
    corrected dice the folder holds."""
    if value not in range(1, 7):
        raise VisionInputError(f"a die shows 1 to 6, not {value}")
    square = cv2.warpAffine(image, crop_matrix(box), (CROP, CROP), flags=cv2.INTER_AREA, borderMode=cv2.BORDER_REPLICATE)
    ok, encoded = cv2.imencode(".png", square)
    if not ok:
        raise VisionInputError("the die's crop could not be encoded")
    folder.mkdir(parents=True, exist_ok=True)
    numbers = [int(m[2]) for p in folder.iterdir() if (m := NAME.fullmatch(p.name))]
    target = folder / f"{value}-{max(numbers, default=0) + 1}.png"
    tmp = folder / f".{target.name}.tmp"
    tmp.write_bytes(encoded.tobytes())
    os.replace(tmp, target)
    return len(numbers) + 1


def taught(folder: Path) -> tuple[np.ndarray, np.ndarray]:
    """(N x LOOK looks, N values) of the dice corrected in ``folder``, read again only when it changed."""
    files = tuple(sorted(p.name for p in folder.iterdir() if NAME.fullmatch(p.name))) if folder.is_dir() else ()
    if folder in _known and _known[folder][0] == files:
        return _known[folder][1], _known[folder][2]
    squares = [cv2.imread(str(folder / name)) for name in files]
    kept = [(name, s) for name, s in zip(files, squares) if s is not None and s.shape == (CROP, CROP, 3)]
    looks = np.zeros((0, LOOK), np.float32)
    if kept:
        blob = np.stack([((s.astype(np.float32) - MEAN) * SCALE).transpose(2, 0, 1) for _, s in kept])
        looks = run(VALUES_MODEL, blob, ("values", "look"))[1]
    values = np.array([int(name[0]) for name, _ in kept], np.int64)
    _known[folder] = (files, looks, values)
    return looks, values


def recall(folder: Path, looks: np.ndarray) -> list[tuple[int, float] | None]:
    """For each look: (the value the table gave its near twin, how alike) or None when no corrected die
    looks like it."""
    known, values = taught(folder)
    if not len(known) or not len(looks):
        return [None] * len(looks)
    alike = looks @ known.T
    best = alike.argmax(axis=1)
    return [(int(values[b]), float(row[b])) if row[b] >= SAME_LOOK else None for row, b in zip(alike, best)]
