"""What each seat may see (docs/design.md#secrets). Secrets in Kilim:

- the sealed choices, until RevealBids: the public sees only who has locked;
- the sealed offers of a spy, Scrap bag or Artisan round among several seats, until RevealOffers;
- the scraps held face down (the public sees how many), and the scrap bag's motifs when the table gave
  them (only the seat picking a scrap sees the bag).

``scramble`` redraws every one of them, for the conformance test that the public view hides them.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass, replace
from typing import TypeVar

from games.base import Phrase, Player
from games.kilim import auction, carpet, market, scoring
from games.kilim.model import (CLASSIC, Domino, Fate, Kilim, KilimState, Motif, Phase, Pile, Rules, Special, Spend,
                               Token, TurnRecord)


T = TypeVar("T")


class Hidden(enum.Enum):
    """What a seat sees of another's secret: that a choice is locked, that a scrap lies face down."""

    LOCKED = "locked"
    FACE_DOWN = "?"


@dataclass(frozen=True)
class SeatView:
    spent: tuple[int, ...]  # gold cards spent today, face up
    used: tuple[Special, ...]  # special cards used today
    kilim: Kilim
    scraps: tuple[Motif | Hidden, ...]  # held face down: the motif for its own seat only
    perfect: int  # perfect carpet dominoes held, not laid yet
    tokens: tuple[Token, ...]  # artisan tokens held today


@dataclass(frozen=True)
class RoundView:
    kind: Special
    seats: tuple[int, ...]
    sealed: tuple[Spend | Hidden | None, ...]  # aligned with ``seats``; another seat's offer is only LOCKED


@dataclass(frozen=True)
class KilimView:
    """What ``seat`` may see (None: the public, the shared screen), docs/design.md#secrets."""

    seat: int | None
    players: tuple[Player, ...]
    rules: Rules
    max_gold: int
    day: int
    piles: tuple[Pile, ...]
    phase: Phase
    seats: tuple[SeatView, ...]
    sealed: tuple[int | Special | Hidden | None, ...]  # another seat's choice is only LOCKED until the reveal
    domino: Domino | None
    carried: tuple[Domino, ...]
    round: RoundView | None
    turn: TurnRecord | None
    to_lay: tuple[Domino, ...]
    bag: int
    bag_motifs: tuple[Motif | Hidden, ...]  # shown only to the seat picking a scrap
    board_tokens: tuple[Token, ...]
    perfect_left: int
    lost: tuple[Domino, ...]
    hands: tuple[tuple[int, ...], ...]  # gold cards still in hand, by seat (public: spent cards lie face up)
    explanation: tuple[Phrase, ...]  # the resolved auction in sentences (empty before)
    scores: tuple[scoring.Breakdown, ...]  # every kilim's points as it stands

    def name(self, seat: int) -> str:
        return self.players[seat].name


def _shown(secret: T | None, own: bool) -> T | Hidden | None:
    return None if secret is None else secret if own else Hidden.LOCKED


def view(state: KilimState, seat: int | None) -> KilimView:
    sealed: tuple[int | Special | Hidden | None, ...] = tuple(
        _shown(card, s == seat) for s, card in enumerate(state.sealed))
    rnd = state.round
    round_view = None if rnd is None else RoundView(
        rnd.kind, rnd.seats, tuple(_shown(spend, s == seat or not rnd.sealed_round)
                                   for s, spend in zip(rnd.seats, rnd.sealed)))
    seats = tuple(SeatView(s.spent, s.used, s.kilim,
                           s.scraps if i == seat else (Hidden.FACE_DOWN,) * len(s.scraps), s.perfect, s.tokens)
                  for i, s in enumerate(state.seats))
    picking = state.phase is Phase.TAKE_SCRAP and state.turn is not None and state.turn.scrap_winner == seat
    bag = state.bag_motifs if picking else (Hidden.FACE_DOWN,) * len(state.bag_motifs)
    grids = [carpet.grid_of(s.kilim) for s in state.seats]
    return KilimView(
        seat, state.players, state.rules, state.max_gold, state.day, state.piles, state.phase, seats,
        sealed,
        state.domino, state.carried, round_view, state.turn, state.to_lay, state.bag, bag, state.board_tokens,
        state.perfect_left, state.lost, tuple(state.hand(s) for s in range(len(state.players))), explanation(state),
        tuple(scoring.score_grids(grids, state.rules)))


def explanation(state: KilimState) -> tuple[Phrase, ...]:
    """The resolved auction in sentences (empty before)."""
    turn = state.turn
    if turn is None or not turn.resolved:
        return ()
    names = [p.name for p in state.players]
    messages = auction.explain(names, turn.gold_bids(), state.rules.equal_bids, turn.fate is Fate.LOST)
    return tuple(Phrase(key, tuple(params.items())) for key, params in messages)


def scramble(state: KilimState, rng: random.Random) -> KilimState:
    """The same state with every secret redrawn among the values the rules would allow."""
    sealed = tuple(None if card is None else rng.choice(market.choices(state, s))
                   for s, card in enumerate(state.sealed))
    state = replace(state, sealed=sealed)
    if state.round is not None and state.round.sealed_round:
        offers = tuple(None if spend is None else _any_offer(state, spend, rng) for spend in state.round.sealed)
        state = replace(state, round=replace(state.round, sealed=offers))
    hidden = [m for s in state.seats for m in s.scraps] + list(state.bag_motifs)
    if state.bag_motifs:
        rng.shuffle(hidden)  # the bag's composition is known: the hidden scraps are a permutation of it
    else:
        hidden = [rng.choice(CLASSIC) for _ in hidden]
    seats = []
    for s in state.seats:
        seats.append(replace(s, scraps=tuple(hidden[:len(s.scraps)])))
        hidden = hidden[len(s.scraps):]
    return replace(state, seats=tuple(seats), bag_motifs=tuple(hidden))


def _any_offer(state: KilimState, spend: Spend, rng: random.Random) -> Spend:
    assert state.round is not None
    offers = market.legal_offers(state, state.round.kind, spend.seat)
    return rng.choice([Spend(o.seat, o.value, o.discard) for o in offers])
