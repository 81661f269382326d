"""The board's geometry and what the table entered: intersections, sides, sea routes along the frame, the coast."""

from __future__ import annotations

import pytest

from games.base import RuleError
from games.catan_ep import board as geo
from games.catan_ep.hexgrid import (corners_of, edges_at, hexes_at, hexes_of, neighbour_corners, neighbours, next_edges,
                                    sides_of)
from games.catan_ep.model import Kind, Zone

from .helpers import C, E, new_game

REGION = [(q, r) for q in range(-3, 4) for r in range(-3, 4)]


def test_corners_and_sides_are_shared_consistently_by_neighbouring_hexes() -> None:
    for q, r in REGION:
        assert len(set(corners_of(q, r))) == 6 and len(set(sides_of(q, r))) == 6
        assert all((q, r) in hexes_at(c) for c in corners_of(q, r))
        assert all((q, r) in hexes_of(e) for e in sides_of(q, r))
        for n in neighbours(q, r):
            assert len(set(sides_of(q, r)) & set(sides_of(*n))) == 1  # one side between neighbours
            assert len(set(corners_of(q, r)) & set(corners_of(*n))) == 2
        for c in corners_of(q, r):
            assert len(edges_at(c)) == 3 and all(c in neighbour_corners(n) for n in neighbour_corners(c))
        assert all(len(next_edges(e)) == 4 for e in sides_of(q, r))  # two more sides at each end


def test_sea_routes_are_sides_of_sea_and_sides_along_the_frame() -> None:
    # catan-ep-fr: "Chaque côté d'une tuile Mer représente une route maritime. ... Les côtés d'une tuile Mer ou
    # Terrain qui longent le cadre sont également considérés comme des routes maritimes."
    state = new_game()
    assert geo.is_route(state, E((1, -1), (2, -1)))  # terrain and sea
    assert geo.is_route(state, E((2, -1), (3, -1)))  # sea and sea
    assert geo.is_route(state, E((3, 0), (4, 0)))  # sea along the frame
    assert geo.is_route(state, E((1, -3), (1, -4)))  # an unexplored hex along the frame
    assert geo.is_route(state, E((1, -2), (1, -3)))  # sea beside an unexplored hex
    assert not geo.is_route(state, E((0, 0), (1, 0)))  # two terrains
    assert not geo.is_route(state, E((1, -3), (2, -3)))  # two unexplored hexes
    assert not geo.is_route(state, E((9, 9), (9, 10)))  # off the board


def test_coast_land_and_blocked_intersections() -> None:
    state = new_game()
    coast, inland, open_sea = C((1, -1), (1, -2), (2, -2)), C((0, 0), (1, -1), (1, 0)), C((2, 0), (3, -1), (3, 0))
    assert geo.on_coast(state, coast) and not geo.on_coast(state, inland) and not geo.on_coast(state, open_sea)
    assert geo.touches_land(state, inland) and not geo.touches_land(state, open_sea)
    unknown = C((1, -2), (2, -2), (2, -3))
    assert geo.blocked(state, unknown) and not geo.blocked(state, coast)
    assert geo.hidden_touching(state, E((1, -2), (2, -2))) == [(2, -3)]
    assert geo.near_start_island(state, (2, 0)) and not geo.near_start_island(state, (3, 0))
    north = [h for h in state.hexes if h.zone is Zone.NORTH]
    assert len(north) == 6 and all(h.kind is Kind.HIDDEN for h in north)


def test_the_board_text_is_checked_item_by_item() -> None:
    with pytest.raises(RuleError, match="is not 'q,r kind"):
        geo.parse_board("0,0 volcano 5")
    with pytest.raises(RuleError, match="2 to 12 but 7"):
        geo.parse_board("0,0 forest 7")
    with pytest.raises(RuleError, match="no start island"):
        geo.parse_board("0,0 sea; 1,0 north")
    hexes = geo.parse_board("0,0 forest 5; 1,0 sea; 2,0 south")
    assert [(h.at, h.kind, h.number, h.zone) for h in hexes] == [
        ((0, 0), Kind.FOREST, 5, None), ((1, 0), Kind.SEA, None, None), ((2, 0), Kind.HIDDEN, None, Zone.SOUTH)]
