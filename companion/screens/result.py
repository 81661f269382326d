"""The end of every game, the same for all (docs/design.md#the-result-screen), read from the top: the winner's
banner, the tie-break in words when one decided, then one table with a column per player in rank order (their
place and name, their total first, then the breakdown line by line), the readings of the rules that changed a
score; at the bottom History, Statistics, To BG Stats (the play as a QR code for a phone) and Rematch (same
players, same options). Home is on the top bar, once.

Reached when a game ends, and from History for a finished game (read-only: no Undo there).
"""

from __future__ import annotations

from typing import Any

from companion.core.session import Session
from companion.screens.base import CompanionScreen
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.rematch import rematch
from games.ranking import places
from games.scoresheet import ScoreSheet


def winners_text(sheet: ScoreSheet, names: list[str]) -> str:
    if sheet.unscored:
        return tr._("No score was entered")
    winners = [names[s] for s in sheet.outcome.winners]
    if len(winners) == 1:
        return tr.message("{player} wins", {"player": winners[0]})
    return tr.message("{players} share the win", {"players": ", ".join(winners)})


def points_text(points: int) -> str:
    return tr.plural("{count} point", "{count} points", points)


def tie_items(sheet: ScoreSheet, names: list[str]) -> list[specs.Item]:
    """The tie at the top and what broke it, in the game's words (each game's rulebook: games/*/scoring.py)."""
    if sheet.tie_break is None:
        return []
    tied = sheet.tied
    return [specs.Text(tr.message("{players} tied on {points}; the tie is broken by {rule}", {
        "players": ", ".join(names[s] for s in tied), "points": points_text(sheet.totals[tied[0]]),
        "rule": tr.message(sheet.tie_break.key, dict(sheet.tie_break.params))}), tone="warning")]


def table_items(sheet: ScoreSheet, names: list[str]) -> list[specs.Item]:
    """One table, a column per player in rank order: place and name, the total first, then each line."""
    order, place = sheet.seats_in_rank, places(sheet.outcome)
    cells: list[specs.Item] = [specs.Text("")]
    cells += [specs.Text(tr.message("{place}. {player}", {"place": place[s], "player": names[s]})) for s in order]
    cells.append(specs.Text(tr._("Total"), size="small"))
    cells += [specs.Text(str(sheet.totals[s]), size="figure") for s in order]
    for line in sheet.lines:
        cells.append(specs.Text(tr.message(line.label.key, dict(line.label.params)), tone="muted", size="small"))
        cells += [specs.Text(str(line.points[s])) for s in order]
    return [specs.Grid(cells, cols=len(order) + 1)]


def turn_log_items(session: Session) -> list[specs.Item]:
    """A finished game's turn log from History, in the engine's words (nothing for a game that gives none)."""
    log = session.turn_log()
    if not log:
        return []
    items: list[specs.Item] = [specs.Gap(), specs.Heading(tr._("Turn by turn"))]
    items += [specs.Text(tr.message(phrase.key, dict(phrase.params)), size="small") for phrase in log]
    return items


def sheet_items(sheet: ScoreSheet, names: list[str], read_only: bool) -> list[specs.Item]:
    if sheet.unscored:  # from History there is no Undo to offer
        return [specs.Text(tr._("The game was ended before any score was entered: no winner and no ranking.")
                           if read_only else
                           tr._("The game was ended before any score was entered: no winner and no ranking. "
                                "Undo the end to enter the scores."), tone="warning")]
    items = tie_items(sheet, names) + table_items(sheet, names)
    items += [specs.Text(tr.message(note.text.key, dict(note.text.params)), tone="muted", size="small")
              for note in sheet.readings]
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
        names = [p.name for p in self.session.setup.players]
        self.ids.title.text = winners_text(sheet, names)
        items = sheet_items(sheet, names, self.read_only)
        if self.read_only:
            items += turn_log_items(self.session)
        self.ids.panel.show(items)
        self.ids.panel.scroll_y = 1  # from the top: the banner, the tie, the names and their totals
        self.ids.undo_button.opacity = 0 if self.read_only or not self.session.can_undo else 1
        self.ids.undo_button.disabled = self.read_only or not self.session.can_undo

    def undo_the_end(self) -> None:
        if self.session is not None and not self.read_only and self.session.can_undo:
            self.session.undo()
            from companion.plugins import plugin_for

            plugin = plugin_for(self.session.game.name)
            self.navigator.show(plugin.table if plugin else "home", session=self.session)

    def to_bg_stats(self) -> None:
        """This play as a QR code of BG Stats' link, for a phone (docs/records.md#one-play-to-a-phone)."""
        if self.session is None:
            return
        from companion.core.playlog import play_of
        from companion.screens.play_code import show_play_code  # the QR encoder loads with its first code

        journal = self.context.journal
        show_play_code(play_of(journal.game(self.session.game_id), journal.entries(self.session.game_id)))

    def rematch(self) -> None:
        if self.session is not None:
            rematch(self, self.session.game.name, self.session.setup)
