"""Where a piece may go now (docs/design.md#the-engine-face): the set-up's next piece, the pirate ship's sea hex, a
build chosen in the panel, the selected ship's next sea route or the intersection its settler founds a settlement
on. The answer is exactly what ``apply`` accepts (tests/games/catan_ep/test_places.py plays thousands of random
states against a dry apply of each place), found without building the next state for each place: what does not
depend on the place (whose turn, the phase, a piece left, the cost) is asked once, then each place's own checks.
"""

from __future__ import annotations

import enum
from typing import Any, Iterable

from games.base import RuleError
from games.catan_ep import board as geo
from games.catan_ep import council, villages
from games.catan_ep.actions import (Action, BuildCargo, BuildHarbor, BuildRoad, BuildSettlement, BuildShip, Found,
                                    MoveShip, Place, PlacePirate)
from games.catan_ep.build import CREWS_FROM, _joins, at_own_harbor, check_settlement_spot
from games.catan_ep.hexgrid import Corner, Edge, corners_of, edges_at, hexes_of, next_edges
from games.catan_ep.model import CatanState, Kind, Phase, Piece, SetupPiece, Ship
from games.catan_ep.movement import _way_out, begin, moving, own_ship
from games.catan_ep.pieces import COSTS, SUPPLY, Build, fits, in_play, need_piece
from games.catan_ep.pirates import pirate_places, place_pirate
from games.catan_ep.production import on_turn
from games.messages import passes

# An intersection (Corner), a side (Edge) or a hex (Coord): ``shape`` says which a spot's places are.
PlaceAt = Any


class Spot(enum.Enum):
    """What a tap on the map places now."""

    SETUP = "setup"  # the set-up's next piece (an intersection or a side, as the plan says)
    PIRATE = "pirate"  # the pirate ship's sea hex
    ROAD = "road"
    SETTLEMENT = "settlement"
    HARBOR = "harbor"  # a settlement made a harbor settlement
    SHIP = "ship"
    SETTLER = "settler"  # into the dock of a harbor settlement
    CREW = "crew"
    MOVE = "move"  # the selected ship's next sea route
    FOUND = "found"  # the intersection the selected ship's settler founds a settlement on


BUILDS = {Spot.ROAD: Build.ROAD, Spot.SETTLEMENT: Build.SETTLEMENT, Spot.HARBOR: Build.HARBOR,
          Spot.SHIP: Build.SHIP, Spot.SETTLER: Build.SETTLER, Spot.CREW: Build.CREW}
CARGO = {Spot.SETTLER: Piece.SETTLER, Spot.CREW: Piece.CREW}


def shape(state: CatanState, spot: Spot) -> str:
    """"corner", "edge" or "hex": what the places of ``spot`` are."""
    if spot is Spot.SETUP:
        return "corner" if state.plan and state.plan[0].piece in (SetupPiece.HARBOR, SetupPiece.SETTLEMENT) else "edge"
    if spot is Spot.PIRATE:
        return "hex"
    return "edge" if spot in (Spot.ROAD, Spot.SHIP, Spot.MOVE) else "corner"


def action_at(state: CatanState, seat: int, spot: Spot, place: PlaceAt, ship: int | None = None,
              replacing: int | None = None) -> Action:
    """The action a tap on ``place`` plays (a ship built when all 3 are in play takes ``replacing`` off the board:
    by default the seat's first ship)."""
    if spot is Spot.SETUP:
        return Place(seat, corner=place) if shape(state, spot) == "corner" else Place(seat, edge=place)
    if spot is Spot.PIRATE:
        return PlacePirate(seat, place)
    if spot is Spot.ROAD:
        return BuildRoad(seat, place)
    if spot is Spot.SETTLEMENT:
        return BuildSettlement(seat, place)
    if spot is Spot.HARBOR:
        return BuildHarbor(seat, place)
    if spot is Spot.SHIP:
        return BuildShip(seat, place, _replacing(state, seat, replacing))
    if spot in CARGO:
        return BuildCargo(seat, CARGO[spot], corner=place)
    assert ship is not None, "a ship's move or founding names the ship"
    return MoveShip(seat, ship, place) if spot is Spot.MOVE else Found(seat, ship, place)


def _replacing(state: CatanState, seat: int, replacing: int | None) -> int | None:
    if replacing is None and in_play(state, seat, Build.SHIP) >= SUPPLY[Build.SHIP]:
        return next((s.id for s in state.ships if s.seat == seat), None)
    return replacing


def candidates(state: CatanState, seat: int, spot: Spot, ship: int | None = None) -> list[PlaceAt]:
    """The places a tap may name for ``spot`` (a superset of the legal ones), in a stable order."""
    mine = [b for b in state.buildings if b.owner == seat]
    if spot is Spot.SETUP:
        if not state.plan:
            return []
        step = state.plan[0]
        if shape(state, spot) == "corner":
            island = [(h.q, h.r) for h in state.hexes if h.zone is None and h.kind is not Kind.SEA]
            return sorted({c for at in island for c in corners_of(*at)})
        return sorted({e for b in state.buildings if b.owner == step.owner for e in edges_at(b.corner)})
    if spot is Spot.PIRATE:
        return [h.at for h in state.hexes]
    if spot is Spot.ROAD:
        ends = {c for r in state.roads if r.owner == seat for c in r.edge.ends} | {b.corner for b in mine}
        return sorted({e for c in ends for e in edges_at(c)})
    if spot is Spot.SETTLEMENT:
        return sorted({c for r in state.roads if r.owner == seat for c in r.edge.ends})
    if spot is Spot.HARBOR:
        return [b.corner for b in mine if not b.harbor]
    if spot is Spot.SHIP:
        return sorted({e for b in mine if b.harbor for e in edges_at(b.corner)})
    if spot in CARGO:
        return [b.corner for b in mine if b.harbor]
    boat = state.ship(ship) if ship is not None else None
    if boat is None:
        return []
    return list(next_edges(boat.edge)) if spot is Spot.MOVE else list(boat.edge.ends)


def _can_build(state: CatanState, seat: int, build: Build) -> bool:
    """What a build asks whatever its place: the seat's turn at trade and build, a piece left, the cost."""
    if not passes(lambda: on_turn(state, seat, (Phase.TRADE,))):
        return False
    if build is Build.CREW and state.rules.scenario < CREWS_FROM:
        return False
    return left_ok(state, seat, build) and state.seats[seat].hand.covers(COSTS[build])


def left_ok(state: CatanState, seat: int, build: Build) -> bool:
    return passes(lambda: need_piece(state, seat, build))


def _road_ok(state: CatanState, seat: int, edge: Edge) -> bool:
    return (geo.road_place(state, edge) and not any(r.edge == edge for r in state.roads)
            and passes(lambda: council.check_side(state, edge))
            and passes(lambda: villages.require_friend(state, seat, hexes_of(edge))) and _joins(state, seat, edge))


def _settlement_ok(state: CatanState, seat: int, corner: Corner) -> bool:
    if not passes(lambda: check_settlement_spot(state, corner, seat)):
        return False
    zone = geo.zone_of(state, corner)
    return zone is None or any(b.owner == seat and geo.zone_of(state, b.corner) is zone for b in state.buildings)


def _harbor_ok(state: CatanState, seat: int, corner: Corner) -> bool:
    building = geo.building_at(state, corner)
    return (building is not None and building.owner == seat and not building.harbor
            and geo.on_coast(state, corner))


def _ship_places(state: CatanState, seat: int, edges: Iterable[Edge], replacing: int | None) -> list[PlaceAt]:
    if not passes(lambda: on_turn(state, seat, (Phase.TRADE,))) or not state.seats[seat].hand.covers(
            COSTS[Build.SHIP]):
        return []
    replacing = _replacing(state, seat, replacing)
    if replacing is not None:
        old = state.ship(replacing)
        if old is None or old.seat != seat or in_play(state, seat, Build.SHIP) < SUPPLY[Build.SHIP]:
            return []
    elif not left_ok(state, seat, Build.SHIP):
        return []
    ships = [s.edge for s in state.ships if s.id != replacing]
    return [e for e in edges if geo.is_route(state, e) and at_own_harbor(state, seat, e)
            and not geo.hidden_touching(state, e) and ships.count(e) < 2]


def _dock_ok(state: CatanState, seat: int, corner: Corner, piece: Piece) -> bool:
    dock = geo.building_at(state, corner)
    return dock is not None and dock.owner == seat and dock.harbor and fits((*dock.dock, piece))


def _setup_places(state: CatanState, seat: int, places: list[PlaceAt]) -> list[PlaceAt]:
    if state.phase is not Phase.SETUP or not state.plan or state.plan[0].seat != seat:
        return []
    step = state.plan[0]
    if step.piece in (SetupPiece.HARBOR, SetupPiece.SETTLEMENT):
        harbor = step.piece is SetupPiece.HARBOR
        return [c for c in places if geo.touches_land(state, c) and geo.zone_of(state, c) is None
                and not geo.blocked(state, c) and geo.distance_rule_ok(state, c)
                and (not harbor or geo.on_coast(state, c))]
    found = []
    for edge in places:
        mine = [b for b in state.buildings if b.owner == step.owner and b.corner in edge.ends]
        if step.piece is SetupPiece.ROAD:
            ok = (geo.road_place(state, edge) and not any(r.edge == edge for r in state.roads)
                  and any(not b.harbor for b in mine))
        else:
            ok = (any(b.harbor for b in mine) and geo.is_route(state, edge) and not geo.hidden_touching(state, edge)
                  and len(geo.ships_on(state, edge)) < 2)
        if ok:
            found.append(edge)
    return found


def _under_way(state: CatanState, seat: int, ship_id: int, settles: bool) -> tuple[CatanState, Ship] | None:
    """The state with the seat's ship under way (a settlement left in the supply, for ``settles``), or None."""
    try:
        state = moving(state, seat)
        ship = own_ship(state, seat, ship_id)
        if settles:
            need_piece(state, seat, Build.SETTLEMENT)
        return begin(state, ship), ship
    except RuleError:
        return None


def _move_places(state: CatanState, seat: int, ship_id: int, places: list[PlaceAt]) -> list[PlaceAt]:
    under_way = _under_way(state, seat, ship_id, settles=False)
    if under_way is None:
        return []
    state, ship = under_way
    if state.turn.moves_left < 1:
        return []
    pirate = state.pirate
    taxed = pirate is not None and pirate.seat != ship.seat and ship.id not in state.turn.tribute
    broke = state.seats[ship.seat].gold < 1
    found = []
    for edge in places:
        if not geo.is_route(state, edge):
            continue
        if len(geo.ships_on(state, edge)) >= 2 and (state.turn.moves_left == 1 or geo.hidden_touching(state, edge)
                                                     or not _way_out(state, ship, edge)):
            continue
        if taxed and broke and pirate is not None and (geo.along(ship.edge, pirate.at) or geo.along(edge, pirate.at)):
            continue
        found.append(edge)
    return found


def _found_places(state: CatanState, seat: int, ship_id: int, places: list[PlaceAt]) -> list[PlaceAt]:
    under_way = _under_way(state, seat, ship_id, settles=True)
    if under_way is None or Piece.SETTLER not in under_way[1].cargo:
        return []
    before = moving(state, seat)  # the settlement's place is judged before the ship is under way, as apply does
    return [c for c in places if passes(lambda: check_settlement_spot(before, c, seat))]


def legal_places(state: CatanState, seat: int, spot: Spot, ship: int | None = None,
                 replacing: int | None = None) -> tuple[PlaceAt, ...]:
    """Every place where ``apply`` accepts ``action_at(state, seat, spot, place, ship, replacing)`` now."""
    if state.phase is Phase.OVER:
        return ()
    places = candidates(state, seat, spot, ship)
    if spot is Spot.SETUP:
        return tuple(_setup_places(state, seat, places))
    if spot is Spot.PIRATE:
        if not passes(lambda: on_turn(state, seat, (Phase.PIRATE,))):
            return ()
        allowed = set(pirate_places(state))
        return tuple(at for at in places if at in allowed
                     and passes(lambda: place_pirate(state, PlacePirate(seat, at))))
    if spot is Spot.MOVE or spot is Spot.FOUND:
        if ship is None:
            return ()
        pick = _move_places if spot is Spot.MOVE else _found_places
        return tuple(pick(state, seat, ship, places))
    if spot is Spot.SHIP:
        return tuple(_ship_places(state, seat, places, replacing))
    if not _can_build(state, seat, BUILDS[spot]):
        return ()
    if spot is Spot.ROAD:
        return tuple(e for e in places if _road_ok(state, seat, e))
    if spot is Spot.SETTLEMENT:
        return tuple(c for c in places if _settlement_ok(state, seat, c))
    if spot is Spot.HARBOR:
        return tuple(c for c in places if _harbor_ok(state, seat, c))
    return tuple(c for c in places if _dock_ok(state, seat, c, CARGO[spot]))
