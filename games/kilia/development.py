"""Developments and their improvements ("Développements", "Château", "Université", "Chantier naval",
"Entrepôt"), smoked sprats as a development, extra-action skills.

- "Le 1er développement d'une zone coûte 1 marchandise du type indiqué. Le 2e développement coûte 2
  marchandises, et ainsi de suite"; "Vous pouvez développer chaque zone 4 fois au maximum"; the card's colour
  is the zone's ("une carte Action de la couleur correspondante").
- Castle: a key ("Elle a maintenant 2 clés") and "vous pouvez immédiatement prendre un nouveau contrat";
  university: "Prenez une 2e carte Action dans la réserve en suivant les règles habituelles", under the
  knowledge zone, "Vous ne pouvez jamais avoir 2 compétences identiques"; shipyard: "échangez immédiatement
  votre bateau actuel contre le bateau directement supérieur" and no 2nd card; warehouse: "Prenez une 2e carte
  Action", "dans un emplacement vide de votre choix, le long du canal", "dans quel sens orienter l'entrepôt".
- "il est possible qu'un développement ne vous rapporte pas d'amélioration ... vous pouvez tout de même
  effectuer le développement": every improvement may be gone without (Skip).
- Extra action: "Chaque fois que vous développez la zone indiquée, vous pouvez jouer 1 carte Action
  supplémentaire"; university: "Vous pouvez utiliser cette compétence immédiatement après l'avoir choisie".
- Sprats: "Au lieu de choisir une carte Action de la réserve, vous pouvez glisser votre carte Sprats fumés sous
  l'une de vos 4 zones"; "Vous devez payer les marchandises requises".
"""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.kilia import cards, figures, payment, supply
from games.kilia.actions import BuildWarehouse, Develop, Skip, TakeSkill
from games.kilia.model import (ZONE_GOOD, ZONES, Goods, Improvement, KiliaState, Skill, SkillKind,
                               Warehouse, Zone)
from games.kilia.setup import ZONE_MAX
from games.kilia.turn import check_action_left, check_pending, check_turn, pop_pending

IMPROVEMENTS = {Zone.CASTLE: (Improvement.CONTRACT,), Zone.UNIVERSITY: (Improvement.SKILL,), Zone.SHIPYARD: (),
                Zone.WAREHOUSE: (Improvement.WAREHOUSE,)}
FULL_ZONE_MESSAGES = {
    Zone.CASTLE: "{player}'s castle has its 4 developments; a zone is developed at most 4 times",
    Zone.UNIVERSITY: "{player}'s university has its 4 developments; a zone is developed at most 4 times",
    Zone.SHIPYARD: "{player}'s shipyard has its 4 developments (ship 5); a zone is developed at most 4 times",
    Zone.WAREHOUSE: "{player}'s warehouse zone has its 4 developments; a zone is developed at most 4 times",
}
WRONG_COLOUR_MESSAGES = {
    Zone.CASTLE: "The card in slot {slot} is white: it develops only the castle",
    Zone.UNIVERSITY: "The card in slot {slot} is red: it develops only the university",
    Zone.SHIPYARD: "The card in slot {slot} is brown: it develops only the shipyard",
    Zone.WAREHOUSE: "The card in slot {slot} is yellow: it develops only the warehouse zone",
}


def cost(state: KiliaState, seat: int, zone: Zone) -> Goods:
    """The next development of ``zone``: as many of its good as the development's number."""
    return Goods.of(ZONE_GOOD[zone], state.seats[seat].zone(zone) + 1)


def extra_action(zone: Zone) -> Skill:
    return Skill(SkillKind.EXTRA, zone=zone)


def develop(state: KiliaState, action: Develop) -> KiliaState:
    check_action_left(state, action.seat)
    player = state.name(action.seat)
    held = state.seats[action.seat]
    if not isinstance(action.zone, Zone):
        raise RuleError("A development goes under the castle, the university, the shipyard or the warehouse zone")
    if held.zone(action.zone) >= ZONE_MAX:
        raise RuleError(FULL_ZONE_MESSAGES[action.zone], player=player)
    price = 0
    if action.slot is None:
        if state.rules.sprats_development == "first_action" and state.turn.actions:  # option sprats_development
            raise RuleError("The table plays a smoked sprats card as a development only as the turn's action, "
                            "instead of its supply card")
        if not held.sprats:
            raise RuleError("{player} has no smoked sprats card to play (one taken this turn is played from the next "
                            "turn)", player=player)
        card = None
    else:
        supply.check_slot(action.slot)
        price = supply.action_price(state, action.seat, action.slot)
        state, card = supply.take_action(state, action.slot)
        if card.zone is not action.zone:
            raise RuleError(WRONG_COLOUR_MESSAGES[card.zone], slot=action.slot)
    paid = payment.settle(state, action.seat, action.payment, cost(state, action.seat, action.zone), coins=price)
    zones = list(paid.zones)
    zones[ZONES.index(action.zone)] += (card,)
    paid = replace(paid, zones=tuple(zones), sprats=paid.sprats - (card is None))
    allowed = state.turn.allowed + paid.has_skill(extra_action(action.zone))
    turn = replace(state.turn, actions=state.turn.actions + 1, allowed=allowed,
                   pending=IMPROVEMENTS[action.zone], developing=action.zone)
    return replace(state.with_seat(action.seat, paid), turn=turn)


def _take_for_improvement(state: KiliaState, seat: int, slot: int) -> tuple[KiliaState, int]:
    """Take the card of ``slot`` (the usual keys or coins) and pay its price: (state, price paid)."""
    supply.check_slot(slot)
    price = supply.action_price(state, seat, slot)
    state, card = supply.take_action(state, slot)
    payment.check_coins(state, seat, price)
    return state, price


def take_skill(state: KiliaState, action: TakeSkill) -> KiliaState:
    check_pending(state, action.seat, Improvement.SKILL)
    supply.check_slot(action.slot)
    card = state.action_slots[action.slot - 1]
    if card is not None and state.seats[action.seat].has_skill(card.skill):
        raise RuleError("{player} already has the skill {skill}; nobody holds the same skill twice",
                        player=state.name(action.seat), skill=cards.skill_code(card.skill))
    state, price = _take_for_improvement(state, action.seat, action.slot)
    assert card is not None
    held = state.seats[action.seat]
    state = state.with_seat(action.seat, replace(held, coins=held.coins - price, skills=(*held.skills, card)))
    state = pop_pending(state)
    if card.skill == extra_action(Zone.UNIVERSITY) and state.turn.developing is Zone.UNIVERSITY:
        state = replace(state, turn=replace(state.turn, allowed=state.turn.allowed + 1))
    return state


def build_warehouse(state: KiliaState, action: BuildWarehouse) -> KiliaState:
    check_pending(state, action.seat, Improvement.WAREHOUSE)
    spaces = figures.canal_spaces(state)
    if not isinstance(action.space, int) or not 1 <= action.space <= spaces:
        raise RuleError("The canal has warehouse spaces 1 to {spaces}, not {space}", spaces=spaces,
                        space=action.space)
    if any(w.space == action.space for w in state.seats[action.seat].warehouses):
        raise RuleError("Canal space {space} already has a warehouse; a new one goes on an empty space",
                        space=action.space)
    supply.check_slot(action.slot)
    card = state.action_slots[action.slot - 1]
    state, price = _take_for_improvement(state, action.seat, action.slot)
    assert card is not None
    held = state.seats[action.seat]
    built = Warehouse(card, action.space, bool(action.reversed))
    state = state.with_seat(action.seat, replace(held, coins=held.coins - price,
                                                 warehouses=(*held.warehouses, built)))
    return pop_pending(state)


def skip(state: KiliaState, action: Skip) -> KiliaState:
    check_turn(state, action.seat)
    if not state.turn.pending:
        raise RuleError("{player} has no improvement or new contract waiting to be taken or gone without",
                        player=state.name(action.seat))
    return pop_pending(state)
