"""Where hexes, intersections and sides fall on the screen: pointy-top hexes of ``size`` px (centre to corner),
axial (q, r) with y growing to the south, laid out from the board's north-west corner. Pure arithmetic, no Kivy:
the map draws with it, and tests find where to tap with it."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable

from games.catan_ep.hexgrid import Coord, Corner, Edge, corners_of, sides_of

ROOT3 = math.sqrt(3)
Point = tuple[float, float]


@dataclass(frozen=True)
class Layout:
    """``size``: centre to corner, px; ``left``/``top``: the board's west and north edges in axial units; the
    widget's own height ``height`` turns y to the south into Kivy's y to the north."""

    size: float
    left: float
    top: float
    height: float

    def centre(self, at: Coord) -> Point:
        q, r = at
        x = self.size * ROOT3 * (q + r / 2) - self.left * self.size
        y = self.size * 1.5 * r - self.top * self.size
        return x, self.height - y

    def corner(self, corner: Corner) -> Point:
        x, y = self.centre((corner.q, corner.r))
        return (x, y + self.size) if corner.top else (x, y - self.size)

    def edge(self, edge: Edge) -> Point:
        (ax, ay), (bx, by) = self.corner(edge.a), self.corner(edge.b)
        return (ax + bx) / 2, (ay + by) / 2

    def points(self, at: Coord) -> list[float]:
        """The hexagon's six corners, flat x, y, clockwise from the top (for Line and Mesh)."""
        found: list[float] = []
        for corner in corners_of(*at):
            found.extend(self.corner(corner))
        return found


def extent(coords: Iterable[Coord]) -> tuple[float, float, float, float]:
    """(left, top, width, height) of the board in units of ``size``, a margin of half a hex around it."""
    xs, ys = [], []
    for q, r in coords:
        xs.append(ROOT3 * (q + r / 2))
        ys.append(1.5 * r)
    if not xs:
        return 0.0, 0.0, 1.0, 1.0
    left, top = min(xs) - ROOT3 / 2 - 0.3, min(ys) - 1.3
    return left, top, max(xs) + ROOT3 / 2 + 0.3 - left, max(ys) + 1.3 - top


def board_corners(coords: Iterable[Coord]) -> list[Corner]:
    return sorted({c for at in coords for c in corners_of(*at)})


def board_edges(coords: Iterable[Coord]) -> list[Edge]:
    return sorted({e for at in coords for e in sides_of(*at)})


def nearest(point: Point, places: dict[object, Point], reach: float) -> object | None:
    """The place nearest ``point`` within ``reach`` px, or None."""
    best, best_d = None, reach
    for key, (x, y) in places.items():
        d = math.hypot(x - point[0], y - point[1])
        if d <= best_d:
            best, best_d = key, d
    return best
