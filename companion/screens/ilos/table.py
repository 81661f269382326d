"""The Ilos table on the kit's frame (docs/design.md#the-kit): whose turn on the status line, each seat's hand on
the seat bar, the exploration area and the archipelago on the board (board.py), the side panel as kit specs
(panel.py), and the main action: turn up a tile, end the turn, lift the screens. It renders the public view: a
stash reaches a widget only in the covered stash view (stash.py). The market's price rows are learnt when a move first
needs them (kit/figures.py; asked on prices.py's page): a Market card its resource's row, lifting the screens every row.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from kivy.clock import Clock

from companion.core.inbox import InputEvent
from companion.screens.i18n import tr
from companion.screens.ilos import panel, prices
from companion.screens.ilos.board import IlosBoard
from companion.screens.ilos.names import STATUS_MESSAGES
from companion.screens.ilos.panel import Legal, Selection, explore_choice
from companion.screens.ilos.stash import StashView
from companion.screens.ilos.tile_camera import TileCamera
from companion.screens.ilos.tile_entry import TileEntry
from companion.screens.kit import specs
from companion.screens.kit.figures import FigureTable
from companion.screens.kit.frame import Table
from companion.screens.kit.overlay import ask
from games.base import N_
from games.ilos import (FIGURE_ENTRIES, PIONEER_CARDS, Action, CorrectStash, EndTurn, Ilos, IlosView, Market, Phase,
                        Redraw, Resource, RevealStashes, RevealTile, dock_coasts, explore_places, free_lairs,
                        pioneer_spots)
from games.refusals import Refusal


class IlosTableScreen(FigureTable):
    figure_entries = FIGURE_ENTRIES

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sel = Selection()
        self.tile_entry: TileEntry | None = None  # built at the first tile, then shown again (kit/page.py)
        self.board = IlosBoard(on_cell=self.tap_cell, on_pick=self.pick)
        self.ids.main.add_widget(self.board)

    def enter(self, **kwargs: Any) -> None:
        if "session" in kwargs:
            self.sel = Selection()
        super().enter(**kwargs)
        if self.session is not None and self.session.outcome is not None:  # a finished game opened: its result
            session = self.session
            Clock.schedule_once(lambda _: self.navigator.show("result", session=session))

    def ilos_view(self) -> IlosView:
        """The public view, the price rows the table read in an earlier game shown before the game records them."""
        return self.known_view()  # type: ignore[no-any-return]

    def stored_figure(self, entry: str) -> str | None:
        return prices.stored_row(self.context.preferences, entry)

    def ask_figure(self, entry: str, done: Callable[[str], object]) -> Any:
        return prices.ask_row(self.context.preferences, entry, done)

    def check(self, action: Action) -> Refusal | None:
        """Why the rules refuse ``action`` now, never depending on a stash (Ilos.public_check); a move that only waits
        for a price row is not refused (the row is asked on the tap)."""
        assert self.session is not None and isinstance(self.session.game, Ilos)
        return self.unless_waiting(self.session.game.public_check(self.session.state, action))

    def legal(self, view: IlosView) -> Legal:
        assert self.session is not None
        state, seat, sel = self.session.state, view.seat, self.sel
        source = panel.chosen_source(view, sel)
        picked = (explore_places(state, seat, sel.pick, None if not view.seats[seat].first_island else source)
                  if sel.mode == "explore" else ())
        return Legal(frozenset(dock_coasts(state, seat, source)), frozenset(free_lairs(state, seat, source)),
                     {card: frozenset(pioneer_spots(state, seat, card)) for card in PIONEER_CARDS},
                     frozenset(picked))

    def undo_blocked(self) -> str | None:
        """A public undo would take back a seat's secret stash correction: it stops there, as at a reveal."""
        if self.session is not None and self.session.history and isinstance(self.session.history[-1], CorrectStash):
            return N_("The last change is a stash corrected behind the cover; undo stops there (its owner can "
                      "correct it again)")
        return None

    def play(self, action: Action) -> bool:
        """A public action; what it did (the engine's events) goes on the toast, the "last move" line."""
        assert self.session is not None
        before = self.session.state
        if not super().play(action):
            return False
        self.say_events(before, action)
        return True

    def say_events(self, before: Any, action: Action) -> None:
        assert self.session is not None
        said = self.session.game.events(before, action, self.session.state)
        if said:
            self.navigator.toast("\n".join(tr.message(p.key, dict(p.params)) for p in said))

    def act(self, action: Action, tile: int | None = None) -> bool:
        """Play a public action from the panel; on success the panel shows ``tile`` (else the overview)."""
        self.sel = Selection() if tile is None else Selection("tile", tile=tile)
        return self.play(action)

    def select(self, **changes: Any) -> None:
        self.sel = replace(self.sel, **changes)
        self.refresh()

    def back(self) -> None:
        self.sel = Selection("tile", tile=self.sel.tile) if self.sel.mode == "spot" else Selection()
        self.refresh()

    def tap_cell(self, x: int, y: int) -> None:
        view = self.ilos_view()
        tile = next((i for i, t in enumerate(view.tiles) if (t.x, t.y) == (x, y)), None)
        if tile is not None:
            self.sel = Selection("tile", tile=tile)
        elif (x, y) in self.board.map.free and view.area:
            self.sel = Selection("explore", cell=(x, y))
            self.fit_turn()
        else:
            return
        self.refresh()

    def pick(self, index: int) -> None:
        """A tile of the exploration area chosen for the place being explored, turned the first way that fits."""
        if self.sel.mode == "explore":
            self.sel.pick, self.sel.land = index, 0
            self.fit_turn()
            self.refresh()

    def fit_turn(self) -> None:
        places = self.legal(self.ilos_view()).explore
        self.sel.turns = next((t for t in range(4) if (*self.sel.cell, t) in places), 0)  # type: ignore[misc]

    def advance(self) -> None:
        """The hardware turn button: the main action, unless a covered view or an entry is open."""
        if self.overlay is not None and self.overlay.parent is not None:
            return
        main = self.turn_step(self.ilos_view())  # never the exploration shown on the main button
        if main is not None and main.enabled:
            main.on_tap()

    def handle_input(self, event: InputEvent) -> None:
        if event.command == "camera":  # the tile entry asked the camera (a reading for no open entry is dropped)
            if self.overlay is not None and self.overlay.parent is not None and hasattr(self.overlay, "camera_reading"):
                self.overlay.camera_reading(event.reading)
            return
        super().handle_input(event)

    def end_turn(self, take_from: int | None = None) -> None:
        view = self.ilos_view()
        refusal = self.check(EndTurn(view.seat)) if take_from is None else None
        # Hands tie for the biggest and the draw takes from one: the rules accept only a named hand among them.
        tied = [s for s in range(len(view.players)) if refusal and self.check(EndTurn(view.seat, s)) is None]
        if refusal is not None and tied:
            self.overlay = ask(tr.message(refusal.key, dict(refusal.params)), [(view.players[s].name, s) for s in tied],
                               self.end_turn)
            return
        if self.play(EndTurn(view.seat, take_from)):
            self.sel = Selection()
            self.refresh()

    def open_tile_entry(self) -> None:
        if self.tile_entry is None:
            self.tile_entry = TileEntry(lambda spec: self.play_privately(RevealTile(spec)), self.ilos_view,
                                        self.context.preferences)
            self.tile_entry.bind(on_dismiss=lambda *_: self.refresh())
        self.overlay = self.tile_entry
        self.tile_entry.start(TileCamera(self.context.camera) if self.context.camera is not None else None)

    def open_stash(self, seat: int, note: str = "") -> None:
        """The covered stash view: the only place that reads what ``seat`` alone may see."""
        self.overlay = StashView(seat, self.ilos_view().players[seat].name, lambda: self.known_view(seat),
                                 self.play_privately, note)
        self.overlay.bind(on_dismiss=lambda *_: self.refresh())
        self.overlay.open()

    def raise_price(self, resource: Resource) -> None:
        """The Market card: its resource's row read off the board first if the game does not know it yet."""
        seat = self.ilos_view().seat
        self.with_figures(Market(seat, resource), lambda: self.market(seat, resource))

    def market(self, seat: int, resource: Resource) -> None:
        assert self.session is not None
        before = self.session.state
        error = self.play_privately(Market(seat, resource))  # only the count behind the screen can refuse it
        if error is not None:  # here: say it under the cover
            self.open_stash(seat, tr.message(error.key, error.params))
        else:
            self.say_events(before, Market(seat, resource))

    def open_redraw(self, seat: int) -> None:
        view = self.ilos_view()
        hand = min(view.seats[seat].hand, view.deck)
        self.overlay = ask(tr.message("{player} discards how many cards of the opening hand, to draw as many?",
                                      {"player": view.players[seat].name}),
                           [(str(n), n) for n in range(1, hand + 1)], lambda n: self.act(Redraw(seat, n)))

    def table(self) -> Table:
        view, sel = self.ilos_view(), self.sel
        # After an undo, what was selected may be gone.
        if (sel.tile is not None and sel.tile >= len(view.tiles)) or (sel.mode == "explore" and not view.area):
            self.sel = Selection()
        elif sel.mode == "explore" and sel.pick >= len(view.area):
            sel.pick, sel.turns, sel.land = 0, 0, 0
        # The hand size (public): the rest of a seat (board, ships, pioneers) is on its panel, a tap away.
        seats = [specs.Seat(p.name, p.colour, (tr.plural("{count} card", "{count} cards", view.seats[s].hand),),
                            on_turn=s == view.seat, chosen=self.sel.mode == "seat" and self.sel.seat == s,
                            on_tap=lambda s=s: self.select(mode="seat", seat=s, tile=None, spot=None))  # type: ignore[misc]
                 for s, p in enumerate(view.players)]
        legal = self.legal(view)
        return Table(status_text(view), seats, panel.items(self, view, self.sel, legal), self.main(view, legal),
                     end_notice(view), {"legal": legal})

    def main(self, view: IlosView, legal: Legal) -> specs.Button | None:
        """The main action: the tile explored while a free place is chosen, else the step of the turn."""
        sel = self.sel
        if (sel.mode == "explore" and sel.cell is not None and view.area and not view.reveal_due
                and view.phase in (Phase.FIRST_ISLANDS, Phase.ACTIONS)):
            return explore_choice(self, view, sel, legal)
        return self.turn_step(view)

    def turn_step(self, view: IlosView) -> specs.Button | None:
        if view.phase is Phase.OVER:
            return None
        if view.phase is Phase.FINAL_REVEAL:
            return specs.Button(tr._("Lift the screens"), self.lift_screens, tone="primary", key="reveal")
        if view.reveal_due:
            return specs.Button(tr._("Turn up a tile"), self.open_tile_entry, tone="primary", key="tile")
        if not view.seats[view.seat].first_island:
            return specs.Button(tr._("Place a first island"), lambda: None, self.check(EndTurn(view.seat)),
                                tone="primary", key="first")
        return specs.Button(tr._("End turn"), self.end_turn, tone="primary", key="end")

    def lift_screens(self) -> None:
        """The end: every price row the game has not read yet is read off the board first, then the stashes sold."""
        self.with_figures(RevealStashes(), lambda: self.play(RevealStashes()))

    def draw_board(self, table: Table) -> None:
        self.board.show(self.ilos_view(), self.sel, table.extra["legal"].explore)


def status_text(view: IlosView) -> str:
    return tr.message(STATUS_MESSAGES[view.phase], {"round": view.seats[view.seat].turns + 1,
                                                    "player": view.players[view.seat].name})


def end_notice(view: IlosView) -> str:
    trigger = view.end_trigger
    if view.phase is Phase.FINAL_REVEAL:  # who set off the last round, still named while the screens are lifted
        if trigger is not None and trigger >= 0:
            return tr.message("{player} played their 10th pioneer and every player has played as many turns: lift the "
                              "screens and sell the stashes", {"player": view.players[trigger].name})
        return tr._("Every player has played as many turns: lift the screens and sell the stashes")
    if trigger is None or view.phase is Phase.OVER:
        return ""
    if trigger < 0:
        return tr._("No spot is left for a pioneer: this round is the last, then the screens are lifted")
    return tr.message("{player} played their 10th pioneer: this round is the last, then the screens are lifted",
                      {"player": view.players[trigger].name})

