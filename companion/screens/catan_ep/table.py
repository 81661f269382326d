"""The Explorers & Pirates table on the kit's frame (docs/design.md#the-kit): the hex map, the side panel by phase
(panel.py), End turn as the main action (also the hardware turn button).

A tap on the map names what the screen asks now (``target``): the set-up's next piece, the pirate ship's hex, the
build chosen in the panel, the selected ship's next sea route or the intersection its settlers found a settlement
on. The places come from the engine (games.catan_ep.legal_places), so the map rings exactly what would be accepted
without trying each place; a refused tap says the engine's reason on the toast and in the panel.

What the rulebook does not print is read off the box when a move first needs it (docs/design.md#box-data-once-shared):
the start island at the first settlement (``read_island``, the fact ReadIsland), a mission track's points when a marker
first leaves S (the kit's FigureTable, the fact BoxFigure; asked on prepare.py's track page).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable

from companion.core.inbox import InputEvent
from companion.screens.catan_ep import panel
from companion.screens.catan_ep.board_entry import PREFERENCE, BoardEntry, known_board
from companion.screens.catan_ep.prepare import ask_track, stored_track
from companion.screens.catan_ep.common import plain, player_name
from companion.screens.catan_ep.build import BUILD_SPOTS
from companion.screens.catan_ep.hexmap import Ask, HexMap
from companion.screens.catan_ep.produced import after_play
from companion.screens.kit.zoom_map import ZoomMap
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.kit.figures import FigureTable
from companion.screens.kit.frame import Table
from games.catan_ep import (FIGURE_ENTRIES, ISLAND_ENTRY, ISLAND_NEEDED, CatanState, CatanView, Coord, EndTurn, Phase,
                            ReadIsland, Spot, action_at, legal_places, shape)
from games.refusals import Refusal


@dataclass
class Selection:
    """What the panel shows and what a tap on the map names."""

    mode: str = "overview"  # overview, points, seat, hex
    build: str | None = None  # a build chosen in the panel (road, settlement, ..., "found" for the ship's settler)
    ship: int | None = None
    hex: Coord | None = None
    seat: int | None = None
    entry: dict[str, Any] = field(default_factory=dict)  # dice, a discard, a discovered hex, a trade being entered
    note: Refusal | None = None  # the engine's reason for the last refused tap


class CatanTableScreen(FigureTable):
    figure_entries = FIGURE_ENTRIES

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.panel_share = 0.8  # the map keeps the larger share; six dice in a row stay a finger wide each
        self.sel = Selection()
        self.sel_turn: tuple[int, int, bool] | None = None
        self.panel_shows: tuple[Any, ...] = ()
        self.drawn: tuple[Any, ...] = ()
        self.said: tuple[int, Any, list[str]] | None = None  # (history length, action, lines): produced.py
        self.map = HexMap()
        self.map.bind(on_spot=lambda _w, kind, value: self.tap_spot(kind, value))
        self.zoom_map = ZoomMap(self.map)  # + and -, drag to pan
        self.ids.main.add_widget(self.zoom_map)
        self.current_target: Ask | None = None

    def enter(self, **kwargs: Any) -> None:
        if "session" in kwargs:
            self.sel, self.said = Selection(), None
        super().enter(**kwargs)

    # --- the engine, as this screen asks it ------------------------------------------------------------
    def catan_view(self) -> CatanView:
        """The public view, the tracks the table read in an earlier game shown before the game records them."""
        view: CatanView = self.known_view()
        return view

    def catan_state(self) -> CatanState:
        assert self.session is not None
        state: CatanState = self.session.state
        return state

    def check(self, action: Any) -> Refusal | None:
        """Why the engine refuses ``action`` now; None if it may be played, or only waits for the start island or a
        track (asked on the tap: read_island, with_figures)."""
        assert self.session is not None
        refusal = self.unless_waiting(self.session.game.check(self.session.state, action))
        return None if refusal is not None and refusal.key == ISLAND_NEEDED else refusal

    def stored_figure(self, entry: str) -> str | None:
        return stored_track(self.context.preferences, entry)

    def ask_figure(self, entry: str, done: Callable[[str], object]) -> Any:
        return ask_track(self.context.preferences, self.catan_state().rules.scenario, entry, done)

    def read_island(self, then: Callable[[], object]) -> None:
        """The start island recorded as the game's fact (docs/design.md#box-data-once-shared): as the table entered it
        before, or asked now, with the board at hand and kept for every game; then ``then()``."""
        assert self.session is not None
        scenario = self.catan_state().rules.scenario
        known = known_board(self.context.preferences, scenario)
        if known is not None and self.play(ReadIsland(known)):
            then()
            return

        def entered(text: str) -> None:
            self.context.preferences.set(PREFERENCE.format(scenario=scenario), text)
            if self.play(ReadIsland(text)):
                then()

        self.overlay = BoardEntry(scenario, str(self.session.setup.option("board")), entered, needed=True)
        self.overlay.open()

    def handle_input(self, event: InputEvent) -> None:
        if event.command == "camera":  # the dice read for the roll's panel
            panel.take_reading(self, event.reading)
            return
        super().handle_input(event)

    # --- the main action and the turn button ---------------------------------------------------------------
    def advance(self) -> None:
        if (self.overlay is None or self.overlay.parent is None) and self.session is not None and \
                self.catan_state().phase in (Phase.TRADE, Phase.MOVE):
            self.end_turn()

    def end_turn(self) -> None:
        self.attempt(EndTurn(self.catan_state().seat))  # the new turn's panel starts anew (_check_selection)

    # --- the map ----------------------------------------------------------------------------------------
    def tap_spot(self, kind: str, value: Any) -> None:
        if self.session is None:
            return
        state = self.catan_state()
        chosen = self.current_target
        other = self._other_ship(state, value) if kind == "edge" else None
        if chosen is not None and chosen.kind == kind and not (other is not None and value not in chosen.marks):
            action = None if chosen.make is None else chosen.make(value)
            if action is not None:
                self.attempt(action)
            return
        if other is not None and self.sel.ship is not None:
            kind, value = "ship", other
        if kind == "ship":
            ship = state.ship(int(value))
            if ship is not None and ship.seat == state.seat:
                self.select(ship=ship.id, build=None, mode="overview")
        elif kind == "hex":
            self.select(mode="hex", hex=value)

    def _other_ship(self, state: CatanState, edge: Any) -> int | None:
        """One of the seat's other ships on the tapped route: the tap chooses it rather than a move there."""
        return next((s.id for s in state.ships if s.edge == edge and s.seat == state.seat and s.id != self.sel.ship),
                    None)

    def attempt(self, action: Any) -> bool:
        """Play a tapped action; a refusal is said on the toast and kept in the panel."""
        refused = self.check(action)
        if refused is not None:
            self.sel.note = refused
            self.say(refused.key, dict(refused.params))
            self.refresh()
            return False
        return self.act(action)

    def act(self, action: Any) -> bool:
        """Play an action from the panel or the map; the selection resets (the ship under way stays chosen)."""
        assert self.session is not None
        needed = self.session.game.needed(self.session.state, action)
        if needed is not None:  # read off the box first, then the move
            if needed == ISLAND_ENTRY:
                self.read_island(lambda: self.act(action))
            else:
                self.with_figures(action, lambda: self.act(action))
            return False
        before = self.session.state
        if not self.play(action):
            return False
        state = self.catan_state()
        ship = self.sel.ship
        if ship is None or state.ship(ship) is None or state.phase not in (Phase.TRADE, Phase.MOVE) \
                or ship in state.turn.finished:
            ship = None
        self.sel = Selection(ship=ship)
        after_play(self, before, action)
        self.refresh()
        return True

    # --- the panel's selection ----------------------------------------------------------------------------
    def select(self, **changes: Any) -> None:
        for name, value in changes.items():
            setattr(self.sel, name, value)
        self.sel.note = None
        self.refresh()

    def back(self) -> None:
        self.sel = Selection()
        self.refresh()

    # --- what the table shows ---------------------------------------------------------------------------
    def table(self) -> Table:
        view, state = self.catan_view(), self.catan_state()
        self._check_selection(state)
        shows = (self.sel.mode, state.phase, self.sel.ship, self.sel.build)
        if shows != self.panel_shows:  # another panel: read from its top
            self.panel_shows, self.ids.panel.scroll_y = shows, 1
        main = None if state.phase is Phase.OVER else \
            specs.Button(tr._("End turn"), self.end_turn, self.check(EndTurn(state.seat)), "primary", "end turn")
        return Table(panel.status_text(view), self._seats(view), panel.items(self, view, state), main)

    def draw_board(self, table: Table) -> None:
        state = self.catan_state()
        self.current_target = target(state, self.sel.build, self.sel.ship, partial(panel.pirate_hex, self),
                                     self.sel.entry.get("replacing"))
        drawn = (self.catan_view(), self.current_target, self.sel.ship)
        if drawn != self.drawn and self.map.show(plain(drawn[0]), self.current_target, self.sel.ship):
            self.zoom_map.fit()
        self.drawn = drawn  # what the map shows (a tap that changes only the panel leaves it be)

    def _check_selection(self, state: CatanState) -> None:
        """After an undo, a phase change or another turn, what was chosen may be gone."""
        turn = (state.turns, state.seat, state.phase is Phase.SETUP)
        if turn != self.sel_turn:
            self.sel_turn = turn
            self.sel = Selection(mode=self.sel.mode if self.sel.mode == "points" else "overview")
        if self.sel.ship is not None and (state.ship(self.sel.ship) is None
                                          or state.phase not in (Phase.TRADE, Phase.MOVE)):
            self.sel.ship = None
            self.sel.build = None if self.sel.build == "found" else self.sel.build
        if self.sel.build is not None and state.phase is not Phase.TRADE and self.sel.build != "found":
            self.sel.build = None

    def _seats(self, view: CatanView) -> list[specs.Seat]:
        """The kit's seat bar: each player's points, cards and gold; a tap shows the seat's panel."""
        return [specs.Seat(player_name(view, seat), player.colour,
                           (tr.plural("{count} point", "{count} points", data.points),
                            tr.plural("{count} card", "{count} cards", data.hand.total),
                            tr.plural("{count} gold", "{count} gold", data.gold)),
                           on_turn=seat == view.seat, chosen=self.sel.mode == "seat" and self.sel.seat == seat,
                           on_tap=partial(self.select, mode="seat", seat=seat))
                for seat, (player, data) in enumerate(zip(view.players, view.seats))]


def _spot(state: CatanState, build: str | None, ship: int | None) -> Spot | None:
    if state.phase is Phase.SETUP:
        return Spot.SETUP
    if state.phase is Phase.TRADE and build in BUILD_SPOTS:
        return BUILD_SPOTS[str(build)]
    if state.phase in (Phase.TRADE, Phase.MOVE) and ship is not None and state.ship(ship) is not None:
        return Spot.FOUND if build == "found" else Spot.MOVE
    return None


def target(state: CatanState, build: str | None, ship: int | None, pirate: Callable[[Any], Any] | None = None,
           replacing: int | None = None) -> Ask | None:
    """The map's target now; ``pirate(at)`` is called for a tapped hex when the pirate ship is due (robbing is a
    choice made after)."""
    seat = state.seat
    if state.phase is Phase.REVEAL and state.reveal:
        return Ask("hex", [state.reveal[0]], None)
    if state.phase is Phase.CAPTURE and state.capture is not None:
        return Ask("hex", [(state.capture.q, state.capture.r)], None)
    if state.phase is Phase.PIRATE:
        return Ask("hex", list(legal_places(state, seat, Spot.PIRATE)), pirate)
    spot = _spot(state, build, ship)
    if spot is None:
        return None
    chosen = spot
    return Ask(shape(state, spot), list(legal_places(state, seat, spot, ship, replacing)),
               lambda place: action_at(state, seat, chosen, place, ship, replacing))
