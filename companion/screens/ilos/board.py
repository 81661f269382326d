"""The Ilos board in the frame's ``main``: the exploration area on top (tap a tile to choose it for the place
being explored) and the archipelago below it, scrolling when it outgrows the room (every cell stays a touch
target with room for its pieces). The tile being explored is drawn where it would go, outlined when the engine's
legal places (games.ilos.explore_places) do not hold it there.
"""

from __future__ import annotations

from typing import Any, Callable, Collection

from kivy.graphics import Color, Line
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.relativelayout import RelativeLayout
from kivy.uix.scrollview import ScrollView

from companion.screens.ilos.map import IlosMap, Preview, places
from companion.screens.ilos.panel import Selection
from companion.screens.ilos.tiles import TilePicture, land_pieces
from companion.screens.theme import theme
from companion.screens.widgets import fit_in_scroll
from games.ilos import IlosView, TileSpec, turned


class AreaTile(ButtonBehavior, TilePicture):
    """A tile of the exploration area: outlined while it is the one chosen."""

    picked = False

    def redraw(self, *_: Any) -> None:
        super().redraw()
        if self.picked:
            with self.canvas:
                Color(*theme.c.focus)
                Line(rectangle=(self.x + 1, self.y + 1, self.width - 2, self.height - 2), width=2)


class IlosBoard(BoxLayout):
    def __init__(self, on_cell: Callable[[int, int], Any], on_pick: Callable[[int], Any], **kwargs: Any) -> None:
        super().__init__(orientation="vertical", spacing=theme.gap / 2, **kwargs)
        self.on_pick = on_pick
        self.area = BoxLayout(size_hint_y=None, height=theme.target * 2, spacing=theme.gap)
        self.scroll = ScrollView(do_scroll_x=True, do_scroll_y=True)
        self.holder = RelativeLayout(size_hint=(None, None))
        self.map = IlosMap()
        self.map.bind(on_cell=lambda _, x, y: on_cell(x, y))
        self.holder.add_widget(self.map)
        self.scroll.add_widget(self.holder)
        self.add_widget(self.area)
        self.add_widget(self.scroll)
        self.scroll.bind(size=lambda *_: self.fit())
        self.free: list[tuple[int, int]] = []

    def show(self, view: IlosView, sel: Selection, legal: Collection[tuple[int, int, int]], exploring: bool) -> None:
        self.free = places(view) if view.area and exploring else []
        preview = None
        if sel.mode == "explore" and sel.cell is not None and sel.pick < len(view.area):
            spec = turned(view.area[sel.pick], sel.turns)
            preview = Preview(spec, sel.cell, (*sel.cell, sel.turns) not in legal, land_pieces(spec).labels)
        selected = None
        if sel.tile is not None and sel.mode in ("tile", "spot"):
            placed = view.tiles[sel.tile]
            selected = (placed.x, placed.y)
        self.map.show(view, self.free, selected, preview)
        self.show_area(view.area, sel.pick if sel.mode == "explore" else None)
        self.fit()

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

    def fit(self) -> None:
        fit_in_scroll(self.map, self.scroll, self.holder)
