"""Contracts the table has described before (when the box's list is not entered): kept in the app's preferences,
offered as a list to pick from the next time a contract is turned up, so a contract is described once, not at
every game. A contract out of the deck now (in a slot or an active contract) is not offered."""

from __future__ import annotations

from typing import Iterable

from companion.core.settings import Preferences
from games.base import RuleError
from games.kilia import Contract, KiliaView, cards

PREFERENCE = "kilia_described_contracts"
SEPARATOR = " | "


def described(preferences: Preferences) -> list[Contract]:
    found = []
    for code in str(preferences.get(PREFERENCE, "") or "").split(SEPARATOR):
        try:
            found.append(cards.contract_from_code(code.strip()))
        except RuleError:
            continue  # an entry the app no longer reads: described again when it turns up
    return found


def remember(preferences: Preferences, contract: Contract) -> None:
    known = described(preferences)
    if contract not in known:
        preferences.set(PREFERENCE, SEPARATOR.join(cards.contract_code(c) for c in (*known, contract)))


def offered(preferences: Preferences, view: KiliaView) -> list[Contract]:
    """The contracts described before that are not on the table now."""
    out: Iterable[Contract | None] = (*view.contract_slots, *(c for held in view.seats for c in held.contracts))
    on_table = {c for c in out if c is not None}
    return [c for c in described(preferences) if c not in on_table]
