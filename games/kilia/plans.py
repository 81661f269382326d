"""A payment that works, offered to the table before it confirms one (the greedy search of games.kilia.payment:
supply goods first, then exchanges, merchants and 3:1 trades), for a development and for a contract."""

from __future__ import annotations

from games.kilia import development, figures, payment, supply
from games.kilia.actions import Payment
from games.kilia.model import KiliaState, Zone


def development_plan(state: KiliaState, seat: int, zone: Zone, slot: int | None) -> Payment | None:
    """A payment of the next development of ``zone`` with the card of ``slot`` (None: a sprats card); None too while
    the card's price is not known (read off the box when the table takes it)."""
    try:
        price = 0 if slot is None else supply.action_price(state, seat, slot)
    except figures.FigureNeeded:
        return None
    return payment.plan(state, seat, development.cost(state, seat, zone), coins=price)


def contract_plan(state: KiliaState, seat: int, index: int) -> Payment | None:
    """A payment of ``seat``'s active contract ``index`` (numbered from 0)."""
    contract = state.seats[seat].contracts[index]
    return payment.plan(state, seat, contract.cost, contract.cost_any, contract.cost_coins)
