"""The counts entries of a Kilia game (entry.CountsEntry): a payment (for a development or a contract), a
contract's description, a ship's income, the last deliveries, a correction. Each reads the typed public view and
builds the engine's action; the engine checks it when it is played.
"""

from __future__ import annotations

from typing import Any, Callable

from companion.screens.i18n import tr
from companion.screens.kilia import words
from companion.screens.kilia.entry import Commit, Counts, CountsEntry, Row
from games.kilia import (GOODS, ZONE_GOOD, Contract, Correct, Deliver, Good, Goods, KiliaView, Payment, SeatView,
                         ShipIncome, SkillKind)


def good_name(good: Good) -> str:
    return words.first_up(words.good(good))


def merchant_good(held: SeatView, space: int) -> Good | None:
    stack = held.merchants[space]
    return ZONE_GOOD[stack[-1].zone] if stack else None


def _goods_rows(prefix: str, section: str, values: Goods, high: Callable[[Good], int] = lambda g: 20) -> list[Row]:
    return [Row(f"{prefix}:{g.value}", good_name(g), values.get(g), high(g), section) for g in GOODS]


def _goods(counts: Counts, prefix: str) -> Goods:
    return Goods(*(counts.get(f"{prefix}:{g.value}", 0) for g in GOODS))


def _pairs(counts: Counts, prefix: str) -> tuple[tuple[Good, Good], ...]:
    found: list[tuple[Good, Good]] = []
    for key, count in counts.items():
        kind, _, rest = key.partition(":")
        if kind == prefix and count:
            given, counted = rest.split(":")
            found += [(Good(given), Good(counted))] * count
    return tuple(found)


def _merchants(counts: Counts) -> tuple[int, ...]:
    return tuple(space for key, count in sorted(counts.items()) if key.startswith("merchant:")
                 for space in [int(key.partition(":")[2])] * count)


def merchant_rows(held: SeatView, plan: Payment, goods: tuple[Good, ...] = GOODS) -> list[Row]:
    """The merchants that may still be activated (1 coin each), for these goods."""
    rows = []
    for space in range(len(held.merchants)):
        good = merchant_good(held, space)
        if good in goods and held.activations_left[space]:
            rows.append(Row(f"merchant:{space}", f"{words.first_up(words.space(space))} · {good_name(good)}",
                            plan.merchants.count(space), held.activations_left[space],
                            tr._("Merchants (1 coin each)")))
    return rows


# --- a payment ----------------------------------------------------------------------------------------------
def payment_rows(view: KiliaView, seat: int, plan: Payment | None, reward_any: int = 0) -> list[Row]:
    held = view.seats[seat]
    plan = plan or Payment()
    rows = _goods_rows("supply", tr.message("From {player}'s supply", {"player": view.name(seat)}), plan.goods,
                       held.goods.get)
    rows += merchant_rows(held, plan)
    for card in held.skills:
        if card.skill.kind is not SkillKind.EXCHANGE:
            continue
        for given, counted in (card.skill.goods, card.skill.goods[::-1]):
            rows.append(Row(f"exchange:{given.value}:{counted.value}", tr.message(
                "{given} for {counted}", {"given": good_name(given), "counted": good_name(counted)}),
                plan.exchanges.count((given, counted)), held.goods.get(given), tr._("Exchange skill")))
    for given in GOODS:
        rows += [Row(f"trade:{given.value}:{received.value}", tr.message(
            "3 {given} for 1 {received}", {"given": good_name(given), "received": good_name(received)}),
            plan.trades.count((given, received)), held.goods.get(given) // 3, tr._("3:1 trade"))
            for received in GOODS if given is not received and held.goods.get(given) >= 3]
    if reward_any:
        rows += _goods_rows("reward", tr.plural("Reward: {count} good of any kind",
                                                "Reward: {count} goods of any kind", reward_any),
                            Goods(), lambda g: reward_any)
    return rows


def payment_of(counts: Counts) -> Payment:
    return Payment(goods=_goods(counts, "supply"), exchanges=_pairs(counts, "exchange"),
                   trades=_pairs(counts, "trade"), merchants=_merchants(counts))


def delivered(held: SeatView, payment: Payment) -> Goods:
    """What a payment makes: supply goods, exchanged goods as what they count for, trades, merchants."""
    made = payment.goods
    for _, counted in (*payment.exchanges, *payment.trades):
        made = made.plus(counted)
    for space in payment.merchants:
        good = merchant_good(held, space)
        if good is not None:
            made = made.plus(good)
    return made


def open_payment(view: KiliaView, seat: int, title: str, cost: str, coins: int, plan: Payment | None,
                 make: Callable[[Payment, Goods], Any], commit: Commit, confirm: str, reward_any: int = 0,
                 note: str = "") -> CountsEntry:
    """The payment of ``cost`` (text) and ``coins``; ``make(payment, reward)`` builds the action to play."""

    def describe(action: Any) -> str:
        payment = action.payment
        return tr.message("Cost: {cost} · this payment makes {made} · coins spent: {coins}", {
            "cost": cost, "made": words.goods(delivered(view.seats[seat], payment)),
            "coins": coins + len(payment.merchants)})

    return CountsEntry(title, payment_rows(view, seat, plan, reward_any),
                       lambda counts: make(payment_of(counts), _goods(counts, "reward")), commit, confirm, describe,
                       columns=2, note=note)


# --- a contract, a ship's income, the deliveries, a correction ----------------------------------------------
def contract_rows(contract: Contract | None = None) -> list[Row]:
    c = contract or Contract()
    cost, reward, more = tr._("Cost (top of the card)"), tr._("Reward (bottom of the card)"), tr._("Reward, points")
    return [*_goods_rows("cost", cost, c.cost),
            Row("cost_any", tr._("Any good"), c.cost_any, 20, cost),
            Row("cost_coins", tr._("Coins"), c.cost_coins, 20, cost),
            *_goods_rows("reward", reward, c.reward),
            Row("reward_any", tr._("Any good"), c.reward_any, 20, more),
            Row("reward_coins", tr._("Coins"), c.reward_coins, 20, more),
            Row("reward_contracts", tr._("New contract"), c.reward_contracts, 5, more),
            Row("points", tr._("Points"), c.points, 30, more)]


def contract_of(counts: Counts, start: bool = False) -> Contract:
    return Contract(cost=_goods(counts, "cost"), cost_any=counts["cost_any"], cost_coins=counts["cost_coins"],
                    reward=_goods(counts, "reward"), reward_any=counts["reward_any"],
                    reward_coins=counts["reward_coins"], reward_contracts=counts["reward_contracts"],
                    points=counts["points"], start=start)


def open_contract(title: str, contract: Contract | None, commit: Commit, confirm: str,
                  start: bool = False) -> CountsEntry:
    return CountsEntry(title, contract_rows(contract), lambda counts: contract_of(counts, start), commit, confirm,
                       words.contract, columns=3)


def open_income(view: KiliaView, seat: int, commit: Commit) -> CountsEntry:
    rows = [*_goods_rows("goods", tr._("Goods"), Goods()), Row("coins", tr._("Coins"), 0, 40)]
    return CountsEntry(
        tr.message("{player}'s ship sails: what it brings along the canal", {"player": view.name(seat)}), rows,
        lambda counts: ShipIncome(seat, _goods(counts, "goods"), counts["coins"]), commit, tr._("The ship has sailed"),
        lambda built: tr.message("{goods} and {coins}", {"goods": words.goods(built.goods),
                                                         "coins": words.coins(built.coins)}),
        columns=2, note=tr._("Read each porthole and warehouse the ship passes off the board"))


def open_delivery(view: KiliaView, seat: int, scored: tuple[Good, ...], commit: Commit) -> CountsEntry:
    """Goods for the seat's points skills: from the personal supply, and merchants activated once more."""
    held, player = view.seats[seat], view.name(seat)
    rows = [Row(f"goods:{g.value}", good_name(g), held.goods.get(g), held.goods.get(g),
                tr.message("From {player}'s supply", {"player": player})) for g in scored]
    rows += merchant_rows(held, Payment(), scored)

    def describe(action: Deliver) -> str:
        count = action.goods.total + len(action.merchants)
        return tr.plural("{count} good delivered: {count} point", "{count} goods delivered: {count} points", count)

    return CountsEntry(tr.message("{player} delivers goods to the points skills", {"player": player}), rows,
                       lambda counts: Deliver(seat, _goods(counts, "goods"), _merchants(counts)), commit,
                       tr._("Deliver"), describe, columns=2)


def open_correction(view: KiliaView, seat: int, commit: Commit) -> CountsEntry:
    held = view.seats[seat]
    rows = [*_goods_rows("goods", tr._("Goods"), held.goods), Row("coins", tr._("Coins"), held.coins, 146)]
    return CountsEntry(tr.message("Correct {player}'s goods and coins to match the table",
                                  {"player": view.name(seat)}),
                       rows, lambda counts: Correct(seat, _goods(counts, "goods"), counts["coins"]), commit,
                       tr._("Save the correction"), columns=2)
