"""The counts entries of a Kilia game (counts.CountsEntry): a payment (for a development or a contract), a
contract's description, a ship's income, the last deliveries, a correction. Each reads the public view and
builds the engine's action; the engine checks it when it is played.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from companion.screens.i18n import tr
from companion.screens.kilia import words
from companion.screens.kilia.common import (View, good_name, good_rgba, goods_of, goods_text,
                                            player_name, space_name)
from companion.screens.kilia.counts import Counts, CountsEntry, Row
from games.base import RuleError
from games.kilia import Correct, Deliver, Payment, ShipIncome
from games.kilia import GOODS, ZONE_GOOD, Contract, Good, Goods, Zone

Commit = Callable[[Any], RuleError | None]


def merchant_good(seat: Mapping[str, Any], space: int) -> str | None:
    stack = seat["merchants"][space]
    return ZONE_GOOD[Zone(stack[-1]["zone"])].value if stack else None


def _goods_rows(prefix: str, section: str, values: Goods, highs: Mapping[str, int] | None = None) -> list[Row]:
    return [Row(f"{prefix}:{g.value}", good_name(g.value), values.get(g),
                highs[g.value] if highs is not None else 20, good_rgba(g.value), section) for g in GOODS]


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


# --- a payment ----------------------------------------------------------------------------------------------
def payment_rows(view: View, seat: int, plan: Payment | None, reward_any: int = 0) -> list[Row]:
    data = view["seats"][seat]
    held = data["goods"]
    plan = plan or Payment()
    rows = _goods_rows("supply", tr.message("From {player}'s supply", {"player": player_name(view, seat)}),
                       plan.goods, held)
    for space in range(len(data["merchants"])):
        good = merchant_good(data, space)
        if good is not None and data["activations_left"][space]:
            rows.append(Row(f"merchant:{space}", f"{space_name(space)} · {good_name(good)}",
                            plan.merchants.count(space), data["activations_left"][space], good_rgba(good),
                            tr._("Merchants (1 coin each)")))
    for card in data["skills"]:
        skill = card["skill"]
        if skill["kind"] != "exchange":
            continue
        for given, counted in (skill["goods"], skill["goods"][::-1]):
            rows.append(Row(f"exchange:{given}:{counted}",
                            tr.message("{given} for {counted}", {"given": good_name(given),
                                                                 "counted": good_name(counted)}),
                            plan.exchanges.count((Good(given), Good(counted))), held[given], good_rgba(given),
                            tr._("Exchange skill")))
    for given in GOODS:
        for received in GOODS:
            if given is not received and held[given.value] >= 3:
                rows.append(Row(f"trade:{given.value}:{received.value}",
                                tr.message("3 {given} for 1 {received}", {"given": good_name(given.value),
                                                                          "received": good_name(received.value)}),
                                plan.trades.count((given, received)), held[given.value] // 3,
                                good_rgba(received.value), tr._("3:1 trade")))
    if reward_any:
        rows += _goods_rows("reward", tr.plural("Reward: {count} good of any kind", "Reward: {count} goods of any kind", reward_any),
                            Goods(), {g.value: reward_any for g in GOODS})
    return rows


def payment_of(counts: Counts) -> Payment:
    return Payment(goods=_goods(counts, "supply"), exchanges=_pairs(counts, "exchange"),
                   trades=_pairs(counts, "trade"), merchants=_merchants(counts))


def delivered(view: View, seat: int, payment: Payment) -> Goods:
    """What a payment makes: supply goods, exchanged goods as what they count for, trades, merchants."""
    made = payment.goods
    for _, counted in payment.exchanges:
        made = made.plus(counted)
    for _, received in payment.trades:
        made = made.plus(received)
    for space in payment.merchants:
        good = merchant_good(view["seats"][seat], space)
        if good is not None:
            made = made.plus(Good(good))
    return made


def open_payment(view: View, seat: int, title: str, cost: str, coins: int, plan: Payment | None,
                 make: Callable[[Payment, Goods], Any], commit: Commit, confirm: str, reward_any: int = 0,
                 note: str = "") -> CountsEntry:
    """The payment of ``cost`` (text) and ``coins``; ``make(payment, reward)`` builds the action to play."""

    def describe(action: Any) -> str:
        payment = action.payment
        spent = coins + len(payment.merchants)
        return tr.message("Cost: {cost} · this payment makes {made} · coins spent: {coins}",
                          {"cost": cost, "made": goods_text(delivered(view, seat, payment)), "coins": spent})

    entry = CountsEntry(title, payment_rows(view, seat, plan, reward_any),
                        lambda counts: make(payment_of(counts), _goods(counts, "reward")), commit, confirm,
                        describe, columns=2, note=note)
    entry.open()
    return entry


# --- a contract, a ship's income, the deliveries, a correction ----------------------------------------------
def contract_rows(contract: Contract | None = None) -> list[Row]:
    c = contract or Contract()
    cost, reward, more = tr._("Cost (top of the card)"), tr._("Reward (bottom of the card)"), tr._("Reward, points")
    return [*_goods_rows("cost", cost, c.cost),
            Row("cost_any", tr._("Any good"), c.cost_any, 20, None, cost),
            Row("cost_coins", tr._("Coins"), c.cost_coins, 20, None, cost),
            *_goods_rows("reward", reward, c.reward),
            Row("reward_any", tr._("Any good"), c.reward_any, 20, None, more),
            Row("reward_coins", tr._("Coins"), c.reward_coins, 20, None, more),
            Row("reward_contracts", tr._("New contract"), c.reward_contracts, 5, None, more),
            Row("points", tr._("Points"), c.points, 30, None, more)]


def contract_of(counts: Counts, start: bool = False) -> Contract:
    return Contract(cost=_goods(counts, "cost"), cost_any=counts["cost_any"], cost_coins=counts["cost_coins"],
                    reward=_goods(counts, "reward"), reward_any=counts["reward_any"],
                    reward_coins=counts["reward_coins"], reward_contracts=counts["reward_contracts"],
                    points=counts["points"], start=start)


def open_contract(title: str, contract: Contract | None, commit: Commit, confirm: str, start: bool = False,
                  note: str = "") -> CountsEntry:
    entry = CountsEntry(title, contract_rows(contract), lambda counts: contract_of(counts, start), commit, confirm,
                        words.contract, columns=3, note=note)
    entry.open()
    return entry


def open_income(view: View, seat: int, commit: Commit) -> CountsEntry:
    player = player_name(view, seat)
    rows = [*_goods_rows("goods", tr._("Goods"), Goods()), Row("coins", tr._("Coins"), 0, 40, None, tr._("Coins"))]
    entry = CountsEntry(tr.message("{player}'s ship sails: what it brings along the canal", {"player": player}),
                        rows, lambda counts: ShipIncome(seat, _goods(counts, "goods"), counts["coins"]), commit,
                        tr._("The ship has sailed"),
                        lambda built: tr.message("{goods} and {coins}", {"goods": goods_text(built.goods),
                                                                         "coins": words.coins(built.coins)}),
                        columns=2, note=tr._("Read each porthole and warehouse the ship passes off the board"))
    entry.open()
    return entry


def open_delivery(view: View, seat: int, scored: list[str], commit: Commit) -> CountsEntry:
    """Goods for the seat's points skills: from the personal supply, and merchants activated once more."""
    data = view["seats"][seat]
    player = player_name(view, seat)
    rows = [Row(f"goods:{g}", good_name(g), data["goods"][g], data["goods"][g], good_rgba(g),
                tr.message("From {player}'s supply", {"player": player})) for g in scored]
    for space in range(len(data["merchants"])):
        good = merchant_good(data, space)
        if good in scored and data["activations_left"][space]:
            rows.append(Row(f"merchant:{space}", f"{space_name(space)} · {good_name(good)}", 0,
                            data["activations_left"][space], good_rgba(good), tr._("Merchants (1 coin each)")))

    def build(counts: Counts) -> Deliver:
        return Deliver(seat, _goods(counts, "goods"), _merchants(counts))

    def describe(action: Deliver) -> str:
        count = action.goods.total + len(action.merchants)
        return tr.plural("{count} good delivered: {count} point", "{count} goods delivered: {count} points", count)

    entry = CountsEntry(tr.message("{player} delivers goods to the points skills", {"player": player}), rows,
                        build, commit, tr._("Deliver"), describe)
    entry.open()
    return entry


def open_correction(view: View, seat: int, commit: Commit) -> CountsEntry:
    data = view["seats"][seat]
    player = player_name(view, seat)
    held = goods_of(data["goods"])
    rows = [*_goods_rows("goods", tr._("Goods"), held), Row("coins", tr._("Coins"), data["coins"], 146, None,
                                                             tr._("Coins"))]
    entry = CountsEntry(tr.message("Correct {player}'s goods and coins to match the table", {"player": player}),
                        rows, lambda counts: Correct(seat, _goods(counts, "goods"), counts["coins"]), commit,
                        tr._("Save the correction"), columns=2)
    entry.open()
    return entry
