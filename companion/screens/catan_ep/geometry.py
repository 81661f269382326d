"""Where hexes, intersections and sides fall on the screen (the kit's hex layout, companion/screens/kit/hexes.py)
named as the engine names them: an intersection is the top or bottom corner of a hex, a side its two ends. Pure
arithmetic, no Kivy: the map draws with it, and tests find where to tap with it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from companion.screens.kit.hexes import HexLayout, Point, extent, nearest
from games.catan_ep import Coord, Corner, Edge, corners_of, sides_of

__all__ = ["Layout", "Point", "board_corners", "board_edges", "extent", "nearest"]


@dataclass(frozen=True)
class Layout(HexLayout):
    def corner(self, corner: Corner) -> Point:
        return self.tip((corner.q, corner.r), corner.top)

    def edge(self, edge: Edge) -> Point:
        (ax, ay), (bx, by) = self.corner(edge.a), self.corner(edge.b)
        return (ax + bx) / 2, (ay + by) / 2


def board_corners(coords: Iterable[Coord]) -> list[Corner]:
    return sorted({c for at in coords for c in corners_of(*at)})


def board_edges(coords: Iterable[Coord]) -> list[Edge]:
    return sorted({e for at in coords for e in sides_of(*at)})
