"""What each seat may see (docs/design.md#secrets), as typed views (docs/design.md#the-engine-face). The one
secret in Ilos is what lies behind each screen: the stashes. The public view shows no stash until
RevealStashes; a seat's own view shows its own. Everything else is on the table for all to see: the map,
ships, pioneers, production boards, the market, hand sizes, the exploration area, how many tiles and cards
are left.

``scramble`` redraws the hidden stashes, for the conformance test that the public view hides them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from games.base import Player
from games.ilos import archipelago, costs, scoring, turn
from games.ilos.costs import Card
from games.ilos.model import (RESOURCES, IlosState, Phase, Pioneer, PlacedTile, Resource, Resources, Rules, Ship,
                              TileSpec, TurnEnd)
from games.ilos.setup import MARKET_TOKENS, PIONEERS, SHIPS

PIONEER_CARDS = (Card.PLANTATION, Card.GOLD_MINE, Card.BUILDING, Card.RUINS)


@dataclass(frozen=True)
class SeatView:
    hand: int
    production: Resources
    stash: Resources | None  # None: behind the screen (another seat's, before RevealStashes)
    redrawn: bool
    turns: int
    first_island: bool
    pioneers_left: int
    ships_left: int
    draw: int  # cards this seat draws at the end of its turn ("PIOCHEZ 3 cartes +1 ...")


@dataclass(frozen=True)
class MarketView:
    prices: tuple[int | None, ...]  # RESOURCES order: each price now (the first figure its row shows); None: not read
    tokens_left: int

    def price(self, resource: Resource) -> int | None:
        return self.prices[RESOURCES.index(resource)]


@dataclass(frozen=True)
class IslandView:
    """An island: the tiles it has land on, the seats whose lairs tax it, each seat's ships on its coasts."""

    id: int
    tiles: tuple[int, ...]
    pirates: tuple[int, ...]
    ships: tuple[int, ...]


@dataclass(frozen=True)
class CardCost:
    """What a pioneer card costs the helped seat on an island now, and whether its ships allow it there."""

    cost: int
    cards: int
    pirated: bool
    fort: bool
    ships_needed: int
    ships_there: int
    affordable: bool


@dataclass(frozen=True)
class IslandCosts:
    island: int
    plantation: CardCost
    gold_mine: CardCost
    building: CardCost
    ruins: CardCost

    def of(self, card: Card) -> CardCost:
        found: CardCost = getattr(self, card.value)
        return found


@dataclass(frozen=True)
class CostHelper:
    seat: int  # whose costs (the viewer, or on the shared screen the seat whose turn it is)
    islands: tuple[IslandCosts, ...]

    def on(self, island: int) -> IslandCosts:
        return next(i for i in self.islands if i.island == island)


@dataclass(frozen=True)
class IlosView:
    players: tuple[Player, ...]
    rules: Rules
    prices: tuple[tuple[int, ...] | None, ...]  # None: a row not read off the board yet (games/ilos/figures.py)
    raises: tuple[int, ...]
    phase: Phase
    first_seat: int
    seat: int
    deck: int
    discard: int
    tile_pile: int
    area: tuple[TileSpec, ...]
    seats: tuple[SeatView, ...]
    tiles: tuple[PlacedTile, ...]
    ships: tuple[Ship, ...]
    pioneers: tuple[Pioneer, ...]
    acted: bool
    market_played: bool
    end_trigger: int | None
    last_turn: TurnEnd | None
    market: MarketView
    reveal_due: bool
    islands: tuple[IslandView, ...]
    costs: CostHelper
    values: tuple[int, ...] | None  # each stash sold at the market's prices, once the screens are lifted


def view(state: IlosState, seat: int | None) -> IlosView:
    revealed = state.phase is Phase.OVER
    seats = tuple(SeatView(s.hand, s.production, s.stash if revealed or i == seat else None, s.redrawn, s.turns,
                           s.first_island, PIONEERS - state.pioneers_of(i), SHIPS - state.ships_of(i),
                           turn.draw_count(state, i))
                  for i, s in enumerate(state.seats))
    market = MarketView(tuple(state.price(r) for r in RESOURCES), MARKET_TOKENS - state.market_tokens())
    helped = state.seat if seat is None else seat
    return IlosView(
        state.players, state.rules, state.prices, state.raises, state.phase, state.first_seat, state.seat, state.deck,
        state.discard, state.tile_pile, state.area, seats, state.tiles, state.ships, state.pioneers, state.acted,
        state.market_played, state.end_trigger, state.last_turn, market, state.reveal_due, islands(state),
        CostHelper(helped, cost_helper(state, helped)),
        tuple(scoring.stash_values(state)) if revealed else None)


def islands(state: IlosState) -> tuple[IslandView, ...]:
    return tuple(IslandView(island, archipelago.island_tiles(state.tiles, island), costs.lair_holders(state, island),
                            tuple(costs.ships_on(state, s, island) for s in range(len(state.players))))
                 for island in archipelago.islands(state.tiles))


def card_cost(state: IlosState, seat: int, card: Card, island: int) -> CardCost:
    q = costs.quote(state, seat, card, island)
    return CardCost(q.cost, q.cards, q.pirated, q.fort, q.ships_needed, q.ships_there,
                    state.seats[seat].hand >= q.cards)


def cost_helper(state: IlosState, seat: int) -> tuple[IslandCosts, ...]:
    """What each pioneer card costs ``seat`` on each island now."""
    return tuple(IslandCosts(island, *(card_cost(state, seat, card, island) for card in PIONEER_CARDS))
                 for island in archipelago.islands(state.tiles))


PLENTY = Resources(99, 99, 99, 99)


def blind(state: IlosState) -> IlosState:
    """The state with every stash replaced by plenty: a check on it never refuses for a stash."""
    return replace(state, seats=tuple(replace(s, stash=PLENTY) for s in state.seats))


def scramble(state: IlosState, rng: random.Random) -> IlosState:
    """The same state with every stash still behind its screen redrawn."""
    if state.phase is Phase.OVER:
        return state
    seats = tuple(replace(s, stash=Resources(*(rng.randint(0, 15) for _ in range(4)))) for s in state.seats)
    return replace(state, seats=seats)
