"""Random legal actions that drive whole games (sample_action), and actions thrown at a state to check
that refusals change nothing (probe_actions). Pure: the caller supplies the random source."""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator

from games.base import RuleError
from games.kilim import carpet, market
from games.kilim.actions import (Action, EndDay, LayDomino, LayPerfect, MovePiece, Offer, PlaceScrap,
                                 RemovePiece, RevealBids, RevealDomino, RevealOffers, RotateDomino, SealBid,
                                 TakePerfect, TakeScrap, TakeToken)
from games.kilim.model import (CLASSIC, SPECIALS, Direction, KilimState, Motif, Phase, Piece, Placement,
                               Special, Token)

FREE_RATE = 0.06  # how often a sampled action is a free one (scrap, perfect carpet, token), when possible
RESEAL_RATE = 0.05  # how often a locked seat changes its sealed choice
Apply = Callable[[KilimState, Any], KilimState]


def sample_action(state: KilimState, rng: random.Random, apply: Apply) -> Action | None:
    if state.phase is Phase.GAME_OVER:
        return None
    if rng.random() < FREE_RATE:
        free = _free_action(state, rng, apply)
        if free is not None:
            return free
    return _step(state, rng)


def _step(state: KilimState, rng: random.Random) -> Action:
    phase = state.phase
    if phase is Phase.REVEAL:
        pile = state.pile
        if rng.random() * pile.left < pile.torn_left:
            whole = rng.choice(CLASSIC)
            return RevealDomino(whole, Motif.TORN) if rng.random() < 0.5 else RevealDomino(Motif.TORN, whole)
        return RevealDomino(rng.choice(CLASSIC), rng.choice(CLASSIC))
    if phase is Phase.BIDDING:
        waiting = [s for s, card in enumerate(state.sealed) if card is None]
        if waiting or rng.random() < RESEAL_RATE:
            seat = rng.choice(waiting or range(len(state.players)))
            return SealBid(seat, _pick_card(market.choices(state, seat), rng))
        return RevealBids()
    if phase in (Phase.SPY, Phase.SCRAP, Phase.ARTISAN):
        assert state.round is not None
        waiting = [s for s, spend in zip(state.round.seats, state.round.sealed) if spend is None]
        if not waiting:
            return RevealOffers()
        seat = rng.choice(waiting)
        return rng.choice(market.legal_offers(state, state.round.kind, seat))
    if phase is Phase.TAKE_SCRAP:
        assert state.turn is not None and state.turn.scrap_winner is not None
        return TakeScrap(state.turn.scrap_winner, rng.choice(state.bag_motifs or CLASSIC))
    if phase is Phase.TAKE_TOKEN:
        assert state.turn is not None and state.turn.artisan_winner is not None
        return TakeToken(state.turn.artisan_winner, rng.choice(state.board_tokens))
    if phase is Phase.WEAVE:
        assert state.turn is not None and state.turn.winner is not None
        seat = state.turn.winner
        spots = carpet.legal_placements(state.seats[seat].kilim)
        return LayDomino(seat, rng.randrange(len(state.to_lay)), rng.choice(spots))
    return EndDay()


def _pick_card(cards: tuple[int | Special, ...], rng: random.Random) -> int | Special:
    """Mostly gold, a special card now and then (as a table would)."""
    specials = [c for c in cards if isinstance(c, Special)]
    golds = [c for c in cards if isinstance(c, int)]
    if specials and (not golds or rng.random() < 0.25):
        return rng.choice(specials)
    return rng.choice(golds)


def _free_action(state: KilimState, rng: random.Random, apply: Apply) -> Action | None:
    """A random free action some seat may take, tried against the rules; None if none came up."""
    seat = rng.randrange(len(state.players))
    held = state.seats[seat]
    kilim = held.kilim
    candidates: list[Action] = []
    if held.scraps:
        targets = carpet.scrap_targets(kilim, state.rules.scrap_hole)
        if targets:
            candidates.append(PlaceScrap(seat, rng.choice(held.scraps), *rng.choice(targets)))
    if held.perfect:
        candidates.append(LayPerfect(seat, rng.choice(carpet.legal_placements(kilim))))
    for token in held.tokens:
        candidates += _token_uses(state, seat, token, rng)
    rng.shuffle(candidates)
    for action in candidates:
        try:
            apply(state, action)
        except RuleError:
            continue
        return action
    return None


def _token_uses(state: KilimState, seat: int, token: Token, rng: random.Random) -> list[Action]:
    kilim = state.seats[seat].kilim
    if token is Token.PERFECT:
        return [TakePerfect(seat)]
    pieces = [(Piece.DOMINO, d.at.row, d.at.col) for d in kilim.dominoes]
    pieces += [(Piece.SCRAP, s.row, s.col) for s in kilim.scraps]
    if not pieces:
        return []
    piece, row, col = rng.choice(pieces)
    if token is Token.REMOVE:
        return [RemovePiece(seat, row, col, piece)]
    if token is Token.ROTATE:
        dominoes = [d for d in kilim.dominoes]
        if not dominoes:
            return []
        laid = rng.choice(dominoes)
        return [RotateDomino(seat, laid.at.row, laid.at.col, Placement(r, c, d))
                for r, c in laid.cells() for d in Direction]
    return [MovePiece(seat, row, col, piece, row + rng.randint(-3, 3), col + rng.randint(-3, 3))
            for _ in range(12)]


def probe_actions(state: KilimState, rng: random.Random) -> Iterator[Action]:
    """Actions most of which the rules refuse here (and a few they accept)."""
    count = len(state.players)
    seat = rng.randrange(count)
    held = state.seats[seat]
    yield SealBid(seat, 0)
    yield SealBid(seat, 16)
    yield SealBid(count, 5)
    yield SealBid(-1, 5)
    if count == 2:
        yield SealBid(seat, 11)
    for value in held.spent[:2]:
        yield SealBid(seat, value)
    for special in held.used:
        yield SealBid(seat, special)
    yield SealBid(seat, rng.choice(SPECIALS))
    yield RevealBids()
    yield RevealDomino(Motif.TORN, Motif.TORN)
    yield RevealDomino(Motif.PERFECT, Motif.A)
    yield RevealDomino(rng.choice(CLASSIC), rng.choice(CLASSIC))
    yield Offer(seat, rng.randint(0, 16))
    yield Offer(seat, 5, discard=True)
    yield RevealOffers()
    yield TakeScrap(seat, rng.choice(CLASSIC))
    yield TakeScrap(seat, Motif.TORN)
    yield TakeToken(seat, rng.choice(list(Token)))
    yield LayDomino(seat, 0, Placement(0, 0, Direction.RIGHT))
    yield LayDomino(seat, 5, Placement(0, 0, Direction.RIGHT))
    yield PlaceScrap(seat, rng.choice(CLASSIC), 0, 0)
    yield LayPerfect(seat, Placement(0, 0, Direction.DOWN))
    yield TakePerfect(seat)
    yield RotateDomino(seat, 0, 0, Placement(0, 0, Direction.UP))
    yield RemovePiece(seat, 0, 0, Piece.DOMINO)
    yield MovePiece(seat, 0, 0, Piece.SCRAP, 0, 1)
    yield EndDay()
