"""The state of a game of Catan: Explorers & Pirates as the app knows it: the board (hexes entered at set-up
and as they are discovered), the pieces on it, each seat's cards and gold, the mission tracks, and where the
turn stands. Frozen dataclasses of ints, strs, bools, None, tuples and enums (games.serial stores them).

Resource cards are open in this model: every card a seat gains or loses is seen by the table (production,
trades, builds, discards), the robbed card is entered by the table, and the one shared screen shows what a seat
can afford; docs/rules/catan_ep.md says why.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace

from games.base import Player
from games.catan_ep.hexgrid import Coord, Corner, Edge

NEUTRAL = -1  # the owner of the 2-player game's neutral pieces (obstacles of the colours nobody chose)


class Resource(enum.Enum):
    WOOD = "wood"
    BRICK = "brick"
    WOOL = "wool"
    GRAIN = "grain"
    ORE = "ore"


RESOURCES = tuple(Resource)


class Kind(enum.Enum):
    """What a hex shows. HIDDEN: an unexplored hex, face down (its zone says which stack it came from)."""

    FOREST = "forest"
    HILLS = "hills"
    PASTURE = "pasture"
    FIELDS = "fields"
    MOUNTAINS = "mountains"
    GOLD_RIVER = "gold_river"
    SEA = "sea"
    HIDDEN = "hidden"
    FISH = "fish"  # a fish shoal: a sea tile showing a die face (``Hex.number``, 1 to 6)
    VILLAGE = "village"  # a spice village: land with no number token, an advantage (``Hex.advantage``)
    COUNCIL = "council"  # the Council of Catan (frame piece D2): "une tuile Mer" with 2 harbors (``Hex.ports``)
    UNREAD = "unread"  # a start island hex whose terrain and token the table enters when a move first needs them


PRODUCES = {Kind.FOREST: Resource.WOOD, Kind.HILLS: Resource.BRICK, Kind.PASTURE: Resource.WOOL,
            Kind.FIELDS: Resource.GRAIN, Kind.MOUNTAINS: Resource.ORE}
LAND = frozenset({*PRODUCES, Kind.GOLD_RIVER, Kind.VILLAGE, Kind.UNREAD})
WATER = frozenset({Kind.SEA, Kind.FISH, Kind.COUNCIL})  # sides are sea routes


class Advantage(enum.Enum):
    """What a spice village gives its friends ("Les avantages des villages d'épices"): each on 2 villages, the
    pirate bonus's two showing a 4 and a 5."""

    SWIFT_VOYAGE = "swift_voyage"  # +1 move for every ship
    PIRATE_BONUS_4 = "pirate_bonus_4"  # a 4 also chases the pirate
    PIRATE_BONUS_5 = "pirate_bonus_5"  # a 5 also chases the pirate
    FAST_GOLD = "fast_gold"  # 1 resource sold for 1 gold, once a turn


class Zone(enum.Enum):
    """The unexplored zones: north (tiles with a green dot), south (orange dot)."""

    NORTH = "north"
    SOUTH = "south"


class Piece(enum.Enum):
    """What a ship's hold or a harbor settlement's dock can carry."""

    SETTLER = "settler"  # large: fills the hold
    CREW = "crew"  # small: two fit
    FISH = "fish"  # large (fish for Catan)
    SACK = "sack"  # small (a spice sack)


SIZE = {Piece.SETTLER: 2, Piece.CREW: 1, Piece.FISH: 2, Piece.SACK: 1}
HOLD = 2  # "deux petites pièces (unités, sacs d'épices) ou une grande pièce (colon, banc de poissons)"


class Mission(enum.Enum):
    PIRATE_LAIRS = "pirate_lairs"
    FISH = "fish"
    SPICES = "spices"


class Phase(enum.Enum):
    SETUP = "setup"  # the free (or fixed) placement, step by step (CatanState.plan)
    ROLL = "roll"  # the seat on turn enters the dice
    DISCARD = "discard"  # a 7: seats with more than 7 cards give half back
    PIRATE = "pirate"  # a 7 or a chased pirate: the seat on turn places its pirate ship (and robs)
    TRADE = "trade"  # trade and build, combined
    MOVE = "move"  # the movement phase
    REVEAL = "reveal"  # a ship pointed at unexplored hexes: the table turns them up
    CAPTURE = "capture"  # after the movement phase: a pirate lair with 3 crews is captured
    OVER = "over"


class SetupPiece(enum.Enum):
    HARBOR = "harbor"
    SETTLEMENT = "settlement"
    ROAD = "road"
    SETTLER_SHIP = "settler_ship"


class PirateDue(enum.Enum):
    NONE = "none"
    SEVEN = "seven"  # must place or move it
    CHASE = "chase"  # may place it after a chase


@dataclass(frozen=True)
class Resources:
    wood: int = 0
    brick: int = 0
    wool: int = 0
    grain: int = 0
    ore: int = 0

    def get(self, resource: Resource) -> int:
        value: int = getattr(self, resource.value)
        return value

    def plus(self, resource: Resource, count: int = 1) -> Resources:
        return replace(self, **{resource.value: self.get(resource) + count})

    def added(self, other: Resources) -> Resources:
        return Resources(*(self.get(r) + other.get(r) for r in RESOURCES))

    def minus(self, other: Resources) -> Resources:
        return Resources(*(self.get(r) - other.get(r) for r in RESOURCES))

    def covers(self, other: Resources) -> bool:
        return all(self.get(r) >= other.get(r) for r in RESOURCES)

    @property
    def total(self) -> int:
        return sum(self.get(r) for r in RESOURCES)

    @staticmethod
    def of(**counts: int) -> Resources:
        return Resources(**counts)


@dataclass(frozen=True)
class Hex:
    q: int
    r: int
    kind: Kind
    number: int | None = None  # the number token (a lair's number shows once it is captured)
    zone: Zone | None = None  # None: the start island, the frame's sea
    lair: bool = False  # a pirate lair token lies on this gold river
    captured: bool = False  # its lair is captured (the token turned over): the river is free
    crews: tuple[int, ...] = ()  # seats of the crews on the lair (or set aside on the river after the capture),
    # or on the spice village (there for good)
    fish: bool = False  # a fish figure lies on this fish shoal
    sacks: int = 0  # spice sacks left on this village
    advantage: Advantage | None = None  # a spice village's
    ports: tuple[int, ...] = ()  # the Council's harbors: indices in hexgrid.corners_of (clockwise from the top)

    @property
    def at(self) -> Coord:
        return (self.q, self.r)

    @property
    def blocks(self) -> bool:
        """Nothing is built touching it: unexplored, or a lair not captured yet."""
        return self.kind is Kind.HIDDEN or (self.lair and not self.captured)


@dataclass(frozen=True)
class Building:
    owner: int  # a seat, or NEUTRAL
    corner: Corner
    harbor: bool = False  # a harbor settlement (2 points, a dock)
    dock: tuple[Piece, ...] = ()


@dataclass(frozen=True)
class Road:
    owner: int
    edge: Edge


@dataclass(frozen=True)
class Ship:
    id: int  # stable while the ship is on the board
    seat: int
    edge: Edge
    cargo: tuple[Piece, ...] = ()


@dataclass(frozen=True)
class PirateShip:
    seat: int
    q: int
    r: int

    @property
    def at(self) -> Coord:
        return (self.q, self.r)


@dataclass(frozen=True)
class Marker:
    seat: int
    step: int  # 0 is the S space
    arrival: int  # when it reached its space (lower: earlier, under the stack)


@dataclass(frozen=True)
class Track:
    mission: Mission
    # the points beside each space, S first; None until the table reads them off the Mission card, when a marker first
    # leaves S (games/catan_ep/tracks.py)
    points: tuple[int, ...] | None
    markers: tuple[Marker, ...]


@dataclass(frozen=True)
class SeatState:
    hand: Resources = Resources()
    gold: int = 0


@dataclass(frozen=True)
class SetupStep:
    seat: int  # who places
    piece: SetupPiece
    owner: int  # whose piece (NEUTRAL in the 2-player game)


@dataclass(frozen=True)
class Turn:
    """What the seat on turn has done this turn (reset at each roll)."""

    bought: int = 0  # resources bought with 2 gold (at most 2)
    current: int | None = None  # the ship whose move is under way
    moves_left: int = 0
    finished: tuple[int, ...] = ()  # ships whose action is over
    moved: tuple[int, ...] = ()  # ships that moved (not ready to chase)
    bonus: tuple[int, ...] = ()  # ships that bought +2 moves for a wool
    tribute: tuple[int, ...] = ()  # ships that paid the pirate's tribute
    chased: tuple[int, ...] = ()  # ships that rolled to chase the pirate
    discovered: tuple[int, ...] = ()  # ships whose move a discovery ended (their moves are lost)
    fished: bool = False  # the fish die was rolled this turn
    sold: int = 0  # resources sold for 1 gold to fast-gold villages


@dataclass(frozen=True)
class Capture:
    """A lair with 3 crews, being resolved after the movement phase."""

    q: int
    r: int
    seats: tuple[int, ...]  # the participants, the seat on turn first, then clockwise
    crews: tuple[int, ...]  # their crews on the lair
    flipped: bool = False  # the token is turned: gold and steps given; a hero roll may be due
    rolls: int = 0  # hero rolls that ended in a tie to be rolled again
    hero: int | None = None  # the hero's seat, choosing whether to step again for a crew (HeroStep)


@dataclass(frozen=True)
class Rules:
    scenario: int = 1
    target: int = 8
    gold_compensation: str = "no_resource"  # or "nothing": river gold counts as getting something
    discovery_stop: str = "moves"  # or "action": a discovery ends the ship's whole action, not only its moves
    rob_reach: str = "touching"  # or "along": the pirate robs only ships lying along its hex


@dataclass(frozen=True)
class CatanState:
    players: tuple[Player, ...]
    rules: Rules
    first_seat: int
    seat: int  # whose turn it is (or who places, at set-up)
    phase: Phase
    hexes: tuple[Hex, ...]
    seats: tuple[SeatState, ...]
    buildings: tuple[Building, ...] = ()
    roads: tuple[Road, ...] = ()
    ships: tuple[Ship, ...] = ()
    pirate: PirateShip | None = None
    tracks: tuple[Track, ...] = ()
    plan: tuple[SetupStep, ...] = ()  # set-up steps still to place
    turn: Turn = Turn()
    discards: tuple[int, ...] = ()  # seats that still owe a discard (a 7)
    pirate_due: PirateDue = PirateDue.NONE
    reveal: tuple[Coord, ...] = ()  # unexplored hexes the last move points at, to be turned up
    capture: Capture | None = None
    arrivals: int = 0  # markers moved so far (orders the stacks)
    next_ship: int = 0
    turns: int = 0  # turns played
    last_roll: int | None = None
    winner: int | None = None
    declared: bool = field(default=False)  # the table ended the game before anyone reached the target

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def seat_changed(self, seat: int, **changes: object) -> tuple[SeatState, ...]:
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], **changes)  # type: ignore[arg-type]
        return tuple(seats)

    def ship(self, ship_id: int) -> Ship | None:
        return next((s for s in self.ships if s.id == ship_id), None)
