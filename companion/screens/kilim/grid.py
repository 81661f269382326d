"""A kilim drawn as a grid (motifs, dominoes outlined, sewn scraps, a piece being placed, scoring groups) from the
public view: ``Carpet.of(view.seats[seat].kilim)``. A tap on a cell calls ``on_cell(row, col)``, if given.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence

from kivy.clock import Clock
from kivy.graphics import Color, Line, Rectangle
from kivy.metrics import dp
from kivy.uix.widget import Widget

from companion.screens.kilim import motif_shapes
from companion.screens.kilim.common import glyph, motif_rgba
from companion.screens.kit import map_draw
from companion.screens.theme import RGBA, readable_on, theme
from games.kilim import Carpet as Laid, Cell, grid_of

Point = tuple[float, float]
Marks = list[tuple[frozenset[Cell], RGBA, float]]  # outlines drawn over a kilim: cells, colour, width


@dataclass
class Carpet:
    """What a kilim shows: the top motif of each cell, its dominoes' cell pairs, the cells with a scrap."""

    top: dict[Cell, str] = field(default_factory=dict)
    dominoes: list[tuple[Cell, Cell]] = field(default_factory=list)
    scraps: set[Cell] = field(default_factory=set)

    @staticmethod
    def of(kilim: Laid) -> "Carpet":
        return Carpet(grid_of(kilim), [laid.cells() for laid in kilim.dominoes], {s.cell for s in kilim.scraps})

    def domino_at(self, cell: Cell) -> tuple[Cell, Cell] | None:
        return next((pair for pair in self.dominoes if cell in pair), None)


def motif_glyph(letter: str, centre: Point, height: float) -> None:
    """A motif's shape (or a torn or perfect cell's glyph), dark or light to read on its colour, centred."""
    motif_shapes.draw(letter, centre, height, readable_on(motif_rgba(letter)), glyph(letter))


def outline(cells: Iterable[Cell], corners: Callable[[Cell], Sequence[Point] | None], width: float) -> None:
    """The outer border of ``cells``: each cell's edge (between its ``corners`` TL, TR, BR, BL) drawn unless the
    neighbour across it is in the set."""
    cells = set(cells)
    for row, col in cells:
        found = corners((row, col))
        if found is None:
            continue
        tl, tr, br, bl = found
        for neighbour, (a, b) in (((row - 1, col), (tl, tr)), ((row, col + 1), (tr, br)),
                                  ((row + 1, col), (br, bl)), ((row, col - 1), (bl, tl))):
            if neighbour not in cells:
                Line(points=[*a, *b], width=width)


class KilimGrid(Widget):
    def __init__(self, on_cell: Callable[[int, int], object] | None = None, margin: int = 1, max_cell: float = 72,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_cell, self.margin, self.max_cell = on_cell, margin, max_cell
        self.carpet, self.refused, self.cell_size = Carpet(), False, theme.target
        self.preview: dict[Cell, str] = {}
        self.selected: set[Cell] = set()
        self.groups: Marks = []
        self.rows = self.cols = (0, 0)  # the first and last shown, a margin around the kilim
        self._laid: tuple[Any, ...] = ()  # what the canvas shows of the kilim (redraw)
        # drawn once a frame, just before it: a tap shows, fits and moves the grid, each of which used to draw it
        # all again (three redraws a tap of a full carpet)
        self.trigger_redraw = Clock.create_trigger(self.redraw, -1)
        self.bind(pos=self.trigger_redraw)

    # --- what it shows ----------------------------------------------------------------------------------
    def show(self, carpet: Carpet, preview: Mapping[Cell, str] | None = None, refused: bool = False,
             selected: Iterable[Cell] = (), groups: Iterable[tuple[frozenset[Cell], RGBA, float]] = ()) -> None:
        self.carpet, self.preview, self.refused = carpet, dict(preview or {}), refused
        self.selected, self.groups = set(selected), list(groups)
        cells = (set(carpet.top) | set(self.preview)) or {(0, 0), (0, 1)}
        rows, cols = [r for r, _ in cells], [c for _, c in cells]
        self.rows = (min(rows) - self.margin, max(rows) + self.margin)
        self.cols = (min(cols) - self.margin, max(cols) + self.margin)
        self.trigger_redraw()

    def fit(self, width: float, height: float) -> None:
        """Size the cells for the space given: as large as fits (up to max_cell); a grid one taps never
        goes under a touch target and scrolls instead."""
        count_r = self.rows[1] - self.rows[0] + 1
        count_c = self.cols[1] - self.cols[0] + 1
        size = min(width / count_c, height / count_r, dp(self.max_cell))
        if self.on_cell is not None:
            size = max(size, theme.target)  # every cell one taps is a touch target
        self.cell_size = max(size, 4.0)
        self.size_hint = (None, None)
        self.size = (self.cell_size * count_c, self.cell_size * count_r)
        self.trigger_redraw()

    # --- geometry ---------------------------------------------------------------------------------------
    def cell_pos(self, cell: Cell) -> tuple[float, float]:
        row, col = cell
        s = self.cell_size
        return self.x + (col - self.cols[0]) * s, self.top - (row - self.rows[0] + 1) * s

    def cell_at(self, x: float, y: float) -> Cell:
        s = self.cell_size
        return self.rows[0] + int((self.top - y) // s), self.cols[0] + int((x - self.x) // s)

    def cell_center(self, cell: Cell) -> tuple[float, float]:
        """Window-free centre of a cell in this widget's parent coordinates (tests tap it)."""
        x, y = self.cell_pos(cell)
        return x + self.cell_size / 2, y + self.cell_size / 2

    def on_touch_down(self, touch: Any) -> bool:
        if self.on_cell is not None and self.collide_point(*touch.pos):
            self.on_cell(*self.cell_at(*touch.pos))
            return True
        return bool(super().on_touch_down(touch))

    # --- drawing ----------------------------------------------------------------------------------------
    def redraw(self, *_: Any) -> None:
        """The kilim itself on the canvas, drawn again only when it, its groups or the grid's geometry changed;
        what a tap changes (the piece being placed, the selection) over it, on canvas.after, each time."""
        s = self.cell_size
        pad = max(1.0, s * 0.04)
        laid = (Carpet(dict(self.carpet.top), list(self.carpet.dominoes), set(self.carpet.scraps)), s,
                tuple(self.pos), self.rows, self.cols, list(self.groups))
        if laid != self._laid:
            self._laid = laid
            self.canvas.clear()
            with self.canvas:
                for row in range(self.rows[0], self.rows[1] + 1):
                    for col in range(self.cols[0], self.cols[1] + 1):
                        self._tile((row, col), self.carpet.top.get((row, col)), s, pad)
                Color(*theme.c.surface)
                for first, second in self.carpet.dominoes:
                    self._outline([first, second], max(1.5, s * 0.05))
                Color(*theme.c.focus)
                for cell in self.carpet.scraps:  # a sewn scrap: a corner fold
                    x, y = self.cell_pos(cell)
                    Line(points=[x + s * 0.62, y + s - pad, x + s - pad, y + s - pad, x + s - pad, y + s * 0.62],
                         width=max(1.2, s * 0.04))
                for cells, colour, width in self.groups:
                    Color(*colour)
                    self._outline(cells, width)
        self.canvas.after.clear()
        with self.canvas.after:
            for cell, letter in self.preview.items():
                self._tile(cell, letter, s, pad)
            if self.preview:
                Color(*(theme.c.danger if self.refused else theme.c.primary))
                self._outline(self.preview, max(2.0, s * 0.07))
            if self.selected:
                Color(*theme.c.focus)
                self._outline(self.selected, max(2.0, s * 0.06))

    def _tile(self, cell: Cell, letter: str | None, s: float, pad: float) -> None:
        x, y = self.cell_pos(cell)
        Color(*(motif_rgba(letter) if letter else theme.c.raised))
        Rectangle(pos=(x + pad, y + pad), size=(s - 2 * pad, s - 2 * pad))
        if letter and s >= 14:
            motif_glyph(letter, (x + s / 2, y + s / 2), s * 0.5)

    def _outline(self, cells: Iterable[Cell], width: float) -> None:
        """The outer border of ``cells``, drawn inside them (half the line's width in)."""
        s, inset = self.cell_size, width / 2

        def corners(cell: Cell) -> list[Point]:
            x, y = self.cell_pos(cell)
            return [(x + inset, y + s - inset), (x + s - inset, y + s - inset), (x + s - inset, y + inset),
                    (x + inset, y + inset)]

        outline(cells, corners, width)
