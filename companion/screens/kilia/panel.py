"""The side panel of the Kilia table when nothing is selected: what is due now. The boards to choose at set-up;
the cards to turn up; in a turn, the improvement or new contract the current action still waits for, else what
the player may do besides taking a card (fulfil a contract, place a scoring token, play or develop with a smoked
sprats card, refresh the supply); in the council phase, each ship's income; at the end, the deliveries.

A button the rules refuse now is greyed with the engine's reason under it. Tapping a supply card or a seat opens
its own panel (details.py).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.uix.boxlayout import BoxLayout

from companion.screens.i18n import tr
from companion.screens.chooser import show_choices
from companion.screens.kilia import details, forms
from companion.screens.kilia.common import (View, board_name, button, contract_text, goal_name, good_name, goods_text,
                                            label, player_name, price_text, reason, reveal_due, skill_text, zone_name)
from games.base import RuleError
from games.kilia import development, payment
from games.kilia.actions import (BuildWarehouse, ChooseColour, Develop, Fulfil, Payment, PlaceToken, PlaySprats,
                                 Refresh, Skip, TakeContract, TakeSkill)
from games.kilia.model import COLOURS, GOODS, ZONES, Goal, Goods, Zone

def render(screen: Any, view: View) -> None:
    box = screen.ids.panel
    box.clear_widgets()
    shows = (screen.sel.mode, screen.sel.slot, screen.sel.seat)
    if shows != getattr(screen, "panel_shows", None):
        screen.ids.panel_scroll.scroll_y = 1  # another panel: from its top
        screen.panel_shows = shows
    if screen.sel.mode == "card":
        details.card_panel(screen, view, box)
    elif screen.sel.mode == "contract":
        details.contract_panel(screen, view, box)
    elif screen.sel.mode == "seat":
        details.seat_panel(screen, view, box)
    else:
        overview(screen, view, box)


def note_refusal(box: BoxLayout, refused: RuleError | None) -> None:
    if refused is not None:
        box.add_widget(label(reason(refused), "KiliaNote"))


def action_button(screen: Any, box: BoxLayout, text: str, action: Any, handler: Any = None,
                  style: str = "KiliaButton") -> None:
    """A button for ``action`` (greyed, with the reason, when refused); ``handler`` instead of playing it."""
    refused = screen.refusal(action)
    box.add_widget(button(text, handler or partial(screen.act, action), style, disabled=refused is not None))
    note_refusal(box, refused)


def overview(screen: Any, view: View, box: BoxLayout) -> None:
    phase = view["phase"]
    if reveal_due(view):
        box.add_widget(label(tr._("Turn up cards from the decks into the empty slots, left to right, and tell the "
                                  "app each one"), "KiliaHeading"))
        box.add_widget(button(tr._("Turn up a card"), screen.open_reveal, "KiliaPrimary"))
    elif phase == "colours":
        colour_panel(screen, view, box)
    elif phase == "turns" and view["turn"]["pending"]:
        improvement_panel(screen, view, box)
    elif phase == "turns":
        turn_panel(screen, view, box)
    elif phase == "sailing":
        sailing_panel(screen, view, box)
    elif phase == "delivery":
        delivery_panel(screen, view, box)
    else:
        box.add_widget(label(tr._("The game is over"), "KiliaHeading"))
    box.add_widget(label(tr._("Tap a card of the supply for what it can do, a player below for their board"),
                         "KiliaMuted"))


def colour_panel(screen: Any, view: View, box: BoxLayout) -> None:
    seat = view["seat"]
    box.add_widget(label(tr.message("{player} chooses a player board (the first player first, then clockwise)",
                                    {"player": player_name(view, seat)}), "KiliaHeading"))
    # A taken board stays as a greyed button, and one line says who holds it: a note under each (the engine's
    # reason) would push the last free board below the fold at 800x480.
    for colour in COLOURS:
        action = ChooseColour(seat, colour)
        box.add_widget(button(board_name(colour.value), partial(screen.act, action), "KiliaButton",
                              disabled=screen.refusal(action) is not None))
    taken = [f"{board_name(data['colour'])} ({player_name(view, s)})" for s, data in enumerate(view["seats"])
             if data["colour"] is not None]
    if taken:
        box.add_widget(label(tr.message("Taken: {boards}", {"boards": ", ".join(taken)}), "KiliaMuted"))


# --- a turn -------------------------------------------------------------------------------------------------
def turn_panel(screen: Any, view: View, box: BoxLayout) -> None:
    seat, turn = view["seat"], view["turn"]
    data = view["seats"][seat]
    player = player_name(view, seat)
    box.add_widget(label(tr.message("{player}: {done} of {allowed} action(s) played this turn",
                                    {"player": player, "done": turn["actions"], "allowed": turn["allowed"]}),
                         "KiliaHeading"))
    if turn["actions"] < turn["allowed"]:
        box.add_widget(label(tr._("Tap a card of the supply: develop a zone with it, or hire it as a merchant")))
    else:
        box.add_widget(label(tr._("The turn's actions are played: fulfil contracts or place tokens, then end the "
                                  "turn")))
    if turn["actions"] == 0:
        action_button(screen, box, tr._("Refresh the supply (5 coins)"), Refresh(seat))
    for index, contract in enumerate(data["contracts"]):
        if index == 0:
            box.add_widget(label(tr._("Active contracts"), "KiliaHeading"))
        box.add_widget(label(contract_text(contract)))
        fulfil_button(screen, view, box, index)
    claimable = data["claimable"]
    if claimable:
        box.add_widget(label(tr.message("Goals reached · {count} scoring token(s) left",
                                        {"count": data["tokens_left"]}), "KiliaHeading"))
        for goal in claimable:
            text = tr.message("Place a token: {goal}", {"goal": goal_name(goal)})
            action_button(screen, box, text, PlaceToken(seat, Goal(goal)))
    if data["sprats"]:
        sprats_buttons(screen, view, box)


def fulfil_button(screen: Any, view: View, box: BoxLayout, index: int) -> None:
    seat = view["seat"]
    contract = screen.session.state.seats[seat].contracts[index]
    plan = payment.plan(screen.session.state, seat, contract.cost, contract.cost_any, contract.cost_coins)
    reward = Goods(salt=contract.reward_any)
    if plan is not None:
        refused = screen.refusal(Fulfil(seat, index, plan, reward))
    else:  # no payment found: is anything but the goods in the way?
        need = Payment(goods=contract.cost.plus(GOODS[0], contract.cost_any))
        refused = screen.refusal(Fulfil(seat, index, need, reward), plenty_for=seat)
    box.add_widget(button(tr._("Fulfil"), partial(open_fulfil, screen, index), disabled=refused is not None))
    note_refusal(box, refused)
    if refused is None and plan is None:
        box.add_widget(label(tr._("No payment found from the supply, merchants, exchanges and trades"), "KiliaNote"))


def open_fulfil(screen: Any, index: int) -> None:
    view = screen.view()
    seat = view["seat"]
    contract = screen.session.state.seats[seat].contracts[index]
    plan = payment.plan(screen.session.state, seat, contract.cost, contract.cost_any, contract.cost_coins)
    cost = goods_text(contract.cost)
    if contract.cost_any:
        cost = tr.message("{goods} and {count} of any kind", {"goods": cost, "count": contract.cost_any})
    shown = contract_text(view["seats"][seat]["contracts"][index])
    title = tr.message("{player} fulfils: {contract}", {"player": player_name(view, seat), "contract": shown})
    screen.keep(forms.open_payment(view, seat, title, cost, contract.cost_coins, plan,
                                   lambda pay, reward: Fulfil(seat, index, pay, reward), screen.commit,
                                   tr._("Pay and fulfil"), contract.reward_any))


def open_develop(screen: Any, zone: Zone, slot: int | None) -> None:
    view = screen.view()
    state, seat = screen.session.state, view["seat"]
    price = 0 if slot is None else view["prices"]["actions"][slot - 1]
    need = development.cost(state, seat, zone)
    plan = payment.plan(state, seat, need, coins=price)
    title = tr.message("{player} develops the {zone}", {"player": player_name(view, seat),
                                                         "zone": zone_name(zone.value)})
    note = (tr.message("Price of the card: {price}", {"price": price_text(price)}) if slot is not None else
            tr._("A smoked sprats card slides under the zone instead of a card"))
    screen.keep(forms.open_payment(view, seat, title, goods_text(need), price, plan,
                                   lambda pay, reward: Develop(seat, zone, slot, pay), screen.commit,
                                   tr._("Pay and develop"), note=note))


def develop_refusal(screen: Any, view: View, zone: Zone, slot: int | None) -> tuple[RuleError | None, bool]:
    """(why the development is refused now, whether no payment was found for it): with no payment found, the
    reason is asked as if the personal supply were plentiful, so it is one the goods would not lift."""
    state, seat = screen.session.state, view["seat"]
    price = 0 if slot is None else view["prices"]["actions"][slot - 1]
    if state.seats[seat].zone(zone) >= 4:
        return screen.refusal(Develop(seat, zone, slot)), False
    need = development.cost(state, seat, zone)
    plan = payment.plan(state, seat, need, coins=price)
    if plan is not None:
        return screen.refusal(Develop(seat, zone, slot, plan)), False
    return screen.refusal(Develop(seat, zone, slot, Payment(goods=need)), plenty_for=seat), True


def sprats_buttons(screen: Any, view: View, box: BoxLayout) -> None:
    seat = view["seat"]
    box.add_widget(label(tr.message("Smoked sprats cards: {count}", {"count": view["seats"][seat]["sprats"]}),
                         "KiliaHeading"))
    action_button(screen, box, tr._("Take 1 coin or 1 good for a smoked sprats card"), PlaySprats(seat),
                  partial(choose_sprats, screen, seat))
    turn = view["turn"]
    if turn["actions"] < turn["allowed"]:
        box.add_widget(label(tr._("Or slide it under a zone as a development:")))
        for zone in ZONES:
            refused, _ = develop_refusal(screen, view, zone, None)
            box.add_widget(button(tr.message("Develop the {zone}", {"zone": zone_name(zone.value)}),
                                  partial(open_develop, screen, zone, None), disabled=refused is not None))
            note_refusal(box, refused)


def choose_sprats(screen: Any, seat: int) -> None:
    answers: list[tuple[str, Any]] = [(tr._("1 coin"), None)] + [(good_name(g.value), g) for g in GOODS]
    screen.overlay = show_choices(tr._("The smoked sprats card gives 1 coin or 1 good, then goes back in the box"),
                                  answers, lambda good: screen.act(PlaySprats(seat, good)))


# --- improvements -------------------------------------------------------------------------------------------
def improvement_panel(screen: Any, view: View, box: BoxLayout) -> None:
    seat, pending = view["seat"], view["turn"]["pending"][0]
    player = player_name(view, seat)
    prices = view["prices"]
    if pending == "contract":
        box.add_widget(label(tr.message("{player} takes a new contract from the supply, by the usual keys or coins "
                                        "(or goes without)", {"player": player}), "KiliaHeading"))
        for slot, contract in enumerate(view["contract_slots"], start=1):
            if contract is not None:
                text = tr.message("Contract {slot} ({price})", {"slot": slot,
                                                              "price": price_text(prices["contracts"][slot - 1])})
                action_button(screen, box, text, TakeContract(seat, slot))
    elif pending == "skill":
        box.add_widget(label(tr.message("University: {player} takes a second card from the supply as a skill (or "
                                        "goes without)", {"player": player}), "KiliaHeading"))
        for slot, card in enumerate(view["action_slots"], start=1):
            if card is not None:
                text = tr.message("{skill} ({price})", {"skill": skill_text(card["skill"]),
                                                        "price": price_text(prices["actions"][slot - 1])})
                action_button(screen, box, text, TakeSkill(seat, slot))
    else:
        warehouse_panel(screen, view, box)
    box.add_widget(button(tr._("Go without"), partial(screen.act, Skip(seat))))


def warehouse_panel(screen: Any, view: View, box: BoxLayout) -> None:
    seat = view["seat"]
    box.add_widget(label(tr.message("Warehouse: {player} takes a second card from the supply and lays it as a "
                                    "warehouse on an empty canal space (or goes without)",
                                    {"player": player_name(view, seat)}), "KiliaHeading"))
    way = tr._("Laid the other way round") if screen.sel.reversed else tr._("Laid as printed")
    box.add_widget(button(way, lambda: screen.select(reversed=not screen.sel.reversed)))
    taken = {w["space"] for w in view["seats"][seat]["warehouses"]}
    free = [s for s in range(1, view["components"]["canal_spaces"] + 1) if s not in taken]
    for slot, card in enumerate(view["action_slots"], start=1):
        if card is None or not free:
            continue
        price = price_text(view["prices"]["actions"][slot - 1])
        text = tr.message("Card {slot} ({price})", {"slot": slot, "price": price})
        action = BuildWarehouse(seat, slot, free[0], screen.sel.reversed)
        action_button(screen, box, text, action, partial(choose_canal_space, screen, seat, slot, free))


def choose_canal_space(screen: Any, seat: int, slot: int, free: list[int]) -> None:
    reversed_ = screen.sel.reversed
    screen.overlay = show_choices(tr._("On which empty canal space?"), [(str(space), space) for space in free],
                                  lambda space: screen.act(BuildWarehouse(seat, slot, space, reversed_)))


# --- the council phase and the end --------------------------------------------------------------------------
def sailing_panel(screen: Any, view: View, box: BoxLayout) -> None:
    box.add_widget(label(tr._("Council phase: the tokens went to their wheels and the merchants' coins back to "
                              "the supply. Now each ship sails: enter what it brings"), "KiliaHeading"))
    for seat, data in enumerate(view["seats"]):
        player = player_name(view, seat)
        if data["sailed"]:
            box.add_widget(label(tr.message("{player}'s ship has sailed", {"player": player}), "KiliaMuted"))
        else:
            box.add_widget(button(tr.message("{player}'s ship: its income", {"player": player}),
                                  partial(screen.open_income, seat)))


def delivery_panel(screen: Any, view: View, box: BoxLayout) -> None:
    box.add_widget(label(tr._("The last council phase is over: each player delivers goods to their points skills "
                              "(1 point a good), then the contracts are turned over"), "KiliaHeading"))
    for seat, data in enumerate(view["seats"]):
        player = player_name(view, seat)
        if data["delivered"] is None:
            box.add_widget(button(tr.message("{player}: deliver goods", {"player": player}),
                                  partial(screen.open_delivery, seat)))
        else:
            box.add_widget(label(tr.message("{player} delivered {count} good(s)",
                                            {"player": player, "count": data["delivered"]}), "KiliaMuted"))
    if all(data["delivered"] is not None for data in view["seats"]):
        box.add_widget(button(tr._("Turn over the contracts"), screen.primary, "KiliaPrimary"))


