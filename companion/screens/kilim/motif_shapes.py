"""The five motifs drawn as five shapes as well as five colours: a table with a colour-blind weaver tells a circle
from a star where it could not tell teal from indigo. The rulebook names no motif, so the app's letters A-E (the
headless carpet notation) never reach a player's screen; each motif is its colour and its shape.

Drawn with canvas instructions (no font has all five at the same weight), centred on a point, ``height`` high, in
the colour that reads on the motif's own (``theme.readable_on``).
"""

from __future__ import annotations

from math import cos, pi, sin
from typing import Any, Callable

from kivy.graphics import Canvas, Color, Ellipse, Line, Mesh, Triangle
from kivy.uix.widget import Widget

from companion.screens.kit import map_draw
from companion.screens.theme import RGBA

Draw = Callable[[float, float, float], None]


def _circle(x: float, y: float, r: float) -> None:
    Ellipse(pos=(x - r, y - r), size=(2 * r, 2 * r))


def _triangle(x: float, y: float, r: float) -> None:
    Triangle(points=[x - r, y - r * 0.85, x + r, y - r * 0.85, x, y + r])


def _square(x: float, y: float, r: float) -> None:
    """A frame, not a filled square: a filled one is a disc's twin at a glance."""
    side = r * 1.7
    Line(rectangle=(x - side / 2, y - side / 2, side, side), width=max(1.0, r * 0.16), joint="miter")


def _hourglass(x: float, y: float, r: float) -> None:
    """Two triangles tip to tip: no other motif has a waist."""
    Triangle(points=[x - r, y + r, x + r, y + r, x, y])
    Triangle(points=[x - r, y - r, x + r, y - r, x, y])


def _star(x: float, y: float, r: float) -> None:
    vertices = [x, y, 0.0, 0.0]
    for i in range(11):  # five points and five notches, the first repeated to close the fan
        radius = r if i % 2 == 0 else r * 0.45
        angle = pi / 2 + i * pi / 5
        vertices += [x + radius * cos(angle), y + radius * sin(angle), 0.0, 0.0]
    Mesh(vertices=vertices, indices=list(range(len(vertices) // 4)), mode="triangle_fan")


SHAPES: dict[str, Draw] = {"A": _circle, "B": _triangle, "C": _square, "D": _hourglass, "E": _star}


def draw(letter: str, centre: tuple[float, float], height: float, colour: RGBA, glyph: str) -> None:
    """The motif ``letter``'s shape, or, for a cell that is no motif (torn, perfect, unknown), its ``glyph``."""
    shape = SHAPES.get(letter)
    if shape is None:
        map_draw.text(glyph, *centre, height, colour)
        return
    Color(*colour)
    shape(centre[0], centre[1], height / 2)


def paint_on(widget: Widget, letter_of: Callable[[], str], colour_of: Callable[[], RGBA]) -> Callable[..., None]:
    """Keep the motif's shape drawn at the centre of ``widget`` (a canvas of its own in canvas.after, so the
    widget's own drawing stays) as it moves, grows or changes motif; returns the repaint, to call when the motif
    changes. A widget with no motif shape draws nothing here."""
    shape_canvas = Canvas()
    widget.canvas.after.add(shape_canvas)

    def repaint(*_: Any) -> None:
        shape_canvas.clear()
        letter = letter_of()
        if letter in SHAPES:
            with shape_canvas:
                draw(letter, widget.center, min(widget.width, widget.height) * 0.5, colour_of(), "")

    widget.bind(pos=repaint, size=repaint)
    return repaint
