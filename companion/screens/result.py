"""The end of every game, the same for all (docs/design.md#the-kit): who won, the ranking with each player's
total, the breakdown line by line, the tie-break that decided when one did, the readings of the rules that
changed a score; then Rematch (same players, same options) and Home.

Reached when a game ends, and from History for a finished game (read-only: no Undo there).
"""

from __future__ import annotations

from typing import Any

from companion.core.session import Session
from companion.screens.base import CompanionScreen
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.rematch import rematch
from games.scoresheet import ScoreSheet


def winners_text(sheet: ScoreSheet, names: list[str]) -> str:
    winners = [names[s] for s in sheet.outcome.winners]
    if len(winners) == 1:
        return tr.message("{player} wins", {"player": winners[0]})
    return tr.message("{players} share the win", {"players": ", ".join(winners)})


def ranking_items(sheet: ScoreSheet, names: list[str], colours: list[str]) -> list[specs.Item]:
    items: list[specs.Item] = []
    for place, seats in enumerate(sheet.outcome.ranking, start=1):
        for seat in seats:
            points = tr.plural("{count} point", "{count} points", sheet.totals[seat])
            items.append(specs.Row([specs.Text(tr.message("{place}. {player}", {"place": place,
                                                                                  "player": names[seat]}),
                                               size="title"),
                                    specs.Text(points, size="figure")]))
    if sheet.tie_break is not None:
        items.append(specs.Text(tr.message("Tie broken by: {rule}", {
            "rule": tr.message(sheet.tie_break.key, dict(sheet.tie_break.params))}), tone="warning"))
    return items


def breakdown_items(sheet: ScoreSheet, names: list[str]) -> list[specs.Item]:
    if not sheet.lines:
        return []
    cols = len(names) + 1
    cells: list[specs.Item] = [specs.Text("")]
    cells += [specs.Text(n, size="small") for n in names]
    for line in sheet.lines:
        cells.append(specs.Text(tr.message(line.label.key, dict(line.label.params)), size="small"))
        cells += [specs.Text(str(p)) for p in line.points]
    cells.append(specs.Text(tr._("Total"), size="small"))
    cells += [specs.Text(str(t), size="figure") for t in sheet.totals]
    return [specs.Heading(tr._("Points, line by line")), specs.Grid(cells, cols=cols)]


def turn_log_items(session: Session) -> list[specs.Item]:
    """A finished game's turn log from History, in the engine's words (nothing for a game that gives none)."""
    log = session.turn_log()
    if not log:
        return []
    items: list[specs.Item] = [specs.Gap(), specs.Heading(tr._("Turn by turn"))]
    items += [specs.Text(tr.message(phrase.key, dict(phrase.params)), size="small") for phrase in log]
    return items


class ResultScreen(CompanionScreen):
    session: Session | None = None
    read_only: bool = False

    def enter(self, **kwargs: Any) -> None:
        self.session = kwargs.get("session", self.session)
        self.read_only = bool(kwargs.get("read_only", False))
        self.refresh()

    def sheet(self) -> ScoreSheet | None:
        if self.session is None:
            return None
        sheet: ScoreSheet | None = self.session.game.score_sheet(self.session.state)
        return sheet

    def refresh(self) -> None:
        sheet = self.sheet()
        if sheet is None or self.session is None:
            return
        players = self.session.setup.players
        names, colours = [p.name for p in players], [p.colour for p in players]
        self.ids.title.text = winners_text(sheet, names)
        items = ranking_items(sheet, names, colours) + [specs.Gap()] + breakdown_items(sheet, names)
        for note in sheet.readings:
            items.append(specs.Text(tr.message(note.text.key, dict(note.text.params)), tone="muted", size="small"))
        if self.read_only:
            items += turn_log_items(self.session)
        self.ids.panel.show(items)
        self.ids.undo_button.opacity = 0 if self.read_only or not self.session.can_undo else 1
        self.ids.undo_button.disabled = self.read_only or not self.session.can_undo

    def undo_the_end(self) -> None:
        if self.session is not None and not self.read_only and self.session.can_undo:
            self.session.undo()
            from companion.plugins import plugin_for

            plugin = plugin_for(self.session.game.name)
            self.navigator.show(plugin.table if plugin else "home", session=self.session)

    def rematch(self) -> None:
        if self.session is not None:
            rematch(self, self.session.game.name, self.session.setup)

