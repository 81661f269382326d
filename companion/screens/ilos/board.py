"""The Ilos board in the frame's ``main``: the exploration area on top (tap a tile to choose it for the place being
explored) and the archipelago below: every placed tile on its square (x to the east, y to the south), a '+' on each
free place, the tile being explored where it would go (outlined in the danger colour where the engine's legal places
do not hold it) and the selected tile. No cell is drawn under MIN_CELL touch targets: the grid scrolls instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Collection

from kivy.clock import Clock
from kivy.graphics import Color, Line, Rectangle
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.relativelayout import RelativeLayout
from kivy.uix.scrollview import ScrollView
from kivy.uix.widget import Widget

from companion.screens.ilos.common import island_label
from companion.screens.ilos.panel import Selection
from companion.screens.ilos.tiles import Pieces, TilePicture, draw_tile, land_pieces
from companion.screens.kit.map_draw import text
from companion.screens.theme import player_colour, theme
from companion.screens.widgets import fit_in_scroll
from games.ilos import IlosView, Phase, TileSpec, frontier, turned

Cell = tuple[int, int]
MIN_CELL, MAX_CELL = 1.75, 3.2  # in touch targets: a tile shows its pieces at a chair's reading size


@dataclass(frozen=True)
class Preview:
    """A tile of the exploration area shown where it would go, turned as chosen."""

    spec: TileSpec
    cell: Cell
    refused: bool


def pieces_of(view: IlosView, tile: int) -> Pieces:
    """What stands on placed tile ``tile``: pioneers, ships on its lands' coasts, the ship on its lair."""
    def rgba(seat: int) -> Any:
        return player_colour(view.players[seat].colour).rgba

    pieces = Pieces(labels=[island_label(i) for i in view.tiles[tile].islands])
    for pioneer in view.pioneers:
        if pioneer.tile == tile:
            pieces.pioneers[pioneer.spot] = (rgba(pioneer.seat), pioneer.building)
    for ship in view.ships:
        if ship.tile == tile and ship.land is None:
            pieces.lair_ship = rgba(ship.seat)
        elif ship.tile == tile and ship.land is not None:
            pieces.ships.setdefault(ship.land, []).append(rgba(ship.seat))
    return pieces


class IlosMap(Widget):
    def __init__(self, on_cell: Callable[[int, int], Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_cell = on_cell
        self.view: IlosView | None = None
        self.free: list[Cell] = []
        self.selected: Cell | None = None
        self.preview: Preview | None = None
        self.cell_size = theme.target * MIN_CELL
        self.xs = self.ys = (0, 0)
        self.drawn: tuple[Any, ...] = ()
        self.trigger_redraw = Clock.create_trigger(self.redraw)
        self.bind(pos=self.trigger_redraw, size=self.trigger_redraw)

    def show(self, view: IlosView, free: list[Cell], selected: Cell | None = None,
             preview: Preview | None = None) -> None:
        self.view, self.free, self.selected, self.preview = view, free, selected, preview
        cells = [(t.x, t.y) for t in view.tiles] + list(free) + [(0, 0)]
        self.xs = (min(x for x, _ in cells), max(x for x, _ in cells))
        self.ys = (min(y for _, y in cells), max(y for _, y in cells))

    def fit(self, width: float, height: float) -> None:
        """As large as fits, between MIN_CELL and MAX_CELL touch targets a tile: the map scrolls instead."""
        columns, rows = self.xs[1] - self.xs[0] + 1, self.ys[1] - self.ys[0] + 1
        size = min(width / columns, height / rows, theme.target * MAX_CELL)
        self.cell_size = max(size, theme.target * MIN_CELL)
        self.size_hint = (None, None)
        self.size = (self.cell_size * columns, self.cell_size * rows)

    def cell_pos(self, cell: Cell) -> tuple[float, float]:
        x, y = cell
        s = self.cell_size
        return self.x + (x - self.xs[0]) * s, self.top - (y - self.ys[0] + 1) * s

    def cell_at(self, px: float, py: float) -> Cell:
        s = self.cell_size
        return self.xs[0] + int((px - self.x) // s), self.ys[0] + int((self.top - py) // s)

    def on_touch_down(self, touch: Any) -> bool:
        if not self.collide_point(*touch.pos):
            return bool(super().on_touch_down(touch))
        self.on_cell(*self.cell_at(*touch.pos))  # a cell is wider than MIN_CELL touch targets: no tap is crowded
        return True

    def redraw(self, *_: Any) -> None:
        # A refresh that changed nothing here (a sheet opened, the panel's seat chosen) draws nothing again: the
        # whole map is a few thousand instructions (10 ms a redraw late in a five-seat game, 2-3x that on a Pi).
        drawn = (self.view, tuple(self.free), self.selected, self.preview, tuple(self.pos), tuple(self.size),
                 self.cell_size)
        if drawn == self.drawn:
            return
        self.drawn = drawn
        self.canvas.clear()
        view = self.view
        if view is None:
            return
        s = self.cell_size
        with self.canvas:
            Color(*theme.c.surface)
            Rectangle(pos=self.pos, size=self.size)
            for index, placed in enumerate(view.tiles):
                draw_tile(placed.tile, *self.cell_pos((placed.x, placed.y)), s, pieces_of(view, index))
            for cell in self.free:
                x, y = self.cell_pos(cell)
                Color(*theme.c.line)
                Line(rectangle=(x + 4, y + 4, s - 8, s - 8), dash_length=6, dash_offset=4)
                text("+", x + s / 2, y + s / 2, theme.figure, theme.c.text)
            outlines = [(self.selected, theme.c.focus)] if self.selected is not None else []
            if self.preview is not None:
                x, y = self.cell_pos(self.preview.cell)
                draw_tile(self.preview.spec, x, y, s, land_pieces(self.preview.spec), alpha=0.85)
                outlines.append((self.preview.cell, theme.c.danger if self.preview.refused else theme.c.primary))
            for cell, colour in outlines:
                x, y = self.cell_pos(cell)
                Color(*colour)
                Line(rectangle=(x + 2, y + 2, s - 4, s - 4), width=max(2.0, s * 0.03))


class AreaTile(ButtonBehavior, TilePicture):
    """A tile of the exploration area, to tap."""


class IlosBoard(BoxLayout):
    def __init__(self, on_cell: Callable[[int, int], Any], on_pick: Callable[[int], Any], **kwargs: Any) -> None:
        super().__init__(orientation="vertical", spacing=theme.gap / 2, **kwargs)
        self.on_pick = on_pick
        self.area = BoxLayout(size_hint_y=None, height=theme.target * 2, spacing=theme.gap)
        self.scroll = ScrollView(do_scroll_x=True, do_scroll_y=True)
        self.holder = RelativeLayout(size_hint=(None, None))
        self.map = IlosMap(on_cell)
        self.holder.add_widget(self.map)
        self.scroll.add_widget(self.holder)
        self.add_widget(self.area)
        self.add_widget(self.scroll)
        self.scroll.bind(size=lambda *_: fit_in_scroll(self.map, self.scroll, self.holder))

    def show(self, view: IlosView, sel: Selection, legal: Collection[tuple[int, int, int]]) -> None:
        free = frontier(view.tiles) if view.area and view.phase in (Phase.FIRST_ISLANDS, Phase.ACTIONS) else []
        preview = None
        if sel.mode == "explore" and sel.cell is not None and sel.pick < len(view.area):
            preview = Preview(turned(view.area[sel.pick], sel.turns), sel.cell, (*sel.cell, sel.turns) not in legal)
        placed = view.tiles[sel.tile] if sel.tile is not None and sel.mode in ("tile", "spot") else None
        self.map.show(view, free, (placed.x, placed.y) if placed is not None else None, preview)
        self.show_area(view.area, sel.pick if sel.mode == "explore" else None)
        fit_in_scroll(self.map, self.scroll, self.holder)

    def show_area(self, area: tuple[TileSpec, ...], picked: int | None) -> None:
        while len(self.area.children) < len(area):
            tile = AreaTile(size_hint_x=None, width=theme.target * 2)
            tile.bind(on_release=lambda w: self.on_pick(list(reversed(self.area.children)).index(w)))
            self.area.add_widget(tile)
        while len(self.area.children) > len(area):
            self.area.remove_widget(self.area.children[0])
        for index, (tile, spec) in enumerate(zip(reversed(self.area.children), area)):
            tile.picked = index == picked
            tile.show(spec, land_pieces(spec))
        self.area.height = theme.target * 2 if area else 0
