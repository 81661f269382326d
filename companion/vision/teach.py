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
from dataclasses import dataclass, field
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
# recognise: the median tile of the taught face must correlate this well with the photo's. The same print scores
# 0.96-1.0 in the synthetic photos; other artwork inside a frame and title shared with it, up to 0.77.
MIN_LOOK = 0.85
CANDIDATES = 3  # recognise: the cards checked one by one after the search over the whole album
LOOK_TILES = 6  # the face is compared in 6 x 6 tiles, each on its own light (a lamp's gradient, a glare spot)
NAME = re.compile(r"[\w\- ]{1,40}")


@dataclass(frozen=True)
class Recognition:
    name: str | None  # None: unknown
    inliers: int
    runner_up: int
    look: float | None = None  # how alike the named card's face looks, tile by tile (recognise only)
    # recognise, a card named: the RANSAC homography from its taught photo (working size) to this photo (working
    # size), e.g. how far a square tile was turned since it was taught (companion.vision.taught.quarter_turns)
    homography: np.ndarray | None = field(default=None, compare=False, repr=False)


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


def look(card: Taught, image: Image, homography: np.ndarray) -> float:
    """How alike the taught face and the photo look once the photo is warped onto the face: the median, over
    LOOK_TILES x LOOK_TILES tiles where the face shows something, of the tiles' correlation (blurred grey, each
    tile's own brightness and contrast removed: the lamp changes those, not the artwork). A hand or a glare
    spot over some tiles does not sink it; another card's artwork between a shared frame and title does."""
    face, _ = working_scale(card.image, WORKING_SIDE)
    work, _ = working_scale(as_bgr(image), WORKING_SIDE)
    h, w = card.shape
    try:
        seen = cv2.warpPerspective(work, np.linalg.inv(homography), (w, h))
    except np.linalg.LinAlgError:  # a degenerate fit: nothing to compare
        return 0.0
    grey = [cv2.GaussianBlur(cv2.cvtColor(i, cv2.COLOR_BGR2GRAY).astype(np.float32), (0, 0), 2) for i in (face, seen)]
    found = []
    for row in range(LOOK_TILES):
        for col in range(LOOK_TILES):
            rows, cols = slice(row * h // LOOK_TILES, (row + 1) * h // LOOK_TILES), \
                slice(col * w // LOOK_TILES, (col + 1) * w // LOOK_TILES)
            taught, photo = (g[rows, cols] - g[rows, cols].mean() for g in grey)
            if taught.std() > 4:  # a plain tile tells nothing
                spread = float(np.sqrt((taught * taught).sum() * (photo * photo).sum()))
                found.append(float((taught * photo).sum()) / spread if spread > 1e-6 else 0.0)
    return float(np.median(found)) if found else 0.0


class Album:
    def __init__(self) -> None:
        self.cards: dict[str, Taught] = {}
        self.matcher = cv2.BFMatcher(cv2.NORM_L2)
        self._pooled: tuple[Any, Any, np.ndarray, list[str]] | None = None  # candidates' index: (cards, ...)

    def teach(self, name: str, image: Image) -> None:
        if not NAME.fullmatch(name):
            raise VisionInputError(f"card name {name!r}: 1 to 40 letters, digits, spaces, '-' or '_'")
        keypoints, descriptors, shape = describe(image)
        if descriptors is None or len(keypoints) < MIN_FEATURES:
            raise VisionInputError(f"{name}: the photo shows too little detail to recognise it later "
                                   f"({0 if descriptors is None else len(keypoints)} features, {MIN_FEATURES} needed)")
        self.cards[name] = Taught(as_bgr(image), keypoints, descriptors, shape)

    def match(self, keypoints: Any, descriptors: np.ndarray, card: Taught) -> tuple[int, np.ndarray | None]:
        """(the agreeing matches, as scored by ``inliers``; the homography from the taught photo to this one)."""
        pairs = self.matcher.knnMatch(descriptors, card.descriptors, k=2)
        good = [p[0] for p in pairs if len(p) == 2 and p[0].distance < RATIO * p[1].distance]
        if len(good) < 8:
            return len(good) // 2, None  # too few to fit a homography; still weak evidence
        seen = np.array([keypoints[m.queryIdx].pt for m in good], np.float32)
        taught = np.array([card.keypoints[m.trainIdx].pt for m in good], np.float32)
        homography, mask = cv2.findHomography(taught, seen, cv2.RANSAC, 5.0)
        if mask is None:
            return 0, None
        agreeing = taught[mask.ravel() > 0]
        if len(agreeing) < 3:
            return len(agreeing), homography
        h, w = card.shape
        cover = cv2.contourArea(cv2.convexHull(agreeing)) / (h * w)
        return (int(mask.sum()) if cover >= MIN_COVER else int(mask.sum()) // 4), homography

    def inliers(self, keypoints: Any, descriptors: np.ndarray, card: Taught) -> int:
        return self.match(keypoints, descriptors, card)[0]

    def name(self, image: Image) -> Recognition:
        """The taught card shown in ``image``, or Recognition(None, ...) when none is clearly there."""
        keypoints, descriptors, _ = describe(image)
        if descriptors is None or len(keypoints) < 8 or not self.cards:
            return Recognition(None, 0, 0)
        return self._ranked(image, keypoints, descriptors, list(self.cards), False)

    def recognise(self, image: Image) -> Recognition:
        """What the app uses (companion.vision.taught.name_card): ``name`` among the few cards the photo's
        features point to when matched against the whole album at once (``candidates``: fast with dozens of
        cards), then the named card's whole face must look like the photo seen through the matches' homography
        (``look``): keypoints agreeing on a title and a frame the cards share are not enough when the artwork
        between them differs."""
        keypoints, descriptors, _ = describe(image)
        if descriptors is None or len(keypoints) < 8 or not self.cards:
            return Recognition(None, 0, 0)
        names = self.candidates(descriptors)
        return self._ranked(image, keypoints, descriptors, names, True) if names else Recognition(None, 0, 0)

    def candidates(self, descriptors: np.ndarray) -> list[str]:
        """The CANDIDATES cards most of the photo's features match when the whole album is searched at once
        (Lowe's ratio test across every card: a feature several cards share, such as a common frame or title,
        points to none of them)."""
        key = tuple((name, id(card)) for name, card in self.cards.items())
        if self._pooled is None or self._pooled[0] != key:  # taught or retaken since: index the album again
            index = cv2.FlannBasedMatcher({"algorithm": 1, "trees": 4}, {"checks": 64})
            index.add([np.vstack([card.descriptors for card in self.cards.values()]).astype(np.float32)])
            index.train()
            owners = np.repeat(np.arange(len(self.cards)), [len(card.descriptors) for card in self.cards.values()])
            self._pooled = (key, index, owners, list(self.cards))
        _, index, owners, names = self._pooled
        votes: dict[str, int] = {}
        for pair in index.knnMatch(descriptors.astype(np.float32), k=2):
            if len(pair) == 2 and pair[0].distance < RATIO * pair[1].distance:
                name = names[int(owners[pair[0].trainIdx])]
                votes[name] = votes.get(name, 0) + 1
        return sorted(votes, key=lambda name: votes[name], reverse=True)[:CANDIDATES]

    def _ranked(self, image: Image, keypoints: Any, descriptors: np.ndarray, names: list[str],
                check_look: bool) -> Recognition:
        scores = sorted(((*self.match(keypoints, descriptors, self.cards[name]), name) for name in names),
                        key=lambda score: (score[0], score[2]), reverse=True)
        best, homography, name = scores[0]
        runner_up = scores[1][0] if len(scores) > 1 else 0
        known = best >= MIN_INLIERS and best >= MARGIN * runner_up
        if not check_look or not known or homography is None:
            return Recognition(name if known else None, best, runner_up)
        alike = look(self.cards[name], image, homography)
        named = alike >= MIN_LOOK
        return Recognition(name if named else None, best, runner_up, alike, homography if named else None)

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
