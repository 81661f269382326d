"""Turning up an unexplored hex (rulebook "Découverte à l'aide des bateaux", "Découverte d'un repaire de
pirates", "Découverte d'un banc de poissons", "Découverte d'un village d'épices"). The ship stopped
(games.catan_ep.movement); the table says what the tile shows.

"si elle montre un terrain, prenez un jeton de la même couleur que la tuile et posez ce jeton ... Lorsque vous
découvrez une tuile Terrain, vous recevez une ressource du type produit par cette tuile (D). Pour tout autre type
de tuile découverte (p. ex. une tuile Mer), vous recevez 2 pièces d'or." "Si vous découvrez une rivière d'or avec
un repaire de pirates (A), vous recevez 2 pièces d'or. Ensuite, placez un jeton Repaire de pirates" (its number is
on the hidden face: it shows when the lair is captured). "Lorsqu'un joueur découvre une tuile Banc de poissons,
il reçoit 2 pièces d'or." "Lorsqu'un joueur découvre une tuile Village d'épices, il reçoit 2 pièces d'or. Ensuite,
placez sur cette tuile autant de sacs d'épices qu'il y a de joueurs dans la partie."
"""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.catan_ep import board as geo
from games.catan_ep import scenarios, villages
from games.catan_ep.actions import Reveal
from games.catan_ep.model import PRODUCES, CatanState, Kind, Phase

ZONE_TOKENS = 6  # "8 tuiles normales et 6 jetons numérotés (avec un point vert au verso)", the same in orange
LAIR_TOKENS = 6  # "6 jetons Repaire de pirates"
DISCOVERY_GOLD = 2
FISH_DIE = range(1, 7)  # "Chaque tuile Banc de poissons montre un dé numéroté de 1 à 6"


def _check_fish_or_village(state: CatanState, action: Reveal) -> None:
    """A fish shoal shows a die face no other shoal shows (the fish die names one tile); a village one of the
    advantages, each on as many villages as the rulebook says."""
    if action.kind is Kind.FISH:
        if action.number not in FISH_DIE or any(h.kind is Kind.FISH and h.number == action.number
                                                 for h in state.hexes):
            raise RuleError("A fish shoal shows a die face from 1 to 6 that no other fish shoal shows",
                            number=action.number)
        return
    shown = sum(1 for h in state.hexes if action.advantage is not None and h.advantage is action.advantage)
    if action.advantage is None or shown >= villages.TILES[action.advantage] or action.number is not None:
        raise RuleError("A spice village shows its advantage: swift voyage and fast gold on 2 villages each, the "
                        "pirate bonus on one village showing a 4 and one showing a 5",
                        advantage=action.advantage.value if action.advantage else None)


def _check(state: CatanState, action: Reveal) -> None:
    if action.kind not in scenarios.turned_up_kinds(state.rules.scenario):
        raise RuleError("An unexplored hex turns up as a tile of this scenario's stacks: terrain or sea (gold "
                        "rivers from scenario 2, fish shoals and spice villages as the scenario says)",
                        kind=action.kind.value)
    if action.lair and action.kind is not Kind.GOLD_RIVER:
        raise RuleError("A pirate lair token goes only on a gold river")
    if action.advantage is not None and action.kind is not Kind.VILLAGE:
        raise RuleError("Only a spice village shows an advantage", kind=action.kind.value)
    hidden = geo.hex_at(state, action.at)
    scenarios.check_turned_up(state, hidden.zone if hidden is not None else None, action.kind)
    if action.kind in (Kind.FISH, Kind.VILLAGE):
        _check_fish_or_village(state, action)
        return
    wants_number = action.kind in PRODUCES or (action.kind is Kind.GOLD_RIVER and not action.lair)
    if wants_number != (action.number is not None) or (action.number is not None
                                                      and action.number not in geo.NUMBERS):
        raise RuleError("A terrain (or a gold river with no lair) takes a number token, 2 to 12 but 7; sea takes "
                        "none, and a lair's number stays hidden until it is captured")
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
    # "placez sur cette tuile autant de sacs d'épices qu'il y a de joueurs dans la partie"
    sacks = len(state.players) if action.kind is Kind.VILLAGE else 0
    hexes = tuple(replace(h, kind=action.kind, number=action.number, lair=action.lair, advantage=action.advantage,
                          sacks=sacks) if h.at == at else h for h in state.hexes)
    seat = state.seats[state.seat]
    if action.kind in PRODUCES:
        seats = state.seat_changed(state.seat, hand=seat.hand.plus(PRODUCES[action.kind]))
    else:
        seats = state.seat_changed(state.seat, gold=seat.gold + DISCOVERY_GOLD)
    rest = tuple(h for h in state.reveal if h != at)
    return replace(state, hexes=hexes, seats=seats, reveal=rest, phase=Phase.REVEAL if rest else Phase.MOVE)
