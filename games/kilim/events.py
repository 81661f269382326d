"""What an applied action did, in words for the "last move" line and the turn log
(docs/design.md#the-engine-face). Nothing sealed shows here before its reveal (docs/design.md#secrets): a
sealed bid, a sealed offer, the scrap picked from the bag are told without their value."""

from __future__ import annotations

from games.base import N_, Phrase
from games.kilim.actions import (Action, EndDay, LayDomino, LayPerfect, MovePiece, Offer, PlaceScrap, RemovePiece,
                                 RevealBids, RevealDomino, RevealOffers, RotateDomino, SealBid, TakePerfect,
                                 TakeScrap, TakeToken)
from games.kilim.model import KilimState, Phase, Piece, Token
from games.kilim.views import explanation

TOKEN_NAMES = {Token.PERFECT: N_("Perfect carpet token"), Token.ROTATE: N_("Rotate token"),
               Token.REMOVE: N_("Remove token"), Token.MOVE: N_("Move token")}


def _said(key: str, **params: object) -> Phrase:
    return Phrase.of(key, **params)


def events(before: KilimState, action: Action, after: KilimState) -> tuple[Phrase, ...]:
    said = list(_own_words(before, action, after))
    if before.turn is None or not before.turn.resolved:
        said += explanation(after)  # the auction was resolved by this action
    turn = after.turn
    if turn is not None and (before.turn is None or before.turn.scrap_winner is None) and turn.scrap_winner is not None:
        said.append(_said(N_("{player} searches the scrap bag"), player=after.name(turn.scrap_winner)))
    if turn is not None and (before.turn is None or before.turn.artisan_winner is None) \
            and turn.artisan_winner is not None:
        said.append(_said(N_("{player} calls the Artisan"), player=after.name(turn.artisan_winner)))
    return tuple(said)


def _own_words(before: KilimState, action: Action, after: KilimState) -> tuple[Phrase, ...]:
    name = before.name(action.seat) if hasattr(action, "seat") else ""
    if isinstance(action, RevealDomino):
        return (_said(N_("Domino {domino} is up for auction"), domino=action.first.value + action.second.value),)
    if isinstance(action, SealBid):
        return (_said(N_("{player} locked a choice"), player=name),)
    if isinstance(action, RevealBids):
        return (_said(N_("The choices are turned up")),)
    if isinstance(action, Offer):
        return _offer_words(before, action, name)
    if isinstance(action, RevealOffers):
        return (_said(N_("The offers are turned up")),)
    if isinstance(action, TakeScrap):
        return (_said(N_("{player} took a scrap, face down"), player=name),)
    if isinstance(action, TakeToken):
        return (_said(N_("{player} took the {token}"), player=name, token=Phrase.of(TOKEN_NAMES[action.token])),)
    if isinstance(action, LayDomino):
        return (_said(N_("{player} laid a domino"), player=name),)
    if isinstance(action, LayPerfect):
        return (_said(N_("{player} laid a perfect carpet domino"), player=name),)
    if isinstance(action, TakePerfect):
        return (_said(N_("{player} took a perfect carpet domino"), player=name),)
    if isinstance(action, PlaceScrap):
        return (_said(N_("{player} sewed a scrap {motif} onto the kilim"), player=name, motif=action.motif.value),)
    if isinstance(action, RotateDomino):
        return (_said(N_("{player} turned a domino"), player=name),)
    if isinstance(action, RemovePiece):
        key = N_("{player} removed a domino") if action.piece is Piece.DOMINO else N_("{player} removed a scrap")
        return (_said(key, player=name),)
    if isinstance(action, MovePiece):
        key = N_("{player} moved a domino") if action.piece is Piece.DOMINO else N_("{player} moved a scrap")
        return (_said(key, player=name),)
    if isinstance(action, EndDay):
        if after.phase is Phase.GAME_OVER:
            return (_said(N_("The third day is over: the kilims are scored")),)
        return (_said(N_("Day {day} begins"), day=after.day),)
    return ()


def _offer_words(before: KilimState, action: Offer, name: str) -> tuple[Phrase, ...]:
    if before.round is not None and before.round.sealed_round:
        return (_said(N_("{player} made an offer, face down"), player=name),)
    if action.discard:
        return (_said(N_("{player} discarded {value}"), player=name, value=action.value),)
    return (_said(N_("{player} played {value}"), player=name, value=action.value),)
