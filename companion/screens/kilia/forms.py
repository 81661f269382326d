"""Kilia's entries on the kit (docs/design.md#the-kit), and the counts entries: everything the table tells the app
as numbers on steppers (a payment for a development or a contract, a contract's description, a ship's income, the
last deliveries, a correction)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from itertools import groupby
from typing import Any, Callable

from companion.screens.i18n import tr
from companion.screens.kilia import words
from companion.screens.kit import specs
from companion.screens.kit.overlay import Sheet
from companion.screens.kit.widgets import reconcile
from games.base import RuleError
from games.kilia import (GOODS, Contract, Correct, Deliver, Good, Goods, Kilia, KiliaView, Payment,
                         SeatView, ShipIncome, SkillKind)
from games.refusals import Refusal

Commit = Callable[[Any], RuleError | None]
SeatForm = Callable[[KiliaView, int, Commit], "CountsEntry | None"]  # a seat's counts entry (open_income, ...)


class Entry(Sheet):
    """A sheet of specs, updated in place at every tap: Cancel (and Back, given ``back``) and the entry's own button
    at the bottom; ``items()`` (a subclass's) in the body, under its ``note`` (muted) and what is wrong (``refuse``:
    the engine's refusal with "Why?" for its clause)."""

    commit: Commit  # plays or keeps what the entry made: the engine's refusal, or None to close
    missing = ""  # what a tap on the entry's button says while a choice is missing

    def __init__(self, title: str, confirm: str, back: Callable[[], object] | None = None, note: str = "") -> None:
        super().__init__(title=title)
        self.note = note
        self.problem: specs.Item | None = None
        self.cancel_button = self.add_button(tr._("Cancel"), self.dismiss, key="cancel")
        if back is not None:
            self.back_button = self.add_button(tr._("Back"), back, key="back")
        self.confirm_button = self.add_button(confirm, self.confirm, tone="primary", key="ok")

    def dismiss(self, *args: Any, **kwargs: Any) -> None:
        super().dismiss(*args, animation=False)  # gone now: the next card's entry may open at once

    def items(self) -> list[specs.Item]:
        raise NotImplementedError

    def ready(self) -> Any:
        """The action the entry's choices make, or None while one is missing."""
        raise NotImplementedError

    def confirm(self) -> None:
        action = self.ready()
        error = tr._(self.missing) if action is None else self.commit(action)
        if error is None:
            self.dismiss()
        else:
            self.refuse(error)

    def show(self) -> None:
        lead: list[specs.Item] = [specs.Text(self.note, tone="muted")] if self.note else []
        reconcile(self.body, lead + ([self.problem] if self.problem else []) + self.items())

    def refuse(self, problem: RuleError | str) -> None:
        """Say what is wrong (the engine's refusal, with "Why?") at the top, in sight."""
        self.problem = (specs.Text(problem, tone="warning") if isinstance(problem, str)
                        else specs.Refused(Refusal.of(problem, Kilia.clauses)))
        self.show()
        self.body.parent.scroll_y = 1


def choice(text: str, chosen: bool, on_tap: Callable[[], object], key: str) -> specs.Button:
    """A choice among several: the chosen one in the main action's colour."""
    return specs.Button(text, on_tap, tone="primary" if chosen else "normal", key=key)


@dataclass
class Row:
    key: str
    title: str
    value: int = 0
    high: int = 99
    section: str = ""  # a heading shown above each section's steppers


Counts = dict[str, int]


class CountsEntry(Entry):
    """Given its rows, how the counts make an action (``build``), what to do with it (``commit``) and a live line of
    what the counts make (``describe``); the engine checks the action when it is played. Open as soon as made."""

    def __init__(self, title: str, rows: list[Row], build: Callable[[Counts], Any], commit: Commit, confirm: str,
                 describe: Callable[[Any], str] | None = None, columns: int = 1, note: str = "") -> None:
        super().__init__(title, confirm, note=note)
        self.rows, self.build, self.commit, self.describe, self.columns = rows, build, commit, describe, columns
        self.counts: Counts = {row.key: row.value for row in rows}
        self.show()
        self.open()

    def items(self) -> list[specs.Item]:
        found: list[specs.Item] = []
        if self.describe is not None:
            found.append(specs.Text(self.describe(self.ready())))
        for section, rows in groupby(self.rows, key=lambda row: row.section):
            if section:
                found.append(specs.Heading(section))
            found.append(specs.Grid([specs.Stepper(row.title, self.counts[row.key], partial(self.set, row.key),
                                                   high=row.high, key=row.key) for row in rows], self.columns))
        return found

    def set(self, key: str, value: int) -> None:
        """A count changed (a stepper's - or +)."""
        self.counts[key] = value
        self.problem = None
        self.show()

    def ready(self) -> Any:
        return self.build(self.counts)


def _goods_rows(prefix: str, section: str, values: Goods, high: Callable[[Good], int] = lambda g: 20) -> list[Row]:
    return [Row(f"{prefix}:{g.value}", words.good_name(g), values.get(g), high(g), section) for g in GOODS]


def _goods(counts: Counts, prefix: str) -> Goods:
    return Goods(*(counts.get(f"{prefix}:{g.value}", 0) for g in GOODS))


def _counted(counts: Counts, prefix: str) -> list[list[str]]:
    """What each key ``prefix:...`` names (its parts after the prefix), once per count, in the rows' order."""
    return [key.split(":")[1:] for key, count in counts.items() if key.startswith(f"{prefix}:") for _ in range(count)]


def _pairs(counts: Counts, prefix: str) -> tuple[tuple[Good, Good], ...]:
    return tuple((Good(given), Good(counted)) for given, counted in _counted(counts, prefix))


def _merchants(counts: Counts) -> tuple[int, ...]:
    return tuple(int(space) for space, in _counted(counts, "merchant"))


def merchant_rows(held: SeatView, plan: Payment, goods: tuple[Good, ...] = GOODS) -> list[Row]:
    """The merchants that may still be activated (1 coin each), for these goods."""
    return [Row(f"merchant:{space}", f"{words.space(space)} · {words.good_name(stack[-1].good)}",
                plan.merchants.count(space), held.activations_left[space], tr._("Merchants (1 coin each)"))
            for space, stack in enumerate(held.merchants)
            if stack and stack[-1].good in goods and held.activations_left[space]]


# --- a payment ----------------------------------------------------------------------------------------------
def payment_rows(view: KiliaView, seat: int, plan: Payment | None, reward_any: int = 0) -> list[Row]:
    held = view.seats[seat]
    plan = plan or Payment()
    rows = _goods_rows("supply", tr.message("From {player}'s supply", {"player": view.name(seat)}), plan.goods,
                       held.goods.get)
    rows += merchant_rows(held, plan)
    rows += [Row(f"exchange:{given.value}:{counted.value}", tr.message(
        "{given} for {counted}", {"given": words.good_name(given), "counted": words.good_name(counted)}),
        plan.exchanges.count((given, counted)), held.goods.get(given), tr._("Exchange skill"))
        for card in held.skills if card.skill.kind is SkillKind.EXCHANGE
        for given, counted in (card.skill.goods, card.skill.goods[::-1])]
    rows += [Row(f"trade:{given.value}:{received.value}", tr.message(
        "3 {given} for 1 {received}", {"given": words.good_name(given), "received": words.good_name(received)}),
        plan.trades.count((given, received)), held.goods.get(given) // 3, tr._("3:1 trade"))
        for given in GOODS if held.goods.get(given) >= 3 for received in GOODS if given is not received]
    if reward_any:
        rows += _goods_rows("reward", tr.plural("Reward: {count} good of any kind",
                                                "Reward: {count} goods of any kind", reward_any),
                            Goods(), lambda g: reward_any)
    return rows


def delivered(held: SeatView, payment: Payment) -> Goods:
    """What a payment makes: supply goods, exchanged goods as what they count for, trades, merchants."""
    made = payment.goods
    for _, counted in (*payment.exchanges, *payment.trades):
        made = made.plus(counted)
    for space in payment.merchants:  # a row only for a space with a merchant (merchant_rows)
        made = made.plus(held.merchants[space][-1].good)
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

    def build(counts: Counts) -> Any:
        return make(Payment(goods=_goods(counts, "supply"), exchanges=_pairs(counts, "exchange"),
                            trades=_pairs(counts, "trade"), merchants=_merchants(counts)), _goods(counts, "reward"))

    return CountsEntry(title, payment_rows(view, seat, plan, reward_any), build, commit, confirm, describe, columns=2,
                       note=note)


# --- a contract, a ship's income, the deliveries, a correction ----------------------------------------------
def open_contract(title: str, contract: Contract | None, commit: Commit, confirm: str,
                  start: bool = False) -> CountsEntry:
    c = contract or Contract()
    cost, reward, more = tr._("Cost (top of the card)"), tr._("Reward (bottom of the card)"), tr._("Reward, points")
    rows = [*_goods_rows("cost", cost, c.cost),
            Row("cost_any", tr._("Any good"), c.cost_any, 20, cost),
            Row("cost_coins", tr._("Coins"), c.cost_coins, 20, cost),
            *_goods_rows("reward", reward, c.reward),
            Row("reward_any", tr._("Any good"), c.reward_any, 20, more),
            Row("reward_coins", tr._("Coins"), c.reward_coins, 20, more),
            Row("reward_contracts", tr._("New contract"), c.reward_contracts, 5, more),
            Row("points", tr._("Points"), c.points, 30, more)]

    def build(counts: Counts) -> Contract:
        counted = {key: count for key, count in counts.items() if ":" not in key}  # named as Contract's fields
        return Contract(cost=_goods(counts, "cost"), reward=_goods(counts, "reward"), start=start, **counted)

    return CountsEntry(title, rows, build, commit, confirm, words.contract, columns=3)


def open_income(view: KiliaView, seat: int, commit: Commit) -> CountsEntry:
    rows = [*_goods_rows("goods", tr._("Goods"), Goods()), Row("coins", tr._("Coins"), 0, 40)]
    return CountsEntry(
        tr.message("{player}'s ship sails: what it brings along the canal", {"player": view.name(seat)}), rows,
        lambda counts: ShipIncome(seat, _goods(counts, "goods"), counts["coins"]), commit, tr._("The ship has sailed"),
        lambda built: tr.message("{goods} and {coins}", {"goods": words.goods(built.goods),
                                                         "coins": words.coins(built.coins)}),
        columns=2, note=tr._("Read each porthole and warehouse the ship passes off the board"))


def open_delivery(view: KiliaView, seat: int, commit: Commit) -> CountsEntry | None:
    """Goods for the seat's points skills: from the personal supply, and merchants activated once more. A seat with
    no points skill delivers nothing, at once: there is nothing to ask."""
    held, player = view.seats[seat], view.name(seat)
    scored = tuple(g for g in GOODS if any(c.skill.kind is SkillKind.POINTS and g in c.skill.goods
                                           for c in held.skills))
    if not scored:
        commit(Deliver(seat))
        return None
    rows = [Row(f"goods:{g.value}", words.good_name(g), held.goods.get(g), held.goods.get(g),
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
