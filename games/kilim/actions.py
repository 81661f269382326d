"""Kilim's actions: what the table reveals, what each seat chooses, and what each seat does to its kilim.

``reveals = True`` (a ClassVar, read by Game.reveals) marks the actions that uncover hidden information;
undo never goes back past them: a domino turned up, the sealed bids or offers revealed, a face-down scrap
sewn face up onto a carpet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.kilim.model import Motif, Piece, Placement, Special, Token


# --- the market ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class RevealDomino:
    """The table turns up the next domino of the day's pile; the app records its two motifs."""

    reveals: ClassVar[bool] = True
    first: Motif
    second: Motif


@dataclass(frozen=True)
class SealBid:
    """A seat locks its choice face down: a gold card (1-15, 1-10 with two players) or a special card.
    Reveals nothing: the public view only shows that the seat has locked. Sealing again before the
    reveal replaces the choice (a card face down can still be swapped)."""

    sealed: ClassVar[bool] = True  # journaled encrypted (Game.sealed): a copy of the journal must not tell
    seat: int
    card: int | Special


@dataclass(frozen=True)
class RevealBids:
    """Every seat has locked: all choices are turned up at once."""

    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class Offer:
    """A gold card played after the reveal: a spy's card, or a Scrap bag / Artisan offer. ``discard`` is
    for a seat that cannot beat (Scrap bag) or undercut (Artisan) the winning bid: it discards a card of
    its choice instead. Sealed when several seats share the round, played openly by a lone seat."""

    sealed: ClassVar[bool] = True  # journaled encrypted even when played openly: the action cannot tell
    seat: int
    value: int
    discard: bool = False


@dataclass(frozen=True)
class RevealOffers:
    """Every seat of a sealed spy, Scrap bag or Artisan round has offered: the offers are turned up."""

    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class TakeScrap:
    """The Scrap bag winner picks a scrap, in secret (kept face down)."""

    sealed: ClassVar[bool] = True  # journaled encrypted until PlaceScrap shows it
    seat: int
    motif: Motif


@dataclass(frozen=True)
class TakeToken:
    """The Artisan winner picks one of the artisan tokens left on the board."""

    seat: int
    token: Token


# --- the carpet ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class LayDomino:
    """The auction winner lays one of the dominoes won (``index`` into the dominoes still to lay)."""

    seat: int
    index: int
    at: Placement


@dataclass(frozen=True)
class PlaceScrap:
    """Sew a held scrap onto the kilim: on a torn motif, on a motif (re-weave) or into a hole."""

    reveals: ClassVar[bool] = True  # the scrap was face down
    seat: int
    motif: Motif
    row: int
    col: int


@dataclass(frozen=True)
class LayPerfect:
    """Lay a held perfect carpet domino (optional, at any time of the game)."""

    seat: int
    at: Placement


@dataclass(frozen=True)
class TakePerfect:
    """Use the perfect carpet token: take a perfect carpet domino."""

    seat: int


@dataclass(frozen=True)
class RotateDomino:
    """Use the rotate token: the domino covering (row, col) turns in place, to ``to``, which keeps at
    least one of its cells."""

    seat: int
    row: int
    col: int
    to: Placement


@dataclass(frozen=True)
class RemovePiece:
    """Use the remove token: the domino (with any scrap sewn on it) or the scrap at (row, col) leaves
    the game."""

    seat: int
    row: int
    col: int
    piece: Piece


@dataclass(frozen=True)
class MovePiece:
    """Use the move token: the domino or scrap at (row, col) slides, unturned, so that this cell lands on
    (to_row, to_col)."""

    seat: int
    row: int
    col: int
    piece: Piece
    to_row: int
    to_col: int


@dataclass(frozen=True)
class EndDay:
    """The day's pile is empty: the cards and tokens come back, the next pile comes out (or the game
    ends after the third day)."""


Action = (RevealDomino | SealBid | RevealBids | Offer | RevealOffers | TakeScrap | TakeToken | LayDomino
          | PlaceScrap | LayPerfect | TakePerfect | RotateDomino | RemovePiece | MovePiece | EndDay)
ACTION_TYPES = (RevealDomino, SealBid, RevealBids, Offer, RevealOffers, TakeScrap, TakeToken, LayDomino,
                PlaceScrap, LayPerfect, TakePerfect, RotateDomino, RemovePiece, MovePiece, EndDay)
