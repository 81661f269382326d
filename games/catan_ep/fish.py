"""Fish for Catan (scenarios 3-5): the fish die, fish on the shoals, taking a fish (rulebook "Lancer un dé pour
placer un banc de poissons", "Pêcher le poisson"). Discovery pays 2 gold (games.catan_ep.discovery), delivery
happens at the Council's harbors (games.catan_ep.council), the pirate sends a fish back (games.catan_ep.pirates).

"En tout temps durant votre phase de déplacement, vous pouvez lancer un seul dé par tour ... vous ne pouvez
interrompre le mouvement d'un de vos bateaux pour faire ceci": rolling ends the move of the ship under way.
"Si vous obtenez le nombre d'une tuile Banc de poissons dévoilée, prenez une figurine banc de poissons de la
réserve et placez-la sur la tuile désignée par le dé", unless a fish or a pirate ship is there already; "Si la
réserve de figurines bancs de poissons est épuisée, vous ne pouvez lancer le dé". "Vous pouvez pêcher un banc de
poissons lorsqu'une des extrémités d'un de vos bateaux pointe une tuile avec une figurine banc de poissons (A) ou
lorsque votre bateau est adjacent à cette tuile ... la figurine banc de poissons occupe les deux espaces d'un
bateau ... vous pouvez continuer le déplacement de votre bateau".
"""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.catan_ep import board as geo
from games.catan_ep.actions import FishRoll, TakeFish
from games.catan_ep.missions import SCENARIO_MISSIONS
from games.catan_ep.model import CatanState, Kind, Mission, Piece
from games.catan_ep.movement import begin, finish_current, moving, own_ship

FISH = 6  # "6 bancs de poissons"


def fish_in_play(state: CatanState) -> int:
    """Fish figures out of the supply: on shoals, in holds, in docks."""
    return (sum(1 for h in state.hexes if h.fish) + sum(s.cargo.count(Piece.FISH) for s in state.ships)
            + sum(b.dock.count(Piece.FISH) for b in state.buildings))


def fish_roll(state: CatanState, action: FishRoll) -> CatanState:
    if Mission.FISH not in SCENARIO_MISSIONS[state.rules.scenario]:
        raise RuleError("The fish die is rolled only in scenarios with the Fish for Catan mission (3 to 5)")
    state = moving(state, action.seat)
    if state.turn.fished:
        raise RuleError("The fish die is rolled once a turn; {player} has rolled it", player=state.name(action.seat))
    if not 1 <= action.die <= 6:
        raise RuleError("A die shows 1 to 6, not {die}", die=action.die)
    if fish_in_play(state) >= FISH:
        raise RuleError("All {count} fish are out of the supply: the fish die is not rolled", count=FISH)
    state = finish_current(state)
    state = replace(state, turn=replace(state.turn, fished=True))
    pirate = state.pirate.at if state.pirate is not None else None
    shoal = next((h for h in state.hexes if h.kind is Kind.FISH and h.number == action.die), None)
    if shoal is None or shoal.fish or shoal.at == pirate:
        return state
    return replace(state, hexes=tuple(replace(h, fish=True) if h == shoal else h for h in state.hexes))


def take_fish(state: CatanState, action: TakeFish) -> CatanState:
    state = moving(state, action.seat)
    ship = own_ship(state, action.seat, action.ship)
    shoal = geo.hex_at(state, (action.at[0], action.at[1]))
    if shoal is None or not shoal.fish:
        raise RuleError("There is no fish on that hex", at=action.at)
    if not geo.touches_hex(ship.edge, shoal.at):
        raise RuleError("A ship takes a fish from a shoal it points at or lies along", at=action.at)
    if ship.cargo:
        raise RuleError("A fish fills a ship's hold: empty the hold first")
    state = begin(state, ship)
    ships = tuple(replace(s, cargo=(Piece.FISH,)) if s.id == ship.id else s for s in state.ships)
    return replace(state, ships=ships,
                   hexes=tuple(replace(h, fish=False) if h.at == shoal.at else h for h in state.hexes))
