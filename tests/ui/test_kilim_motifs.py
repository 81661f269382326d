"""Kilim's five motifs tell apart without their colours (a colour-blind weaver): each is drawn as its own shape,
read back from the real window's pixels in grey, and no letter of the app's notation reaches the screen."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import cv2
import numpy as np
import pytest

from tests.ui.kilim_helpers import create_kilim_game

LETTERS = "ABCDE"


def shape_mask(grey: np.ndarray) -> np.ndarray:
    """The pixels of a cell that are not its ground (the ground is most of the cell), on a 32 x 32 grid."""
    ground = np.median(grey)
    return cv2.resize((np.abs(grey.astype(int) - ground) > 60).astype(np.uint8), (32, 32),
                      interpolation=cv2.INTER_NEAREST)


@pytest.mark.screenshots
def test_the_five_motifs_differ_in_shape_in_grey(start_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = start_app(size=(800, 480))
    create_kilim_game(app, ["Red", "Blue", "Green"])
    palette = {w.letter: w for w in app.screen.palette.children}
    shot = cv2.imread(str(app.screenshot(tmp_path / "palette.png")), cv2.IMREAD_GRAYSCALE)
    height = shot.shape[0]
    masks = {}
    for letter in LETTERS:
        button = palette[letter]
        assert min(button.size) >= 56  # a square a finger picks, its shape read from a chair
        assert button.text == ""  # the shape, not the app's letter
        x, y = (int(v) for v in button.to_window(button.x, button.y))
        cell = shot[height - y - int(button.height):height - y, x:x + int(button.width)]
        masks[letter] = shape_mask(cell)
        assert 0.05 < masks[letter].mean() < 0.6, f"motif {letter}: no shape drawn on its square"
    for first, second in combinations(LETTERS, 2):
        a, b = masks[first].astype(bool), masks[second].astype(bool)
        overlap = (a & b).sum() / (a | b).sum()
        assert overlap < 0.8, f"motifs {first} and {second} look alike in grey ({overlap:.2f})"
