"""Each seat's kilim: the grid, laying a won domino (tap a cell, turn it, lay it; a refused spot turns red and
the engine's reason is said), sewing a held scrap (picked on the covered keypad: held scraps are secret), the
perfect carpet and the artisan tokens (rotate, remove, move). Renders ``session.view(None)``; a seat's own view
is read only inside the covered keypad that lists its scraps.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout

from companion.screens.i18n import tr
from companion.screens.kilim import steps
from companion.screens.kilim.common import DominoView, KilimScreen, View, player_name, token_name
from companion.screens.kilim.grid import Carpet, Cell, KilimGrid
from companion.screens.kilim.keypad import CoveredKeypad, Request
from companion.screens.kilim.placing import Tool
from games.base import N_, RuleError
from games.kilim import Motif, PlaceScrap, TakePerfect

HINTS = {
    "lay": N_("Tap the cell for the domino's first motif"),
    "placed": N_("Turn it if needed, then lay it"),
    "sew": N_("Tap where the scrap goes: on a torn motif, on a motif, or into a hole"),
    "rotate": N_("Tap a cell of the domino to turn: it turns about that cell"),
    "remove": N_("Tap the domino or the scrap to remove"),
    "move": N_("Tap the domino or the scrap to move"),
    "move_to": N_("Tap where the tapped cell goes"),
}
TOOL_LABELS = {"rotate": N_("Use the rotate token"), "remove": N_("Use the remove token"),
               "move": N_("Use the move token")}


class KilimCarpetScreen(KilimScreen):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seat = 0
        self.tool = Tool()
        self.keypad: CoveredKeypad | None = None
        self.grid = KilimGrid(interactive=True)
        self.grid.bind(on_cell=self.tap_cell)
        self.ids.holder.add_widget(self.grid)
        self.ids.scroll.bind(size=lambda *_: self._fit())

    def enter(self, **kwargs: Any) -> None:
        if "seat" in kwargs:
            self.seat = kwargs["seat"]
        self.tool = Tool()
        super().enter(**kwargs)

    def show_seat(self, seat: int, *_: Any) -> None:
        self.seat, self.tool = seat, Tool()
        self.refresh()

    def back_to_market(self) -> None:
        self.navigator.show("kilim", session=self.session)

    def advance(self) -> None:
        """The hardware 'next' button: lay or confirm what is shown, or, with nothing to do, back to market."""
        view = self.view()
        if self.tool.kind != "view" and self.tool.ready():
            self.confirm()
        elif view is not None and self.tool.kind == "view" and view["phase"] != "weave":
            self.back_to_market()

    # --- tools ------------------------------------------------------------------------------------------
    def carpet(self, view: View) -> Carpet:
        return Carpet.of(view["seats"][self.seat]["kilim"])

    def default_tool(self, view: View) -> Tool:
        turn = view["turn"]
        if view["phase"] == "weave" and turn is not None and turn["winner"] == self.seat and view["to_lay"]:
            domino = view["to_lay"][0]
            return Tool("lay", letters=(domino["first"], domino["second"]))
        return Tool()

    def use(self, kind: str, *_: Any) -> None:
        view = self.view()
        if view is None:
            return
        if kind == "next_domino":
            index = (self.tool.index + 1) % len(view["to_lay"])
            domino = view["to_lay"][index]
            self.tool = Tool("lay", index=index, letters=(domino["first"], domino["second"]))
        else:
            self.tool = Tool(kind, letters=("P", "P")) if kind == "perfect" else Tool(kind)
        self.refresh()

    def cancel_tool(self) -> None:
        self.tool = Tool()
        self.refresh()

    def tap_cell(self, grid: KilimGrid, row: int, col: int) -> None:
        view = self.view()
        if view is None or self.tool.kind == "view":
            return
        if self.tool.kind == "sew":
            self.open_sew((row, col))
            return
        self.tool.tap(self.carpet(view), (row, col))
        self.refresh()

    def turn(self) -> None:
        view = self.view()
        if view is not None:
            self.tool.turn(self.carpet(view))
            self.refresh()

    def confirm(self) -> None:
        view = self.view()
        if view is None or not self.tool.ready():
            return
        if self.play(self.tool.action(self.seat, self.carpet(view))):
            after = self.view()
            self.tool = self.default_tool(after) if after is not None else Tool()
        else:
            self.tool.refused = True
        self.refresh()

    def take_perfect(self) -> None:
        self.play(TakePerfect(self.seat))

    # --- sewing a held scrap: the choice of scrap is private until it is sewn ------------------------------
    def open_sew(self, cell: Cell) -> None:
        if self.session is None:
            return
        request = steps.sew_request(self.session.view(self.seat), self.seat, cell)
        self.keypad = CoveredKeypad(request, self.commit_sew, lambda: None)
        self.keypad.bind(on_dismiss=lambda *_: self.refresh())
        self.keypad.open()

    def commit_sew(self, request: Request, letter: Any) -> RuleError | None:
        row, col = request.extra["cell"]
        error = self.play_privately(PlaceScrap(request.seat, Motif(letter), row, col))
        if error is None:
            self.tool = Tool()
        return error

    # --- rendering -----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.view()
        if view is None:
            return
        self.seat = min(self.seat, len(view["players"]) - 1)
        if self.tool.kind == "view" or (self.tool.kind == "lay" and view["phase"] != "weave"):
            self.tool = self.default_tool(view)
        self.show_undo()
        score = view["scores"][self.seat]["total"]
        self.ids.title.text = tr.message("{player}'s kilim · {points} points",
                                         {"player": player_name(view, self.seat), "points": score})
        carpet = self.carpet(view)
        selected = self.tool.moving(carpet) if self.tool.kind in ("remove", "move") else ()
        if self.tool.kind == "rotate" and self.tool.anchor is not None:
            selected = (self.tool.anchor,)
        self.grid.show(carpet, self.tool.preview(carpet), self.tool.refused, selected)
        self._fit()
        self._render_panel(view)
        self.render_seat_tabs(view, self.seat, self.show_seat)

    def _fit(self) -> None:
        scroll, holder = self.ids.scroll, self.ids.holder
        self.grid.fit(scroll.width, scroll.height)
        holder.size = (max(self.grid.width, scroll.width), max(self.grid.height, scroll.height))
        self.grid.pos = ((holder.width - self.grid.width) / 2, (holder.height - self.grid.height) / 2)
        self.grid.redraw()

    def _render_panel(self, view: View) -> None:
        panel = self.ids.panel
        panel.clear_widgets()
        seat_view = view["seats"][self.seat]
        tool = self.tool
        if tool.kind != "view":
            if tool.placing:
                panel.add_widget(Factory.SmallLabel(
                    text=tr._("Domino to lay") if tool.kind == "lay" else tr._("Perfect carpet"),
                    size_hint_y=None, height=dp(30)))
                domino = BoxLayout(size_hint_y=None, height=dp(64))
                domino.add_widget(DominoView(first=tool.letters[0], second=tool.letters[1]))
                panel.add_widget(domino)
            key = {"lay": "placed" if tool.anchor else "lay", "perfect": "placed" if tool.anchor else "lay",
                   "move": "move_to" if tool.anchor else "move"}.get(tool.kind, tool.kind)
            hint = Factory.SmallLabel(text=tr._(HINTS[key]), size_hint_y=None, height=dp(66),
                                      valign="top", shorten=False)
            hint.bind(width=lambda w, width: setattr(w, "text_size", (width, None)))
            panel.add_widget(hint)
            row = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(6))
            carpet = self.carpet(view)
            if tool.placing or tool.kind == "rotate":
                row.add_widget(self._button(tr._("Turn"), self.turn, "turn_button"))
            elif tool.anchor in carpet.scraps and carpet.domino_at(tool.anchor) is not None:
                piece = tr._("The scrap") if tool.piece == "scrap" else tr._("The domino")
                row.add_widget(self._button(piece, self.turn, "turn_button"))  # which piece of that cell
            confirm = self._button(tr._("Lay it") if tool.placing else tr._("Confirm"), self.confirm,
                                   "confirm_button", "PrimaryButton")
            confirm.disabled = not tool.ready()
            row.add_widget(confirm)
            panel.add_widget(row)
            if tool.kind == "lay" and len(view["to_lay"]) > 1:
                panel.add_widget(self._button(tr._("Other domino won"), partial(self.use, "next_domino")))
            if tool.kind != "lay":
                panel.add_widget(self._button(tr._("Cancel"), self.cancel_tool, "cancel_button"))
            return
        if view["phase"] in ("reveal", "day_over"):
            panel.add_widget(self._button(tr._("Back to the market"), self.back_to_market, "market_button",
                                          "PrimaryButton"))
        scraps, perfect = len(seat_view["scraps"]), seat_view["perfect"]
        if scraps:
            panel.add_widget(Factory.SmallLabel(text=tr.plural("{count} scrap held, face down", "{count} scraps held, face down", scraps), size_hint_y=None, height=dp(30)))
            panel.add_widget(self._button(tr._("Sew a scrap"), partial(self.use, "sew"), "sew_button"))
        if perfect:
            panel.add_widget(self._button(tr._("Lay a perfect carpet"), partial(self.use, "perfect")))
        for token in seat_view["tokens"]:
            if token == "perfect":
                panel.add_widget(self._button(token_name(token), self.take_perfect))
            else:
                panel.add_widget(self._button(tr._(TOOL_LABELS[token]), partial(self.use, token)))
        if not scraps and not perfect and not seat_view["tokens"] and view["phase"] not in ("reveal", "day_over"):
            panel.add_widget(Factory.SmallLabel(text=tr._("No scrap or token to use"), size_hint_y=None,
                                                height=dp(30)))

    def _button(self, text: str, handler: Any, name: str = "", style: str = "TouchButton") -> Any:
        button = getattr(Factory, style)(text=text, font_size=sp(18))
        button.bind(on_release=lambda *_: handler())
        if name:
            setattr(self, name, button)
        return button
