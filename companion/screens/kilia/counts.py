"""A full-screen entry of counts, each on a "- n +" stepper, for everything the table tells the app as numbers:
a payment (goods from the personal supply, merchants activated, exchanges, 3:1 trades), a contract turned up
(cost, reward, points), a ship's income, the goods delivered to points skills, a correction.

The caller gives the rows, how the counts make an action (``build``), and what to do with it (``commit``: play
it, or keep it); ``commit`` returns the engine's RuleError, said inside the entry, or None to close it. A live
line under the title says what the counts make (``describe``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable

from kivy.factory import Factory
from kivy.graphics import Color, Rectangle
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.scrollview import ScrollView
from kivy.uix.widget import Widget

from companion.screens.i18n import tr
from companion.screens.kilia.common import RGBA, WARN_RGBA, Stepper, reason, wrapped
from companion.screens.widgets import Overlay
from games.base import RuleError


@dataclass
class Row:
    key: str
    title: str
    value: int = 0
    high: int = 99
    swatch: RGBA | None = None
    section: str = ""  # a heading shown above the first row of each section


Counts = dict[str, int]
HEADING = dp(30)


class CountsEntry(Overlay):
    def __init__(self, title: str, rows: list[Row], build: Callable[[Counts], Any],
                 commit: Callable[[Any], RuleError | None], confirm: str,
                 describe: Callable[[Any], str] | None = None, columns: int = 1, note: str = "",
                 **kwargs: Any) -> None:
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background_color=(0, 0, 0, 0), **kwargs)
        self.build, self.commit, self.describe = build, commit, describe
        self.counts: Counts = {row.key: row.value for row in rows}
        self.steppers: dict[str, Stepper] = {}
        box = BoxLayout(orientation="vertical", padding=dp(8), spacing=dp(4))
        with box.canvas.before:
            Color(0.09, 0.10, 0.13, 1)
            self._paint = Rectangle()
        box.bind(pos=lambda w, p: setattr(self._paint, "pos", p), size=lambda w, s: setattr(self._paint, "size", s))
        box.add_widget(wrapped(title, 19, bold=True))
        if note:
            box.add_widget(wrapped(note, 15, color=(0.75, 0.80, 0.88, 1)))
        self.status = wrapped("", 16)
        box.add_widget(self.status)
        grid = GridLayout(cols=columns, spacing=(dp(10), 0), size_hint_y=None)
        parts = []
        for column in self._columns(rows, columns):
            part = BoxLayout(orientation="vertical", size_hint_y=None, spacing=dp(2))
            section = None
            for row in column:
                if row.section and row.section != section:
                    part.add_widget(Factory.KiliaHeading(text=row.section, size_hint_y=None, height=HEADING,
                                                         shorten=True))
                section = row.section
                stepper = Stepper(row.title, row.value, 0, row.high, row.swatch,
                                  on_change=partial(self.set, row.key))
                self.steppers[row.key] = stepper
                part.add_widget(stepper)
            part.add_widget(Widget())  # the room a shorter column leaves, under its rows
            parts.append(part)
            grid.add_widget(part)
        # Every column as tall as the tallest, its rows from the top (a grid cell puts a shorter one lower).
        tallest = max((sum(w.height + dp(2) for w in p.children[1:]) for p in parts), default=0)
        for part in parts:
            part.height = tallest
        grid.height = tallest
        self.scroll = ScrollView(do_scroll_x=False)
        self.scroll.add_widget(grid)
        box.add_widget(self.scroll)
        self.error = wrapped("", 16, color=WARN_RGBA)
        self.error.bind(text=lambda w, text: setattr(w, "opacity", 1 if text else 0))
        self.error.bind(texture_size=lambda w, size: setattr(w, "height", size[1] + dp(6) if w.text else 0))
        self.error.height = 0
        box.add_widget(self.error)
        bottom = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(8))
        self.cancel_button = Factory.TouchButton(text=tr._("Cancel"), size_hint_x=None, width=dp(170))
        self.cancel_button.bind(on_release=lambda *_: self.dismiss())
        self.confirm_button = Factory.PrimaryButton(text=confirm, font_size=sp(19))
        self.confirm_button.bind(on_release=lambda *_: self.confirm())
        bottom.add_widget(self.cancel_button)
        bottom.add_widget(self.confirm_button)
        box.add_widget(bottom)
        self.add_widget(box)
        self.update()

    @staticmethod
    def _columns(rows: list[Row], columns: int) -> list[list[Row]]:
        """Rows split into columns at section boundaries (a section never spans two columns)."""
        if columns == 1:
            return [rows]
        sections: list[list[Row]] = []
        for row in rows:
            if not sections or row.section != sections[-1][0].section:
                sections.append([])
            sections[-1].append(row)
        found: list[list[Row]] = [[] for _ in range(columns)]
        per = (len(rows) + columns - 1) // columns
        at = 0
        for section in sections:
            if found[at] and len(found[at]) + len(section) > per and at + 1 < columns:
                at += 1
            found[at].extend(section)
        return [column for column in found if column]

    def set(self, key: str, value: int) -> None:
        """A count changed (a stepper, or a test setting it as a tap would)."""
        self.counts[key] = value
        if self.steppers[key].value != value:
            self.steppers[key].value = value
        self.error.text = ""
        self.update()

    def update(self) -> None:
        if self.describe is not None:
            self.status.text = self.describe(self.build(self.counts))

    def confirm(self) -> None:
        error = self.commit(self.build(self.counts))
        if error is not None:
            self.error.text = reason(error)
            return
        self.dismiss()
