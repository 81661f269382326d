"""Pioneers on the islands (rulebook "PLANTATION", "MINE D'OR", "BÂTIMENT", "RUINES", "Pionnier").

Each card puts one pioneer from the seat's reserve on a free spot of an island where the seat has enough
ships, paid in cards (the piracy cost under pirates, unless the seat's fort is on the island). A pioneer
never moves; its spot is closed to everyone from then on.
"""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.ilos import costs
from games.ilos.actions import Building, GoldMine, Plantation, Ruins
from games.ilos.costs import Card
from games.ilos.exploration import check_tile_index
from games.ilos.model import PLANTATION_SPOTS, BuildingKind, IlosState, Pioneer, Resource, SpotKind
from games.ilos.setup import BUILDING_TOKENS, PIONEERS
from games.ilos.turn import check_turn, pioneer_placed

RUINS_GOLD = 3  # "Récupérez immédiatement 3 jetons Or et placez-les derrière votre Écran"
CARD_SPOTS = {Card.PLANTATION: set(PLANTATION_SPOTS), Card.GOLD_MINE: {SpotKind.GOLD},
              Card.BUILDING: {SpotKind.BUILDING}, Card.RUINS: {SpotKind.RUINS}}

WRONG_SPOT_MESSAGES = {
    Card.PLANTATION: "That spot is no ebony, dye or spices icon; a plantation goes on one of those",
    Card.GOLD_MINE: "That spot is no gold icon; a gold mine goes on a gold icon",
    Card.BUILDING: "That spot is no building spot; a fort or trading post goes on a building spot",
    Card.RUINS: "That spot is no ruin icon; ruins are explored on a ruin icon",
}


def check_spot(state: IlosState, tile: int, spot: int, card: Card) -> None:
    """The spot exists, suits the card and is free."""
    placed = check_tile_index(state, tile)
    if not 0 <= spot < len(placed.tile.spots):
        raise RuleError("Tile {tile} has spots 0 to {last}; there is no spot {spot}",
                        tile=tile, last=len(placed.tile.spots) - 1, spot=spot)
    if placed.tile.spots[spot].kind not in CARD_SPOTS[card]:
        raise RuleError(WRONG_SPOT_MESSAGES[card], tile=tile, spot=spot)
    holder = next((p for p in state.pioneers if (p.tile, p.spot) == (tile, spot)), None)
    if holder is not None:
        raise RuleError("That spot holds {owner}'s pioneer; an occupied spot is closed to everyone "
                        "else", spot=spot, tile=tile, owner=state.name(holder.seat))


def _place(state: IlosState, seat: int, tile: int, spot: int, card: Card, pioneer: Pioneer) -> IlosState:
    """Check the turn, the spot, the reserve, the ships and the hand; pay; put the pioneer down."""
    if state.pioneers_of(seat) >= PIONEERS:
        raise RuleError("{player} has played all 10 pioneers; none is left in the reserve",
                        player=state.name(seat))
    found = costs.quote(state, seat, card, state.spot_island(tile, spot))
    costs.check_ships(state, seat, found)
    state = costs.pay(state, seat, found)
    return pioneer_placed(replace(state, pioneers=(*state.pioneers, pioneer)), seat)


def _produce(state: IlosState, seat: int, resource: Resource) -> IlosState:
    board = state.seats[seat].production.plus(resource)
    return replace(state, seats=state.seat_replaced(seat, production=board))


def plantation(state: IlosState, action: Plantation) -> IlosState:
    check_turn(state, action.seat)
    check_spot(state, action.tile, action.spot, Card.PLANTATION)
    resource = PLANTATION_SPOTS[state.tiles[action.tile].tile.spots[action.spot].kind]
    state = _place(state, action.seat, action.tile, action.spot, Card.PLANTATION,
                   Pioneer(action.seat, action.tile, action.spot))
    return _produce(state, action.seat, resource)


def gold_mine(state: IlosState, action: GoldMine) -> IlosState:
    check_turn(state, action.seat)
    check_spot(state, action.tile, action.spot, Card.GOLD_MINE)
    state = _place(state, action.seat, action.tile, action.spot, Card.GOLD_MINE,
                   Pioneer(action.seat, action.tile, action.spot))
    return _produce(state, action.seat, Resource.GOLD)


def ruins(state: IlosState, action: Ruins) -> IlosState:
    check_turn(state, action.seat)
    check_spot(state, action.tile, action.spot, Card.RUINS)
    state = _place(state, action.seat, action.tile, action.spot, Card.RUINS,
                   Pioneer(action.seat, action.tile, action.spot))
    stash = state.seats[action.seat].stash.plus(Resource.GOLD, RUINS_GOLD)  # a public event: shown, then hidden
    return replace(state, seats=state.seat_replaced(action.seat, stash=stash))


def building(state: IlosState, action: Building) -> IlosState:
    check_turn(state, action.seat)
    check_spot(state, action.tile, action.spot, Card.BUILDING)
    if sum(1 for p in state.pioneers if p.building is not None) >= BUILDING_TOKENS:
        raise RuleError("All 10 building tokens are on the map; no building can be added")
    copies = _copied(state, action)
    state = _place(state, action.seat, action.tile, action.spot, Card.BUILDING,
                   Pioneer(action.seat, action.tile, action.spot, action.building, copies))
    return state if copies is None else _produce(state, action.seat, copies)


def _copied(state: IlosState, action: Building) -> Resource | None:
    """The resource a trading post copies ("Les Comptoirs vous permettent de copier une Ressource (Ébène,
    Épices ou Teinture mais pas l'Or) d'une Plantation exploitée par vous ou par un autre joueur de la même
    île"); None for a fort."""
    named = (action.copy_tile, action.copy_spot)
    if action.building is BuildingKind.FORT:
        if named != (None, None):
            raise RuleError("A fort copies nothing; only a trading post names a plantation to copy")
        return None
    if action.copy_tile is None or action.copy_spot is None:
        if named == (None, None) and state.rules.empty_trading_post == "allowed":
            return None
        raise RuleError("A trading post copies a plantation exploited on the same island (by anyone): name its tile "
                        "and spot")
    copied = next((p for p in state.pioneers if (p.tile, p.spot) == named), None)
    kind = None
    if copied is not None and copied.building is None:
        kind = state.tiles[copied.tile].tile.spots[copied.spot].kind
    if kind not in PLANTATION_SPOTS:
        raise RuleError("That spot holds no plantation; a trading post copies an exploited ebony, "
                        "dye or spices plantation, never gold", tile=action.copy_tile, spot=action.copy_spot)
    if state.spot_island(action.copy_tile, action.copy_spot) != state.spot_island(action.tile, action.spot):
        raise RuleError("That plantation is on another island; a trading post copies a plantation of its own island")
    assert kind is not None
    return PLANTATION_SPOTS[kind]
