"""The Kilim market: the domino the table turns up, each seat's lock status and public cards, the covered keypad
passed round for the sealed choices, the reveal explained in words, and the Spy / Scrap bag / Artisan steps
one by one; then the day's end. The carpets are on KilimCarpetScreen, the final scores on KilimScoringScreen.

It renders ``session.view(None)``. A seat's own view is read only to build its covered keypad, and what it
locks is never written on a widget: the seat rows say "Locked", nothing more, until RevealBids.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from kivy.clock import Clock
from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.widget import Widget

from companion.core.inbox import InputEvent
from companion.screens.i18n import tr
from companion.screens.kilim import steps
from companion.screens.kilim.common import (CLASSIC_LETTERS, DominoView, KilimScreen, MotifButton, View, hand_text,
                                            player_name, SeatName, seat_rgba, token_name)
from companion.screens.kilim.keypad import CoveredKeypad, Request
from companion.screens.kilim.stations import SeatStations
from games.base import RuleError
from games.kilim import (EndDay, Motif, Offer, RevealBids, RevealDomino, RevealOffers, SealBid, Special, TakeScrap,
                         TakeToken, Token)

ENTRY_LETTERS = (*CLASSIC_LETTERS, "T")


class KilimAuctionScreen(KilimScreen):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.entry = ["?", "?"]  # the domino being entered (public: the table turned it up)
        self.entry_cell = 0
        self.keypad: CoveredKeypad | None = None
        self._primary: Callable[[], Any] | None = None
        self._secondary: Callable[[], Any] | None = None
        self.stations = SeatStations(self.context.feedback, self.play_privately)

    def enter(self, **kwargs: Any) -> None:
        if "session" in kwargs:
            self.entry, self.entry_cell = ["?", "?"], 0
        super().enter(**kwargs)
        if self._game_over():  # a finished game opened from the history: its scores
            Clock.schedule_once(lambda *_: self.navigator.show("kilim_scoring", session=self.session))

    def takes_seat_choices(self) -> bool:
        return self.session is not None

    def seat_event(self, event: InputEvent) -> None:
        self.stations.press(event)

    def _game_over(self) -> bool:
        view = self.view()
        return view is not None and view["phase"] == "game_over"

    def change(self, change: Callable[[], None]) -> bool:
        done = super().change(change)
        if done and self._game_over():
            self.navigator.show("kilim_scoring", session=self.session)
        return done

    # --- the bottom buttons and the hardware 'next' button -------------------------------------------------
    def primary(self) -> None:
        if self._primary is not None and not self.ids.primary_button.disabled:
            self._primary()

    def secondary(self) -> None:
        if self._secondary is not None:
            self._secondary()

    def advance(self) -> None:
        self.primary()

    def show_kilims(self) -> None:
        view = self.view()
        if view is None:
            return
        turn = view["turn"]
        seat = turn["winner"] if turn and turn["winner"] is not None else 0
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
        view = self.view(seat)  # the seat's own view: its hand and, when picking a scrap, the bag
        if view is None:
            return None
        if view["phase"] == "bidding":
            return steps.bid_request(view, seat)
        if view["phase"] in steps.ROUND_PHASES:
            return steps.offer_request(view, seat)
        if view["phase"] == "take_scrap":
            return steps.scrap_request(view, seat)
        return None

    def open_keypad(self, seat: int, *_: Any) -> CoveredKeypad | None:
        view, request = self.view(), self.request_for(seat)
        if view is None or request is None:
            return None
        phase = view["phase"]
        self.keypad = CoveredKeypad(request, self.commit, partial(self.following, seat, phase))
        self.keypad.bind(on_dismiss=lambda *_: self.refresh())
        self.keypad.open()
        return self.keypad

    def pass_round(self) -> None:
        view = self.view()
        waiting = steps.waiting_seats(view) if view else []
        if waiting:
            self.open_keypad(waiting[0])

    def following(self, after: int, phase: str) -> Request | None:
        """The next seat still to choose in secret in the same step, after ``after`` in seat order (a new
        step is announced on the screen first)."""
        view = self.view()
        waiting = steps.waiting_seats(view) if view and view["phase"] == phase else []
        if not waiting:
            return None
        later = [s for s in waiting if s > after] or waiting
        return self.request_for(later[0])

    def commit(self, request: Request, key: Any) -> RuleError | None:
        kind = request.extra["kind"]
        if kind == "bid":
            return self.play_privately(SealBid(request.seat, Special(key) if isinstance(key, str) else key))
        if kind == "offer":
            value, discard = key
            return self.play_privately(Offer(request.seat, value, discard))
        return self.play_privately(TakeScrap(request.seat, Motif(key)))

    # --- public steps ----------------------------------------------------------------------------------------
    def take_token(self, token: str, *_: Any) -> None:
        view = self.view()
        if view is not None and view["turn"] is not None:
            self.play(TakeToken(view["turn"]["artisan_winner"], Token(token)))

    def lay(self) -> None:
        view = self.view()
        if view is not None:
            self.navigator.show("kilim_carpet", session=self.session, seat=view["turn"]["winner"])

    # --- rendering -----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.view()
        if view is None:
            return
        assert self.session is not None
        self.stations.follow(self.session.view())  # a new sealed step opens the seats' bid stations
        if view["phase"] == "game_over":
            return
        self.show_undo()
        pile = view["piles"][view["day"] - 1]
        self.ids.status.text = tr.message("Day {day} · domino {number} of {count}",
                                          {"day": view["day"], "number": pile["revealed"], "count": pile["size"]})
        self.ids.step.text = steps.step_text(view)
        self.ids.explanation.text = steps.explanation(view)
        self._render_domino(view)
        self._render_entry(view)
        self._render_seats(view)
        self._render_buttons(view)

    def _render_domino(self, view: View) -> None:
        box = self.ids.domino
        box.clear_widgets()
        if view["phase"] == "reveal":
            for index, letter in enumerate(self.entry):
                cell = MotifButton(letter=letter, selected="yes" if index == self.entry_cell else "")
                cell.size = (dp(64), dp(64))
                cell.bind(on_release=partial(self.choose_cell, index))
                box.add_widget(cell)
        else:
            domino = view["domino"] or (view["turn"] or {}).get("domino")
            if domino is not None:
                box.add_widget(DominoView(first=domino["first"], second=domino["second"]))
        carried = len(view["carried"])
        self.ids.carried.text = tr.message("+{count} carried over", {"count": carried}) if carried else ""

    def _render_entry(self, view: View) -> None:
        row, palette = self.ids.tokens, self.ids.palette
        row.clear_widgets()
        palette.clear_widgets()
        if view["phase"] == "reveal":
            for letter in ENTRY_LETTERS:
                button = MotifButton(letter=letter)
                button.bind(on_release=partial(self.choose_motif, letter))
                palette.add_widget(button)
        elif view["phase"] == "take_token":
            for token in view["board_tokens"]:
                button = Factory.TouchButton(text=token_name(token), font_size=sp(17), size_hint_y=1)
                button.bind(on_release=partial(self.take_token, token))
                row.add_widget(button)

    def _render_seats(self, view: View) -> None:
        """One row per seat. A row is built again only when what it shows changed: a lock changes one row,
        and building all of them at every lock stalls the screen (about 15 ms a row)."""
        rows = self.ids.seats
        wanted = [(player_name(view, seat), tuple(seat_rgba(view, seat)), steps.seat_status(view, seat),
                   hand_text(view["hands"][seat]), steps.specials_text(view, seat), self._seat_button_text(view, seat))
                  for seat in range(len(view["players"]))]
        shown = [getattr(row, "shows", None) for row in reversed(rows.children)]
        if len(shown) != len(wanted):
            rows.clear_widgets()
            for seat, texts in enumerate(wanted):
                rows.add_widget(self._seat_row(seat, *texts))
            return
        for seat, texts in enumerate(wanted):
            if texts != shown[seat]:
                index = len(wanted) - 1 - seat  # children are kept last row first
                rows.remove_widget(rows.children[index])
                rows.add_widget(self._seat_row(seat, *texts), index=index)

    def _seat_row(self, seat: int, name: str, rgba: tuple[float, ...], status: str, hand: str, specials: str,
                  button_text: str) -> Widget:
        row = Factory.KilimSeatRow()
        row.shows = (name, rgba, status, hand, specials, button_text)
        row.add_widget(SeatName(text=name, seat_rgba=list(rgba)))
        row.add_widget(Factory.SmallLabel(text=status, size_hint_x=None, width=dp(150), font_size=sp(18)))
        row.add_widget(Factory.SmallLabel(text=hand))
        # Two lines rather than "Sac d...utes": the French names are long for a 7" screen.
        row.add_widget(Factory.SmallLabel(text=specials, size_hint_x=None, width=dp(200), font_size=sp(14),
                                          shorten=False, max_lines=2))
        if button_text:
            button = Factory.TouchButton(text=button_text, size_hint=(None, 1), width=dp(110), font_size=sp(18))
            button.bind(on_release=partial(self.open_keypad, seat))
            row.add_widget(button)
        else:
            row.add_widget(Widget(size_hint_x=None, width=dp(110)))
        return row

    def _seat_button_text(self, view: View, seat: int) -> str:
        phase, rnd, turn = view["phase"], view["round"], view["turn"]
        if phase == "bidding":
            return tr._("Choose") if view["sealed"][seat] is None else tr._("Change")
        if phase in steps.ROUND_PHASES and seat in rnd["seats"]:
            if steps.sealed_round(view):
                return tr._("Offer") if seat in steps.waiting_seats(view) else tr._("Change")
            return tr._("Play")
        if phase == "take_scrap" and turn["scrap_winner"] == seat:
            return tr._("Pick")
        return ""

    def _render_buttons(self, view: View) -> None:
        phase, turn = view["phase"], view["turn"]
        primary, enabled = "", True
        action: Callable[[], Any] | None = None
        secondary, second_action = "", None
        if phase == "reveal":
            primary, action = tr._("Confirm the domino"), self.confirm_domino
            enabled = "?" not in self.entry
        elif phase in ("bidding", *steps.ROUND_PHASES) and (phase == "bidding" or steps.sealed_round(view)):
            waiting = steps.waiting_seats(view)
            primary = tr._("Reveal the bids") if phase == "bidding" else tr._("Reveal the offers")
            action = (lambda: self.play(RevealBids())) if phase == "bidding" else (lambda: self.play(RevealOffers()))
            enabled = not waiting
            if waiting:
                secondary, second_action = tr._("Pass the screen round"), self.pass_round
        elif phase in steps.ROUND_PHASES:
            seat = view["round"]["seats"][0]
            primary = tr.message("{player} plays", {"player": player_name(view, seat)})
            action = partial(self.open_keypad, seat)
        elif phase == "take_scrap":
            seat = turn["scrap_winner"]
            primary = tr.message("Pass the screen to {player}", {"player": player_name(view, seat)})
            action = partial(self.open_keypad, seat)
        elif phase == "weave":
            primary = tr.message("Lay it on {player}'s kilim", {"player": player_name(view, turn["winner"])})
            action = self.lay
        elif phase == "day_over":
            primary = (tr.message("Start day {day}", {"day": view["day"] + 1}) if view["day"] < 3
                       else tr._("Score the kilims"))
            action = lambda: self.play(EndDay())  # noqa: E731
        self._primary, self._secondary = action, second_action
        self.ids.primary_button.text = primary
        self.ids.primary_button.disabled = not enabled or action is None
        self.ids.secondary_button.text = secondary
