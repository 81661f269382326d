"""The final reckoning (rulebook "FIN DE LA PARTIE"): the screens are lifted, the production boards cleared,
and each stash is sold at the market's prices, resource by resource: one row per resource (its price now,
then each player's count x price), shown one after the other as the table counts, then the totals, the
pioneers placed (the tie-break) and the ranking. A game opened from the history shows every row at once.
"""

from __future__ import annotations

from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.label import Label

from companion.screens.i18n import tr
from companion.screens.ilos.boards import market_board
from companion.screens.ilos.common import IlosScreen, View, player_name, resource_name, seat_rgba
from games.ilos.model import RESOURCES
from games.ilos.scoring import places

ALL = len(RESOURCES)


class IlosReckoningScreen(IlosScreen):
    shown = ALL

    def enter(self, **kwargs: Any) -> None:
        self.shown = int(kwargs.get("step", ALL))
        super().enter(**kwargs)

    def advance(self) -> None:
        self.next_resource()

    def next_resource(self) -> None:
        self.shown = min(ALL, self.shown + 1)
        self.refresh()

    def refresh(self) -> None:
        view = self.view()
        if view is None or self.session is None or view["phase"] != "over":
            return
        outcome = self.session.outcome
        done = self.shown >= ALL
        if done and outcome is not None:
            winners = ", ".join(player_name(view, s) for s in outcome.winners)
            self.ids.title.text = tr.message("Final reckoning · won by {names}", {"names": winners})
        else:
            self.ids.title.text = tr._("Final reckoning")
        self.ids.next_button.text = "" if done else tr.message(
            "Next: {resource}", {"resource": resource_name(RESOURCES[self.shown].value)})
        self.ids.explanation.text = tr._("The production boards are cleared; each resource behind a screen is "
                                         "sold at the market's price")
        self.ids.tie_break.text = ""
        if done and outcome is not None:
            if outcome.shared:
                self.ids.tie_break.text = tr._("Equal riches and as many pioneers: the win is shared")
            elif outcome.tie_break:
                self.ids.tie_break.text = tr._("Equal riches: the player with more pioneers wins")
        self._render_table(view, places(outcome) if done and outcome is not None else {})
        self.ids.market_title.text = tr._("The market's final prices")
        self.ids.market.clear_widgets()
        self.ids.market.add_widget(market_board(view))

    def _cell(self, text: str, bold: bool = False, rgba: Any = None, halign: str = "center") -> Label:
        label = Factory.IlosLabel(text=text, bold=bold, halign=halign, font_size=sp(18), height=dp(36))
        if rgba is not None:
            label.color = rgba
        return label

    def _render_table(self, view: View, ranks: dict[int, int]) -> None:
        table = self.ids.table
        table.clear_widgets()
        count = len(view["players"])
        table.cols = count + 1
        table.add_widget(self._cell(""))
        for seat in range(count):
            table.add_widget(self._cell(player_name(view, seat), bold=True, rgba=seat_rgba(view, seat)))
        prices = view["market"]["prices"]
        for resource in RESOURCES[:self.shown]:
            name = resource.value
            table.add_widget(self._cell(tr.message("{resource} at {price}", {"resource": resource_name(name),
                                                                             "price": prices[name]}),
                                        halign="left"))
            for seat in range(count):
                held = view["seats"][seat]["stash"][name]
                table.add_widget(self._cell(f"{held} \u00d7 {prices[name]} = {held * prices[name]}"))
        if self.shown < ALL:
            return
        rows = [(tr._("Total"), [str(v) for v in view["values"]], True),
                (tr._("Pioneers placed"), [str(10 - view["seats"][s]["pioneers_left"]) for s in range(count)], False)]
        if ranks:
            rows.append((tr._("Rank"), [str(ranks[s]) for s in range(count)], True))
        for title, cells, bold in rows:
            table.add_widget(self._cell(title, bold=bold, halign="left"))
            for text in cells:
                table.add_widget(self._cell(text, bold=bold))
