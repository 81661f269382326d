"""Random legal actions that drive whole games (sample_action), and actions thrown at a state to check that
refusals change nothing (probe_actions). Pure: the caller supplies the random source.

The sampled table is greedy enough to end a game: it puts pioneers down when it can pay, docks ships where
free spots wait, explores, pirates, raises prices, and ends its turn. Tiles it turns up are drawn so that
they fit the map (mostly land on every side, now and then a side of sea, an islet, a pirate lair).
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator

from games.base import RuleError
from games.figures import BoxFigure
from games.ilos import archipelago, figures, turn
from games.ilos.actions import (Action, Building, CorrectStash, EndTurn, FirstIsland, GoldMine, Market, Plantation,
                                Redraw, RevealStashes, RevealTile, Ruins, ShipDock, ShipExplore, ShipLair)
from games.ilos.model import (PLANTATION_SPOTS, RESOURCES, BuildingKind, IlosState, Phase, Resource, Resources, Spot,
                              SpotKind, TileSpec)

Apply = Callable[[IlosState, Any], IlosState]
# Price rows for tests and random playouts only (NOT the box's: see config/games/ilos.toml). The app records the
# table's rows when first needed; spices go from 1 to 2 on the first raise as the rulebook's example says.
# Strings, the form that survives a Setup's trip through JSON (see setup.price_row).
SAMPLE_PRICES = {"ebony_prices": "2 3 4 5 6", "dye_prices": "2 3 4 6 8", "gold_prices": "3 4 5 6 7",
                 "spices_prices": "1 2 4 6 9"}


def _unread_row(state: IlosState, rng: random.Random) -> BoxFigure | None:
    """Now and then (and always before the screens are lifted) a row not read yet is read: the samples' (NOT the
    box's), as a table reads a row off the board when the game first needs it (games/ilos/figures.py)."""
    unread = [entry for entry, row in zip(figures.ENTRIES, state.prices) if row is None]
    if unread and (state.phase is Phase.FINAL_REVEAL or rng.random() < 0.1):
        return BoxFigure(unread[0], SAMPLE_PRICES[unread[0]])
    return None


KINDS = (SpotKind.EBONY, SpotKind.DYE, SpotKind.SPICES, SpotKind.EBONY, SpotKind.DYE, SpotKind.SPICES,
         SpotKind.GOLD, SpotKind.GOLD, SpotKind.BUILDING, SpotKind.BUILDING, SpotKind.BUILDING, SpotKind.RUINS)


def random_tile(state: IlosState, rng: random.Random) -> TileSpec:
    """A tile that mostly fits: land 0 reaches most sides; maybe an islet (land 1, no coast on an edge)."""
    settling = len(state.tiles) + len(state.area) < len(state.players) + 3
    sides = [(0,) if settling or rng.random() < 0.85 else () for _ in range(4)]
    if sum(1 for s in sides if s) < 2:
        sides = [(0,)] * 4
    lands = 2 if rng.random() < 0.2 else 1
    spots = tuple(Spot(rng.randrange(lands) if i else 0, rng.choice(KINDS)) for i in range(rng.randint(3, 5)))
    north, east, south, west = sides
    return TileSpec(lands, spots, north, east, south, west, lair=rng.random() < 0.3)


def sample_action(state: IlosState, rng: random.Random, apply: Apply) -> Action | None:
    if state.phase is Phase.OVER:
        return None
    if rng.random() < 0.02:
        return _correction(state, rng)
    unread = _unread_row(state, rng)
    if unread is not None:
        return unread
    if state.phase is Phase.FINAL_REVEAL:
        return RevealStashes()
    if state.reveal_due:
        return RevealTile(random_tile(state, rng))
    seat = state.seat
    if rng.random() < 0.05:
        waiting = [Redraw(s, rng.randint(1, 5)) for s in range(len(state.players)) if not state.seats[s].redrawn]
        if waiting and _legal(state, chosen := rng.choice(waiting), apply):
            return chosen
    if not state.seats[seat].first_island:
        first = _first_island(state, rng)
        return first if first is not None else _correction(state, rng)
    for action in _turn_candidates(state, seat, rng):
        if _legal(state, action, apply):
            return action
    return _end_turn(state, seat, rng)


def _legal(state: IlosState, action: Action, apply: Apply) -> bool:
    try:
        apply(state, action)
    except RuleError:
        return False
    return True


def _correction(state: IlosState, rng: random.Random) -> CorrectStash:
    """A seat fixes one count of its stash by one (a token missed or counted twice)."""
    seat = rng.randrange(len(state.players))
    stash = state.seats[seat].stash
    held = [r for r in RESOURCES if stash.get(r)]
    if held and (sum(stash.as_tuple()) >= turn.RESOURCE_TOKENS or rng.random() < 0.5):
        return CorrectStash(seat, stash.plus(rng.choice(held), -1))  # a correction never raises it past the box
    return CorrectStash(seat, stash.plus(rng.choice(RESOURCES)))


def _first_island(state: IlosState, rng: random.Random) -> Action | None:
    picks = list(range(len(state.area)))
    rng.shuffle(picks)
    for pick in picks:
        places = archipelago.legal_places(state.tiles, state.area[pick])
        if places:
            x, y, turns = rng.choice(places)
            return FirstIsland(state.seat, pick, x, y, turns, rng.randrange(state.area[pick].lands))
    return None


def _turn_candidates(state: IlosState, seat: int, rng: random.Random) -> list[Action]:
    """Actions worth trying this turn, in the order tried (the first legal one is played)."""
    if rng.random() < 0.12:
        return []  # end the turn now and then with cards in hand
    free = _free_spots(state)
    rng.shuffle(free)
    pioneers: list[Action] = []
    for tile, spot, kind in free:
        if kind in PLANTATION_SPOTS:
            pioneers.append(Plantation(seat, tile, spot))
        elif kind is SpotKind.GOLD:
            pioneers.append(GoldMine(seat, tile, spot))
        elif kind is SpotKind.RUINS:
            pioneers.append(Ruins(seat, tile, spot))
        else:
            pioneers.extend(_buildings(state, seat, tile, spot, rng))
    ships = _ship_moves(state, seat, free, rng)
    markets: list[Action] = [Market(seat, r) for r in RESOURCES if state.seats[seat].stash.get(r)]
    rng.shuffle(markets)
    order = [pioneers[:12], ships[:8], markets[:1] if rng.random() < 0.4 else []]
    if rng.random() < 0.3:
        order[0], order[1] = order[1], order[0]
    return [a for group in order for a in group]


def _free_spots(state: IlosState) -> list[tuple[int, int, SpotKind]]:
    taken = {(p.tile, p.spot) for p in state.pioneers}
    return [(t, s, spot.kind) for t, placed in enumerate(state.tiles) for s, spot in enumerate(placed.tile.spots)
            if (t, s) not in taken]


def _buildings(state: IlosState, seat: int, tile: int, spot: int, rng: random.Random) -> list[Action]:
    island = state.spot_island(tile, spot)
    copies = [(p.tile, p.spot) for p in state.pioneers if p.building is None
              and state.tiles[p.tile].tile.spots[p.spot].kind in PLANTATION_SPOTS
              and state.spot_island(p.tile, p.spot) == island]
    found: list[Action] = [Building(seat, tile, spot, BuildingKind.FORT)]
    if copies:
        found.append(Building(seat, tile, spot, BuildingKind.TRADING_POST, *rng.choice(copies)))
    rng.shuffle(found)
    return found


def _ship_moves(state: IlosState, seat: int, free: list[tuple[int, int, SpotKind]],
                rng: random.Random) -> list[Action]:
    mine = [i for i, s in enumerate(state.ships) if s.seat == seat]
    move = rng.choice(mine) if mine and (len(mine) >= 5 or rng.random() < 0.1) else None
    found: list[Action] = []
    for tile, spot, _ in free:
        found.append(ShipDock(seat, tile, state.tiles[tile].tile.spots[spot].land, move))
    if state.area and rng.random() < 0.5:
        pick = rng.randrange(len(state.area))
        spec = state.area[pick]
        places = archipelago.legal_places(state.tiles, spec)
        if places:
            found.append(ShipExplore(seat, pick, *rng.choice(places), rng.randrange(spec.lands), move))
    lairs = [ShipLair(seat, t, move) for t, placed in enumerate(state.tiles) if placed.tile.lair]
    found += lairs[:1] if rng.random() < 0.3 else []
    rng.shuffle(found)
    return found


def _end_turn(state: IlosState, seat: int, rng: random.Random) -> EndTurn:
    want = turn.draw_count(state, seat)
    if want <= state.deck + state.discard:
        return EndTurn(seat)
    biggest = turn.biggest_hands(state, seat)
    return EndTurn(seat, rng.choice(biggest) if len(biggest) > 1 else None)


PROBES = 24  # a random share of the probes below at each state (each refusal costs the suite a state dump)


def probe_actions(state: IlosState, rng: random.Random) -> Iterator[Action]:
    """Actions most of which the rules refuse here (and a few they accept): a random share of them."""
    probes = list(_probes(state, rng))
    return iter(rng.sample(probes, min(PROBES, len(probes))))


def _probes(state: IlosState, rng: random.Random) -> Iterator[Action]:
    count = len(state.players)
    seat = state.seat
    other = (seat + 1) % count
    yield RevealTile(TileSpec(0))
    yield RevealTile(TileSpec(2, (Spot(3, SpotKind.GOLD),), north=(0,)))
    yield RevealTile(random_tile(state, rng))
    yield Redraw(seat, 0)
    yield Redraw(seat, 9)
    yield FirstIsland(seat, 7, 0, 0, 0, 0)
    yield FirstIsland(other, 0, 50, 50, 1, 0)
    yield ShipDock(count, 0, 0)
    yield ShipDock(other, 0, 0)
    yield ShipDock(seat, len(state.tiles), 0)
    yield ShipDock(seat, 0, 9)
    theirs = [i for i, s in enumerate(state.ships) if s.seat != seat]
    if theirs:
        yield ShipDock(seat, 0, 0, rng.choice(theirs))
    yield ShipExplore(seat, 0, 0, 0, 0, 0)  # (0, 0) holds the first tile
    yield ShipExplore(seat, 0, 40, 40, 0, 0)  # touches nothing
    spots = [(t, s) for t, placed in enumerate(state.tiles) for s in range(len(placed.tile.spots))]
    for t, s in rng.sample(spots, min(3, len(spots))):
        yield ShipLair(seat, t)
        yield Plantation(seat, t, s)
        yield GoldMine(seat, t, s)
        yield Ruins(seat, t, s)
        yield Building(seat, t, s, BuildingKind.TRADING_POST)
        yield Building(seat, t, s, BuildingKind.FORT, t, s)
        yield Plantation(other, t, s)
    yield Plantation(seat, 0, 99)
    for resource in RESOURCES:
        yield Market(seat, resource)
    yield Market(other, Resource.DYE)
    yield EndTurn(other)
    yield EndTurn(seat, other)
    yield EndTurn(seat, count + 3)
    yield CorrectStash(seat, Resources(-1, 0, 0, 0))
    yield CorrectStash(seat, Resources(100, 100, 0, 0))
    yield CorrectStash(count, Resources())
    yield RevealStashes()
