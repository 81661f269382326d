"""Charts drawn with Kivy's canvas (docs/records.md#statistics): a line per player over plays or moves, and a bar
per player's win rate. No plotting dependency: two charts of a few dozen points need lines, dots and labels,
and a plotting library would cost start-up time and memory on a Pi for that. Imported only by the screens that
draw them, so nothing of it loads before they open.

Colours are the theme's (each player's own colour; axes in ``line``; labels ``muted``), sizes its type scale."""

from __future__ import annotations

import math

from typing import Any

from kivy.graphics import Color, Ellipse, Line, Rectangle
from kivy.properties import ListProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.widget import Widget

from companion.screens.kit.widgets import KitTextBase
from companion.screens.stats_view import Series
from companion.screens.theme import player_colour, theme


class ChartLabel(KitTextBase):
    """A label as large as its text (sizes from the theme's ``small``)."""


def _label(text: str, tone: str = "muted") -> ChartLabel:
    label = ChartLabel(text=text, tone=tone, size_name="small")
    label.texture_update()
    label.size = label.texture_size
    return label


def nice_top(value: float) -> float:
    """The axis' top: the first even multiple of a round unit (a tenth of the value's power of ten, at least 1)
    at or above ``value``, so the top and the middle tick are whole numbers and little height is left empty."""
    if value <= 0:
        return 2.0
    step = 1.0
    while step * 10 <= value:
        step *= 10
    unit = max(1.0, step / 10)
    return 2 * unit * math.ceil(value / (2 * unit))


class LineChart(Widget):
    """Each series as a line with dots, x from 0 to the largest x; the y axis from 0 (or the lowest score, if
    below 0) to a round top, labelled at its ends and middle; ``x_labels`` under the first and last x."""

    series = ListProperty([])
    x_labels = ListProperty([])  # (first, last): the texts under the x axis' ends; one text: under the first only

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.bind(pos=self.redraw, size=self.redraw, series=self.redraw, x_labels=self.redraw)

    def redraw(self, *_: Any) -> None:
        self.clear_widgets()
        self.canvas.clear()
        points = [p for s in self.series for p in s.points]
        if not points or self.width < 10:
            return
        low = min(0.0, min(y for _, y in points))
        top = nice_top(max(y for _, y in points) - low) + low
        wide = max(1, max(x for x, _ in points))
        ticks = [_label(_figure(v)) for v in (low, (low + top) / 2, top)]
        left = max(t.width for t in ticks) + theme.gap
        bottom = ticks[0].height + theme.gap if self.x_labels else theme.gap
        x0, y0 = self.x + left, self.y + bottom
        w, h = self.width - left - theme.pad, self.height - bottom - ticks[0].height / 2

        def at(x: float, y: float) -> tuple[float, float]:
            return x0 + w * x / wide, y0 + h * (y - low) / (top - low)

        with self.canvas:
            Color(*theme.c.line)
            for _, y in zip(ticks, (low, (low + top) / 2, top)):
                Line(points=[*at(0, y), *at(wide, y)], width=1)
            dot = theme.gap
            for one in self.series:
                Color(*player_colour(one.colour).rgba)
                spots = [at(x, y) for x, y in one.points]
                if len(spots) > 1:
                    Line(points=[c for spot in spots for c in spot], width=max(1.5, theme.edge / 3))
                if w / wide >= dot * 2:  # a dot per point while they stand apart; a long game is its line
                    for sx, sy in spots:
                        Ellipse(pos=(sx - dot / 2, sy - dot / 2), size=(dot, dot))
        for tick, value in zip(ticks, (low, (low + top) / 2, top)):
            tick.pos = (self.x, at(0, value)[1] - tick.height / 2)
            self.add_widget(tick)
        if self.x_labels:
            first, last = _label(str(self.x_labels[0])), _label(str(self.x_labels[-1]))
            first.pos = (x0, self.y)
            last.pos = (x0 + w - last.width, self.y)
            self.add_widget(first)
            if len(self.x_labels) > 1 and wide > 0 and last.x > first.right + theme.gap:
                self.add_widget(last)


def _figure(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


class Legend(BoxLayout):
    """Each series' name beside a swatch of its colour, in rows as wide as the chart."""

    series = ListProperty([])

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.bind(width=self.rebuild, series=self.rebuild)

    def rebuild(self, *_: Any) -> None:
        from kivy.uix.stacklayout import StackLayout

        self.clear_widgets()
        flow = StackLayout(spacing=(theme.pad, 0), size_hint_y=None)
        flow.bind(minimum_height=flow.setter("height"))
        for one in self.series:
            item = BoxLayout(size_hint=(None, None), spacing=theme.gap / 2)
            name = _label(one.name, tone="normal")
            swatch = Widget(size_hint=(None, None), size=(theme.pad, theme.pad))
            with swatch.canvas:
                Color(*player_colour(one.colour).rgba)
                rect = Rectangle(size=swatch.size)
            swatch.bind(pos=lambda w, pos, rect=rect: setattr(rect, "pos", (pos[0], pos[1] + name.height / 2
                                                                             - theme.pad / 2)))
            item.size = (swatch.width + theme.gap / 2 + name.width, name.height)
            item.add_widget(swatch)
            item.add_widget(name)
            flow.add_widget(item)
        self.add_widget(flow)
        self.height = max(flow.minimum_height, 1)
        flow.bind(minimum_height=lambda _, h: setattr(self, "height", h))


class RateBars(Widget):
    """Each player's win rate as a bar in their colour across the chart, the name before it and the rate
    written after it."""

    rows = ListProperty([])  # (Series with one point (0, rate), the rate's text)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.bind(pos=self.redraw, size=self.redraw, rows=self.redraw)

    def redraw(self, *_: Any) -> None:
        self.clear_widgets()
        self.canvas.clear()
        if not self.rows or self.width < 10:
            return
        names = [_label(s.name, tone="normal") for s, _ in self.rows]
        rates = [_label(text) for _, text in self.rows]
        left = max(n.width for n in names) + theme.gap
        right = max(r.width for r in rates) + theme.gap
        line = max(n.height for n in names)
        pitch = max(line + theme.gap / 2, min(self.height / len(self.rows), line * 2))
        span = max(1.0, self.width - left - right)
        with self.canvas:
            for index, (one, _) in enumerate(self.rows):
                y = self.top - pitch * (index + 1) + (pitch - line) / 2
                Color(*theme.c.raised_high)
                Rectangle(pos=(self.x + left, y), size=(span, line))
                Color(*player_colour(one.colour).rgba)
                Rectangle(pos=(self.x + left, y), size=(span * one.points[0][1], line))
        for index, (name, rate) in enumerate(zip(names, rates)):
            y = self.top - pitch * (index + 1) + (pitch - line) / 2
            name.pos = (self.x, y)
            rate.pos = (self.x + left + span + theme.gap, y)
            self.add_widget(name)
            self.add_widget(rate)


__all__ = ["ChartLabel", "Legend", "LineChart", "RateBars", "Series", "nice_top"]
