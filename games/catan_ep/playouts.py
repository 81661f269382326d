"""Seeded random playouts (the game's own sampler) for tests and benchmarks: the states a table passes through,
scenarios 1 to 5 with 2 to 4 players on the sample board (games.catan_ep.sampling, NOT the box's), and where a
dry apply accepts a piece (what legal_places is measured and tested against)."""

from __future__ import annotations

import random
from typing import Any, Iterator

from games.base import RuleError, Setup
from games.catan_ep.model import CatanState
from games.catan_ep.places import PlaceAt, Spot, action_at, candidates
from games.catan_ep.rules import CatanExplorersPirates
from games.catan_ep.sampling import SAMPLE_BOARD, SAMPLE_COUNCIL_BOARD, SAMPLE_TRACKS

GAME = CatanExplorersPirates()
NAMES = ("Red", "Blue", "White", "Orange")
COLOURS = ("red", "blue", "white", "orange")


def start(scenario: int, players: int) -> CatanState:
    board = SAMPLE_BOARD if scenario < 3 else SAMPLE_COUNCIL_BOARD
    options: dict[str, Any] = {"scenario": scenario, "board": board, **SAMPLE_TRACKS}
    table = Setup.of(list(zip(NAMES[:players], COLOURS[:players])), **options)
    return GAME.initial_state(table)


def states(seed: int, limit: int = 400) -> Iterator[CatanState]:
    """Every state of one seeded random game (its scenario and player count drawn from the seed)."""
    rng = random.Random(seed)
    state = start(rng.randint(1, 5), rng.randint(2, 4))
    for _ in range(limit):
        yield state
        action = GAME.sample_action(state, rng)
        if action is None:
            return
        state = GAME.apply(state, action)


def dry_apply_places(state: CatanState, seat: int, spot: Spot, ship: int | None = None) -> tuple[PlaceAt, ...]:
    """The places where a dry apply accepts ``spot``'s action: what the screens did before legal_places, and the
    answer legal_places is tested against."""
    found = []
    for place in candidates(state, seat, spot, ship):
        try:
            GAME.apply(state, action_at(state, seat, spot, place, ship))
        except RuleError:
            continue
        found.append(place)
    return tuple(found)
