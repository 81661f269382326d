"""The actions of Explorers & Pirates, one per tap the screens send. What the table decides (dice, the tile
turned up, the card drawn when robbing, the number under a lair token) is the action's data.

``reveals = True`` (a ClassVar, read by Game.reveals) marks what undo never goes back past: a hex turned up and
a lair token turned over. Hexes are named by their axial coordinates ``at = (q, r)``, intersections by
``Corner`` and sides by ``Edge`` (games.catan_ep.hexgrid); ships by their id.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.catan_ep.hexgrid import Coord, Corner, Edge
from games.catan_ep.model import Advantage, Kind, Piece, Resource, Resources
from games.figures import BoxFigure as BoxFigure  # the shared fact (games/figures.py): a track's points read


@dataclass(frozen=True)
class Place:
    """Set-up: the next piece of the plan (a harbor settlement or settlement on ``corner``, a road or the settler
    ship on ``edge``)."""

    seat: int
    corner: Corner | None = None
    edge: Edge | None = None


@dataclass(frozen=True)
class Roll:
    seat: int
    die1: int
    die2: int


@dataclass(frozen=True)
class Discard:
    """A 7: a seat with more than 7 cards gives back half (rounded down), the cards it chooses."""

    seat: int
    cards: Resources


@dataclass(frozen=True)
class PlacePirate:
    """Place (or move) one's pirate ship on ``at`` (None: leave it in the supply, only after a chase) and rob
    ``victim``: ``taken`` is the card the table drew from their hand (None when they hold no card: 1 gold)."""

    seat: int
    at: Coord | None
    victim: int | None = None
    taken: Resource | None = None


@dataclass(frozen=True)
class BankTrade:
    """3 identical cards to the bank for 1 card of another kind (``take``) or for 1 gold (``take`` None)."""

    seat: int
    give: Resource
    take: Resource | None


@dataclass(frozen=True)
class BuyResource:
    """A card bought from the bank for 2 gold (twice a turn at most)."""

    seat: int
    take: Resource


@dataclass(frozen=True)
class PlayerTrade:
    seat: int
    other: int
    give: Resources
    take: Resources
    give_gold: int = 0
    take_gold: int = 0


@dataclass(frozen=True)
class BuildRoad:
    seat: int
    edge: Edge


@dataclass(frozen=True)
class BuildSettlement:
    seat: int
    corner: Corner


@dataclass(frozen=True)
class BuildHarbor:
    """Upgrade one's settlement on ``corner`` to a harbor settlement."""

    seat: int
    corner: Corner


@dataclass(frozen=True)
class BuildShip:
    """A ship on a sea route at one's harbor settlement; ``replacing``: the id of one's ship taken off the board
    for it (all 3 in play; its cargo goes back to the supply)."""

    seat: int
    edge: Edge
    replacing: int | None = None


@dataclass(frozen=True)
class BuildCargo:
    """A settler or a crew, into the dock of one's harbor settlement on ``corner`` or into ``ship``, pointing
    at one."""

    seat: int
    piece: Piece
    ship: int | None = None
    corner: Corner | None = None


@dataclass(frozen=True)
class Jettison:
    """A piece taken out of a ship's hold (or a dock) and put back in the supply."""

    seat: int
    piece: Piece
    ship: int | None = None
    corner: Corner | None = None


@dataclass(frozen=True)
class MoveShip:
    """One move: the ship goes to a sea route sharing an intersection with its own."""

    seat: int
    ship: int
    edge: Edge


@dataclass(frozen=True)
class BuyMoves:
    """1 wool for 2 more moves, once a turn per ship."""

    seat: int
    ship: int


@dataclass(frozen=True)
class Transfer:
    """Ship and harbor settlement it points at exchange pieces: ``cargo`` ends in the ship, ``dock`` in the
    harbor settlement; pieces in neither go back to the supply."""

    seat: int
    ship: int
    corner: Corner
    cargo: tuple[Piece, ...]
    dock: tuple[Piece, ...]


@dataclass(frozen=True)
class Found:
    """A settler ship pointing at ``corner`` founds a settlement there (ship and settler go back)."""

    seat: int
    ship: int
    corner: Corner


@dataclass(frozen=True)
class LandCrews:
    """``count`` crews from ``ship`` onto the pirate lair of the gold river ``at``."""

    seat: int
    ship: int
    at: Coord
    count: int


@dataclass(frozen=True)
class PickUpCrews:
    """``count`` of one's crews set aside on the captured gold river ``at`` back into ``ship``."""

    seat: int
    ship: int
    at: Coord
    count: int


@dataclass(frozen=True)
class Chase:
    """A ready ship rolls one die (``die``, rolled at the table) against another seat's pirate ship."""

    seat: int
    ship: int
    die: int


@dataclass(frozen=True)
class Reveal:
    """The table turns up an unexplored hex: its kind, its number token (terrain), a lair token (gold river), the
    die face a fish shoal shows (``number``, 1 to 6), the advantage a spice village shows."""

    reveals: ClassVar[bool] = True
    at: Coord
    kind: Kind
    number: int | None = None
    lair: bool = False
    advantage: Advantage | None = None


@dataclass(frozen=True)
class EndTurn:
    seat: int


@dataclass(frozen=True)
class FlipLair:
    """The captured lair's token is turned over: ``number`` is the number it shows for its gold river."""

    reveals: ClassVar[bool] = True
    number: int


@dataclass(frozen=True)
class HeroRoll:
    """One die per participant of the capture, in the order of Capture.seats."""

    dice: tuple[int, ...]


@dataclass(frozen=True)
class HeroStep:
    """The hero's choice: one more step on the track for one of their crews back to the supply (step), or not."""

    seat: int
    step: bool


@dataclass(frozen=True)
class FishRoll:
    """The one die a turn rolled for fish in the movement phase, between two ships' moves."""

    seat: int
    die: int


@dataclass(frozen=True)
class TakeFish:
    """The fish on the shoal ``at`` into ``ship`` (pointing at the shoal or lying along it; its hold empty)."""

    seat: int
    ship: int
    at: Coord


@dataclass(frozen=True)
class VisitVillage:
    """A crew from ``ship`` (pointing at the spice village ``at``) stays there for good; a sack comes aboard."""

    seat: int
    ship: int
    at: Coord


@dataclass(frozen=True)
class SellResource:
    """One card sold for 1 gold to a fast-gold village the seat is friends with (once a turn per village)."""

    seat: int
    give: Resource


@dataclass(frozen=True)
class DeclareEnd:
    """The table stops the game before anyone reaches the target: ranked by points."""


@dataclass(frozen=True)
class ReadIsland:
    """A fact: the board with the start island's terrains and tokens entered, read off the table when a move first
    needs them (games/catan_ep/island.py)."""

    board: str


Action = (Place | Roll | Discard | PlacePirate | BankTrade | BuyResource | PlayerTrade | BuildRoad | BuildSettlement
          | BuildHarbor | BuildShip | BuildCargo | Jettison | MoveShip | BuyMoves | Transfer | Found | LandCrews
          | PickUpCrews | Chase | Reveal | EndTurn | FlipLair | HeroRoll | HeroStep | DeclareEnd | FishRoll | TakeFish
          | VisitVillage | SellResource | ReadIsland | BoxFigure)
ACTION_TYPES: tuple[type, ...] = (Place, Roll, Discard, PlacePirate, BankTrade, BuyResource, PlayerTrade, BuildRoad,
                                  BuildSettlement, BuildHarbor, BuildShip, BuildCargo, Jettison, MoveShip, BuyMoves,
                                  Transfer, Found, LandCrews, PickUpCrews, Chase, Reveal, EndTurn, FlipLair, HeroRoll,
                                  HeroStep, DeclareEnd, FishRoll, TakeFish, VisitVillage, SellResource, ReadIsland,
                                  BoxFigure)
