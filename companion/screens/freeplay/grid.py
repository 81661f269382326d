"""Free play's score sheet: a row per round, a column per player; a tap on a cell enters that score. Above it,
the players' names on their colours head the columns and stay put while the rounds scroll (with 5 or 6 players
a column is found by its name, not counted).

Cells are updated in place and a new round adds one row: rebuilding the sheet at every turn was the hot path
(240 ms after 30 rounds on a desktop). Each row lays its cells out in its own coordinates, so the row added at
the bottom moves the rows above it, not each of their cells (a tap that starts a round cost ~1 ms more per
round played before).
"""

from __future__ import annotations

from typing import Any, Callable

from kivy.clock import Clock
from kivy.factory import Factory
from kivy.properties import ColorProperty
from kivy.uix.boxlayout import BoxLayout

from companion.screens.i18n import tr
from companion.screens.kit.panel import WholeItemsScroll
from companion.screens.kit.widgets import KitBoxLabel
from companion.screens.theme import player_colour, theme
from games.base import Player
from games.freeplay import FreePlayView


class PlayerTag(KitBoxLabel):
    """A player's name on their colour, in the colour's readable ink (table.kv)."""

    ground = ColorProperty(theme.c.clear)
    ink = ColorProperty(theme.c.text)


class ScoreHeader(BoxLayout):
    """The columns' heads, laid out as a score row is (table.kv): the round names' width, then a name per seat."""

    def show(self, players: tuple[Player, ...] | list[Player]) -> None:
        tags = self.tags
        if [t.text for t in tags] == [p.name for p in players] and len(tags) == len(players):
            return
        for tag in tags:
            self.remove_widget(tag)
        for player in players:
            colour = player_colour(player.colour)
            self.add_widget(PlayerTag(text=player.name, ground=colour.rgba, ink=colour.text))

    @property
    def tags(self) -> list[PlayerTag]:
        return [w for w in reversed(self.children) if isinstance(w, PlayerTag)]


class ScoreGrid(WholeItemsScroll):
    """The rounds, scrolled to the latest; given its room (kit/panel.py#in_room) it ends between two rounds, never
    across one."""

    def __init__(self, on_cell: Callable[[int, int], Any], **kwargs: Any) -> None:
        super().__init__(do_scroll_x=False, **kwargs)
        self.on_cell = on_cell
        # -1: after the layout has measured a new row, still before this frame draws (one frame, not two)
        self.to_latest_later = Clock.create_trigger(self._scroll_to_latest_round, -1)
        self.bind(room=self.to_latest_later)  # a banner above that takes room keeps the latest round in sight
        self.sheet = Factory.ScoreSheet()
        self.add_widget(self.sheet)

    @property
    def rows(self) -> list[list[Any]]:
        """Each round's cells, top to bottom: the round's name, then a cell per player."""
        return [list(reversed(row.ids.cells.children)) for row in reversed(self.sheet.children)]

    def show(self, view: FreePlayView) -> None:
        sheet, players = self.sheet, len(view.players)
        rows_before = len(sheet.children)
        if sheet.children and len(sheet.children[0].ids.cells.children) != players + 1:
            sheet.clear_widgets()
        while len(sheet.children) < len(view.scores):
            self._add_row(len(sheet.children) + 1, players)
        while len(sheet.children) > len(view.scores):
            sheet.remove_widget(sheet.children[0])
        for number, (row, scores) in enumerate(zip(self.rows, view.scores), start=1):
            row[0].text = tr.message("Round {round}", {"round": number})
            for seat, (cell, points) in enumerate(zip(row[1:], scores)):
                cell.text = "" if points is None else str(points)
                cell.current = number == view.round and seat == view.seat and not view.finished
        if len(sheet.children) != rows_before:
            self.to_latest_later()

    def cell(self, round_number: int, seat: int) -> Any:
        return self.rows[round_number - 1][seat + 1]

    def _add_row(self, number: int, players: int) -> None:
        row = Factory.ScoreRow()
        row.ids.cells.add_widget(Factory.RoundCell())
        for seat in range(players):
            cell = Factory.ScoreCell()
            cell.bind(on_release=lambda *_, n=number, s=seat: self.on_cell(n, s))
            row.ids.cells.add_widget(cell)
        self.sheet.add_widget(row)

    def _scroll_to_latest_round(self, *_: Any) -> None:
        self.scroll_y = 0 if self.sheet.height > self.room else 1  # a short sheet stays on top
