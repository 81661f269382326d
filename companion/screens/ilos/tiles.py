"""A tile drawn from its description (the view's TileSpec): sea, each land as a blob joined by a strip of land
to every stretch of coast its sides list, the spots on each land (pioneers in their owner's colour, buildings
marked), the ships on each land's coast, the pirate lair in a corner of the sea.

Stretch i of n on a side lies at (i + 1) / (n + 1) along the side, read clockwise (north west to east, east
north to south, south east to west, west south to north): the stretches two neighbouring tiles share then meet,
as games.ilos.archipelago matches them. Coordinates inside a tile are fractions: (0, 0) its south-west corner.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Mapping

from kivy.core.text import Label as CoreLabel
from kivy.graphics import Color, Ellipse, Line, Rectangle, Triangle
from kivy.uix.widget import Widget

from companion.screens.ilos.common import LAND_RGBA, RGBA, SEA_RGBA, SPOT_RGBA

Spec = Mapping[str, Any]
SIDES = ("north", "east", "south", "west")
ISLET_PLACES = ((0.5, 0.5), (0.3, 0.3), (0.7, 0.7), (0.3, 0.7), (0.7, 0.3), (0.5, 0.22), (0.5, 0.78))
LAIR_AT = (0.15, 0.85)


def turned(spec: Spec, turns: int) -> dict[str, Any]:
    """The description turned ``turns`` quarter turns clockwise (its west side becomes its north side)."""
    sides = [list(spec[name]) for name in SIDES]
    new = {name: sides[(i - turns) % 4] for i, name in enumerate(SIDES)}
    return {**spec, **new}


def side_point(side: int, i: int, n: int) -> tuple[float, float]:
    t = (i + 1) / (n + 1)
    return ((t, 1.0), (1.0, 1 - t), (1 - t, 0.0), (0.0, t))[side]


def stretches(spec: Spec) -> list[tuple[int, float, float]]:
    """(land, fx, fy) of every stretch of coast on the tile's edges."""
    found = []
    for side, name in enumerate(SIDES):
        lands = spec[name]
        for i, land in enumerate(lands):
            found.append((int(land), *side_point(side, i, len(lands))))
    return found


def land_centres(spec: Spec) -> list[tuple[float, float]]:
    """Where each land's blob is drawn: halfway between the tile's centre and its stretches; an islet (no
    stretch) in a free place."""
    centres: list[tuple[float, float] | None] = []
    points = stretches(spec)
    for land in range(int(spec["lands"])):
        mine = [(x, y) for lnd, x, y in points if lnd == land]
        if mine:
            ax, ay = sum(x for x, _ in mine) / len(mine), sum(y for _, y in mine) / len(mine)
            centres.append((0.25 + ax / 2, 0.25 + ay / 2))
        else:
            centres.append(None)
    placed = [c for c in centres if c is not None]
    result = []
    for centre in centres:
        if centre is None:
            centre = max(ISLET_PLACES, key=lambda p: min((math.dist(p, q) for q in placed), default=1.0))
            placed.append(centre)
        result.append(centre)
    return result


_TEXTURES: dict[tuple[str, int, bool], Any] = {}


def text_texture(text: str, font_size: int, bold: bool = True) -> Any:
    key = (text, font_size, bold)
    if key not in _TEXTURES:
        label = CoreLabel(text=text, font_size=font_size, bold=bold)
        label.refresh()
        _TEXTURES[key] = label.texture
    return _TEXTURES[key]


@dataclass
class Pieces:
    """What stands on a tile: pioneers by spot index (owner colour, building face or None), ships by land (owner
    colours), the ship on its lair (owner colour), and the label of each land (its island's number on the
    map; its own number in the tile entry)."""

    pioneers: dict[int, tuple[RGBA, str | None]] = field(default_factory=dict)
    ships: dict[int, list[RGBA]] = field(default_factory=dict)
    lair_ship: RGBA | None = None
    labels: list[str] = field(default_factory=list)


def draw_tile(spec: Spec, x: float, y: float, s: float, pieces: Pieces | None = None, alpha: float = 1.0) -> None:
    """Draw the tile in the current canvas context, its south-west corner at (x, y), ``s`` pixels a side."""
    pieces = pieces or Pieces()
    Color(*SEA_RGBA[:3], alpha)
    Rectangle(pos=(x + 1, y + 1), size=(s - 2, s - 2))
    lands = int(spec["lands"])
    centres = land_centres(spec)
    radius = s * (0.22 if lands <= 2 else 0.15)
    Color(*LAND_RGBA[:3], alpha)
    for land, fx, fy in stretches(spec):
        if land < lands:
            cx, cy = centres[land]
            Line(points=[x + cx * s, y + cy * s, x + fx * s, y + fy * s], width=max(2.0, s * 0.07), cap="none")
    for cx, cy in centres:
        Ellipse(pos=(x + cx * s - radius, y + cy * s - radius), size=(2 * radius, 2 * radius))
    _draw_spots(spec, centres, x, y, s, radius, pieces, alpha)
    _draw_ships(centres, x, y, s, radius, pieces, alpha)
    if spec.get("lair"):
        _draw_lair(x, y, s, pieces.lair_ship, alpha)
    for land, label in enumerate(pieces.labels[:lands]):
        if s < 40 or not label:
            continue
        texture = text_texture(label, max(10, int(s * 0.13)))
        cx, cy = centres[land]
        r = max(texture.width, texture.height) * 0.62
        Color(0.08, 0.10, 0.08, 0.8 * alpha)
        Ellipse(pos=(x + cx * s - r, y + cy * s - r), size=(2 * r, 2 * r))
        Color(1, 1, 1, alpha)
        Rectangle(texture=texture, size=texture.size,
                  pos=(x + cx * s - texture.width / 2, y + cy * s - texture.height / 2))


def _draw_spots(spec: Spec, centres: list[tuple[float, float]], x: float, y: float, s: float, radius: float,
                pieces: Pieces, alpha: float) -> None:
    by_land: dict[int, list[int]] = {}
    for index, spot in enumerate(spec["spots"]):
        by_land.setdefault(int(spot["land"]), []).append(index)
    dot = max(3.0, s * 0.05)
    for land, indices in by_land.items():
        if land >= len(centres):
            continue
        cx, cy = x + centres[land][0] * s, y + centres[land][1] * s
        ring = radius * 0.62
        for k, index in enumerate(indices):
            angle = math.pi / 2 - 2 * math.pi * (k + 0.5) / len(indices)
            px, py = cx + ring * math.cos(angle), cy + ring * math.sin(angle)
            owner = pieces.pioneers.get(index)
            if owner is not None:
                colour, building = owner
                Color(*colour[:3], alpha)
                Ellipse(pos=(px - dot * 1.8, py - dot * 1.8), size=(dot * 3.6, dot * 3.6))
                Color(0, 0, 0, alpha)
                Line(circle=(px, py, dot * 1.8), width=1)
                if building == "fort":
                    Color(*SPOT_RGBA["building"][:3], alpha)
                    Rectangle(pos=(px - dot, py - dot), size=(2 * dot, 2 * dot))
                    continue
                if building == "trading_post":
                    Color(*SPOT_RGBA["building"][:3], alpha)
                    Triangle(points=[px - dot * 1.2, py - dot, px + dot * 1.2, py - dot, px, py + dot * 1.2])
                    continue
            Color(*SPOT_RGBA[spec["spots"][index]["kind"]][:3], alpha)
            Ellipse(pos=(px - dot, py - dot), size=(2 * dot, 2 * dot))


def boat(px: float, py: float, size: float, colour: RGBA, alpha: float = 1.0) -> None:
    """A small ship: a hull and a sail, in its owner's colour with a dark outline."""
    Color(*colour[:3], alpha)
    Triangle(points=[px - size, py, px + size, py, px, py - size * 0.6])
    Triangle(points=[px - size * 0.1, py + size * 0.15, px - size * 0.1, py + size * 1.2, px + size * 0.8,
                     py + size * 0.15])
    Color(0.05, 0.05, 0.05, alpha)
    Line(points=[px - size, py, px + size, py, px, py - size * 0.6], close=True, width=1)


def _draw_ships(centres: list[tuple[float, float]], x: float, y: float, s: float, radius: float, pieces: Pieces,
                alpha: float) -> None:
    size = max(4.0, s * 0.06)
    for land, colours in pieces.ships.items():
        if land >= len(centres):
            continue
        cx, cy = x + centres[land][0] * s, y + centres[land][1] * s
        for k, colour in enumerate(colours):
            angle = math.radians(200 + 28 * k)
            px, py = cx + radius * 1.3 * math.cos(angle), cy + radius * 1.3 * math.sin(angle)
            boat(px, py, size, colour, alpha)


def _draw_lair(x: float, y: float, s: float, holder: RGBA | None, alpha: float) -> None:
    px, py = x + LAIR_AT[0] * s, y + LAIR_AT[1] * s
    r = max(4.0, s * 0.07)
    Color(0.05, 0.05, 0.05, alpha)
    Ellipse(pos=(px - r, py - r), size=(2 * r, 2 * r))
    Color(0.95, 0.95, 0.95, alpha)
    Line(points=[px - r * 0.55, py - r * 0.55, px + r * 0.55, py + r * 0.55], width=1.2)
    Line(points=[px - r * 0.55, py + r * 0.55, px + r * 0.55, py - r * 0.55], width=1.2)
    if holder is not None:
        boat(px + r * 2.2, py - r * 0.3, max(4.0, s * 0.06), holder, alpha)


class TilePicture(Widget):
    """One tile drawn to fit the widget (the exploration area, the tile entry's preview)."""

    def __init__(self, spec: Spec | None = None, pieces: Pieces | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.spec: Spec = spec or {"lands": 1, "spots": [], "north": [], "east": [], "south": [], "west": []}
        self.pieces = pieces
        self.bind(pos=self.redraw, size=self.redraw)

    def show(self, spec: Spec, pieces: Pieces | None = None) -> None:
        self.spec, self.pieces = spec, pieces
        self.redraw()

    def redraw(self, *_: Any) -> None:
        s = min(self.width, self.height)
        self.canvas.clear()
        with self.canvas:
            draw_tile(self.spec, self.x + (self.width - s) / 2, self.y + (self.height - s) / 2, s, self.pieces)
