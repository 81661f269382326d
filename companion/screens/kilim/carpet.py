"""Each seat's kilim on the kit's table frame (docs/design.md#the-kit): laying a won domino (a refused spot turns
red), sewing a held scrap (picked on the covered keypad: held scraps are secret), the perfect carpet and the
artisan tokens. It renders the public view (docs/design.md#secrets).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.uix.anchorlayout import AnchorLayout
from kivy.uix.relativelayout import RelativeLayout
from kivy.uix.scrollview import ScrollView

from companion.screens.i18n import tr
from companion.screens.kilim import steps
from companion.screens.kilim.common import DominoView, kilim_view, points, token_name
from companion.screens.kilim.grid import Carpet, KilimGrid
from companion.screens.kilim.keypad import CoveredKeypad
from companion.screens.kilim.placing import Tool
from companion.screens.kit import specs
from companion.screens.kit.frame import Table, TableScreen
from companion.screens.theme import theme
from companion.screens.widgets import fit_in_scroll
from games.base import N_, RuleError
from games.kilim import KilimView, Phase, PlaceScrap, TakePerfect, Token
from games.refusals import ENTRY, Refusal

HINTS = {  # what the panel asks, by tool ("placed", "move_to": once its first cell is tapped)
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


class KilimCarpetScreen(TableScreen):
    panel_share = 0.62

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seat = 0
        self.tool = Tool()
        self.keypad: CoveredKeypad | None = None
        self.grid = KilimGrid(self.tap_cell)
        self.domino = AnchorLayout(size_hint_y=None, height=0)  # the domino being laid, in its colours
        self.scroll = ScrollView()  # the kilim scrolls when larger than the board
        self.holder = RelativeLayout(size_hint=(None, None))
        self.holder.add_widget(self.grid)
        self.scroll.add_widget(self.holder)
        self.scroll.bind(size=lambda *_: fit_in_scroll(self.grid, self.scroll, self.holder))
        main = self.ids.main
        main.orientation, main.spacing, main.padding = "vertical", theme.gap, theme.gap / 2
        main.add_widget(self.domino)
        main.add_widget(self.scroll)

    def enter(self, **kwargs: Any) -> None:
        self.seat, self.tool = kwargs.get("seat", self.seat), Tool()
        super().enter(**kwargs)

    def show_seat(self, seat: int) -> None:
        self.seat, self.tool = seat, Tool()
        self.refresh()

    def back_to_market(self) -> None:
        self.navigator.show("kilim", session=self.session)

    def advance(self) -> None:
        """The hardware 'next' button: the main action (lay or confirm what is shown, or back to market)."""
        if self.tool.kind == "view" or self.tool.ready():
            self.confirm() if self.tool.kind != "view" else self.back_to_market()

    # --- tools ------------------------------------------------------------------------------------------
    def carpet(self) -> Carpet:
        return Carpet.of(kilim_view(self.session).seats[self.seat].kilim)

    def default_tool(self, view: KilimView, index: int = 0) -> Tool:
        """Laying the ``index``-th domino won, while the shown seat has dominoes to lay; else just looking."""
        turn = view.turn
        if view.phase is Phase.WEAVE and turn is not None and turn.winner == self.seat and view.to_lay:
            domino = view.to_lay[index % len(view.to_lay)]
            return Tool("lay", index=index % len(view.to_lay), letters=(domino.first.value, domino.second.value))
        return Tool()

    def use(self, kind: str) -> None:
        if kind == "next_domino":
            self.tool = self.default_tool(kilim_view(self.session), self.tool.index + 1)
        else:
            self.tool = Tool(kind, letters=("P", "P")) if kind == "perfect" else Tool(kind)
        self.refresh()

    def tap_cell(self, row: int, col: int) -> None:
        if self.tool.kind == "sew":  # the scrap sewn is chosen on the covered keypad: held scraps are secret
            request = steps.sew_request(kilim_view(self.session, self.seat), self.seat, (row, col))
            self.keypad = CoveredKeypad(request, self.sew, lambda: None)
            self.keypad.bind(on_dismiss=lambda *_: self.refresh())
            self.keypad.open()
        elif self.tool.kind != "view":
            self.tool.tap(self.carpet(), (row, col))
            self.refresh()

    def turn(self) -> None:
        self.tool.turn(self.carpet())
        self.refresh()

    def confirm(self) -> None:
        if not self.tool.ready():
            return
        if self.play(self.tool.action(self.seat, self.carpet())):
            self.tool = self.default_tool(kilim_view(self.session))
        else:
            self.tool.refused = True
        self.refresh()

    def sew(self, action: PlaceScrap) -> RuleError | None:
        error = self.play_privately(action)
        if error is None:
            self.tool = Tool()
        return error

    # --- what the frame shows --------------------------------------------------------------------------------
    def table(self) -> Table:
        view = kilim_view(self.session)
        self.seat = min(self.seat, len(view.players) - 1)
        if self.tool.kind == "view" or (self.tool.kind == "lay" and view.phase is not Phase.WEAVE):
            self.tool = self.default_tool(view)
        laying = view.turn.winner if view.phase is Phase.WEAVE and view.turn else None
        seats = [specs.Seat(p.name, p.colour, (tr.plural("{count} point", "{count} points", view.scores[s].total),),
                            on_turn=s == laying, chosen=s == self.seat, on_tap=partial(self.show_seat, s))
                 for s, p in enumerate(view.players)]
        status = tr.message("{player}'s kilim · {points}",
                            {"player": view.name(self.seat), "points": points(view.scores[self.seat].total)})
        items, main = self.tool_panel(view) if self.tool.kind != "view" else self.seat_panel(view)
        return Table(status, seats, items, main)

    def tool_panel(self, view: KilimView) -> tuple[list[specs.Item], specs.Button]:
        tool, carpet = self.tool, self.carpet()
        hint = HINTS[{"lay": "placed" if tool.anchor else "lay", "perfect": "placed" if tool.anchor else "lay",
                      "move": "move_to" if tool.anchor else "move"}.get(tool.kind, tool.kind)]
        items: list[specs.Item] = [specs.Text(tr._(hint))]
        if tool.placing or tool.kind == "rotate":
            items.append(specs.Button(tr._("Turn"), self.turn, key="turn"))
        elif tool.anchor in carpet.scraps and carpet.domino_at(tool.anchor) is not None:
            piece = tr._("The scrap") if tool.piece == "scrap" else tr._("The domino")
            items.append(specs.Button(piece, self.turn, key="turn"))  # which piece of that cell
        if tool.kind == "lay" and len(view.to_lay) > 1:
            items.append(specs.Button(tr._("Other domino won"), partial(self.use, "next_domino"), key="next"))
        if tool.kind != "lay":
            items.append(specs.Button(tr._("Cancel"), partial(self.show_seat, self.seat), key="cancel"))
        items += [specs.Gap(), specs.Button(tr._("Back to the market"), self.back_to_market, key="market")]
        not_yet = None if tool.ready() else Refusal(hint, (), ENTRY)
        return items, specs.Button(tr._("Lay it") if tool.placing else tr._("Confirm"), self.confirm, not_yet,
                                   "primary", "confirm")

    def seat_panel(self, view: KilimView) -> tuple[list[specs.Item], specs.Button]:
        """What the shown seat may use now: its held scraps, perfect carpets and artisan tokens."""
        seat_view = view.seats[self.seat]
        scraps, perfect = len(seat_view.scraps), seat_view.perfect
        items: list[specs.Item] = []
        if scraps:
            items += [specs.Text(tr.plural("{count} scrap held, face down", "{count} scraps held, face down", scraps)),
                      specs.Button(tr._("Sew a scrap"), partial(self.use, "sew"), key="sew")]
        if perfect:
            items.append(specs.Button(tr._("Lay a perfect carpet"), partial(self.use, "perfect"), key="perfect"))
        for token in seat_view.tokens:  # the perfect carpet token is taken at once; the others are tools
            at_once = token is Token.PERFECT
            label = token_name(token.value) if at_once else tr._(TOOL_LABELS[token.value])
            use = partial(self.play, TakePerfect(self.seat)) if at_once else partial(self.use, token.value)
            items.append(specs.Button(label, use, key=token.value))
        if not items:
            items.append(specs.Text(tr._("No scrap or token to use"), tone="muted"))
        return items, specs.Button(tr._("Back to the market"), self.back_to_market, tone="primary", key="market")

    def draw_board(self, table: Table) -> None:
        carpet, tool = self.carpet(), self.tool
        selected = tool.moving(carpet) if tool.kind in ("remove", "move") else ()
        if tool.kind == "rotate" and tool.anchor is not None:
            selected = (tool.anchor,)
        self.grid.show(carpet, tool.preview(carpet), tool.refused, selected)
        self.domino.clear_widgets()
        self.domino.height = theme.target * 1.25 if tool.placing else 0
        if tool.placing:
            self.domino.add_widget(DominoView(first=tool.letters[0], second=tool.letters[1]))
        fit_in_scroll(self.grid, self.scroll, self.holder)
