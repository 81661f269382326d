"""Kingdomino-like boards (tiles that share colours and differ by texture or a drawn object), taught from
photos of some boards and read on others; the cells the reader doubts; one tap teaches a correction."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from companion.vision.grid import learn, read_grid
from companion.vision.refs import Refs, load_refs, save_refs
from companion.vision.taught import correct_cell
from tests.vision.synth_kingdom import board


def taught(first: int) -> Refs:
    photos = [board(first + k, shot) for k in range(8) for shot in range(2)]
    return learn([(b.image, b.labels) for b in photos], 5, 5, rectified=True)


def test_boards_never_taught_are_read_and_the_doubts_hold_the_misses() -> None:
    refs = taught(95_000)
    right = doubted_misses = misses = 0
    for k in range(6):
        photo = board(95_100 + k)
        reading = read_grid(photo.image, refs, 5, 5, rectified=True)
        wrong = {i for i, (a, b) in enumerate(zip("".join(reading.lines()), photo.labels)) if a != b}
        right += 25 - len(wrong)
        misses += len(wrong)
        doubted_misses += len(wrong & {r * 5 + c for r, c in reading.flagged()})
        assert len(reading.flagged()) <= 3  # a few taps a board, not a board to check
    assert right / 150 >= 0.98, right
    assert doubted_misses >= misses / 2, (doubted_misses, misses)


def test_a_cell_corrected_by_a_tap_is_read_right_from_then_on(tmp_path: Path) -> None:
    photos = [board(96_000 + k, shot) for k in range(2) for shot in range(2)]  # little taught: misses to correct
    path = tmp_path / "kingdom.refs"
    save_refs(learn([(b.image, b.labels) for b in photos], 5, 5, rectified=True), path)
    for k in range(10):
        photo = board(96_100 + k)
        reading = read_grid(photo.image, load_refs(path), 5, 5, rectified=True)
        wrong = [i for i, (a, b) in enumerate(zip("".join(reading.lines()), photo.labels)) if a != b]
        if wrong:
            break
    else:
        raise AssertionError("no cell read wrong in ten boards: nothing to correct")
    row, col = divmod(wrong[0], 5)
    held = len(load_refs(path).labels)
    assert correct_cell(path, reading, row, col, photo.labels[wrong[0]], photo.image) == held + 1
    again = read_grid(photo.image, load_refs(path), 5, 5, rectified=True)
    assert again.lines()[row][col] == photo.labels[wrong[0]]
    assert np.mean([a == b for a, b in zip("".join(again.lines()), photo.labels)]) >= \
        np.mean([a == b for a, b in zip("".join(reading.lines()), photo.labels)])
