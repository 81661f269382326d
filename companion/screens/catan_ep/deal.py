"""A trade between the player on turn and another player (base game; gold may be part of it): tap what each
side gives, card by card, then Trade; the engine's reason when it refuses (a card the other does not hold)."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.uix.boxlayout import BoxLayout

from companion.screens.catan_ep.common import (View, button, cards_text, header, label, player_name, refused_note,
                                               resource_name, resources_json)
from companion.screens.catan_ep.entries import choice_grid
from companion.screens.i18n import tr
from companion.screens.chooser import show_choices
from games.catan_ep import CatanState, PlayerTrade, RESOURCES, Resources

GOLD = "gold"


def offer_trade(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    """The trade panel's entry to a trade with another player."""
    others = [s for s in range(len(state.players)) if s != state.seat]
    widget = button(tr._("Trade with a player"), partial(choose_partner, screen, view, others))
    screen.trade_buttons["player"] = widget
    box.add_widget(widget)


def choose_partner(screen: Any, view: View, others: list[int]) -> None:
    def start(other: int) -> None:
        screen.select(entry={"deal": {"other": other, "give": Resources(), "take": Resources(), "give_gold": 0,
                                      "take_gold": 0}})

    screen.overlay = show_choices(tr._("Trade with whom?"), [(player_name(view, s), s) for s in others], start)


def deal_action(state: CatanState, deal: dict[str, Any]) -> PlayerTrade:
    return PlayerTrade(state.seat, deal["other"], deal["give"], deal["take"], deal["give_gold"], deal["take_gold"])


def deal_panel(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    deal = screen.sel.entry["deal"]
    me, other = player_name(view, state.seat), player_name(view, deal["other"])
    box.add_widget(header(screen, tr.message("{player} trades with {other}", {"player": me, "other": other})))
    screen.deal_grids = {}
    for side, who in (("give", me), ("take", other)):
        cards, gold = deal[side], deal[f"{side}_gold"]
        box.add_widget(label(tr.message("{player} gives: {cards} · {gold} gold",
                                        {"player": who, "cards": cards_text(resources_json(cards)), "gold": gold}),
                             "heading"))
        values = [*RESOURCES, GOLD]
        texts = [f"+ {resource_name(r.value)}" for r in RESOURCES] + [f"+ {tr._('Gold')}"]
        grid = choice_grid(values, texts, None, partial(add, screen, side), cols=3, font=16)
        screen.deal_grids[side] = grid
        box.add_widget(grid)
    box.add_widget(button(tr._("Start again"), lambda: screen.select(entry={"deal": {
        **deal, "give": Resources(), "take": Resources(), "give_gold": 0, "take_gold": 0}})))
    action = deal_action(state, deal)
    empty = deal["give"].total + deal["take"].total + deal["give_gold"] + deal["take_gold"] == 0
    allowed = not empty and refused_note(screen, action, box)
    screen.deal_button = button(tr._("Trade"), lambda: screen.attempt(action), "primary", disabled=not allowed)
    box.add_widget(screen.deal_button)


def add(screen: Any, side: str, value: Any) -> None:
    deal = screen.sel.entry["deal"]
    if value == GOLD:
        deal[f"{side}_gold"] += 1
    else:
        deal[side] = deal[side].plus(value)
    screen.refresh()
