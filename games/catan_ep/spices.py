"""Spices for Catan (scenarios 4-5): a crew left on a spice village for a sack, and selling to fast-gold villages
(rulebook "Placer une unité et charger un sac d'épices", "Règles complémentaires", "Or rapide"). Discovery
(games.catan_ep.discovery), delivery at the Council (games.catan_ep.council) and what friendship gives
(games.catan_ep.villages) are elsewhere.

"Lorsque l'une des extrémités d'un de vos bateaux chargés d'une unité pointe un coin d'une tuile Village
d'épices, l'unité peut être placée sur cette tuile Village d'épices (A). En retour, vous chargez un sac
d'épices à bord de votre bateau (B)." "Vous ne pouvez placer qu'une seule unité par tuile Village d'épices,
pour laquelle vous recevez 1 seul sac" "Une unité placée sur une tuile Village d'épices reste en place jusqu'à la
fin de la partie."
Swift voyage counts "immédiatement": the ship under way gets its extra move at once, unless a discovery ended its
move.
"""

from __future__ import annotations

from dataclasses import replace

from games.base import Plural, RuleError
from games.catan_ep import board as geo
from games.catan_ep import villages
from games.catan_ep.actions import SellResource, VisitVillage
from games.catan_ep.model import Advantage, CatanState, Kind, Phase, Piece
from games.catan_ep.movement import begin, moving, own_ship
from games.catan_ep.production import on_turn

SACKS = 24  # "24 sacs d'épices"


def sacks_in_play(state: CatanState) -> int:
    """Spice sacks out of the supply: on villages, in holds, in docks."""
    return (sum(h.sacks for h in state.hexes) + sum(s.cargo.count(Piece.SACK) for s in state.ships)
            + sum(b.dock.count(Piece.SACK) for b in state.buildings))


def visit_village(state: CatanState, action: VisitVillage) -> CatanState:
    state = moving(state, action.seat)
    ship = own_ship(state, action.seat, action.ship)
    village = geo.hex_at(state, (action.at[0], action.at[1]))
    if village is None or village.kind is not Kind.VILLAGE:
        raise RuleError("A crew stays only on a spice village", at=action.at)
    if not geo.touches_hex(ship.edge, village.at):
        raise RuleError("The ship must point at an intersection of that spice village", at=action.at)
    if Piece.CREW not in ship.cargo:
        raise RuleError("The ship carries no crew to leave on the spice village")
    if action.seat in village.crews or village.sacks < 1:
        raise RuleError("{player} has a crew on that spice village already: one crew per village and player, for "
                        "one sack", player=state.name(action.seat))
    state = begin(state, ship)
    cargo = list(ship.cargo)
    cargo[cargo.index(Piece.CREW)] = Piece.SACK
    state = replace(state, ships=tuple(replace(s, cargo=tuple(cargo)) if s.id == ship.id else s
                                       for s in state.ships),
                    hexes=tuple(replace(h, crews=(*h.crews, action.seat), sacks=h.sacks - 1) if h == village else h
                                for h in state.hexes))
    if village.advantage is Advantage.SWIFT_VOYAGE and ship.id not in state.turn.discovered:
        state = replace(state, turn=replace(state.turn, moves_left=state.turn.moves_left + 1))
    return state


def sell_resource(state: CatanState, action: SellResource) -> CatanState:
    on_turn(state, action.seat, (Phase.TRADE,))
    allowed = villages.sales(state, action.seat)
    if state.turn.sold >= allowed:
        raise RuleError("{player} sells a resource for 1 gold {times} a turn, once per fast-gold village they are "
                        "friends with", player=state.name(action.seat),
                        times=Plural.of("{count} time", "{count} times", allowed))
    seat = state.seats[action.seat]
    if seat.hand.get(action.give) < 1:
        raise RuleError("{player} holds no such card to sell", player=state.name(action.seat),
                        resource=action.give.value)
    return replace(state, seats=state.seat_changed(action.seat, hand=seat.hand.plus(action.give, -1),
                                                   gold=seat.gold + 1),
                   turn=replace(state.turn, sold=state.turn.sold + 1))
