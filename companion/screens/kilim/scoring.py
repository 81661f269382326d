"""The final scoring: a table per category per player (shape, motif types, groups, largest groups, torn motifs,
total, rank), and each kilim drawn with its scoring groups outlined: every group of two or more identical
motifs in white, the groups that earned a largest-group bonus in gold, the torn motifs that cost points in red.
"""

from __future__ import annotations

from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label
from kivy.uix.widget import Widget

from companion.screens.i18n import tr
from companion.screens.kilim.common import KilimScreen, View, player_name, seat_rgba
from companion.screens.kilim.grid import Carpet, Cell, KilimGrid
from games import serial
from games.base import N_
from games.kilim import Rules, groups_of, largest_groups, largest_winners, places as places_of

# (view key of the breakdown, message id of the row), in the rulebook's order.
CATEGORIES = {
    "shape": N_("Rectangle or square"),
    "types": N_("Motif types"),
    "groups": N_("Groups"),
    "largest": N_("Largest groups"),
    "torn": N_("Torn motifs"),
    "total": N_("Total"),
}
GROUP_RGBA = (1, 1, 1, 0.95)
LARGEST_RGBA = (1.0, 0.82, 0.20, 1)
TORN_RGBA = (1.0, 0.30, 0.25, 1)
CARPET_HEIGHT = 230


def highlights(carpets: list[Carpet], rules: Rules) -> list[list[tuple[frozenset[Cell], Any, float]]]:
    """Per seat, the outlines to draw: scoring groups (largest-bonus ones in gold) and penalised torn cells."""
    grids = [c.top for c in carpets]
    winners = largest_winners(grids, rules)
    found = []
    for seat, grid in enumerate(grids):
        largest = largest_groups(grid)
        marks: list[tuple[frozenset[Cell], Any, float]] = []
        for letter, cells in groups_of(grid):
            if seat in winners.get(letter, ()) and len(cells) == largest.get(letter):
                marks.append((cells, LARGEST_RGBA, dp(3.5)))
            elif len(cells) > 1:
                marks.append((cells, GROUP_RGBA, dp(2)))
        torn = [c for c, letter in grid.items() if letter == "T"]
        marks += [(frozenset([c]), TORN_RGBA, dp(2.5)) for c in torn]
        found.append(marks)
    return found


class KilimScoringScreen(KilimScreen):
    def refresh(self) -> None:
        view = self.view()
        if view is None or self.session is None:
            return
        outcome = self.session.outcome
        count = len(view["players"])
        if outcome is not None:
            winners = ", ".join(player_name(view, s) for s in outcome.winners)
            self.ids.title.text = tr.message("Final scoring · won by {names}", {"names": winners})
            places = places_of(outcome)
            self.ids.tie_break.text = (tr._("Equal totals: the larger kilim wins")
                                       if outcome.tie_break else "")
        else:
            self.ids.title.text = tr._("Scores so far")
            places = {}
            self.ids.tie_break.text = ""
        self._render_table(view, places)
        self._render_carpets(view, count)

    def show_result(self) -> None:
        """The shared end of every game (companion/screens/result.py), once the carpets are checked."""
        if self.session is not None and self.session.outcome is not None:
            self.navigator.show("result", session=self.session)

    def read_with_camera(self) -> None:
        """A carpet read by the camera, checked against the app's and scored with the others (camera.py)."""
        self.navigator.show("kilim_camera", session=self.session, seat=0)

    def _cell(self, text: str, bold: bool = False, rgba: Any = None) -> Label:
        label = Factory.SmallLabel(text=text, bold=bold, halign="center", size_hint_y=None, height=dp(34),
                                   font_size=sp(18))
        if rgba is not None:
            label.color = rgba
        return label

    def _render_table(self, view: View, places: dict[int, int]) -> None:
        table = self.ids.table
        table.clear_widgets()
        count = len(view["players"])
        table.cols = count + 1
        table.add_widget(self._cell(""))
        for seat in range(count):
            table.add_widget(self._cell(player_name(view, seat), bold=True, rgba=seat_rgba(view, seat)))
        for key, message in CATEGORIES.items():
            name = self._cell(tr._(message), bold=key == "total")
            name.halign = "left"
            table.add_widget(name)
            for seat in range(count):
                points = view["scores"][seat][key]
                text = f"{points:+d}" if key != "total" else str(points)
                table.add_widget(self._cell(text, bold=key == "total"))
        if places:
            rank = self._cell(tr._("Rank"), bold=True)
            rank.halign = "left"
            table.add_widget(rank)
            for seat in range(count):
                table.add_widget(self._cell(str(places[seat]), bold=True))
        for cell in table.children:
            cell.bind(size=lambda w, s: setattr(w, "text_size", s))

    def _render_carpets(self, view: View, count: int) -> None:
        box = self.ids.carpets
        box.clear_widgets()
        box.cols = min(count, 3)
        carpets = [Carpet.of(view["seats"][s]["kilim"]) for s in range(count)]
        marks = highlights(carpets, serial.from_json(Rules, view["rules"]))
        for seat, carpet in enumerate(carpets):
            cell = BoxLayout(orientation="vertical", size_hint_y=None, height=dp(CARPET_HEIGHT), padding=dp(4))
            cell.add_widget(self._cell(tr.message("{player} · {points} points",
                                                  {"player": player_name(view, seat),
                                                   "points": view["scores"][seat]["total"]}), bold=True))
            grid = KilimGrid(interactive=False, margin=0, max_cell=40)
            grid.show(carpet, groups=marks[seat])
            holder = Widget()
            holder.add_widget(grid)
            holder.bind(size=lambda h, s, g=grid: self._place(h, g),
                        pos=lambda h, p, g=grid: self._place(h, g))
            cell.add_widget(holder)
            box.add_widget(cell)

    @staticmethod
    def _place(holder: Widget, grid: KilimGrid) -> None:
        grid.fit(holder.width, holder.height)
        grid.pos = (holder.x + (holder.width - grid.width) / 2, holder.y + (holder.height - grid.height) / 2)
