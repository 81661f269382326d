"""A seat's cards as the blind bid stations and serial pads name them (docs/hardware.md, "Choosing blind"):
"1" to the highest gold card, then "spy", "scrap", "artisan"."""

from __future__ import annotations

from games.kilim.model import SPECIALS, Special
from games.kilim.setup import GOLD_CARDS

SPECIAL_CHOICES = tuple(special.value for special in SPECIALS)  # "spy", "scrap", "artisan"


def station_deck(max_gold: int = GOLD_CARDS) -> tuple[str, ...]:
    """A seat's whole deck for the day, in station order: "1" to max_gold, then "spy", "scrap", "artisan".

    The whole deck, not only the cards still in hand: a card's place in the count then never changes, and
    a spent card is refused when locked (the seat's light blinks), as the rules say.
    """
    return (*(str(value) for value in range(1, max_gold + 1)), *SPECIAL_CHOICES)


def card_of(choice: str) -> int | Special:
    """The card a choice names ("12" -> 12, "spy" -> Special.SPY), for the engine's SealBid or Offer."""
    if choice.isascii() and choice.isdigit():
        return int(choice)
    try:
        return Special(choice)
    except ValueError:
        raise ValueError("not a Kilim card: a gold card number or spy, scrap, artisan") from None


def choice_of(card: int | Special) -> str:
    return card.value if isinstance(card, Special) else str(card)
