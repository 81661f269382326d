"""What a tap on the map names now, and where the rules allow it: the set-up's next piece, the pirate ship's
hex, the build chosen in the panel, the selected ship's next sea route or the intersection its settlers found a
settlement on. Each place is tried on the engine (``legal``), so the map rings exactly what would be accepted.
No Kivy: the screen draws the rings and plays ``make(place)``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from companion.screens.catan_ep.geometry import board_corners, board_edges
from games.catan_ep.actions import (BuildCargo, BuildHarbor, BuildRoad, BuildSettlement, BuildShip, Found, MoveShip,
                                    Place, PlacePirate)
from games.catan_ep.hexgrid import edges_at, next_edges
from games.catan_ep.model import CatanState, Kind, Phase, Piece, SetupPiece
from games.catan_ep.pieces import Build, left

Legal = Callable[[Any], bool]
CORNER_BUILDS = ("settlement", "harbor", "settler", "crew")
EDGE_BUILDS = ("road", "ship")


@dataclass
class Target:
    kind: str  # "corner", "edge" or "hex"
    marks: list[Any]
    make: Callable[[Any], Any] | None  # the action for a tapped place (None: the place is only shown)


def _own_corners(state: CatanState, seat: int) -> list[Any]:
    return [b.corner for b in state.buildings if b.owner == seat]


def _network_edges(state: CatanState, seat: int) -> list[Any]:
    ends = {c for r in state.roads if r.owner == seat for c in r.edge.ends} | set(_own_corners(state, seat))
    return sorted({e for c in ends for e in edges_at(c)})


def board_spots(state: CatanState, kind: str) -> list[Any]:
    coords = [h.at for h in state.hexes]
    return list(board_corners(coords) if kind == "corner" else board_edges(coords))


def build_places(state: CatanState, seat: int, build: str,
                 replacing: int | None = None) -> tuple[str, list[Any], Callable[[Any], Any]]:
    """(kind of place, candidate places, action maker) of a build chosen in the panel; a ship built when all 3
    are in play takes ``replacing`` (by default the seat's first ship) off the board."""
    if build == "road":
        return "edge", _network_edges(state, seat), lambda e: BuildRoad(seat, e)
    if build == "settlement":
        ends = sorted({c for r in state.roads if r.owner == seat for c in r.edge.ends})
        return "corner", ends, lambda c: BuildSettlement(seat, c)
    if build == "harbor":
        return "corner", [b.corner for b in state.buildings if b.owner == seat and not b.harbor], \
            lambda c: BuildHarbor(seat, c)
    harbors = [b.corner for b in state.buildings if b.owner == seat and b.harbor]
    if build == "ship":
        if left(state, seat, Build.SHIP) == 0 and replacing is None:
            replacing = next((s.id for s in state.ships if s.seat == seat), None)
        return "edge", sorted({e for c in harbors for e in edges_at(c)}), lambda e: BuildShip(seat, e, replacing)
    piece = Piece.SETTLER if build == "settler" else Piece.CREW
    return "corner", harbors, lambda c: BuildCargo(seat, piece, corner=c)


def _setup(state: CatanState) -> tuple[str, list[Any], Callable[[Any], Any]]:
    step = state.plan[0]
    if step.piece in (SetupPiece.HARBOR, SetupPiece.SETTLEMENT):
        island = [(h.q, h.r) for h in state.hexes if h.zone is None and h.kind is not Kind.SEA]
        return "corner", board_corners(island), lambda c: Place(step.seat, corner=c)
    edges = sorted({e for c in _own_corners(state, step.owner) for e in edges_at(c)})
    return "edge", edges, lambda e: Place(step.seat, edge=e)


def target(state: CatanState, build: str | None, ship: int | None, legal: Legal,
           pirate: Callable[[Any], Any] | None = None, replacing: int | None = None) -> Target | None:
    """The map's target now; ``pirate(at)`` is called for a tapped hex when the pirate ship is due."""
    seat = state.seat
    found: tuple[str, list[Any], Callable[[Any], Any]] | None = None
    if state.phase is Phase.SETUP:
        found = _setup(state)
    elif state.phase is Phase.REVEAL and state.reveal:
        return Target("hex", [state.reveal[0]], None)
    elif state.phase is Phase.CAPTURE and state.capture is not None:
        return Target("hex", [(state.capture.q, state.capture.r)], None)
    elif state.phase is Phase.PIRATE:
        sea = [h.at for h in state.hexes if h.kind is Kind.SEA]
        marks = [at for at in sea if legal(PlacePirate(seat, at))]  # robbing is a choice made after
        return Target("hex", marks, pirate)
    elif state.phase is Phase.TRADE and build in (*CORNER_BUILDS, *EDGE_BUILDS):
        found = build_places(state, seat, build, replacing)
    elif state.phase in (Phase.TRADE, Phase.MOVE) and ship is not None and state.ship(ship) is not None:
        boat = state.ship(ship)
        assert boat is not None
        if build == "found":
            found = "corner", list(boat.edge.ends), lambda c: Found(seat, ship, c)
        else:
            found = "edge", list(next_edges(boat.edge)), lambda e: MoveShip(seat, ship, e)
    if found is None:
        return None
    kind, places, make = found
    return Target(kind, [p for p in places if legal(make(p))], make)

