"""Ilos's state: the archipelago as the app knows it, the ships and pioneers on it, the market, each seat's
hand size, production board and stash, and where the turn stands.

Everything is a frozen dataclass of ints, strs, bools, None, tuples and enums (games.serial stores it).
The map is a square grid of tiles at (x, y), y growing southwards. A tile holds one or more lands (island
parts, numbered from 0 on that tile); lands joined across tile edges make one island, whose id every
placed tile keeps per land. The actions live in games.ilos.actions; the rules in games.ilos.exploration
(tiles and ships), games.ilos.pioneers (plantations, mines, buildings, ruins), games.ilos.turn (market,
production, draw, end of game).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from games.base import Player
from games.tally import Tally

AREA_SIZE = 3  # "Révélez les 3 premières Tuiles et placez-les dans la zone d'exploration"


class Resource(enum.Enum):
    """The four resources (ébène, teinture, or, épices); values are the field names of Resources."""

    EBONY = "ebony"
    DYE = "dye"
    GOLD = "gold"
    SPICES = "spices"


RESOURCES = (Resource.EBONY, Resource.DYE, Resource.GOLD, Resource.SPICES)


@dataclass(frozen=True)
class Resources(Tally):
    """Resource tokens by kind (fields in RESOURCES order): a production board (public) or a stash behind a
    screen (SECRET)."""

    ebony: int = 0
    dye: int = 0
    gold: int = 0
    spices: int = 0


class SpotKind(enum.Enum):
    """A spot printed on a land: a resource icon (plantation or gold mine), a ruin icon, a building spot."""

    EBONY = "ebony"
    DYE = "dye"
    SPICES = "spices"
    GOLD = "gold"
    RUINS = "ruins"
    BUILDING = "building"


PLANTATION_SPOTS = {SpotKind.EBONY: Resource.EBONY, SpotKind.DYE: Resource.DYE, SpotKind.SPICES: Resource.SPICES}


class BuildingKind(enum.Enum):
    """The two faces of a building token."""

    FORT = "fort"
    TRADING_POST = "trading_post"


class Phase(enum.Enum):
    FIRST_ISLANDS = "first_islands"  # "PREMIÈRES ÎLES": each seat in turn joins a tile and puts a ship on it
    ACTIONS = "actions"  # a seat's turn: actions, then EndTurn (production and draw)
    FINAL_REVEAL = "final_reveal"  # the last round is over: the screens are lifted (RevealStashes)
    OVER = "over"


@dataclass(frozen=True)
class Spot:
    land: int  # the land (island part, numbered on its tile) the spot lies on
    kind: SpotKind


@dataclass(frozen=True)
class TileSpec:
    """A tile as the table describes it when it is turned up. Each side lists, clockwise along the tile's
    edge, the lands that reach it (one entry per stretch of coast cut by the edge); () is a side of sea."""

    lands: int
    spots: tuple[Spot, ...] = ()
    north: tuple[int, ...] = ()
    east: tuple[int, ...] = ()
    south: tuple[int, ...] = ()
    west: tuple[int, ...] = ()
    lair: bool = False  # a pirate lair at sea on this tile

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        return (self.north, self.east, self.south, self.west)


@dataclass(frozen=True)
class PlacedTile:
    tile: TileSpec  # turned as it lies on the table
    x: int
    y: int
    islands: tuple[int, ...]  # the island id of each land


@dataclass(frozen=True)
class Ship:
    seat: int
    tile: int  # index into IlosState.tiles
    land: int | None  # on the coast of this land's island; None: on the tile's pirate lair


@dataclass(frozen=True)
class Pioneer:
    seat: int
    tile: int
    spot: int  # index into the tile's spots
    building: BuildingKind | None = None  # on a building spot: the face chosen
    copies: Resource | None = None  # a trading post: the plantation resource it copies


@dataclass(frozen=True)
class SeatState:
    hand: int  # cards in hand (public: everyone can count them)
    production: Resources = Resources()  # the production board (public)
    stash: Resources = Resources()  # behind the screen: SECRET until RevealStashes
    redrawn: bool = False  # the one redraw at the start of the game is used
    turns: int = 0  # turns finished
    first_island: bool = False  # has placed its first island


@dataclass(frozen=True)
class TurnEnd:
    """The public story of the last end of turn, for the screens: what was produced and drawn."""

    seat: int
    produced: Resources
    drew: int  # cards drawn from the deck (after a reshuffle if any)
    reshuffled: bool
    taken: int = 0  # cards taken at random from another hand, deck and discard being empty
    taken_from: int | None = None


@dataclass(frozen=True)
class Rules:
    """The table's choices where the rulebook is silent or open to two readings (docs/rules/ilos.md)."""

    first_islands: str = "round"  # or "first_turn"
    take_from: str = "others"  # or "anyone"
    empty_trading_post: str = "refused"  # or "allowed"


@dataclass(frozen=True)
class IlosState:
    players: tuple[Player, ...]
    rules: Rules
    # per resource (RESOURCES order): the market row, starting price first; None until the table reads it off the
    # board, when the game first needs it (games/ilos/figures.py)
    prices: tuple[tuple[int, ...] | None, ...]
    raises: tuple[int, ...]  # market tokens on each row
    phase: Phase
    first_seat: int
    seat: int  # whose turn it is (or whose first island)
    deck: int
    discard: int
    tile_pile: int  # face-down tiles left in the exploration pile
    area: tuple[TileSpec, ...]  # the exploration area, face up
    seats: tuple[SeatState, ...]
    tiles: tuple[PlacedTile, ...] = ()
    ships: tuple[Ship, ...] = ()
    pioneers: tuple[Pioneer, ...] = ()
    acted: bool = False  # the seat whose turn it is has played an action card this turn
    market_played: bool = False  # ... a Market card (once a turn)
    end_trigger: int | None = None  # the seat that played a 10th pioneer (or -1: no spot could ever be used)
    last_turn: TurnEnd | None = None

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def seat_replaced(self, seat: int, **changes: object) -> tuple[SeatState, ...]:
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], **changes)  # type: ignore[arg-type]
        return tuple(seats)

    @property
    def reveal_due(self) -> bool:
        """A tile was taken from the exploration area and the pile can refill it: turn one up first."""
        return len(self.area) < AREA_SIZE and self.tile_pile > 0

    def price(self, resource: Resource) -> int | None:
        """The price ``resource`` sells at now (None: its row not read yet)."""
        i = RESOURCES.index(resource)
        found = self.prices[i]
        return None if found is None else found[self.raises[i]]

    def island(self, tile: int, land: int) -> int:
        return self.tiles[tile].islands[land]

    def ship_island(self, ship: Ship) -> int | None:
        return None if ship.land is None else self.island(ship.tile, ship.land)

    def spot_island(self, tile: int, spot: int) -> int:
        return self.island(tile, self.tiles[tile].tile.spots[spot].land)

    def pioneers_of(self, seat: int) -> int:
        return sum(1 for p in self.pioneers if p.seat == seat)

    def ships_of(self, seat: int) -> int:
        return sum(1 for s in self.ships if s.seat == seat)

    def forts_of(self, seat: int) -> int:
        return sum(1 for p in self.pioneers if p.seat == seat and p.building is BuildingKind.FORT)

    def market_tokens(self) -> int:
        return sum(self.raises)
