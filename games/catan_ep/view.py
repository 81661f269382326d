"""What the Explorers & Pirates table shows (docs/design.md#the-engine-face): frozen dataclasses, serialisable by
games.serial. Nothing is secret in this model (model.py says why: every card a seat gains or loses is seen by the
table, and the one blind draw, the card a pirate robs, is entered by the table), so every seat and the public
see the same view: the board and the pieces as they lie, each seat's hand, gold, points and pieces left, what its
spice villages give, each track's leader, the fish and sacks left in the supply and the hero's pending choice."""

from __future__ import annotations

from dataclasses import dataclass

from games.base import Player
from games.catan_ep import fish, lairs, missions, pieces, spices, villages
from games.catan_ep.hexgrid import Coord
from games.catan_ep.model import (Building, Capture, CatanState, Hex, Mission, Phase, PirateDue, PirateShip,
                                  Resources, Road, Rules, SetupStep, Ship, Track, Turn)
from games.catan_ep.pieces import Build


@dataclass(frozen=True)
class PiecesLeft:
    """Pieces still in a seat's supply."""

    road: int
    settlement: int
    harbor: int
    ship: int
    settler: int
    crew: int


@dataclass(frozen=True)
class SeatView:
    hand: Resources
    gold: int
    points: int
    pieces_left: PiecesLeft
    moves: int  # a ship's moves at the start of its action (swift voyage adds to 4)
    chase_wins: tuple[int, ...]  # die faces that chase a pirate ship (6, and a pirate bonus village's number)
    sales: int  # resources sold for gold a turn (fast-gold villages)


@dataclass(frozen=True)
class Leader:
    """Who holds a mission track's 1-point card (None: every marker is still on S)."""

    mission: Mission
    seat: int | None


@dataclass(frozen=True)
class Supply:
    fish: int
    sacks: int


@dataclass(frozen=True)
class CatanView:
    players: tuple[Player, ...]
    rules: Rules
    first_seat: int
    seat: int
    phase: Phase
    hexes: tuple[Hex, ...]
    seats: tuple[SeatView, ...]
    buildings: tuple[Building, ...]
    roads: tuple[Road, ...]
    ships: tuple[Ship, ...]
    pirate: PirateShip | None
    tracks: tuple[Track, ...]
    leaders: tuple[Leader, ...]
    plan: tuple[SetupStep, ...]
    turn: Turn
    discards: tuple[int, ...]
    pirate_due: PirateDue
    reveal: tuple[Coord, ...]
    capture: Capture | None
    supply: Supply
    hero_choosing: int | None  # the hero of a capture, asked whether to step again for a crew
    turns: int
    last_roll: int | None
    winner: int | None
    declared: bool

    @property
    def target(self) -> int:
        return self.rules.target


def _seat(state: CatanState, seat: int) -> SeatView:
    held = state.seats[seat]
    left = PiecesLeft(*(pieces.left(state, seat, build) for build in Build))
    return SeatView(held.hand, held.gold, missions.points(state, seat), left, villages.moves(state, seat),
                    tuple(sorted(villages.chase_wins(state, seat))), villages.sales(state, seat))


def view_of(state: CatanState) -> CatanView:
    return CatanView(
        players=state.players, rules=state.rules, first_seat=state.first_seat, seat=state.seat, phase=state.phase,
        hexes=state.hexes, seats=tuple(_seat(state, s) for s in range(len(state.players))),
        buildings=state.buildings, roads=state.roads, ships=state.ships, pirate=state.pirate, tracks=state.tracks,
        leaders=tuple(Leader(t.mission, missions.leader(t.markers)) for t in state.tracks), plan=state.plan,
        turn=state.turn, discards=state.discards, pirate_due=state.pirate_due, reveal=state.reveal,
        capture=state.capture,
        supply=Supply(fish.FISH - fish.fish_in_play(state), spices.SACKS - spices.sacks_in_play(state)),
        hero_choosing=lairs.hero_choosing(state), turns=state.turns,
        last_roll=state.last_roll, winner=state.winner, declared=state.declared)
