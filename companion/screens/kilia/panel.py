"""The side panel and the council board, as kit specs over the typed view. With nothing chosen, what is due now: the
boards at set-up, the cards to turn up, the improvement an action waits for or what else a turn may do, each ship's
income, the deliveries. Else what was tapped: a supply card (to develop, hire as a merchant, or take as the skill or
warehouse an action waits for), a supply contract, a seat's board (and its correction). The board: the supplies, each
card with its price for the player on turn, the goals with their scoring wheels. A choice the rules refuse now is a
refused button: a tap says why (docs/design.md#the-kit)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable

from companion.screens.i18n import tr
from companion.screens.kilia import forms, words
from companion.screens.kit import specs
from games.base import N_
from games.kilia import (COLOURS, GOALS, ZONE_GOOD, ZONES, Bonus, BuildWarehouse, ChooseColour, FigureNeeded, Goods,
                         Improvement, KiliaView, Phase, PlaceMerchant, PlaceToken, PlaySprats, Refresh, SeatView, Skip,
                         TakeContract, TakeSkill, merchant_spaces, warehouse_spaces)

if TYPE_CHECKING:  # what the panels ask of the table screen (its checks, its actions, its entries)
    from companion.screens.kilia.table import KiliaTableScreen as Acts

BONUS_NAMES = {Bonus.ANY_GOOD: N_("Any good"), Bonus.COINS: N_("3 coins"), Bonus.SPRATS: N_("Smoked sprats"),
               Bonus.CONTRACT: N_("New contract"), Bonus.NONE: N_("No bonus")}
COVERED = 1  # "Dans une partie à 2 joueurs, recouvrez le 2e chiffre le plus élevé de chaque gouvernail"
Choose = Callable[[str, int], object]  # a slot of the supply tapped: ("card" or "contract", its slot)


def bonus_on(view: KiliaView, space: int) -> Bonus | None:
    """The bonus printed on market ``space``; None while the market's bonuses are not read off the box."""
    bonuses = view.components.market_bonuses
    return None if bonuses is None else bonuses[space]


def bonus_name(bonus: Bonus | None) -> str:
    return tr._("printed on the board") if bonus is None else tr._(BONUS_NAMES[bonus])


def button(acts: Acts, text: str, action: Any, on_tap: Callable[[], object] | None = None,
           tone: specs.ButtonTone = "normal") -> specs.Button:
    """A choice of ``action``: refused (a tap says why) or played (or ``on_tap`` instead)."""
    return specs.Button(text, on_tap or (lambda: acts.act(action)), acts.check(action), tone=tone)


def reveal_asked(view: KiliaView) -> bool:
    """The table is asked to turn up cards for the empty slots: not after the last round, when nobody plays from the
    supply again (the count comes next)."""
    return view.phase not in (Phase.DELIVERY, Phase.OVER) and (view.reveal_due.actions or view.reveal_due.contracts)


def overview(view: KiliaView, acts: Acts) -> list[specs.Item]:
    if reveal_asked(view):
        return [specs.Text(tr._("Turn up cards from the decks into the empty slots, left to right, and tell the app "
                                "each one"))]
    due = {Phase.COLOURS: colour_items, Phase.TURNS: improvement_items if view.turn.pending else turn_items,
           Phase.SAILING: sailing_items, Phase.DELIVERY: delivery_items}.get(view.phase)
    return [specs.Text(tr._("The game is over"))] if due is None else due(view, acts)


def colour_items(view: KiliaView, acts: Acts) -> list[specs.Item]:
    seat = view.seat
    items: list[specs.Item] = [specs.Heading(tr.message(
        "{player} chooses a player board (the first player first, then clockwise)", {"player": view.name(seat)})),
        specs.Grid([button(acts, words.board(c), ChooseColour(seat, c)) for c in COLOURS], cols=2)]
    taken = [f"{words.board(h.colour)} ({view.name(s)})" for s, h in enumerate(view.seats) if h.colour is not None]
    if taken:
        items.append(specs.Text(tr.message("Taken: {boards}", {"boards": ", ".join(taken)}), tone="muted"))
    return items


# --- a turn -------------------------------------------------------------------------------------------------
def turn_items(view: KiliaView, acts: Acts) -> list[specs.Item]:
    seat, turn = view.seat, view.turn
    held = view.seats[seat]
    items: list[specs.Item] = [specs.Heading(tr.message("{player}: {actions} played this turn", {
        "player": view.name(seat), "actions": tr.message("{done} of {allowed}", {
            "done": turn.actions, "allowed": tr.plural("{count} action", "{count} actions", turn.allowed)})}))]
    items.append(specs.Text(tr._("Tap a card of the supply: develop a zone with it, or hire it as a merchant")
                            if turn.actions < turn.allowed else
                            tr._("The turn's actions are played: fulfil contracts or place tokens, then end the turn")))
    if turn.actions == 0:
        items.append(button(acts, tr._("Refresh the supply (5 coins)"), Refresh(seat)))
    if held.contracts:
        items.append(specs.Heading(tr._("Active contracts")))
    for index, contract in enumerate(held.contracts):
        items += [specs.Text(words.contract(contract)), specs.Button(
            tr._("Fulfil"), partial(acts.open_fulfil, index), acts.fulfil_refusal(index), key=f"fulfil{index}")]
    if held.claimable:
        items.append(specs.Heading(tr.message("Goals reached · {tokens} left", {
            "tokens": tr.plural("{count} scoring token", "{count} scoring tokens", held.tokens_left)})))
        items += [button(acts, tr.message("Place a token: {goal}", {"goal": words.goal(goal)}),
                         PlaceToken(seat, goal)) for goal in held.claimable]
    if not held.sprats:
        return items
    items.append(specs.Heading(tr.plural("{count} smoked sprats card", "{count} smoked sprats cards", held.sprats)))
    items.append(button(acts, tr._("Take 1 coin or 1 good for a smoked sprats card"), PlaySprats(seat), lambda: (
        acts.choose_good(tr._("The smoked sprats card gives 1 coin or 1 good, then goes back in the box"),
                         lambda good: PlaySprats(seat, good), True))))
    if turn.actions < turn.allowed:
        items.append(specs.Text(tr._("Or slide it under a zone as a development:")))
        items += [specs.Button(tr.message("Develop the {zone}", {"zone": words.zone(zone)}),
                               partial(acts.open_develop, zone, None), acts.develop_refusal(zone, None),
                               key=f"sprats-{zone.value}") for zone in ZONES]
    return items


# --- improvements -------------------------------------------------------------------------------------------
def improvement_items(view: KiliaView, acts: Acts) -> list[specs.Item]:
    seat, pending, prices = view.seat, view.turn.pending[0], view.prices
    player = view.name(seat)
    if pending is Improvement.CONTRACT:
        items: list[specs.Item] = [specs.Heading(tr.message(
            "{player} takes a new contract from the supply, by the usual keys or coins (or goes without)",
            {"player": player}))]
        items += [button(acts, tr.message("{contract} ({price})", {
            "contract": words.contract(c), "price": words.price(prices.contracts[slot - 1] if prices else 0)}),
            TakeContract(seat, slot)) for slot, c in enumerate(view.contract_slots, start=1) if c is not None]
    elif pending is Improvement.SKILL:
        items = [specs.Heading(tr.message(
            "University: {player} takes a second card from the supply as a skill (or goes without)",
            {"player": player}))]
        items += [button(acts, tr.message("{card} ({price})", {
            "card": words.card(c), "price": words.price(prices.actions[slot - 1] if prices else 0)}),
            TakeSkill(seat, slot)) for slot, c in enumerate(view.action_slots, start=1) if c is not None]
    else:
        items = warehouse_items(view, acts)
    return items + [button(acts, tr._("Go without"), Skip(seat))]


def warehouse_items(view: KiliaView, acts: Acts) -> list[specs.Item]:
    seat = view.seat
    items: list[specs.Item] = [specs.Heading(tr.message(
        "Warehouse: {player} takes a second card from the supply and lays it as a warehouse on an empty canal "
        "space (or goes without)", {"player": view.name(seat)}))]
    way = tr._("Laid the other way round") if acts.reversed else tr._("Laid as printed")
    items.append(specs.Button(way, acts.flip_warehouse, key="way"))
    try:
        free = warehouse_spaces(acts.game_state, seat)
    except FigureNeeded:  # the canal's spaces are read off the box when a warehouse is first laid
        free = (1,)
    for slot, card in enumerate(view.action_slots, start=1):
        if card is not None and view.prices is not None:
            text = tr.message("{card} ({price})", {"card": words.card(card),
                                                   "price": words.price(view.prices.actions[slot - 1])})
            refusal = acts.check(BuildWarehouse(seat, slot, free[0] if free else 0, acts.reversed))
            items.append(specs.Button(text, partial(acts.choose_canal_space, slot), refusal, key=f"wh{slot}"))
    return items


# --- the council phase and the end --------------------------------------------------------------------------
def each_seat(view: KiliaView, intro: str, done: Callable[[int, SeatView], str | None], due: str,
              on_tap: Callable[[int], object], key: str) -> list[specs.Item]:
    """What a phase asks of every seat: a muted line for a seat that is done (``done``), else its button."""
    items: list[specs.Item] = [specs.Text(intro)]
    for seat, held in enumerate(view.seats):
        said = done(seat, held)
        items.append(specs.Text(said, tone="muted") if said else specs.Button(
            tr.message(due, {"player": view.name(seat)}), partial(on_tap, seat), key=f"{key}{seat}"))
    return items


def sailing_items(view: KiliaView, acts: Acts) -> list[specs.Item]:
    return each_seat(view, tr._(
        "Council phase: the tokens went to their wheels and the merchants' coins back to the supply. Now each ship "
        "sails: enter what it brings"), lambda seat, held: tr.message("{player}'s ship has sailed", {
            "player": view.name(seat)}) if held.sailed else None,
        N_("{player}'s ship: its income"), partial(acts.open_form, forms.open_income), "income")


def delivery_items(view: KiliaView, acts: Acts) -> list[specs.Item]:
    return each_seat(view, tr._(
        "The last council phase is over: each player delivers goods to their points skills (1 point a good), then "
        "the contracts are turned over"), lambda seat, held: None if held.delivered is None else tr.message(
            "{player} delivered {goods}", {"player": view.name(seat), "goods": tr.plural(
                "{count} good", "{count} goods", held.delivered)}),
        N_("{player}: deliver goods"), partial(acts.open_form, forms.open_delivery), "deliver")


# --- what was tapped ---------------------------------------------------------------------------------------
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
    items.append(price_line(view, view.prices.actions[slot - 1],
                            N_("{player} has {keys}: the card's price is {price}"),
                            N_("{player} has {keys}: the card's price, printed on the board, is read when it is taken")))
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
    for space in merchant_spaces(acts.game_state, seat):
        stack = view.seats[seat].merchants[space]
        bonus = bonus_on(view, space) if not stack else Bonus.NONE
        what = tr.message("bonus: {bonus}", {"bonus": bonus_name(bonus)}) if not stack else tr.message(
            "over the {good} merchant", {"good": words.good(stack[-1].good)})
        text = f"{words.space(space)} · {what}"
        good = ZONE_GOOD[ZONES[0]] if bonus is Bonus.ANY_GOOD else None  # any good stands in for the check
        items.append(button(acts, text, PlaceMerchant(seat, slot, space, good),
                            partial(acts.place_merchant, seat, slot, space)))
    return items


def price_line(view: KiliaView, price: int | None, known: str, unread: str) -> specs.Text:
    """What the seat on turn pays for a slot; a price not read off the box yet is read when the card is taken."""
    seat = view.seat
    return specs.Text(tr.message(known if price is not None else unread, {
        "player": view.name(seat), "keys": words.keys(view.seats[seat].keys), "price": words.price(price)}))


def contract_items(view: KiliaView, acts: Acts, slot: int) -> list[specs.Item]:
    contract = view.contract_slots[slot - 1]
    items = back(acts, tr.message("Contract {slot}", {"slot": slot}))
    if contract is None:
        return items
    items.append(specs.Text(words.contract(contract)))
    if view.phase is not Phase.TURNS or view.prices is None:
        return items
    seat = view.seat
    items.append(price_line(view, view.prices.contracts[slot - 1],
                            N_("{player} has {keys}: the contract's price is {price}"),
                            N_("{player} has {keys}: the contract's price, printed on the board, is read when it is "
                               "taken")))
    return items + [button(acts, tr._("Take this contract"), TakeContract(seat, slot), tone="primary")]


def market_line(view: KiliaView, held: SeatView, space: int) -> str:
    stack = held.merchants[space]
    if not stack:
        return tr.message("{space}: empty ({bonus})", {
            "space": words.space(space), "bonus": bonus_name(bonus_on(view, space))})
    return tr.message("{space}: {good} merchant, {left} this round", {
        "space": words.space(space), "good": words.good(stack[-1].good),
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
        lines.append(words.price(price) if price is None or price <= held else
                     tr.message("{price} (has {coins})", {"price": words.price(price), "coins": held}))
    return specs.Button("\n".join(lines), partial(choose, kind, slot), key=f"{kind}{slot}")


def wheel_text(view: KiliaView, index: int) -> str:
    """A wheel's values highest first, each token on it by its player's name; × a space covered."""
    tokens = [(view.name(s), c.space) for s, held in enumerate(view.seats) for c in held.claims
              if c.goal is GOALS[index]]  # (whose, the space it is on: None while it waits)
    parts = []
    values = view.components.wheels[index]
    if values is None:  # read off the box when a token first goes on it
        return tr._("values on the board")
    for space, value in enumerate(values):
        names = [name for name, on in tokens if on == space]
        shown = "×" if len(view.players) == 2 and space == COVERED else str(value)
        parts.append(f"{shown} ({', '.join(names)})" if names else shown)
    if waiting := [name for name, on in tokens if on is None]:
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
