"""Shared set-ups for the Kilia tests: a table of named seats, cards written as codes, supplies filled by hand,
and scenario seats (goods, coins, zones) set directly, as the table would correct them.

Component data: games/kilia/samples.py (NOT the box's): supply slots 2-5 cost 1 3 5 7; contract slots need
1 2 3 4 5 keys and cost 0 1 3 5 7; market bonuses (spaces 0-5) any_good, coins, sprats, contract, any_good,
sprats; wheels zone4 9 7 5 3 2 1, zones3 8 6 4 3 2 1, zones2 7 5 4 3 2 1, market 8 6 4 3 2, contracts
7 5 4 3 2 1, coins 6 4 3 2 1; 4 canal spaces. By default the card lists are 'unlisted' (any card may be turned
up); ``listed=True`` uses the sample lists.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.base import Setup
from games.kilia import cards
from games.kilia.actions import RevealAction, RevealContract
from games.kilia.model import ZONES, ActionCard, Contract, Goods, KiliaState, SeatState, Zone
from games.kilia.rules import Kilia
from games.kilia.samples import SAMPLE_OPTIONS

GAME = Kilia()
NAMES = ["Anna", "Eric", "Cleo", "Dan"]
ANNA, ERIC, CLEO, DAN = range(4)
BOARDS = ["white", "red", "yellow", "brown"]  # Anna white (castle), Eric red (university), ...

# A few cards by colour (zone) and skill.
CASTLE_CARD = "castle/points:salt"
UNIVERSITY_CARD = "university/points:brick"
SHIPYARD_CARD = "shipyard/points:wood"
WAREHOUSE_CARD = "warehouse/points:grain"
FILLER = "warehouse/exchange:salt+wood"
CONTRACT = "1salt > 1coins = 2"


def new_game(players: int = 2, first_seat: int = 0, listed: bool = False, colours: list[str] | None = None,
             unknown: tuple[str, ...] = (), **options: Any) -> KiliaState:
    """``unknown``: component options the game starts without (read off the box when first needed)."""
    data: dict[str, Any] = {k: v for k, v in SAMPLE_OPTIONS.items() if k not in unknown}
    if not listed:
        data.update(action_cards="unlisted", contracts="unlisted")
    boards = colours if colours is not None else BOARDS
    setup = Setup.of([(NAMES[i], boards[i]) for i in range(players)], first_seat=first_seat, **{**data, **options})
    return GAME.initial_state(setup)


def apply(state: KiliaState, *actions: Any) -> KiliaState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


def card(code: str) -> ActionCard:
    return cards.card_from_code(code)


def contract(code: str) -> Contract:
    return cards.contract_from_code(code)


def refill(state: KiliaState, actions: list[str] | None = None, contracts: list[str] | None = None) -> KiliaState:
    """Turn up cards (from the lists given, then fillers) until no slot waits for one."""
    actions, contracts = list(actions or []), list(contracts or [])
    while state.reveal_due:
        if state.action_reveal_due:
            state = apply(state, RevealAction(card(actions.pop(0) if actions else FILLER)))
        else:
            state = apply(state, RevealContract(contract(contracts.pop(0) if contracts else CONTRACT)))
    return state


def table(players: int = 2, actions: list[str] | None = None, contracts: list[str] | None = None,
          **options: Any) -> KiliaState:
    """A new game with both supplies turned up: ``actions`` into slots 1.. (then fillers)."""
    return refill(new_game(players, **options), actions, contracts)


def seat(state: KiliaState, index: int, **changes: Any) -> KiliaState:
    """Scenario set-up: the seat's board as the test needs it (``zones`` may be given as counts per zone:
    {"castle": 2}, filled with cards of the zone's colour)."""
    zones = changes.pop("zones", None)
    if isinstance(zones, dict):
        changes["zones"] = tuple(tuple(card(f"{z.value}/points:salt") for _ in range(zones.get(z.value, 0)))
                                 for z in ZONES)
    elif zones is not None:
        changes["zones"] = zones
    return state.with_seat(index, replace(state.seats[index], **changes))


def goods(salt: int = 0, grain: int = 0, brick: int = 0, wood: int = 0) -> Goods:
    return Goods(salt, grain, brick, wood)


def held(state: KiliaState, index: int) -> SeatState:
    return state.seats[index]


def zone_cards(state: KiliaState, index: int, zone: Zone) -> int:
    return state.seats[index].zone(zone)
