"""The council board and what was tapped, as kit specs. The board in the table's main area: the supplies, each card
a button with its price for the player on turn, and the goals with their scoring wheels. The side panel for what
was tapped: a card of the supply (to develop, hire as a merchant, or take as the skill or warehouse the current
action waits for), a contract of the supply, a seat's board (and the correction of its goods and coins)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable

from companion.screens.i18n import tr
from companion.screens.kilia import forms, words
from companion.screens.kilia.panel import button, warehouse_items
from companion.screens.kit import specs
from games.base import N_
from games.kilia import (GOALS, ZONE_GOOD, ZONES, Bonus, Goods, Improvement, KiliaView, Phase, PlaceMerchant,
                         SeatView, TakeContract, TakeSkill, merchant_spaces)

BONUS_NAMES = {Bonus.ANY_GOOD: N_("Any good"), Bonus.COINS: N_("3 coins"), Bonus.SPRATS: N_("Smoked sprats"),
               Bonus.CONTRACT: N_("New contract"), Bonus.NONE: N_("No bonus")}
COVERED = 1  # "Dans une partie à 2 joueurs, recouvrez le 2e chiffre le plus élevé de chaque gouvernail"

if TYPE_CHECKING:
    from companion.screens.kilia.table import KiliaTableScreen as Acts

Choose = Callable[[str, int], object]  # a slot of the supply tapped: ("card" or "contract", its slot)


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
    cost = view.seats[seat].development_costs.of(card.zone)
    zone = words.zone(card.zone)
    text = tr.message("Develop the {zone}", {"zone": zone}) if cost is None else tr.message(
        "Develop the {zone} ({goods})", {"zone": zone, "goods": words.goods(Goods.of(cost.good, cost.count))})
    items.append(specs.Button(text, lambda: acts.open_develop(card.zone, slot), acts.develop_refusal(card.zone, slot),
                              tone="primary", key="develop"))
    items.append(specs.Heading(tr.message("Or face down as a merchant: it delivers {good}",
                                          {"good": words.good(card.good)})))
    items += merchant_items(view, acts, slot)
    return items


def merchant_items(view: KiliaView, acts: Acts, slot: int) -> list[specs.Item]:
    seat = view.seat
    held = view.seats[seat]
    items: list[specs.Item] = []
    for space in merchant_spaces(acts.game_state, seat):
        stack = held.merchants[space]
        bonus = view.components.market_bonuses[space] if not stack else Bonus.NONE
        what = tr.message("bonus: {bonus}", {"bonus": tr._(BONUS_NAMES[bonus])}) if not stack else tr.message(
            "over the {good} merchant", {"good": words.good(stack[-1].good)})
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
        "space": words.first_up(words.space(space)), "good": words.good(stack[-1].good),
        "left": tr.plural("{count} activation left", "{count} activations left", held.activations_left[space])})


def seat_items(view: KiliaView, acts: Acts, seat: int) -> list[specs.Item]:
    held = view.seats[seat]
    items = back(acts, view.name(seat))
    if held.colour is None:
        return items + [specs.Text(tr._("No player board chosen yet"))]
    items.append(specs.Text(tr.message("{board} board · {coins} · {keys} · ship {ship}", {
        "board": words.board(held.colour), "coins": words.coins(held.coins), "keys": words.keys(held.keys),
        "ship": held.ship})))
    items += [specs.Text(tr.message("Goods: {goods}", {"goods": words.goods(held.goods)})),
              specs.Button(tr._("Correct goods and coins"), partial(acts.open_form, forms.open_correction, seat),
                           key="correct"),
              specs.Heading(tr._("Development zones")),
              *(specs.Text(tr.message("{zone}: {count} of 4", {"zone": words.zone(zone), "count": held.zone(zone)}))
                for zone in ZONES)]
    items += [specs.Heading(tr._("Market")),
              *(specs.Text(market_line(view, held, space)) for space in range(len(held.merchants)))]
    if held.skills:
        items += [specs.Heading(tr._("Skills")), *(specs.Text(words.card(card)) for card in held.skills)]
    if held.warehouses:
        spaces = ", ".join(str(w.space) for w in sorted(held.warehouses, key=lambda w: w.space))
        items.append(specs.Text(tr.message("Warehouses on canal spaces {spaces}", {"spaces": spaces})))
    items += [specs.Heading(tr._("Contracts")), *(specs.Text(words.contract(c)) for c in held.contracts)]
    items.append(specs.Text(tr.plural("{count} fulfilled, face down", "{count} fulfilled, face down",
                                      len(held.fulfilled)), tone="muted"))
    items.append(specs.Heading(tr.plural("{count} scoring token left", "{count} scoring tokens left",
                                         held.tokens_left)))
    items += [specs.Text(words.goal(claim.goal)) for claim in held.claims]
    if held.sprats or held.sprats_new:
        items.append(specs.Text(tr.plural("{count} smoked sprats card", "{count} smoked sprats cards",
                                          held.sprats + held.sprats_new)))
    return items


# --- the council board (the table's main area) ---------------------------------------------------------------------
def _slot(view: KiliaView, kind: str, slot: int, text: str | None, choose: Choose) -> specs.Item:
    """A slot of a supply: empty, or what it holds with its price for the player on turn (a tap tells more)."""
    if text is None:
        return specs.Text(tr._("empty"), tone="muted")
    lines = [text]
    if view.prices is not None and view.phase is Phase.TURNS:
        price = (view.prices.actions if kind == "card" else view.prices.contracts)[slot - 1]
        held = view.seats[view.prices.seat].coins
        # above the player's coins: the whole price in coins, and what the player has (why it cannot be taken)
        lines.append(words.price(price) if price <= held else
                     tr.message("{price} (has {coins})", {"price": words.price(price), "coins": held}))
    return specs.Button("\n".join(lines), partial(choose, kind, slot), key=f"{kind}{slot}")


def wheel_text(view: KiliaView, index: int) -> str:
    """A wheel's values highest first, each token on it by its player's name; × a space covered."""
    goal = GOALS[index]
    values = view.components.wheels[index]
    parts = []
    for space, value in enumerate(values):
        names = [view.name(s) for s, held in enumerate(view.seats) for c in held.claims
                 if c.goal is goal and c.space == space]
        shown = "×" if len(view.players) == 2 and space == COVERED else str(value)
        parts.append(f"{shown} ({', '.join(names)})" if names else shown)
    waiting = [view.name(s) for s, held in enumerate(view.seats) for c in held.claims
               if c.goal is goal and c.space is None]
    if waiting:
        parts.append(tr.message("waiting: {names}", {"names": ", ".join(waiting)}))
    return "  ".join(parts)


def board_items(view: KiliaView, choose: Choose, wide: bool) -> list[specs.Item]:
    """The supplies, then the goals, each with its wheel."""
    cols = 3 if wide else 2
    cards = [_slot(view, "card", slot, None if c is None else words.card(c), choose)
             for slot, c in enumerate(view.action_slots, start=1)]
    contracts = [_slot(view, "contract", slot, None if c is None else words.contract(c), choose)
                 for slot, c in enumerate(view.contract_slots, start=1)]
    items: list[specs.Item] = [
        specs.Heading(tr.message("Action cards · {count} in the deck", {"count": view.action_deck})),
        specs.Grid(cards, cols=cols), specs.Heading(tr.message("Contracts · {count} in the deck",
                                                               {"count": view.contract_deck})),
        specs.Grid(contracts, cols=cols), specs.Heading(tr._("Goals and scoring wheels"))]
    for index, goal in enumerate(GOALS):
        items += [specs.Text(words.goal(goal), size="small", tone="muted"), specs.Text(wheel_text(view, index))]
    return items
