"""The finder read a tile at a time (for memory) answers as it does on the whole photo."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from companion.vision.dice_net import MODEL, STRIDE, prepare, run
from companion.vision.dice_tiles import CONTEXT, TILE, find, origins, owned
from tests.vision.synth_dice import tray_roll


@pytest.mark.parametrize("length", [100, 256, 320, 480, 640, 1000])
def test_every_cell_is_answered_by_one_tile_that_sees_context_around_it(length: int) -> None:
    starts = origins(length)
    spans = owned(starts, length)
    assert spans[0][0] == 0 and spans[-1][1] == length
    assert all(a[1] == b[0] and a[1] % STRIDE == 0 for a, b in zip(spans, spans[1:]))
    for start, (first, end) in zip(starts, spans):
        assert start + TILE >= end
        if first > 0:
            assert first - start >= CONTEXT
        if end < length:
            assert start + TILE - end >= CONTEXT


@pytest.mark.parametrize("shape", [(640, 640), (480, 640), (200, 300)])
def test_the_tiles_answer_as_the_whole_photo_does(shape: tuple[int, int]) -> None:
    photo = cv2.resize(tray_roll(3, 2, 5), shape[::-1], interpolation=cv2.INTER_AREA)
    whole = run(MODEL, prepare(photo, max(shape))[0])[0][0]
    tiled = find(photo, lambda blob: run(MODEL, blob)[0][0])
    whole = whole[:, :tiled.shape[1], :tiled.shape[2]]
    assert tiled.shape[1:] == (-(-shape[0] // STRIDE), -(-shape[1] // STRIDE))
    assert np.abs(tiled[0] - whole[0]).max() < 0.02  # where the dice are: context beyond CONTEXT barely counts
    sure = whole[0] > 0.3
    assert sure.any()
    assert np.abs(tiled[1:5][:, sure] - whole[1:5][:, sure]).max() < 0.05  # their sizes and centres
