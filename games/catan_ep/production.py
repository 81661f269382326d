"""The roll (entered by the table) and what it produces; the 7 and its discards.

"Lorsqu'un joueur n'obtient aucune ressource grâce aux dés, il reçoit 1 pièce d'or de la réserve, sauf lorsqu'un
7 est obtenu aux dés." "Lorsqu'une tuile Terrain adjacente à une colonie portuaire est désignée par les dés,
celle-ci ne procure qu'une ressource." "Lorsque le chiffre d'une rivière d'or est obtenu au dé, une colonie ou une
colonie portuaire touchant cette tuile rapporte 2 pièces d'or" (once its lair is captured). "Lorsqu'un 7 est
obtenu aux dés, tous les joueurs qui ont plus de 7 cartes Ressource en main en perdent la moitié, arrondie en
leur faveur."
"""

from __future__ import annotations

from dataclasses import replace

from games.base import N_, Plural, RuleError
from games.catan_ep import board as geo
from games.catan_ep import island
from games.catan_ep.actions import Discard, Roll
from games.catan_ep.model import PRODUCES, CatanState, Kind, Phase, PirateDue, Resources, SeatState, Turn
from games.catan_ep.words import cards_phrase

RIVER_GOLD = 2
COMPENSATION = 1
HAND_LIMIT = 7


# What a refused action is told, by where the turn stands (N_: the values are message ids, the keys are not).
PHASE_MESSAGES = {
    Phase.SETUP: N_("The set-up is not finished: place the next piece first"),
    Phase.ROLL: N_("Enter the dice first"),
    Phase.DISCARD: N_("After a 7, players with more than 7 cards give back half first"),
    Phase.PIRATE: N_("Place the pirate ship first"),
    Phase.TRADE: N_("The dice are rolled: trade and build, then move the ships"),
    Phase.MOVE: N_("No trade or building during or after the movement phase: move the ships, then end the turn"),
    Phase.REVEAL: N_("Turn up the unexplored hexes the ship points at first"),
    Phase.CAPTURE: N_("Settle the capture of the pirate lair first"),
    Phase.OVER: N_("The game is over"),
}


def on_turn(state: CatanState, seat: int, phases: tuple[Phase, ...]) -> None:
    """RuleError unless it is ``seat``'s turn and the turn is in one of ``phases``."""
    if seat != state.seat:
        raise RuleError("It is {player}'s turn, not {other}'s", player=state.name(state.seat),
                        other=state.name(seat) if 0 <= seat < len(state.players) else str(seat))
    if state.phase not in phases:
        raise RuleError(PHASE_MESSAGES[state.phase], phase=state.phase.value)


def income(state: CatanState, total: int) -> list[tuple[Resources, int]]:
    """Each seat's cards and gold for a roll of ``total`` (not 7)."""
    found = []
    for seat in range(len(state.players)):
        cards, gold = Resources(), 0
        for building in state.buildings:
            if building.owner != seat:
                continue
            for h in geo.corner_hexes(state, building.corner):
                if h.number != total:
                    continue
                if h.kind in PRODUCES:
                    cards = cards.plus(PRODUCES[h.kind])
                elif h.kind is Kind.GOLD_RIVER and not h.blocks:
                    gold += RIVER_GOLD
        if cards.total == 0 and (gold == 0 or state.rules.gold_compensation == "no_resource"):
            gold += COMPENSATION
        found.append((cards, gold))
    return found


def roll(state: CatanState, action: Roll) -> CatanState:
    on_turn(state, action.seat, (Phase.ROLL,))
    if not (1 <= action.die1 <= 6 and 1 <= action.die2 <= 6):
        raise RuleError("Each die shows 1 to 6, not {die1} and {die2}", die1=action.die1, die2=action.die2)
    island.require_read(state.hexes)  # every token may produce: the island is entered before the first roll
    total = action.die1 + action.die2
    state = replace(state, turn=Turn(), last_roll=total)
    if total != 7:
        seats = tuple(SeatState(s.hand.added(cards), s.gold + gold)
                      for s, (cards, gold) in zip(state.seats, income(state, total)))
        return replace(state, seats=seats, phase=Phase.TRADE)
    count = len(state.players)
    owing = tuple(s for s in ((state.seat + i) % count for i in range(count))
                  if state.seats[s].hand.total > HAND_LIMIT)
    if not owing:
        return after_discards(state)
    return replace(state, discards=owing, phase=Phase.DISCARD)


def after_discards(state: CatanState) -> CatanState:
    """From scenario 2 the seat on turn places its pirate ship; in scenario 1 trade and build follow."""
    if state.rules.scenario >= 2:
        return replace(state, phase=Phase.PIRATE, pirate_due=PirateDue.SEVEN)
    return replace(state, phase=Phase.TRADE)


def discard(state: CatanState, action: Discard) -> CatanState:
    if state.phase is not Phase.DISCARD or action.seat not in state.discards:
        raise RuleError("Only a player holding more than 7 cards gives cards back, after a 7")
    hand = state.seats[action.seat].hand
    due = hand.total // 2
    if action.cards.total != due or not hand.covers(action.cards) or not action.cards.covers(Resources()):
        raise RuleError("{player} gives back {due} of their {cards} (half, rounded in their favour), cards "
                        "they hold: {hand}", player=state.name(action.seat), due=due,
                        cards=Plural.of("{count} card", "{count} cards", hand.total),
                        hand=cards_phrase(hand))
    state = replace(state, seats=state.seat_changed(action.seat, hand=hand.minus(action.cards)),
                    discards=tuple(s for s in state.discards if s != action.seat))
    return state if state.discards else after_discards(state)
