"""Free play at the table, on the kit's frame: whose turn and the round on top, each seat's total on the seat
bar, the round scores as a grid (a tap on a cell opens the score pad), the turn's timer in the side panel and
"Next turn" as the main action.

Touch, hardware buttons and keys all arrive as InputEvents through the inbox (docs/design.md#one-thread-owns-
state). The turn timer takes the table's time inside the actions, so a replayed journal shows the same time.
"""

from __future__ import annotations

import time
from typing import Any

from kivy.clock import Clock

from companion.screens.freeplay.grid import ScoreGrid
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.kit.frame import Table, TableScreen
from companion.screens.kit.keypad import NumberPad
from companion.screens.kit.overlay import confirm
from games.freeplay import POINTS_LIMIT, EndGame, EndTurn, FreePlayView, PauseTimer, ResumeTimer, SetScore


def now_ms() -> int:
    # Wall-clock time: a turn timer must survive a restart, which a monotonic clock does not.
    return int(time.time() * 1000)


def clock_text(milliseconds: int) -> str:
    seconds = milliseconds // 1000
    return f"{seconds // 60:02d}:{seconds % 60:02d}" if seconds < 3600 else \
        f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class FreePlayScreen(TableScreen):
    grid: ScoreGrid | None = None

    def on_enter(self, *_: Any) -> None:
        Clock.schedule_interval(self._tick, 0.5)

    def on_leave(self, *_: Any) -> None:
        Clock.unschedule(self._tick)

    def free_view(self) -> FreePlayView:
        assert self.session is not None
        view: FreePlayView = self.session.view()
        return view

    # --- what the table does ----------------------------------------------------------------------------
    def advance(self) -> None:
        self.play(EndTurn(now_ms()))

    def toggle_timer(self) -> None:
        view = self.free_view()
        if not view.finished:
            self.play(ResumeTimer(now_ms()) if view.clock.paused else PauseTimer(now_ms()))

    def end_game(self) -> None:
        confirm(tr._("End the game now?"), tr._("The totals so far decide the winner. Undo can reopen the game."),
                tr._("End the game"), lambda: self.play(EndGame(now_ms())))

    def enter_score(self, round_number: int, seat: int) -> None:
        view = self.free_view()
        if view.finished:
            self.say("The game is over; undo to reopen it")
            return
        title = tr.message("{player}, round {round}", {"player": view.players[seat].name, "round": round_number})
        NumberPad(title=title, value=view.scores[round_number - 1][seat], digits=len(str(POINTS_LIMIT)),
                  on_done=lambda points: self.play(SetScore(round_number, seat, points))).open()

    # --- what the table shows ---------------------------------------------------------------------------
    def table(self) -> Table:
        assert self.session is not None
        view = self.free_view()
        outcome = self.session.outcome
        if outcome is not None:
            names = ", ".join(view.players[s].name for s in outcome.winners)
            status = tr.message("Game over: {names} won with {points}",
                                {"names": names, "points": outcome.scores[outcome.winners[0]]})
        else:
            status = tr.message("Round {round} · {player} to play",
                                {"round": view.round, "player": view.players[view.seat].name})
        seats = [specs.Seat(p.name, p.colour, (tr.plural("{count} point", "{count} points", view.totals[s]),),
                            on_turn=s == view.seat and not view.finished)
                 for s, p in enumerate(view.players)]
        timer = tr._("Resume the timer") if view.clock.paused else tr._("Pause the timer")
        panel: list[specs.Item] = [
            specs.Figure(tr._("This turn"), clock_text(view.clock_ms(now_ms()))),
            specs.Button(timer, self.toggle_timer, key="timer"),
            specs.Gap(),
            specs.Button(tr._("End the game"), self.end_game, tone="danger", key="end"),
        ]
        main: specs.Button | None = specs.Button(tr._("Next turn"), lambda: self.submit("advance"), tone="primary",
                                                 key="next")
        if view.finished:
            panel, main = [specs.Text(tr._("The game is over; undo to reopen it"))], None
        return Table(status, seats, panel, main)

    def draw_board(self, table: Table) -> None:
        if self.grid is None:
            self.grid = ScoreGrid(on_cell=self.enter_score)
            self.ids.main.add_widget(self.grid)
        self.grid.show(self.free_view())

    def _tick(self, *_: Any) -> None:
        if self.session is not None:
            self.ids.panel.show(self.table().panel)

    # --- for tests and the help ---------------------------------------------------------------------------
    def score_cell(self, round_number: int, seat: int) -> Any:
        assert self.grid is not None
        return self.grid.cell(round_number, seat)
