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

Image = np.ndarray[Any, Any]  # OpenCV arrays: BGR uint8 photographs, float32 working copies

SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp")


def load_image(path: Path) -> Image:
    """A colour photograph from disk, or VisionInputError saying why not."""
    if not path.exists():
        raise VisionInputError(f"{path}: no such file")
    if not path.is_file():
        raise VisionInputError(f"{path}: not a file (expected an image: {', '.join(SUFFIXES)})")
    try:
        data = np.fromfile(str(path), np.uint8)
    except OSError as error:
        raise VisionInputError(f"{path}: cannot be read ({error.strerror})") from None
    with quiet_stderr():  # libpng and libjpeg complain on fd 2 about damaged files; our message says it
        image = cv2.imdecode(data, cv2.IMREAD_COLOR) if data.size else None
    if image is None:
        raise VisionInputError(f"{path}: not an image OpenCV can decode (allowed: {', '.join(SUFFIXES)})")
    if min(image.shape[:2]) < 32:
        raise VisionInputError(f"{path}: {image.shape[1]}x{image.shape[0]} pixels is too small (32x32 at least)")
    return image


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
