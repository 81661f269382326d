"""The final count (rulebook "Fin de la partie et décompte des points"): the score pad, one column a player and
one row a line of the pad (the scoring wheels, the cards under the zone of one's colour, the fulfilled
contracts' points, the goods delivered to points skills), the total, the goods and coins left (the tie-break)
and the rank; then each player's fulfilled contracts, turned over. Shown once RevealContracts is played (the
contracts are face down until then), and for a finished game opened from the history.
"""

from __future__ import annotations

from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.label import Label

from companion.screens.i18n import tr
from companion.screens.kilia.common import KiliaScreen, View, contract_text, label, player_name, seat_rgba
from games.base import N_
from games.kilia.scoring import TIE_BREAK

PAD_ROWS = (("council", N_("Scoring wheels")), ("colour", N_("Cards under the zone of their colour")),
            ("contracts", N_("Fulfilled contracts")), ("goods", N_("Goods delivered to points skills")))


class KiliaScoringScreen(KiliaScreen):
    def refresh(self) -> None:
        view = self.view()
        if view is None or self.session is None or view["phase"] != "over":
            return
        winners = ", ".join(player_name(view, s) for s in view["winners"])
        self.ids.title.text = tr.message("Final score · won by {names}", {"names": winners})
        self._render_pad(view)
        outcome = self.session.outcome
        self.ids.tie_break.text = ""
        if outcome is not None and outcome.shared:
            self.ids.tie_break.text = tr._("Equal points and as many goods and coins left: the win is shared")
        elif outcome is not None and outcome.tie_break == TIE_BREAK:
            self.ids.tie_break.text = tr._("Equal points: the player with more goods and coins left wins")
        box = self.ids.contracts
        box.clear_widgets()
        for seat, data in enumerate(view["seats"]):
            heading = label(tr.message("{player}: {count} contract(s)", {"player": player_name(view, seat),
                                                                        "count": len(data["fulfilled"])}),
                            "KiliaHeading")
            heading.color = seat_rgba(view, seat)
            box.add_widget(heading)
            for contract in data["fulfilled"]:
                box.add_widget(label(contract_text(contract)))

    def _cell(self, text: str, bold: bool = False, rgba: Any = None, halign: str = "center") -> Label:
        cell = Factory.KiliaLabel(text=text, bold=bold, halign=halign, font_size=sp(17), height=dp(36))
        if rgba is not None:
            cell.color = rgba
        return cell

    def _render_pad(self, view: View) -> None:
        table = self.ids.table
        table.clear_widgets()
        count = len(view["players"])
        table.cols = count + 1
        table.add_widget(self._cell(""))
        for seat in range(count):
            table.add_widget(self._cell(player_name(view, seat), bold=True, rgba=seat_rgba(view, seat)))
        scores = [data["score"] for data in view["seats"]]
        left = [sum(data["goods"].values()) + data["coins"] for data in view["seats"]]
        rows = [(tr._(title), [str(s[key]) for s in scores], False) for key, title in PAD_ROWS]
        rows += [(tr._("Total"), [str(s["total"]) for s in scores], True),
                 (tr._("Goods and coins left"), [str(n) for n in left], False),
                 (tr._("Rank"), [str(p) for p in view["places"]], True)]
        for title, cells, bold in rows:
            table.add_widget(self._cell(title, bold=bold, halign="left"))
            for text in cells:
                table.add_widget(self._cell(text, bold=bold))
