"""Where a piece may go now (docs/design.md#the-engine-face): the legal places the screens offer, computed from
the rules' own checks without building the next state. tests/games/ilos/test_places.py holds each answer to the
dry apply of every candidate action on thousands of random states.

Each function first runs the checks that do not depend on the place (whose turn, the reserve, the hand); a
refusal there leaves no place at all. The place checks follow (rulebook "RÈGLE D'EXPLORATION", "NAVIRE",
"LEXIQUE", the cards' conditions).
"""

from __future__ import annotations

from games.ilos import archipelago, costs, exploration, pioneers, turn
from games.ilos.costs import Card
from games.ilos.model import IlosState, Phase, Ship
from games.ilos.setup import BUILDING_TOKENS, PIONEERS
from games.messages import passes


def _first_island_due(state: IlosState, seat: int) -> bool:
    return 0 <= seat < len(state.players) and not state.seats[seat].first_island


def _may_explore(state: IlosState, seat: int, pick: int, move_from: int | None) -> bool:
    """FirstIsland (while the seat's first island is due) or ShipExplore may be played, place aside."""
    if not 0 <= pick < len(state.area) or state.phase is Phase.OVER:
        return False
    if _first_island_due(state, seat):
        return (state.phase in (Phase.FIRST_ISLANDS, Phase.ACTIONS) and seat == state.seat
                and not state.reveal_due and move_from is None)
    return _may_sail(state, seat, move_from)


def _may_sail(state: IlosState, seat: int, move_from: int | None) -> bool:
    """A Ship card may be played by ``seat`` with a ship from the reserve (None) or ship ``move_from``."""
    def checks() -> None:
        turn.check_turn(state, seat)
        exploration.fleet(state, seat, move_from)
        costs.pay(state, seat, costs.flat_quote(Card.SHIP))

    return state.phase is not Phase.OVER and passes(checks)


def explore_places(state: IlosState, seat: int, pick: int, move_from: int | None = None
                   ) -> tuple[tuple[int, int, int], ...]:
    """Every (x, y, quarter turns) where ``seat`` may play tile ``pick`` of the exploration area now: its first
    island while that is due, else with a Ship card."""
    if not _may_explore(state, seat, pick, move_from):
        return ()
    return tuple(archipelago.legal_places(state.tiles, state.area[pick]))


def dock_coasts(state: IlosState, seat: int, move_from: int | None = None) -> tuple[tuple[int, int], ...]:
    """Every (tile, land) on whose island's coast ``seat`` may dock a ship now."""
    if not _may_sail(state, seat, move_from):
        return ()
    moved = None if move_from is None else state.ships[move_from]
    return tuple((t, land) for t, placed in enumerate(state.tiles) for land in range(placed.tile.lands)
                 if moved != Ship(seat, t, land))


def free_lairs(state: IlosState, seat: int, move_from: int | None = None) -> tuple[int, ...]:
    """Every tile whose free pirate lair ``seat`` may occupy now."""
    if not _may_sail(state, seat, move_from):
        return ()
    held = {s.tile for s in state.ships if s.land is None}
    return tuple(t for t, placed in enumerate(state.tiles) if placed.tile.lair and t not in held)


def pioneer_spots(state: IlosState, seat: int, card: Card) -> tuple[tuple[int, int], ...]:
    """Every (tile, spot) where ``seat`` may put a pioneer with ``card`` now (Plantation, Gold mine, Building, Ruins;
    a building spot here is one a fort may take: a trading post also needs a plantation to copy, copy_sources)."""
    if (state.phase is Phase.OVER or not passes(lambda: turn.check_turn(state, seat))
            or state.pioneers_of(seat) >= PIONEERS):
        return ()
    if card is Card.BUILDING and sum(1 for p in state.pioneers if p.building is not None) >= BUILDING_TOKENS:
        return ()
    taken = {(p.tile, p.spot) for p in state.pioneers}
    hand = state.seats[seat].hand
    found = []
    for t, placed in enumerate(state.tiles):
        for s, spot in enumerate(placed.tile.spots):
            if spot.kind not in pioneers.CARD_SPOTS[card] or (t, s) in taken:
                continue
            quote = costs.quote(state, seat, card, placed.islands[spot.land])
            if quote.allowed_by_ships and hand >= quote.cards:
                found.append((t, s))
    return tuple(found)


def copy_sources(state: IlosState, tile: int, spot: int) -> tuple[tuple[int, int], ...]:
    """The plantations (tile, spot) a trading post on ``tile``'s ``spot`` may copy: exploited ebony, dye or spices
    plantations of its own island ("BÂTIMENT", Comptoir)."""
    island = state.spot_island(tile, spot)
    return tuple((p.tile, p.spot) for p in state.pioneers if p.building is None
                 and state.tiles[p.tile].tile.spots[p.spot].kind in pioneers.CARD_SPOTS[Card.PLANTATION]
                 and state.spot_island(p.tile, p.spot) == island)
