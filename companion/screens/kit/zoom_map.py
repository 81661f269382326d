"""A map that zooms and pans: the map in a ScrollView (a drag pans it; a tap reaches the map, which names the spot
under the finger), with + and - buttons in its north-east corner stepping through ZOOMS. Zooming keeps the spot at
the middle of the view where it was. The map is any widget with ``zoom`` (an index into ZOOMS), ``fit(width,
height)`` (its size for the view at that zoom) and ``trigger_redraw``.

A drag never reaches the map while the map is zoomed in: the ScrollView holds a touch until it has moved
``scroll_distance`` (a pan) or stayed still ``scroll_timeout`` (then the map gets it, as a tap). At the whole map
(nothing to pan) a map whose ``drag_asks_hexes`` is set gets the drag itself: a brush dragged across hexes."""

from __future__ import annotations

from typing import Any

from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.floatlayout import FloatLayout
from kivy.uix.relativelayout import RelativeLayout
from kivy.uix.scrollview import ScrollView

from kivy.uix.widget import Widget

from companion.screens.kit.widgets import MINUS
from companion.screens.theme import theme
from companion.screens.widgets import fit_in_scroll

ZOOMS = (1.0, 1.5, 2.2, 3.0)  # the whole map first, then a finger-wide place on a 7" screen


class ZoomMap(FloatLayout):
    def __init__(self, hexmap: Widget, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.map: Any = hexmap
        self.scroll = ScrollView(do_scroll_x=True, do_scroll_y=True, bar_width=theme.gap, size_hint=(1, 1),
                                 pos_hint={"x": 0, "y": 0})
        self.holder = RelativeLayout(size_hint=(None, None))
        self.holder.add_widget(hexmap)
        self.scroll.add_widget(self.holder)
        self.add_widget(self.scroll)
        buttons = BoxLayout(orientation="vertical", size_hint=(None, None),
                            size=(theme.button, theme.button * 2 + theme.gap), pos_hint={"right": 1, "top": 1},
                            spacing=theme.gap)
        self.zoom_in = Factory.KitButton(text="+", font_size=theme.title)
        self.zoom_out = Factory.KitButton(text=MINUS, font_size=theme.title)  # a minus sign, as wide as the plus
        self.zoom_in.bind(on_release=lambda *_: self.zoom(1))
        self.zoom_out.bind(on_release=lambda *_: self.zoom(-1))
        buttons.add_widget(self.zoom_in)
        buttons.add_widget(self.zoom_out)
        self.add_widget(buttons)
        self.scroll.bind(size=lambda *_: self.fit())

    def fit(self) -> None:
        fit_in_scroll(self.map, self.scroll, self.holder)
        # Zoomed in, a drag pans; at the whole map there is nothing to pan, so a map that paints by drag gets it.
        pans = self.map.zoom > 0 or not getattr(self.map, "drag_asks_hexes", False)
        self.scroll.do_scroll_x = self.scroll.do_scroll_y = pans

    def zoom(self, step: int) -> None:
        """One step of ZOOMS in (1) or out (-1), the middle of the view kept in the middle."""
        middle = self._middle()
        self.map.zoom = max(0, min(len(ZOOMS) - 1, self.map.zoom + step))
        self.fit()
        self._centre_on(middle)

    def _middle(self) -> tuple[float, float]:
        """The middle of the view as fractions of the map's width and height."""
        scroll, holder, hexmap = self.scroll, self.holder, self.map
        x = scroll.scroll_x * max(0.0, holder.width - scroll.width) + scroll.width / 2
        y = scroll.scroll_y * max(0.0, holder.height - scroll.height) + scroll.height / 2
        return (x - hexmap.x) / max(1.0, hexmap.width), (y - hexmap.y) / max(1.0, hexmap.height)

    def _centre_on(self, middle: tuple[float, float]) -> None:
        scroll, holder, hexmap = self.scroll, self.holder, self.map
        x = hexmap.x + middle[0] * hexmap.width - scroll.width / 2
        y = hexmap.y + middle[1] * hexmap.height - scroll.height / 2
        scroll.scroll_x = min(1.0, max(0.0, x / max(1.0, holder.width - scroll.width)))
        scroll.scroll_y = min(1.0, max(0.0, y / max(1.0, holder.height - scroll.height)))
