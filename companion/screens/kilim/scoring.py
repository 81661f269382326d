"""The final scoring on the table frame: a row per category per player, and each kilim with its scoring groups
outlined (white: a group; gold: a largest-group bonus; red: a torn motif that costs points).
"""

from __future__ import annotations

from kivy.clock import Clock
from kivy.factory import Factory
from kivy.uix.anchorlayout import AnchorLayout
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout

from companion.screens.i18n import tr
from companion.screens.kilim.common import kilim_view, points
from companion.screens.kilim.grid import Carpet, KilimGrid, Marks
from companion.screens.kit import specs
from companion.screens.kit.frame import Table, TableScreen
from companion.screens.theme import theme
from games.base import N_
from games.kilim import Cell, KilimView, Rules, groups_of, largest_groups, largest_winners, places as places_of
from games.scoresheet import ScoreSheet

GROUP_RGBA, LARGEST_RGBA, TORN_RGBA = theme.c.focus, theme.c.notice, theme.c.danger


def highlights(grids: list[dict[Cell, str]], rules: Rules) -> list[Marks]:
    """Per seat, the outlines to draw: scoring groups (largest-bonus ones in gold) and penalised torn cells."""
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


def score_sheet(sheet: ScoreSheet, names: list[str]) -> list[specs.Item]:
    """The table of points: a column per player, a row per scoring line (the engine's, in the rulebook's order),
    the total and the rank."""
    count = len(names)
    cells: list[specs.Item] = [specs.Text("")]
    cells += [specs.Text(name, size="title" if count < 4 else "body") for name in names]
    for line in sheet.lines:
        cells.append(specs.Text(tr.message(line.label.key, dict(line.label.params))))
        cells += [specs.Text(f"{n:+d}") for n in line.points]
    places = places_of(sheet.outcome)
    for label, figures in ((N_("Total"), sheet.totals), (N_("Rank"), [places[seat] for seat in range(count)])):
        cells.append(specs.Text(tr._(label)))
        cells += [specs.Text(str(n), size="figure") for n in figures]
    items: list[specs.Item] = [specs.Grid(cells, count + 1)]
    if sheet.tie_break is not None:
        items.append(specs.Text(tr._("Equal totals: the larger kilim wins"), tone="warning"))
    items.append(specs.Text(tr._("Scoring groups: white, a group; gold, a largest group (+5); red, a torn motif "
                                 "(-3)"), tone="muted"))
    return items


class KilimScoringScreen(TableScreen):
    """On the table frame, held at the game's end (kit/frame.py): the seats' totals, the sheet in the panel, the
    carpets on the board, Results as the main action."""

    holds_end = True
    panel_share = 1.2  # the sheet has a column per player

    def refresh(self) -> None:
        if self.session is not None and self.session.outcome is None:  # Undo took the end back: to the market
            session = self.session
            Clock.schedule_once(lambda _: self.navigator.show("kilim", session=session))
            return
        super().refresh()

    def table(self) -> Table:
        view = kilim_view(self.session)
        assert self.session is not None
        seats = [specs.Seat(p.name, p.colour, (tr.plural("{count} point", "{count} points", view.scores[s].total),))
                 for s, p in enumerate(view.players)]
        sheet = self.session.game.score_sheet(self.session.state)
        assert sheet is not None
        panel = score_sheet(sheet, [view.name(seat) for seat in range(len(view.players))])
        if self.context.camera:  # a carpet read by the camera, checked against the app's (camera.py)
            panel.append(specs.Button(tr._("Camera"), lambda: self.navigator.show(
                "kilim_camera", session=self.session, seat=0), key="camera"))
        status = tr.message("Final scoring · won by {names}",
                            {"names": ", ".join(view.name(s) for s in sheet.outcome.winners)})
        # the shared end of every game (companion/screens/result.py), once the carpets are checked
        results = specs.Button(tr._("Results"), lambda: self.navigator.show("result", session=self.session),
                               tone="primary", key="results")
        return Table(status, seats, panel, results, extra={"view": view})

    def draw_board(self, table: Table) -> None:
        view: KilimView = table.extra["view"]
        box = self.ids.main
        box.clear_widgets()
        count = len(view.players)
        carpets = GridLayout(cols=min(count, 3), spacing=theme.gap)
        box.add_widget(carpets)
        kilims = [Carpet.of(s.kilim) for s in view.seats]
        marks = highlights([kilim.top for kilim in kilims], view.rules)
        for seat in range(count):
            cell = BoxLayout(orientation="vertical")
            cell.add_widget(Factory.KitLabel(text=tr.message("{player} · {points}", {
                "player": view.name(seat), "points": points(view.scores[seat].total)}), bold=True, halign="center"))
            grid = KilimGrid(margin=0, max_cell=40)
            grid.show(kilims[seat], groups=marks[seat])
            holder = AnchorLayout(anchor_y="top")  # the carpet under its name, as large as fits
            holder.add_widget(grid)
            holder.bind(size=lambda h, size, g=grid: g.fit(*size))
            cell.add_widget(holder)
            carpets.add_widget(cell)
