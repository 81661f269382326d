"""Each seat's pieces (what it takes at set-up, what is on the board, what is left), the building costs, paying,
and room in holds and docks.

Supplies: "toutes les routes du jeu de base" (15), "toutes les colonies du jeu de base" (5), "les 4 colonies
portuaires", "les 3 bateaux", "les 2 colons", and from scenario 2 "toutes les unités" (9) and "le bateau pirate".
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import replace
from typing import Iterable

from games.base import N_, RuleError
from games.catan_ep.model import HOLD, SIZE, CatanState, Piece, Resources
from games.catan_ep.words import cards_phrase


class Build(enum.Enum):
    ROAD = "road"
    SETTLEMENT = "settlement"
    HARBOR = "harbor"
    SHIP = "ship"
    SETTLER = "settler"
    CREW = "crew"


# Base game (standard Catan): road 1 wood 1 brick; settlement 1 wood 1 brick 1 wool 1 grain. The rulebook:
# ship "1 bois et 1 laine", settler "les mêmes ressources que la construction d'une colonie", harbor settlement
# "2 blés et 2 minerais", crew "1 minerai et 1 laine".
COSTS = {Build.ROAD: Resources(wood=1, brick=1), Build.SETTLEMENT: Resources(wood=1, brick=1, wool=1, grain=1),
         Build.HARBOR: Resources(grain=2, ore=2), Build.SHIP: Resources(wood=1, wool=1),
         Build.SETTLER: Resources(wood=1, brick=1, wool=1, grain=1), Build.CREW: Resources(wool=1, ore=1)}
SUPPLY = {Build.ROAD: 15, Build.SETTLEMENT: 5, Build.HARBOR: 4, Build.SHIP: 3, Build.SETTLER: 2, Build.CREW: 9}
PIECE_BUILD = {Piece.SETTLER: Build.SETTLER, Piece.CREW: Build.CREW}
NONE_LEFT_MESSAGES = {
    Build.ROAD: N_("{player} has no road left in their supply (all {count} are in play)"),
    Build.SETTLEMENT: N_("{player} has no settlement left in their supply (all {count} are in play)"),
    Build.HARBOR: N_("{player} has no harbor settlement left in their supply (all {count} are in play)"),
    Build.SHIP: N_("{player} has no ship left in their supply (all {count} are in play)"),
    Build.SETTLER: N_("{player} has no settler left in their supply (all {count} are in play)"),
    Build.CREW: N_("{player} has no crew left in their supply (all {count} are in play)"),
}


def _pieces_in(state: CatanState, seat: int, piece: Piece) -> int:
    held = sum(s.cargo.count(piece) for s in state.ships if s.seat == seat)
    held += sum(b.dock.count(piece) for b in state.buildings if b.owner == seat)
    if piece is Piece.CREW:
        held += sum(h.crews.count(seat) for h in state.hexes)
    return held


def in_play(state: CatanState, seat: int, build: Build) -> int:
    """How many of the seat's pieces of this kind are out of its supply."""
    if build is Build.ROAD:
        return sum(1 for r in state.roads if r.owner == seat)
    if build is Build.SETTLEMENT:
        return sum(1 for b in state.buildings if b.owner == seat and not b.harbor)
    if build is Build.HARBOR:
        return sum(1 for b in state.buildings if b.owner == seat and b.harbor)
    if build is Build.SHIP:
        return sum(1 for s in state.ships if s.seat == seat)
    return _pieces_in(state, seat, Piece.SETTLER if build is Build.SETTLER else Piece.CREW)


def left(state: CatanState, seat: int, build: Build) -> int:
    return SUPPLY[build] - in_play(state, seat, build)


def need_piece(state: CatanState, seat: int, build: Build) -> None:
    if left(state, seat, build) <= 0:
        raise RuleError(NONE_LEFT_MESSAGES[build], player=state.name(seat), count=SUPPLY[build])


def pay(state: CatanState, seat: int, cost: Resources) -> CatanState:
    """The seat pays ``cost`` to the bank; RuleError if its hand lacks a card."""
    hand = state.seats[seat].hand
    if not hand.covers(cost):
        raise RuleError("{player} cannot pay: it costs {cost}, and their hand holds {hand}",
                        player=state.name(seat), cost=cards_phrase(cost), hand=cards_phrase(hand))
    return replace(state, seats=state.seat_changed(seat, hand=hand.minus(cost)))


def pay_gold(state: CatanState, seat: int, gold: int, refusal: str) -> CatanState:
    """The seat pays ``gold``; else RuleError(refusal) (a message id with {player}, {gold}, {have})."""
    have = state.seats[seat].gold
    if have < gold:
        raise RuleError(refusal, player=state.name(seat), gold=gold, have=have)
    return replace(state, seats=state.seat_changed(seat, gold=have - gold))


def load(pieces: Iterable[Piece]) -> int:
    return sum(SIZE[p] for p in pieces)


def fits(pieces: Iterable[Piece]) -> bool:
    return load(pieces) <= HOLD


def is_part_of(part: Iterable[Piece], whole: Iterable[Piece]) -> bool:
    """Every piece of ``part`` is among ``whole`` (as many times)."""
    need, have = Counter(part), Counter(whole)
    return all(have[p] >= n for p, n in need.items())
