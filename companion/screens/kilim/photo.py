"""A camera photo of a carpet with what was read drawn over it: each cell's motif as a small chip, the scoring
groups outlined (as on the scoring screen), cells to check in orange, cells that differ from the app's carpet
in blue, the tapped cell in white, and the corners tapped so far. A tap dispatches ``on_photo(x, y)`` in the
photo's own pixels (the screen decides which cell, or which corner, that is).

No OpenCV: the cells' outlines in the photo come with the reading (``GridReading.cell_outline``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from kivy.graphics import Color, Ellipse, Line, Rectangle
from kivy.graphics.texture import Texture
from kivy.metrics import dp
from kivy.uix.widget import Widget

from companion.screens.kilim.common import glyph_colour, motif_rgba
from companion.screens.kilim.grid import glyph_texture
from companion.screens.theme import RGBA, hex_rgba, theme

Cell = tuple[int, int]
Point = tuple[float, float]
DIFFER_RGBA = hex_rgba("#4dbfff")  # sky blue: apart from every motif and from the orange of a doubt
NO_TINT = hex_rgba("#ffffff")


def photo_texture(frame: Any) -> Texture:
    """A BGR uint8 photo (rows top-down) as a Kivy texture (rows bottom-up)."""
    height, width = frame.shape[:2]
    texture = Texture.create(size=(width, height), colorfmt="rgb")
    texture.blit_buffer(frame[::-1, :, ::-1].tobytes(), colorfmt="rgb", bufferfmt="ubyte")
    return texture


def inside(point: Point, polygon: list[Point]) -> bool:
    """Whether ``point`` lies in the convex or concave ``polygon`` (ray casting)."""
    x, y = point
    found = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            found = not found
    return found


@dataclass
class Overlay:
    """What is drawn over the photo; every cell's outline in photo pixels (TL, TR, BR, BL)."""

    outlines: dict[Cell, list[Point]] = field(default_factory=dict)
    labels: dict[Cell, str] = field(default_factory=dict)
    flagged: set[Cell] = field(default_factory=set)
    differ: set[Cell] = field(default_factory=set)
    selected: Cell | None = None
    groups: list[tuple[frozenset[Cell], RGBA, float]] = field(default_factory=list)
    corners: list[Point] = field(default_factory=list)

    def cell_at(self, point: Point) -> Cell | None:
        return next((cell for cell, outline in self.outlines.items() if inside(point, outline)), None)


class PhotoView(Widget):
    __events__ = ("on_photo",)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.texture: Texture | None = None
        self.photo_size = (1, 1)
        self.overlay = Overlay()
        self.bind(pos=self.redraw, size=self.redraw)

    def show(self, frame: Any | None, overlay: Overlay) -> None:
        if frame is not None:
            self.texture = photo_texture(frame)
            self.photo_size = (frame.shape[1], frame.shape[0])
        self.overlay = overlay
        self.redraw()

    # --- geometry: the photo fitted in the widget, aspect kept ---------------------------------------------
    def _scale(self) -> tuple[float, float, float]:
        width, height = self.photo_size
        scale = min(self.width / width, self.height / height)
        return scale, self.x + (self.width - width * scale) / 2, self.y + (self.height - height * scale) / 2

    def to_widget(self, point: Point) -> Point:
        scale, left, bottom = self._scale()
        return left + point[0] * scale, bottom + (self.photo_size[1] - point[1]) * scale

    def to_photo(self, x: float, y: float) -> Point:
        scale, left, bottom = self._scale()
        return (x - left) / scale, self.photo_size[1] - (y - bottom) / scale

    def on_touch_down(self, touch: Any) -> bool:
        if self.texture is not None and self.collide_point(*touch.pos):
            px, py = self.to_photo(*touch.pos)
            if 0 <= px < self.photo_size[0] and 0 <= py < self.photo_size[1]:
                self.dispatch("on_photo", px, py)
                return True
        return bool(super().on_touch_down(touch))

    def on_photo(self, x: float, y: float) -> None:
        pass

    # --- drawing ------------------------------------------------------------------------------------------
    def redraw(self, *_: Any) -> None:
        self.canvas.clear()
        if self.texture is None:
            return
        scale, left, bottom = self._scale()
        overlay = self.overlay
        with self.canvas:
            Color(*NO_TINT)
            Rectangle(texture=self.texture, pos=(left, bottom),
                      size=(self.photo_size[0] * scale, self.photo_size[1] * scale))
            for cell, letter in overlay.labels.items():
                self._chip(cell, letter)
            for cells, colour, width in overlay.groups:
                Color(*colour)
                self._outline(cells, width)
            for marked, colour in ((overlay.differ, DIFFER_RGBA), (overlay.flagged, theme.c.warning)):
                Color(*colour)
                for cell in marked:
                    self._outline({cell}, dp(2.5))
            if overlay.selected is not None:
                Color(*theme.c.focus)
                self._outline({overlay.selected}, dp(3.5))
            Color(*theme.c.notice)
            radius = dp(7)
            for corner in overlay.corners:
                x, y = self.to_widget(corner)
                Ellipse(pos=(x - radius, y - radius), size=(2 * radius, 2 * radius))

    def _chip(self, cell: Cell, letter: str) -> None:
        """The motif read in a cell: a small square of its colour with its letter, at the cell's centre."""
        points = [self.to_widget(p) for p in self.overlay.outlines[cell]]
        cx = sum(x for x, _ in points) / 4
        cy = sum(y for _, y in points) / 4
        side = max(dp(14), min(dp(30), abs(points[1][0] - points[0][0]) * 0.45))
        if letter == ".":
            return
        Color(*motif_rgba(letter))
        Rectangle(pos=(cx - side / 2, cy - side / 2), size=(side, side))
        texture = glyph_texture(letter, int(side * 0.7))
        Color(*glyph_colour(letter))
        Rectangle(texture=texture, size=texture.size, pos=(cx - texture.width / 2, cy - texture.height / 2))

    def _outline(self, cells: Iterable[Cell], width: float) -> None:
        """The outer border of ``cells``: each cell's edge drawn unless the neighbour across it is in the set."""
        cells = set(cells)
        for cell in cells:
            outline = self.overlay.outlines.get(cell)
            if outline is None:
                continue
            tl, tr, br, bl = (self.to_widget(p) for p in outline)
            row, col = cell
            for neighbour, (a, b) in (((row - 1, col), (tl, tr)), ((row, col + 1), (tr, br)),
                                      ((row + 1, col), (br, bl)), ((row, col - 1), (bl, tl))):
                if neighbour not in cells:
                    Line(points=[*a, *b], width=width)
