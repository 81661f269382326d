"""Words the refusals and events carry in their params: ``Phrase``s and ``Plural``s, translated with the message
(see games.messages). English reads as the engine always wrote it ("The yellow board is taken; Ana chooses among
white, red", "0 and 1", "2 salt, 1 wood").
"""

from __future__ import annotations

from typing import Iterable

from games.base import LISTED_COMMAS, N_, Phrase, Plural
from games.kilia.model import GOODS, Colour, Goal, Good, Goods, Zone

def N_plural(one: str, many: str) -> tuple[str, str]:  # noqa: N802 (the extractor's marker for a counted pair)
    return one, many


COLOUR_MESSAGES = {Colour.WHITE: N_("white"), Colour.YELLOW: N_("yellow"), Colour.RED: N_("red"),
                   Colour.BROWN: N_("brown")}
PAIR = N_("{first} and {second}")
# A count of goods of one kind, as the pieces on the table are counted ("2 salt", "1 wood").
GOOD_COUNTS = {Good.SALT: N_plural("{count} salt", "{count} salt"),
               Good.GRAIN: N_plural("{count} grain", "{count} grain"),
               Good.BRICK: N_plural("{count} brick", "{count} bricks"),
               Good.WOOD: N_plural("{count} wood", "{count} wood")}
GOOD_NAMES = {Good.SALT: N_("salt"), Good.GRAIN: N_("grain"), Good.BRICK: N_("brick"), Good.WOOD: N_("wood")}
ZONE_NAMES = {Zone.CASTLE: N_("castle"), Zone.UNIVERSITY: N_("university"), Zone.SHIPYARD: N_("shipyard"),
              Zone.WAREHOUSE: N_("warehouse zone")}
# The market's spaces as the players see them on their boards (games.kilia.model numbers them 0-5).
SPACE_MESSAGES = (N_("bottom left"), N_("bottom middle"), N_("bottom right"), N_("middle left"),
                  N_("middle right"), N_("top"))
GOAL_NAMES = {Goal.ZONE4: N_("1 zone developed 4 times"), Goal.ZONES3: N_("2 zones developed 3 times"),
              Goal.ZONES2: N_("4 zones developed 2 times"), Goal.MARKET: N_("A full market"),
              Goal.CONTRACTS: N_("3 contracts fulfilled"), Goal.COINS: N_("Pay 15 coins")}
NOTHING = N_("nothing")
ANY_GOODS = N_("{goods} and {any} of any kind")


def colour_phrase(colour: Colour) -> Phrase:
    return Phrase(COLOUR_MESSAGES[colour])


def colours_phrase(colours: Iterable[Colour]) -> Phrase | str:
    return Phrase.listing([colour_phrase(c) for c in colours], link=LISTED_COMMAS)


def pair_phrase(first: int, second: int) -> Phrase:
    return Phrase.of(PAIR, first=space_phrase(first), second=space_phrase(second))


def space_phrase(space: int) -> Phrase | str:
    """A market space by where it lies on the board; a number no space has stays a number."""
    return Phrase(SPACE_MESSAGES[space]) if isinstance(space, int) and 0 <= space < len(SPACE_MESSAGES) \
        else str(space)


def good_phrase(good: Good) -> Phrase:
    return Phrase(GOOD_NAMES[good])


def goods_list(goods: Iterable[Good]) -> Phrase | str:
    return Phrase.listing([good_phrase(g) for g in goods], link=LISTED_COMMAS)


def zone_phrase(zone: Zone) -> Phrase:
    return Phrase(ZONE_NAMES[zone])


def goods_phrase(goods: Goods, any_count: int = 0) -> Phrase | str | Plural:
    """ "2 salt, 1 wood" (or "nothing"), and "... and 1 of any kind" when a cost has any-good symbols."""
    parts = [Plural(*GOOD_COUNTS[g], goods.get(g)) for g in GOODS if goods.get(g)]
    listed = Phrase.listing(parts, link=LISTED_COMMAS) if parts else Phrase(NOTHING)  # type: ignore[arg-type]
    return Phrase.of(ANY_GOODS, goods=listed, any=any_count) if any_count else listed




def goal_phrase(goal: Goal | str) -> Phrase | str:
    """A goal by what the council board shows under its wheel (a name no goal has stays as given)."""
    known = {g.value: g for g in GOAL_NAMES}
    found = goal if isinstance(goal, Goal) else known.get(goal)
    return Phrase(GOAL_NAMES[found]) if found is not None else str(goal)
