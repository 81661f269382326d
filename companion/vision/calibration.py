"""The printable calibration sheet: a mat of R x C cells (or a plain dice tray) with ArUco markers
0-3 at its corners, clockwise from the top-left, each touching the area with one corner. rectify.py
finds these markers and maps the area they frame to a top-down view. A4 landscape by default.
"""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from companion.vision.images import Image
from companion.vision.pdf import write_pdf
from companion.vision.rectify import DICTIONARY, MARKER_IDS

DOTS_PER_MM = 8  # about 200 dpi: sharp markers, a small file


def sheet(rows: int, cols: int, page_mm: tuple[float, float] = (297, 210), marker_mm: float = 25) -> Image:
    """A grey image of the sheet; ``rows`` = ``cols`` = 0 draws an empty tray (no cell lines)."""
    width, height = (int(v * DOTS_PER_MM) for v in page_mm)
    marker, quiet = int(marker_mm * DOTS_PER_MM), int(5 * DOTS_PER_MM)
    page = np.full((height, width), 255, np.uint8)
    x0, y0 = quiet + marker, quiet + marker
    x1, y1 = width - quiet - marker, height - quiet - marker
    cv2.rectangle(page, (x0, y0), (x1, y1), 0, 2)
    for r in range(1, rows):
        y = y0 + (y1 - y0) * r // rows
        cv2.line(page, (x0, y), (x1, y), 120, 1)
    for c in range(1, cols):
        x = x0 + (x1 - x0) * c // cols
        cv2.line(page, (x, y0), (x, y1), 120, 1)
    dictionary = cv2.aruco.getPredefinedDictionary(DICTIONARY)
    for marker_id, (x, y) in zip(MARKER_IDS, ((x0 - marker, y0 - marker), (x1, y0 - marker), (x1, y1),
                                               (x0 - marker, y1))):
        page[y:y + marker, x:x + marker] = cv2.aruco.generateImageMarker(dictionary, marker_id, marker)
    return page


def write_sheet(folder: Path, rows: int, cols: int, name: str = "calibration") -> tuple[Path, Path]:
    """calibration.png and calibration.pdf (the same sheet, to print at 100% scale)."""
    image = sheet(rows, cols)
    folder.mkdir(parents=True, exist_ok=True)
    png, pdf = folder / f"{name}.png", folder / f"{name}.pdf"
    cv2.imwrite(str(png), image)
    write_pdf(pdf, image, 297, 210)
    return png, pdf


if __name__ == "__main__":  # python -m companion.vision.calibration FOLDER [RxC]
    import sys

    size = sys.argv[2] if len(sys.argv) > 2 else "0x0"
    rows, _, cols = size.partition("x")
    if len(sys.argv) < 2 or not (rows.isdigit() and cols.isdigit()):
        sys.exit("usage: python -m companion.vision.calibration FOLDER [RxC]  (RxC: cells to print, e.g. 4x6)")
    for written in write_sheet(Path(sys.argv[1]), int(rows), int(cols)):
        print(written)
