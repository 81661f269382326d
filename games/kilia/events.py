"""What an applied action did, in words (docs/design.md#the-engine-face): the turn log and the "last move" line.
A fulfilled contract is not named: it goes face down ("Posez ensuite le contrat rempli face cachée")."""

from __future__ import annotations

from games.base import N_, Phrase, Plural
from games.kilia import actions as a
from games.kilia.model import Goods, KiliaState, Phase
from games.kilia.setup import entry_phrase
from games.kilia.words import (card_phrase, colour_phrase, contract_phrase, goal_phrase, goods_phrase, space_phrase,
                               zone_phrase)


def _coins(count: int) -> Plural:
    return Plural.of("{count} coin", "{count} coins", count)


def _action(before: KiliaState, action: a.Action, after: KiliaState) -> Phrase | None:
    seat = getattr(action, "seat", before.seat)
    player = before.name(seat)
    if isinstance(action, a.RevealAction):
        return Phrase.of(N_("Turned up in the supply: {card}"), card=card_phrase(action.card))
    if isinstance(action, a.RevealContract):
        return Phrase.of(N_("Turned up among the contracts: {contract}"), contract=contract_phrase(action.contract))
    if isinstance(action, a.ChooseColour):
        return Phrase.of(N_("{player} takes the {colour} board"), player=player, colour=colour_phrase(action.colour))
    if isinstance(action, a.Refresh):
        return Phrase.of(N_("{player} refreshed the supply"), player=player)
    if isinstance(action, a.Develop):
        if action.slot is None:
            return Phrase.of(N_("{player} developed the {zone} with a smoked sprats card"), player=player,
                             zone=zone_phrase(action.zone))
        return Phrase.of(N_("{player} developed the {zone}"), player=player, zone=zone_phrase(action.zone))
    if isinstance(action, a.PlaceMerchant):
        return Phrase.of(N_("{player} placed a merchant on market space {space}"), player=player,
                         space=space_phrase(action.space))
    if isinstance(action, a.TakeContract):
        contract = before.contract_slots[action.slot - 1]
        return None if contract is None else Phrase.of(N_("{player} took the contract {contract}"), player=player,
                                                       contract=contract_phrase(contract))
    if isinstance(action, a.TakeSkill):
        card = before.action_slots[action.slot - 1]
        return Phrase.of(N_("{player} took a skill: {card}"), player=player, card=card_phrase(card))
    if isinstance(action, a.BuildWarehouse):
        return Phrase.of(N_("{player} built a warehouse on canal space {space}"), player=player, space=action.space)
    if isinstance(action, a.Skip):
        return Phrase.of(N_("{player} went without the improvement"), player=player)
    if isinstance(action, a.Fulfil):
        return Phrase.of(N_("{player} fulfilled a contract"), player=player)
    if isinstance(action, a.PlaceToken):
        return Phrase.of(N_("{player} placed a scoring token on {goal}"), player=player, goal=goal_phrase(action.goal))
    if isinstance(action, a.PlaySprats):
        gain = _coins(1) if action.good is None else goods_phrase(Goods.of(action.good))
        return Phrase.of(N_("{player} played a smoked sprats card for {gain}"), player=player, gain=gain)
    if isinstance(action, a.EndTurn):
        return Phrase.of(N_("{player} ended their turn"), player=player)
    if isinstance(action, a.ShipIncome):
        return Phrase.of(N_("{player}'s ship brought {goods} and {coins}"), player=player,
                         goods=goods_phrase(action.goods), coins=_coins(action.coins))
    if isinstance(action, a.Deliver):
        return Phrase.of(N_("{player} delivered {goods} to points skills"), player=player,
                         goods=Plural.of("{count} good", "{count} goods", after.seats[seat].delivered or 0))
    if isinstance(action, a.RevealContracts):
        return Phrase(N_("The fulfilled contracts are turned over"))
    if isinstance(action, a.Correct):
        return Phrase.of(N_("{player}'s supply corrected: {goods} and {coins}"), player=player,
                         goods=goods_phrase(action.goods), coins=_coins(action.coins))
    if isinstance(action, a.BoxFigure):
        return Phrase.of(N_("Read off the box, kept for the next games: {entry}"), entry=entry_phrase(action.entry))
    return None


def events(before: KiliaState, action: a.Action, after: KiliaState) -> tuple[Phrase, ...]:
    found = [_action(before, action, after)]
    if after.final_round is not None and before.final_round is None:
        found.append(Phrase.of(N_("{player} placed a 4th scoring token: round {round} is the last"),
                               player=before.name(getattr(action, "seat", before.seat)), round=after.final_round))
    if after.phase is Phase.SAILING and before.phase is not Phase.SAILING:
        found.append(Phrase.of(N_("Round {round} is over: the council phase"), round=before.round))
    if after.phase is Phase.DELIVERY and before.phase is not Phase.DELIVERY:
        found.append(Phrase(N_("The last round is over: goods are delivered to points skills")))
    return tuple(e for e in found if e is not None)
