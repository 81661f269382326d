"""Words the refusals and events carry in their params: ``Phrase``s and ``Plural``s, translated with the message
(see games.messages). English reads as the engine always wrote it ("The yellow board is taken; Ana chooses among
white, red", "0 and 1", "2 salt, 1 wood").
"""

from __future__ import annotations

from typing import Iterable

from games.base import LISTED_COMMAS, N_, Phrase, Plural
from games.kilia.model import (GOODS, UNREAD_START, ActionCard, Colour, Contract, Goal, Good, Goods, Skill, SkillKind,
                               Zone)

def N_plural(one: str, many: str) -> tuple[str, str]:  # noqa: N802 (the extractor's marker for a counted pair)
    return one, many


COLOUR_MESSAGES = {Colour.WHITE: N_("white"), Colour.YELLOW: N_("yellow"), Colour.RED: N_("red"),
                   Colour.BROWN: N_("brown")}
PAIR = N_("{first} and {second}")
# A count of goods of one kind, as the pieces on the table are counted ("2 salt", "1 wood").
# (Ids of their own: Catan's resource counts are other words, "{count} wood" with a card's counter in Japanese.)
GOOD_COUNTS = {Good.SALT: N_plural("{count} × salt", "{count} × salt"),
               Good.GRAIN: N_plural("{count} × grain", "{count} × grain"),
               Good.BRICK: N_plural("{count} × brick", "{count} × bricks"),
               Good.WOOD: N_plural("{count} × wood", "{count} × wood")}
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


PLUS = N_("{list} + {item}")
EXCHANGE = N_("Exchange {first} / {second}")
EXTRA = N_("Extra action: {zone}")
POINTS = N_("Points: {good}")
CARD = N_("{zone} · {skill}")
CONTRACT = N_("{cost} → {reward} · {points}")


def skill_phrase(skill: Skill) -> Phrase:
    if skill.kind is SkillKind.EXCHANGE and len(skill.goods) == 2:
        return Phrase.of(EXCHANGE, first=good_phrase(skill.goods[0]), second=good_phrase(skill.goods[1]))
    if skill.kind is SkillKind.EXTRA and skill.zone is not None:
        return Phrase.of(EXTRA, zone=zone_phrase(skill.zone))
    return Phrase.of(POINTS, good=goods_list(skill.goods))


def card_phrase(card: ActionCard | None) -> Phrase:
    """An action card by its colour's zone and its skill; None: a smoked sprats card."""
    if card is None:
        return Phrase(N_("Smoked sprats"))
    return Phrase.of(CARD, zone=zone_phrase(card.zone), skill=skill_phrase(card.skill))


def _side(goods: Goods, any_count: int, coins: int, contracts: int = 0) -> Phrase | str:
    parts: list[Plural] = [Plural(*GOOD_COUNTS[g], goods.get(g)) for g in GOODS if goods.get(g)]
    if any_count:
        parts.append(Plural.of("{count} of any kind", "{count} of any kind", any_count))
    if coins:
        parts.append(Plural.of("{count} coin", "{count} coins", coins))
    if contracts:
        parts.append(Plural.of("{count} new contract", "{count} new contracts", contracts))
    return Phrase.listing(parts, link=PLUS)  # type: ignore[arg-type]


def contract_phrase(contract: Contract) -> Phrase:
    """ "1 grain + 1 brick → 2 coins · 2 points": a contract as its card prints it; a start contract not read yet
    says so (games/kilia/figures.py)."""
    if contract == UNREAD_START:
        return Phrase.of(N_("Start contract: its figures are entered when it is fulfilled"))
    return Phrase.of(CONTRACT, cost=_side(contract.cost, contract.cost_any, contract.cost_coins),
                     reward=_side(contract.reward, contract.reward_any, contract.reward_coins,
                                  contract.reward_contracts),
                     points=Plural.of("{count} point", "{count} points", contract.points))
