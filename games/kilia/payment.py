"""Paying goods for a development or a contract ("Autres règles importantes"): goods from the personal
supply, the Exchange skill, the 3:1 trade, merchants activated for 1 coin each. And ``plan``, a payment that
works, for the sampler and for the screens' first suggestion.

- "Vous pouvez activer un marchand de votre marché en plaçant 1 pièce de votre réserve sur sa carte. Le
  marchand vous rapporte alors 1 unité du type de marchandise indiqué sur sa carte"; "la rangée inférieure 1
  fois par tour, ... intermédiaire 2 fois par tour, ... supérieure 3 fois par tour"; "Les marchands livrent
  directement leurs marchandises": merchant goods go into the payment, never the supply.
- 3:1: "échanger 3 marchandises identiques de votre réserve personnelle contre 1 marchandise d'un autre type";
  "que pour acheter directement une carte".
- Échange: "utiliser 1 sel de votre réserve personnelle au lieu de 1 bois, et inversement"; "uniquement pour
  acheter directement un développement ou remplir directement un contrat"; "que les marchandises que vous avez
  dans votre réserve personnelle".
- "Vous ne pouvez pas combiner cet échange avec la compétence Échange" (option trade_and_exchange; the
  Japanese note reads it as: no 3:1 trade of goods made alike by the skill, which the model rules out anyway).
"""

from __future__ import annotations

from dataclasses import replace

from games.base import Plural, RuleError
from games.kilia.actions import Payment
from games.kilia.words import goods_phrase, space_phrase
from games.kilia.model import ACTIVATIONS, GOODS, SPACE_ROW, Good, Goods, KiliaState, SeatState, Skill, SkillKind

TRADE = 3  # "3 marchandises identiques ... contre 1 marchandise"


def merchant_good(seat: SeatState, space: int) -> Good | None:
    stack = seat.merchants[space]
    return stack[-1].good if stack else None


def activations_left(seat: SeatState, space: int) -> int:
    if not seat.merchants[space]:
        return 0
    return ACTIVATIONS[SPACE_ROW[space]] - seat.activations[space]


def activate(state: KiliaState, seat: int, merchants: tuple[int, ...]) -> tuple[SeatState, Goods]:
    """The seat after placing 1 coin on each merchant activated (coins checked by the caller), and the goods
    the merchants deliver."""
    held = state.seats[seat]
    counts = list(held.activations)
    delivered = Goods()
    for space in merchants:
        if not 0 <= space < len(counts):
            raise RuleError("Market space {space} does not exist; the market's spaces are 0 to 5 (bottom row 0-2, "
                            "middle row 3-4, top 5)", space=space)
        good = merchant_good(held, space)
        if good is None:
            raise RuleError("{player} has no merchant on market space {space} to activate", player=state.name(seat),
                            space=space_phrase(space))
        counts[space] += 1
        limit = ACTIVATIONS[SPACE_ROW[space]]
        if counts[space] > limit:
            raise RuleError("The merchant on market space {space} can be activated {times} a round (bottom row once, "
                            "middle row twice, top three times); this would be activation {count}",
                            space=space_phrase(space), times=Plural.of("{count} time", "{count} times", limit),
                            count=counts[space])
        delivered = delivered.plus(good)
    return replace(held, activations=tuple(counts)), delivered


def _exchange_skill(pair: tuple[Good, Good]) -> Skill:
    return Skill(SkillKind.EXCHANGE, tuple(sorted(set(pair), key=GOODS.index)))


def check_coins(state: KiliaState, seat: int, needed: int) -> None:
    coins = state.seats[seat].coins
    if coins < needed:
        raise RuleError("{player} has {coins}; this needs {needed} (the card's price, a contract's coins and 1 a "
                        "merchant activated)", player=state.name(seat),
                        coins=Plural.of("{count} coin", "{count} coins", coins), needed=needed)


def settle(state: KiliaState, seat: int, payment: Payment, need: Goods, any_count: int = 0,
           coins: int = 0) -> SeatState:
    """The seat after paying ``need`` (and ``any_count`` goods of any kind) with ``payment``, and ``coins``
    more from its supply; RuleError if the payment is not allowed or does not make the cost exactly."""
    player = state.name(seat)
    held = state.seats[seat]
    if payment.trades and payment.exchanges and state.rules.trade_and_exchange == "exclusive":
        raise RuleError("This table plays that the 3:1 trade and the Exchange skill never pay for the same purchase; "
                        "use one or the other")
    taken = payment.goods
    if any(v < 0 for v in taken.as_tuple()):
        raise RuleError("A payment takes whole goods from the personal supply, none below 0")
    delivered = payment.goods
    for given, counted in payment.exchanges:
        if given == counted or not held.has_skill(_exchange_skill((given, counted))):
            raise RuleError("{player} has no Exchange skill for {given} and {counted}: an exchange needs the skill "
                            "card showing both goods", player=player, given=given.value, counted=counted.value)
        taken, delivered = taken.plus(given), delivered.plus(counted)
    for given, received in payment.trades:
        if given == received:
            raise RuleError("A 3:1 trade gives 3 identical goods for 1 good of another kind; {good} for {good} is "
                            "no trade", good=given.value)
        taken, delivered = taken.plus(given, TRADE), delivered.plus(received)
    if not held.goods.covers(taken):
        raise RuleError("{player} has {held} in their personal supply; this payment takes {taken} from it (correct "
                        "the count if the table disagrees)", player=player, held=goods_phrase(held.goods),
                        taken=goods_phrase(taken))
    paid, from_merchants = activate(state, seat, payment.merchants)
    check_coins(state, seat, coins + len(payment.merchants))
    delivered = delivered.added(from_merchants)
    if not delivered.covers(need) or delivered.total - need.total != any_count:
        raise RuleError("This payment makes {delivered}; the cost is {cost}: pay exactly that (supply goods, "
                        "exchanges, 3:1 trades and merchants all count)", delivered=goods_phrase(delivered),
                        cost=goods_phrase(need, any_count))
    return replace(paid, goods=held.goods.minus(taken), coins=held.coins - coins - len(payment.merchants))


# --- a payment that works ----------------------------------------------------------------------------------
def plan(state: KiliaState, seat: int, need: Goods, any_count: int = 0, coins: int = 0) -> Payment | None:
    """A payment of ``need`` plus ``any_count`` goods of any kind (with ``coins`` also to pay), or None if the
    greedy search finds none: supply goods first, then exchanges, merchants, and 3:1 trades."""
    for use_exchanges in (True, False):
        found = _plan(state, seat, need, any_count, coins, use_exchanges)
        if found is not None:
            return found
    return None


def _plan(state: KiliaState, seat: int, need: Goods, any_count: int, coins: int,
          use_exchanges: bool) -> Payment | None:
    held = state.seats[seat]
    supply = {g: held.goods.get(g) for g in GOODS}
    missing = {g: need.get(g) for g in GOODS}
    direct = {g: min(supply[g], missing[g]) for g in GOODS}
    for g in GOODS:
        supply[g] -= direct[g]
        missing[g] -= direct[g]
    exchanges: list[tuple[Good, Good]] = []
    if use_exchanges:
        for card in held.skills:
            if card.skill.kind is not SkillKind.EXCHANGE:
                continue
            a, b = card.skill.goods
            for given, counted in ((a, b), (b, a)):
                while missing[counted] and supply[given]:
                    exchanges.append((given, counted))
                    supply[given] -= 1
                    missing[counted] -= 1
    coins_left = held.coins - coins
    room = {s: activations_left(held, s) for s in range(len(held.merchants))}
    merchants: list[int] = []

    def by_merchant(good: Good | None) -> bool:
        nonlocal coins_left
        for space, left in room.items():
            if left and coins_left > 0 and (good is None or merchant_good(held, space) is good):
                room[space] -= 1
                coins_left -= 1
                merchants.append(space)
                return True
        return False

    trades: list[tuple[Good, Good]] = []

    def by_trade(good: Good) -> bool:
        if exchanges and state.rules.trade_and_exchange == "exclusive":
            return False
        for other in GOODS:
            if other is not good and supply[other] >= TRADE:
                supply[other] -= TRADE
                trades.append((other, good))
                return True
        return False

    for g in GOODS:
        while missing[g]:
            if not (by_merchant(g) or by_trade(g)):
                return None
            missing[g] -= 1
    extra = Goods()
    for _ in range(any_count):
        spare = next((g for g in GOODS if supply[g]), None)
        if spare is not None:
            supply[spare] -= 1
            extra = extra.plus(spare)
        elif not (by_merchant(None) or by_trade(GOODS[0])):
            return None
    goods = Goods(*(direct[g] for g in GOODS)).added(extra)
    return Payment(goods=goods, exchanges=tuple(exchanges), trades=tuple(trades), merchants=tuple(merchants))
