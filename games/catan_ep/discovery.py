"""Turning up an unexplored hex (rulebook "Découverte à l'aide des bateaux", "Découverte d'un repaire de
pirates"). The ship stopped (games.catan_ep.movement); the table says what the tile shows.

"si elle montre un terrain, prenez un jeton de la même couleur que la tuile et posez ce jeton ... Lorsque vous
découvrez une tuile Terrain, vous recevez une ressource du type produit par cette tuile (D). Pour tout autre type
de tuile découverte (p. ex. une tuile Mer), vous recevez 2 pièces d'or." "Si vous découvrez une rivière d'or avec
un repaire de pirates (A), vous recevez 2 pièces d'or. Ensuite, placez un jeton Repaire de pirates" (its number is
on the hidden face: it shows when the lair is captured).
"""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.catan_ep import board as geo
from games.catan_ep.actions import Reveal
from games.catan_ep.model import PRODUCES, CatanState, Kind, Phase

ZONE_TOKENS = 6  # "8 tuiles normales et 6 jetons numérotés (avec un point vert au verso)", the same in orange
LAIR_TOKENS = 6  # "6 jetons Repaire de pirates"
DISCOVERY_GOLD = 2
GOLD_RIVERS_FROM = 2  # the gold rivers join the stacks in scenario 2


def _check(state: CatanState, action: Reveal) -> None:
    kinds = {*PRODUCES, Kind.SEA} | ({Kind.GOLD_RIVER} if state.rules.scenario >= GOLD_RIVERS_FROM else set())
    if action.kind not in kinds:
        raise RuleError("An unexplored hex turns up as a terrain or sea (gold rivers too from scenario 2)",
                        kind=action.kind.value)
    if action.lair and action.kind is not Kind.GOLD_RIVER:
        raise RuleError("A pirate lair token goes only on a gold river")
    wants_number = action.kind in PRODUCES or (action.kind is Kind.GOLD_RIVER and not action.lair)
    if wants_number != (action.number is not None) or (action.number is not None
                                                      and action.number not in geo.NUMBERS):
        raise RuleError("A terrain (or a gold river with no lair) takes a number token, 2 to 12 but 7; sea takes "
                        "none, and a lair's number stays hidden until it is captured")
    hidden = geo.hex_at(state, action.at)
    zone = hidden.zone if hidden is not None else None
    if action.kind in PRODUCES and sum(1 for h in state.hexes if h.zone is zone and h.kind in PRODUCES
                                       and h.number is not None) >= ZONE_TOKENS:
        raise RuleError("The zone's {count} number tokens are all on the board: this hex cannot be a terrain",
                        count=ZONE_TOKENS)
    if action.lair and sum(1 for h in state.hexes if h.lair) >= LAIR_TOKENS:
        raise RuleError("The {count} pirate lair tokens are all on the board", count=LAIR_TOKENS)


def reveal(state: CatanState, action: Reveal) -> CatanState:
    at = (action.at[0], action.at[1])
    if state.phase is not Phase.REVEAL or at not in state.reveal:
        raise RuleError("Only the unexplored hexes a ship just pointed at are turned up", at=at)
    _check(state, action)
    hexes = tuple(replace(h, kind=action.kind, number=action.number, lair=action.lair) if h.at == at else h
                  for h in state.hexes)
    seat = state.seats[state.seat]
    if action.kind in PRODUCES:
        seats = state.seat_changed(state.seat, hand=seat.hand.plus(PRODUCES[action.kind]))
    else:
        seats = state.seat_changed(state.seat, gold=seat.gold + DISCOVERY_GOLD)
    rest = tuple(h for h in state.reveal if h != at)
    return replace(state, hexes=hexes, seats=seats, reveal=rest, phase=Phase.REVEAL if rest else Phase.MOVE)
