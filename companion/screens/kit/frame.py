"""The table frame every game's main screen shares (kit/frame.kv): the same furniture in the same places.

    +-----------------------------------------------------------------+
    | Home |  status (what the app expects now)    |  ?  | Undo | Redo |   top bar
    | a lasting notice, when there is one                             |
    | seat | seat | seat | ...                                          |   seat bar
    |  the game's board (map, carpet, grid)       |  side panel       |
    |                                             |  [ main action ]  |   always bottom right
    +-----------------------------------------------------------------+

A game's screen fills it from its view in one place (``table``): the status line, the seats, the panel's items
and the main action; its board draws itself in ``main``. Undo and Redo are the same everywhere: a tap on a
refused one says why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from kivy.clock import Clock
from kivy.properties import BooleanProperty, NumericProperty

from companion.core.inbox import InputEvent
from companion.core.session import UNDO_CLAUSE
from companion.screens.game_screen import GameScreen
from companion.screens.i18n import tr
from companion.screens.kit.specs import Button, Item, Seat
from games.refusals import Refusal


@dataclass(frozen=True)
class Table:
    """What a game's table shows now."""

    status: str
    seats: Sequence[Seat] = ()
    panel: Sequence[Item] = ()
    main: Button | None = None
    notice: str = ""  # a lasting notice of the game's own (the journal's is added by the frame)
    extra: dict[str, Any] = field(default_factory=dict)  # for the game's own board


class TableScreen(GameScreen):
    """A game's table screen on the kit's frame."""

    panel_share = NumericProperty(0.72)  # the side panel's width against the board's (1)
    phones_on = BooleanProperty(False)  # a seat still without its phone: the top bar's Phones shows the seats' codes
    phone_codes: Any = None  # the seats' codes, while shown
    holds_end = False  # True: a screen showing the game's own last step leaves for the result screen itself


    def table(self) -> Table:
        """The game's view, laid out for the frame."""
        raise NotImplementedError

    def draw_board(self, table: Table) -> None:
        """Draw the game's board in ``self.ids.main`` (nothing by default)."""

    def refresh(self) -> None:
        if self.session is None:
            return
        if self.session.outcome is not None and not self.holds_end and self.manager is not None \
                and self.manager.current == self.name:
            session = self.session  # the game is over: the one result screen, once this refresh is done
            Clock.schedule_once(lambda _: self.navigator.show("result", session=session))
        table = self.table()
        ids = self.ids
        ids.status.text = table.status
        self.shown_seats = table.seats
        ids.seats.show(self.clocked(table.seats))
        ids.panel.show(table.panel)
        ids.main_button.opacity = 1 if table.main is not None else 0
        if table.main is not None:
            ids.main_button.update(table.main)
        warning = self.session.warning
        journal_notice = tr.message(warning.key, warning.params) if warning else ""
        ids.banner.text = "\n".join(text for text in (journal_notice, table.notice) if text)
        ids.undo_button.update(Button(tr._("Undo"), lambda: self.submit("undo"), self.undo_refusal(), key="undo"))
        ids.redo_button.update(Button(tr._("Redo"), lambda: self.submit("redo"), self.redo_refusal(), key="redo"))
        self.draw_board(table)
        phones = self.context.phones
        seats = range(len(self.session.setup.players))
        # Shown while a seat has no phone yet (the status line has its room back once all have); "?" keeps it.
        self.phones_on = phones is not None and phones.listening and (
            phones.session is not self.session or not all(phones.taken(seat) for seat in seats))
        if self.phone_codes is not None and self.phone_codes.parent is not None:
            self.phone_codes.joined()

    def show_phones(self) -> None:
        """Each seat's QR code, one at a time (docs/phones.md#using-it-at-a-table)."""
        from companion.screens.phone_codes import show_phone_codes

        phones = self.context.phones
        if phones is not None and self.session is not None:
            phones.follow(self.session)
            self.phone_codes = show_phone_codes(phones, len(self.session.setup.players))

    # --- the turn clock, when the table keeps one (docs/records.md#the-turn-clock) ------------------------
    shown_seats: Sequence[Seat] = ()
    turn_clock: Any = None  # kit.turn_clock.SeatClock of the session shown, or None
    _clock_tick: Any = None

    def clocked(self, seats: Sequence[Seat]) -> Sequence[Seat]:
        """The seats with each one's thinking time while Settings keeps a turn clock; as they are otherwise."""
        from companion.screens.kit.turn_clock import PREFERENCE, SeatClock

        limit = self.context.preferences.get(PREFERENCE)
        if self.session is None or not isinstance(limit, int) or isinstance(limit, bool):
            if self.session is not None:
                self.session.turn_stamp = None  # no clock: the actions carry no turn's time
            self.turn_clock = None
            return seats
        if self.turn_clock is None or self.turn_clock.keeper is not self.session:
            self.turn_clock = SeatClock(self.session, len(seats), limit)
        self.turn_clock.limit_ms = limit * 1000  # Settings may have changed it since
        if self._clock_tick is None:
            self._clock_tick = Clock.schedule_interval(self._tick_clock, 1.0)
        clocked: list[Seat] = self.turn_clock.seats(seats, over=self.session.outcome is not None)
        self._blink_late([i for i, seat in enumerate(clocked) if seat.warned])
        return clocked

    _blinking: int | None = None  # the seat whose light blinks for the turn clock's limit

    def _blink_late(self, late: list[int]) -> None:
        """The seat past the limit blinks its station's light, if it has one; the light goes off when its turn
        ends (only a light the clock lit: a game's own lights are left alone)."""
        from companion.core.ports import SeatSignal

        seat = late[0] if late else None
        if seat == self._blinking:
            return
        for adapter in self.context.adapters:
            if isinstance(adapter, SeatSignal):
                if self._blinking is not None:
                    adapter.set_led(self._blinking, "off")
                if seat is not None:
                    adapter.set_led(seat, "blink")
        self._blinking = seat

    def handle_input(self, event: InputEvent) -> None:
        """The turn clock's button pauses and resumes it (docs/records.md#the-turn-clock); the rest as every game."""
        if event.command == "clock":
            if self.turn_clock is not None:
                self.turn_clock.toggle()
                self.ids.seats.show(self.clocked(self.shown_seats))
            return
        super().handle_input(event)

    def _tick_clock(self, _: float) -> None:
        if self.turn_clock is None or self.manager is None or self.manager.current != self.name:
            if self._clock_tick is not None:
                self._clock_tick.cancel()
                self._clock_tick = None
            return
        self.ids.seats.show(self.clocked(self.shown_seats))

    def show_help(self) -> None:
        """What the app expects now, the key steps of a turn (the game's plugin), and the keys and buttons."""
        from companion.screens.kit.help import HelpSheet

        steps = tuple(self.help_steps())
        help_sheet: HelpSheet | None = getattr(self, "_help_sheet", None)
        if help_sheet is None or help_sheet.made_for != (tr.language, steps):
            help_sheet = self._help_sheet = HelpSheet(steps)
        phones = self.context.phones
        if phones is not None and phones.listening and not hasattr(help_sheet, "phones_button"):
            sheet = help_sheet  # its Phones: the seats' codes once the top bar no longer shows them

            def phones_from_help() -> None:
                sheet.dismiss()
                self.show_phones()

            sheet.phones_button = sheet.add_button(tr._("Phones"), phones_from_help, key="phones")
        help_sheet.show(self.ids.status.text)

    def help_steps(self) -> list[str]:
        from companion.plugins import plugin_for

        plugin = None if self.session is None else plugin_for(self.session.game.name)
        return [tr._(step) for step in (plugin.help if plugin else ())]

    def undo_refusal(self) -> Any:
        if self.session is None:
            return None
        blocked = self.undo_blocked()
        if blocked is not None:
            return Refusal(blocked, (), UNDO_CLAUSE)
        return self.session.undo_refusal()

    def redo_refusal(self) -> Any:
        return None if self.session is None else self.session.redo_refusal()
