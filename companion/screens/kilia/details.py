"""The side panel for what was tapped, as kit specs: a card of the supply (develop its zone, hire it as a merchant
on a market space the engine allows, or take it as the skill or warehouse the current action waits for), a
contract of the supply, a seat's board (zones, market, skills, warehouses, contracts, tokens; the correction of
goods and coins)."""

from __future__ import annotations

from functools import partial

from companion.screens.i18n import tr
from companion.screens.kilia import words
from companion.screens.kilia.panel import Acts, button, warehouse_items
from companion.screens.kit import specs
from games.base import N_
from games.kilia import (ZONE_GOOD, ZONES, Bonus, Goods, Improvement, KiliaView, Phase, PlaceMerchant, SeatView,
                         TakeContract, TakeSkill)

BONUS_NAMES = {Bonus.ANY_GOOD: N_("Any good"), Bonus.COINS: N_("3 coins"), Bonus.SPRATS: N_("Smoked sprats"),
               Bonus.CONTRACT: N_("New contract"), Bonus.NONE: N_("No bonus")}


def back(acts: Acts, title: str) -> list[specs.Item]:
    return [specs.Button(tr._("Back"), acts.back, key="back"), specs.Heading(title)]


def card_items(view: KiliaView, acts: Acts, slot: int) -> list[specs.Item]:
    card = view.action_slots[slot - 1]
    items = back(acts, tr.message("Card {slot}", {"slot": slot}))
    if card is None:
        return items
    items.append(specs.Text(words.card(card)))
    if view.phase is not Phase.TURNS or view.prices is None or view.reveal_due.actions or view.reveal_due.contracts:
        return items
    seat = view.seat
    items.append(specs.Text(tr.message("{player} has {keys}: the card's price is {price}", {
        "player": view.name(seat), "keys": words.keys(view.seats[seat].keys),
        "price": words.price(view.prices.actions[slot - 1])})))
    pending = view.turn.pending
    if pending and pending[0] is Improvement.SKILL:
        return items + [button(acts, tr._("Take it as a skill"), TakeSkill(seat, slot), tone="primary")]
    if pending and pending[0] is Improvement.WAREHOUSE:
        return items + warehouse_items(view, acts)
    if pending:
        return items + [specs.Text(tr._("A new contract comes first: take one from the supply, or go without"),
                                   tone="warning")]
    held = view.seats[seat]
    cost = held.development_costs.of(card.zone)
    text = tr.message("Develop the {zone}", {"zone": words.zone(card.zone)}) if cost is None else tr.message(
        "Develop the {zone} ({goods})", {"zone": words.zone(card.zone), "goods": words.goods(Goods.of(cost.good, cost.count))})
    items.append(specs.Button(text, lambda: acts.open_develop(card.zone, slot), acts.develop_refusal(card.zone, slot),
                              tone="primary", key="develop"))
    items.append(specs.Heading(tr.message("Or face down as a merchant: it delivers {good}",
                                          {"good": words.good(ZONE_GOOD[card.zone])})))
    items += merchant_items(view, acts, slot)
    return items


def merchant_items(view: KiliaView, acts: Acts, slot: int) -> list[specs.Item]:
    seat = view.seat
    held = view.seats[seat]
    items: list[specs.Item] = []
    for space in acts.merchant_spaces():
        stack = held.merchants[space]
        bonus = view.components.market_bonuses[space] if not stack else Bonus.NONE
        what = tr.message("bonus: {bonus}", {"bonus": tr._(BONUS_NAMES[bonus])}) if not stack else tr.message(
            "over the {good} merchant", {"good": words.good(ZONE_GOOD[stack[-1].zone])})
        text = f"{words.first_up(words.space(space))} · {what}"
        if bonus is Bonus.ANY_GOOD:
            items.append(button(acts, text, PlaceMerchant(seat, slot, space, ZONE_GOOD[ZONES[0]]),
                                partial(acts.choose_good, tr._("The space gives any good: which one?"),
                                        partial(PlaceMerchant, seat, slot, space), False)))
        else:
            items.append(button(acts, text, PlaceMerchant(seat, slot, space)))
    return items


def contract_items(view: KiliaView, acts: Acts, slot: int) -> list[specs.Item]:
    contract = view.contract_slots[slot - 1]
    items = back(acts, tr.message("Contract {slot}", {"slot": slot}))
    if contract is None:
        return items
    items.append(specs.Text(words.contract(contract)))
    if view.phase is not Phase.TURNS or view.prices is None:
        return items
    seat = view.seat
    items.append(specs.Text(tr.message("{player} has {keys}: the contract's price is {price}", {
        "player": view.name(seat), "keys": words.keys(view.seats[seat].keys),
        "price": words.price(view.prices.contracts[slot - 1])})))
    return items + [button(acts, tr._("Take this contract"), TakeContract(seat, slot), tone="primary")]


def market_line(view: KiliaView, held: SeatView, space: int) -> str:
    stack = held.merchants[space]
    if not stack:
        return tr.message("{space}: empty ({bonus})", {
            "space": words.first_up(words.space(space)),
            "bonus": tr._(BONUS_NAMES[view.components.market_bonuses[space]])})
    return tr.message("{space}: {good} merchant, {left} this round", {
        "space": words.first_up(words.space(space)), "good": words.good(ZONE_GOOD[stack[-1].zone]),
        "left": tr.plural("{count} activation left", "{count} activations left", held.activations_left[space])})


def seat_items(view: KiliaView, acts: Acts, seat: int) -> list[specs.Item]:
    held = view.seats[seat]
    items = back(acts, view.name(seat))
    if held.colour is None:
        return items + [specs.Text(tr._("No player board chosen yet"))]
    items.append(specs.Text(tr.message("{board} board · {coins} · {keys} · ship {ship}", {
        "board": words.board(held.colour), "coins": words.coins(held.coins), "keys": words.keys(held.keys),
        "ship": held.ship})))
    items.append(specs.Text(tr.message("Goods: {goods}", {"goods": words.goods(held.goods)})))
    items.append(specs.Button(tr._("Correct goods and coins"), lambda: acts.open_correction(seat), key="correct"))
    items.append(specs.Heading(tr._("Development zones")))
    items += [specs.Text(tr.message("{zone}: {count} of 4", {"zone": words.zone(zone), "count": held.zone(zone)}))
              for zone in ZONES]
    items.append(specs.Heading(tr._("Market")))
    items += [specs.Text(market_line(view, held, space)) for space in range(len(held.merchants))]
    if held.skills:
        items.append(specs.Heading(tr._("Skills")))
        items += [specs.Text(words.card(card)) for card in held.skills]
    if held.warehouses:
        spaces = ", ".join(str(w.space) for w in sorted(held.warehouses, key=lambda w: w.space))
        items.append(specs.Text(tr.message("Warehouses on canal spaces {spaces}", {"spaces": spaces})))
    items.append(specs.Heading(tr._("Contracts")))
    items += [specs.Text(words.contract(contract)) for contract in held.contracts]
    items.append(specs.Text(tr.plural("{count} fulfilled, face down", "{count} fulfilled, face down",
                                      len(held.fulfilled)), tone="muted"))
    items.append(specs.Heading(tr.plural("{count} scoring token left", "{count} scoring tokens left",
                                         held.tokens_left)))
    items += [specs.Text(words.goal(claim.goal)) for claim in held.claims]
    if held.sprats or held.sprats_new:
        items.append(specs.Text(tr.plural("{count} smoked sprats card", "{count} smoked sprats cards",
                                          held.sprats + held.sprats_new)))
    return items
