"""The council board and the seats, drawn from the public view: the supply of action cards and the contracts
(each with its price in keys or coins for the player whose turn it is), the six goals with their scoring wheels
and the tokens on them, and each seat's box (board colour, coins, goods, keys)."""

from __future__ import annotations

from typing import Any, Mapping

from kivy.graphics import Color, Line, Rectangle
from kivy.metrics import dp, sp
from kivy.properties import BooleanProperty, ListProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label

from companion.screens.i18n import tr
from companion.screens.seat_box import SeatBoxBase
from companion.screens.kilia.common import (WARN_RGBA, GoodChip, RGBA, View, coins_text, contract_text,
                                            goal_name, keys_text, player_name, price_text, seat_rgba, skill_text,
                                            zone_name, zone_rgba)
from games.kilia.model import GOALS, GOODS
from games.kilia.scoring import covered

CONTRACT_RGBA: RGBA = (0.55, 0.62, 0.72, 1)
DIMMED = 0.5  # a card the player on turn cannot pay for


def _text(text: str, size: float, bold: bool = False, **kwargs: Any) -> Label:
    widget = Label(text=text, font_size=sp(size), bold=bold, halign="center", valign="middle", **kwargs)
    widget.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(2), s[1])))
    return widget


class SupplyCard(ButtonBehavior, BoxLayout):
    """A slot of a supply: an action card (its colour band, zone, skill) or a contract, and its price."""

    band_rgba = ListProperty([0, 0, 0, 0])
    filled = BooleanProperty(False)
    selected = BooleanProperty(False)

    def __init__(self, kind: str, slot: int, card: Mapping[str, Any] | None, price: int | None,
                 selected: bool = False, coins: int | None = None, **kwargs: Any) -> None:
        """``coins``: what the player on turn holds; a card they cannot pay is dimmed, its price says why."""
        super().__init__(**kwargs)
        self.kind, self.slot, self.selected, self.filled = kind, slot, selected, card is not None
        self.add_widget(Label(size_hint_y=None, height=dp(6)))
        if card is None:
            self.add_widget(_text(tr._("empty"), 15, color=(0.6, 0.62, 0.66, 1)))
            return
        if kind == "action":
            self.band_rgba = list(zone_rgba(card["zone"]))
            self.add_widget(_text(zone_name(card["zone"]), 13, True, size_hint_y=None, height=dp(22), shorten=True,
                                  shorten_from="right"))
            self.add_widget(_text(skill_text(card["skill"]), 13))
        else:
            self.band_rgba = list(CONTRACT_RGBA)
            self.add_widget(_text(contract_text(card), 12))
        if price is None:
            return
        if coins is not None and price > coins:
            self.opacity = DIMMED
            self.add_widget(_text(tr.message("{price} (has {coins})", {"price": price_text(price), "coins": coins}), 12,
                                  True, size_hint_y=None, height=dp(34), color=WARN_RGBA))
            return
        self.add_widget(_text(price_text(price), 14, True, size_hint_y=None, height=dp(20),
                              color=(0.55, 0.95, 0.6, 1) if price == 0 else (1.0, 0.85, 0.45, 1)))


class WheelCell(Label):
    """A space of a scoring wheel: its value, and a mark in each colour of the tokens on it."""

    def __init__(self, value: int, marks: list[RGBA], blocked: bool, **kwargs: Any) -> None:
        super().__init__(text="\u00d7" if blocked else str(value), font_size=sp(15), bold=bool(marks),
                         size_hint_x=None, width=dp(30), **kwargs)
        self.marks, self.blocked = marks, blocked
        self.bind(pos=self.redraw, size=self.redraw)

    def redraw(self, *_: Any) -> None:
        self.canvas.before.clear()
        with self.canvas.before:
            Color(*((0.12, 0.12, 0.14, 1) if self.blocked else (0.22, 0.25, 0.30, 1)))
            Rectangle(pos=(self.x + 1, self.y + 1), size=(self.width - 2, self.height - 2))
            for index, colour in enumerate(self.marks):
                Color(*colour)
                Rectangle(pos=(self.x + dp(2) + index * dp(7), self.y + dp(2)), size=(dp(6), dp(6)))
                Color(0, 0, 0, 1)
                Line(rectangle=(self.x + dp(2) + index * dp(7), self.y + dp(2), dp(6), dp(6)), width=1)


def goal_rows(view: View) -> BoxLayout:
    """The six goals: the goal, the tokens placed this round (waiting for the council phase), the wheel."""
    box = BoxLayout(orientation="vertical", size_hint_y=None, height=dp(32) * len(GOALS), spacing=dp(2))
    players = len(view["players"])
    for index, goal in enumerate(GOALS):
        row = BoxLayout(size_hint_y=None, height=dp(30), spacing=dp(2))
        name = Label(text=goal_name(goal.value), font_size=sp(15), halign="left", valign="middle", shorten=True)
        name.bind(size=lambda w, s: setattr(w, "text_size", s))
        row.add_widget(name)
        waiting = [seat_rgba(view, s) for s, data in enumerate(view["seats"]) for c in data["claims"]
                   if c["goal"] == goal.value and c["space"] is None]
        row.add_widget(WheelCell(len(waiting), waiting, False, color=(0.98, 0.85, 0.45, 1)) if waiting else
                       Label(size_hint_x=None, width=dp(30)))
        values = view["components"]["wheels"][index]
        blocked = covered(values, players)
        for space, value in enumerate(values):
            marks = [seat_rgba(view, s) for s, data in enumerate(view["seats"]) for c in data["claims"]
                     if c["goal"] == goal.value and c["space"] == space]
            row.add_widget(WheelCell(value, marks, space in blocked))
        box.add_widget(row)
    return box


class KiliaSeatBox(SeatBoxBase):
    """A seat: name in its board's colour, coins, goods, keys."""

    def __init__(self, view: View, seat: int, selected: bool = False, **kwargs: Any) -> None:
        current = view["phase"] in ("turns", "colours") and view["seat"] == seat
        super().__init__(seat, player_name(view, seat), seat_rgba(view, seat), current, selected, **kwargs)
        data = view["seats"][seat]
        top = self.header
        if data["colour"] is None:
            self.coins_text = ""
            top.add_widget(Label(text=tr._("no board yet"), font_size=sp(14), color=(0.75, 0.80, 0.88, 1)))
            self.add_widget(top)
            return
        self.coins_text = coins_text(data["coins"])
        coins = Label(text=self.coins_text, font_size=sp(15), size_hint_x=None, halign="right", valign="middle")
        coins.bind(texture_size=lambda w, s: setattr(w, "width", s[0] + dp(2)))
        top.add_widget(coins)
        self.add_widget(top)
        bottom = BoxLayout(size_hint_y=None, height=dp(26), spacing=dp(1))
        for good in GOODS:
            bottom.add_widget(GoodChip(good.value, data["goods"][good.value]))
        keys = Label(text=keys_text(data["keys"]), font_size=sp(14), halign="right",
                     valign="middle")
        keys.bind(size=lambda w, s: setattr(w, "text_size", s))
        bottom.add_widget(keys)
        self.add_widget(bottom)
