"""Reading a carpet of tiles after teaching: per-cell accuracy on photographs of the calibration sheet,
of a bare mat (its outline) and of top-down crops; flags on the doubtful cells; references on disk."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from companion.vision.grid import learn, read_grid
from companion.vision.images import VisionInputError
from companion.vision.refs import Refs, load_refs, save_refs
from tests.vision.synth_grid import Box, GridScene, grid_scene, make_box


def taught(box: Box, seed: int, mode: str) -> Refs:
    """Teach from two labelled photographs of the same box (another night, other tiles)."""
    scenes = [grid_scene(box, seed + k, mode=mode) for k in range(2)]
    return learn([(s.image, s.labels) for s in scenes], 4, 6, rectified=mode == "rectified")


def accuracy(refs: Refs, scenes: list[GridScene], mode: str) -> tuple[float, list[bool], list[bool]]:
    """(share of cells right, flagged per cell, wrong per cell)."""
    flagged, wrong = [], []
    for scene in scenes:
        reading = read_grid(scene.image, refs, scene.rows, scene.cols, rectified=mode == "rectified")
        got = "".join(reading.lines())
        wrong += [g != w for g, w in zip(got, scene.labels)]
        flagged += [c.flagged for c in reading.cells]
    return 1 - float(np.mean(wrong)), flagged, wrong


@pytest.mark.parametrize("mode, floor", [("rectified", 0.94), ("markers", 0.94), ("outline", 0.85)])
def test_cells_are_read_right_in_photographs_of_a_carpet(mode: str, floor: float) -> None:
    results = []
    for box_seed in (11, 12):
        box = make_box(box_seed)
        refs = taught(box, 100 * box_seed, mode)
        scenes = [grid_scene(box, 100 * box_seed + 50 + k, mode=mode) for k in range(5)]
        results.append(accuracy(refs, scenes, mode)[0])
    assert min(results) >= floor, results


def test_doubtful_cells_are_the_ones_flagged() -> None:
    flagged, wrong = [], []
    for box_seed in (100, 101, 102):  # boxes whose look-alike classes trip the reader now and then
        box = make_box(box_seed)
        refs = taught(box, 10 * box_seed, "rectified")
        _, f, w = accuracy(refs, [grid_scene(box, 10 * box_seed + 5 + k, mode="rectified") for k in range(5)],
                           "rectified")
        flagged, wrong = flagged + f, wrong + w
    flagged_a, wrong_a = np.array(flagged), np.array(wrong)
    assert wrong_a.any()
    assert wrong_a[flagged_a].mean() > 3 * wrong_a[~flagged_a].mean()  # a flag means "check me"
    assert flagged_a.mean() < 0.15  # and the table is not asked to check everything


def test_a_reading_lists_the_carpet_rows_and_where_the_grid_was_found() -> None:
    box = make_box(14)
    refs = taught(box, 1400, "markers")
    scene = grid_scene(box, 1450, labels="AABBCC" "DDEE.." "TTPP.." "......")
    reading = read_grid(scene.image, refs, 4, 6)
    assert reading.found_by == "markers"
    assert sum(a == b for a, b in zip("".join(reading.lines()), scene.labels)) >= 22
    assert reading.lines()[3] == "......"


def test_references_survive_the_disk(tmp_path: Path) -> None:
    box = make_box(15)
    refs = taught(box, 1500, "rectified")
    save_refs(refs, tmp_path / "kilim.refs")
    again = load_refs(tmp_path / "kilim.refs")
    scene = grid_scene(box, 1550, mode="rectified")
    assert read_grid(scene.image, again, 4, 6, True).lines() == read_grid(scene.image, refs, 4, 6, True).lines()
    assert again.classes == refs.classes


def test_a_damaged_references_file_is_refused_with_a_reason(tmp_path: Path) -> None:
    bad = tmp_path / "refs.npz"
    bad.write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(VisionInputError, match="not a references file"):
        load_refs(bad)
    with pytest.raises(VisionInputError, match="no such references file"):
        load_refs(tmp_path / "missing.npz")


def test_corners_tapped_on_the_screen_replace_the_search() -> None:
    box = make_box(16)
    refs = taught(box, 1600, "rectified")
    scene = grid_scene(box, 1650, mode="rectified")
    h, w = scene.image.shape[:2]
    framed = np.full((h + 100, w + 100, 3), 40, np.uint8)  # the carpet somewhere in a bigger photo
    framed[60:60 + h, 30:30 + w] = scene.image
    tapped = np.array([[30, 60], [30 + w, 60], [30 + w, 60 + h], [30, 60 + h]], np.float32)
    reading = read_grid(framed, refs, 4, 6, corners=tapped)
    assert reading.found_by == "corners"
    cell_w, cell_h = w / 6, h / 4  # where a screen would draw the flag of the cell in row 1, column 2:
    expected = [(30 + 2 * cell_w, 60 + cell_h), (30 + 3 * cell_w, 60 + cell_h), (30 + 3 * cell_w, 60 + 2 * cell_h),
                (30 + 2 * cell_w, 60 + 2 * cell_h)]
    assert np.allclose(reading.cell_outline(1, 2), expected, atol=0.5)
    assert reading.lines() == read_grid(scene.image, refs, 4, 6, rectified=True).lines()
