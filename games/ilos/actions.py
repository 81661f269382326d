"""Ilos's actions: what the table turns up, what the seat whose turn it is plays, and the end of a turn.

An action card is named after the card (Plantation, GoldMine, Building, Ruins, Market; the Ship card in its
three uses ShipDock, ShipExplore, ShipLair). Its cost in cards is not listed: the engine knows it (the card
played plus the cards discarded face up with it) and takes it from the seat's hand size, which is public.

``reveals = True`` (a ClassVar, read by Game.reveals) marks what undo never goes back past: a tile turned up
from the exploration pile, and the screens lifted at the end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.figures import BoxFigure as BoxFigure  # the shared fact (games/figures.py): a price row read off the board
from games.ilos.model import BuildingKind, Resource, Resources, TileSpec


@dataclass(frozen=True)
class RevealTile:
    """The table turns up the next tile of the exploration pile into the exploration area."""

    reveals: ClassVar[bool] = True
    tile: TileSpec


@dataclass(frozen=True)
class Redraw:
    """At the start of the game, once: discard ``count`` cards of the opening hand and draw as many."""

    seat: int
    count: int


@dataclass(frozen=True)
class FirstIsland:
    """The first-islands round: tile ``pick`` of the exploration area goes to (x, y), turned ``turns``
    quarter turns clockwise, and one of the seat's ships goes on the coast of its land ``land``. Free."""

    seat: int
    pick: int
    x: int
    y: int
    turns: int
    land: int


@dataclass(frozen=True)
class ShipDock:
    """Ship card: a ship (from the reserve, or the ship ``move_from`` already in play) goes on the coast of
    the island holding land ``land`` of placed tile ``tile``."""

    seat: int
    tile: int
    land: int
    move_from: int | None = None  # index into IlosState.ships


@dataclass(frozen=True)
class ShipExplore:
    """Ship card: tile ``pick`` of the exploration area is played at (x, y), turned ``turns`` quarter turns
    clockwise, and a ship goes on the coast of its land ``land``."""

    seat: int
    pick: int
    x: int
    y: int
    turns: int
    land: int
    move_from: int | None = None


@dataclass(frozen=True)
class ShipLair:
    """Ship card: a ship occupies the free pirate lair of placed tile ``tile``."""

    seat: int
    tile: int
    move_from: int | None = None


@dataclass(frozen=True)
class Plantation:
    """A pioneer on an ebony, dye or spices spot; +1 of it on the production board."""

    seat: int
    tile: int
    spot: int


@dataclass(frozen=True)
class GoldMine:
    """A pioneer on a gold spot; +1 gold on the production board."""

    seat: int
    tile: int
    spot: int


@dataclass(frozen=True)
class Building:
    """A building token, face ``building`` up, and a pioneer on it. A trading post names the plantation it
    copies (``copy_tile``, ``copy_spot``: a pioneer's plantation on the same island)."""

    seat: int
    tile: int
    spot: int
    building: BuildingKind
    copy_tile: int | None = None
    copy_spot: int | None = None


@dataclass(frozen=True)
class Ruins:
    """A pioneer on a ruin icon; 3 gold straight behind the screen."""

    seat: int
    tile: int
    spot: int


@dataclass(frozen=True)
class Market:
    """Pay 1 ``resource`` from behind the screen (shown to all) and raise its price by a market token."""

    seat: int
    resource: Resource


@dataclass(frozen=True)
class EndTurn:
    """The seat's actions are over: production, then the draw. ``take_from`` names whose hand the missing
    cards come from when deck and discard run dry and several hands are the biggest (else None)."""

    seat: int
    take_from: int | None = None


@dataclass(frozen=True)
class CorrectStash:
    """A seat corrects the count of its own stash (what is really behind its screen). Secret: the public
    view does not change."""

    sealed: ClassVar[bool] = True  # journaled encrypted (Game.sealed) until RevealStashes
    seat: int
    stash: Resources


@dataclass(frozen=True)
class RevealStashes:
    """The last round is over: production boards are cleared and every screen is lifted."""

    reveals: ClassVar[bool] = True


Action = (RevealTile | Redraw | FirstIsland | ShipDock | ShipExplore | ShipLair | Plantation | GoldMine | Building
          | Ruins | Market | EndTurn | CorrectStash | RevealStashes | BoxFigure)
ACTION_TYPES = (RevealTile, Redraw, FirstIsland, ShipDock, ShipExplore, ShipLair, Plantation, GoldMine, Building,
                Ruins, Market, EndTurn, CorrectStash, RevealStashes, BoxFigure)
