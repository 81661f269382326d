"""What a roll produced for each seat (games.catan_ep.production.income on the state before it), said on the
toast and listed in the panel until the roll is undone; the missions' news likewise (mission_play)."""

from __future__ import annotations

from typing import Any

from kivy.uix.boxlayout import BoxLayout

from companion.screens.catan_ep import mission_play
from companion.screens.catan_ep.common import View, cards_text, player_name, resources_json
from companion.screens.i18n import tr
from companion.screens.ilos.bits import label
from games.catan_ep.actions import Roll
from games.catan_ep.model import CatanState, Resources
from games.catan_ep.production import income


def after_play(screen: Any, before: CatanState, action: Any) -> None:
    """What a roll produced, kept for the panel and said on the toast; what the fish die did and what the
    Council's harbors unloaded (mission_play)."""
    if not isinstance(action, Roll):
        mission_play.remember(screen, before, action)
        return
    total = action.die1 + action.die2
    got = [] if total == 7 else income(before, total)
    screen.produced = (len(screen.session.history), total, got)
    view = screen.view()
    lines = produced_texts(view, total, got)
    screen.navigator.toast("\n".join(lines))


def produced_texts(view: View, total: int, got: list[tuple[Resources, int]]) -> list[str]:
    lines = [tr.message("Roll: {total}", {"total": total})]
    if total == 7:
        lines.append(tr._("A 7: no production"))
    for seat, (cards, gold) in enumerate(got):
        lines.append(tr.message("{player}: {cards} · {gold} gold", {"player": player_name(view, seat),
                                                                     "cards": cards_text(resources_json(cards)),
                                                                     "gold": gold}))
    return lines


def produced_lines(screen: Any, view: View, box: BoxLayout) -> None:
    if screen.produced is None or screen.session is None:
        return
    length, total, got = screen.produced
    if length > len(screen.session.history):  # undone
        screen.produced = None
        return
    for line in produced_texts(view, total, got):
        box.add_widget(label(line))
