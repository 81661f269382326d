"""Trade in the trade-and-build phase (rulebook "Commerce et construction").

"vous remettez 3 ressources identiques dans la réserve pour y prendre 1 autre ressource de votre choix ... vous
avez la possibilité de prendre 1 pièce d'or au lieu de prendre 1 ressource." "Jusqu'à deux fois par tour, vous
pouvez acheter de la réserve une ressource de votre choix en payant 2 pièces d'or. En outre, les pièces d'or
peuvent faire partie d'un échange avec un autre joueur, mais vous ne pouvez échanger 3 pièces d'or avec la
réserve pour obtenir une ressource." Trades between players follow the base game: only with the player on turn,
something given each way.
"""

from __future__ import annotations

from dataclasses import replace

from games.base import N_, RuleError
from games.catan_ep.actions import BankTrade, BuyResource, PlayerTrade
from games.catan_ep.model import CatanState, Phase, Resources
from games.catan_ep.pieces import pay_gold
from games.catan_ep.production import on_turn
from games.catan_ep.words import cards_phrase

BANK_RATE = 3
GOLD_PRICE = 2
PURCHASES = 2


def bank_trade(state: CatanState, action: BankTrade) -> CatanState:
    on_turn(state, action.seat, (Phase.TRADE,))
    if action.take is action.give:
        raise RuleError("Trading 3 cards for 1 of the same kind gains nothing: take another resource or 1 gold",
                        resource=action.give.value)
    seat = state.seats[action.seat]
    if seat.hand.get(action.give) < BANK_RATE:
        raise RuleError("{player} needs 3 identical cards to trade with the bank; they hold {count}",
                        player=state.name(action.seat), count=seat.hand.get(action.give), resource=action.give.value)
    hand = seat.hand.plus(action.give, -BANK_RATE)
    gold = seat.gold
    if action.take is None:
        gold += 1
    else:
        hand = hand.plus(action.take)
    return replace(state, seats=state.seat_changed(action.seat, hand=hand, gold=gold))


BUY_NO_GOLD = N_("{player} cannot pay {gold} gold for a resource: they have {have}")


def buy_resource(state: CatanState, action: BuyResource) -> CatanState:
    on_turn(state, action.seat, (Phase.TRADE,))
    if state.turn.bought >= PURCHASES:
        raise RuleError("A resource is bought for 2 gold at most twice a turn; {player} has bought 2",
                        player=state.name(action.seat))
    state = pay_gold(state, action.seat, GOLD_PRICE, BUY_NO_GOLD)
    seat = state.seats[action.seat]
    return replace(state, seats=state.seat_changed(action.seat, hand=seat.hand.plus(action.take)),
                   turn=replace(state.turn, bought=state.turn.bought + 1))


def player_trade(state: CatanState, action: PlayerTrade) -> CatanState:
    on_turn(state, action.seat, (Phase.TRADE,))
    if not 0 <= action.other < len(state.players) or action.other == action.seat:
        raise RuleError("A trade is between the player on turn and another player")
    if (not action.give.covers(Resources()) or not action.take.covers(Resources()) or action.give_gold < 0
            or action.take_gold < 0):
        raise RuleError("A trade gives and takes whole numbers of cards and gold")
    if (action.give.total + action.give_gold == 0) or (action.take.total + action.take_gold == 0):
        raise RuleError("A trade gives something each way: cards or gold")
    mine, theirs = state.seats[action.seat], state.seats[action.other]
    for who, seat, cards, gold in ((action.seat, mine, action.give, action.give_gold),
                                   (action.other, theirs, action.take, action.take_gold)):
        if not seat.hand.covers(cards) or seat.gold < gold:
            raise RuleError("{player} does not hold what the trade asks of them: {cards} and {gold} gold",
                            player=state.name(who), cards=cards_phrase(cards), gold=gold)
    seats = state.seat_changed(action.seat, hand=mine.hand.minus(action.give).added(action.take),
                               gold=mine.gold - action.give_gold + action.take_gold)
    state = replace(state, seats=seats)
    return replace(state, seats=state.seat_changed(
        action.other, hand=theirs.hand.minus(action.take).added(action.give),
        gold=theirs.gold - action.take_gold + action.give_gold))
