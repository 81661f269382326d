"""The printable calibration sheet: its PNG and PDF, and a photograph of it giving the top-down view."""

from __future__ import annotations

import re
from pathlib import Path

import cv2
import numpy as np

from companion.vision.calibration import sheet, write_sheet
from companion.vision.rectify import find_area, warp
from tests.vision.synth_camera import Conditions, light, sensor, table_texture


def test_the_pdf_is_one_a4_page_holding_the_same_sheet_as_the_png(tmp_path: Path) -> None:
    png, pdf = write_sheet(tmp_path, 4, 6)
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF-1.4") and data.rstrip().endswith(b"%%EOF")
    assert re.search(rb"/MediaBox \[0 0 841\.89 595\.28\]", data)  # A4 landscape in points
    start = int(re.search(rb"startxref\n(\d+)", data)[1])  # type: ignore[index]
    assert data[start:start + 4] == b"xref"
    for number, offset in enumerate(re.findall(rb"(\d{10}) 00000 n", data), 1):
        assert data[int(offset):].startswith(f"{number} 0 obj".encode())  # every object where the index says
    jpeg = data[data.index(b"stream\n") + 7:data.index(b"\nendstream")]
    embedded = cv2.imdecode(np.frombuffer(jpeg, np.uint8), cv2.IMREAD_GRAYSCALE)
    printed = cv2.imread(str(png), cv2.IMREAD_GRAYSCALE)
    assert embedded.shape == printed.shape and np.abs(embedded.astype(int) - printed).mean() < 3


def test_a_photograph_of_the_sheet_gives_the_grid_from_above() -> None:
    page = cv2.cvtColor(sheet(4, 6), cv2.COLOR_GRAY2BGR)
    page = cv2.resize(page, None, fx=0.25, fy=0.25, interpolation=cv2.INTER_AREA)
    h, w = page.shape[:2]
    rng = np.random.default_rng(3)
    photo_corners = np.float32([[90, 140], [560, 100], [600, 470], [60, 500]])
    homography = cv2.getPerspectiveTransform(np.float32([[0, 0], [w, 0], [w, h], [0, h]]), photo_corners)
    scene = table_texture(rng, (640, 640))
    cover = cv2.warpPerspective(np.ones((h, w), np.float32), homography, (640, 640))[..., None]
    scene = (scene * (1 - cover) + cv2.warpPerspective(page, homography, (640, 640)) * cover).astype(np.uint8)
    conditions = Conditions(0, 0.6, 0.6, 0.6, 0.6)
    photo = sensor(light(scene, rng, conditions.light), rng, conditions)
    corners, found_by = find_area(photo)
    assert found_by == "markers" and corners is not None
    top = cv2.cvtColor(warp(photo, corners, 600, 400), cv2.COLOR_BGR2GRAY)
    # The grid lines land on the cell borders of the top-down view: columns every 100 px, rows every 100 px.
    profile = top[20:380].astype(np.float32).mean(axis=0)
    for line in (100, 200, 300, 400, 500):
        window = profile[line - 30:line + 30]
        assert abs(int(np.argmin(window)) - 30) <= 4 and window.min() < np.median(window) - 3, line
