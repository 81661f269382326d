"""The Ilos table: whose turn, the archipelago that grows (tap a tile for its islands, spots and what each card
costs the player whose turn it is there; tap a '+' to explore), the side panel (the exploration area, the market
board, the cost helper and the actions), each seat's box (hand, production board, ships, pioneers), the
end-trigger banner, and End turn (also the hardware turn button: InputEvent "advance").

It renders ``session.view(None)``: no stash reaches a widget here. A seat's stash is looked at and corrected in
the covered stash view (stash.py) only; the final reckoning is the next screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from kivy.clock import Clock

from companion.core.inbox import InputEvent
from companion.screens.i18n import tr
from companion.screens.ilos import panel
from companion.screens.ilos.boards import SeatBox
from companion.screens.chooser import show_choices
from companion.screens.ilos.common import IlosScreen, View, player_name, resource_name, seat_rgba
from companion.screens.ilos.map import Cell, IlosMap, places
from companion.screens.ilos.stash import StashView
from companion.screens.ilos.tile_camera import TileCamera
from companion.screens.ilos.tile_entry import TileEntry
from companion.screens.widgets import fit_in_scroll
from games.base import RuleError
from games.ilos.actions import EndTurn, Market, Redraw, RevealStashes, RevealTile
from games.ilos.model import RESOURCES, Resource, TileSpec

TIE_KEY_START = "Deck and discard pile are empty and"  # games.ilos.turn._take: several biggest hands


@dataclass
class Selection:
    """What the side panel shows: the overview, a tile, a spot of it, a free place being explored, a seat."""

    mode: str = "overview"
    tile: int | None = None
    spot: int | None = None
    cell: Cell | None = None
    pick: int = 0
    turns: int = 0
    land: int = 0
    seat: int | None = None
    source: int = 0  # which of the seat's ship sources (panel.ship_sources) a Ship card uses


class IlosTableScreen(IlosScreen):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sel = Selection()
        self.overlay: Any = None
        self.map = IlosMap()
        self.map.bind(on_cell=self.tap_cell)
        self.ids.holder.add_widget(self.map)
        self.ids.scroll.bind(size=lambda *_: self._fit())

    def enter(self, **kwargs: Any) -> None:
        if "session" in kwargs:
            self.sel = Selection()
        super().enter(**kwargs)
        if self._over():  # a finished game opened from the history: its reckoning
            Clock.schedule_once(lambda *_: self.navigator.show("ilos_reckoning", session=self.session))

    def _over(self) -> bool:
        view = self.view()
        return view is not None and view["phase"] == "over"

    # --- the primary button and the hardware turn button ------------------------------------------------
    def advance(self) -> None:
        if self.overlay is not None and self.overlay.parent is not None:
            return  # a covered view or an entry is open: the button waits for it
        if not self.ids.primary_button.disabled:
            self.primary()

    def handle_input(self, event: InputEvent) -> None:
        if event.command == "camera":  # the tile entry asked the camera (a reading for no open entry is dropped)
            if self.overlay is not None and self.overlay.parent is not None and hasattr(self.overlay, "camera_reading"):
                self.overlay.camera_reading(event.reading)
            return
        super().handle_input(event)

    def primary(self) -> None:
        view = self.view()
        if view is None:
            return
        if view["phase"] == "over":
            self.navigator.show("ilos_reckoning", session=self.session)
        elif view["phase"] == "final_reveal":
            if self.play(RevealStashes()):
                self.navigator.show("ilos_reckoning", session=self.session, step=0)
        elif view["reveal_due"]:
            self.open_tile_entry()
        else:
            self.end_turn(view)

    def end_turn(self, view: View, take_from: int | None = None) -> None:
        seat = view["seat"]
        refused = self.refusal(EndTurn(seat, take_from))
        if refused is not None and refused.key.startswith(TIE_KEY_START):
            count = len(view["players"])
            others = [s for s in range(count) if s != seat or view["rules"]["take_from"] == "anyone"]
            most = max(view["seats"][s]["hand"] for s in others)
            tied = [s for s in others if view["seats"][s]["hand"] == most]
            self.overlay = show_choices(tr.message(refused.key, refused.params),
                                        [(player_name(view, s), s) for s in tied],
                                        lambda s: self.end_turn(view, s))
            return
        if self.play(EndTurn(seat, take_from)):
            self.sel = Selection()
            self.say_turn_end()
            self.refresh()

    def say_turn_end(self) -> None:
        view = self.view()
        if view is None or view["last_turn"] is None:
            return
        last = view["last_turn"]
        produced = " · ".join(f"{resource_name(r.value)} {last['produced'][r.value]}" for r in RESOURCES
                              if last["produced"][r.value])
        player = player_name(view, last["seat"])
        text = (tr.message("{player} puts {produced} behind their screen and draws {count} card(s)",
                           {"player": player, "produced": produced, "count": last["drew"]}) if produced else
                tr.message("{player} produced nothing and draws {count} card(s)",
                           {"player": player, "count": last["drew"]}))
        if last["reshuffled"]:
            text += "\n" + tr._("The discard pile was shuffled into a new deck")
        if last["taken"]:
            text += "\n" + tr.message("{count} card(s) taken at random from {victim}'s hand",
                                      {"count": last["taken"], "victim": player_name(view, last["taken_from"])})
        self.navigator.toast(text)

    # --- the map and the panel --------------------------------------------------------------------------
    def tap_cell(self, grid: IlosMap, x: int, y: int) -> None:
        view = self.view()
        if view is None:
            return
        tile = next((i for i, t in enumerate(view["tiles"]) if (t["x"], t["y"]) == (x, y)), None)
        if tile is not None:
            self.sel = Selection("tile", tile=tile)
        elif (x, y) in places(view) and view["area"] and view["phase"] in ("first_islands", "actions"):
            self.sel = Selection("explore", cell=(x, y))
            panel.fit_turn(self, view)
        else:
            return
        self.refresh()

    def select(self, **changes: Any) -> None:
        """Change what the panel shows (mode, tile, spot, pick, turns, land, seat, source) and redraw."""
        for name, value in changes.items():
            setattr(self.sel, name, value)
        self.refresh()

    def back(self, *_: Any) -> None:
        self.sel = Selection("tile", tile=self.sel.tile) if self.sel.mode == "spot" else Selection()
        self.refresh()

    def act(self, action: Any, tile: int | None = None) -> bool:
        """Play a public action from the panel; on success the panel shows ``tile`` (else the overview)."""
        if self.play(action):
            self.sel = Selection() if tile is None else Selection("tile", tile=tile)
            self.refresh()
            return True
        return False

    # --- overlays ---------------------------------------------------------------------------------------
    def open_tile_entry(self) -> None:
        view = self.view()
        if view is None:
            return
        self.overlay = TileEntry(self.reveal_tile, lambda: self.view(), TileCamera.offered(self.context.camera))
        self.overlay.bind(on_dismiss=lambda *_: self.refresh())
        self.overlay.open()

    def reveal_tile(self, spec: TileSpec) -> RuleError | None:
        refused = self.refusal(RevealTile(spec))
        if refused is None:
            self.play(RevealTile(spec))
        return refused

    def open_stash(self, seat: int, note: str = "", *_: Any) -> None:
        view = self.view()
        if view is None:
            return
        self.overlay = StashView(seat, player_name(view, seat), list(seat_rgba(view, seat)),
                                 lambda: self.view(seat), self.play_privately, note)
        self.overlay.bind(on_dismiss=lambda *_: self.refresh())
        self.overlay.open()

    def raise_price(self, resource: str, *_: Any) -> None:
        view = self.view()
        if view is None or self.session is None:
            return
        action = Market(view["seat"], Resource(resource))
        refused = self.refusal(action)
        if refused is not None:
            self.say(refused.key, refused.params)
            return
        error = self.play_privately(action)  # only the count behind the screen can refuse it now: say it covered
        if error is not None:
            self.open_stash(view["seat"], tr.message(error.key, error.params))

    def open_redraw(self, seat: int, *_: Any) -> None:
        view = self.view()
        if view is None:
            return
        hand = min(view["seats"][seat]["hand"], view["deck"])
        self.overlay = show_choices(
            tr.message("{player} discards how many cards of the opening hand, to draw as many?",
                       {"player": player_name(view, seat)}),
            [(str(n), n) for n in range(1, hand + 1)], lambda n: self.act(Redraw(seat, n)))

    # --- rendering --------------------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.view()
        if view is None:
            return
        self.show_undo()
        self._check_selection(view)
        self.ids.status.text = status_text(view)
        self.ids.end_banner.text = end_banner_text(view)
        self._render_primary(view)
        self._render_map(view)
        panel.render(self, view)
        self._render_seats(view)

    def _check_selection(self, view: View) -> None:
        """After an undo, what was selected may be gone."""
        sel = self.sel
        if sel.tile is not None and sel.tile >= len(view["tiles"]):
            self.sel = Selection()
        if sel.mode == "explore" and (not view["area"] or sel.cell not in places(view)):
            self.sel = Selection()
        elif sel.mode == "explore" and sel.pick >= len(view["area"]):
            sel.pick, sel.turns, sel.land = 0, 0, 0

    def _render_primary(self, view: View) -> None:
        button = self.ids.primary_button
        phase = view["phase"]
        enabled = True
        if phase == "over":
            text = tr._("Final reckoning")
        elif phase == "final_reveal":
            text = tr._("Lift the screens")
        elif view["reveal_due"]:
            text = tr._("Turn up a tile")
        elif not view["seats"][view["seat"]]["first_island"]:
            text, enabled = tr._("Place a first island"), False
        else:
            text = tr._("End turn")
        button.text = text
        button.disabled = not enabled

    def _render_map(self, view: View) -> None:
        free = places(view) if view["area"] and view["phase"] in ("first_islands", "actions") else []
        selected = None
        if self.sel.tile is not None and self.sel.mode in ("tile", "spot"):
            placed = view["tiles"][self.sel.tile]
            selected = (placed["x"], placed["y"])
        self.map.show(view, free, selected, panel.preview(self, view))
        self._fit()

    def _fit(self) -> None:
        fit_in_scroll(self.map, self.ids.scroll, self.ids.holder)

    def _render_seats(self, view: View) -> None:
        box = self.ids.seats
        box.clear_widgets()
        for seat in range(len(view["players"])):
            chosen = self.sel.mode == "seat" and self.sel.seat == seat
            key = (repr(view["seats"][seat]), view["players"][seat], view["phase"], view["seat"], chosen)
            box.add_widget(self.built(f"seat{seat}", key, partial(self._seat_box, view, seat, chosen)))

    def _seat_box(self, view: View, seat: int, chosen: bool) -> SeatBox:
        widget = SeatBox(view, seat, selected=chosen)
        widget.bind(on_release=lambda w: self.select(mode="seat", seat=w.seat, tile=None, spot=None))
        return widget


def status_text(view: View) -> str:
    phase, seat = view["phase"], view["seat"]
    player = player_name(view, seat)
    if phase == "first_islands":
        return tr.message("First islands · {player}", {"player": player})
    if phase == "actions":
        return tr.message("Round {round} · {player}'s turn",
                          {"round": view["seats"][seat]["turns"] + 1, "player": player})
    if phase == "final_reveal":
        return tr._("The last round is over")
    return tr._("The screens are lifted")


def end_banner_text(view: View) -> str:
    trigger = view["end_trigger"]
    if view["phase"] == "final_reveal":
        return tr._("Every player has played as many turns: lift the screens and sell the stashes")
    if trigger is None or view["phase"] == "over":
        return ""
    if trigger < 0:
        return tr._("No spot is left for a pioneer: this round is the last, then the screens are lifted")
    return tr.message("{player} played their 10th pioneer: this round is the last, then the screens are lifted",
                      {"player": player_name(view, trigger)})
