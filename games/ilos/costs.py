"""What an action card costs a seat on an island, and whether it may be played there (rulebook "DESCRIPTION
DE CARTE", "DESCRIPTION DES ACTIONS", "Piraterie").

A card's cost is the number of cards discarded face up with it; its piracy cost replaces it on an island
under pirates; its condition is the number of the seat's ships on the island's coasts. A ship on a pirate
lair taxes every island with a coast on the lair's tile, for every other seat; several lairs change
nothing; a fort shields its owner, and only its owner, on its island.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from games.base import Plural, RuleError
from games.ilos import archipelago
from games.ilos.model import BuildingKind, IlosState


class Card(enum.Enum):
    """The six action cards ("RÉPARTITION DES CARTES")."""

    SHIP = "ship"
    PLANTATION = "plantation"
    GOLD_MINE = "gold_mine"
    BUILDING = "building"
    RUINS = "ruins"
    MARKET = "market"


COST = {Card.SHIP: 1, Card.PLANTATION: 2, Card.GOLD_MINE: 5, Card.BUILDING: 2, Card.RUINS: 7, Card.MARKET: 0}
PIRACY_COST = {Card.PLANTATION: 3, Card.GOLD_MINE: 7, Card.BUILDING: 4}  # none printed for Ship, Ruins, Market
SHIPS_NEEDED = {Card.SHIP: 0, Card.PLANTATION: 1, Card.GOLD_MINE: 2, Card.BUILDING: 2, Card.RUINS: 1, Card.MARKET: 0}


@dataclass(frozen=True)
class Quote:
    """What ``card`` costs ``seat`` on an island now: the screens' cost helper, and the engine's check."""

    card: Card
    cost: int  # cards to discard with the card itself
    pirated: bool  # the piracy cost applies
    pirates: tuple[int, ...]  # seats holding a lair that taxes the island (the seat's own excluded)
    fort: bool  # the seat's fort on the island shields it
    ships_needed: int
    ships_there: int

    @property
    def cards(self) -> int:
        """Cards leaving the hand: the card played and its cost."""
        return 1 + self.cost

    @property
    def allowed_by_ships(self) -> bool:
        return self.ships_there >= self.ships_needed


def ships_on(state: IlosState, seat: int, island: int) -> int:
    """The seat's ships on the island's coasts (a ship on a pirate lair is at sea, on no coast)."""
    return sum(1 for s in state.ships if s.seat == seat and state.ship_island(s) == island)


def has_fort(state: IlosState, seat: int, island: int) -> bool:
    return any(p.seat == seat and p.building is BuildingKind.FORT and state.spot_island(p.tile, p.spot) == island
               for p in state.pioneers)


def lair_holders(state: IlosState, island: int) -> tuple[int, ...]:
    """Seats with a ship on a pirate lair of a tile this island has a coast on."""
    on_tiles = set(archipelago.island_tiles(state.tiles, island))
    return tuple(sorted({s.seat for s in state.ships if s.land is None and s.tile in on_tiles}))


def quote(state: IlosState, seat: int, card: Card, island: int) -> Quote:
    pirates = tuple(p for p in lair_holders(state, island) if p != seat)
    fort = has_fort(state, seat, island)
    pirated = bool(pirates) and not fort and card in PIRACY_COST
    cost = PIRACY_COST[card] if pirated else COST[card]
    return Quote(card, cost, pirated, pirates, fort, SHIPS_NEEDED[card], ships_on(state, seat, island))


NO_SHIPS_MESSAGES = {
    Card.PLANTATION: "{player} has no ship on the coasts of this island; a plantation needs 1: dock a ship there "
                     "first (Ship card)",
    Card.RUINS: "{player} has no ship on the coasts of this island; ruins need 1: dock a ship there first "
                "(Ship card)",
    Card.GOLD_MINE: "{player} has {ships} on the coasts of this island; a gold mine needs 2: dock more there "
                    "first (Ship card)",
    Card.BUILDING: "{player} has {ships} on the coasts of this island; a building needs 2: dock more there "
                   "first (Ship card)",
}

SHORT_MESSAGES = {
    (Card.SHIP, False): "{player} holds {cards}; a ship takes 2: the Ship card and 1 more to discard",
    (Card.PLANTATION, False): "{player} holds {cards}; a plantation here takes 3: the Plantation card and "
                              "2 more to discard",
    (Card.PLANTATION, True): "{player} holds {cards}; a plantation on this pirated island takes 4: the "
                             "Plantation card and 3 more to discard (a fort of theirs here would spare the piracy)",
    (Card.GOLD_MINE, False): "{player} holds {cards}; a gold mine here takes 6: the Gold mine card and 5 "
                             "more to discard",
    (Card.GOLD_MINE, True): "{player} holds {cards}; a gold mine on this pirated island takes 8: the Gold "
                            "mine card and 7 more to discard (a fort of theirs here would spare the piracy)",
    (Card.BUILDING, False): "{player} holds {cards}; a building here takes 3: the Building card and 2 more "
                            "to discard",
    (Card.BUILDING, True): "{player} holds {cards}; a building on this pirated island takes 5: the Building "
                           "card and 4 more to discard (a fort of theirs here would spare the piracy)",
    (Card.RUINS, False): "{player} holds {cards}; ruins take 8: the Ruins card and 7 more to discard",
    (Card.MARKET, False): "{player} holds no card; the market takes a Market card and 1 resource",
}


def ships_phrase(count: int) -> Plural:
    return Plural.of("{count} ship", "{count} ships", count)


def cards_phrase(count: int) -> Plural:
    return Plural.of("{count} card", "{count} cards", count)


def check_ships(state: IlosState, seat: int, found: Quote) -> None:
    if not found.allowed_by_ships:
        raise RuleError(NO_SHIPS_MESSAGES[found.card], player=state.name(seat), ships=ships_phrase(found.ships_there))


def pay(state: IlosState, seat: int, found: Quote) -> IlosState:
    """The card and its cost leave the hand for the discard pile (played face up: public)."""
    hand = state.seats[seat].hand
    if hand < found.cards:
        raise RuleError(SHORT_MESSAGES[(found.card, found.pirated)], player=state.name(seat), cards=cards_phrase(hand))
    return _spent(state, seat, found.cards)


def _spent(state: IlosState, seat: int, cards: int) -> IlosState:
    return replace(state, seats=state.seat_replaced(seat, hand=state.seats[seat].hand - cards),
                   discard=state.discard + cards, acted=True)


def flat_quote(card: Card) -> Quote:
    """The quote of a card played on no island (Ship, Market): no piracy, no ship needed."""
    return Quote(card, COST[card], False, (), False, 0, 0)
