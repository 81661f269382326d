"""Free play at the table: whose turn, the round, a pausable turn timer, round scores and totals.

The screen renders ``session.view()`` (never raw state). Touch buttons, hardware buttons and keys all
arrive as InputEvents through the inbox, so every input takes the same path.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any, Mapping

from kivy.clock import Clock
from kivy.factory import Factory
from kivy.properties import BooleanProperty, ListProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.screens.freeplay.score_pad import ScorePad
from companion.screens.game_screen import GameScreen
from companion.screens.i18n import tr
from companion.screens.palette import rgba
from games.freeplay.state import EndGame, EndTurn, PauseTimer, ResumeTimer, SetScore


def now_ms() -> int:
    # Wall-clock time: a turn timer must survive a restart, which a monotonic clock does not.
    return int(time.time() * 1000)


def clock_text(milliseconds: int) -> str:
    seconds = milliseconds // 1000
    return f"{seconds // 60:02d}:{seconds % 60:02d}" if seconds < 3600 else \
        f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class FreePlayScreen(GameScreen):
    def on_enter(self, *_: Any) -> None:
        Clock.schedule_interval(self._tick, 0.5)

    def on_leave(self, *_: Any) -> None:
        Clock.unschedule(self._tick)

    def advance(self) -> None:
        self.play(EndTurn(now_ms()))

    def toggle_timer(self) -> None:
        view = self._view()
        if view and not view["finished"]:
            self.play(ResumeTimer(now_ms()) if view["clock"]["running_since_ms"] is None else PauseTimer(now_ms()))

    def end_game(self) -> None:
        self.play(EndGame(now_ms()))

    def enter_score(self, round_number: int, seat: int, *_: Any) -> None:
        view = self._view()
        if view is None or view["finished"]:
            self.say("The game is over; undo to reopen it")
            return
        current = view["scores"][round_number - 1][seat]
        title = tr.message("{player}, round {round}",
                           {"player": view["players"][seat]["name"], "round": round_number})
        ScorePad(title=title, value=current,
                 on_done=lambda points: self.play(SetScore(round_number, seat, points))).open()

    def show_keys(self) -> None:
        from companion.screens.help import show_key_help

        show_key_help()

    # --- rendering ------------------------------------------------------------------------------------
    def _view(self) -> Mapping[str, Any] | None:
        return self.view()

    def _tick(self, *_: Any) -> None:
        view = self._view()
        if view is not None:
            self._render_timer(view)

    def _render_timer(self, view: Mapping[str, Any]) -> None:
        clock = view["clock"]
        running_since = clock["running_since_ms"]
        elapsed = clock["banked_ms"] + (0 if running_since is None else max(0, now_ms() - running_since))
        self.ids.timer.text = clock_text(elapsed)
        self.ids.pause_button.text = tr._("Resume") if running_since is None else tr._("Pause")
        self.ids.pause_button.disabled = bool(view["finished"])

    def refresh(self) -> None:
        view = self._view()
        if view is None:
            return
        assert self.session is not None
        players = view["players"]
        outcome = self.session.outcome
        if outcome is not None:
            names = ", ".join(players[s]["name"] for s in outcome.winners)
            self.ids.status.text = tr.message("Game over: {names} won with {points}",
                                              {"names": names, "points": outcome.scores[outcome.winners[0]]})
        else:
            self.ids.status.text = tr.message("Round {round} · [b]{player}[/b] to play",
                                              {"round": view["round"], "player": players[view["seat"]]["name"]})
        self.show_undo()
        self.ids.redo_button.disabled = not self.session.can_redo
        self.ids.next_button.disabled = self.ids.end_button.disabled = bool(view["finished"])
        self._render_timer(view)
        self._render_grid(view)

    def _render_grid(self, view: Mapping[str, Any]) -> None:
        """Update cells in place; only a new round adds widgets (a rebuild per turn was the hot path)."""
        players, scores = view["players"], view["scores"]
        header, grid = self.ids.header, self.ids.grid
        if len(header.children) != len(players) + 1:
            self._build_header(players)
        for seat, column in enumerate(reversed(header.children[:-1])):
            column.total = str(view["totals"][seat])
            column.to_play = seat == view["seat"] and not view["finished"]
        grid.cols = len(players) + 1
        while len(grid.children) < len(scores) * grid.cols:
            self._add_round_row(len(grid.children) // grid.cols + 1, len(players))
        while len(grid.children) > len(scores) * grid.cols:
            for cell in grid.children[:grid.cols]:
                grid.remove_widget(cell)
        cells = list(reversed(grid.children))
        for number, row in enumerate(scores, start=1):
            for seat, points in enumerate(row):
                cells[(number - 1) * grid.cols + seat + 1].text = "" if points is None else str(points)
        Clock.schedule_once(self._scroll_to_latest_round)  # after the layout has measured the new row

    def _scroll_to_latest_round(self, *_: Any) -> None:
        scroll = self.ids.scroll
        scroll.scroll_y = 0 if self.ids.grid.height > scroll.height else 1  # a short list stays on top

    def score_cell(self, round_number: int, seat: int) -> Any:
        grid = self.ids.grid
        return list(reversed(grid.children))[(round_number - 1) * grid.cols + seat + 1]

    def player_header(self, seat: int) -> "PlayerHeader":
        return list(reversed(self.ids.header.children))[seat + 1]  # type: ignore[no-any-return]

    def _build_header(self, players: list[Mapping[str, Any]]) -> None:
        header = self.ids.header
        header.clear_widgets()
        self.ids.grid.clear_widgets()
        header.add_widget(Factory.RoundCell(text=""))
        for player in players:
            header.add_widget(PlayerHeader(player_name=player["name"], seat_rgba=list(rgba(player["colour"]))))

    def _add_round_row(self, number: int, player_count: int) -> None:
        grid = self.ids.grid
        grid.add_widget(Factory.RoundCell(text=tr.message("R{round}", {"round": number})))
        for seat in range(player_count):
            cell = Factory.ScoreCell()
            cell.bind(on_release=partial(self.enter_score, number, seat))
            grid.add_widget(cell)


class PlayerHeader(BoxLayout):
    """A player's column head: name, total, and a colour bar that thickens on their turn."""

    player_name = StringProperty("")
    total = StringProperty("0")
    seat_rgba = ListProperty([0.5, 0.5, 0.5, 1])
    to_play = BooleanProperty(False)
