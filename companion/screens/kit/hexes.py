"""Where the hexes of a hex map fall on the screen: pointy-top hexes ``size`` px from centre to corner, axial
(q, r) with r growing to the south, laid out from the board's north-west corner. Pure arithmetic, no Kivy and no
game: a game's map draws with it, finds the place a finger touched, and its tests find where to tap."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Mapping, TypeVar

ROOT3 = math.sqrt(3)
Point = tuple[float, float]
Axial = tuple[int, int]
K = TypeVar("K")
# A hexagon's six corners clockwise from the top, in units of ``size`` (Kivy's y grows to the north).
CORNERS = ((0.0, 1.0), (ROOT3 / 2, 0.5), (ROOT3 / 2, -0.5), (0.0, -1.0), (-ROOT3 / 2, -0.5), (-ROOT3 / 2, 0.5))


@dataclass(frozen=True)
class HexLayout:
    """``size``: centre to corner, px; ``left``/``top``: the board's west and north edges in units of ``size``;
    ``height``: the widget's own height, which turns y to the south into Kivy's y to the north."""

    size: float
    left: float
    top: float
    height: float

    def centre(self, at: Axial) -> Point:
        q, r = at
        x = self.size * ROOT3 * (q + r / 2) - self.left * self.size
        y = self.size * 1.5 * r - self.top * self.size
        return x, self.height - y

    def tip(self, at: Axial, top: bool) -> Point:
        """The hex's top (or bottom) corner."""
        x, y = self.centre(at)
        return (x, y + self.size) if top else (x, y - self.size)

    def hexagon(self, at: Axial) -> list[float]:
        """The six corners, flat x, y, clockwise from the top (for Line and Mesh)."""
        x, y = self.centre(at)
        return [v for dx, dy in CORNERS for v in (x + dx * self.size, y + dy * self.size)]


def extent(coords: Iterable[Axial]) -> tuple[float, float, float, float]:
    """(left, top, width, height) of the board in units of ``size``, a margin of half a hex around it."""
    xs, ys = [], []
    for q, r in coords:
        xs.append(ROOT3 * (q + r / 2))
        ys.append(1.5 * r)
    if not xs:
        return 0.0, 0.0, 1.0, 1.0
    left, top = min(xs) - ROOT3 / 2 - 0.3, min(ys) - 1.3
    return left, top, max(xs) + ROOT3 / 2 + 0.3 - left, max(ys) + 1.3 - top


def nearest(point: Point, places: Mapping[K, Point], reach: float) -> K | None:
    """The place nearest ``point`` within ``reach`` px, or None."""
    best, best_d = None, reach
    for key, (x, y) in places.items():
        d = math.hypot(x - point[0], y - point[1])
        if d <= best_d:
            best, best_d = key, d
    return best
