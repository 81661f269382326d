"""Pirate ships, from scenario 2 (rulebook "Les bateaux pirates", "7 aux dés", "Vol d'une ressource", "Chasser
un bateau pirate"). The tribute is paid as ships move (games.catan_ep.movement).

"vous ne pouvez jamais placer un bateau pirate sur une tuile Mer adjacente à l'île de départ (incluant celles du
cadre)"; "si ... votre bateau pirate est déjà sur le plateau, vous devez alors le déplacer sur une autre tuile
Mer"; "il ne peut jamais y avoir plus d'un bateau pirate en même temps sur le plateau". Robbing: "un joueur
possédant un bateau situé autour cette tuile Mer ... une carte Ressource au hasard de sa main ... Si le joueur
que vous volez n'a pas de carte Ressource (et uniquement dans ce cas!), vous pouvez alors lui voler une pièce
d'or." Chasing: a ready ship (not moved this turn, pointing at the pirate's hex or along it) rolls a die, "Sur
un 6, le bateau pirate est vaincu", and the chaser may place their own.
"""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.catan_ep import board as geo
from games.catan_ep import villages
from games.catan_ep.actions import Chase, PlacePirate
from games.catan_ep.model import CatanState, Kind, Phase, Piece, PirateDue, PirateShip
from games.catan_ep.movement import finish_current, moving, own_ship
from games.catan_ep.production import on_turn
from games.catan_ep.villages import CHASE_WINS as CHASE_WINS  # {6}; villages.chase_wins adds the pirate bonus

PIRATE_WATERS = (Kind.SEA, Kind.FISH)  # "une tuile Mer" (a fish shoal is one: "placé sur une tuile avec ... poissons")


def pirate_places(state: CatanState) -> list[tuple[int, int]]:
    """Sea hexes a pirate ship may go to (the mover's own hex aside); never the Council, by the start island."""
    return [h.at for h in state.hexes if h.kind in PIRATE_WATERS and not geo.near_start_island(state, h.at)]


def robbable(state: CatanState, seat: int, at: tuple[int, int]) -> list[int]:
    """The other seats with a ship around the hex: "un bateau pirate ne pille jamais un bateau adjacent chargé
    d'un banc de poissons"."""
    reaches = geo.along if state.rules.rob_reach == "along" else geo.touches_hex  # option rob_reach
    return sorted({s.seat for s in state.ships if s.seat != seat and reaches(s.edge, at)
                   and Piece.FISH not in s.cargo})


def _rob(state: CatanState, action: PlacePirate, at: tuple[int, int]) -> CatanState:
    victim = action.victim
    if victim is None:
        if action.taken is not None:
            raise RuleError("A card is taken only from a robbed player")
        return state
    if victim not in robbable(state, action.seat, at):
        raise RuleError("The pirate robs another player with a ship around its sea hex, not one carrying fish",
                        victim=victim)
    held = state.seats[victim]
    if held.hand.total == 0:
        if action.taken is not None:
            raise RuleError("{player} holds no card: the pirate takes 1 gold instead", player=state.name(victim))
        if held.gold == 0:
            return state
        state = replace(state, seats=state.seat_changed(victim, gold=held.gold - 1))
        return replace(state, seats=state.seat_changed(action.seat, gold=state.seats[action.seat].gold + 1))
    if action.taken is None or held.hand.get(action.taken) < 1:
        raise RuleError("Enter the card drawn from {player}'s hand, one they hold", player=state.name(victim))
    state = replace(state, seats=state.seat_changed(victim, hand=held.hand.plus(action.taken, -1)))
    mine = state.seats[action.seat]
    return replace(state, seats=state.seat_changed(action.seat, hand=mine.hand.plus(action.taken)))


def place_pirate(state: CatanState, action: PlacePirate) -> CatanState:
    on_turn(state, action.seat, (Phase.PIRATE,))
    after = Phase.TRADE if state.pirate_due is PirateDue.SEVEN else Phase.MOVE
    if action.at is None:
        if state.pirate_due is PirateDue.SEVEN:
            raise RuleError("On a 7 the player places or moves their pirate ship")
        if action.victim is not None or action.taken is not None:
            raise RuleError("A card is taken only from a robbed player")
        return replace(state, phase=after, pirate_due=PirateDue.NONE)
    at = (action.at[0], action.at[1])
    if at not in pirate_places(state):
        raise RuleError("A pirate ship goes on a sea hex (the frame's included) not next to the start island",
                        at=at)
    own = state.pirate
    if own is not None and own.seat == action.seat and own.at == at:
        raise RuleError("The pirate ship moves to another sea hex", at=at)
    state = _rob(state, action, at)
    # "Si un bateau pirate est placé sur une tuile avec une figurine banc de poissons, cette figurine est remise
    # dans la réserve."
    hexes = tuple(replace(h, fish=False) if h.at == at and h.fish else h for h in state.hexes)
    return replace(state, hexes=hexes, pirate=PirateShip(action.seat, *at), phase=after, pirate_due=PirateDue.NONE)


def chase(state: CatanState, action: Chase) -> CatanState:
    state = moving(state, action.seat)
    pirate = state.pirate
    if pirate is None or pirate.seat == action.seat:
        raise RuleError("There is no other player's pirate ship on the board to chase")
    ship = own_ship(state, action.seat, action.ship)
    if ship.id in state.turn.moved or ship.id in state.turn.chased or not geo.touches_hex(ship.edge, pirate.at):
        raise RuleError("A ship chases the pirate once a turn, before it moves, and only if it points at the "
                        "pirate's sea hex or lies along it", ship=ship.id)
    if not 1 <= action.die <= 6:
        raise RuleError("A die shows 1 to 6, not {die}", die=action.die)
    if state.turn.current is not None and state.turn.current != ship.id:
        state = finish_current(state)
    state = replace(state, turn=replace(state.turn, chased=(*state.turn.chased, ship.id)))
    if action.die not in villages.chase_wins(state, action.seat):
        return state
    return replace(state, pirate=None, phase=Phase.PIRATE, pirate_due=PirateDue.CHASE)
