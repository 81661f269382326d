"""Seeded photographs of dice as 3-D cubes under a perspective camera (real-table conditions).

The table is the plane z = 0 (unit: a die's side). Dice lie flat at any yaw; a pinhole camera (45-65 degree
field of view) looks at the tray from 0-35 degrees off vertical, so every die away from the point under the
camera shows one or two side faces, with their own foreshortened pips. Every face carries its pips
(opposite faces sum to 7); the top face's value is the truth. A directional light shades each face by its
normal and casts a soft shadow; then the camera's light falloff, blur, noise and JPEG (synth_camera).
Only cv2: each face is a flat texture warped onto its projected quad. Deterministic per seed.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import cv2
import numpy as np

from tests.vision.synth_camera import Conditions, Image, light, sensor, table_texture
from tests.vision.synth_dice import FACES, PALETTE

TEXTURE = 120  # pixels per face texture side
# A right-handed die: the value on the face whose outward normal is this axis (1-2-3 around one corner).
CANONICAL = {1: (0, 0, 1), 6: (0, 0, -1), 2: (0, 1, 0), 5: (0, -1, 0), 3: (1, 0, 0), 4: (-1, 0, 0)}
ROTATIONS = [np.array(m, float) for m in (
    [[s[0] if c == p[0] else 0 for c in range(3)], [s[1] if c == p[1] else 0 for c in range(3)],
     [s[2] if c == p[2] else 0 for c in range(3)]]
    for p in itertools.permutations(range(3)) for s in itertools.product((1, -1), repeat=3))
    if round(np.linalg.det(np.array(m, float))) == 1]  # the 24 turns of a cube


@dataclass(frozen=True)
class Dice3DScene:
    image: Image
    values: tuple[int, ...]  # ascending, as read-dice prints them
    tilt: float  # the camera's angle off vertical, degrees
    centres: tuple[tuple[float, float], ...]  # each top face's centre in the image, in the order of ``tops``
    tops: tuple[int, ...]


@dataclass(frozen=True)
class Camera:
    K: np.ndarray
    R: np.ndarray  # world -> camera
    t: np.ndarray
    position: np.ndarray

    def project(self, points: np.ndarray) -> np.ndarray:
        cam = points @ self.R.T + self.t
        uv = cam @ self.K.T
        return uv[:, :2] / uv[:, 2:3]

    def table_point(self, u: float, v: float) -> np.ndarray:
        ray = self.R.T @ np.linalg.solve(self.K, np.array([u, v, 1.0]))
        return self.position - ray * self.position[2] / ray[2]


def camera(rng: np.random.Generator, size: int, tilt: float, die_share: float) -> Camera:
    fov = np.deg2rad(rng.uniform(45, 65))
    f = size / 2 / np.tan(fov / 2)
    K = np.array([[f, 0, size / 2], [0, f, size / 2], [0, 0, 1]])
    azimuth, roll, t = rng.uniform(0, 2 * np.pi), rng.uniform(-np.pi, np.pi), np.deg2rad(tilt)
    forward = np.array([np.sin(t) * np.cos(azimuth), np.sin(t) * np.sin(azimuth), -np.cos(t)])
    right = np.array([np.sin(azimuth), -np.cos(azimuth), 0.0])
    down = np.cross(forward, right)
    right, down = np.cos(roll) * right + np.sin(roll) * down, -np.sin(roll) * right + np.cos(roll) * down
    R = np.stack([right, down, forward])
    distance = f / (die_share * size)  # a die at the aim point spans die_share of the frame
    position = -forward * distance  # aimed at the table's origin
    return Camera(K, R, -R @ position, position)


def face_texture(rng: np.random.Generator, value: int, body: np.ndarray, pip: np.ndarray, pip_share: float,
                 glare: bool) -> Image:
    """One face, flat, TEXTURE pixels square: body, a darker bevelled rim, the value's pips."""
    n = TEXTURE
    mask = np.zeros((n, n), np.uint8)
    cv2.rectangle(mask, (2, 2), (n - 3, n - 3), 255, -1)
    inside = np.clip(cv2.distanceTransform(mask, cv2.DIST_L2, 3) / (0.1 * n), 0, 1)[..., None]
    face = (body * (0.75 + 0.25 * inside)).astype(np.float32) * np.ones((n, n, 3), np.float32)
    offset, radius = n * rng.uniform(0.24, 0.28), n * pip_share
    turn = rng.integers(4)
    for dx, dy in FACES[value]:
        for _ in range(turn):
            dx, dy = -dy, dx
        r = radius * (1.3 if value == 1 else 1.0)
        cv2.circle(face, (int(round((n / 2 + dx * offset) * 8)), int(round((n / 2 + dy * offset) * 8))),
                   int(r * 8), tuple(float(c) for c in pip), -1, cv2.LINE_AA, shift=3)
    if glare:
        spot = np.zeros((n, n), np.float32)
        gx, gy = rng.uniform(0.2, 0.8, 2) * n
        cv2.ellipse(spot, (int(gx), int(gy)), (int(n * rng.uniform(0.08, 0.2)), int(n * rng.uniform(0.04, 0.1))),
                    rng.uniform(0, 180), 0, 360, 1.0, -1)
        spot = cv2.GaussianBlur(spot, (0, 0), n * 0.04) * rng.uniform(0.3, 0.6)
        face = face * (1 - spot[..., None]) + 255 * spot[..., None]
    return face


def orientation(rng: np.random.Generator, top: int) -> np.ndarray:
    """A random turn of the canonical die with ``top`` up."""
    options = [r for r in ROTATIONS if np.allclose(r @ CANONICAL[top], (0, 0, 1))]
    return options[rng.integers(len(options))]


def yaw(angle: float) -> np.ndarray:
    c, s = np.cos(angle), np.sin(angle)
    return np.array([[c, -s, 0], [s, c, 0], [0, 0, 1]])


def turned_towards(turn: np.ndarray, value: int, target: np.ndarray) -> float:
    """The yaw that points the face ``value`` (a side face under ``turn``) at the horizontal ``target``."""
    normal = turn @ CANONICAL[value]
    return float(np.arctan2(target[1], target[0]) - np.arctan2(normal[1], normal[0]))


def composite(canvas: np.ndarray, texture: Image, quad: np.ndarray, shade: float) -> None:
    n = TEXTURE
    src = np.float32([[0, 0], [n, 0], [n, n], [0, n]])
    H = cv2.getPerspectiveTransform(src, quad.astype(np.float32))
    h, w = canvas.shape[:2]
    warped = cv2.warpPerspective(texture * shade, H, (w, h), flags=cv2.INTER_LINEAR)
    cover = cv2.warpPerspective(np.ones((n, n), np.float32), H, (w, h), flags=cv2.INTER_LINEAR)[..., None]
    canvas[:] = canvas * (1 - cover) + warped * cover


def draw_die(canvas: np.ndarray, cam: Camera, centre: np.ndarray, rotation: np.ndarray, textures: dict[int, Image],
             sun: np.ndarray) -> None:
    for value, axis in CANONICAL.items():
        normal = rotation @ np.array(axis, float)
        mid = centre + normal * 0.5
        if normal @ (cam.position - mid) <= 1e-6:
            continue  # facing away from the camera
        # the texture's x and y directions on this face (any pair at right angles, same for every face)
        u = rotation @ np.array(np.roll(axis, 1), float)
        v = np.cross(normal, u)
        corners = np.array([mid - u / 2 - v / 2, mid + u / 2 - v / 2, mid + u / 2 + v / 2, mid - u / 2 + v / 2])
        shade = 0.38 + 0.72 * max(0.0, float(normal @ sun))
        composite(canvas, textures[value], cam.project(corners), shade)


def place(rng: np.random.Generator, cam: Camera, count: int, size: int,
          touching: float) -> list[tuple[np.ndarray, float]]:
    """Centres (on the table) and yaws of dice that do not overlap and lie wholly in the frame."""
    spots: list[tuple[np.ndarray, float]] = []
    for _ in range(3000):
        if len(spots) == count:
            break
        if spots and rng.random() < touching:
            previous, angle = spots[-1]
            step = rng.uniform(1.01, 1.08)
            direction = angle + np.pi / 2 * rng.integers(4)
            point = previous + step * np.array([np.cos(direction), np.sin(direction)])
        else:
            point = cam.table_point(*rng.uniform(0.12, 0.88, 2) * size)[:2]
            angle = rng.uniform(0, np.pi / 2)
        near = [np.hypot(*(point - p)) for p, a in spots]
        aligned = [abs(((a - angle) + np.pi / 4) % (np.pi / 2) - np.pi / 4) < 1e-6 for p, a in spots]
        if not all(d >= 1.5 or (ok and d >= 1.0) for d, ok in zip(near, aligned)):
            continue
        corners = np.array([[point[0] + dx, point[1] + dy, z] for dx in (-0.75, 0.75) for dy in (-0.75, 0.75)
                            for z in (0, 1)])
        seen = cam.project(corners)
        if seen.min() > 4 and seen.max() < size - 4 and (cam.R @ (corners - cam.position).T)[2].min() > 0:
            spots.append((point, angle))
    return spots


def dice3d_scene(seed: int, count: int | None = None, tilt: float | None = None, size: int = 640,
                 die_share: tuple[float, float] = (0.08, 0.13), touching: float = 0.3,
                 tops: tuple[int, ...] | None = None, front: int | None = None,
                 conditions: Conditions | None = None) -> Dice3DScene:
    """``tops``: the dice's values (else drawn); ``front``: the value of the side face turned towards the
    camera (else any), for named cases."""
    rng = np.random.default_rng(seed)
    tilt = float(rng.uniform(0, 35)) if tilt is None else tilt
    conditions = conditions or Conditions.drawn(rng, 0.8)
    count = (int(rng.integers(1, 7)) if count is None else count) if tops is None else len(tops)
    cam = camera(rng, size, tilt, float(rng.uniform(*die_share)))
    elevation, heading = np.deg2rad(rng.uniform(35, 75)), rng.uniform(0, 2 * np.pi)
    sun = np.array([np.cos(elevation) * np.cos(heading), np.cos(elevation) * np.sin(heading), np.sin(elevation)])
    # the table: a texture over the ground the frame sees, mapped by the table's homography
    ground = np.array([cam.table_point(u, v)[:2] for u in (0, size) for v in (0, size)])
    low, high = ground.min(axis=0), ground.max(axis=0)
    side = 900
    world_of_texture = np.array([[(high[0] - low[0]) / side, 0, low[0]], [0, (high[1] - low[1]) / side, low[1]],
                                 [0, 0, 1]])
    plane = cam.K @ np.column_stack([cam.R[:, 0], cam.R[:, 1], cam.t])
    table = table_texture(rng, (side, side)).astype(np.float32)
    canvas = cv2.warpPerspective(table, plane @ world_of_texture, (size, size), flags=cv2.INTER_LINEAR,
                                 borderMode=cv2.BORDER_REFLECT)
    spots = place(rng, cam, count, size, touching)
    palette, second = PALETTE[rng.integers(len(PALETTE))], PALETTE[rng.integers(len(PALETTE))]
    values = list(tops) if tops is not None else [int(rng.integers(1, 7)) for _ in spots]
    values = values[:len(spots)]
    # shadows first: each cube projected along the light onto the table, softened, plus a contact darkening
    shadow = np.zeros((size, size), np.float32)
    for point, angle in spots:
        cube = np.array([[dx, dy, z] for dx in (-0.5, 0.5) for dy in (-0.5, 0.5) for z in (0, 1)]) @ yaw(angle).T
        cube[:, :2] += point
        cast = cube - np.outer(cube[:, 2] / sun[2], sun)
        hull = cv2.convexHull(cam.project(cast).astype(np.float32))
        cv2.fillConvexPoly(shadow, np.round(hull * 8).astype(np.int32), 1.0, cv2.LINE_AA, shift=3)
    blur = max(1.0, size * float(die_share[0]) * 0.08)
    shadow = cv2.GaussianBlur(shadow, (0, 0), blur) * rng.uniform(0.35, 0.6)
    canvas *= 1 - shadow[..., None]
    centres = []
    order = sorted(range(len(spots)), key=lambda k: -float(np.linalg.norm(np.append(spots[k][0], 0.5) - cam.position)))
    for k in order:
        point, angle = spots[k]
        body, pip = palette if rng.random() < 0.6 else second
        body = np.float32(body) + rng.uniform(-10, 10, 3).astype(np.float32)
        pip_share = rng.uniform(0.07, 0.1)
        textures = {v: face_texture(rng, v, body, np.float32(pip), pip_share,
                                    glare=v == values[k] and rng.random() < 0.35) for v in CANONICAL}
        turn = orientation(rng, values[k])
        if front is not None:
            towards = cam.position[:2] - point
            angle = turned_towards(turn, front, towards) + rng.uniform(-0.15, 0.15)
        rotation = yaw(angle) @ turn
        centre = np.array([point[0], point[1], 0.5])
        draw_die(canvas, cam, centre, rotation, textures, sun)
    for k in range(len(spots)):
        centres.append(tuple(float(c) for c in cam.project(np.array([[spots[k][0][0], spots[k][0][1], 1.0]]))[0]))
    photo = sensor(light(np.clip(canvas, 0, 255).astype(np.uint8), rng, conditions.light), rng, conditions)
    return Dice3DScene(photo, tuple(sorted(values)), tilt, tuple(centres), tuple(values))
