"""One finished game's play, from History (docs/records.md#the-play-log): when and how long, the players in seat
order with their colours, first player, scores, winners and tie-break, the table options; and, where the game
scores round by round, a chart of the score over the game replayed from the journal through the engine
(``Game.score_over_game``). "Score sheet" opens the game read-only as History always has; "To BG Stats" shows the
play as a QR code for a phone (companion/screens/play_code.py)."""

from __future__ import annotations

from typing import Any

from companion.core.journal import GameRecord
from companion.core.playlog import Play
from companion.core.session import CannotResume, Session
from companion.screens import charts as charts  # the widgets play_log.kv draws with
from companion.screens.base import CompanionScreen
from companion.screens.i18n import tr
from companion.screens.play_view import play_items
from companion.screens.stats_view import Series
from games import base
from games.base import Game


def score_over_game(journal: Any, play: Play) -> list[Series]:
    """Each player's running score after each round, replayed from the journal; none for a game scored only at
    its end (it is not replayed for nothing) or one that does not replay."""
    game = base.get(play.game)
    if type(game).score_over_game is Game.score_over_game:
        return []
    try:
        session = Session.resume(journal, play.game_id)
    except (CannotResume, KeyError):
        return []
    rounds = game.score_over_game(session.states)
    if len(rounds) < 1:
        return []
    return [Series(seat.name, seat.colour, tuple([(0, 0.0)] + [(x + 1, float(row[seat.seat]))
                                                              for x, row in enumerate(rounds)]))
            for seat in play.seats]


class PlayLogScreen(CompanionScreen):
    play: Play | None = None
    record: GameRecord | None = None

    def enter(self, **kwargs: Any) -> None:
        self.play = kwargs.get("play", self.play)
        self.record = kwargs.get("record", self.record)
        self.refresh()

    def refresh(self) -> None:
        if self.play is None:
            return
        self.ids.title.text = tr._(self.play.title)
        self.ids.panel.show(play_items(self.play, self.play.thinking_ms))  # its turns' times, where a clock ran
        self.ids.panel.scroll_y = 1
        lines = score_over_game(self.context.journal, self.play)
        chart = self.ids.chart_box
        chart.opacity, chart.disabled = (1, False) if lines else (0, True)
        chart.size_hint_x = 0.8 if lines else None
        chart.width = chart.width if lines else 0
        self.ids.legend.series = lines
        self.ids.chart.x_labels = [tr._("start"), tr._("end")] if lines else []
        self.ids.chart.series = lines

    def to_bg_stats(self) -> None:
        """This play as a QR code of BG Stats' link, for a phone (docs/records.md#one-play-to-a-phone)."""
        from companion.screens.play_code import show_play_code

        show_play_code(self.play)

    def open_sheet(self) -> None:
        if self.record is not None:
            from companion.screens.history import open_game

            open_game(self, self.record)
