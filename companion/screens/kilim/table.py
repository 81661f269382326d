"""Kilim's market on the kit's table frame (docs/design.md#the-kit): the step, the seats, the domino turned up
(and the motifs to enter it), the auction explained, each seat's secret step and the turn's main action.

It renders the public view: a seat's own view is read only inside the covered keypad, and what a seat locks
never reaches a widget before its reveal (docs/design.md#secrets). Undo stops at reveals: the frame's greyed
Undo says why (docs/design.md#undo-stops-at-reveals).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.clock import Clock
from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.floatlayout import FloatLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.widget import Widget

from companion.core.inbox import InputEvent
from companion.screens.i18n import tr
from companion.screens.kilim import motif_key, steps
from companion.screens.kilim.common import DominoView, MotifButton, kilim_view
from companion.screens.kilim.keypad import CoveredKeypad, Request
from companion.screens.kilim.stations import ROUND_PHASES, SeatStations, sealed_round, waiting_seats
from companion.screens.kit import specs
from companion.screens.kit.frame import Table, TableScreen
from companion.screens.theme import theme
from games.base import N_
from games.kilim import CLASSIC, EndDay, KilimView, Motif, Phase, RevealBids, RevealDomino, RevealOffers
from games.refusals import ENTRY, Refusal

ENTRY_LETTERS = (*(motif.value for motif in CLASSIC), "T")
BOTH_MOTIFS = Refusal(N_("Tap the two motifs of the domino the table turned up first"), (), ENTRY)


class KilimTableScreen(TableScreen):
    panel_share = 1.2

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.entry = ["?", "?"]  # the domino being entered (public: the table turned it up)
        self.entry_cell = 0
        self.keypad: CoveredKeypad | None = None
        self.stations = SeatStations(self.context.feedback, self.play_privately)
        # The board: the domino up for auction (or the two cells to enter it, in the same place), the motifs to
        # enter it with, the last auction. Built once and updated: a rebuild at every tap stalls a Pi.
        size, middle = (theme.target * 4, theme.target * 2), {"center_x": 0.5, "y": 0}
        self.entry_cells = BoxLayout(size_hint=(None, None), size=size, pos_hint=middle)
        for index in (0, 1):
            self.entry_cells.add_widget(MotifButton(on_release=partial(self.choose_cell, index)))
        self.shown = DominoView(pos_hint=middle)
        self.shown.size = size
        spot = FloatLayout(size_hint_y=None, height=size[1])
        spot.add_widget(self.entry_cells)
        spot.add_widget(self.shown)
        self.palette = GridLayout(cols=3, spacing=theme.gap, size_hint=(None, None), pos_hint={"center_x": 0.5})
        self.palette.bind(minimum_size=self.palette.setter("size"))
        for letter in ENTRY_LETTERS:
            self.palette.add_widget(MotifButton(letter=letter, on_release=partial(self.choose_motif, letter)))
        self.carried, self.explanation = Factory.KitLabel(tone="muted", halign="center"), Factory.KitLabel()
        main = self.ids.main
        main.orientation, main.padding, main.spacing = "vertical", theme.pad, theme.gap
        for widget in (spot, self.carried, self.palette, self.explanation, Widget()):
            main.add_widget(widget)

    def enter(self, **kwargs: Any) -> None:
        if "session" in kwargs:
            self.entry, self.entry_cell = ["?", "?"], 0
        motif_key.apply(self.context.preferences)  # the colours the table paired with the shapes, before a cell shows
        super().enter(**kwargs)
        if self.session is not None and self.session.outcome is not None:  # a finished game: its final carpets
            session = self.session
            Clock.schedule_once(lambda _: self.navigator.show("kilim_scoring", session=session))
        elif "session" in kwargs:  # the first Kilim game: which motif is which, once (skippable)
            self.motif_key = motif_key.offer(self.context.preferences, self.refresh)

    def takes_seat_choices(self) -> bool:
        return self.session is not None

    def seat_event(self, event: InputEvent) -> None:
        self.stations.press(event)

    def refresh(self) -> None:
        if self.session is None:
            return
        self.stations.follow(kilim_view(self.session))  # a new sealed step opens the seats' bid stations
        if self.session.outcome is None:
            super().refresh()
        elif self.manager is not None and self.manager.current == self.name:  # over: the final carpets, then results
            self.navigator.show("kilim_scoring", session=self.session)

    # --- the main action and the hardware 'next' button ------------------------------------------------------
    def advance(self) -> None:
        main = self.main_action(kilim_view(self.session))
        if main is not None and main.refusal is None:
            main.on_tap()

    def show_kilims(self) -> None:
        """The kilims, the one a domino was won for first (to lay it)."""
        turn = kilim_view(self.session).turn
        seat = turn.winner if turn is not None and turn.winner is not None else 0
        self.navigator.show("kilim_carpet", session=self.session, seat=seat)

    # --- the domino ----------------------------------------------------------------------------------------
    def choose_cell(self, index: int, *_: Any) -> None:
        self.entry_cell = index
        self.refresh()

    def choose_motif(self, letter: str, *_: Any) -> None:
        self.entry[self.entry_cell] = letter
        self.entry_cell = 1 if self.entry_cell == 0 else self.entry_cell
        self.refresh()

    def confirm_domino(self) -> None:
        first, second = self.entry
        if self.play(RevealDomino(Motif(first), Motif(second))):
            self.entry, self.entry_cell = ["?", "?"], 0
            self.refresh()

    # --- the covered keypad --------------------------------------------------------------------------------
    def request_for(self, seat: int) -> Request | None:
        view = kilim_view(self.session, seat)  # the seat's own view: its hand and, when picking a scrap, the bag
        build = steps.REQUESTS.get(view.phase)
        return None if build is None else build(view, seat)

    def open_keypad(self, seat: int, *_: Any) -> None:
        request = self.request_for(seat)
        if request is None:
            return
        phase = kilim_view(self.session).phase
        self.keypad = CoveredKeypad(request, self.play_privately, partial(self.following, seat, phase))
        self.keypad.bind(on_dismiss=lambda *_: self.refresh())
        self.keypad.open()

    def pass_round(self) -> None:
        waiting = waiting_seats(kilim_view(self.session))
        if waiting:
            self.open_keypad(waiting[0])

    def following(self, after: int, phase: Phase) -> Request | None:
        """The next seat still to choose in secret in the same step, after ``after`` in seat order (a new
        step is announced on the screen first)."""
        view = kilim_view(self.session)
        waiting = waiting_seats(view) if view.phase is phase else []
        if not waiting:
            return None
        later = [s for s in waiting if s > after] or waiting
        return self.request_for(later[0])

    # --- public steps ----------------------------------------------------------------------------------------
    def refused(self, action: Any) -> Refusal | None:
        assert self.session is not None
        return self.session.game.check(self.session.state, action)

    def main_action(self, view: KilimView) -> specs.Button | None:
        """The turn's next step for the whole table; refused (with its reason) while it cannot be taken."""
        phase, turn = view.phase, view.turn
        main = partial(specs.Button, tone="primary", key="main")
        if phase is Phase.REVEAL:
            return main(tr._("Confirm the domino"), self.confirm_domino, BOTH_MOTIFS if "?" in self.entry else None)
        if phase is Phase.BIDDING:
            return main(tr._("Reveal the bids"), partial(self.play, RevealBids()), self.refused(RevealBids()))
        if sealed_round(view):
            return main(tr._("Reveal the offers"), partial(self.play, RevealOffers()), self.refused(RevealOffers()))
        if phase in ROUND_PHASES and view.round is not None:
            seat = view.round.seats[0]
            return main(tr.message("{player} plays", {"player": view.name(seat)}), partial(self.open_keypad, seat))
        if phase is Phase.TAKE_SCRAP and turn is not None and turn.scrap_winner is not None:
            return main(tr.message("Pass the screen to {player}", {"player": view.name(turn.scrap_winner)}),
                        partial(self.open_keypad, turn.scrap_winner))
        if phase is Phase.WEAVE and turn is not None and turn.winner is not None:
            return main(tr.message("Lay it on {player}'s kilim", {"player": view.name(turn.winner)}), self.show_kilims)
        if phase is Phase.DAY_OVER:
            text = tr.message("Start day {day}", {"day": view.day + 1}) if view.day < 3 else tr._("Score the kilims")
            return main(text, partial(self.play, EndDay()))
        return None

    # --- what the table shows ----------------------------------------------------------------------------
    def table(self) -> Table:
        view = kilim_view(self.session)
        seats = [specs.Seat(p.name, p.colour, (steps.seat_status(view, s),), on_turn=s in steps.acting(view),
                            on_tap=partial(self.open_keypad, s))
                 for s, p in enumerate(view.players)]
        items = steps.panel(view, self.open_keypad, self.pass_round, self.play, self.show_kilims)
        return Table(steps.step_text(view), seats, items, self.main_action(view))

    def draw_board(self, table: Table) -> None:
        view = kilim_view(self.session)
        entering = view.phase is Phase.REVEAL
        for index, cell in enumerate(reversed(self.entry_cells.children)):
            cell.letter, cell.selected = self.entry[index], "yes" if index == self.entry_cell else ""
        shown = view.domino or (view.turn.domino if view.turn is not None else None)
        self.shown.first, self.shown.second = (shown.first.value, shown.second.value) if shown else ("?", "?")
        for box, visible in ((self.entry_cells, entering), (self.palette, entering),
                             (self.shown, not entering and shown)):
            box.opacity, box.disabled = (1, False) if visible else (0, True)
        self.explanation.text = "\n".join(steps.explanation(view))
        carried = len(view.carried)
        self.carried.text = tr.message("+{count} carried over", {"count": carried}) if carried else ""
