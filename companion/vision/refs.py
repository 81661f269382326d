"""Taught references for reading a grid: labelled cell patches, stored in one file.

REFS file (NumPy .npz, written whatever the name's suffix): ``patches`` N x 48 x 48 x 3 uint8 BGR (each
cell's centre, top-down), ``labels`` N one-character strings ('.' = empty cell), ``format`` = 1, and a
cache: ``vectors`` (the features of the patches' augmented copies) with ``features`` = their version.
The cache is recomputed from the patches when the features change, so a file outlives them. The grid
size is not stored: any grid can be read with any references (a cell is a cell).
"""

from __future__ import annotations

import io
import os
import zipfile
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from companion.vision.config import VisionInputError, taught_path
from companion.vision.features import PATCH, VERSION, augment, features
from companion.vision.metric import discriminant
from games.base import N_

FORMAT = 1
# 40 photos of a 5x5 grid. A file without its cache costs each patch's features again (10 ms here, more on a Pi):
# this bounds the time too (a 164 KB file of 20,000 blank patches took 196 s and 2.15 GB).
MAX_PATCHES = 1_000
_MEMBER_MOST = MAX_PATCHES * PATCH * PATCH * 3 + 4096  # the biggest array such a file holds (its patches), decompressed
TOO_MANY = N_("{path}: more than {most} taught cells; teach again with fewer photos")
__all__ = ["FORMAT", "MAX_PATCHES", "Refs", "load_refs", "save_refs", "taught_path"]


@dataclass(frozen=True)
class Refs:
    patches: np.ndarray  # N x PATCH x PATCH x 3 uint8
    labels: tuple[str, ...]
    vectors: np.ndarray = field(default_factory=lambda: np.zeros((0, 0), np.float32), repr=False, compare=False)
    vector_labels: tuple[str, ...] = field(init=False, repr=False, compare=False)
    projection: np.ndarray = field(init=False, repr=False, compare=False)  # metric.discriminant of the vectors

    def __post_init__(self) -> None:
        grown, names = augment(self.patches[:1], list(self.labels[:1]))
        per_patch = len(names)
        if len(self.vectors) != len(self.labels) * per_patch or self.vectors.shape[1] != features(grown).shape[1]:
            grown, names = augment(self.patches, list(self.labels))
            object.__setattr__(self, "vectors", features(grown))
        object.__setattr__(self, "vector_labels", tuple(label for label in self.labels for _ in range(per_patch)))
        object.__setattr__(self, "projection", discriminant(self.vectors.astype(np.float64),
                                                            np.array(self.vector_labels)).astype(np.float32))

    @property
    def classes(self) -> tuple[str, ...]:
        return tuple(sorted(set(self.labels)))


def save_refs(refs: Refs, path: Path) -> None:
    """Written to a temporary file first, so a failed write never leaves half a REFS file."""
    if path.is_dir():
        raise VisionInputError(f"{path}: is a folder; --out names the references file to write")
    buffer = io.BytesIO()
    np.savez_compressed(buffer, patches=refs.patches, labels=np.array(refs.labels, dtype="<U1"),
                        format=np.array(FORMAT), vectors=refs.vectors, features=np.array(VERSION))
    tmp = path.with_name(path.name + ".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(buffer.getvalue())
        os.replace(tmp, path)
    except OSError as error:
        tmp.unlink(missing_ok=True)
        raise VisionInputError(f"{path}: cannot write the references ({error.strerror})") from None


def load_refs(path: Path) -> Refs:
    """The references in a REFS file; VisionInputError (one line) for anything ``save_refs`` did not write: the
    sizes are checked before an array is decompressed, every array's shape and type before it is used."""
    if not path.is_file():
        raise VisionInputError(f"{path}: no such references file (make one with `companion vision learn`)")
    try:
        with zipfile.ZipFile(path) as archive:
            too_big = any(member.file_size > _MEMBER_MOST for member in archive.infolist())
        if too_big:
            raise OverflowError  # said below, outside the catch-all for a file that is not ours
        with np.load(path, allow_pickle=False) as data:
            version, patches, labels = _whole(data["format"]), data["patches"], data["labels"]
            fresh = "vectors" in data and "features" in data and _whole(data["features"]) == VERSION
            vectors = data["vectors"] if fresh else np.zeros((0, 0), np.float32)
    except OverflowError:
        raise VisionInputError.said(TOO_MANY, path=str(path), most=MAX_PATCHES) from None
    except (OSError, ValueError, TypeError, KeyError, zipfile.BadZipFile, zlib.error, EOFError):
        raise VisionInputError(f"{path}: not a references file written by `companion vision learn`") from None
    if version != FORMAT:
        raise VisionInputError(f"{path}: references format {version}; this version reads format {FORMAT}")
    if (patches.dtype != np.uint8 or patches.ndim != 4 or patches.shape[1:] != (PATCH, PATCH, 3) or labels.ndim != 1
            or labels.dtype.kind != "U" or len(patches) != len(labels) or not len(labels)
            or any(len(label) != 1 for label in labels.tolist())):
        raise VisionInputError(f"{path}: damaged references file (relearn with `companion vision learn`)")
    if len(labels) > MAX_PATCHES:
        raise VisionInputError.said(TOO_MANY, path=str(path), most=MAX_PATCHES)
    if vectors.ndim != 2 or vectors.dtype.kind != "f" or not np.isfinite(vectors).all():
        vectors = np.zeros((0, 0), np.float32)  # a damaged cache: recomputed from the patches
    return Refs(patches, tuple(labels.tolist()), vectors.astype(np.float32))


def _whole(array: np.ndarray) -> int:
    """A stored scalar that must be a whole number (TypeError for any other array)."""
    if array.shape != () or array.dtype.kind not in "iu":
        raise TypeError("not a whole number")
    return int(array)
