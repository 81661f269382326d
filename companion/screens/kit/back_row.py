"""A side panel's first row when it shows one thing (a ship, a seat, a hex, a trade): Back, and what it shows,
its title wrapped on two lines rather than cut."""

from __future__ import annotations

from typing import Callable

from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout

from companion.screens.i18n import tr
from companion.screens.theme import theme

RGBA = tuple[float, float, float, float]


def back_row(title: str, on_back: Callable[[], object], colour: RGBA | None = None) -> BoxLayout:
    row = BoxLayout(size_hint_y=None, height=theme.button, spacing=theme.gap)
    back = Factory.KitTagButton(text=tr._("Back"))
    back.bind(on_release=lambda *_: on_back())
    row.add_widget(back)
    heading = Factory.KitBoxLabel(text=title, max_lines=2, bold=True, size_name="title")
    if colour is not None:
        heading.color = colour
    row.add_widget(heading)
    return row
