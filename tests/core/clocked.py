"""A Free play table with the kit's turn clock (companion/screens/kit/turn_clock.py, no Kivy), its seats marked on
turn as Free play's table marks them, and the time a counter the test moves on, in ms: each action carries its
turn's time (``Session.turn_stamp``), as at the table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from games.freeplay.state import EndGame, EndTurn, SetScore

from companion.core.journal import Journal
from companion.core.session import Session
from companion.screens.kit import turn_clock
from companion.screens.kit.specs import Seat
from tests.core import playbook

T0 = 1_764_000_000_000  # 2025-11-24T16:00:00Z, in ms


class ClockedTable:
    def __init__(self, session: Session, now_ms: int) -> None:
        self.session, self.now = session, now_ms
        self.seat_clock = turn_clock.SeatClock(session, len(session.setup.players), 0, now=lambda: self.now)
        self.look()

    @property
    def clock(self) -> Any:
        return self.seat_clock.clock

    def look(self) -> None:
        """The seat bar refreshed: Free play marks its seat on turn; once the game is over no one's time runs."""
        state = self.session.state
        self.seat_clock.seats([Seat(p.name, p.colour, (), on_turn=i == state.seat)
                               for i, p in enumerate(state.players)], over=self.session.outcome is not None)

    def wait(self, ms: int) -> None:
        self.now += ms

    def play(self, action: Any) -> None:
        self.session.play(action)
        self.look()

    def undo(self) -> None:
        self.session.undo()
        self.look()

    def redo(self) -> None:
        self.session.redo()
        self.look()

    def end_turn(self) -> None:
        self.play(EndTurn(self.now))

    def pause(self) -> None:
        self.seat_clock.toggle()

    resume = pause


def played(path: Path) -> tuple[int, ClockedTable]:
    """Ana 30 s (a score entered at 10 s); Ben 5 s, a pause of 100 s, 20 s more; Chloé 12 s, then the game ends
    after 3 s of Ana's next turn."""
    journal = Journal.open(path)
    session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
    table = ClockedTable(session, T0)
    table.wait(10_000)
    table.play(SetScore(1, 0, 4))
    table.wait(20_000)
    table.end_turn()
    table.wait(5_000)
    table.pause()
    table.wait(100_000)
    table.resume()
    table.wait(20_000)
    table.end_turn()
    table.wait(12_000)
    table.end_turn()
    table.wait(3_000)
    table.play(EndGame(table.now))
    journal.close()
    return session.game_id, table
