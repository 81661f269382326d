"""Random legal actions that drive whole games (sample_action), actions thrown at a state to check that refusals
change nothing (probe_actions), and the sample board and track values they play on. Pure: the caller supplies
the random source.

The sampled table builds whatever it can afford (crews first while a lair waits, then harbor settlements,
settlements, settlers, ships), sails towards the unexplored zones (ships with crews towards lairs or spice
villages, with fish or sacks towards the Council, empty ones towards fish), founds settlements with its settlers,
lands crews on lairs and villages, takes fish, rolls the fish die now and then, sells to fast-gold villages, and
stops the game after TURN_LIMIT turns (DeclareEnd) if nobody has won by then, so playouts stay short. Scenarios 1
and 2 draw exactly as before part 2 (the screens' seeded games rely on it). The sample board and track values are
made up, NOT the box's; a game started without its tracks reads them as facts now and then (``_unread_track``).
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator

from games.base import RuleError
from games.catan_ep import board as geo
from games.catan_ep import villages
from games.catan_ep.actions import (Action, BankTrade, BoxFigure, BuildCargo, BuildHarbor, BuildRoad, BuildSettlement,
                                    BuildShip, BuyMoves, BuyResource, Chase, DeclareEnd, Discard, EndTurn, FishRoll,
                                    FlipLair, Found, HeroRoll, HeroStep, LandCrews, MoveShip, PickUpCrews, Place,
                                    PlacePirate, Reveal, Roll, SellResource, TakeFish, VisitVillage)
from games.catan_ep.hexgrid import (Coord, Corner, Edge, corners_of, distance, edges_at, hexes_of, neighbour_corners,
                                    next_edges)
from games.catan_ep.missions import SCENARIO_MISSIONS, TRACK_OPTIONS
from games.catan_ep.model import (PRODUCES, RESOURCES, Advantage, CatanState, Kind, Mission, Phase, Piece, Resource,
                                  Resources, SetupPiece, Ship)
from games.catan_ep.pieces import COSTS, Build
from games.catan_ep.pirates import pirate_places, robbable

Apply = Callable[[CatanState, Any], CatanState]
TURN_LIMIT = 30


def _sample_board() -> str:
    """A start island of 7 terrains, a ring of sea, and an outer ring: north and south unexplored, sea between."""
    island = {(0, 0): "fields 6", (1, 0): "forest 8", (1, -1): "pasture 5", (0, -1): "hills 9",
              (-1, 0): "mountains 10", (-1, 1): "forest 4", (0, 1): "hills 11"}
    items = []
    for q in range(-3, 4):
        for r in range(-3, 4):
            d = distance((q, r), (0, 0))
            if d > 3:
                continue
            kind = island.get((q, r)) or ("sea" if d == 2 or -2 < r < 2 else "north" if r < 0 else "south")
            items.append(f"{q},{r} {kind}")
    return "; ".join(items)


SAMPLE_BOARD = _sample_board()
# Scenarios 3-5: the sea hex east of the island's forest (1,0) is the Council of Catan, harbors on its top and
# bottom corners (towards the north and south zones).
SAMPLE_COUNCIL_BOARD = "; ".join("2,0 council 0 3" if item == "2,0 sea" else item for item in SAMPLE_BOARD.split("; "))
SAMPLE_TRACKS = {"track_pirate_lairs": "0 0 1 1 2 2 3 3 4", "track_fish": "0 1 1 2 2 2 3 3",
                 "track_spices": "0 0 1 1 2 2 3 3 4"}
SAMPLE_OPTIONS: dict[str, Any] = {"scenario": 2, "board": SAMPLE_BOARD, **SAMPLE_TRACKS}
SAMPLE_OPTIONS_5: dict[str, Any] = {"scenario": 5, "board": SAMPLE_COUNCIL_BOARD, **SAMPLE_TRACKS}


def _legal(state: CatanState, action: Action, apply: Apply) -> bool:
    try:
        apply(state, action)
    except RuleError:
        return False
    return True


def _first_legal(state: CatanState, actions: list[Action], apply: Apply) -> Action | None:
    return next((a for a in actions if _legal(state, a, apply)), None)


def _island_corners(state: CatanState) -> list[Corner]:
    return sorted({c for h in state.hexes if h.kind in PRODUCES and h.zone is None for c in corners_of(*h.at)})


def _setup(state: CatanState, rng: random.Random, apply: Apply) -> Action:
    step = state.plan[0]
    if step.piece in (SetupPiece.HARBOR, SetupPiece.SETTLEMENT):
        free = [c for c in _island_corners(state) if geo.distance_rule_ok(state, c)]
        rng.shuffle(free)
        # Settlements inland, and the corner taking the fewest free corners away: every piece finds a place.
        inland_first = step.piece is SetupPiece.SETTLEMENT
        free.sort(key=lambda c: (inland_first and geo.on_coast(state, c),
                                 sum(1 for n in neighbour_corners(c) if n in free)))
        found = _first_legal(state, [Place(step.seat, corner=c) for c in free], apply)
    else:
        mine = [b.corner for b in state.buildings if b.owner == step.owner]
        edges = sorted({e for c in mine for e in edges_at(c)})
        rng.shuffle(edges)
        found = _first_legal(state, [Place(step.seat, edge=e) for e in edges], apply)
    return found or DeclareEnd()


def _discard(state: CatanState, rng: random.Random) -> Discard:
    seat = state.discards[0]
    hand = state.seats[seat].hand
    cards = [r for r in RESOURCES for _ in range(hand.get(r))]
    rng.shuffle(cards)
    given = Resources()
    for r in cards[:hand.total // 2]:
        given = given.plus(r)
    return Discard(seat, given)


def _pirate(state: CatanState, rng: random.Random, apply: Apply) -> Action:
    places = pirate_places(state)
    rng.shuffle(places)
    for at in places:
        victims = robbable(state, state.seat, at)
        victim = rng.choice(victims) if victims else None
        taken = None
        if victim is not None:
            held = [r for r in RESOURCES if state.seats[victim].hand.get(r)]
            taken = rng.choice(held) if held else None
        action = PlacePirate(state.seat, at, victim, taken)
        if _legal(state, action, apply):
            return action
    return PlacePirate(state.seat, None)


def _reveal(state: CatanState, rng: random.Random, apply: Apply) -> Action:
    at = state.reveal[0]
    kinds = [*PRODUCES, Kind.SEA, Kind.GOLD_RIVER] + ([Kind.FISH, Kind.VILLAGE] if state.rules.scenario >= 3 else [])
    rng.shuffle(kinds)
    for kind in kinds:
        if kind in (Kind.FISH, Kind.VILLAGE):
            action = (Reveal(at, kind, rng.randint(1, 6)) if kind is Kind.FISH
                      else Reveal(at, kind, advantage=rng.choice(list(Advantage))))
            if _legal(state, action, apply):
                return action
            continue
        lair = kind is Kind.GOLD_RIVER and rng.random() < 0.8
        number = None if kind is Kind.SEA or lair else rng.choice(geo.NUMBERS)
        action = Reveal(at, kind, number, lair)
        if _legal(state, action, apply):
            return action
    # The last tiles of a stack leave few choices: every face, advantage and number before giving up.
    every = [Reveal(at, Kind.FISH, face) for face in range(1, 7)] + [Reveal(at, Kind.VILLAGE, advantage=a)
                                                                   for a in Advantage]
    rng.shuffle(every)
    every += [Reveal(at, k, n) for k in (*PRODUCES, Kind.GOLD_RIVER) for n in geo.NUMBERS]
    return next((a for a in every if _legal(state, a, apply)), Reveal(at, Kind.SEA))


def _trade(state: CatanState, seat: int, rng: random.Random) -> list[Action]:
    """Builds first (only what the seat can afford, to keep sampling cheap), then trades that may lead to one."""
    hand = state.seats[seat].hand
    mine = [b for b in state.buildings if b.owner == seat]
    harbors = [b.corner for b in mine if b.harbor]
    road_ends = sorted({c for r in state.roads if r.owner == seat for c in r.edge.ends})
    found: list[Action] = []
    if hand.covers(COSTS[Build.CREW]) and (any(h.lair and not h.captured for h in state.hexes)
                                           or _villages_to_visit(state, seat) or rng.random() < .2):
        found += [BuildCargo(seat, Piece.CREW, ship=s.id) for s in state.ships if s.seat == seat]
        found += [BuildCargo(seat, Piece.CREW, corner=c) for c in harbors]
    if hand.covers(COSTS[Build.HARBOR]):
        found += [BuildHarbor(seat, b.corner) for b in mine if not b.harbor]
    if hand.covers(COSTS[Build.SETTLEMENT]):
        found += [BuildSettlement(seat, c) for c in road_ends]
        found += [BuildCargo(seat, Piece.SETTLER, corner=c) for c in harbors]
    if hand.covers(COSTS[Build.SHIP]):
        found += [BuildShip(seat, e) for c in harbors for e in edges_at(c)]
    if hand.covers(COSTS[Build.ROAD]) and rng.random() < 0.3:
        edges = sorted({e for c in road_ends + [b.corner for b in mine] for e in edges_at(c)})
        found += [BuildRoad(seat, e) for e in rng.sample(edges, min(3, len(edges)))]
    rich = [r for r in RESOURCES if hand.get(r) >= 3]
    if rich:
        wanted: list[Resource | None] = [r for r in RESOURCES if hand.get(r) == 0] or [None]
        found.append(BankTrade(seat, rng.choice(rich), rng.choice(wanted)))
    if state.seats[seat].gold >= 2 and state.turn.bought < 2 and rng.random() < 0.5:
        found.append(BuyResource(seat, rng.choice(RESOURCES)))
    if hand.total and villages.sales(state, seat) > state.turn.sold:
        found.append(SellResource(seat, max(RESOURCES, key=hand.get)))
    return found


def _villages_to_visit(state: CatanState, seat: int) -> list[Coord]:
    return [h.at for h in state.hexes if h.kind is Kind.VILLAGE and seat not in h.crews]


def _mission_goals(state: CatanState, ship: Ship) -> list[Coord]:
    """Scenarios 3-5: the Council for a ship with fish or sacks, a village for crews, a fish for an empty ship."""
    if Piece.FISH in ship.cargo or Piece.SACK in ship.cargo:
        return [h.at for h in state.hexes if h.kind is Kind.COUNCIL]
    if Piece.CREW in ship.cargo:
        return _villages_to_visit(state, ship.seat)
    return [h.at for h in state.hexes if h.fish] if not ship.cargo else []


def _target_edges(state: CatanState, ship: Ship, rng: random.Random) -> list[Edge]:
    """Next routes, those nearer a goal first: a lair for a ship with crews, else an unexplored hex."""
    lairs = [h.at for h in state.hexes if h.lair and not h.captured and len(h.crews) < 3]
    hidden = [h.at for h in state.hexes if h.kind is Kind.HIDDEN]
    goals = lairs if Piece.CREW in ship.cargo and lairs else hidden or lairs
    if state.rules.scenario >= 3:
        goals = _mission_goals(state, ship) or goals
    options = [e for e in next_edges(ship.edge) if geo.is_route(state, e)]
    rng.shuffle(options)
    if goals and rng.random() < 0.8:
        options.sort(key=lambda e: min(distance(_mid(e), g) for g in goals))
    return options


def _mid(edge: Edge) -> Coord:
    return hexes_of(edge)[0]


def _ship_actions(state: CatanState, seat: int, rng: random.Random) -> list[Action]:
    found: list[Action] = []
    ships = [s for s in state.ships if s.seat == seat and s.id not in state.turn.finished]
    if state.turn.current is not None:
        ships.sort(key=lambda s: s.id != state.turn.current)
    for ship in ships[:2]:
        if Piece.SETTLER in ship.cargo:
            found += [Found(seat, ship.id, c) for c in ship.edge.ends]
        lairs = [h for h in state.hexes if h.lair and geo.touches_hex(ship.edge, h.at)]
        found += [LandCrews(seat, ship.id, h.at, 1) for h in lairs if not h.captured]
        found += [PickUpCrews(seat, ship.id, h.at, 1) for h in lairs if h.captured]
        near = [h for h in state.hexes if (h.fish or h.kind is Kind.VILLAGE) and geo.touches_hex(ship.edge, h.at)]
        found += [TakeFish(seat, ship.id, h.at) if h.fish else VisitVillage(seat, ship.id, h.at) for h in near]
        if state.pirate is not None and state.pirate.seat != seat:
            found.append(Chase(seat, ship.id, rng.randint(1, 6)))
        if rng.random() < 0.1:
            found.append(BuyMoves(seat, ship.id))
        found += [MoveShip(seat, ship.id, e) for e in _target_edges(state, ship, rng)]
    return found


def _unread_track(state: CatanState, rng: random.Random) -> BoxFigure | None:
    """Now and then (and always before a capture steps a marker off S) a track not read yet is read: the samples' (NOT
    the box's), as a table reads a Mission card when the game first needs it (games/catan_ep/tracks.py). No draw
    from rng while every track is read: seeded games keep their dice."""
    unread = [TRACK_OPTIONS[t.mission] for t in state.tracks if t.points is None]
    if unread and (state.phase is Phase.CAPTURE or rng.random() < 0.1):
        return BoxFigure(unread[0], SAMPLE_TRACKS[unread[0]])
    return None


def sample_action(state: CatanState, rng: random.Random, apply: Apply) -> Action | None:
    if state.phase is Phase.OVER:
        return None
    if state.phase is Phase.SETUP:
        return _setup(state, rng, apply)
    unread = _unread_track(state, rng)
    if unread is not None:
        return unread
    if state.turns >= TURN_LIMIT:
        return DeclareEnd()
    seat = state.seat
    if state.phase is Phase.ROLL:
        return Roll(seat, rng.randint(1, 6), rng.randint(1, 6))
    if state.phase is Phase.DISCARD:
        return _discard(state, rng)
    if state.phase is Phase.PIRATE:
        return _pirate(state, rng, apply)
    if state.phase is Phase.REVEAL:
        return _reveal(state, rng, apply)
    if state.phase is Phase.CAPTURE:
        capture = state.capture
        assert capture is not None
        if not capture.flipped:
            return FlipLair(rng.choice(geo.NUMBERS))
        if capture.hero is not None:  # no draw from rng: seeded games keep their dice; now and then a hero declines
            return HeroStep(capture.hero, state.arrivals % 3 != 0)
        return HeroRoll(tuple(rng.randint(1, 6) for _ in capture.seats))
    candidates: list[Action] = []
    if state.phase is Phase.TRADE:
        candidates += _trade(state, seat, rng)
    if Mission.FISH in SCENARIO_MISSIONS[state.rules.scenario] and not state.turn.fished and rng.random() < .25:
        candidates.append(FishRoll(seat, rng.randint(1, 6)))
    if rng.random() < 0.9 or state.turn.current is not None:
        candidates += _ship_actions(state, seat, rng)
    found = _first_legal(state, candidates, apply)
    if found is None and not _legal(state, EndTurn(seat), apply):  # a ship crossing a full route moves on
        found = _first_legal(state, _ship_actions(state, seat, rng), apply)
    return found or EndTurn(seat)


def probe_actions(state: CatanState, rng: random.Random) -> Iterator[Action]:
    """A few actions of different kinds, most of them refused here (kept few: each one is checked at length)."""
    seat = state.seat
    corner = rng.choice(_island_corners(state))
    edge = rng.choice(edges_at(corner))
    ship = rng.choice(state.ships).id if state.ships else 0
    at = rng.choice(state.hexes).at
    groups: list[list[Action]] = [
        [Roll(seat, 0, 7), Roll((seat + 1) % len(state.players), 3, 4), EndTurn(seat + 1), FishRoll(seat, 7)],
        [Place(seat, corner=corner), BuildSettlement(seat, corner), BuildHarbor(seat, corner)],
        [BuildRoad(seat, edge), BuildShip(seat, edge), BankTrade(seat, Resource.ORE, Resource.ORE),
         SellResource(seat, Resource.GRAIN), BuildCargo(seat, Piece.FISH, ship=ship)],
        [MoveShip(seat, ship, edge), Found(seat, ship, corner), LandCrews(seat, ship, at, 3),
         TakeFish(seat, ship, at), VisitVillage(seat, ship, at)],
        [PlacePirate(seat, at, seat, Resource.WOOL), Reveal(at, Kind.FOREST, 7), FlipLair(7), HeroRoll((0,)),
         HeroStep(seat, True), Discard(seat, Resources(wood=1))]]
    for group in groups:
        yield rng.choice(group)
