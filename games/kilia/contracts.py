"""Contracts: taking one from the supply and fulfilling one ("Château", "Remplir un contrat").

- "vous pouvez immédiatement prendre un nouveau contrat de la réserve. Les règles habituelles de sélection des
  cartes Action s'appliquent"; "Posez le nouveau contrat face visible au-dessus de votre plateau Joueur".
- "Avant ou après une action, vous pouvez également remplir des contrats. En revanche, vous ne pouvez jamais
  remplir un contrat pendant une action"; "payez les marchandises ou les pièces indiquées dans la partie
  supérieure ... En retour, vous recevez immédiatement la récompense"; "Posez ensuite le contrat rempli face
  cachée devant vous"; "vous devez remplir complètement un contrat avant d'en remplir un autre".
- "N'importe quelle marchandise : Vous pouvez dépenser 1 marchandise de n'importe quel type ... ou prendre 1
  marchandise de n'importe quel type"; "Nouveau contrat : Vous pouvez prendre immédiatement un nouveau contrat
  dans la réserve".
"""

from __future__ import annotations

from dataclasses import replace

from games.base import Plural, RuleError
from games.kilia import figures, payment, supply
from games.kilia.actions import Fulfil, TakeContract
from games.kilia.model import Improvement, KiliaState
from games.kilia.turn import check_free, check_pending, pop_pending
from games.kilia.words import goods_phrase


def take_contract(state: KiliaState, action: TakeContract) -> KiliaState:
    check_pending(state, action.seat, Improvement.CONTRACT)
    supply.check_slot(action.slot)
    price = supply.contract_price(state, action.seat, action.slot)
    state, contract = supply.take_contract(state, action.slot)
    payment.check_coins(state, action.seat, price)
    held = state.seats[action.seat]
    state = state.with_seat(action.seat, replace(held, coins=held.coins - price,
                                                 contracts=(*held.contracts, contract)))
    return pop_pending(state)


def fulfil(state: KiliaState, action: Fulfil) -> KiliaState:
    check_free(state, action.seat)
    player = state.name(action.seat)
    active = state.seats[action.seat].contracts
    if not isinstance(action.contract, int) or not 0 <= action.contract < len(active):
        raise RuleError("{player} has {contracts}; there is no contract {index}", player=player,
                        contracts=Plural.of("{count} active contract", "{count} active contracts", len(active)),
                        index=action.contract + 1 if isinstance(action.contract, int) else action.contract)
    contract = figures.read_contract(active[action.contract])
    if any(v < 0 for v in action.reward.as_tuple()) or action.reward.total != contract.reward_any:
        raise RuleError("The contract's reward has {symbols}: name that many goods to take, not {goods}",
                        symbols=Plural.of("{count} 'any good' symbol", "{count} 'any good' symbols",
                                          contract.reward_any), goods=goods_phrase(action.reward))
    paid = payment.settle(state, action.seat, action.payment, contract.cost, contract.cost_any,
                          coins=contract.cost_coins)
    paid = replace(paid, goods=paid.goods.added(contract.reward).added(action.reward),
                   coins=paid.coins + contract.reward_coins,
                   contracts=active[:action.contract] + active[action.contract + 1:],
                   fulfilled=(*paid.fulfilled, contract))
    pending = (Improvement.CONTRACT,) * contract.reward_contracts
    return replace(state.with_seat(action.seat, paid), turn=replace(state.turn, pending=pending))
