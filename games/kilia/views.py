"""What each seat may see (docs/design.md#secrets), as typed frozen dataclasses. The one secret in Kilia is each
face-down pile of fulfilled contracts ("Posez ensuite le contrat rempli face cachée devant vous"; "Vous pouvez
regarder vos cartes à tout moment"): the public sees how many (``None`` each), the owner sees them, everyone sees
them once RevealContracts is played. Everything else lies open on the table: supplies, boards, goods, coins,
tokens, the wheels.

``scramble`` redraws the hidden piles, for the conformance test that the public view hides them.
"""

from __future__ import annotations

import random
from typing import Callable
from dataclasses import dataclass, replace

from games.base import Player
from games.kilia import figures, goals, payment, scoring, supply
from games.kilia.model import (GOODS, ZONE_GOOD, ZONES, ActionCard, Claim, Colour, Components, Contract, Goal, Good,
                               Goods, KiliaState, Phase, Rules, Skill, Turn, Warehouse, Zone)
from games.kilia.setup import SCORE_TOKENS, SLOTS, ZONE_MAX


@dataclass(frozen=True)
class Cost:
    """The next development of a zone: ``count`` of ``good``."""

    good: Good
    count: int


@dataclass(frozen=True)
class DevelopmentCosts:
    """Each zone's next development (None: the zone has its 4)."""

    castle: Cost | None
    university: Cost | None
    shipyard: Cost | None
    warehouse: Cost | None

    def of(self, zone: Zone) -> Cost | None:
        cost: Cost | None = getattr(self, zone.value)
        return cost


@dataclass(frozen=True)
class ScoreView:
    """The score pad as it stands; contract points and the total only for their owner, or at the end."""

    council: int
    colour: int
    goods: int
    contracts: int | None
    total: int | None


@dataclass(frozen=True)
class SeatView:
    colour: Colour | None
    coins: int
    goods: Goods
    zones: tuple[tuple[ActionCard | None, ...], ...]  # ZONES order; None: a sprats card
    merchants: tuple[tuple[ActionCard, ...], ...]  # market spaces, top card last
    activations: tuple[int, ...]
    skills: tuple[ActionCard, ...]
    warehouses: tuple[Warehouse, ...]
    contracts: tuple[Contract, ...]  # active, face up
    fulfilled: tuple[Contract | None, ...]  # None: face down, not this viewer's
    claims: tuple[Claim, ...]
    sprats: int
    sprats_new: int
    sailed: bool
    delivered: int | None
    keys: int
    ship: int
    tokens_left: int
    claimable: tuple[Goal, ...]
    development_costs: DevelopmentCosts
    activations_left: tuple[int, ...]
    score: ScoreView

    def zone(self, zone: Zone) -> int:
        return len(self.zones[ZONES.index(zone)])


@dataclass(frozen=True)
class Prices:
    """What each slot costs the seat whose turn it is (coins; 0 within its keys), slots 1 to 5; None: the price
    printed above the slot is not known yet (read off the box when a move first needs it)."""

    seat: int
    actions: tuple[int | None, ...]
    contracts: tuple[int | None, ...]


@dataclass(frozen=True)
class RevealDue:
    """The supplies the table is turning cards up into."""

    actions: bool
    contracts: bool


@dataclass(frozen=True)
class KiliaView:
    viewer: int | None
    players: tuple[Player, ...]
    rules: Rules
    components: Components
    phase: Phase
    first_seat: int
    seat: int
    seats: tuple[SeatView, ...]
    round: int
    action_slots: tuple[ActionCard | None, ...]
    contract_slots: tuple[Contract | None, ...]
    action_deck: int
    contract_deck: int
    sprats_left: int
    turn: Turn
    final_round: int | None
    final_trigger: int | None  # the seat whose 4th scoring token made the next round the last
    last_round: bool
    prices: Prices | None
    reveal_due: RevealDue
    winners: tuple[int, ...]  # at the end
    places: tuple[int, ...]  # at the end: 1 = first, tied seats share a place

    def name(self, seat: int) -> str:
        return self.players[seat].name

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER


def seat_view(state: KiliaState, s: int, seat: int | None) -> SeatView:
    held, over = state.seats[s], state.phase is Phase.OVER
    shown = over or s == seat
    points = scoring.breakdown(state, s)
    costs = [Cost(ZONE_GOOD[z], held.zone(z) + 1) if held.zone(z) < ZONE_MAX else None for z in ZONES]
    return SeatView(
        colour=held.colour, coins=held.coins, goods=held.goods, zones=held.zones, merchants=held.merchants,
        activations=held.activations, skills=held.skills, warehouses=held.warehouses, contracts=held.contracts,
        fulfilled=held.fulfilled if shown else (None,) * len(held.fulfilled), claims=held.claims,
        sprats=held.sprats, sprats_new=held.sprats_new, sailed=held.sailed, delivered=held.delivered,
        keys=held.keys, ship=held.ship, tokens_left=max(0, SCORE_TOKENS - len(held.claims)),
        claimable=tuple(goals.claimable(held, state.rules)) if held.colour else (),
        development_costs=DevelopmentCosts(*costs),
        activations_left=tuple(payment.activations_left(held, space) for space in range(len(held.merchants))),
        score=ScoreView(points.council, points.colour, points.goods, points.contracts if shown else None,
                        points.total if shown else None))


def _price(price: Callable[[KiliaState, int, int], int], state: KiliaState, seat: int, slot: int) -> int | None:
    try:
        return price(state, seat, slot)
    except figures.FigureNeeded:
        return None


def view(state: KiliaState, seat: int | None) -> KiliaView:
    over = state.phase is Phase.OVER
    helped = state.seat if seat is None else seat
    prices = None
    if state.seats[helped].colour is not None:
        prices = Prices(helped, tuple(_price(supply.action_price, state, helped, slot) for slot in range(1, SLOTS + 1)),
                        tuple(_price(supply.contract_price, state, helped, slot) for slot in range(1, SLOTS + 1)))
    winners: tuple[int, ...] = ()
    places: tuple[int, ...] = ()
    if over:
        result = scoring.outcome(state)
        winners, found = result.winners, scoring.places(result)
        places = tuple(found[s] for s in range(len(state.players)))
    return KiliaView(
        viewer=seat, players=state.players, rules=state.rules, components=state.components, phase=state.phase,
        first_seat=state.first_seat, seat=state.seat,
        seats=tuple(seat_view(state, s, seat) for s in range(len(state.seats))), round=state.round,
        action_slots=state.action_slots, contract_slots=state.contract_slots, action_deck=state.action_deck,
        contract_deck=state.contract_deck, sprats_left=state.sprats_left, turn=state.turn,
        final_round=state.final_round, final_trigger=state.final_trigger, last_round=state.last_round, prices=prices,
        reveal_due=RevealDue(state.action_reveal_due, state.contract_reveal_due), winners=winners, places=places)


def scramble(state: KiliaState, rng: random.Random) -> KiliaState:
    """The same state with every face-down contract still hidden redrawn."""
    if state.phase is Phase.OVER:
        return state

    def anything() -> Contract:
        return Contract(cost=Goods(*(rng.randint(0, 3) for _ in GOODS)), cost_coins=rng.randint(0, 4),
                        reward=Goods(*(rng.randint(0, 2) for _ in GOODS)), points=rng.randint(0, 9))

    seats = tuple(replace(s, fulfilled=tuple(anything() for _ in s.fulfilled)) for s in state.seats)
    return replace(state, seats=seats)


__all__ = ["Cost", "DevelopmentCosts", "KiliaView", "Prices", "RevealDue", "ScoreView", "SeatView", "Skill",
           "scramble", "view"]
