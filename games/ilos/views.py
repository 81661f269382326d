"""What each seat may see (docs/design.md#secrets). The one secret in Ilos is what lies behind each screen: the
stashes. The public view shows no stash until RevealStashes; a seat's own view shows its own. Everything
else is on the table for all to see: the map, ships, pioneers, production boards, the market, hand sizes,
the exploration area, how many tiles and cards are left.

``scramble`` redraws the hidden stashes, for the conformance test that the public view hides them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from games import serial
from games.ilos import archipelago, costs, scoring, turn
from games.ilos.costs import Card
from games.ilos.model import IlosState, Phase, Resources
from games.ilos.setup import MARKET_TOKENS, PIONEERS, SHIPS

PIONEER_CARDS = (Card.PLANTATION, Card.GOLD_MINE, Card.BUILDING, Card.RUINS)


def view(state: IlosState, seat: int | None) -> dict[str, Any]:
    data: dict[str, Any] = serial.to_json(state)
    revealed = state.phase is Phase.OVER
    for s, seat_data in enumerate(data["seats"]):
        if not revealed and s != seat:
            seat_data["stash"] = None
        seat_data["pioneers_left"] = PIONEERS - state.pioneers_of(s)
        seat_data["ships_left"] = SHIPS - state.ships_of(s)
        seat_data["draw"] = turn.draw_count(state, s)
    prices = scoring.current_prices(state.prices, state.raises)
    data["market"] = {"prices": {r.value: p for r, p in prices.items()},
                      "tokens_left": MARKET_TOKENS - state.market_tokens()}
    data["reveal_due"] = state.reveal_due
    data["islands"] = islands(state)
    helped = state.seat if seat is None else seat
    data["costs"] = {"seat": helped, "islands": cost_helper(state, helped)}
    if revealed:
        data["values"] = scoring.stash_values(state)
    return data


def islands(state: IlosState) -> list[dict[str, Any]]:
    """Each island: its tiles, the seats whose lairs tax it, the ships on its coasts by seat."""
    found = []
    for island in archipelago.islands(state.tiles):
        found.append({"id": island, "tiles": list(archipelago.island_tiles(state.tiles, island)),
                      "pirates": list(costs.lair_holders(state, island)),
                      "ships": [costs.ships_on(state, s, island) for s in range(len(state.players))]})
    return found


def cost_helper(state: IlosState, seat: int) -> dict[str, dict[str, Any]]:
    """What each pioneer card costs ``seat`` on each island now, and whether its ships allow it there."""
    helper: dict[str, dict[str, Any]] = {}
    for island in archipelago.islands(state.tiles):
        helper[str(island)] = {}
        for card in PIONEER_CARDS:
            q = costs.quote(state, seat, card, island)
            helper[str(island)][card.value] = {"cost": q.cost, "cards": q.cards, "pirated": q.pirated,
                                               "fort": q.fort, "ships_needed": q.ships_needed,
                                               "ships_there": q.ships_there,
                                               "affordable": state.seats[seat].hand >= q.cards}
    return helper


def scramble(state: IlosState, rng: random.Random) -> IlosState:
    """The same state with every stash still behind its screen redrawn."""
    if state.phase is Phase.OVER:
        return state
    seats = tuple(replace(s, stash=Resources(*(rng.randint(0, 15) for _ in range(4)))) for s in state.seats)
    return replace(state, seats=seats)
