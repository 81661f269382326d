"""Shared set-ups for the Kilim tests: a table of named seats and short ways to play a turn."""

from __future__ import annotations

from typing import Any

from games.base import Setup
from games.kilim.actions import LayDomino, Offer, RevealBids, RevealDomino, RevealOffers, SealBid
from games.kilim.model import Direction, KilimState, Motif, Phase, Placement, Special
from games.kilim.rules import Kilim

GAME = Kilim()
NAMES = ["Red", "Blue", "Green", "Pink", "Yellow", "Black"]
A, B, C, D, E, T = Motif.A, Motif.B, Motif.C, Motif.D, Motif.E, Motif.TORN
SPY, SCRAP, ARTISAN = Special.SPY, Special.SCRAP, Special.ARTISAN
RIGHT, DOWN, LEFT, UP = Direction.RIGHT, Direction.DOWN, Direction.LEFT, Direction.UP


def new_game(players: int = 3, **options: Any) -> KilimState:
    setup = Setup.of([(NAMES[i], NAMES[i].lower()) for i in range(players)], **options)
    return GAME.initial_state(setup)


def apply(state: KilimState, *actions: Any) -> KilimState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


def bid_round(state: KilimState, *cards: int | Special, domino: tuple[Motif, Motif] = (A, B)) -> KilimState:
    """Turn up a domino, seal one card per seat (in seat order) and reveal them."""
    state = apply(state, RevealDomino(*domino))
    for seat, card in enumerate(cards):
        state = apply(state, SealBid(seat, card))
    return apply(state, RevealBids())


def offers(state: KilimState, *spends: tuple[int, int] | tuple[int, int, bool]) -> KilimState:
    """The round's offers (seat, value[, discard]); revealed when the round is sealed."""
    assert state.round is not None
    sealed = state.round.sealed_round
    for spend in spends:
        state = apply(state, Offer(*spend))
    return apply(state, RevealOffers()) if sealed else state


def lay_all(state: KilimState) -> KilimState:
    """The winner lays what it won in a row going right from the end of its kilim."""
    while state.phase is Phase.WEAVE:
        assert state.turn is not None and state.turn.winner is not None
        seat = state.turn.winner
        cols = [c for d in state.seats[seat].kilim.dominoes for _, c in d.cells()]
        col = max(cols) + 1 if cols else 0
        state = apply(state, LayDomino(seat, 0, Placement(0, col, RIGHT)))
    return state


def play_gold_turn(state: KilimState, *cards: int, domino: tuple[Motif, Motif] = (A, B)) -> KilimState:
    """A whole turn of gold bids, the winner laying its domino(es)."""
    return lay_all(bid_round(state, *cards, domino=domino))
