"""Kilia's actions: what the table turns up, what the seat whose turn it is does, the council phase's ship
income, the end, and corrections.

Slots are numbered 1 to 5 from the left, as the rulebook counts them ("la 3e carte"); market spaces 0 to 5
(games.kilia.market); canal spaces 1 to the number of spaces. ``reveals = True`` (a ClassVar, read by
Game.reveals) marks what undo never goes back past: a card turned up, the fulfilled contracts turned over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.figures import BoxFigure as BoxFigure  # the shared fact (games/figures.py), re-exported
from games.kilia.model import ActionCard, Colour, Contract, Goal, Good, Goods, Zone


@dataclass(frozen=True)
class Payment:
    """How goods are paid for a development or a contract (see games.kilia.payment):

    ``goods`` from the personal supply as themselves; ``exchanges`` (given, counted as) by an Exchange skill,
    the given good from the personal supply; ``trades`` (given, received) at 3:1, 3 given goods from the
    personal supply for 1 good of another kind; ``merchants`` one market space per activation (1 coin
    each), the merchant's good straight into the payment."""

    goods: Goods = Goods()
    exchanges: tuple[tuple[Good, Good], ...] = ()
    trades: tuple[tuple[Good, Good], ...] = ()
    merchants: tuple[int, ...] = ()


@dataclass(frozen=True)
class RevealAction:
    """The table turns up an action card into the leftmost empty supply slot."""

    reveals: ClassVar[bool] = True
    card: ActionCard


@dataclass(frozen=True)
class RevealContract:
    """The table turns up a contract into the leftmost empty contract slot."""

    reveals: ClassVar[bool] = True
    contract: Contract


@dataclass(frozen=True)
class ChooseColour:
    """Set-up step 8: the seat takes the player board of ``colour`` (first player first, then clockwise)."""

    seat: int
    colour: Colour


@dataclass(frozen=True)
class Refresh:
    """Before the turn's first card: pay 5 coins, the 5 supply cards are replaced (then shuffled back)."""

    seat: int


@dataclass(frozen=True)
class Develop:
    """An action: the card of supply ``slot`` (or, ``slot`` None, a smoked sprats card) slides under
    ``zone``; the development's goods are paid with ``payment``, a missing key's price in coins."""

    seat: int
    zone: Zone
    slot: int | None
    payment: Payment = Payment()


@dataclass(frozen=True)
class PlaceMerchant:
    """An action: the card of supply ``slot`` goes face down on market space ``space``; ``good`` is the good
    chosen when the space's bonus is "any good"."""

    seat: int
    slot: int
    space: int
    good: Good | None = None


@dataclass(frozen=True)
class TakeContract:
    """A castle's, a market space's or a contract's "new contract": contract slot ``slot`` becomes active."""

    seat: int
    slot: int


@dataclass(frozen=True)
class TakeSkill:
    """The university's improvement: the card of supply ``slot`` slides under the knowledge zone."""

    seat: int
    slot: int


@dataclass(frozen=True)
class BuildWarehouse:
    """The warehouse's improvement: the card of supply ``slot`` becomes a warehouse on canal space ``space``,
    laid either way round."""

    seat: int
    slot: int
    space: int
    reversed: bool = False


@dataclass(frozen=True)
class Skip:
    """The seat goes without the improvement it is offered now (it cannot or will not take it)."""

    seat: int


@dataclass(frozen=True)
class Fulfil:
    """Fulfil active contract number ``contract`` (0 = the oldest): pay its cost, receive its reward; ``reward``
    names the goods taken for its "any good" symbols."""

    seat: int
    contract: int
    payment: Payment = Payment()
    reward: Goods = Goods()


@dataclass(frozen=True)
class PlaceToken:
    """Place a scoring token (past the 4th, a good of one's colour) on ``goal``; for 15 coins, pay them."""

    seat: int
    goal: Goal


@dataclass(frozen=True)
class PlaySprats:
    """A smoked sprats card beside an action card: 1 ``good`` (or, ``good`` None, 1 coin); it goes back in the box."""

    seat: int
    good: Good | None = None


@dataclass(frozen=True)
class EndTurn:
    seat: int


@dataclass(frozen=True)
class ShipIncome:
    """The council phase: what ``seat``'s ship collected along the canal (the table reads it off the board)."""

    seat: int
    goods: Goods = Goods()
    coins: int = 0


@dataclass(frozen=True)
class Deliver:
    """After the last council phase: goods delivered to the seat's points skills, from the personal supply
    and by merchants activated one last time (1 coin each)."""

    seat: int
    goods: Goods = Goods()
    merchants: tuple[int, ...] = ()


@dataclass(frozen=True)
class RevealContracts:
    """The end: the fulfilled contracts are turned over and the score pad is filled."""

    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class Correct:
    """The table and the app disagree: ``seat`` really has these goods and coins."""

    seat: int
    goods: Goods
    coins: int


Action = (RevealAction | RevealContract | ChooseColour | Refresh | Develop | PlaceMerchant | TakeContract | TakeSkill
          | BuildWarehouse | Skip | Fulfil | PlaceToken | PlaySprats | EndTurn | ShipIncome | Deliver | RevealContracts
          | Correct | BoxFigure)
ACTION_TYPES = (RevealAction, RevealContract, ChooseColour, Refresh, Develop, PlaceMerchant, TakeContract, TakeSkill,
                BuildWarehouse, Skip, Fulfil, PlaceToken, PlaySprats, EndTurn, ShipIncome, Deliver, RevealContracts,
                Correct, BoxFigure)
