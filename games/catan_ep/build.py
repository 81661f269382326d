"""Building in the trade-and-build phase: roads, settlements, harbor settlements, ships, settlers and crews, and
putting a piece back in the supply.

Roads and settlements follow the base game (a road joins one's road or building; a settlement stands at the end
of one's road, distance rule), and the rulebook's limits: "Vous ne pouvez construire une route sur un côté
adjacent à une tuile non découverte et vous ne pouvez construire une colonie sur une intersection touchant à une
tuile non découverte"; likewise a lair not captured; "Dans chacune des deux zones non découvertes, vous devez
fonder votre première colonie à l'aide d'un bateau de colons."
"""

from __future__ import annotations

from dataclasses import replace

from games.base import N_, RuleError
from games.catan_ep import board as geo
from games.catan_ep import council, villages
from games.catan_ep.actions import BuildCargo, BuildHarbor, BuildRoad, BuildSettlement, BuildShip, Jettison
from games.catan_ep.hexgrid import Corner, Edge, hexes_at, hexes_of
from games.catan_ep.model import Building, CatanState, Phase, Piece, Road, Ship
from games.catan_ep.pieces import (COSTS, PIECE_BUILD, SUPPLY, Build, fits, in_play, need_piece,
                                   pay)
from games.catan_ep.production import on_turn

WHERE_CARGO = N_("A settler or a crew goes into the dock of one of the player's harbor settlements or into one "
                 "of their ships pointing at one")
NO_ROOM = N_("No room: a dock or a hold takes one settler or two crews; put a piece back first")
CREWS_FROM = 2  # "Dans le deuxième scénario, vous aurez la chance de construire des unités"


def _paid(state: CatanState, seat: int, build: Build) -> CatanState:
    on_turn(state, seat, (Phase.TRADE,))
    return pay(state, seat, COSTS[build])


def _joins(state: CatanState, seat: int, edge: Edge) -> bool:
    """The side touches one's building, or one's road at an intersection no other player's building cuts."""
    for corner in edge.ends:
        building = geo.building_at(state, corner)
        if building is not None:
            if building.owner == seat:
                return True
            continue
        if any(r.owner == seat and corner in r.edge.ends for r in state.roads):
            return True
    return False


def build_road(state: CatanState, action: BuildRoad) -> CatanState:
    on_turn(state, action.seat, (Phase.TRADE,))
    need_piece(state, action.seat, Build.ROAD)
    if not geo.road_place(state, action.edge) or any(r.edge == action.edge for r in state.roads):
        raise RuleError("A road goes on a free side of discovered land, touching no unexplored hex and no pirate "
                        "lair not yet captured", edge=action.edge)
    council.check_side(state, action.edge)
    villages.require_friend(state, action.seat, hexes_of(action.edge))
    if not _joins(state, action.seat, action.edge):
        raise RuleError("A road joins one of the player's roads or buildings", edge=action.edge)
    state = _paid(state, action.seat, Build.ROAD)
    return replace(state, roads=(*state.roads, Road(action.seat, action.edge)))


def check_settlement_spot(state: CatanState, corner: Corner, seat: int | None = None) -> None:
    """Land, nothing unexplored or a lair not captured around, the distance rule; not on the Council's sea hex; by
    a spice village only for ``seat`` with a crew there."""
    if geo.blocked(state, corner):
        raise RuleError("Nothing is built on an intersection touching an unexplored hex or a pirate lair not yet "
                        "captured", corner=corner)
    if not geo.touches_land(state, corner):
        raise RuleError("A settlement stands on an intersection of land", corner=corner)
    council.check_corner(state, corner)
    if seat is not None:
        villages.require_friend(state, seat, hexes_at(corner))
    geo.require_distance(state, corner)


def build_settlement(state: CatanState, action: BuildSettlement) -> CatanState:
    on_turn(state, action.seat, (Phase.TRADE,))
    need_piece(state, action.seat, Build.SETTLEMENT)
    check_settlement_spot(state, action.corner, action.seat)
    if not any(r.owner == action.seat and action.corner in r.edge.ends for r in state.roads):
        raise RuleError("A settlement is built at the end of one of the player's roads (or founded by a settler "
                        "ship)", corner=action.corner)
    zone = geo.zone_of(state, action.corner)
    if zone is not None and not any(b.owner == action.seat and geo.zone_of(state, b.corner) is zone
                                    for b in state.buildings):
        raise RuleError("The first settlement of a player in each unexplored zone is founded by a settler ship",
                        zone=zone.value)
    state = _paid(state, action.seat, Build.SETTLEMENT)
    return replace(state, buildings=(*state.buildings, Building(action.seat, action.corner)))


def build_harbor(state: CatanState, action: BuildHarbor) -> CatanState:
    on_turn(state, action.seat, (Phase.TRADE,))
    building = geo.building_at(state, action.corner)
    if building is None or building.owner != action.seat or building.harbor:
        raise RuleError("A harbor settlement replaces one of the player's settlements", corner=action.corner)
    if not geo.on_coast(state, action.corner):
        raise RuleError("A harbor settlement stands on the coast: choose an intersection by the sea",
                        corner=action.corner)
    need_piece(state, action.seat, Build.HARBOR)
    state = _paid(state, action.seat, Build.HARBOR)
    return replace(state, buildings=tuple(replace(b, harbor=True) if b == building else b for b in state.buildings))


def at_own_harbor(state: CatanState, seat: int, edge: Edge) -> bool:
    return any(b.owner == seat and b.harbor and b.corner in edge.ends for b in state.buildings)


def build_ship(state: CatanState, action: BuildShip) -> CatanState:
    on_turn(state, action.seat, (Phase.TRADE,))
    ships = state.ships
    if action.replacing is not None:
        old = state.ship(action.replacing)
        if old is None or old.seat != action.seat or in_play(state, action.seat, Build.SHIP) < SUPPLY[Build.SHIP]:
            raise RuleError("A ship is taken off the board to be built again only when all 3 are in play, and it "
                            "must be one of the player's")
        ships = tuple(s for s in ships if s.id != action.replacing)  # its cargo goes back to the supply
    else:
        need_piece(state, action.seat, Build.SHIP)
    if not geo.is_route(state, action.edge) or not at_own_harbor(state, action.seat, action.edge):
        raise RuleError("A ship is built on a sea route at one of the player's harbor settlements", edge=action.edge)
    if geo.hidden_touching(state, action.edge):
        raise RuleError("Building a ship cannot discover anything: choose a sea route touching no unexplored hex",
                        edge=action.edge)
    if sum(1 for s in ships if s.edge == action.edge) >= 2:
        raise RuleError("At most 2 ships end their move on a sea route; this one already holds 2", edge=action.edge)
    state = _paid(replace(state, ships=ships), action.seat, Build.SHIP)
    return replace(state, ships=(*ships, Ship(state.next_ship, action.seat, action.edge)),
                   next_ship=state.next_ship + 1)


def build_cargo(state: CatanState, action: BuildCargo) -> CatanState:
    """"vous le placez soit dans un bassin libre d'une de vos colonies portuaires, soit dans un bateau vide qui est
    adjacent à une de vos colonies portuaires"; up to two crews share a dock or a hold."""
    on_turn(state, action.seat, (Phase.TRADE,))
    build = PIECE_BUILD.get(action.piece)
    if build is None:
        raise RuleError(WHERE_CARGO, piece=action.piece.value)
    if build is Build.CREW and state.rules.scenario < CREWS_FROM:
        raise RuleError("Crews come into play from scenario 2")
    need_piece(state, action.seat, build)
    if (action.ship is None) == (action.corner is None):
        raise RuleError(WHERE_CARGO)
    if action.corner is not None:
        dock = geo.building_at(state, action.corner)
        if dock is None or dock.owner != action.seat or not dock.harbor:
            raise RuleError(WHERE_CARGO)
        if not fits((*dock.dock, action.piece)):
            raise RuleError(NO_ROOM)
        state = _paid(state, action.seat, build)
        new = replace(dock, dock=(*dock.dock, action.piece))
        return replace(state, buildings=tuple(new if b == dock else b for b in state.buildings))
    ship = state.ship(action.ship) if action.ship is not None else None
    if ship is None or ship.seat != action.seat or not at_own_harbor(state, action.seat, ship.edge):
        raise RuleError(WHERE_CARGO)
    if not fits((*ship.cargo, action.piece)) or (action.piece is Piece.SETTLER and ship.cargo):
        raise RuleError(NO_ROOM)
    state = _paid(state, action.seat, build)
    new_ship = replace(ship, cargo=(*ship.cargo, action.piece))
    return replace(state, ships=tuple(new_ship if s == ship else s for s in state.ships))


def jettison(state: CatanState, action: Jettison) -> CatanState:
    """"Une figurine peut être retirée du bateau et remise dans la réserve.\""""
    on_turn(state, action.seat, (Phase.TRADE, Phase.MOVE))
    ship = state.ship(action.ship) if action.ship is not None else None
    if ship is not None and ship.seat == action.seat and action.piece in ship.cargo and action.corner is None:
        cargo = list(ship.cargo)
        cargo.remove(action.piece)
        return replace(state, ships=tuple(replace(s, cargo=tuple(cargo)) if s == ship else s for s in state.ships))
    dock = geo.building_at(state, action.corner) if action.corner is not None else None
    if dock is not None and dock.owner == action.seat and action.piece in dock.dock and action.ship is None:
        pieces = list(dock.dock)
        pieces.remove(action.piece)
        new = replace(dock, dock=tuple(pieces))
        return replace(state, buildings=tuple(new if b == dock else b for b in state.buildings))
    raise RuleError("There is no such piece of the player's there to put back", piece=action.piece.value)
