"""Kilia's cards as decks the camera can be taught (companion.screens.card_album). Action cards: the kinds in
the box's list when the table gave it, else every card the rules know (4 colours x 14 skills: the table
photographs those its box holds). Contracts: only with the box's contract list (without it a contract is
described by its counts, and there is no list to name one from)."""

from __future__ import annotations

from typing import Any

from companion.screens.card_album import Deck, Item, stem_of
from companion.screens.kilia import words
from games.base import N_, RuleError
from games.kilia import SKILLS, UNLISTED, ZONES, ActionCard, cards


def action_deck(action_cards: str | None) -> Deck:
    """``action_cards``: the box's list option (None or "unlisted": every card the rules know)."""
    kinds = [ActionCard(zone, skill) for zone in ZONES for skill in SKILLS]
    if action_cards and action_cards != UNLISTED:
        try:
            kinds = sorted(cards.action_list(action_cards), key=cards.card_code)
        except RuleError:
            pass  # a list the engine refuses: the game will not start with it anyway; offer every card
    return Deck("kilia-cards", N_("Kilia: action cards"), tuple(Item(stem_of(cards.card_code(c)), c) for c in kinds),
                words.card)


def contract_deck(contracts: str | None) -> Deck | None:
    """The box's contracts (``contracts``: its list option); None when the table describes them instead."""
    if not contracts or contracts == UNLISTED:
        return None
    try:
        kinds = sorted(cards.contract_list(contracts), key=cards.contract_code)
    except RuleError:
        return None
    return Deck("kilia-contracts", N_("Kilia: contracts"),
                tuple(Item(stem_of(cards.contract_code(c)), c) for c in kinds), words.contract)


def settings_decks(context: Any) -> list[Deck]:
    """The decks Settings offers, from the component data the table entered (or the data file)."""
    from companion.screens.kilia.data_entry import known_data

    options, _ = known_data(context.preferences)
    decks = [action_deck(options.get("action_cards")), contract_deck(options.get("contracts"))]
    return [deck for deck in decks if deck is not None]
