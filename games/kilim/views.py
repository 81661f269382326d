"""What each seat may see (docs/design.md#secrets). Secrets in Kilim:

- the sealed choices, until RevealBids: the public sees only who has locked;
- the sealed offers of a spy, Scrap bag or Artisan round among several seats, until RevealOffers;
- the scraps held face down (the public sees how many), and the scrap bag's motifs when the table gave
  them (only the seat picking a scrap sees the bag).

``scramble`` redraws every one of them, for the conformance test that the public view hides them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from games import serial
from games.kilim import auction, carpet, market, scoring
from games.kilim.model import CLASSIC, Fate, KilimState, Phase, Spend

LOCKED = "locked"
HIDDEN = "?"


def view(state: KilimState, seat: int | None) -> dict[str, Any]:
    data: dict[str, Any] = serial.to_json(state)
    data["sealed"] = [None if card is None else serial.to_json(card) if s == seat else LOCKED
                      for s, card in enumerate(state.sealed)]
    if state.round is not None and state.round.sealed_round:
        data["round"]["sealed"] = [None if spend is None else serial.to_json(spend) if s == seat else LOCKED
                                   for s, spend in zip(state.round.seats, state.round.sealed)]
    for s, seat_data in enumerate(data["seats"]):
        if s != seat:
            seat_data["scraps"] = [HIDDEN] * len(state.seats[s].scraps)
    picking = state.phase is Phase.TAKE_SCRAP and state.turn is not None and state.turn.scrap_winner == seat
    if not picking:
        data["bag_motifs"] = [HIDDEN] * len(state.bag_motifs)
    data["hands"] = [list(state.hand(s)) for s in range(len(state.players))]
    data["explanation"] = explanation(state)
    grids = [carpet.grid_of(s.kilim) for s in state.seats]
    data["scores"] = [serial.to_json(b) for b in scoring.score_grids(grids, state.rules)]
    if state.phase is Phase.GAME_OVER:  # the table's readings that changed a score, with the other reading's total
        for score, effects in zip(data["scores"], scoring.reading_effects(grids, state.rules)):
            score["readings"] = effects
    return data


def explanation(state: KilimState) -> list[list[Any]]:
    """The resolved auction in sentences, as [key, params] pairs for the app to translate ([] before)."""
    turn = state.turn
    if turn is None or not turn.resolved:
        return []
    names = [p.name for p in state.players]
    messages = auction.explain(names, turn.gold_bids(), state.rules.equal_bids, turn.fate is Fate.LOST)
    return [[key, params] for key, params in messages]


def scramble(state: KilimState, rng: random.Random) -> KilimState:
    """The same state with every secret redrawn among the values the rules would allow."""
    sealed = tuple(None if card is None else rng.choice(market.choices(state, s))
                   for s, card in enumerate(state.sealed))
    state = replace(state, sealed=sealed)
    if state.round is not None and state.round.sealed_round:
        offers = tuple(None if spend is None else _any_offer(state, spend, rng) for spend in state.round.sealed)
        state = replace(state, round=replace(state.round, sealed=offers))
    hidden = [m for s in state.seats for m in s.scraps] + list(state.bag_motifs)
    if state.bag_motifs:
        rng.shuffle(hidden)  # the bag's composition is known: the hidden scraps are a permutation of it
    else:
        hidden = [rng.choice(CLASSIC) for _ in hidden]
    seats = []
    for s in state.seats:
        seats.append(replace(s, scraps=tuple(hidden[:len(s.scraps)])))
        hidden = hidden[len(s.scraps):]
    return replace(state, seats=tuple(seats), bag_motifs=tuple(hidden))


def _any_offer(state: KilimState, spend: Spend, rng: random.Random) -> Spend:
    assert state.round is not None
    offers = market.legal_offers(state, state.round.kind, spend.seat)
    return rng.choice([Spend(o.seat, o.value, o.discard) for o in offers])
