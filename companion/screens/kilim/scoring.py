"""The final scoring: a table per category per player (shape, motif types, groups, largest groups, torn motifs,
total, rank), and each kilim drawn with its scoring groups outlined: every group of two or more identical
motifs in white, the groups that earned a largest-group bonus in gold, the torn motifs that cost points in red.
Then the shared result screen (companion/screens/result.py).
"""

from __future__ import annotations

from typing import Any

from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.widget import Widget

from companion.screens.game_screen import GameScreen
from companion.screens.i18n import tr
from companion.screens.kilim.common import View, json_view, player_name, points
from companion.screens.kilim.grid import Carpet, KilimGrid, Marks
from companion.screens.kit import specs
from companion.screens.kit.widgets import reconcile
from companion.screens.theme import theme
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
GROUP_RGBA, LARGEST_RGBA, TORN_RGBA = theme.c.focus, theme.c.notice, theme.c.danger


def highlights(carpets: list[Carpet], rules: Rules) -> list[Marks]:
    """Per seat, the outlines to draw: scoring groups (largest-bonus ones in gold) and penalised torn cells."""
    grids = [c.top for c in carpets]
    winners = largest_winners(grids, rules)
    found = []
    for seat, grid in enumerate(grids):
        largest = largest_groups(grid)
        marks: Marks = []
        for letter, cells in groups_of(grid):
            if seat in winners.get(letter, ()) and len(cells) == largest.get(letter):
                marks.append((cells, LARGEST_RGBA, theme.gap / 2))
            elif len(cells) > 1:
                marks.append((cells, GROUP_RGBA, theme.gap / 4))
        marks += [(frozenset([c]), TORN_RGBA, theme.gap / 3) for c, letter in grid.items() if letter == "T"]
        found.append(marks)
    return found


def score_sheet(view: View, places: dict[int, int], tie_break: bool) -> list[specs.Item]:
    """The table of points: a column per player, a row per category (and the rank once the game is over)."""
    count = len(view["players"])
    cells: list[specs.Item] = [specs.Text("")]
    cells += [specs.Text(player_name(view, seat), size="title") for seat in range(count)]
    for key, message in CATEGORIES.items():
        size: Any = "figure" if key == "total" else "body"
        cells.append(specs.Text(tr._(message)))
        cells += [specs.Text(str(s[key]) if key == "total" else f"{s[key]:+d}", size=size) for s in view["scores"]]
    if places:
        cells.append(specs.Text(tr._("Rank")))
        cells += [specs.Text(str(places[seat]), size="figure") for seat in range(count)]
    items: list[specs.Item] = [specs.Grid(cells, count + 1)]
    if tie_break:
        items.append(specs.Text(tr._("Equal totals: the larger kilim wins"), tone="warning"))
    items.append(specs.Text(tr._("Scoring groups: white, a group; gold, a largest group (+5); red, a torn motif "
                                 "(-3)"), tone="muted"))
    return items


class KilimScoringScreen(GameScreen):
    def refresh(self) -> None:
        view = json_view(self.session)
        if view is None or self.session is None:
            return
        outcome = self.session.outcome
        if outcome is not None:
            winners = ", ".join(player_name(view, s) for s in outcome.winners)
            self.ids.title.text = tr.message("Final scoring · won by {names}", {"names": winners})
        else:
            self.ids.title.text = tr._("Scores so far")
        places = places_of(outcome) if outcome is not None else {}
        reconcile(self.ids.sheet, score_sheet(view, places, outcome is not None and bool(outcome.tie_break)))
        self._render_carpets(view)

    def show_result(self) -> None:
        """The shared end of every game (companion/screens/result.py), once the carpets are checked."""
        if self.session is not None and self.session.outcome is not None:
            self.navigator.show("result", session=self.session)

    def read_with_camera(self) -> None:
        """A carpet read by the camera, checked against the app's and scored with the others (camera.py)."""
        self.navigator.show("kilim_camera", session=self.session, seat=0)

    def _render_carpets(self, view: View) -> None:
        box = self.ids.carpets
        box.clear_widgets()
        count = len(view["players"])
        box.cols = min(count, 3)
        carpets = [Carpet.of(view["seats"][s]["kilim"]) for s in range(count)]
        marks = highlights(carpets, serial.from_json(Rules, view["rules"]))
        for seat, carpet in enumerate(carpets):
            cell = BoxLayout(orientation="vertical", size_hint_y=None, height=theme.target * 5)
            cell.add_widget(Factory.KitLabel(text=tr.message("{player} · {points}", {
                "player": player_name(view, seat), "points": points(view["scores"][seat]["total"])}), bold=True))
            grid = KilimGrid(interactive=False, margin=0, max_cell=40)
            grid.show(carpet, groups=marks[seat])
            holder = Widget()
            holder.add_widget(grid)
            holder.bind(size=lambda h, s, g=grid: self._place(h, g), pos=lambda h, p, g=grid: self._place(h, g))
            cell.add_widget(holder)
            box.add_widget(cell)

    @staticmethod
    def _place(holder: Widget, grid: KilimGrid) -> None:
        grid.fit(holder.width, holder.height)
        grid.pos = (holder.x + (holder.width - grid.width) / 2, holder.y + (holder.height - grid.height) / 2)
