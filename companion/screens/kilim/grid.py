"""A kilim drawn as a grid: each motif in its colour, dominoes outlined, sewn scraps marked, a domino being
placed shown over it, scoring groups outlined. A tap on a cell dispatches ``on_cell(row, col)``.

The grid reads one seat's kilim from the public view (laid pieces are public): ``Carpet.of(kilim_json)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from kivy.core.text import Label as CoreLabel
from kivy.graphics import Color, Line, Rectangle
from kivy.metrics import dp
from kivy.uix.widget import Widget

from companion.screens.kilim.common import MOTIF_RGBA, glyph, glyph_colour
from companion.screens.theme import RGBA, theme

Cell = tuple[int, int]
STEP = {"right": (0, 1), "down": (1, 0), "left": (0, -1), "up": (-1, 0)}  # a domino's second cell from its first
Marks = list[tuple[frozenset[Cell], RGBA, float]]  # outlines drawn over a kilim: cells, colour, width


@dataclass
class Carpet:
    """What a kilim shows: the top motif of each cell, its dominoes' cell pairs, the cells with a scrap."""

    top: dict[Cell, str] = field(default_factory=dict)
    dominoes: list[tuple[Cell, Cell]] = field(default_factory=list)
    scraps: set[Cell] = field(default_factory=set)

    @staticmethod
    def of(kilim: Mapping[str, Any]) -> "Carpet":
        carpet = Carpet()
        for laid in kilim["dominoes"]:
            at = laid["at"]
            step = STEP[at["direction"]]
            first = (at["row"], at["col"])
            second = (first[0] + step[0], first[1] + step[1])
            carpet.top[first], carpet.top[second] = laid["domino"]["first"], laid["domino"]["second"]
            carpet.dominoes.append((first, second))
        for scrap in kilim["scraps"]:
            cell = (scrap["row"], scrap["col"])
            carpet.top[cell] = scrap["motif"]
            carpet.scraps.add(cell)
        return carpet

    def domino_at(self, cell: Cell) -> tuple[Cell, Cell] | None:
        return next((pair for pair in self.dominoes if cell in pair), None)


_TEXTURES: dict[tuple[str, int], Any] = {}


def glyph_texture(letter: str, font_size: int) -> Any:
    """A motif's letter drawn once per size (a redraw of a large kilim would otherwise render every cell)."""
    key = (letter, font_size)
    if key not in _TEXTURES:
        label = CoreLabel(text=glyph(letter), font_size=font_size, bold=True)
        label.refresh()
        _TEXTURES[key] = label.texture
    return _TEXTURES[key]


class KilimGrid(Widget):
    __events__ = ("on_cell",)

    def __init__(self, interactive: bool = True, margin: int = 1, max_cell: float = 72, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.interactive = interactive
        self.margin = margin
        self.max_cell = max_cell
        self.carpet = Carpet()
        self.preview: dict[Cell, str] = {}
        self.refused = False
        self.selected: set[Cell] = set()
        self.groups: Marks = []
        self.cell_size = theme.target
        self.rows = (0, 0)
        self.cols = (0, 0)
        self.bind(pos=self.redraw)

    # --- what it shows ----------------------------------------------------------------------------------
    def show(self, carpet: Carpet, preview: Mapping[Cell, str] | None = None, refused: bool = False,
             selected: Iterable[Cell] = (),
             groups: Iterable[tuple[frozenset[Cell], RGBA, float]] = ()) -> None:
        self.carpet = carpet
        self.preview = dict(preview or {})
        self.refused = refused
        self.selected = set(selected)
        self.groups = list(groups)
        cells = set(carpet.top) | set(self.preview)
        if not cells:
            cells = {(0, 0), (0, 1)}
        rows = [r for r, _ in cells]
        cols = [c for _, c in cells]
        self.rows = (min(rows) - self.margin, max(rows) + self.margin)
        self.cols = (min(cols) - self.margin, max(cols) + self.margin)
        self.redraw()

    def fit(self, width: float, height: float) -> None:
        """Size the cells for the space given: as large as fits (up to max_cell); an interactive grid never
        goes under a touch target and scrolls instead."""
        count_r = self.rows[1] - self.rows[0] + 1
        count_c = self.cols[1] - self.cols[0] + 1
        size = min(width / count_c, height / count_r, dp(self.max_cell))
        if self.interactive:
            size = max(size, theme.target)  # every cell one taps is a touch target
        self.cell_size = max(size, 4.0)
        self.size_hint = (None, None)
        self.size = (self.cell_size * count_c, self.cell_size * count_r)
        self.redraw()

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
        if self.interactive and self.collide_point(*touch.pos):
            self.dispatch("on_cell", *self.cell_at(*touch.pos))
            return True
        return bool(super().on_touch_down(touch))

    def on_cell(self, row: int, col: int) -> None:
        pass

    # --- drawing ----------------------------------------------------------------------------------------
    def redraw(self, *_: Any) -> None:
        s = self.cell_size
        pad = max(1.0, s * 0.04)
        self.canvas.clear()
        with self.canvas:
            for row in range(self.rows[0], self.rows[1] + 1):
                for col in range(self.cols[0], self.cols[1] + 1):
                    x, y = self.cell_pos((row, col))
                    letter = self.carpet.top.get((row, col))
                    Color(*(MOTIF_RGBA[letter] if letter else theme.c.raised))
                    Rectangle(pos=(x + pad, y + pad), size=(s - 2 * pad, s - 2 * pad))
                    if letter:
                        self._glyph(letter, x, y, 1.0)
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
            for cell, letter in self.preview.items():
                x, y = self.cell_pos(cell)
                Color(*MOTIF_RGBA[letter])
                Rectangle(pos=(x + pad, y + pad), size=(s - 2 * pad, s - 2 * pad))
                self._glyph(letter, x, y, 1.0)
            if self.preview:
                Color(*(theme.c.danger if self.refused else theme.c.primary))
                self._outline(self.preview, max(2.0, s * 0.07))
            if self.selected:
                Color(*theme.c.focus)
                self._outline(self.selected, max(2.0, s * 0.06))

    def _glyph(self, letter: str, x: float, y: float, alpha: float) -> None:
        s = self.cell_size
        if s < 14:
            return
        texture = glyph_texture(letter, int(s * 0.5))
        Color(*glyph_colour(letter)[:3], alpha)
        Rectangle(texture=texture, size=texture.size,
                  pos=(x + (s - texture.width) / 2, y + (s - texture.height) / 2))

    def _outline(self, cells: Iterable[Cell], width: float) -> None:
        """Lines along the edges of ``cells`` that no other cell of the set shares: its outer border."""
        cells = set(cells)
        s = self.cell_size
        inset = width / 2
        for cell in cells:
            x, y = self.cell_pos(cell)
            row, col = cell
            if (row - 1, col) not in cells:
                Line(points=[x, y + s - inset, x + s, y + s - inset], width=width)
            if (row + 1, col) not in cells:
                Line(points=[x, y + inset, x + s, y + inset], width=width)
            if (row, col - 1) not in cells:
                Line(points=[x + inset, y, x + inset, y + s], width=width)
            if (row, col + 1) not in cells:
                Line(points=[x + s - inset, y, x + s - inset, y + s], width=width)
