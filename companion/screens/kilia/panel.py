"""The side panel when nothing is chosen: what is due now, as kit specs over the typed view (the boards at set-up,
the cards to turn up, the improvement an action waits for or what else a turn may do, each ship's income, the
deliveries). A choice the rules refuse now is a refused button: a tap says why (docs/design.md#the-kit)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable

from companion.screens.i18n import tr
from companion.screens.kilia import forms, words
from companion.screens.kit import specs
from games.base import N_
from games.kilia import (COLOURS, ZONES, BuildWarehouse, ChooseColour, Improvement, KiliaView, Phase, PlaceToken,
                         PlaySprats, Refresh, SeatView, Skip, TakeContract, TakeSkill, warehouse_spaces)

if TYPE_CHECKING:  # what the panels ask of the table screen (its checks, its actions, its entries)
    from companion.screens.kilia.table import KiliaTableScreen as Acts


def button(acts: Acts, text: str, action: Any, on_tap: Callable[[], object] | None = None,
           tone: specs.ButtonTone = "normal") -> specs.Button:
    """A choice of ``action``: refused (a tap says why) or played (or ``on_tap`` instead)."""
    return specs.Button(text, on_tap or (lambda: acts.act(action)), acts.check(action), tone=tone)


def overview(view: KiliaView, acts: Acts) -> list[specs.Item]:
    if view.reveal_due.actions or view.reveal_due.contracts:
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
    if held.sprats:
        items += sprats_items(view, acts)
    return items


def sprats_items(view: KiliaView, acts: Acts) -> list[specs.Item]:
    seat, turn = view.seat, view.turn
    items: list[specs.Item] = [specs.Heading(tr.plural("{count} smoked sprats card", "{count} smoked sprats cards",
                                                       view.seats[seat].sprats))]
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
    free = warehouse_spaces(acts.game_state, seat)
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
