"""Words the refusals carry in their params: ``Phrase``s, translated with the message (see games.base.Phrase).

English reads as the engine always wrote it ("The yellow board is taken; Ana chooses among white, red", "0 and 1").
"""

from __future__ import annotations

from typing import Iterable

from games.base import LISTED_COMMAS, N_, Phrase
from games.kilia.model import Colour

COLOUR_MESSAGES = {Colour.WHITE: N_("white"), Colour.YELLOW: N_("yellow"), Colour.RED: N_("red"),
                   Colour.BROWN: N_("brown")}
PAIR = N_("{first} and {second}")


def colour_phrase(colour: Colour) -> Phrase:
    return Phrase(COLOUR_MESSAGES[colour])


def colours_phrase(colours: Iterable[Colour]) -> Phrase | str:
    return Phrase.listing([colour_phrase(c) for c in colours], link=LISTED_COMMAS)


def pair_phrase(first: int, second: int) -> Phrase:
    return Phrase.of(PAIR, first=first, second=second)
