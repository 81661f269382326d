"""What each scenario puts on the table (rulebook "Formation du cadre", "Préparation des tuiles des territoires
non découverts"): the frame pieces, the tiles of the green (north) and orange (south) stacks and those left in
the box, and the checks they allow: the board entered for scenarios 3-5 (the Council of Catan, no more face-down
hexes than the stack holds) and every tile turned up (no more tiles of a kind than its stack holds).

Scenarios 1 and 2 keep part 1's checks (6 number tokens a zone, 6 lair tokens): their stacks are not listed here.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from games.base import Plural, RuleError
from games.catan_ep.hexgrid import neighbours
from games.catan_ep.model import LAND, PRODUCES, CatanState, Hex, Kind, Zone
from games.catan_ep.words import zone_phrase

TERRAIN = "terrain"  # a terrain tile of the stacks ("tuiles normales" less the sea tiles): it takes a number token

# The frame pieces. "Assemblez le cadre comme pour le scénario 1 ... A1, A2, 2 x B3, C1, C2, D1, F"; scenario 2
# "auxquel vous ajoutez les pièces de cadre B1 ... la tuile Mer - E"; scenario 3 "remplacer la pièce D1 par la
# pièce D2 - Le Conseil de Catane"; scenario 4 "à l'aide de la pièce B2 plutôt que B1 ... Mer - E ... la pièce
# G"; scenario 5 "à l'aide des pièces B1 et B2 ... Mer - E ... G ... une tuile Mer marquée d'un point orange".
# The B pieces come in twos in the box ("2 x : B1, B2, B3"), one for each long side of the frame.
_BASE = ("A1", "A2", "B3", "B3", "C1", "C2")
FRAME: dict[int, tuple[str, ...]] = {
    1: (*_BASE, "D1", "F"),
    2: (*_BASE, "B1", "B1", "D1", "E", "F"),
    3: (*_BASE, "B1", "B1", "D2", "E", "F"),
    4: (*_BASE, "B2", "B2", "D2", "E", "F", "G"),
    5: (*_BASE, "B1", "B1", "B2", "B2", "D2", "E", "F", "G", "orange sea tile"),
}
GOLD_RIVERS_FROM = 2  # the gold rivers join the stacks in scenario 2
COUNCIL_FROM = 3  # D2, the Council of Catan, replaces D1 from scenario 3

# The extension's tiles of each colour ("6 tuiles Rivière d'or", "6 tuiles Banc de poissons", "6 tuiles Village
# d'épices", "8 tuiles normales et 6 jetons numérotés (avec un point vert au verso)", orange alike): the normal
# tiles are 6 terrains and 2 sea tiles ("Retirez les deux tuiles Mer ... 6 tuiles normales restantes").
BOX = Counter({TERRAIN: 6, Kind.SEA.value: 2, Kind.GOLD_RIVER.value: 3, Kind.FISH.value: 3,
               Kind.VILLAGE.value: 3})


def _stack(terrain: int = 6, sea: int = 0, gold: int = 0, fish: int = 0, village: int = 0) -> Counter[str]:
    return Counter({TERRAIN: terrain, Kind.SEA.value: sea, Kind.GOLD_RIVER.value: gold, Kind.FISH.value: fish,
                    Kind.VILLAGE.value: village})


# Scenario 3: "Retirez les deux tuiles Mer marquées d'un point vert ... 6 tuiles normales restantes, de 2 tuiles
# Banc de poissons (choisies aléatoirement) et des 3 tuiles Rivière d'or"; orange: "des 3 tuiles Banc de poissons
# et de 2 tuiles Rivière d'or". Scenario 4: "Retirez une tuile Mer ... 7 tuiles normales restantes, des 3 tuiles
# Banc de poissons et des 3 tuiles Village d'épices", both colours. Scenario 5: the same with "des 3 tuiles Rivière
# d'or", the orange sea tile taken out filling the frame ("celle prise lors de la formation du cadre").
STACKS: dict[int, dict[Zone, Counter[str]]] = {
    3: {Zone.NORTH: _stack(fish=2, gold=3), Zone.SOUTH: _stack(fish=3, gold=2)},
    4: {Zone.NORTH: _stack(sea=1, fish=3, village=3), Zone.SOUTH: _stack(sea=1, fish=3, village=3)},
    5: {Zone.NORTH: _stack(sea=1, gold=3, fish=3, village=3), Zone.SOUTH: _stack(sea=1, gold=3, fish=3, village=3)},
}
IN_FRAME = {5: {Zone.SOUTH: Counter({Kind.SEA.value: 1})}}  # tiles of a stack's colour placed face up at set-up


# The start island from scenario 3: "Mélangez les tuiles Terrain du jeu de base et placez-les aléatoirement ...
# Posez ensuite les jetons numérotés sur les tuiles indiquées", the base game's "3 x montagne ; 4 x forêt ; 3 x
# pré ; 2 x champ ; 2 x colline" and "3, 3, 4, 4, 5, 6, 6, 8, 8, 9, 10, 10, 11, 11, 12".
START_TILES = Counter({Kind.MOUNTAINS: 3, Kind.FOREST: 4, Kind.PASTURE: 3, Kind.FIELDS: 2, Kind.HILLS: 2})
START_TOKENS: Counter[int | None] = Counter((3, 3, 4, 4, 5, 6, 6, 8, 8, 9, 10, 10, 11, 11, 12))


def category(kind: Kind) -> str:
    return TERRAIN if kind in PRODUCES else kind.value


def left_out(scenario: int, zone: Zone) -> Counter[str]:
    """The tiles of the zone's colour that go back in the box (neither in the stack nor in the frame)."""
    return BOX - STACKS[scenario][zone] - IN_FRAME.get(scenario, {}).get(zone, Counter())


def turned_up_kinds(scenario: int) -> frozenset[Kind]:
    """What an unexplored hex may turn up as in this scenario."""
    kinds = {*PRODUCES, Kind.SEA} | ({Kind.GOLD_RIVER} if scenario >= GOLD_RIVERS_FROM else set())
    if scenario in STACKS:
        held = STACKS[scenario][Zone.NORTH] + STACKS[scenario][Zone.SOUTH]
        kinds = {k for k in (*PRODUCES, Kind.SEA, Kind.GOLD_RIVER, Kind.FISH, Kind.VILLAGE) if held[category(k)]}
    return frozenset(kinds)


def check_turned_up(state: CatanState, zone: Zone | None, kind: Kind) -> None:
    """RuleError when the zone's stack holds no more tiles of this kind (scenarios 3-5)."""
    stacks = STACKS.get(state.rules.scenario)
    if stacks is None or zone is None:
        return
    held = stacks[zone][category(kind)]
    up = sum(1 for h in state.hexes if h.zone is zone and h.kind is not Kind.HIDDEN
             and category(h.kind) == category(kind))
    if up >= held:
        raise RuleError("The {zone} stack of this scenario holds {tiles} of this kind, all turned up already: this "
                        "hex shows something else", zone=zone_phrase(zone),
                        tiles=Plural.of("{count} tile", "{count} tiles", held), kind=kind.value)


def check_board(scenario: int, hexes: Iterable[Hex]) -> None:
    """The Council of Catan from scenario 3 (next to the start island), none before; no more face-down hexes in a
    zone than its stack holds."""
    hexes = tuple(hexes)
    councils = [h for h in hexes if h.kind is Kind.COUNCIL]
    if scenario < COUNCIL_FROM and councils:
        raise RuleError("Scenarios 1 and 2 have no Council of Catan (frame piece D1, not D2)")
    if scenario >= COUNCIL_FROM:
        start = {h.at for h in hexes if h.kind in LAND and h.zone is None}
        if len(councils) != 1 or not start & set(neighbours(*councils[0].at)):
            raise RuleError("From scenario 3 the board has the Council of Catan (frame piece D2), next to the "
                            "start island: enter its hex as 'q,r council a b' with its two harbors")
    island = [h for h in hexes if h.kind in PRODUCES and h.zone is None]
    if scenario >= COUNCIL_FROM and (Counter(h.kind for h in island) - START_TILES
                                     or Counter(h.number for h in island) - START_TOKENS):
        raise RuleError("The start island is made of the base game's terrains (3 mountains, 4 forests, 3 pastures, "
                        "2 fields, 2 hills) and number tokens (3, 3, 4, 4, 5, 6, 6, 8, 8, 9, 10, 10, 11, 11, 12)")
    for zone, stack in STACKS.get(scenario, {}).items():
        count = sum(1 for h in hexes if h.zone is zone and h.kind is Kind.HIDDEN)
        if count > sum(stack.values()):
            raise RuleError("The {zone} zone has {hexes}, but its stack holds {tiles} in this scenario",
                            zone=zone_phrase(zone), hexes=Plural.of("{count} face-down hex", "{count} face-down hexes",
                                                                    count),
                            tiles=Plural.of("{count} tile", "{count} tiles", sum(stack.values())))
