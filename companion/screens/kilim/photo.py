"""A camera photo of one player's carpet: the camera screen's state (the reading, the table's corrections and
corners, its score next to the app's) and the widget drawing it with what was read over it. A tap calls
``on_photo(x, y)`` in the photo's own pixels. No OpenCV: the cells' outlines come with the reading.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

from kivy.graphics import Color, Rectangle
from kivy.graphics.texture import Texture
from kivy.metrics import dp
from kivy.uix.widget import Widget

from companion.screens.kilim.common import motif_rgba, points
from companion.screens.kilim.grid import Marks, Point, motif_glyph, outline
from companion.screens.kilim.scoring import highlights
from companion.screens.kit import map_draw
from companion.screens.theme import hex_rgba, theme
from games.base import N_
from games.kilim import Cell, KilimView, grid_of, score_grids

Message = tuple[str, dict[str, Any]]
MAX_SIDE = 20
DIFFER_RGBA = hex_rgba("#4dbfff")  # sky blue: apart from every motif and from the orange of a doubt
NO_TINT = hex_rgba("#ffffff")


def inside(point: Point, polygon: list[Point]) -> bool:
    """Whether ``point`` lies in the convex or concave ``polygon`` (ray casting)."""
    x, y = point
    found = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            found = not found
    return found


@dataclass
class CarpetPhoto:
    app: dict[Cell, str] = field(default_factory=dict)  # the app's carpet, moved to start at (0, 0)
    rows: int = 5  # a default size, for an empty carpet
    cols: int = 6
    frame: Any = None
    reading: Any = None  # a companion.vision.grid.GridReading
    labels: dict[Cell, str] = field(default_factory=dict)
    outlines: dict[Cell, list[Point]] = field(default_factory=dict)  # each cell's in the photo (TL, TR, BR, BL)
    corrected: set[Cell] = field(default_factory=set)
    selected: Cell | None = None
    teaching: bool = False
    choosing_corners: bool = False
    corners: list[Point] = field(default_factory=list)

    @staticmethod
    def for_carpet(grid: Mapping[Cell, str]) -> "CarpetPhoto":
        """Sized like the app's carpet (its bounding rectangle); a default size when it is empty."""
        if not grid:
            return CarpetPhoto()
        top, left = min(r for r, _ in grid), min(c for _, c in grid)
        app = {(r - top, c - left): letter for (r, c), letter in grid.items()}
        return CarpetPhoto(app, max(r for r, _ in app) + 1, max(c for _, c in app) + 1)

    # --- the camera's answers --------------------------------------------------------------------------------
    def start(self, teaching: bool) -> None:
        self.teaching, self.choosing_corners, self.corners = teaching, False, []

    def take(self, frame: Any, reading: Any) -> None:
        self.frame, self.reading, self.corrected, self.selected = frame, reading, set(), None
        self.outlines = {(r, c): reading.cell_outline(r, c) for r in range(self.rows) for c in range(self.cols)}
        if self.teaching:  # the app knows this carpet: its cells label the photo, the table corrects
            self.labels = {cell: self.app.get(cell, ".") for cell in self.outlines}
        else:
            self.labels = {divmod(i, self.cols): cell.label for i, cell in enumerate(reading.cells)}

    def tapped_corners(self) -> list[Point] | None:
        return list(self.corners) if len(self.corners) == 4 else None

    def add_corner(self, point: Point) -> bool:
        """One more corner tapped; True when the fourth is in (read the photo again with them)."""
        self.corners.append(point)
        self.choosing_corners = len(self.corners) < 4
        return not self.choosing_corners

    def resize(self, rows: int, cols: int) -> None:
        """Another grid size: the last photo must be read again."""
        self.rows, self.cols = max(1, min(MAX_SIDE, rows)), max(1, min(MAX_SIDE, cols))
        self.reading, self.labels, self.outlines, self.selected, self.corners = None, {}, {}, None, []

    # --- the table's taps ------------------------------------------------------------------------------------
    def select(self, point: Point) -> None:
        found = (cell for cell, outline in self.outlines.items() if inside(point, outline))
        self.selected = next(found, None) if self.reading is not None else None

    def correct(self, letter: str) -> None:
        """The selected cell holds ``letter``; the next cell still to check is selected."""
        if self.selected is None:
            return
        self.labels[self.selected] = letter
        self.corrected.add(self.selected)
        self.selected = min(self.flagged(), default=None)

    # --- what it shows ---------------------------------------------------------------------------------------
    def flagged(self) -> set[Cell]:
        if self.reading is None or self.teaching:
            return set()
        return set(self.reading.flagged()) - self.corrected

    def differ(self) -> set[Cell]:
        if self.reading is None or self.teaching:
            return set()
        return {cell for cell, letter in self.labels.items() if self.app.get(cell, ".") != letter}

    def grid(self) -> dict[Cell, str]:
        return {cell: letter for cell, letter in self.labels.items() if letter != "."}

    def labels_text(self) -> str:
        return "".join(self.labels.get((r, c), ".") for r in range(self.rows) for c in range(self.cols))

    def hint(self, waiting: bool, taught: bool) -> Message:
        if waiting:
            return N_("Reading the photo…"), {}
        if self.choosing_corners:
            return (N_("Tap the carpet's corners in order: top left, top right, bottom right, bottom left "
                       "({count} of 4)"), {"count": len(self.corners)})
        if self.reading is None:
            if not taught:
                return (N_("The camera does not know this box's motifs yet: lay a carpet the app knows under the "
                           "camera and tap Teach the motifs"), {})
            return N_("Lay the carpet under the camera, check its size, and tap Take a photo"), {}
        if self.reading.found_by == "whole image":  # before teaching: cells of a wrong outline teach wrong motifs
            return N_("The carpet's outline was not found: tap its four corners on the photo"), {}
        if self.teaching:
            return (N_("Teaching: the cells show the app's carpet. Tap a cell that is wrong, then its motif; "
                       "then save"), {})
        count = len(self.flagged())
        if count:
            return N_("Cells to check (orange): {count}. Tap a cell, then its motif"), {"count": count}
        return N_("Every cell was read with confidence; tap a cell to correct it"), {}

    def scores(self, view: KilimView, seat: int) -> tuple[Marks, list[Message]]:
        """The photographed carpet scored by Kilim's rules with the other players' carpets (the largest-group
        bonus compares them), next to what the app's own carpet scores; and its scoring groups, drawn over the
        photo as on the scoring screen."""
        grids = [grid_of(s.kilim) for s in view.seats]
        grids[seat] = self.grid()
        total = score_grids(grids, view.rules)[seat].total
        differ = len(self.differ())
        return highlights(grids, view.rules)[seat], [
            (N_("Photographed carpet: {points}; the app's carpet: {app_points}"),
             {"points": points(total), "app_points": points(view.scores[seat].total)}),
            (N_("Cells that differ from the app's carpet (blue): {count}"), {"count": differ}) if differ
            else (N_("The photo matches the app's carpet"), {})]


class PhotoView(Widget):
    def __init__(self, on_photo: Callable[[float, float], object], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_photo = on_photo
        self.texture: Texture | None = None
        self.photo_size = (1, 1)
        self.photo = CarpetPhoto()
        self.groups: Marks = []  # the scoring groups, as on the scoring screen
        self.bind(pos=self.redraw, size=self.redraw)

    def show(self, photo: CarpetPhoto, groups: Marks) -> None:
        if photo.frame is not None:  # a BGR uint8 photo, rows top-down; a Kivy texture is RGB, rows bottom-up
            self.photo_size = (photo.frame.shape[1], photo.frame.shape[0])
            self.texture = Texture.create(size=self.photo_size, colorfmt="rgb")
            self.texture.blit_buffer(photo.frame[::-1, :, ::-1].tobytes(), colorfmt="rgb", bufferfmt="ubyte")
        self.photo, self.groups = photo, groups
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
                self.on_photo(px, py)
                return True
        return bool(super().on_touch_down(touch))

    # --- drawing ------------------------------------------------------------------------------------------
    def redraw(self, *_: Any) -> None:
        self.canvas.clear()
        if self.texture is None:
            return
        scale, left, bottom = self._scale()
        photo = self.photo
        with self.canvas:
            Color(*NO_TINT)
            Rectangle(texture=self.texture, pos=(left, bottom),
                      size=(self.photo_size[0] * scale, self.photo_size[1] * scale))
            for cell, letter in photo.labels.items():
                self._chip(cell, letter)
            for cells, colour, width in self.groups:
                Color(*colour)
                self._outline(cells, width)
            for marked, colour in ((photo.differ(), DIFFER_RGBA), (photo.flagged(), theme.c.warning)):
                Color(*colour)
                for cell in marked:
                    self._outline({cell}, dp(2.5))
            if photo.selected is not None:
                Color(*theme.c.focus)
                self._outline({photo.selected}, dp(3.5))
            for corner in photo.corners if photo.choosing_corners else []:
                map_draw.disc(*self.to_widget(corner), dp(7), theme.c.notice)

    def _chip(self, cell: Cell, letter: str) -> None:
        """The motif read in a cell: a small square of its colour with its letter, at the cell's centre."""
        points = [self.to_widget(p) for p in self.photo.outlines[cell]]
        centre = (sum(x for x, _ in points) / 4, sum(y for _, y in points) / 4)
        side = max(dp(14), min(dp(30), abs(points[1][0] - points[0][0]) * 0.45))
        if letter != ".":
            map_draw.square(*centre, side / 2, motif_rgba(letter))
            motif_glyph(letter, centre, side * 0.7)

    def _outline(self, cells: Iterable[Cell], width: float) -> None:
        outline(cells, lambda cell: [self.to_widget(p) for p in self.photo.outlines.get(cell, [])] or None, width)
