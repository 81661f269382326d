"""Words the refusals carry in their params (cards, zones, missions): ``Phrase``s, translated with the message.

English reads as the engine always wrote them ("1 wood 1 brick", "north"); a mission is named as on screen.
"""

from __future__ import annotations

from games.base import N_, Phrase, Plural
from games.catan_ep.model import RESOURCES, Kind, Mission, Resource, Resources, Zone

COUNT_MESSAGES = {Resource.WOOD: N_("{count} wood"), Resource.BRICK: N_("{count} brick"),
                  Resource.WOOL: N_("{count} wool"), Resource.GRAIN: N_("{count} grain"),
                  Resource.ORE: N_("{count} ore")}
KIND_MESSAGES = {Kind.FOREST: N_("Forest"), Kind.HILLS: N_("Hills"), Kind.PASTURE: N_("Pasture"),
                 Kind.FIELDS: N_("Fields"), Kind.MOUNTAINS: N_("Mountains"), Kind.GOLD_RIVER: N_("Gold river"),
                 Kind.SEA: N_("Sea"), Kind.HIDDEN: N_("Unexplored"), Kind.FISH: N_("Fish shoal"),
                 Kind.VILLAGE: N_("Spice village"), Kind.COUNCIL: N_("Council of Catan")}
ZONE_MESSAGES = {Zone.NORTH: N_("north"), Zone.SOUTH: N_("south")}
MISSION_MESSAGES = {Mission.PIRATE_LAIRS: N_("Pirate Lairs"), Mission.FISH: N_("Fish for Catan"),
                    Mission.SPICES: N_("Spices for Catan")}


def cards_phrase(cards: Resources) -> Phrase | str:
    """'1 wood 1 brick' in the reader's language; '-' for no card."""
    return Phrase.listing([Phrase.of(COUNT_MESSAGES[r], count=cards.get(r)) for r in RESOURCES if cards.get(r)])


def kind_phrase(kind: Kind) -> Phrase:
    return Phrase(KIND_MESSAGES[kind])


def zone_phrase(zone: Zone) -> Phrase:
    return Phrase(ZONE_MESSAGES[zone])


def mission_phrase(mission: Mission) -> Phrase:
    return Phrase(MISSION_MESSAGES[mission])


def crews(count: int) -> Plural:
    return Plural.of("{count} crew", "{count} crews", count)
