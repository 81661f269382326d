"""The movement phase (rulebook "Déplacement", "Déplacement des bateaux", "Chargement et déchargement",
"Découverte à l'aide des bateaux", "Transbordement", "Fonder une colonie à l'aide d'un bateau de colons").

"Il n'est pas permis de faire du commerce ou de construire durant ou après la phase de déplacement": the first
ship action starts the phase. "Le déplacement d'un bateau doit être complété avant de pouvoir déplacer un autre
bateau": acting with another ship finishes the current one. A ship may cross a route holding 2 ships but not
end its move there. A ship whose end points at an unexplored hex stops and the table turns the hex up.
"""

from __future__ import annotations

from dataclasses import replace

from games.base import N_, RuleError
from games.catan_ep import board as geo
from games.catan_ep import villages
from games.catan_ep.actions import BuyMoves, Found, MoveShip, Transfer
from games.catan_ep.build import NO_ROOM, check_settlement_spot
from games.catan_ep.hexgrid import Edge, next_edges
from games.catan_ep.model import Building, CatanState, Phase, Piece, Resources, Ship
from games.catan_ep.pieces import Build, fits, is_part_of, need_piece, pay, pay_gold
from games.catan_ep.production import on_turn
from games.catan_ep.villages import MOVES as MOVES  # 4 ("Chacun de vos bateaux a 4 points de déplacement"); a
# ship's action starts with villages.moves(state, seat): swift voyage adds to them

BONUS_MOVES = 2  # "payer 1 laine pour qu'un bateau obtienne ces 2 points de déplacement supplémentaires"
BONUS_COST = Resources(wool=1)
TRIBUTE = 1
CROWDED = N_("At most 2 ships end their move on a sea route; this one already holds 2")
NOT_YOURS = N_("{player} has no ship {ship} on the board")
TRIBUTE_NO_GOLD = N_("{player} cannot pay the tribute of {gold} gold to sail along the pirate ship: they have {have}")


def own_ship(state: CatanState, seat: int, ship_id: int) -> Ship:
    ship = state.ship(ship_id)
    if ship is None or ship.seat != seat:
        raise RuleError(NOT_YOURS, player=state.name(seat), ship=ship_id)
    return ship


def crowded(state: CatanState, ship: Ship) -> bool:
    return sum(1 for s in state.ships if s.edge == ship.edge and s.id != ship.id) >= 2


def moving(state: CatanState, seat: int) -> CatanState:
    """The movement phase starts (or goes on): trade and build are over."""
    on_turn(state, seat, (Phase.TRADE, Phase.MOVE))
    return replace(state, phase=Phase.MOVE)


def finish_current(state: CatanState) -> CatanState:
    """The ship under way ends its move where it is."""
    current = state.turn.current
    if current is None:
        return state
    ship = state.ship(current)
    if ship is not None and crowded(state, ship):
        raise RuleError(CROWDED, edge=ship.edge)
    return replace(state, turn=replace(state.turn, current=None, moves_left=0,
                                       finished=(*state.turn.finished, current)))


def begin(state: CatanState, ship: Ship) -> CatanState:
    """``ship`` becomes the ship under way (the one before it is finished)."""
    if state.turn.current == ship.id:
        return state
    if ship.id in state.turn.finished:
        raise RuleError("This ship's action is over for this turn: each ship acts once, one after another",
                        ship=ship.id)
    state = finish_current(state)
    return replace(state, turn=replace(state.turn, current=ship.id, moves_left=villages.moves(state, ship.seat)))


def _tribute(state: CatanState, ship: Ship, old: Edge, new: Edge) -> CatanState:
    """"vous devez payer à la réserve un tribut de 1 pièce d'or" to move along (or leave) the hex of another
    seat's pirate ship, once per ship and turn."""
    pirate = state.pirate
    if pirate is None or pirate.seat == ship.seat or ship.id in state.turn.tribute:
        return state
    if not (geo.along(old, pirate.at) or geo.along(new, pirate.at)):
        return state
    state = pay_gold(state, ship.seat, TRIBUTE, TRIBUTE_NO_GOLD)
    return replace(state, turn=replace(state.turn, tribute=(*state.turn.tribute, ship.id)))


def _way_out(state: CatanState, ship: Ship, edge: Edge) -> bool:
    """A ship crossing a full route must be able to leave it for a route where it may stop."""
    return any(geo.is_route(state, e) and sum(1 for s in state.ships if s.edge == e and s.id != ship.id) < 2
               for e in next_edges(edge))


def move_ship(state: CatanState, action: MoveShip) -> CatanState:
    state = moving(state, action.seat)
    ship = own_ship(state, action.seat, action.ship)
    state = begin(state, ship)
    if state.turn.moves_left < 1:
        raise RuleError("This ship has no moves left this turn", ship=ship.id)
    if action.edge not in next_edges(ship.edge) or not geo.is_route(state, action.edge):
        raise RuleError("A ship moves to a sea route sharing an intersection with its own", edge=action.edge)
    hidden = geo.hidden_touching(state, action.edge)
    if len(geo.ships_on(state, action.edge)) >= 2 and (state.turn.moves_left == 1 or hidden
                                                        or not _way_out(state, ship, action.edge)):
        raise RuleError(CROWDED, edge=action.edge)
    state = _tribute(state, ship, ship.edge, action.edge)
    moved = replace(ship, edge=action.edge)
    turn = replace(state.turn, moves_left=state.turn.moves_left - 1,
                   moved=state.turn.moved if ship.id in state.turn.moved else (*state.turn.moved, ship.id))
    state = replace(state, ships=tuple(moved if s.id == ship.id else s for s in state.ships), turn=turn)
    if not hidden:
        return state
    # "Une découverte termine le déplacement d'un bateau ... les points de déplacement restants sont perdus": the
    # ship stays the one under way with no moves, so it may still unload or found a settlement (option
    # discovery_stop "moves"), or its action is over ("action").
    state = replace(state, turn=replace(state.turn, discovered=(*state.turn.discovered, ship.id)))
    state = finish_current(state) if state.rules.discovery_stop == "action" else state
    return replace(state, phase=Phase.REVEAL, reveal=tuple(hidden), turn=replace(state.turn, moves_left=0))


def buy_moves(state: CatanState, action: BuyMoves) -> CatanState:
    state = moving(state, action.seat)
    ship = own_ship(state, action.seat, action.ship)
    if ship.id in state.turn.bonus:
        raise RuleError("A ship buys 2 more moves once a turn; this one has", ship=ship.id)
    state = begin(state, ship)
    state = pay(state, action.seat, BONUS_COST)
    return replace(state, turn=replace(state.turn, moves_left=state.turn.moves_left + BONUS_MOVES,
                                       bonus=(*state.turn.bonus, ship.id)))


def transfer(state: CatanState, action: Transfer) -> CatanState:
    """"Lorsqu'un bateau est adjacent à une colonie portuaire, vous pouvez interchanger les figurines entre le
    bateau et la colonie portuaire." Between two ships only through a harbor settlement both point at."""
    state = moving(state, action.seat)
    ship = own_ship(state, action.seat, action.ship)
    dock = geo.building_at(state, action.corner)
    if dock is None or dock.owner != action.seat or not dock.harbor or action.corner not in ship.edge.ends:
        raise RuleError("Pieces pass between a ship and one of the player's harbor settlements it points at",
                        corner=action.corner)
    if not is_part_of((*action.cargo, *action.dock), (*ship.cargo, *dock.dock)):
        raise RuleError("Only the pieces in the ship and in the dock can be exchanged")
    if not fits(action.cargo) or not fits(action.dock):
        raise RuleError(NO_ROOM)
    state = begin(state, ship)
    new_dock = replace(dock, dock=tuple(action.dock))
    return replace(state, ships=tuple(replace(s, cargo=tuple(action.cargo)) if s.id == ship.id else s
                                      for s in state.ships),
                   buildings=tuple(new_dock if b == dock else b for b in state.buildings))


def found(state: CatanState, action: Found) -> CatanState:
    """"Lorsqu'un de vos bateaux de colons pointe une intersection (A), vous pouvez fonder une colonie à cet
    endroit ... reprenez dans votre réserve le bateau et le colon à son bord ... sans payer de ressources.\""""
    state = moving(state, action.seat)
    ship = own_ship(state, action.seat, action.ship)
    if Piece.SETTLER not in ship.cargo or action.corner not in ship.edge.ends:
        raise RuleError("A settlement is founded by a ship carrying a settler, at an intersection it points at",
                        corner=action.corner)
    check_settlement_spot(state, action.corner, action.seat)
    need_piece(state, action.seat, Build.SETTLEMENT)
    state = begin(state, ship)
    turn = replace(state.turn, current=None, moves_left=0, finished=(*state.turn.finished, ship.id))
    return replace(state, ships=tuple(s for s in state.ships if s.id != ship.id), turn=turn,
                   buildings=(*state.buildings, Building(action.seat, action.corner)))
