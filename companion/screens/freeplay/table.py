"""Free play at the table, on the kit's frame: whose turn and the round on top, each seat's total on the seat
bar, the round scores as a grid under the players' names (a tap on a cell opens the score pad), the turn's time
in the side panel and "Next turn" as the main action.

One clock: free play's own turn timer, or, while Settings keeps a turn clock (docs/records.md#the-turn-clock),
that clock, whose thinking times the seat bar shows; the panel's "This turn" and its pause are then that clock's
too, never a second time beside it.

Touch, hardware buttons and keys all arrive as InputEvents through the inbox (docs/design.md#one-thread-owns-
state). The turn timer takes the table's time inside the actions, so a replayed journal shows the same time.
"""

from __future__ import annotations

import time
from typing import Any

from kivy.clock import Clock
from kivy.uix.boxlayout import BoxLayout

from companion.core import turn_clock as tc
from companion.screens.freeplay.grid import ScoreGrid, ScoreHeader
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.kit.frame import Table, TableScreen
from companion.screens.kit.keypad import NumberPad
from companion.screens.kit.panel import in_room
from companion.screens.kit.overlay import confirm
from games.freeplay import POINTS_LIMIT, EndGame, EndTurn, FreePlayView, PauseTimer, ResumeTimer, SetScore


def now_ms() -> int:
    # Wall-clock time: a turn timer must survive a restart, which a monotonic clock does not.
    return int(time.time() * 1000)


class FreePlayScreen(TableScreen):
    grid: ScoreGrid | None = None
    header: ScoreHeader | None = None

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
        if view.finished:
            return
        if self.turn_clock is not None:  # the table's turn clock is the one shown: it pauses, and free play's with it
            self.turn_clock.toggle()
            if self.turn_clock.clock.paused != view.clock.paused:
                self.play(PauseTimer(now_ms()) if self.turn_clock.clock.paused else ResumeTimer(now_ms()))
            self.refresh()
            return
        self.play(ResumeTimer(now_ms()) if view.clock.paused else PauseTimer(now_ms()))

    def turn_time(self) -> tuple[int, bool]:
        """This turn's time and whether it stands, from the one clock shown (see the module's docstring)."""
        if self.turn_clock is not None:
            clock = self.turn_clock.clock
            return tc.this_turn(clock, self.turn_clock.now()), clock.paused
        view = self.free_view()
        return view.clock_ms(now_ms()), view.clock.paused

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
        spent, paused = self.turn_time()
        timer = tr._("Resume the timer") if paused else tr._("Pause the timer")
        panel: list[specs.Item] = [
            specs.Figure(tr._("This turn"), tc.minutes_seconds(spent)),
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
        if self.grid is None or self.header is None:
            board = BoxLayout(orientation="vertical")
            self.header, self.grid = ScoreHeader(), ScoreGrid(on_cell=self.enter_score)
            board.add_widget(self.header)
            board.add_widget(in_room(self.grid))
            self.ids.main.add_widget(board)
        view = self.free_view()
        self.header.show(view.players)
        self.grid.show(view)

    def refresh(self) -> None:
        super().refresh()
        if self.turn_clock is not None and self.session is not None:
            self.ids.panel.show(self.table().panel)  # the turn clock has just moved on with the seats: its time now

    def _tick(self, *_: Any) -> None:
        if self.session is not None:
            self.ids.panel.show(self.table().panel)

    # --- for tests and the help ---------------------------------------------------------------------------
    def score_cell(self, round_number: int, seat: int) -> Any:
        assert self.grid is not None
        return self.grid.cell(round_number, seat)
