"""A trade between the player on turn and another player (base game; gold may be part of it): tap what each
side gives, card by card, then Trade; the engine's reason when it refuses (a card the other does not hold)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from companion.screens.catan_ep.common import cards_text, player_name, resource_name
from companion.screens.catan_ep.entries import choice_grid, offer
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.kit.overlay import ask
from games.catan_ep import CatanState, CatanView, PlayerTrade, RESOURCES, Resources

if TYPE_CHECKING:
    from companion.screens.catan_ep.table import CatanTableScreen

GOLD = "gold"
EMPTY = {"give": Resources(), "take": Resources(), "give_gold": 0, "take_gold": 0}


def offer_trade(screen: CatanTableScreen, view: CatanView, state: CatanState) -> specs.Button:
    """The trade panel's entry to a trade with another player."""
    others = [s for s in range(len(state.players)) if s != state.seat]
    return specs.Button(tr._("Trade with a player"), partial(choose_partner, screen, view, others), key="trade:player")


def choose_partner(screen: CatanTableScreen, view: CatanView, others: list[int]) -> None:
    screen.overlay = ask(tr._("Trade with whom?"), [(player_name(view, s), s) for s in others],
                         lambda other: screen.select(entry={"deal": {"other": other, **EMPTY}}))


def deal_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> list[specs.Item]:
    deal = screen.sel.entry["deal"]
    me, other = player_name(view, state.seat), player_name(view, deal["other"])
    title = tr.message("{player} trades with {other}", {"player": me, "other": other})
    shown: list[specs.Item] = [specs.Button(tr._("Back"), screen.back, key="back"), specs.Heading(title)]
    for side, who in (("give", me), ("take", other)):
        shown += [specs.Text(tr.message("{player} gives: {cards} · {gold} gold",
                                        {"player": who, "cards": cards_text(deal[side]),
                                         "gold": deal[f"{side}_gold"]})),
                  choice_grid(f"deal {side}", [*RESOURCES, GOLD],
                              [f"+ {resource_name(r.value)}" for r in RESOURCES] + [f"+ {tr._('Gold')}"], None,
                              partial(add, screen, side), 2)]
    action = PlayerTrade(state.seat, deal["other"], deal["give"], deal["take"], deal["give_gold"], deal["take_gold"])
    shown.append(specs.Button(tr._("Start again"), partial(screen.select, entry={"deal": {**deal, **EMPTY}}),
                              key="again"))
    return shown + offer(tr._("Trade"), partial(screen.attempt, action), screen.check(action), "deal", tone="primary")


def add(screen: CatanTableScreen, side: str, value: Any) -> None:
    deal = screen.sel.entry["deal"]
    if value == GOLD:
        deal[f"{side}_gold"] += 1
    else:
        deal[side] = deal[side].plus(value)
    screen.refresh()
