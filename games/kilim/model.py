"""Kilim's state: the pieces on the table, each seat's cards and carpet, and where the turn stands.

Everything is a frozen dataclass of ints, strs, bools, None, tuples and enums (games.serial stores it).
Coordinates are (row, col) on an unbounded grid: a kilim has no edge, so rows and columns may be negative.
The actions live in games.kilim.actions; the rules that move from one state to the next in
games.kilim.market (the auction) and games.kilim.weaving (the carpets).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from games.base import Player, Plural


class Motif(enum.Enum):
    """A cell of a carpet. A-E are the five motif types (the box shows pictures; the app maps them)."""

    A = "A"
    B = "B"
    C = "C"
    D = "D"
    E = "E"
    TORN = "T"  # a torn motif (motif déchiré)
    PERFECT = "P"  # a cell of a perfect carpet domino (Tapis Parfait)


CLASSIC = (Motif.A, Motif.B, Motif.C, Motif.D, Motif.E)


class Special(enum.Enum):
    """The three special cards every seat holds (once a day each)."""

    SPY = "spy"  # Espion
    SCRAP = "scrap"  # Sac de Chutes
    ARTISAN = "artisan"  # Artisane


SPECIALS = (Special.SPY, Special.SCRAP, Special.ARTISAN)


class Token(enum.Enum):
    """The four artisan tokens (jetons Artisane)."""

    PERFECT = "perfect"  # take a perfect carpet domino
    ROTATE = "rotate"  # rotate a domino
    REMOVE = "remove"  # remove a domino or a scrap
    MOVE = "move"  # move a domino or a scrap


TOKENS = (Token.PERFECT, Token.ROTATE, Token.REMOVE, Token.MOVE)


class Direction(enum.Enum):
    """Where a domino's second cell lies, seen from its first cell."""

    RIGHT = "right"
    DOWN = "down"
    LEFT = "left"
    UP = "up"


STEP = {Direction.RIGHT: (0, 1), Direction.DOWN: (1, 0), Direction.LEFT: (0, -1), Direction.UP: (-1, 0)}


class Piece(enum.Enum):
    DOMINO = "domino"
    SCRAP = "scrap"


class Phase(enum.Enum):
    """Where the turn stands. Free actions (scraps, perfect dominoes, artisan tokens) fit in any phase
    except GAME_OVER."""

    REVEAL = "reveal"  # waiting for the table to turn up the next domino of the day's pile
    BIDDING = "bidding"  # every seat seals one card
    SPY = "spy"  # the spies choose their gold card
    SCRAP = "scrap"  # the Scrap bag seats offer (or discard)
    TAKE_SCRAP = "take_scrap"  # the Scrap bag winner picks a scrap
    ARTISAN = "artisan"  # the Artisan seats offer (or discard)
    TAKE_TOKEN = "take_token"  # the Artisan winner picks a token
    WEAVE = "weave"  # the auction winner lays the domino(es) won
    DAY_OVER = "day_over"  # the day's pile is empty; last moment to use today's tokens
    GAME_OVER = "game_over"


class Fate(enum.Enum):
    """What became of the auctioned domino."""

    WON = "won"
    CARRIED = "carried"  # nobody won: it goes with the next domino to the next winner
    LOST = "lost"  # nobody won the day's last domino


@dataclass(frozen=True)
class Domino:
    first: Motif
    second: Motif

    @property
    def torn(self) -> bool:
        return Motif.TORN in (self.first, self.second)

    def text(self) -> str:
        return self.first.value + self.second.value


def dominoes(count: int) -> Plural:
    """"3 dominoes", counted in the table's language."""
    return Plural.of("{count} domino", "{count} dominoes", count)


PERFECT_DOMINO = Domino(Motif.PERFECT, Motif.PERFECT)

Cell = tuple[int, int]


@dataclass(frozen=True)
class Placement:
    """A domino's first motif at (row, col), its second motif one step in ``direction``."""

    row: int
    col: int
    direction: Direction

    def cells(self) -> tuple[Cell, Cell]:
        dr, dc = STEP[self.direction]
        return (self.row, self.col), (self.row + dr, self.col + dc)


@dataclass(frozen=True)
class LaidDomino:
    domino: Domino
    at: Placement

    def cells(self) -> tuple[Cell, Cell]:
        return self.at.cells()


@dataclass(frozen=True)
class LaidScrap:
    """A scrap sewn on a domino's motif (covering it) or filling a hole (a cell of its own)."""

    motif: Motif
    row: int
    col: int

    @property
    def cell(self) -> Cell:
        return (self.row, self.col)


@dataclass(frozen=True)
class Kilim:
    dominoes: tuple[LaidDomino, ...] = ()
    scraps: tuple[LaidScrap, ...] = ()


@dataclass(frozen=True)
class Pile:
    """One day's pile: how many dominoes it holds, how many of them are torn, how many are turned up."""

    size: int
    torn: int
    revealed: int = 0
    torn_revealed: int = 0

    @property
    def left(self) -> int:
        return self.size - self.revealed

    @property
    def torn_left(self) -> int:
        return self.torn - self.torn_revealed

    @property
    def whole_left(self) -> int:
        return self.left - self.torn_left


@dataclass(frozen=True)
class SeatState:
    spent: tuple[int, ...] = ()  # gold cards spent today (face up, public), sorted
    used: tuple[Special, ...] = ()  # special cards used today (public)
    kilim: Kilim = Kilim()
    scraps: tuple[Motif, ...] = ()  # scraps held face down: SECRET to the other seats
    perfect: int = 0  # perfect carpet dominoes held, not laid yet
    tokens: tuple[Token, ...] = ()  # artisan tokens held, unused, until the day ends


@dataclass(frozen=True)
class Spend:
    """A gold card played after the reveal: a spy's card, a Scrap bag or Artisan offer, or a discard."""

    seat: int
    value: int
    discard: bool = False


@dataclass(frozen=True)
class Round:
    """The follow-up round among the seats that played one special card this turn. With two seats or more
    the offers are sealed (SECRET) until RevealOffers; a lone seat plays its card openly."""

    kind: Special
    seats: tuple[int, ...]
    sealed: tuple[Spend | None, ...]  # aligned with ``seats``

    @property
    def sealed_round(self) -> bool:
        return len(self.seats) > 1


@dataclass(frozen=True)
class TurnRecord:
    """The public story of the turn, filled in as it is resolved (the screens explain it from this)."""

    domino: Domino
    bids: tuple[int | Special, ...]  # the revealed choices, by seat
    spies: tuple[Spend, ...] = ()
    resolved: bool = False
    winner: int | None = None
    winning_bid: int | None = None
    fate: Fate | None = None
    bar: int | None = None  # the bid Scrap bag offers must beat and Artisan offers must undercut
    scrap: tuple[Spend, ...] = ()
    scrap_winner: int | None = None
    artisan: tuple[Spend, ...] = ()
    artisan_winner: int | None = None

    def gold_bids(self) -> tuple[int | None, ...]:
        """Each seat's gold card in the auction: its bid, or the card it chose as a spy."""
        spy_cards = {s.seat: s.value for s in self.spies}
        return tuple(b if isinstance(b, int) else spy_cards.get(seat) for seat, b in enumerate(self.bids))


@dataclass(frozen=True)
class Rules:
    """The table's choices where the rulebook is silent or open to two readings (docs/rules/kilim.md)."""

    equal_bids: str = "cancel_all"  # or "cancel_top"
    bar_when_no_winner: str = "zero"  # or "highest_played"
    largest_tie: str = "none"  # or "shared"
    largest_min: int = 2  # or 1
    adjacent_torn: str = "no_group"  # or "no_penalty"
    scrap_hole: str = "inside"  # or "touching"
    scrap_bag: str | None = None  # the bag's five motifs (e.g. "ABCDE") if the table told the app


@dataclass(frozen=True)
class KilimState:
    players: tuple[Player, ...]
    rules: Rules
    max_gold: int  # 15, or 10 with two players
    day: int  # 1-3
    piles: tuple[Pile, ...]
    phase: Phase
    seats: tuple[SeatState, ...]
    sealed: tuple[int | Special | None, ...]  # sealed choices: SECRET until RevealBids; None = not locked
    domino: Domino | None = None  # the domino up for auction
    carried: tuple[Domino, ...] = ()  # dominoes nobody won, waiting for the next winner
    round: Round | None = None
    turn: TurnRecord | None = None
    to_lay: tuple[Domino, ...] = ()  # what the winner must lay now
    bag: int = 5  # scraps left in the Scrap bag
    bag_motifs: tuple[Motif, ...] = ()  # their motifs, when rules.scrap_bag is known: SECRET
    board_tokens: tuple[Token, ...] = TOKENS  # artisan tokens on the board
    perfect_left: int = 3  # perfect carpet dominoes not taken yet
    lost: tuple[Domino, ...] = ()  # dominoes nobody obtained

    @property
    def pile(self) -> Pile:
        return self.piles[self.day - 1]

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def seat_replaced(self, seat: int, **changes: object) -> tuple[SeatState, ...]:
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], **changes)  # type: ignore[arg-type]
        return tuple(seats)

    def hand(self, seat: int) -> tuple[int, ...]:
        """The gold cards ``seat`` still holds today (public: spent cards lie face up)."""
        spent = set(self.seats[seat].spent)
        return tuple(v for v in range(1, self.max_gold + 1) if v not in spent)
