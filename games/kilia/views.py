"""What each seat may see (docs/design.md#secrets). The one secret in Kilia is each face-down pile of fulfilled
contracts ("Posez ensuite le contrat rempli face cachée devant vous"; "Vous pouvez regarder vos cartes à tout
moment"): the public sees how many, the owner sees them, everyone sees them once RevealContracts is played.
Everything else lies open on the table: supplies, boards, goods, coins, tokens, the wheels.

``scramble`` redraws the hidden piles, for the conformance test that the public view hides them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial
from typing import Any

from games import serial
from games.kilia import goals, payment, scoring, supply
from games.kilia.model import GOODS, ZONE_GOOD, ZONES, Contract, Goods, KiliaState, Phase
from games.kilia.setup import SCORE_TOKENS, ZONE_MAX

HIDDEN = "?"


def view(state: KiliaState, seat: int | None) -> dict[str, Any]:
    data: dict[str, Any] = serial.to_json(state)
    over = state.phase is Phase.OVER
    effects = scoring.reading_effects(partial(scoring.council_under, state), state.rules) if over else []
    for s, seat_data in enumerate(data["seats"]):
        held = state.seats[s]
        if not over and s != seat:
            seat_data["fulfilled"] = [HIDDEN] * len(held.fulfilled)
        seat_data["keys"] = held.keys
        seat_data["ship"] = held.ship
        seat_data["tokens_left"] = max(0, SCORE_TOKENS - len(held.claims))
        seat_data["claimable"] = [g.value for g in goals.claimable(held, state.rules)] if held.colour else []
        seat_data["development_costs"] = {z.value: {"good": ZONE_GOOD[z].value, "count": held.zone(z) + 1}
                                          for z in ZONES if held.zone(z) < ZONE_MAX}
        seat_data["activations_left"] = [payment.activations_left(held, space) for space in range(len(held.merchants))]
        points = scoring.breakdown(state, s)
        seat_data["score"] = {"council": points.council, "colour": points.colour, "goods": points.goods,
                              "contracts": points.contracts if over or s == seat else None,
                              "total": points.total if over or s == seat else None}
        if over:  # the table's readings that changed this score, with the points the other reading gives
            seat_data["score"]["readings"] = effects[s]
    helped = state.seat if seat is None else seat
    if state.seats[helped].colour is not None:
        data["prices"] = {"seat": helped,
                          "actions": [supply.action_price(state, helped, slot) for slot in range(1, 6)],
                          "contracts": [supply.contract_price(state, helped, slot) for slot in range(1, 6)]}
    data["reveal_due"] = {"actions": state.action_reveal_due, "contracts": state.contract_reveal_due}
    data["last_round"] = state.last_round
    if over:
        result = scoring.outcome(state)
        data["winners"] = list(result.winners)
        data["places"] = [scoring.places(result)[s] for s in range(len(state.players))]
    return data


def scramble(state: KiliaState, rng: random.Random) -> KiliaState:
    """The same state with every face-down contract still hidden redrawn."""
    if state.phase is Phase.OVER:
        return state

    def anything() -> Contract:
        return Contract(cost=Goods(*(rng.randint(0, 3) for _ in GOODS)), cost_coins=rng.randint(0, 4),
                        reward=Goods(*(rng.randint(0, 2) for _ in GOODS)), points=rng.randint(0, 9))

    seats = tuple(replace(s, fulfilled=tuple(anything() for _ in s.fulfilled)) for s in state.seats)
    return replace(state, seats=seats)
