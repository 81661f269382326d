"""How the Kilia table's words read: the engine's phrases (cards, contracts, goods, goals, spaces) translated, and
the counted words of the screens through ``tr.plural``."""

from __future__ import annotations

from typing import Any

from companion.screens.i18n import tr
from games.base import Phrase, Plural
from games.kilia import (Colour, Contract, Goal, Good, Goods, Zone, card_phrase, colour_phrase, contract_phrase,
                         goal_phrase, good_phrase, goods_phrase, skill_phrase, space_phrase, zone_phrase)


def say(phrase: Any) -> str:
    """A phrase, a counted phrase or a plain text, in the table's language."""
    if isinstance(phrase, Phrase):
        return tr.message(phrase.key, dict(phrase.params))
    if isinstance(phrase, Plural):
        return tr.plural(phrase.one, phrase.many, phrase.count, dict(phrase.params))
    return str(phrase)


def coins(count: int) -> str:
    return tr.plural("{count} coin", "{count} coins", count)


def keys(count: int) -> str:
    return tr.plural("{count} key", "{count} keys", count)


def price(count: int) -> str:
    return tr._("free") if count == 0 else coins(count)


def first_up(text: str) -> str:
    """A name that begins a label ("Castle · Points: salt"), in a language with capitals."""
    return text[:1].upper() + text[1:]


def card(card_: Any) -> str:
    return first_up(say(card_phrase(card_)))


def skill(skill_: Any) -> str:
    return first_up(say(skill_phrase(skill_)))


def contract(contract_: Contract | None) -> str:
    return tr._("A face-down contract") if contract_ is None else say(contract_phrase(contract_))


def goods(goods_: Goods, any_count: int = 0) -> str:
    return say(goods_phrase(goods_, any_count))


def goal(goal_: Goal) -> str:
    return say(goal_phrase(goal_))


def space(space_: int) -> str:
    return say(space_phrase(space_))


def zone(zone_: Zone) -> str:
    return say(zone_phrase(zone_))


def good(good_: Good) -> str:
    return say(good_phrase(good_))


def board(colour: Colour) -> str:
    return first_up(say(colour_phrase(colour)))
