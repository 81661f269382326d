"""Where a piece may go now (docs/design.md#the-engine-face), computed by the rules instead of a screen dry-running
every place: the market spaces a merchant may take ("Vous devez placer votre 1er marchand dans la rangée
inférieure"; "Dès que vous avez 2 marchands adjacents dans une rangée, vous pouvez en placer un sur l'emplacement
situé juste au-dessus"), the empty canal spaces a new warehouse may take ("dans un emplacement vide de votre
choix, le long du canal"), and the supply slots holding a card. tests/games/kilia/test_places.py checks each
against a dry apply on random states."""

from __future__ import annotations

from games.kilia import figures
from games.kilia.market import can_place
from games.kilia.model import KiliaState
from games.kilia.setup import MARKET_SPACES


def merchant_spaces(state: KiliaState, seat: int) -> tuple[int, ...]:
    """The market spaces (0-5) the market's shape lets ``seat``'s next merchant take."""
    return tuple(space for space in range(MARKET_SPACES) if can_place(state.seats[seat], space))


def warehouse_spaces(state: KiliaState, seat: int) -> tuple[int, ...]:
    """The canal spaces (1 to the board's count) with no warehouse of ``seat`` yet."""
    built = {w.space for w in state.seats[seat].warehouses}
    return tuple(space for space in range(1, figures.canal_spaces(state) + 1) if space not in built)


def card_slots(state: KiliaState) -> tuple[int, ...]:
    """The supply slots (1-5) holding an action card now."""
    return tuple(slot for slot, card in enumerate(state.action_slots, start=1) if card is not None)


def contract_slots(state: KiliaState) -> tuple[int, ...]:
    """The contract slots (1-5) holding a contract now."""
    return tuple(slot for slot, contract in enumerate(state.contract_slots, start=1) if contract is not None)
