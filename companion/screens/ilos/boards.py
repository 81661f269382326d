"""The public boards: the market's price rows with their tokens, and each seat's box (hand size, production
board, ships and pioneers in play). Built from the public view; no stash ever reaches them."""

from __future__ import annotations

from typing import Any

from kivy.graphics import Color, Ellipse, Triangle
from kivy.metrics import dp, sp
from kivy.properties import BooleanProperty, ListProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label
from kivy.uix.widget import Widget

from companion.screens.i18n import tr
from companion.screens.seat_box import SeatBoxBase
from companion.screens.ilos.common import SPOT_RGBA, View, player_name, resource_name, seat_rgba, text_colour
from companion.screens.ilos.tiles import boat
from games.ilos.model import RESOURCES


class ResourceChip(Label):
    """A resource token: its colour, with a count on it."""

    chip_rgba = ListProperty([0.5, 0.5, 0.5, 1])
    text_rgba = ListProperty([1, 1, 1, 1])

    def __init__(self, resource: str, count: int | str, **kwargs: Any) -> None:
        super().__init__(text=str(count), **kwargs)
        self.chip_rgba = list(SPOT_RGBA[resource])
        self.text_rgba = list(text_colour(SPOT_RGBA[resource]))


class MarketCell(Label):
    covered = BooleanProperty(False)
    current = BooleanProperty(False)


class Icon(Widget):
    """A ship or a pioneer, drawn small in a seat's colour."""

    def __init__(self, kind: str, colour: Any, **kwargs: Any) -> None:
        super().__init__(size_hint=(None, None), size=(dp(16), dp(24)), **kwargs)
        self.kind, self.colour = kind, tuple(colour)
        self.bind(pos=self.redraw, size=self.redraw)

    def redraw(self, *_: Any) -> None:
        self.canvas.clear()
        cx, cy = self.center
        with self.canvas:
            if self.kind == "ship":
                boat(cx, cy - dp(2), dp(7), self.colour)
                return
            Color(*self.colour[:3], 1)
            Ellipse(pos=(cx - dp(3.5), cy + dp(2)), size=(dp(7), dp(7)))
            Triangle(points=[cx - dp(6), cy - dp(8), cx + dp(6), cy - dp(8), cx, cy + dp(4)])


def market_board(view: View) -> BoxLayout:
    """Four price rows, starting price first: a token covers each raised figure; the price now is lit."""
    board = BoxLayout(orientation="vertical", size_hint_y=None, height=dp(30) * 4 + dp(26), spacing=dp(2))
    for row, resource in enumerate(RESOURCES):
        line = BoxLayout(size_hint_y=None, height=dp(28), spacing=dp(2))
        name = Label(text=resource_name(resource.value), font_size=sp(15), size_hint_x=None, width=dp(84),
                     halign="left", valign="middle", shorten=True)
        name.bind(size=lambda w, s: setattr(w, "text_size", s))
        line.add_widget(ResourceChip(resource.value, "", pos_hint={"center_y": 0.5}))
        line.add_widget(name)
        raises = view["raises"][row]
        for index, figure in enumerate(view["prices"][row]):
            line.add_widget(MarketCell(text=str(figure), covered=index < raises, current=index == raises))
        board.add_widget(line)
    left = view["market"]["tokens_left"]
    caption = Label(text=tr.message("Market tokens left: {count} of 8", {"count": left}), font_size=sp(14),
                    color=(0.75, 0.80, 0.88, 1), size_hint_y=None, height=dp(24), halign="left")
    caption.bind(size=lambda w, s: setattr(w, "text_size", s))
    board.add_widget(caption)
    return board


class SeatBox(SeatBoxBase):
    """A seat at the table: name, cards in hand, its production board, its ships and pioneers in play."""

    def __init__(self, view: View, seat: int, selected: bool = False, **kwargs: Any) -> None:
        current = view["phase"] in ("actions", "first_islands") and view["seat"] == seat
        super().__init__(seat, player_name(view, seat), seat_rgba(view, seat), current, selected, **kwargs)
        data = view["seats"][seat]
        top = self.header
        hand = Label(text=tr.message("{count} cards", {"count": data["hand"]}), font_size=sp(15),
                     size_hint_x=None, halign="right", valign="middle")
        hand.bind(texture_size=lambda w, s: setattr(w, "width", s[0] + dp(2)))
        top.add_widget(hand)
        self.add_widget(top)
        bottom = BoxLayout(size_hint_y=None, height=dp(26), spacing=dp(1))
        for resource in RESOURCES:
            bottom.add_widget(ResourceChip(resource.value, data["production"][resource.value]))
        bottom.add_widget(Widget(size_hint_x=None, width=dp(3)))
        colour = seat_rgba(view, seat)
        for kind, count in (("ship", 5 - data["ships_left"]), ("pioneer", 10 - data["pioneers_left"])):
            bottom.add_widget(Icon(kind, colour))
            bottom.add_widget(Label(text=str(count), font_size=sp(15), size_hint_x=None, width=dp(18)))
        self.add_widget(bottom)
        self.hand_text = hand.text

