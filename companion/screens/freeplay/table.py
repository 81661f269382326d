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
from kivy.metrics import dp

from companion.core.inbox import InputEvent
from companion.core.session import Session
from companion.screens.base import CompanionScreen
from companion.screens.freeplay.score_pad import ScorePad
from companion.screens.i18n import tr
from companion.screens.palette import rgba
from games.base import RuleError
from games.freeplay.state import EndGame, EndTurn, PauseTimer, ResumeTimer, SetScore


def now_ms() -> int:
    # Wall-clock time: a turn timer must survive a restart, which a monotonic clock does not.
    return int(time.time() * 1000)


def clock_text(milliseconds: int) -> str:
    seconds = milliseconds // 1000
    return f"{seconds // 60:02d}:{seconds % 60:02d}" if seconds < 3600 else \
        f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class FreePlayScreen(CompanionScreen):
    session: Session | None = None

    def enter(self, **kwargs: Any) -> None:
        if "session" in kwargs:
            self.session = kwargs["session"]
        self.refresh()

    def on_enter(self, *_: Any) -> None:
        Clock.schedule_interval(self._tick, 0.5)

    def on_leave(self, *_: Any) -> None:
        Clock.unschedule(self._tick)

    # --- input ----------------------------------------------------------------------------------------
    def submit(self, command: str) -> None:
        self.context.inbox.put(InputEvent(command=command, source="touch"))

    def handle_input(self, event: InputEvent) -> None:
        if self.session is None:
            return
        if event.command == "advance":
            self.act(EndTurn(now_ms()))
        elif event.command == "undo":
            self.act_on_session(self.session.undo)
        elif event.command == "redo":
            self.act_on_session(self.session.redo)

    def act(self, action: Any) -> None:
        assert self.session is not None
        self.act_on_session(partial(self.session.play, action))

    def act_on_session(self, change: Any) -> None:
        try:
            change()  # the journal has committed when this returns: only now does the screen change
        except RuleError as error:
            self.say(error.key, error.params)
        self.refresh()

    def toggle_timer(self) -> None:
        view = self._view()
        if view and not view["finished"]:
            self.act(ResumeTimer(now_ms()) if view["clock"]["running_since_ms"] is None else PauseTimer(now_ms()))

    def end_game(self) -> None:
        self.act(EndGame(now_ms()))

    def enter_score(self, round_number: int, seat: int, *_: Any) -> None:
        view = self._view()
        if view is None or view["finished"]:
            self.say("The game is over; undo to reopen it")
            return
        current = view["scores"][round_number - 1][seat]
        title = tr.message("{player}, round {round}",
                           {"player": view["players"][seat]["name"], "round": round_number})
        ScorePad(title=title, value=current,
                 on_done=lambda points: self.act(SetScore(round_number, seat, points))).open()

    def show_keys(self) -> None:
        from companion.screens.help import show_key_help

        show_key_help()

    # --- rendering ------------------------------------------------------------------------------------
    def _view(self) -> Mapping[str, Any] | None:
        return None if self.session is None else self.session.view(None)

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
        warning = self.session.warning
        self.ids.banner.text = tr.message(warning.key, warning.params) if warning else ""
        self.ids.undo_button.disabled = not self.session.can_undo
        self.ids.redo_button.disabled = not self.session.can_redo
        self.ids.next_button.disabled = self.ids.end_button.disabled = bool(view["finished"])
        self._render_timer(view)
        self._render_grid(view)

    def _render_grid(self, view: Mapping[str, Any]) -> None:
        grid = self.ids.grid
        grid.clear_widgets()
        rounds = len(view["scores"])
        grid.cols = rounds + 2
        grid.add_widget(Factory.NameCell(text=tr._("Player")))
        for number in range(1, rounds + 1):
            grid.add_widget(Factory.ScoreCell(text=tr.message("R{round}", {"round": number}), disabled=True))
        grid.add_widget(Factory.ScoreCell(text=tr._("Total"), disabled=True))
        for seat, player in enumerate(view["players"]):
            to_play = seat == view["seat"] and not view["finished"]
            name = Factory.NameCell(text=f"[b]{player['name']}[/b]" if to_play else player["name"])
            name.seat_rgba = rgba(player["colour"])
            if to_play:
                name.color = rgba(player["colour"])
            grid.add_widget(name)
            for number in range(1, rounds + 1):
                points = view["scores"][number - 1][seat]
                cell = Factory.ScoreCell(text="" if points is None else str(points))
                cell.bind(on_release=partial(self.enter_score, number, seat))
                grid.add_widget(cell)
            total = Factory.ScoreCell(text=str(view["totals"][seat]), bold=True)
            total.width = dp(84)
            grid.add_widget(total)
        self.ids.scroll.scroll_x = 1  # the latest round in sight
