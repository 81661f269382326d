"""Shapes a map draws into the canvas being drawn (call inside ``with widget.canvas``): a disc, a square, text
centred on a point, a filled hexagon. Sizes in px; ``r`` is a shape's half-width. Map art takes the game's own
colours (the cardboard's), so each takes an RGBA."""

from __future__ import annotations

from typing import Sequence

from kivy.graphics import Color, Ellipse, Mesh, Rectangle

from companion.screens.kit.map_text import text_texture
from companion.screens.theme import RGBA


def disc(x: float, y: float, r: float, colour: RGBA) -> None:
    Color(*colour)
    Ellipse(pos=(x - r, y - r), size=(2 * r, 2 * r))


def square(x: float, y: float, r: float, colour: RGBA) -> None:
    Color(*colour)
    Rectangle(pos=(x - r, y - r), size=(2 * r, 2 * r))


def text(words: str, x: float, y: float, height: float, colour: RGBA) -> None:
    """``words`` centred on (x, y), about ``height`` px high (a cached texture: kit/map_text.py)."""
    texture = text_texture(words, max(8, int(height)))
    Color(*colour)
    Rectangle(texture=texture, size=texture.size, pos=(x - texture.width / 2, y - texture.height / 2))


def hexagon(centre: tuple[float, float], corners: Sequence[float], colour: RGBA, inset: float = 1.0) -> None:
    """A filled hexagon: ``corners`` flat x, y (kit/hexes.HexLayout.hexagon), drawn ``inset`` times as large."""
    cx, cy = centre
    vertices = [cx, cy, 0.0, 0.0]
    for i in range(0, len(corners), 2):
        vertices += [cx + (corners[i] - cx) * inset, cy + (corners[i + 1] - cy) * inset, 0.0, 0.0]
    vertices += vertices[4:8]
    Color(*colour)
    Mesh(vertices=vertices, indices=list(range(len(vertices) // 4)), mode="triangle_fan")
