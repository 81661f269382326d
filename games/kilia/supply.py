"""The council board's two supplies ("À votre tour", "Château", "Fin du tour"): taking a card by keys or
coins, the 5-coin refresh, the table turning cards up, and the shift to the left at the end of a turn.

- "Vous pouvez prendre gratuitement une carte Action si vous possédez le nombre de clés indiqué au-dessus de la
  carte"; "Vous devez payer le coût total de la carte, peu importe le nombre de clés qu'il vous manque";
  "Cela s'applique aux cartes Action et aux contrats." Supply slot n needs n keys (the examples).
- "Avant de prendre votre 1re carte lors de votre tour, vous pouvez payer 5 pièces pour défausser les 5 cartes
  Action de la réserve et les remplacer par de nouvelles cartes de la pioche. Une fois l'échange terminé,
  remettez les cartes défaussées dans la pioche et mélangez cette dernière."
- "décalez toutes les cartes Action et tous les contrats de la réserve vers la gauche, de manière à remplir les
  emplacements vides de gauche à droite. Puis, piochez de nouvelles cartes pour remplir les emplacements encore
  vides."
"""

from __future__ import annotations

from dataclasses import replace

from games.base import Plural, RuleError
from games.kilia import cards, figures
from games.kilia.actions import Refresh, RevealAction, RevealContract
from games.kilia.model import ActionCard, Contract, KiliaState
from games.kilia.setup import SLOTS
from games.kilia.turn import check_turn

REFRESH_PRICE = 5  # "payer 5 pièces"


def check_slot(slot: int) -> None:
    if not isinstance(slot, int) or not 1 <= slot <= SLOTS:
        raise RuleError("The supplies have slots 1 to {slots} from the left, not {slot}", slots=SLOTS, slot=slot)


def action_price(state: KiliaState, seat: int, slot: int) -> int:
    """Coins for the card of supply ``slot``: none with ``slot`` keys, else the price above it."""
    return 0 if state.seats[seat].keys >= slot else figures.supply_price(state, slot)


def contract_price(state: KiliaState, seat: int, slot: int) -> int:
    return 0 if state.seats[seat].keys >= figures.contract_keys(state, slot) else figures.contract_price(state, slot)


def take_action(state: KiliaState, slot: int) -> tuple[KiliaState, ActionCard]:
    """The supply without the card of ``slot`` (left empty until the end of the turn), and that card."""
    check_slot(slot)
    card = state.action_slots[slot - 1]
    if card is None:
        raise RuleError("Supply slot {slot} is empty: the supply is refilled only at the end of the turn", slot=slot)
    slots = tuple(None if i == slot - 1 else c for i, c in enumerate(state.action_slots))
    return replace(state, action_slots=slots), card


def take_contract(state: KiliaState, slot: int) -> tuple[KiliaState, Contract]:
    check_slot(slot)
    contract = state.contract_slots[slot - 1]
    if contract is None:
        raise RuleError("Contract slot {slot} is empty: the contracts are refilled only at the end of the turn",
                        slot=slot)
    slots = tuple(None if i == slot - 1 else c for i, c in enumerate(state.contract_slots))
    return replace(state, contract_slots=slots), contract


# --- the table turns cards up --------------------------------------------------------------------------------
def settle_refill(state: KiliaState) -> KiliaState:
    """Once no slot waits for a card, the refill is over: a refreshed supply goes back into the deck."""
    if state.refill_actions and not state.action_reveal_due:
        state = replace(state, refill_actions=False, action_deck=state.action_deck + len(state.set_aside),
                        set_aside=())
    if state.refill_contracts and not state.contract_reveal_due:
        state = replace(state, refill_contracts=False)
    return state


def reveal_action(state: KiliaState, action: RevealAction) -> KiliaState:
    if not state.action_reveal_due:
        raise RuleError("No action card is to be turned up now: the supply is refilled at the end of a turn (or "
                        "after a refresh), from the deck")
    cards.check_action_in_deck(state, action.card)
    slots = list(state.action_slots)
    slots[slots.index(None)] = action.card
    return settle_refill(replace(state, action_slots=tuple(slots), action_deck=state.action_deck - 1))


def reveal_contract(state: KiliaState, action: RevealContract) -> KiliaState:
    if not state.contract_reveal_due:
        raise RuleError("No contract is to be turned up now: the contracts are refilled at the end of a turn, "
                        "from the deck")
    cards.check_contract_in_deck(state, action.contract)
    slots = list(state.contract_slots)
    slots[slots.index(None)] = action.contract
    return settle_refill(replace(state, contract_slots=tuple(slots), contract_deck=state.contract_deck - 1))


def refresh(state: KiliaState, action: Refresh) -> KiliaState:
    """The 5 cards are set aside until the new ones are out."""
    check_turn(state, action.seat)
    seat = state.seats[action.seat]
    if state.turn.actions or state.turn.pending:
        raise RuleError("The supply can be refreshed only before the turn's first card: {player} already chose "
                        "one this turn", player=state.name(action.seat))
    if state.rules.refreshes == "once" and state.turn.refreshes:  # option refreshes
        raise RuleError("The table refreshes the supply once a turn: {player} already did",
                        player=state.name(action.seat))
    if seat.coins < REFRESH_PRICE:
        raise RuleError("Refreshing the supply costs {price}; {player} has {coins}",
                        price=Plural.of("{count} coin", "{count} coins", REFRESH_PRICE),
                        player=state.name(action.seat), coins=seat.coins)
    discarded = tuple(c for c in state.action_slots if c is not None)
    state = replace(state, seats=state.seat_replaced(action.seat, coins=seat.coins - REFRESH_PRICE),
                    action_slots=(None,) * SLOTS, set_aside=discarded, refill_actions=True,
                    turn=replace(state.turn, refreshes=state.turn.refreshes + 1))
    return settle_refill(state)


def shift_left(state: KiliaState) -> KiliaState:
    """End of a turn: both supplies close up to the left, then the table fills the empty slots."""
    actions = [c for c in state.action_slots if c is not None]
    contracts = [c for c in state.contract_slots if c is not None]
    state = replace(state, action_slots=tuple(actions + [None] * (SLOTS - len(actions))),
                    contract_slots=tuple(contracts + [None] * (SLOTS - len(contracts))),
                    refill_actions=True, refill_contracts=True)
    return settle_refill(state)
