"""Loading photographs and the small array helpers every reader shares."""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

import cv2
import numpy as np

from companion.vision.config import VisionInputError as VisionInputError  # where the readers have always found it
from companion.vision.header import SUFFIXES as SUFFIXES, image_size
from games.base import N_

Image = np.ndarray[Any, Any]  # OpenCV arrays: BGR uint8 photographs, float32 working copies

ALLOWED = "PNG, JPEG, BMP, TIFF, WebP"
MAX_PIXELS = 40_000_000  # a 40-megapixel photo is still read; past it the pixels alone would fill a Pi's memory
MAX_BYTES = 256 * 2**20  # no image of 40 megapixels needs a bigger file
DECODE_SIDE = 2048  # a bigger photo is decoded at 1/2, 1/4 or 1/8 (JPEG does it for free): no reader needs more
REDUCED = {1: cv2.IMREAD_COLOR, 2: cv2.IMREAD_REDUCED_COLOR_2, 4: cv2.IMREAD_REDUCED_COLOR_4,
           8: cv2.IMREAD_REDUCED_COLOR_8}


def load_image(path: Path) -> Image:
    """A colour photograph from disk, or VisionInputError saying why not."""
    return load_photo(path)[0]


def load_photo(path: Path) -> tuple[Image, float]:
    """A colour photograph from disk and the scale it was decoded at (1, or 1/2, 1/4, 1/8 for a photo far
    bigger than any reader needs); VisionInputError saying why not. The header is checked before any pixel
    is decoded: an empty file, a file that is not an image or an image over MAX_PIXELS costs no memory."""
    if not path.exists():
        raise VisionInputError.said(N_("{path}: no such file"), path=str(path))
    if not path.is_file():
        raise VisionInputError.said(N_("{path}: not a file (expected an image: {allowed})"), path=str(path),
                                    allowed=ALLOWED)
    try:
        with path.open("rb") as source:
            size = os.fstat(source.fileno()).st_size
            sides = image_size(source) if size else None
    except OSError as error:
        raise VisionInputError.said(N_("{path}: cannot be read ({reason})"), path=str(path),
                                    reason=error.strerror or "") from None
    if size == 0:
        raise VisionInputError.said(N_("{path}: the file is empty (expected an image: {allowed})"), path=str(path),
                                    allowed=ALLOWED)
    if sides is None:
        raise VisionInputError.said(N_("{path}: not an image (allowed: {allowed})"), path=str(path), allowed=ALLOWED)
    width, height = sides
    if width * height > MAX_PIXELS or size > MAX_BYTES:
        raise VisionInputError.said(N_("{path}: {width}x{height} pixels is too big (40 megapixels at most)"),
                                    path=str(path), width=width, height=height)
    if min(width, height) < 32:
        raise VisionInputError.said(N_("{path}: {width}x{height} pixels is too small (32x32 at least)"),
                                    path=str(path), width=width, height=height)
    reduce = max(k for k in REDUCED if k == 1 or max(width, height) / k >= DECODE_SIDE)
    data = np.fromfile(str(path), np.uint8)
    with quiet_stderr():  # libpng and libjpeg complain on fd 2 about damaged files; our message says it
        image = cv2.imdecode(data, REDUCED[reduce])
    del data
    if image is None:
        raise VisionInputError.said(
            N_("{path}: not an image that can be decoded (damaged or cut short; allowed: {allowed})"),
            path=str(path), allowed=ALLOWED)
    return image, max(image.shape[:2]) / max(width, height)  # the same whichever way EXIF turned it


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Silence the C libraries' own warnings (written straight to file descriptor 2) for a moment."""
    try:
        saved = os.dup(2)
    except OSError:  # no stderr at all: nothing to silence
        yield
        return
    sys.stderr.flush()
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def as_bgr(image: Image) -> Image:
    """Grey or BGRA input as three-channel BGR uint8, so every reader sees one layout."""
    if image.ndim == 2:
        return cv2.cvtColor(image, cv2.COLOR_GRAY2BGR)
    if image.shape[2] == 4:
        return cv2.cvtColor(image, cv2.COLOR_BGRA2BGR)
    return image


def working_scale(image: Image, longest: int) -> tuple[Image, float]:
    """The image reduced so its longest side is at most ``longest`` pixels (never enlarged: that adds
    no detail), and the factor applied."""
    factor = longest / max(image.shape[:2])
    if factor >= 1:
        return image, 1.0
    return cv2.resize(image, None, fx=factor, fy=factor, interpolation=cv2.INTER_AREA), factor
