"""The archipelago as the public view shows it: every placed tile on its square of the grid (x to the east, y to
the south), the free places next to it where a tile may go (a '+'), the tile being placed (outlined green, or
red when the rules refuse it there) and the selected tile. A tap dispatches ``on_cell(x, y)``.

Every cell is a touch target: the grid never draws a cell under 48 px and scrolls instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from kivy.clock import Clock
from kivy.graphics import Color, Line, Rectangle
from kivy.metrics import dp
from kivy.uix.widget import Widget

from companion.screens.ilos.common import View, island_label, seat_rgba
from companion.screens.ilos.tiles import Pieces, draw_tile, text_texture

Cell = tuple[int, int]
MIN_CELL = 56  # px: a tile is a touch target with room for its spots
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))
EMPTY_RGBA = (0.10, 0.12, 0.15, 1)
FREE_RGBA = (0.45, 0.55, 0.65, 1)
OK_RGBA = (0.45, 0.95, 0.55, 1)
REFUSED_RGBA = (1.0, 0.35, 0.30, 1)


@dataclass
class Preview:
    """A tile of the exploration area shown where it would go, turned as chosen."""

    spec: Mapping[str, Any]
    cell: Cell
    refused: bool
    labels: list[str]


def places(view: View) -> list[Cell]:
    """The free places next to the map (the centre of the table when it is empty)."""
    taken = {(t["x"], t["y"]) for t in view["tiles"]}
    if not taken:
        return [(0, 0)]
    return sorted({(x + dx, y + dy) for x, y in taken for dx, dy in STEPS} - taken)


def pieces_of(view: View, tile: int) -> Pieces:
    """What stands on placed tile ``tile``: pioneers, ships on its lands' coasts, the ship on its lair."""
    pieces = Pieces(labels=[island_label(i) for i in view["tiles"][tile]["islands"]])
    for pioneer in view["pioneers"]:
        if pioneer["tile"] == tile:
            pieces.pioneers[pioneer["spot"]] = (seat_rgba(view, pioneer["seat"]), pioneer["building"])
    for ship in view["ships"]:
        if ship["tile"] != tile:
            continue
        if ship["land"] is None:
            pieces.lair_ship = seat_rgba(view, ship["seat"])
        else:
            pieces.ships.setdefault(ship["land"], []).append(seat_rgba(view, ship["seat"]))
    return pieces


class IlosMap(Widget):
    __events__ = ("on_cell",)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.view: View | None = None
        self.free: list[Cell] = []
        self.selected: Cell | None = None
        self.preview: Preview | None = None
        self.cell_size = float(MIN_CELL)
        self.xs = (0, 0)
        self.ys = (0, 0)
        self.trigger_redraw = Clock.create_trigger(self.redraw)
        self.bind(pos=self.trigger_redraw, size=self.trigger_redraw)

    # --- what it shows ----------------------------------------------------------------------------------
    def show(self, view: View, free: list[Cell], selected: Cell | None = None, preview: Preview | None = None) -> None:
        self.view, self.free, self.selected, self.preview = view, free, selected, preview
        cells = [(t["x"], t["y"]) for t in view["tiles"]] + list(free) + [(0, 0)]
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        self.xs, self.ys = (min(xs), max(xs)), (min(ys), max(ys))

    def fit(self, width: float, height: float) -> None:
        """As large as fits (up to 150 px a tile), never under MIN_CELL: the map scrolls instead."""
        columns = self.xs[1] - self.xs[0] + 1
        rows = self.ys[1] - self.ys[0] + 1
        size = min(width / columns, height / rows, dp(150))
        self.cell_size = max(size, float(MIN_CELL))
        self.size_hint = (None, None)
        self.size = (self.cell_size * columns, self.cell_size * rows)

    # --- geometry ---------------------------------------------------------------------------------------
    def cell_pos(self, cell: Cell) -> tuple[float, float]:
        x, y = cell
        s = self.cell_size
        return self.x + (x - self.xs[0]) * s, self.top - (y - self.ys[0] + 1) * s

    def cell_at(self, px: float, py: float) -> Cell:
        s = self.cell_size
        return self.xs[0] + int((px - self.x) // s), self.ys[0] + int((self.top - py) // s)

    def cell_center(self, cell: Cell) -> tuple[float, float]:
        """The centre of a cell in this widget's parent coordinates (tests tap it)."""
        x, y = self.cell_pos(cell)
        return x + self.cell_size / 2, y + self.cell_size / 2

    def on_touch_down(self, touch: Any) -> bool:
        if self.collide_point(*touch.pos):
            self.dispatch("on_cell", *self.cell_at(*touch.pos))
            return True
        return bool(super().on_touch_down(touch))

    def on_cell(self, x: int, y: int) -> None:
        pass

    # --- drawing ----------------------------------------------------------------------------------------
    def redraw(self, *_: Any) -> None:
        self.canvas.clear()
        view = self.view
        if view is None:
            return
        s = self.cell_size
        with self.canvas:
            Color(*EMPTY_RGBA)
            Rectangle(pos=self.pos, size=self.size)
            for index, placed in enumerate(view["tiles"]):
                x, y = self.cell_pos((placed["x"], placed["y"]))
                draw_tile(placed["tile"], x, y, s, pieces_of(view, index))
            for cell in self.free:
                x, y = self.cell_pos(cell)
                Color(*FREE_RGBA)
                Line(rectangle=(x + 4, y + 4, s - 8, s - 8), dash_length=6, dash_offset=4)
                texture = text_texture("+", max(12, int(s * 0.3)))
                Rectangle(texture=texture, size=texture.size,
                          pos=(x + (s - texture.width) / 2, y + (s - texture.height) / 2))
            if self.preview is not None:
                x, y = self.cell_pos(self.preview.cell)
                draw_tile(self.preview.spec, x, y, s, Pieces(labels=self.preview.labels), alpha=0.85)
                Color(*(REFUSED_RGBA if self.preview.refused else OK_RGBA))
                Line(rectangle=(x + 2, y + 2, s - 4, s - 4), width=max(2.0, s * 0.03))
            if self.selected is not None:
                x, y = self.cell_pos(self.selected)
                Color(1, 1, 1, 1)
                Line(rectangle=(x + 2, y + 2, s - 4, s - 4), width=max(2.0, s * 0.03))
