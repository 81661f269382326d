"""A tile drawn from its description (a TileSpec): sea, each land a blob joined by a strip of land to every stretch
of coast its sides list, its spots (pioneers in their owner's colour, buildings marked), its ships, the pirate lair.
Stretch i of n on a side lies at (i + 1) / (n + 1) along the side, read clockwise (north west to east, east
north to south, south east to west, west south to north): the stretches two neighbouring tiles share then meet,
as games.ilos.archipelago matches them. Coordinates inside a tile are fractions: (0, 0) its south-west corner.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from kivy.graphics import Color, Ellipse, Line, Rectangle, Triangle
from kivy.uix.widget import Widget

from companion.screens.kit.map_draw import disc, square, text
from companion.screens.kit.map_text import text_texture
from companion.screens.theme import RGBA, hex_rgba, theme
from games.ilos import BuildingKind, TileSpec

SIDES = ("north", "east", "south", "west")
DARK, LIGHT = theme.c.surface, theme.c.text  # outlines and a label's disc; a label's figure
ISLET_PLACES = ((0.5, 0.5), (0.3, 0.3), (0.7, 0.7), (0.3, 0.7), (0.7, 0.3), (0.5, 0.22), (0.5, 0.78))
LAIR_AT = (0.15, 0.85)
LAND_LETTERS = "ABCDEF"  # a tile not yet placed letters its lands (a placed one shows its islands' numbers)
# The tiles' own colours, as printed (sea, land, the spots' icons): a map's, not the app's furniture.
SPOT_RGBA: dict[str, RGBA] = {"ebony": hex_rgba("#5c381f"), "dye": hex_rgba("#9442ad"), "gold": hex_rgba("#f5c729"),
                              "spices": hex_rgba("#e66b1f"), "ruins": hex_rgba("#9e9e99"),
                              "building": hex_rgba("#f2f2eb")}
SEA_RGBA, LAND_RGBA = hex_rgba("#24547f"), hex_rgba("#8fa85c")


def stretches(spec: TileSpec) -> list[tuple[int, float, float]]:
    """(land, fx, fy) of every stretch of coast on the tile's edges."""
    return [(land, *((t, 1.0), (1.0, 1 - t), (1 - t, 0.0), (0.0, t))[side])
            for side, lands in enumerate(spec.sides) for i, land in enumerate(lands)
            for t in ((i + 1) / (len(lands) + 1),)]


def land_centres(spec: TileSpec) -> list[tuple[float, float]]:
    """Where each land's blob is drawn: halfway between the tile's centre and its stretches; an islet (no
    stretch) in a free place."""
    points = stretches(spec)
    centres: list[tuple[float, float] | None] = []
    for land in range(spec.lands):
        mine = [(x, y) for lnd, x, y in points if lnd == land]
        n = len(mine)
        centres.append((0.25 + sum(x for x, _ in mine) / n / 2, 0.25 + sum(y for _, y in mine) / n / 2) if n else None)
    placed = [c for c in centres if c is not None]
    for land, centre in enumerate(centres):
        if centre is None:  # an islet: the free place farthest from the rest
            centres[land] = max(ISLET_PLACES, key=lambda p: min((math.dist(p, q) for q in placed), default=1.0))
            placed.append(centres[land])  # type: ignore[arg-type]
    return [c for c in centres if c is not None]


@dataclass
class Pieces:
    """What stands on a tile: pioneers by spot index (owner colour, building face or None), ships by land (owner
    colours), the ship on its lair (owner colour), and the label of each land (its island's number on the
    map; its own number in the tile entry)."""

    pioneers: dict[int, tuple[RGBA, BuildingKind | None]] = field(default_factory=dict)
    ships: dict[int, list[RGBA]] = field(default_factory=dict)
    lair_ship: RGBA | None = None
    labels: list[str] = field(default_factory=list)


def land_letter(land: int) -> str:
    return LAND_LETTERS[land] if 0 <= land < len(LAND_LETTERS) else str(land + 1)


def land_pieces(spec: TileSpec) -> Pieces:
    return Pieces(labels=[land_letter(i) for i in range(spec.lands)])


def draw_tile(spec: TileSpec, x: float, y: float, s: float, pieces: Pieces, alpha: float = 1.0) -> None:
    """Draw the tile in the current canvas context, its south-west corner at (x, y), ``s`` pixels a side. Pieces
    and labels never shrink below what a chair reads (the theme's gap; its small type)."""
    square(x + s / 2, y + s / 2, s / 2 - 1, faded(SEA_RGBA, alpha))
    centres = land_centres(spec)
    radius = s * (0.22 if spec.lands <= 2 else 0.15)
    Color(*LAND_RGBA[:3], alpha)
    for land, fx, fy in stretches(spec):
        if land < spec.lands:
            cx, cy = centres[land]
            Line(points=[x + cx * s, y + cy * s, x + fx * s, y + fy * s], width=max(2.0, s * 0.07), cap="none")
    for cx, cy in centres:
        Ellipse(pos=(x + cx * s - radius, y + cy * s - radius), size=(2 * radius, 2 * radius))
    for land, label in enumerate(pieces.labels[:spec.lands]):
        size, (cx, cy) = max(theme.small, s * 0.16), centres[land]
        disc(x + cx * s, y + cy * s, max(text_texture(label, size).size) * 0.6, faded(DARK, 0.8 * alpha))
        text(label, x + cx * s, y + cy * s, size, faded(LIGHT, alpha))
    _draw_spots(spec, centres, x, y, s, radius, pieces, alpha)  # on the label: a piece is never hidden
    ship = max(theme.gap * 1.1, s * 0.085)
    for land, colours in pieces.ships.items():
        if land < len(centres):
            cx, cy = x + centres[land][0] * s, y + centres[land][1] * s
            for k, colour in enumerate(colours):
                angle = math.radians(200 + 40 * k)
                boat(cx + radius * 1.5 * math.cos(angle), cy + radius * 1.5 * math.sin(angle), ship, colour, alpha)
    if spec.lair:
        _draw_lair(x, y, s, pieces.lair_ship, alpha)


def _draw_spots(spec: TileSpec, centres: list[tuple[float, float]], x: float, y: float, s: float, radius: float,
                pieces: Pieces, alpha: float) -> None:
    by_land: dict[int, list[int]] = {}
    for index, spot in enumerate(spec.spots):
        by_land.setdefault(spot.land, []).append(index)
    dot = max(theme.gap / 2, s * 0.05)
    for land, indices in by_land.items():
        if land >= len(centres):
            continue
        cx, cy = x + centres[land][0] * s, y + centres[land][1] * s
        ring = max(radius * 0.85, dot * 2.4)
        for k, index in enumerate(indices):
            angle = math.pi / 2 - 2 * math.pi * (k + 0.5) / len(indices)
            px, py = cx + ring * math.cos(angle), cy + ring * math.sin(angle)
            colour, building = pieces.pioneers.get(index, (None, None))
            if colour is not None:  # a pioneer: a disc in its owner's colour, a building's shape on it
                ringed(px, py, dot * 1.8, colour, alpha, 1.2)
                Color(*SPOT_RGBA["building"][:3], alpha)
            if building is BuildingKind.FORT:
                Rectangle(pos=(px - dot, py - dot), size=(2 * dot, 2 * dot))
            elif building is BuildingKind.TRADING_POST:
                Triangle(points=[px - dot * 1.2, py - dot, px + dot * 1.2, py - dot, px, py + dot * 1.2])
            else:  # the spot's own colour (on the pioneer's disc, when one stands there)
                ringed(px, py, dot, SPOT_RGBA[spec.spots[index].kind.value], alpha, 1)


def faded(colour: RGBA, alpha: float) -> RGBA:
    return (*colour[:3], alpha)


def ringed(px: float, py: float, r: float, colour: RGBA, alpha: float, width: float) -> None:
    """A disc with a dark outline (a spot; a pioneer on it)."""
    disc(px, py, r, faded(colour, alpha))
    Color(*DARK[:3], alpha)
    Line(circle=(px, py, r), width=width)


def boat(px: float, py: float, size: float, colour: RGBA, alpha: float = 1.0) -> None:
    """A small ship: a hull and a sail, in its owner's colour with a dark outline."""
    Color(*colour[:3], alpha)
    Triangle(points=[px - size, py, px + size, py, px, py - size * 0.6])
    Triangle(points=[px - size * 0.1, py + size * 0.15, px - size * 0.1, py + size * 1.2, px + size * 0.8,
                     py + size * 0.15])
    Color(*DARK[:3], alpha)
    Line(points=[px - size, py, px + size, py, px, py - size * 0.6], close=True, width=1.2)


def _draw_lair(x: float, y: float, s: float, holder: RGBA | None, alpha: float) -> None:
    px, py = x + LAIR_AT[0] * s, y + LAIR_AT[1] * s
    r = max(theme.gap * 0.8, s * 0.07)
    disc(px, py, r, faded(DARK, alpha))
    Color(*LIGHT[:3], alpha)
    Line(points=[px - r * 0.55, py - r * 0.55, px + r * 0.55, py + r * 0.55], width=1.5)
    Line(points=[px - r * 0.55, py + r * 0.55, px + r * 0.55, py - r * 0.55], width=1.5)
    if holder is not None:
        boat(px + r * 2.2, py - r * 0.3, max(theme.gap * 1.1, s * 0.085), holder, alpha)


class TilePicture(Widget):
    """One tile drawn to fit the widget (the exploration area, the tile entry's drawing); ``picked``: outlined, as
    the exploration area's tile chosen."""

    picked = False

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.spec, self.pieces = TileSpec(1), Pieces()
        self.bind(pos=self.redraw, size=self.redraw)

    def show(self, spec: TileSpec, pieces: Pieces) -> None:
        self.spec, self.pieces = spec, pieces
        self.redraw()

    def redraw(self, *_: Any) -> None:
        s = min(self.width, self.height)
        self.canvas.clear()
        with self.canvas:
            draw_tile(self.spec, self.x + (self.width - s) / 2, self.y + (self.height - s) / 2, s, self.pieces)
            if self.picked:
                Color(*theme.c.focus)
                Line(rectangle=(self.x + 1, self.y + 1, self.width - 2, self.height - 2), width=2)
