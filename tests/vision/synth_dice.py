"""Seeded photographs of dice on a table: several die colours, light and dark pips, touching dice,
drop shadows, glare, per-die foreshortening, then the camera's own defects (synth_camera)."""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from tests.vision.synth_camera import Conditions, Image, photograph, table_texture

# (body BGR, pip BGR): white, ivory, red, yellow, green, blue, black, purple, translucent-ish orange
PALETTE = (
    ((236, 236, 232), (25, 25, 25)), ((200, 230, 240), (30, 30, 90)), ((40, 40, 190), (240, 240, 240)),
    ((40, 210, 235), (20, 20, 20)), ((60, 140, 30), (245, 245, 245)), ((150, 70, 20), (250, 250, 250)),
    ((28, 28, 28), (240, 240, 240)), ((120, 40, 110), (230, 230, 230)), ((30, 120, 240), (20, 20, 20)),
)
# Pip positions for each face on a 3x3 lattice, in units of the pip offset.
FACES = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


@dataclass(frozen=True)
class DiceScene:
    image: Image
    values: tuple[int, ...]  # ascending, as read-dice prints them


def die_sprite(rng: np.random.Generator, value: int, side: int, body: np.ndarray, pip: np.ndarray,
               glare: bool) -> tuple[Image, Image]:
    """One die seen from above (BGR, and its 0..1 coverage mask), axis-aligned, side x side pixels."""
    mask = np.zeros((side, side), np.uint8)
    corner = int(side * rng.uniform(0.1, 0.2))
    cv2.rectangle(mask, (corner, 0), (side - 1 - corner, side - 1), 255, -1)
    cv2.rectangle(mask, (0, corner), (side - 1, side - 1 - corner), 255, -1)
    for cx, cy in ((corner, corner), (side - 1 - corner, corner), (corner, side - 1 - corner),
                   (side - 1 - corner, side - 1 - corner)):
        cv2.circle(mask, (cx, cy), corner, 255, -1)
    # Rounded edges: a rim that catches less light on a bright die and a little more on a dark one.
    inside = cv2.distanceTransform(mask, cv2.DIST_L2, 3) / (0.09 * side)
    rim_shade = np.clip(inside, 0, 1)[..., None]
    rim = body * 0.62 + 38
    sprite = (body * rim_shade + rim * (1 - rim_shade)).astype(np.float32)
    offset, radius = side * rng.uniform(0.24, 0.29), side * rng.uniform(0.07, 0.1)
    for dx, dy in FACES[value]:
        centre = (side / 2 + dx * offset, side / 2 + dy * offset)
        r = radius * (1.25 if value == 1 and rng.random() < 0.5 else 1.0)
        cv2.circle(sprite, (int(round(centre[0] * 8)), int(round(centre[1] * 8))), int(r * 8),
                   tuple(float(c) for c in pip), -1, cv2.LINE_AA, shift=3)
    if glare:  # a soft specular spot somewhere on the face
        spot = np.zeros((side, side), np.float32)
        gx, gy = rng.uniform(0.2, 0.8, 2) * side
        axes = (int(side * rng.uniform(0.08, 0.2)), int(side * rng.uniform(0.04, 0.1)))
        cv2.ellipse(spot, (int(gx), int(gy)), axes, rng.uniform(0, 180), 0, 360, 1.0, -1)
        spot = cv2.GaussianBlur(spot, (0, 0), side * 0.04) * rng.uniform(0.3, 0.6)
        sprite = sprite * (1 - spot[..., None]) + 255 * spot[..., None]
    return np.clip(sprite, 0, 255).astype(np.uint8), (mask > 0).astype(np.float32)


def paste(scene: np.ndarray, sprite: Image, mask: Image, centre: tuple[float, float], angle: float,
          squash: float, rng: np.random.Generator) -> None:
    """Lay a die on the scene: rotated, foreshortened by ``squash``, with a soft drop shadow."""
    side = sprite.shape[0]
    rot = cv2.getRotationMatrix2D((side / 2, side / 2), angle, 1.0)
    rot[1] *= squash
    rot[:, 2] += np.float32(centre) - np.float32([side / 2, side / 2 * squash])
    h, w = scene.shape[:2]
    warped = cv2.warpAffine(sprite, rot, (w, h), flags=cv2.INTER_LINEAR)
    cover = cv2.warpAffine(mask, rot, (w, h), flags=cv2.INTER_LINEAR)[..., None]
    shift = np.float32([[1, 0, rng.uniform(2, 8)], [0, 1, rng.uniform(2, 8)]])
    shadow = cv2.GaussianBlur(cv2.warpAffine(cover[..., 0], shift, (w, h)), (0, 0), side * 0.06)[..., None]
    scene *= 1 - shadow * rng.uniform(0.3, 0.6)
    scene[:] = scene * (1 - cover) + warped.astype(np.float32) * cover


def place(rng: np.random.Generator, count: int, size: int, side: int,
          touching: float = 0.35) -> list[tuple[float, float, float]]:
    """Centres and angles for ``count`` dice that do not overlap; about a third (``touching``) touch a
    neighbour."""
    spots: list[tuple[float, float, float]] = []
    attempts = 0
    while len(spots) < count and attempts < 2000:
        attempts += 1
        if spots and rng.random() < touching:  # touching the previous die, edge to edge
            px, py, pa = spots[-1]
            step = side * 1.0 + rng.uniform(0, 2)
            direction = np.deg2rad(-pa + 90 * rng.integers(4))
            x, y, a = px + step * np.cos(direction), py + step * np.sin(direction), pa
        else:
            x, y = rng.uniform(side, size - side, 2)
            a = rng.uniform(0, 90)
        if all(np.hypot(x - sx, y - sy) >= side * 0.98 for sx, sy, _ in spots) and \
                side * 0.75 < x < size - side * 0.75 and side * 0.75 < y < size - side * 0.75:
            spots.append((x, y, a))
    return spots


def dice_scene(seed: int, count: int | None = None, conditions: Conditions | None = None,
               size: int = 640, sides: tuple[float, float] = (0.08, 0.15), touching: float = 0.35) -> DiceScene:
    """``sides``: the dice's side as a share of the photo's, drawn between these (close-ups: larger);
    ``touching``: the chance that a die is laid edge to edge against the one before."""
    rng = np.random.default_rng(seed)
    conditions = conditions or Conditions.drawn(rng)
    count = int(rng.integers(1, 7)) if count is None else count
    scene = table_texture(rng, (size, size)).astype(np.float32)
    side = int(rng.uniform(*sides) * size)
    palette = PALETTE[rng.integers(len(PALETTE))]  # one set per scene, sometimes a second colour
    second = PALETTE[rng.integers(len(PALETTE))]
    values = []
    for x, y, angle in place(rng, count, size, side, touching):
        body, pip = (palette if rng.random() < 0.6 else second)
        value = int(rng.integers(1, 7))
        jitter = rng.uniform(-10, 10, 3)
        sprite, mask = die_sprite(rng, value, side, np.float32(body) + jitter, np.float32(pip),
                                  glare=rng.random() < 0.4)
        paste(scene, sprite, mask, (x, y), angle, rng.uniform(0.85, 1.0), rng)
        values.append(value)
    image = photograph(np.clip(scene, 0, 255).astype(np.uint8), rng, conditions)
    return DiceScene(image, tuple(sorted(values)))


def tray_roll(seed: int, red: int, yellow: int, warm: float = 0.0) -> Image:
    """Catan's red and yellow dice in a pale tray (the red one on the left), the dice about as big as in
    real photos of a tray, lit by a lamp ``warm`` (0: white light, 1: a strong orange cast)."""
    rng = np.random.default_rng(seed)
    scene = np.float32(rng.uniform(170, 225)) + rng.normal(0, 3, (480, 640, 3)).astype(np.float32)
    for (body, pip), value, x in ((PALETTE[2], red, 220), (PALETTE[3], yellow, 420)):
        sprite, mask = die_sprite(rng, value, 40, np.float32(body), np.float32(pip), glare=False)
        paste(scene, sprite, mask, (x + rng.uniform(-30, 30), 240 + rng.uniform(-60, 60)), rng.uniform(0, 90), 1.0,
              rng)
    lamp = np.array([1 - 0.35 * warm, 1 - 0.1 * warm, 1.0], np.float32)  # B, G, R: a warm lamp dims blue
    return np.clip(scene * lamp, 0, 255).astype(np.uint8)
