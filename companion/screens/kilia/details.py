"""The side panel for what was tapped: a card of the supply (develop its zone, hire it as a merchant on a market
space, or, when the current action waits for it, take it as a skill or a warehouse), a contract of the supply,
a seat's board (zones, market, skills, warehouses, contracts, tokens; the correction of goods and coins).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout

from companion.screens.i18n import tr
from companion.screens.chooser import show_choices
from companion.screens.kilia import panel
from companion.screens.kilia.common import (View, board_name, bonus_name, button, card_text, coins_text, contract_text,
                                            goal_name, good_name, goods_text, keys_text, label, player_name, price_text,
                                            reveal_due, seat_rgba, skill_text, space_name, zone_name)
from companion.screens.kilia.forms import merchant_good
from games.kilia.actions import PlaceMerchant, TakeContract, TakeSkill
from games.kilia.model import GOODS, SUPPORTS, ZONE_GOOD, ZONES, Good, Zone

ZONE_MAX = 4


def header(screen: Any, title: str, colour: Any = None) -> BoxLayout:
    """A panel's first row: Back (to the overview) and what the panel shows."""
    row = BoxLayout(size_hint_y=None, height=dp(52), spacing=dp(6))
    back = Factory.TouchButton(text=tr._("Back"), size_hint_x=None, width=dp(96), font_size=sp(18))
    back.bind(on_release=lambda *_: screen.back())
    row.add_widget(back)
    heading = label(title, "KiliaHeading", size_hint_y=1, max_lines=2)
    if colour is not None:
        heading.color = colour
    row.add_widget(heading)
    return row


# --- a card of the supply -----------------------------------------------------------------------------------
def card_panel(screen: Any, view: View, box: BoxLayout) -> None:
    slot = screen.sel.slot
    card = view["action_slots"][slot - 1]
    seat = view["seat"]
    player = player_name(view, seat)
    box.add_widget(header(screen, tr.message("Card {slot}", {"slot": slot})))
    box.add_widget(label(card_text(card), "KiliaHeading"))
    if view["phase"] != "turns" or reveal_due(view):
        return
    price = view["prices"]["actions"][slot - 1]
    box.add_widget(label(tr.message("{player} has {keys}: the card's price is {price}",
                                    {"player": player, "keys": keys_text(view["seats"][seat]["keys"]),
                                     "price": price_text(price)})))
    pending = view["turn"]["pending"]
    if pending and pending[0] == "skill":
        panel.action_button(screen, box, tr._("Take it as a skill"), TakeSkill(seat, slot), style="KiliaPrimary")
        return
    if pending and pending[0] == "warehouse":
        panel.warehouse_panel(screen, view, box)
        return
    if pending:
        box.add_widget(label(tr._("A new contract comes first: take one from the supply, or go without"),
                             "KiliaNote"))
        return
    zone = Zone(card["zone"])
    data = view["seats"][seat]
    if len(data["zones"][ZONES.index(zone)]) < ZONE_MAX:
        cost = data["development_costs"][zone.value]
        text = tr.message("Develop the {zone} ({count} {good})", {"zone": zone_name(zone.value),
                                                                  "count": cost["count"],
                                                                  "good": good_name(cost["good"])})
    else:
        text = tr.message("Develop the {zone}", {"zone": zone_name(zone.value)})
    refused, no_plan = panel.develop_refusal(screen, view, zone, slot)
    box.add_widget(button(text, partial(panel.open_develop, screen, zone, slot), "KiliaPrimary",
                          disabled=refused is not None))
    panel.note_refusal(box, refused)
    if refused is None and no_plan:
        box.add_widget(label(tr._("No payment found from the supply, merchants, exchanges and trades"), "KiliaNote"))
    good = ZONE_GOOD[zone].value
    box.add_widget(label(tr.message("Or face down as a merchant: it delivers {good}", {"good": good_name(good)}),
                         "KiliaHeading"))
    for space in range(len(data["merchants"])):
        if space in SUPPORTS and not all(data["merchants"][s] for s in SUPPORTS[space]):
            continue
        empty = not data["merchants"][space]
        bonus = view["components"]["market_bonuses"][space] if empty else "none"
        what = (tr.message("bonus: {bonus}", {"bonus": bonus_name(bonus)}) if empty else
                tr.message("over the {good} merchant", {"good": good_name(merchant_good(data, space) or good)}))
        action = PlaceMerchant(seat, slot, space, Good.SALT if bonus == "any_good" else None)
        handler = partial(choose_bonus_good, screen, seat, slot, space) if bonus == "any_good" else None
        panel.action_button(screen, box, f"{space_name(space)} · {what}", action, handler)


def choose_bonus_good(screen: Any, seat: int, slot: int, space: int) -> None:
    screen.overlay = show_choices(tr._("The space gives any good: which one?"),
                                  [(good_name(g.value), g) for g in GOODS],
                                  lambda good: screen.act(PlaceMerchant(seat, slot, space, good)))


# --- a contract of the supply -------------------------------------------------------------------------------
def contract_panel(screen: Any, view: View, box: BoxLayout) -> None:
    slot = screen.sel.slot
    contract = view["contract_slots"][slot - 1]
    box.add_widget(header(screen, tr.message("Contract {slot}", {"slot": slot})))
    box.add_widget(label(contract_text(contract), "KiliaHeading"))
    if view["phase"] != "turns" or view.get("prices") is None:
        return
    seat = view["seat"]
    box.add_widget(label(tr.message("{player} has {keys}: the contract's price is {price}",
                                    {"player": player_name(view, seat), "keys": keys_text(view["seats"][seat]["keys"]),
                                     "price": price_text(view["prices"]["contracts"][slot - 1])})))
    panel.action_button(screen, box, tr._("Take this contract"), TakeContract(seat, slot), style="KiliaPrimary")


# --- a seat's board -----------------------------------------------------------------------------------------
def seat_panel(screen: Any, view: View, box: BoxLayout) -> None:
    seat = screen.sel.seat
    data = view["seats"][seat]
    box.add_widget(header(screen, player_name(view, seat), seat_rgba(view, seat)))
    if data["colour"] is None:
        box.add_widget(label(tr._("No player board chosen yet")))
        return
    box.add_widget(label(tr.message("{board} board · {coins} · {keys} · ship {ship}",
                                    {"board": board_name(data["colour"]), "coins": coins_text(data["coins"]),
                                     "keys": keys_text(data["keys"]), "ship": data["ship"]})))
    box.add_widget(label(tr.message("Goods: {goods}", {"goods": goods_text(data["goods"])})))
    box.add_widget(button(tr._("Correct goods and coins"), partial(screen.open_correction, seat)))
    box.add_widget(label(tr._("Development zones"), "KiliaHeading"))
    for index, zone in enumerate(ZONES):
        box.add_widget(label(tr.message("{zone}: {count} of 4", {"zone": zone_name(zone.value),
                                                                 "count": len(data["zones"][index])})))
    box.add_widget(label(tr._("Market"), "KiliaHeading"))
    for space in range(len(data["merchants"])):
        good = merchant_good(data, space)
        if good is None:
            text = tr.message("{space}: empty ({bonus})", {
                "space": space_name(space), "bonus": bonus_name(view["components"]["market_bonuses"][space])})
        else:
            text = tr.message("{space}: {good} merchant, {count} activation(s) left this round", {
                "space": space_name(space), "good": good_name(good), "count": data["activations_left"][space]})
        box.add_widget(label(text))
    if data["skills"]:
        box.add_widget(label(tr._("Skills"), "KiliaHeading"))
        for card in data["skills"]:
            box.add_widget(label(skill_text(card["skill"])))
    if data["warehouses"]:
        spaces = ", ".join(str(w["space"]) for w in sorted(data["warehouses"], key=lambda w: w["space"]))
        box.add_widget(label(tr.message("Warehouses on canal spaces {spaces}", {"spaces": spaces})))
    box.add_widget(label(tr._("Contracts"), "KiliaHeading"))
    for contract in data["contracts"]:
        box.add_widget(label(contract_text(contract)))
    box.add_widget(label(tr.message("{count} fulfilled, face down", {"count": len(data["fulfilled"])})))
    claims = [goal_name(c["goal"]) for c in data["claims"]]
    box.add_widget(label(tr.message("Scoring tokens left: {count}", {"count": data["tokens_left"]}),
                         "KiliaHeading"))
    for claim in claims:
        box.add_widget(label(claim))
    if data["sprats"] or data["sprats_new"]:
        count = data["sprats"] + data["sprats_new"]
        box.add_widget(label(tr.message("Smoked sprats cards: {count}", {"count": count})))
