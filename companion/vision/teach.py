"""Name a card or tile by teaching: one photo of each, then "which one is under the camera?".

Local features (SIFT: corners and blobs described by their gradients, unchanged by rotation, scale and
a brighter or dimmer lamp) of the photo are matched to each taught photo; Lowe's ratio test drops
ambiguous matches, and a RANSAC homography keeps only matches that agree on one flat card seen in
perspective. The card with the most such inliers is named, if it has enough and clearly more than the
runner-up; otherwise the answer is "unknown" (None) rather than a guess.

An album on disk is a folder of images, one per card, named after it (``spy.png``, ``tile-07.jpg``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from companion.vision.images import SUFFIXES, Image, VisionInputError, as_bgr, load_image, working_scale

WORKING_SIDE = 640
MIN_FEATURES = 20  # fewer on a taught photo: too plain to be told apart (a blank card back)
MIN_INLIERS = 15  # geometric agreement needed to name a card
MARGIN = 1.5  # ... and that many times more than the runner-up
MIN_COVER = 0.2  # the agreeing matches must span this share of the taught photo, not one shared title
RATIO = 0.75  # Lowe's ratio test
NAME = re.compile(r"[\w\- ]{1,40}")


@dataclass(frozen=True)
class Recognition:
    name: str | None  # None: unknown
    inliers: int
    runner_up: int


@dataclass(frozen=True)
class Taught:
    image: Image
    keypoints: Any  # OpenCV keypoints, in the working-size photo
    descriptors: np.ndarray
    shape: tuple[int, int]  # the working-size photo's height and width


def describe(image: Image) -> tuple[Any, np.ndarray | None, tuple[int, int]]:
    work, _ = working_scale(as_bgr(image), WORKING_SIDE)
    gray = cv2.createCLAHE(2.0, (8, 8)).apply(cv2.cvtColor(work, cv2.COLOR_BGR2GRAY))
    keypoints, descriptors = cv2.SIFT.create(nfeatures=700).detectAndCompute(gray, None)
    return keypoints, descriptors, gray.shape


class Album:
    def __init__(self) -> None:
        self.cards: dict[str, Taught] = {}
        self.matcher = cv2.BFMatcher(cv2.NORM_L2)

    def teach(self, name: str, image: Image) -> None:
        if not NAME.fullmatch(name):
            raise VisionInputError(f"card name {name!r}: 1 to 40 letters, digits, spaces, '-' or '_'")
        keypoints, descriptors, shape = describe(image)
        if descriptors is None or len(keypoints) < MIN_FEATURES:
            raise VisionInputError(f"{name}: the photo shows too little detail to recognise it later "
                                   f"({0 if descriptors is None else len(keypoints)} features, {MIN_FEATURES} needed)")
        self.cards[name] = Taught(as_bgr(image), keypoints, descriptors, shape)

    def inliers(self, keypoints: Any, descriptors: np.ndarray, card: Taught) -> int:
        pairs = self.matcher.knnMatch(descriptors, card.descriptors, k=2)
        good = [p[0] for p in pairs if len(p) == 2 and p[0].distance < RATIO * p[1].distance]
        if len(good) < 8:
            return len(good) // 2  # too few to fit a homography; still weak evidence
        seen = np.array([keypoints[m.queryIdx].pt for m in good], np.float32)
        taught = np.array([card.keypoints[m.trainIdx].pt for m in good], np.float32)
        _, mask = cv2.findHomography(taught, seen, cv2.RANSAC, 5.0)
        if mask is None:
            return 0
        agreeing = taught[mask.ravel() > 0]
        if len(agreeing) < 3:
            return len(agreeing)
        h, w = card.shape
        cover = cv2.contourArea(cv2.convexHull(agreeing)) / (h * w)
        return int(mask.sum()) if cover >= MIN_COVER else int(mask.sum()) // 4

    def name(self, image: Image) -> Recognition:
        """The taught card shown in ``image``, or Recognition(None, ...) when none is clearly there."""
        keypoints, descriptors, _ = describe(image)
        if descriptors is None or len(keypoints) < 8 or not self.cards:
            return Recognition(None, 0, 0)
        scores = sorted(((self.inliers(keypoints, descriptors, card), name) for name, card in self.cards.items()),
                        reverse=True)
        best, name = scores[0]
        runner_up = scores[1][0] if len(scores) > 1 else 0
        known = best >= MIN_INLIERS and best >= MARGIN * runner_up
        return Recognition(name if known else None, best, runner_up)

    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        for name, card in self.cards.items():
            cv2.imwrite(str(folder / f"{name}.png"), card.image)

    @staticmethod
    def load(folder: Path) -> "Album":
        album = Album()
        if not folder.is_dir():
            raise VisionInputError(f"{folder}: no such album folder")
        for path in sorted(p for p in folder.iterdir() if p.suffix.lower() in SUFFIXES):
            album.teach(path.stem, load_image(path))
        return album
