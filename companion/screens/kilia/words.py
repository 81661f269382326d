"""How the Kilia table's words read: the engine's phrases (cards, contracts, goods, goals, spaces) translated, and
the counted words of the screens through ``tr.plural``."""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from companion.screens.i18n import tr
from games.base import Phrase, Plural
from games.kilia import (Contract, Goods, card_phrase, colour_phrase, contract_phrase, goal_phrase, good_phrase,
                         goods_phrase, skill_phrase, space_phrase, zone_phrase)

T = TypeVar("T")


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


def price(count: int | None) -> str:
    """None: the price printed above the slot, not read off the box yet (asked when the card is taken)."""
    if count is None:
        return tr._("price on the board")
    return tr._("free") if count == 0 else coins(count)


def named(phrase_of: Callable[[T], Any], capital: bool = False) -> Callable[[T], str]:
    """A thing's name from the engine's phrase for it, first letter up (``capital``, in a language with capitals) for
    a name that begins a label ("Castle · Points: salt")."""

    def name(thing: T) -> str:
        text = say(phrase_of(thing))
        return text[:1].upper() + text[1:] if capital else text

    return name


card = named(card_phrase, capital=True)
skill = named(skill_phrase, capital=True)
board = named(colour_phrase, capital=True)
good_name = named(good_phrase, capital=True)  # a good beginning a label (a stepper's, an answer's)
good = named(good_phrase)
goal = named(goal_phrase)
space = named(space_phrase, capital=True)  # a market space always begins a label
zone = named(zone_phrase)
zone_name = named(zone_phrase, capital=True)


def contract(contract_: Contract | None) -> str:
    return tr._("A face-down contract") if contract_ is None else say(contract_phrase(contract_))


def goods(goods_: Goods, any_count: int = 0) -> str:
    return say(goods_phrase(goods_, any_count))
