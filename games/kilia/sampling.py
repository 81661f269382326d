"""Random legal actions that drive whole games (sample_action), and actions thrown at a state to check that
refusals change nothing (probe_actions). Pure: the caller supplies the random source.

The sampled table is keen enough to end a game: it places a token whenever a goal allows one, fulfils
contracts it can pay, develops more often than it hires merchants, and its ships bring a few goods and coins.
Cards it turns up come from the box's list when the options give one, else are made up.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator

from games.base import RuleError
from games.kilia import cards, development, figures, goals, market, payment, supply
from games.kilia.actions import (Action, BoxFigure, BuildWarehouse, ChooseColour, Correct, Deliver, Develop, EndTurn,
                                 Fulfil, Payment, PlaceMerchant, PlaceToken, PlaySprats, Refresh, RevealAction,
                                 RevealContract, RevealContracts, ShipIncome, Skip, TakeContract, TakeSkill)
from games.kilia.council import points_goods
from games.kilia.data import EXTRA_WHEEL
from games.kilia.model import (COLOURS, GOALS, GOODS, SKILLS, ZONES, ActionCard, Colour, Contract, Goal, Goods,
                               Improvement, KiliaState, Phase, Zone)
from games.kilia.samples import SAMPLE_OPTIONS
from games.kilia.setup import LATE_OPTIONS, MARKET_SPACES

Apply = Callable[[KiliaState, Any], KiliaState]


def _unread_figure(state: KiliaState) -> BoxFigure | None:
    """A random playout on a game that has not read a figure yet reads the samples' (games/kilia/samples.py, NOT the
    box's) before anything else, as a table would read it off the box when first needed."""
    for entry in LATE_OPTIONS:
        if entry == EXTRA_WHEEL and state.rules.extra_wheel == "none":
            continue
        if entry.startswith("wheel_") and figures.wheel_entry(state, Goal(entry.removeprefix("wheel_"))) != entry:
            continue
        if figures.value(state, entry) is None:
            return BoxFigure(entry, str(SAMPLE_OPTIONS[entry]))
    return None


def sample_action(state: KiliaState, rng: random.Random, apply: Apply) -> Action | None:
    if state.phase is Phase.OVER:
        return None
    unread = _unread_figure(state)
    if unread is not None:
        return unread
    if rng.random() < 0.01:
        return _correction(state, rng)
    if state.reveal_due:
        return _reveal(state, rng)
    if state.phase is Phase.COLOURS:
        taken = {s.colour for s in state.seats}
        return ChooseColour(state.seat, rng.choice([c for c in COLOURS if c not in taken]))
    if state.phase is Phase.SAILING:
        seat = rng.choice([s for s, held in enumerate(state.seats) if not held.sailed])
        income = Goods(*(rng.choice((0, 0, 1, 1, 2)) for _ in GOODS))
        return ShipIncome(seat, income, rng.randint(1, 5))
    if state.phase is Phase.DELIVERY:
        waiting = [s for s, held in enumerate(state.seats) if held.delivered is None]
        return _delivery(state, waiting[0]) if waiting else RevealContracts()
    for action in _turn_candidates(state, state.seat, rng):
        if _legal(state, action, apply):
            return action
    return EndTurn(state.seat)


def _legal(state: KiliaState, action: Action, apply: Apply) -> bool:
    try:
        apply(state, action)
    except RuleError:
        return False
    return True


def random_card(rng: random.Random) -> ActionCard:
    return ActionCard(rng.choice(ZONES), rng.choice(SKILLS))


def random_contract(rng: random.Random) -> Contract:
    cost = Goods(*(rng.choice((0, 0, 1, 2)) for _ in GOODS))
    return Contract(cost=cost if cost.total else Goods(1), cost_any=rng.choice((0, 0, 1)),
                    cost_coins=rng.choice((0, 0, 2)), reward=Goods(*(rng.choice((0, 0, 0, 1)) for _ in GOODS)),
                    reward_any=rng.choice((0, 1)), reward_coins=rng.choice((0, 2)),
                    reward_contracts=rng.choice((0, 0, 1)), points=rng.randint(1, 6))


def _reveal(state: KiliaState, rng: random.Random) -> Action:
    if state.action_reveal_due:
        left = cards.deck_actions(state)
        return RevealAction(rng.choice(left) if left else random_card(rng))
    listed = cards.deck_contracts(state)
    return RevealContract(rng.choice(listed) if listed else random_contract(rng))


def _correction(state: KiliaState, rng: random.Random) -> Correct:
    seat = rng.randrange(len(state.players))
    held = state.seats[seat]
    good = rng.choice(GOODS)
    goods = held.goods.plus(good, -1 if held.goods.get(good) and rng.random() < 0.5 else 1)
    return Correct(seat, goods, held.coins + (1 if rng.random() < 0.5 or not held.coins else -1))


def _delivery(state: KiliaState, seat: int) -> Deliver:
    held = state.seats[seat]
    scored = points_goods(held)
    goods = Goods(*(held.goods.get(g) if g in scored else 0 for g in GOODS))
    merchants: list[int] = []
    coins = held.coins
    for space in range(MARKET_SPACES):
        while coins and payment.merchant_good(held, space) in scored and (
                merchants.count(space) < payment.activations_left(held, space)):
            merchants.append(space)
            coins -= 1
    return Deliver(seat, goods, tuple(merchants))


def _turn_candidates(state: KiliaState, seat: int, rng: random.Random) -> list[Action]:
    """Actions worth trying now, in the order tried (the first legal one is played)."""
    if state.turn.pending:
        return _improvement(state, seat, rng)
    held = state.seats[seat]
    found: list[Action] = [PlaceToken(seat, g) for g in goals.claimable(held, state.rules)
                           if g is not Goal.COINS or rng.random() < 0.7]
    if rng.random() < 0.7:
        found += _fulfilments(state, seat, rng)
    if held.sprats and rng.random() < 0.2:
        found.append(PlaySprats(seat, rng.choice((None, *GOODS))))
    if state.turn.actions == 0 and held.coins >= 8 and rng.random() < 0.03:
        found.append(Refresh(seat))
    if state.turn.actions < state.turn.allowed and (state.turn.actions == 0 or rng.random() < 0.8):
        developments, merchants = _developments(state, seat, rng), _merchants(state, seat, rng)
        found += developments + merchants if rng.random() < 0.7 else merchants + developments
    return found


def _improvement(state: KiliaState, seat: int, rng: random.Random) -> list[Action]:
    slots = [s for s in range(1, 6) if state.action_slots[s - 1] is not None]
    rng.shuffle(slots)
    kind = state.turn.pending[0]
    found: list[Action] = []
    if rng.random() < 0.9:
        if kind is Improvement.CONTRACT:
            found = [TakeContract(seat, s) for s in rng.sample(range(1, 6), 5)]
        elif kind is Improvement.SKILL:
            found = [TakeSkill(seat, s) for s in slots]
        else:
            taken = {w.space for w in state.seats[seat].warehouses}
            free = [s for s in range(1, figures.canal_spaces(state) + 1) if s not in taken]
            found = [BuildWarehouse(seat, s, rng.choice(free), rng.random() < 0.5) for s in slots] if free else []
    return [*found, Skip(seat)]


def _fulfilments(state: KiliaState, seat: int, rng: random.Random) -> list[Action]:
    found: list[Action] = []
    for index, contract in enumerate(state.seats[seat].contracts):
        plan = payment.plan(state, seat, contract.cost, contract.cost_any, contract.cost_coins)
        if plan is not None:
            reward = Goods()
            for _ in range(contract.reward_any):
                reward = reward.plus(rng.choice(GOODS))
            found.append(Fulfil(seat, index, plan, reward))
    return found


def _developments(state: KiliaState, seat: int, rng: random.Random) -> list[Action]:
    held = state.seats[seat]
    options: list[tuple[Zone, int | None]] = [(c.zone, s) for s, c in enumerate(state.action_slots, start=1)
                                              if c is not None]
    if held.sprats:
        options += [(z, None) for z in ZONES]
    rng.shuffle(options)
    found: list[Action] = []
    for zone, slot in options:
        if held.zone(zone) >= 4:
            continue
        price = 0 if slot is None else supply.action_price(state, seat, slot)
        plan = payment.plan(state, seat, development.cost(state, seat, zone), coins=price)
        if plan is not None:
            found.append(Develop(seat, zone, slot, plan))
    return found


def _merchants(state: KiliaState, seat: int, rng: random.Random) -> list[Action]:
    held = state.seats[seat]
    spaces = [s for s in range(MARKET_SPACES) if market.can_place(held, s)]
    spaces.sort(key=lambda s: (bool(held.merchants[s]), rng.random()))
    slots = [s for s in range(1, 6) if state.action_slots[s - 1] is not None]
    rng.shuffle(slots)
    found: list[Action] = []
    for space in spaces[:3]:
        bonus = figures.market_bonus(state, space)
        good = rng.choice(GOODS) if not held.merchants[space] and bonus.value == "any_good" else None
        found += [PlaceMerchant(seat, slot, space, good) for slot in slots]
    return found


# --- refusals ------------------------------------------------------------------------------------------------
PROBES = 24


def probe_actions(state: KiliaState, rng: random.Random) -> Iterator[Action]:
    """Actions most of which the rules refuse here (and a few they accept): a random share of them."""
    probes = list(_probes(state, rng))
    return iter(rng.sample(probes, min(PROBES, len(probes))))


def _probes(state: KiliaState, rng: random.Random) -> Iterator[Action]:
    count = len(state.players)
    seat = state.seat
    other = (seat + 1) % count
    yield RevealAction(random_card(rng))
    yield RevealContract(random_contract(rng))
    yield RevealContract(Contract(cost=Goods(1), points=2, start=True))
    yield ChooseColour(other, Colour.WHITE)
    yield ChooseColour(seat, rng.choice(COLOURS))
    yield Refresh(other)
    yield Refresh(seat)
    for zone in ZONES:
        yield Develop(seat, zone, rng.randint(1, 5))
        yield Develop(seat, zone, None, Payment(Goods(1, 1, 1, 1)))
    yield Develop(seat, Zone.CASTLE, 9)
    yield Develop(other, Zone.SHIPYARD, 1)
    yield Develop(seat, Zone.WAREHOUSE, 1, Payment(merchants=(0, 0, 0, 5)))
    same = rng.choice(GOODS)
    yield Develop(seat, Zone.SHIPYARD, 1, Payment(trades=((same, same),)))
    yield Develop(seat, Zone.UNIVERSITY, 1, Payment(exchanges=((GOODS[0], GOODS[2]),)))
    yield PlaceMerchant(seat, 1, 5)
    yield PlaceMerchant(seat, 1, 7)
    yield PlaceMerchant(seat, rng.randint(1, 5), rng.randrange(3), rng.choice((None, *GOODS)))
    yield PlaceMerchant(other, 1, 0)
    yield TakeContract(seat, rng.randint(1, 5))
    yield TakeContract(seat, 0)
    yield TakeSkill(seat, rng.randint(1, 5))
    yield BuildWarehouse(seat, 1, 0)
    yield BuildWarehouse(seat, rng.randint(1, 5), rng.randint(1, 4))
    yield Skip(seat)
    yield Skip(other)
    yield Fulfil(seat, 9)
    yield Fulfil(seat, 0)
    yield Fulfil(seat, 0, reward=Goods(5))
    for goal in rng.sample(GOALS, 3):
        yield PlaceToken(seat, goal)
    yield PlaceToken(other, Goal.COINS)
    yield PlaySprats(seat)
    yield PlaySprats(other, GOODS[1])
    yield EndTurn(other)
    yield EndTurn(seat)
    yield ShipIncome(seat, Goods(1), 2)
    yield ShipIncome(other, Goods(-1), 0)
    yield Deliver(seat, Goods(1))
    yield RevealContracts()
    yield Correct(seat, Goods(-1), 0)
    yield Correct(count, Goods(), 0)
    yield Correct(seat, Goods(), 999)
