"""The Explorers & Pirates table: whose turn and what is due, the hex map (zoom with + and -, pan by dragging;
tap where the rules ring a place), the side panel by phase (panel.py), each seat's points, cards and gold, and the
primary button (End turn; also the hardware turn button, InputEvent "advance").

Every action goes through the session (the journal commits before the screen changes); a refused tap says the
engine's reason on the toast and in the panel.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any

from kivy.clock import Clock

from companion.core.inbox import InputEvent
from companion.screens.catan_ep import dice_camera, panel
from companion.screens.catan_ep.common import CatanScreen, View, player_name
from companion.screens.catan_ep.hexmap import Ask, HexMap
from companion.screens.catan_ep.zoom_map import ZoomMap
from companion.screens.catan_ep.produced import after_play
from companion.screens.catan_ep.targets import Target, target
from companion.screens.i18n import tr
from companion.screens.kit import specs
from games.catan_ep import CatanState, Coord, EndTurn, Phase


@dataclass
class Selection:
    """What the panel shows and what a tap on the map names."""

    mode: str = "overview"  # overview, points, seat, hex
    build: str | None = None  # a build chosen in the panel (road, settlement, ..., "found" for the ship's settler)
    ship: int | None = None
    hex: Coord | None = None
    seat: int | None = None
    die: int | None = None  # the first die tapped
    entry: dict[str, Any] = field(default_factory=dict)  # a discard, a discovered hex, hero dice being entered
    note: str = ""  # the engine's reason for the last refused tap


class CatanTableScreen(CatanScreen):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sel = Selection()
        self.overlay: Any = None
        self.said: tuple[int, Any, list[str]] | None = None  # (history length, action, lines): produced.py
        self.map = HexMap()
        self.map.bind(on_spot=lambda _w, kind, value: self.tap_spot(kind, value))
        self.zoom_map = ZoomMap(self.map)  # + and -, drag to pan
        self.ids.map_area.add_widget(self.zoom_map)
        self.current_target: Target | None = None

    def enter(self, **kwargs: Any) -> None:
        if "session" in kwargs:
            self.sel = Selection()
            self.said = None
        super().enter(**kwargs)

    def handle_input(self, event: InputEvent) -> None:
        if event.command == "camera":  # the dice read for the roll's panel (dice_camera)
            dice_camera.take_reading(self, event.reading)
            return
        super().handle_input(event)

    # --- the primary button and the turn button -----------------------------------------------------------
    def advance(self) -> None:
        if self.overlay is not None and self.overlay.parent is not None:
            return
        if not self.ids.primary_button.disabled:
            self.primary()

    def primary(self) -> None:
        state = self.state()
        if state is None:
            return
        if state.phase is Phase.OVER:
            self.select(mode="points")
        elif state.phase in (Phase.TRADE, Phase.MOVE):
            if self.play(EndTurn(state.seat)):
                self.reset()

    # --- the map ----------------------------------------------------------------------------------------

    def tap_spot(self, kind: str, value: Any) -> None:
        state = self.state()
        if state is None:
            return
        chosen = self.current_target
        if chosen is not None and chosen.kind == kind and not (kind == "edge" and value not in chosen.marks
                                                              and self._other_ship(state, value) is not None):
            if chosen.make is None:
                return
            action = chosen.make(value)
            if action is not None:
                self.attempt(action)
            return
        if kind == "edge" and self.sel.ship is not None and self._other_ship(state, value) is not None:
            kind, value = "ship", self._other_ship(state, value)
        if kind == "ship":
            ship = state.ship(int(value))
            if ship is not None and ship.seat == state.seat:
                self.select(ship=ship.id, build=None, mode="overview")
            return
        if kind == "hex":
            self.select(mode="hex", hex=value)

    def _other_ship(self, state: CatanState, edge: Any) -> int | None:
        """One of the seat's other ships on the tapped route: the tap chooses it rather than a move there."""
        return next((s.id for s in state.ships if s.edge == edge and s.seat == state.seat and s.id != self.sel.ship),
                    None)

    def attempt(self, action: Any) -> bool:
        """Play a tapped action; a refusal is said on the toast and kept in the panel."""
        refused = self.refusal(action)
        if refused is not None:
            self.sel.note = tr.message(refused.key, refused.params)
            self.say(refused.key, refused.params)
            self.refresh()
            return False
        return self.act(action)

    def act(self, action: Any, keep_ship: bool = True) -> bool:
        """Play an action from the panel or the map; the selection resets (the ship stays chosen if asked)."""
        before = self.state()
        if not self.play(action):
            return False
        state = self.state()
        ship = self.sel.ship if keep_ship and state is not None and self.sel.ship is not None \
            and state.ship(self.sel.ship) is not None and state.phase in (Phase.TRADE, Phase.MOVE) else None
        if ship is not None and state is not None and ship in state.turn.finished:
            ship = None
        self.sel = Selection(ship=ship)
        if before is not None:
            after_play(self, before, action)
        self.refresh()
        return True

    def pirate_hex(self, at: Coord) -> None:
        panel.pirate_hex(self, at)

    # --- the panel's selection ----------------------------------------------------------------------------
    def select(self, **changes: Any) -> None:
        for name, value in changes.items():
            setattr(self.sel, name, value)
        self.sel.note = ""
        self.refresh()

    def back(self, *_: Any) -> None:
        self.reset()

    def reset(self) -> None:
        self.sel = Selection()
        self.refresh()

    # --- rendering --------------------------------------------------------------------------------------
    def refresh(self) -> None:
        view, state = self.view(), self.state()
        if view is None or state is None:
            return
        self.show_undo()
        self._check_selection(state)
        self.ids.status.text = panel.status_text(view, state)
        self._render_primary(state)
        self.current_target = target(state, self.sel.build, self.sel.ship, self.pirate_hex,
                                     self.sel.entry.get("replacing"))
        ask = None if self.current_target is None else Ask(self.current_target.kind, self.current_target.marks)
        self.map.show(view, ask, self.sel.ship)
        self.zoom_map.fit()
        panel.render(self, view, state)
        self._render_seats(view)
        self._to_the_result(state)

    def _to_the_result(self, state: CatanState) -> None:
        """The win ("un joueur possède au moins ... points de victoire") goes to the one result screen, once this
        refresh is done (docs/design.md#the-kit); Undo there comes back here."""
        if state.phase is Phase.OVER and self.manager is not None and self.manager.current == self.name:
            session = self.session
            Clock.schedule_once(lambda _: self.navigator.show("result", session=session))

    def _check_selection(self, state: CatanState) -> None:
        """After an undo, a phase change or another turn, what was chosen may be gone."""
        turn = (state.turns, state.seat, state.phase is Phase.SETUP)
        if turn != getattr(self, "sel_turn", None):
            self.sel_turn = turn
            self.sel = Selection(mode=self.sel.mode if self.sel.mode == "points" else "overview")
        if self.sel.ship is not None and (state.ship(self.sel.ship) is None
                                          or state.phase not in (Phase.TRADE, Phase.MOVE)):
            self.sel.ship = None
            self.sel.build = None if self.sel.build == "found" else self.sel.build
        if self.sel.build is not None and state.phase is not Phase.TRADE and self.sel.build != "found":
            self.sel.build = None

    def _render_primary(self, state: CatanState) -> None:
        button = self.ids.primary_button
        if state.phase is Phase.OVER:
            button.text, button.disabled = tr._("Points"), False
        elif state.phase in (Phase.TRADE, Phase.MOVE):
            button.text, button.disabled = tr._("End turn"), False
        else:
            button.text, button.disabled = tr._("End turn"), True


    def _render_seats(self, view: View) -> None:
        """The kit's seat bar: each player's points, cards and gold; a tap shows the seat's panel."""
        self.ids.seats.show([specs.Seat(
            player_name(view, seat), str(player["colour"]),
            (tr.plural("{count} point", "{count} points", data["points"]),
             tr.plural("{count} card", "{count} cards", sum(data["hand"].values())),
             tr.plural("{count} gold", "{count} gold", data["gold"])),
            on_turn=seat == view["seat"], chosen=self.sel.mode == "seat" and self.sel.seat == seat,
            on_tap=partial(self.select, mode="seat", seat=seat))
            for seat, (player, data) in enumerate(zip(view["players"], view["seats"]))])
