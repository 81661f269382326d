"""A seat's box in a game's side column: the seat's colour along its left edge, lit while the seat is on turn,
outlined while chosen (``<SeatBoxBase>`` in common.kv), a tap selects it, and a header line that starts with the
player's name. Each game adds its own figures after the name and below (ilos/boards.py, kilia/board.py)."""

from __future__ import annotations

from typing import Any

from kivy.metrics import dp, sp
from kivy.properties import BooleanProperty, ListProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label


class SeatBoxBase(ButtonBehavior, BoxLayout):
    seat_rgba = ListProperty([0.5, 0.5, 0.5, 1])
    current = BooleanProperty(False)
    selected = BooleanProperty(False)

    def __init__(self, seat: int, name: str, colour: tuple[float, ...], current: bool, selected: bool,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seat = seat
        self.seat_rgba = list(colour)
        self.current = current
        self.selected = selected
        self.header = BoxLayout(size_hint_y=None, height=dp(26), spacing=dp(4))
        label = Label(text=name, bold=True, font_size=sp(16), halign="left", valign="middle", shorten=True)
        label.bind(size=lambda w, s: setattr(w, "text_size", s))
        self.header.add_widget(label)
