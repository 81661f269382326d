"""The Council of Catan (frame piece D2, from scenario 3): its sea hex, where nothing is built but by the start
island, and its two harbors, where fish and spice sacks are delivered.

"Le Conseil de Catane est une tuile Mer. Ainsi, il n'est pas possible de construire une route sur l'un de ses
côtés ni de construire une colonie sur l'une de ses intersections (à l'exception du côté partagé avec l'île de
départ). Comme elle borde l'île de départ, il n'est pas permis d'y placer un bateau pirate." "Si l'une des
extrémités d'un de vos bateaux chargés d'un banc de poissons pointe l'un de ces ports, vous devez décharger votre
bateau. La figurine banc de poissons est remise dans la réserve. Ensuite, vous avancez votre marqueur d'une (1)
case"; spices alike, "pour chaque sac ainsi remis". Unloading is not a choice: it happens as soon as a loaded
ship of the player on turn points at a harbor (after every action), and the ship may go on moving.
"""

from __future__ import annotations

from dataclasses import replace

from games.base import N_, RuleError
from games.catan_ep import board as geo
from games.catan_ep.hexgrid import Corner, Edge, corners_of, hexes_of, sides_of
from games.catan_ep.missions import advance
from games.catan_ep.model import LAND, CatanState, Hex, Kind, Mission, Piece

DELIVERED = {Piece.FISH: Mission.FISH, Piece.SACK: Mission.SPICES}
COUNCIL_BUILD = N_("Nothing is built on the sides or intersections of the Council of Catan's sea hex, but on "
                   "the side it shares with the start island")


def _council(state: CatanState) -> Hex | None:
    return next((h for h in state.hexes if h.kind is Kind.COUNCIL), None)


def _start_island(state: CatanState, at: tuple[int, int]) -> bool:
    h = geo.hex_at(state, at)
    return h is not None and h.kind in LAND and h.zone is None


def _shared_with_start(state: CatanState, council: Hex) -> set[Edge]:
    return {e for e in sides_of(*council.at) if any(_start_island(state, h) for h in hexes_of(e))}


def check_side(state: CatanState, edge: Edge) -> None:
    """No road on the Council's sides, but the one shared with the start island."""
    council = _council(state)
    if council is not None and council.at in hexes_of(edge) and edge not in _shared_with_start(state, council):
        raise RuleError(COUNCIL_BUILD, edge=edge)


def check_corner(state: CatanState, corner: Corner) -> None:
    """No settlement on the Council's intersections, but the ends of its side shared with the start island."""
    council = _council(state)
    if council is None or corner not in corners_of(*council.at):
        return
    if not any(corner in e.ends for e in _shared_with_start(state, council)):
        raise RuleError(COUNCIL_BUILD, corner=corner)


def deliver(state: CatanState) -> CatanState:
    """Every ship of the player on turn pointing at a Council harbor unloads its fish and sacks: one step on the
    mission's track for each."""
    harbors = geo.council_harbors(state)
    if not harbors:
        return state
    for ship in state.ships:
        unloaded = [p for p in ship.cargo if p in DELIVERED]
        if ship.seat != state.seat or not unloaded or not harbors & set(ship.edge.ends):
            continue
        kept = tuple(p for p in ship.cargo if p not in DELIVERED)
        state = replace(state, ships=tuple(replace(s, cargo=kept) if s.id == ship.id else s for s in state.ships))
        for piece in unloaded:
            state = advance(state, ship.seat, DELIVERED[piece])
    return state
