"""Free play's score sheet: a row per round, a column per player; a tap on a cell enters that score.

Cells are updated in place and a new round adds one row: rebuilding the sheet at every turn was the hot path
(240 ms after 30 rounds on a desktop).
"""

from __future__ import annotations

from typing import Any, Callable

from kivy.clock import Clock
from kivy.factory import Factory
from kivy.uix.scrollview import ScrollView

from companion.screens.i18n import tr
from games.freeplay import FreePlayView


class ScoreGrid(ScrollView):
    def __init__(self, on_cell: Callable[[int, int], Any], **kwargs: Any) -> None:
        super().__init__(do_scroll_x=False, **kwargs)
        self.on_cell = on_cell
        self.sheet = Factory.ScoreSheet()
        self.add_widget(self.sheet)

    def show(self, view: FreePlayView) -> None:
        sheet, players = self.sheet, len(view.players)
        rows_before = len(sheet.children)
        if sheet.cols != players + 1:
            sheet.clear_widgets()
            sheet.cols = players + 1
        while len(sheet.children) < len(view.scores) * sheet.cols:
            self._add_row(len(sheet.children) // sheet.cols + 1, players)
        while len(sheet.children) > len(view.scores) * sheet.cols:
            for cell in sheet.children[:sheet.cols]:
                sheet.remove_widget(cell)
        cells = list(reversed(sheet.children))
        for number, row in enumerate(view.scores, start=1):
            cells[(number - 1) * sheet.cols].text = tr.message("Round {round}", {"round": number})
            for seat, points in enumerate(row):
                cell = cells[(number - 1) * sheet.cols + seat + 1]
                cell.text = "" if points is None else str(points)
                cell.current = number == view.round and seat == view.seat and not view.finished
        if len(sheet.children) != rows_before:  # a frame more only when the rows changed
            # -1: after the layout has measured the new row, still before this frame draws (one frame, not two)
            Clock.schedule_once(self._scroll_to_latest_round, -1)

    def cell(self, round_number: int, seat: int) -> Any:
        return list(reversed(self.sheet.children))[(round_number - 1) * self.sheet.cols + seat + 1]

    def _add_row(self, number: int, players: int) -> None:
        self.sheet.add_widget(Factory.RoundCell())
        for seat in range(players):
            cell = Factory.ScoreCell()
            cell.bind(on_release=lambda *_, n=number, s=seat: self.on_cell(n, s))
            self.sheet.add_widget(cell)

    def _scroll_to_latest_round(self, *_: Any) -> None:
        self.scroll_y = 0 if self.sheet.height > self.height else 1  # a short sheet stays on top

