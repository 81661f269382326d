"""Hex geometry of the board: pointy-top hexes in axial coordinates (q, r), their corners (intersections)
and sides (roads, sea routes). Pure functions of coordinates, with no notion of what lies on the map.

A corner is named by one of the two hexes that own it: every hex owns its top corner and its bottom corner, so
``Corner(q, r, top)`` is unique. A side is the pair of its two corners, in order (``Edge(a, b)``, a < b).
Directions, as axial steps: east (1, 0), north-east (1, -1), north-west (0, -1), west (-1, 0),
south-west (-1, 1), south-east (0, 1).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

Coord = tuple[int, int]


@dataclass(frozen=True, order=True)
class Corner:
    """An intersection: the top (``top=True``) or bottom corner of hex (q, r)."""

    q: int
    r: int
    top: bool


@dataclass(frozen=True, order=True)
class Edge:
    """A side between two hexes (a road's place, a sea route): its two corners, a < b."""

    a: Corner
    b: Corner

    @staticmethod
    def of(x: Corner, y: Corner) -> Edge:
        return Edge(min(x, y), max(x, y))

    @property
    def ends(self) -> tuple[Corner, Corner]:
        """The two intersections a ship on this route points at (bow and stern)."""
        return (self.a, self.b)


@functools.lru_cache(maxsize=None)
def corners_of(q: int, r: int) -> tuple[Corner, ...]:
    """The six corners of hex (q, r), clockwise from the top."""
    return (Corner(q, r, True), Corner(q + 1, r - 1, False), Corner(q, r + 1, True), Corner(q, r, False),
            Corner(q - 1, r + 1, True), Corner(q, r - 1, False))


@functools.lru_cache(maxsize=None)
def sides_of(q: int, r: int) -> tuple[Edge, ...]:
    """The six sides of hex (q, r), clockwise from the north-east side."""
    c = corners_of(q, r)
    return tuple(Edge.of(c[i], c[(i + 1) % 6]) for i in range(6))


@functools.lru_cache(maxsize=None)
def hexes_at(corner: Corner) -> tuple[Coord, Coord, Coord]:
    """The three hexes meeting at a corner."""
    q, r = corner.q, corner.r
    if corner.top:
        return ((q, r), (q, r - 1), (q + 1, r - 1))
    return ((q, r), (q, r + 1), (q - 1, r + 1))


@functools.lru_cache(maxsize=None)
def hexes_of(edge: Edge) -> tuple[Coord, Coord]:
    """The two hexes a side lies between."""
    shared = sorted(set(hexes_at(edge.a)) & set(hexes_at(edge.b)))
    return (shared[0], shared[1])


@functools.lru_cache(maxsize=None)
def edges_at(corner: Corner) -> tuple[Edge, ...]:
    """The three sides meeting at a corner."""
    found = {e for h in hexes_at(corner) for e in sides_of(*h) if corner in e.ends}
    return tuple(sorted(found))


def is_side(edge: Edge) -> bool:
    """True when ``edge`` is a real side: two neighbouring corners, in order (an Edge built by hand may be
    neither, and would then find no hexes, or a second name for a side already taken)."""
    return edge.a < edge.b and edge.b in neighbour_corners(edge.a)


def other_end(edge: Edge, corner: Corner) -> Corner:
    return edge.b if edge.a == corner else edge.a


@functools.lru_cache(maxsize=None)
def neighbour_corners(corner: Corner) -> tuple[Corner, ...]:
    """The corners one side away (the distance rule's neighbours)."""
    return tuple(other_end(e, corner) for e in edges_at(corner))


@functools.lru_cache(maxsize=None)
def next_edges(edge: Edge) -> tuple[Edge, ...]:
    """The sides sharing a corner with ``edge``: where a ship can go in one move."""
    return tuple(sorted({e for c in edge.ends for e in edges_at(c)} - {edge}))


def neighbours(q: int, r: int) -> tuple[Coord, ...]:
    return ((q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1))


def distance(a: Coord, b: Coord) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def edge_between(a: Coord, b: Coord) -> Edge:
    """The side two neighbouring hexes share (how a screen names the side tapped between them)."""
    shared = set(sides_of(*a)) & set(sides_of(*b))
    if len(shared) != 1:
        raise ValueError(f"hexes {a} and {b} are not neighbours")
    return shared.pop()


def corner_between(a: Coord, b: Coord, c: Coord) -> Corner:
    """The intersection where three hexes meet."""
    shared = set(corners_of(*a)) & set(corners_of(*b)) & set(corners_of(*c))
    if len(shared) != 1:
        raise ValueError(f"hexes {a}, {b} and {c} do not meet at one intersection")
    return shared.pop()
