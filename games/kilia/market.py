"""Merchants ("Marchands") and smoked sprats ("Sprats fumés de Kiel").

The market's spaces: the bottom row 0 1 2 (left to right), the middle row 3 (above 0 and 1) and 4 (above 1 and
2), the top 5 (above 3 and 4).

- "Vous devez placer votre 1er marchand dans la rangée inférieure de votre marché. Dès que vous avez 2 marchands
  adjacents dans une rangée, vous pouvez en placer un sur l'emplacement situé juste au-dessus."
- "vous pouvez le placer sur un emplacement vide ou par-dessus un marchand existant"; "Lorsque vous placez un
  marchand sur un emplacement vide, recevez immédiatement le bonus indiqué sur cet emplacement. Ce bonus est
  disponible une seule fois."
- Bonuses: "Prenez 1 marchandise au choix", "Prenez 3 pièces", "Prenez 1 carte Sprats fumés", "Choisissez un
  nouveau contrat dans la réserve". Which space shows which is component data (option market_bonuses).
- Sprats: "4 cartes Sprats fumés"; "Vous pourrez la jouer lors du tour suivant"; "Vous pouvez jouer votre carte
  Sprats fumés en plus d'une carte Action pour recevoir immédiatement 1 pièce ou 1 marchandise au choix ...
  Rangez immédiatement la carte Sprats fumés utilisée dans la boîte."
"""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.kilia import figures, payment, supply
from games.kilia.actions import PlaceMerchant, PlaySprats
from games.kilia.model import SUPPORTS, Bonus, Good, Improvement, KiliaState, SeatState
from games.kilia.setup import MARKET_SPACES
from games.kilia.turn import check_action_left, check_free
from games.kilia.words import pair_phrase, space_phrase

BONUS_COINS = 3  # "Prenez 3 pièces de 1 thaler"


def can_place(seat: SeatState, space: int) -> bool:
    """A merchant may go on ``space``: the bottom row always, a space above two merchants side by side."""
    return space not in SUPPORTS or all(seat.merchants[s] for s in SUPPORTS[space])


def check_space(state: KiliaState, seat: int, space: int) -> None:
    if not isinstance(space, int) or not 0 <= space < MARKET_SPACES:
        raise RuleError("The market has spaces 0 to 5: the bottom row 0, 1, 2, the middle row 3 (above 0 and 1) "
                        "and 4 (above 1 and 2), the top 5; not {space}", space=space)  # an entry's slip: the number as given
    if not can_place(state.seats[seat], space):
        raise RuleError("A merchant goes on space {space} only above two merchants side by side, on spaces "
                        "{below}: the market is built from the bottom row up", space=space_phrase(space),
                        below=pair_phrase(*SUPPORTS[space]))


def place_merchant(state: KiliaState, action: PlaceMerchant) -> KiliaState:
    check_action_left(state, action.seat)
    check_space(state, action.seat, action.space)
    player = state.name(action.seat)
    empty = not state.seats[action.seat].merchants[action.space]
    bonus = figures.market_bonus(state, action.space) if empty else Bonus.NONE
    if bonus is Bonus.ANY_GOOD and action.good is None:
        raise RuleError("Market space {space} gives any good: name the good {player} takes", space=space_phrase(action.space),
                        player=player)
    if bonus is not Bonus.ANY_GOOD and action.good is not None:
        raise RuleError("No good is chosen here: market space {space} gives no good now (a bonus is given once, "
                        "to the first merchant on an empty space)", space=space_phrase(action.space))
    supply.check_slot(action.slot)
    price = supply.action_price(state, action.seat, action.slot)
    state, card = supply.take_action(state, action.slot)
    payment.check_coins(state, action.seat, price)
    held = state.seats[action.seat]
    merchants = list(held.merchants)
    merchants[action.space] += (card,)
    held = replace(held, merchants=tuple(merchants), coins=held.coins - price)
    pending: tuple[Improvement, ...] = ()
    sprats_left = state.sprats_left
    if bonus is Bonus.ANY_GOOD and action.good is not None:
        held = replace(held, goods=held.goods.plus(action.good))
    elif bonus is Bonus.COINS:
        held = replace(held, coins=held.coins + BONUS_COINS)
    elif bonus is Bonus.SPRATS and sprats_left:
        held = replace(held, sprats_new=held.sprats_new + 1)
        sprats_left -= 1
    elif bonus is Bonus.CONTRACT:
        pending = (Improvement.CONTRACT,)
    turn = replace(state.turn, actions=state.turn.actions + 1, pending=pending, developing=None)
    return replace(state.with_seat(action.seat, held), turn=turn, sprats_left=sprats_left)


def play_sprats(state: KiliaState, action: PlaySprats) -> KiliaState:
    check_free(state, action.seat)
    held = state.seats[action.seat]
    if not held.sprats:
        raise RuleError("{player} has no smoked sprats card to play (one taken this turn is played from the next "
                        "turn)", player=state.name(action.seat))
    if state.rules.sprats_bonus == "with_action" and not state.turn.actions:  # option sprats_bonus
        raise RuleError("The table plays a smoked sprats card for a coin or a good only once the turn's action card "
                        "is played")
    if action.good is None:
        held = replace(held, coins=held.coins + 1, sprats=held.sprats - 1)
    elif isinstance(action.good, Good):
        held = replace(held, goods=held.goods.plus(action.good), sprats=held.sprats - 1)
    return state.with_seat(action.seat, held)
