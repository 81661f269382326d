"""Tiles and ships: the first-islands round ("PREMIÈRES ÎLES") and the Ship card ("NAVIRE": dock on an
island in play, explore with a tile from the exploration area, or occupy a free pirate lair; a ship from
the reserve or one already in play).
"""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.ilos import archipelago, costs
from games.ilos.actions import FirstIsland, ShipDock, ShipExplore, ShipLair
from games.ilos.costs import Card
from games.ilos.model import IlosState, Phase, PlacedTile, Ship
from games.ilos.setup import SHIPS
from games.ilos.turn import check_seat, check_turn


def check_tile_index(state: IlosState, tile: int) -> PlacedTile:
    if not 0 <= tile < len(state.tiles):
        raise RuleError("The map holds tiles 0 to {last} (in the order they were played); there is no tile {tile}",
                        last=len(state.tiles) - 1, tile=tile)
    return state.tiles[tile]


def _check_land(lands: int, land: int) -> None:
    if not 0 <= land < lands:
        raise RuleError("This tile has lands 0 to {last}; a ship goes on the coast of one of them, not land {land}",
                        last=lands - 1, land=land)


def _pick(state: IlosState, pick: int) -> int:
    if not state.area:
        raise RuleError("The exploration area is empty: every tile is in play")
    if not 0 <= pick < len(state.area):
        raise RuleError("The exploration area shows tiles 0 to {last}; there is no tile {pick}",
                        last=len(state.area) - 1, pick=pick)
    return pick


def _explore(state: IlosState, pick: int, x: int, y: int, turns: int, land: int) -> IlosState:
    """Tile ``pick`` of the exploration area joins the map (the exploration rules checked)."""
    spec = archipelago.turned(state.area[_pick(state, pick)], turns)
    tiles = archipelago.place(state.tiles, spec, x, y)
    _check_land(spec.lands, land)
    return replace(state, tiles=tiles, area=state.area[:pick] + state.area[pick + 1:])


def fleet(state: IlosState, seat: int, move_from: int | None) -> tuple[Ship, ...]:
    """The ships in play once the ship to place has left its spot: the reserve, or ``move_from``."""
    player = state.name(seat)
    if move_from is None:
        if state.ships_of(seat) >= SHIPS:
            raise RuleError("All 5 of {player}'s ships are in play; the Ship card can move one of them instead",
                            player=player)
        return state.ships
    if not 0 <= move_from < len(state.ships) or state.ships[move_from].seat != seat:
        mine = [i for i, s in enumerate(state.ships) if s.seat == seat]
        raise RuleError("Ship {index} is not one of {player}'s ships in play; theirs are {mine}",
                        index=move_from, player=player, mine=", ".join(map(str, mine)) or "-")
    return state.ships[:move_from] + state.ships[move_from + 1:]


def first_island(state: IlosState, action: FirstIsland) -> IlosState:
    check_seat(state, action.seat)
    seat = state.seats[action.seat]
    if seat.first_island:
        raise RuleError("{player} has placed their first island; a tile is now played with a Ship card",
                        player=state.name(action.seat))
    if state.phase not in (Phase.FIRST_ISLANDS, Phase.ACTIONS) or action.seat != state.seat:
        raise RuleError("It is {current}'s turn to place a first island; {player} waits for their own",
                        current=state.name(state.seat), player=state.name(action.seat))
    if state.reveal_due:
        raise RuleError("Turn up the next tile of the exploration pile first: a tile taken from the exploration "
                        "area is replaced at once")
    state = _explore(state, action.pick, action.x, action.y, action.turns, action.land)
    ships = (*state.ships, Ship(action.seat, len(state.tiles) - 1, action.land))
    state = replace(state, ships=ships, seats=state.seat_replaced(action.seat, first_island=True))
    if state.phase is Phase.ACTIONS:  # option first_islands = "first_turn": the turn goes on
        return state
    following = (action.seat + 1) % len(state.players)
    return replace(state, seat=following, phase=Phase.ACTIONS if following == state.first_seat else state.phase)


def ship_dock(state: IlosState, action: ShipDock) -> IlosState:
    check_turn(state, action.seat)
    placed = check_tile_index(state, action.tile)
    _check_land(placed.tile.lands, action.land)
    ships = fleet(state, action.seat, action.move_from)
    if action.move_from is not None and state.ships[action.move_from] == Ship(action.seat, action.tile, action.land):
        raise RuleError("That ship is already on this coast; move it somewhere else")
    state = costs.pay(state, action.seat, costs.flat_quote(Card.SHIP))
    return replace(state, ships=(*ships, Ship(action.seat, action.tile, action.land)))


def ship_explore(state: IlosState, action: ShipExplore) -> IlosState:
    check_turn(state, action.seat)
    ships = fleet(state, action.seat, action.move_from)
    state = costs.pay(state, action.seat, costs.flat_quote(Card.SHIP))
    state = _explore(state, action.pick, action.x, action.y, action.turns, action.land)
    return replace(state, ships=(*ships, Ship(action.seat, len(state.tiles) - 1, action.land)))


def ship_lair(state: IlosState, action: ShipLair) -> IlosState:
    check_turn(state, action.seat)
    placed = check_tile_index(state, action.tile)
    if not placed.tile.lair:
        raise RuleError("That tile has no pirate lair; a ship occupies a free lair of a tile in play "
                        "(never of a tile played with it)", x=placed.x, y=placed.y)
    holder = next((s for s in state.ships if s.tile == action.tile and s.land is None), None)
    if holder is not None:
        raise RuleError("The pirate lair of that tile is held by {owner}'s ship; only a free lair can "
                        "be occupied", x=placed.x, y=placed.y, owner=state.name(holder.seat))
    ships = fleet(state, action.seat, action.move_from)
    state = costs.pay(state, action.seat, costs.flat_quote(Card.SHIP))
    return replace(state, ships=(*ships, Ship(action.seat, action.tile, None)))
