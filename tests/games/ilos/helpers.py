"""Shared set-ups for the Ilos tests: a table of named seats, tiles described by hand, and a starting map.

The starting map of ``archipelago_start`` (3 players, Ana first), as the rulebook's piracy example draws it:

    (-1, 0) WEST tile       (0, 0) LAIR tile            (1, 0) EAST tile
    land 0 -- east edge ==  land 0 (west edge)  |  land 1 (east edge) == land 0 -- west edge
    land 1: an islet        pirate lair at sea                              land 1: an islet

    island 0 = LAIR land 0 + WEST land 0   (a coast on the lair tile: taxed by its lair)
    island 1 = LAIR land 1 + EAST land 0   (a coast on the lair tile: taxed by its lair)
    island 3 = WEST land 1 (islet)          (a coast on the WEST tile only, which has a lair too)
    island 5 = EAST land 1 (islet)          (no coast on any lair tile: never taxed)

First ships: Ana on island 0 (LAIR land 0), Ben on island 3 (WEST land 1), Cleo on island 5 (EAST land 1).
Tile indices: LAIR 0, WEST 1, EAST 2.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.base import Setup
from games.ilos.actions import CorrectStash, FirstIsland, RevealTile
from games.ilos.model import IlosState, Resources, Spot, SpotKind, TileSpec
from games.ilos.rules import SAMPLE_PRICES, Ilos

GAME = Ilos()
NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve"]
ANA, BEN, CLEO, DAN, EVE = range(5)
EBONY, DYE, SPICES, GOLD, RUINS, BUILDING = (SpotKind.EBONY, SpotKind.DYE, SpotKind.SPICES, SpotKind.GOLD,
                                             SpotKind.RUINS, SpotKind.BUILDING)
PRICES = dict(SAMPLE_PRICES)  # ebony 2 3 4 5 6, dye 2 3 4 6 8, gold 3 4 5 6 7, spices 1 2 4 6 9
UNREAD = {name: None for name in PRICES}  # options of a game started with no price row: each is read at first need


def new_game(players: int = 3, first_seat: int = 0, **options: Any) -> IlosState:
    setup = Setup.of([(f"{NAMES[i % 5]}{i // 5 or ''}", "c") for i in range(players)], first_seat=first_seat,
                     **{**PRICES, **options})
    return GAME.initial_state(setup)


def apply(state: IlosState, *actions: Any) -> IlosState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


def spots(*kinds: SpotKind, land: int = 0) -> tuple[Spot, ...]:
    return tuple(Spot(land, k) for k in kinds)


def land_tile(*kinds: SpotKind, lair: bool = False) -> TileSpec:
    """One land reaching every side (any placement next to land fits)."""
    return TileSpec(1, spots(*kinds), (0,), (0,), (0,), (0,), lair)


FILLER = land_tile(EBONY, DYE, SPICES)
LAIR = TileSpec(2, spots(EBONY, GOLD, BUILDING, BUILDING) + spots(DYE, BUILDING, RUINS, land=1),
                north=(), east=(1,), south=(), west=(0,), lair=True)
WEST = TileSpec(2, spots(SPICES, BUILDING) + spots(EBONY, GOLD, BUILDING, RUINS, land=1), east=(0,), lair=True)
EAST = TileSpec(2, spots(DYE) + spots(EBONY, GOLD, BUILDING, DYE, land=1), west=(0,))


def refill(state: IlosState, queue: list[TileSpec]) -> IlosState:
    """Turn up tiles (from ``queue``, then fillers) until the exploration area is full again."""
    while state.reveal_due:
        state = apply(state, RevealTile(queue.pop(0) if queue else FILLER))
    return state


def first_islands(state: IlosState, islands: list[tuple[TileSpec, int, int, int]],
                  extra: tuple[TileSpec, ...] = ()) -> IlosState:
    """The first-islands round: each (tile, x, y, land) in seat order, the tiles turned up as needed."""
    queue = [spec for spec, *_ in islands] + list(extra)
    state = refill(state, queue)
    for spec, x, y, land in islands:
        state = refill(apply(state, FirstIsland(state.seat, state.area.index(spec), x, y, 0, land)), queue)
    return state


def archipelago_start(**options: Any) -> IlosState:
    return first_islands(new_game(3, **options), [(LAIR, 0, 0, 0), (WEST, -1, 0, 1), (EAST, 1, 0, 1)])


def with_hands(state: IlosState, **hands: int) -> IlosState:
    """Scenario set-up: seats hold these many cards (taken from or put back on the deck)."""
    seats = list(state.seats)
    deck = state.deck
    for name, hand in hands.items():
        seat = NAMES.index(name.capitalize())
        deck -= hand - seats[seat].hand
        seats[seat] = replace(seats[seat], hand=hand)
    assert deck >= 0
    return replace(state, seats=tuple(seats), deck=deck)


def with_stash(state: IlosState, seat: int, **counts: int) -> IlosState:
    return apply(state, CorrectStash(seat, Resources(**counts)))


def cards_in_play(state: IlosState) -> int:
    return state.deck + state.discard + sum(s.hand for s in state.seats)
