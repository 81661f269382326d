"""Synthetic cards and photos of one held under the camera: a face drawn from a seed (frame, shapes, a word
shared with other cards, a number), laid on a table at any angle, scale and perspective, then lit and
photographed as tests/vision/synth_camera.py does. Shared by the recogniser's tests, the app's teaching test
and the benchmark (each on its own seeds)."""

from __future__ import annotations

import cv2
import numpy as np

from tests.vision.synth_camera import Conditions, Image, light, sensor, table_texture

WORDS = ("SPY", "GOLD", "WEAVER", "SULTAN", "SCRAP", "ISLAND", "SHIP", "SPICE")


def card(seed: int) -> Image:
    """A 300x420 card face: a coloured frame, shapes, a word and a number, all drawn from ``seed``."""
    rng = np.random.default_rng(seed)
    face = np.full((420, 300, 3), rng.uniform(150, 250, 3), np.uint8)
    cv2.rectangle(face, (8, 8), (291, 411), tuple(float(c) for c in rng.uniform(0, 120, 3)), 10)
    for _ in range(14):
        colour = tuple(float(c) for c in rng.uniform(0, 255, 3))
        x, y = [int(v) for v in rng.uniform(30, 270, 2)], int(rng.uniform(30, 390))
        if rng.random() < 0.5:
            cv2.circle(face, (x[0], y), int(rng.uniform(8, 40)), colour, -1)
        else:
            cv2.rectangle(face, (x[0], y), (x[1], min(y + int(rng.uniform(10, 60)), 400)), colour, -1)
    cv2.putText(face, WORDS[seed % len(WORDS)], (24, 210), cv2.FONT_HERSHEY_DUPLEX, 1.4, (20, 20, 20), 3)
    cv2.putText(face, str(seed % 97), (210, 390), cv2.FONT_HERSHEY_SIMPLEX, 1.5, (10, 10, 10), 4)
    return face


def held_under_camera(face: Image, seed: int, table: Image | None = None, hardness: float = 0.8,
                      scale: tuple[float, float] = (0.6, 1.1), turn: tuple[float, float] = (0, 360),
                      skew: float = 25.0) -> Image:
    """The card on a table (``table``: the same table under a fixed camera, else one drawn from the seed), turned
    by ``turn`` degrees (a range), at ``scale`` of its size, its corners moved up to ``skew`` px (perspective), then lit
    and photographed with conditions up to ``hardness``."""
    rng = np.random.default_rng(seed)
    h, w = face.shape[:2]
    size = rng.uniform(*scale)
    rotation = cv2.getRotationMatrix2D((w / 2, h / 2), rng.uniform(*turn), size)
    rotation[:, 2] += np.float32([320 - w / 2, 320 - h / 2])
    corners = cv2.transform(np.float32([[[0, 0], [w, 0], [w, h], [0, h]]]), rotation)[0]
    corners += rng.uniform(-skew, skew, (4, 2)).astype(np.float32)
    warp = cv2.getPerspectiveTransform(np.float32([[0, 0], [w, 0], [w, h], [0, h]]), corners)
    scene = table_texture(rng, (640, 640)) if table is None else table.copy()
    cover = cv2.warpPerspective(np.ones((h, w), np.float32), warp, (640, 640))[..., None]
    scene = (scene * (1 - cover) + cv2.warpPerspective(face, warp, (640, 640)) * cover).astype(np.uint8)
    conditions = Conditions.drawn(rng, hardness)
    return sensor(light(scene, rng, conditions.light), rng, conditions)


def tile(seed: int) -> Image:
    """A 360x360 square tile (Ilos' tiles print no name): sea, islands of blobs and a few marks, drawn from
    ``seed``; no two seeds alike, and no quarter turn of one alike to itself."""
    rng = np.random.default_rng(seed)
    face = np.full((360, 360, 3), (150, 95, 40), np.uint8)  # the sea
    face[:] = np.clip(face + rng.normal(0, 12, face.shape), 0, 255).astype(np.uint8)
    for _ in range(int(rng.integers(2, 4))):
        centre = [int(v) for v in rng.uniform(60, 300, 2)]
        land = tuple(float(c) for c in rng.uniform((60, 140, 60), (120, 200, 140)))
        cv2.ellipse(face, tuple(centre), tuple(int(v) for v in rng.uniform(30, 80, 2)), float(rng.uniform(0, 180)),
                    0, 360, land, -1)
    for _ in range(10):
        colour = tuple(float(c) for c in rng.uniform(0, 255, 3))
        x, y = (int(v) for v in rng.uniform(20, 340, 2))
        if rng.random() < 0.5:
            cv2.circle(face, (x, y), int(rng.uniform(6, 18)), colour, -1)
        else:
            cv2.rectangle(face, (x, y), (x + int(rng.uniform(8, 30)), y + int(rng.uniform(8, 30))), colour, -1)
    cv2.rectangle(face, (0, 0), (359, 359), (40, 30, 20), 4)
    cv2.putText(face, str(seed % 89), (20, 60), cv2.FONT_HERSHEY_SIMPLEX, 1.4, (245, 245, 245), 4)
    return face
