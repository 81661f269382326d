"""The council phase ("Phase de conseil"), the end ("Fin de la partie et décompte des points") and the last
deliveries to points skills.

- "Commencez par déplacer chacun de vos jetons de score placés sur un objectif vers la case vide de plus grande
  valeur du gouvernail" (games.kilia.scoring.next_space); "Ensuite, retirez toutes les pièces placées sur les
  marchands"; "Enfin, tous les bateaux larguent les amarres": the income each ship collects is read off the
  boards by the table (ShipIncome), one entry a seat; then the bow turns round.
- "Si au moins 1 joueur a utilisé tous ses jetons de score, la dernière manche est déclenchée. Terminez la manche
  en cours, y compris la phase de conseil, puis jouez 1 dernière manche (phase de conseil incluse)"; "vos
  bateaux n'avancent pas sur le canal à la fin de la phase de conseil".
- Points skills: "vous pouvez utiliser les marchandises de votre réserve personnelle (en les remettant dans la
  réserve générale) ou activer vos marchands"; "Chaque activation coûte 1 pièce".
"""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.kilia import figures, payment, supply
from games.kilia.actions import Deliver, EndTurn, RevealContracts, ShipIncome
from games.kilia.model import GOALS, GOODS, Good, KiliaState, Phase, SeatState, SkillKind, Turn
from games.kilia.scoring import NO_SPACE, ranks, round_spaces
from games.kilia.turn import check_free, check_seat
from games.kilia.words import goods_list, goods_phrase


def points_goods(seat: SeatState) -> set[Good]:
    return {card.skill.goods[0] for card in seat.skills if card.skill.kind is SkillKind.POINTS}


def move_tokens(state: KiliaState) -> KiliaState:
    """Every token placed this round goes to its wheel: per goal, the highest free space, shared; a player's
    second token of the round on the same goal shares it too, or takes the next (option twice_in_a_round)."""
    seats = list(state.seats)
    for goal in GOALS:
        fresh = [(s, i) for s, held in enumerate(seats) for i, c in enumerate(held.claims)
                 if c.goal is goal and c.space is None]
        if not fresh:
            continue
        taken = [c.space for s in seats for c in s.claims
                 if c.goal is goal and c.space is not None and c.space != NO_SPACE]
        spaces = round_spaces(figures.wheel(state, goal), taken, len(seats), state.rules.full_wheel,
                              ranks([s for s, _ in fresh], state.rules.twice_in_a_round))
        for (s, i), space in zip(fresh, spaces):
            claims = seats[s].claims
            seats[s] = replace(seats[s], claims=(*claims[:i], replace(claims[i], space=space), *claims[i + 1:]))
    return replace(state, seats=tuple(seats))


def council_phase(state: KiliaState) -> KiliaState:
    """After the round's last turn: tokens to the wheels, merchants' coins cleared, then the ships (or, after
    the last round, the deliveries)."""
    state = move_tokens(state)
    seats = tuple(replace(s, activations=(0,) * len(s.activations)) for s in state.seats)
    if state.last_round:
        seats = tuple(s if points_goods(s) else replace(s, delivered=0) for s in seats)
        return replace(state, seats=seats, phase=Phase.DELIVERY, seat=state.first_seat, turn=Turn())
    seats = tuple(replace(s, sailed=False) for s in seats)
    return replace(state, seats=seats, phase=Phase.SAILING, seat=state.first_seat, turn=Turn())


def ship_income(state: KiliaState, action: ShipIncome) -> KiliaState:
    check_seat(state, action.seat)
    if state.phase is not Phase.SAILING:
        raise RuleError("Ships sail in the council phase at the end of a round (never after the last round); "
                        "their income is entered then")
    held = state.seats[action.seat]
    if held.sailed:
        raise RuleError("{player}'s ship has already sailed this council phase; correct the goods or coins if the "
                        "entry was wrong", player=state.name(action.seat))
    if any(v < 0 for v in action.goods.as_tuple()) or action.coins < 0:
        raise RuleError("A ship collects goods and coins, none below 0")
    state = replace(state, seats=state.seat_replaced(
        action.seat, goods=held.goods.added(action.goods), coins=held.coins + action.coins, sailed=True,
        ship_reversed=not held.ship_reversed))
    if all(s.sailed for s in state.seats):
        seats = tuple(replace(s, sailed=False) for s in state.seats)
        return replace(state, seats=seats, phase=Phase.TURNS, round=state.round + 1, seat=state.first_seat,
                       turn=Turn())
    return state


def deliver(state: KiliaState, action: Deliver) -> KiliaState:
    check_seat(state, action.seat)
    player = state.name(action.seat)
    if state.phase is not Phase.DELIVERY:
        raise RuleError("Goods are delivered to points skills at the end, after the last round's council phase")
    held = state.seats[action.seat]
    if held.delivered is not None:
        raise RuleError("{player} has delivered (or has no points skill); the count comes next", player=player)
    scored = points_goods(held)
    names = goods_list(g for g in GOODS if g in scored)
    if any(v < 0 for v in action.goods.as_tuple()):
        raise RuleError("A delivery counts whole goods, none below 0")
    if any(action.goods.get(g) for g in GOODS if g not in scored):
        raise RuleError("{player}'s points skills score {names}; other goods score nothing", player=player,
                        names=names)
    if not held.goods.covers(action.goods):
        raise RuleError("{player} has {held} in their personal supply, not {goods}", player=player,
                        held=goods_phrase(held.goods), goods=goods_phrase(action.goods))
    paid, from_merchants = payment.activate(state, action.seat, action.merchants)
    if any(from_merchants.get(g) for g in GOODS if g not in scored):
        raise RuleError("{player}'s points skills score {names}; a merchant of another good delivers nothing that "
                        "scores", player=player, names=names)
    payment.check_coins(state, action.seat, len(action.merchants))
    delivered = action.goods.total + from_merchants.total
    return state.with_seat(action.seat, replace(paid, goods=held.goods.minus(action.goods),
                                                coins=held.coins - len(action.merchants), delivered=delivered))


def reveal_contracts(state: KiliaState, action: RevealContracts) -> KiliaState:
    if state.phase is not Phase.DELIVERY:
        raise RuleError("The fulfilled contracts are turned over at the end, once the last round's council phase "
                        "is over")
    waiting = [state.name(s) for s, held in enumerate(state.seats) if held.delivered is None]
    if waiting:
        raise RuleError("{names} first deliver goods to their points skills (or nothing)", names=", ".join(waiting))
    return replace(state, phase=Phase.OVER)


def can_take_nothing(state: KiliaState, seat: int) -> bool:
    """No card to take (the deck ran out and the supply is empty) and no sprats card to play instead."""
    return all(c is None for c in state.action_slots) and not state.seats[seat].sprats


def end_turn(state: KiliaState, action: EndTurn) -> KiliaState:
    check_free(state, action.seat)
    if state.turn.actions == 0 and not can_take_nothing(state, action.seat):
        raise RuleError("{player} takes 1 action card first: every turn takes a card from the supply (slot 1 is "
                        "always free) to a zone or to the market", player=state.name(action.seat))
    held = state.seats[action.seat]
    state = replace(state, seats=state.seat_replaced(action.seat, sprats=held.sprats + held.sprats_new,
                                                     sprats_new=0))
    state = supply.shift_left(state)
    following = (action.seat + 1) % len(state.players)
    state = replace(state, seat=following, turn=Turn())
    if following == state.first_seat:
        return council_phase(state)
    return state
