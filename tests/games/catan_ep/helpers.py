"""Shared set-ups for the Explorers & Pirates tests: the sample board (games.catan_ep.sampling, NOT the box's),
intersections and sides named by the hexes that meet there, and tables laid out directly (pieces, hands, gold)
as a scenario's middle would have them.

The sample board, axial (q, r), pointy-top hexes, r growing southwards:
  start island: (0,0) fields 6, (1,0) forest 8, (1,-1) pasture 5, (0,-1) hills 9, (-1,0) mountains 10,
                (-1,1) forest 4, (0,1) hills 11
  ring 2 (distance 2 from (0,0)): sea, all next to the start island (no pirate ship there)
  ring 3: north zone (unexplored) for r <= -2: (0,-3) (1,-3) (2,-3) (3,-3) (-1,-2) (3,-2);
          south zone for r >= 2: (0,3) (-1,3) (-2,3) (-3,3) (1,2) (-3,2);
          sea (pirate ships may go there): (-2,-1) (3,-1) (-3,0) (3,0) (-3,1) (2,1)
  scenarios 3-5: (2,0), east of the forest (1,0), is the Council of Catan, its harbors on its top corner
  (with (2,-1) and (3,-1)) and its bottom corner (with (2,1) and (1,1)).
Sample tracks (NOT the cards'): pirate lairs 0 0 1 1 2 2 3 3 4, fish 0 1 1 2 2 2 3 3, spices 0 0 1 1 2 2 3 3 4.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable

from games.base import Setup
from games.catan_ep.hexgrid import Coord, Corner, Edge, corner_between, edge_between
from games.catan_ep.model import Building, CatanState, Hex, Kind, Phase, Piece, Resources, Road, SeatState, Ship
from games.catan_ep.rules import CatanExplorersPirates
from games.catan_ep.sampling import SAMPLE_COUNCIL_BOARD, SAMPLE_OPTIONS

GAME = CatanExplorersPirates()
NAMES = ["Red", "Blue", "White", "Orange"]
RED, BLUE, WHITE, ORANGE = range(4)

FIELDS, FOREST, PASTURE, HILLS, MOUNTAINS = (0, 0), (1, 0), (1, -1), (0, -1), (-1, 0)
FOREST2, HILLS2 = (-1, 1), (0, 1)


def E(a: Coord, b: Coord) -> Edge:  # noqa: N802 (short names keep the maps readable)
    return edge_between(a, b)


def C(a: Coord, b: Coord, c: Coord) -> Corner:  # noqa: N802
    return corner_between(a, b, c)


def new_game(players: int = 2, scenario: int = 1, first_seat: int = 0, **options: Any) -> CatanState:
    """Scenarios 3-5 play on the sample board with the Council of Catan at (2,0) (harbors on its top and bottom
    corners)."""
    council = {"board": SAMPLE_COUNCIL_BOARD} if scenario >= 3 else {}
    data = {**SAMPLE_OPTIONS, "scenario": scenario, **council, **options}
    setup = Setup.of([(NAMES[i], NAMES[i].lower()) for i in range(players)], first_seat=first_seat, **data)
    return GAME.initial_state(setup)


def apply(state: CatanState, *actions: Any) -> CatanState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


def table(players: int = 2, scenario: int = 1, seat: int = RED, phase: Phase = Phase.TRADE,
          buildings: Iterable[Building] = (), roads: Iterable[Road] = (), ships: Iterable[Ship] = (),
          hands: dict[int, Resources] | None = None, gold: dict[int, int] | None = None, **changes: Any) -> CatanState:
    """A game past its set-up, with exactly these pieces, cards and gold (others: none, 0 gold)."""
    state = new_game(players, scenario)
    seats = tuple(SeatState((hands or {}).get(s, Resources()), (gold or {}).get(s, 0)) for s in range(players))
    ships = tuple(ships)
    return replace(state, plan=(), phase=phase, seat=seat, buildings=tuple(buildings), roads=tuple(roads),
                   ships=ships, seats=seats, next_ship=1 + max((s.id for s in ships), default=-1), **changes)


def with_hex(state: CatanState, at: Coord, kind: Kind, number: int | None = None, **fields: Any) -> CatanState:
    return replace(state, hexes=tuple(replace(h, kind=kind, number=number, **fields) if h.at == at else h
                                      for h in state.hexes))


def hex_of(state: CatanState, at: Coord) -> Hex:
    return next(h for h in state.hexes if h.at == at)


def ship(ship_id: int, seat: int, edge: Edge, *cargo: Piece) -> Ship:
    return Ship(ship_id, seat, edge, tuple(cargo))
