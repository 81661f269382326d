"""Scoring tokens on the council board's six goals ("Placer des jetons de score").

- "Lorsque vous remplissez la condition d'un objectif illustré sur le plateau Conseil, vous pouvez placer
  immédiatement 1 jeton de score sur l'emplacement correspondant" (during one's own turn: every condition is met
  by what one does in one's turn).
- zone4 "Vous pouvez remplir cette condition plusieurs fois" (once a zone); zones3 "Si vous développez les 2
  autres zones avec 3 cartes chacune ... un autre jeton"; zones2 and market "qu'une seule fois"; contracts "votre
  6e, puis votre 9e contrat"; coins "Vous devez payer 15 pièces", "plusieurs fois, en payant 15 pièces à chaque
  fois", "pas obligé de remplir cette condition dès que vous avez 15 pièces". "Seules les 4 zones de
  développement sont prises en compte".
- "Lorsqu'un joueur place son 4e jeton de score, la dernière manche est déclenchée"; "Vous pouvez continuer à
  remplir des objectifs même si vous avez déjà placé vos 4 jetons de score. Dans ce cas, prenez une marchandise
  de votre couleur dans la réserve générale" (it counts as a token; it does not come from the personal supply).
"""

from __future__ import annotations

from dataclasses import replace

from games.base import Plural, RuleError
from games.kilia import figures
from games.kilia.actions import PlaceToken
from games.kilia.model import Claim, Goal, KiliaState, Rules, SeatState
from games.kilia.setup import MARKET_SPACES, SCORE_TOKENS, ZONE_MAX
from games.kilia.turn import check_turn

COINS_GOAL = 15  # "Vous devez payer 15 pièces"
CONTRACTS_STEP = 3  # "3 contrats remplis", "votre 6e, puis votre 9e contrat"
CONTRACTS_LAST = 9  # "puis votre 9e contrat": the last one named (option contracts_goal "up_to_ninth")
ZONES3_PAIR = 2
ONCE = (Goal.ZONES2, Goal.MARKET)

NOT_MET_MESSAGES = {
    Goal.ZONE4: "{player} has {zones} with 4 cards and has placed {tokens} there; a token goes there for each "
                "zone developed 4 times",
    Goal.ZONES3: "{player} has {zones} with 3 cards or more and has placed {tokens} there; a token goes there for "
                 "each 2 zones developed 3 times",
    Goal.ZONES2: "{player} has {zones} with 2 cards or more; a token goes there once all 4 zones have 2",
    Goal.MARKET: "{player} has merchants on {count} of the 6 market spaces; a token goes there once the market is "
                 "full",
    Goal.CONTRACTS: "{player} has fulfilled {contracts} and placed {tokens} there; a token goes there at the 3rd, "
                    "6th, 9th... contract",
    Goal.COINS: "{player} has {coins}; this goal costs 15 coins, paid each time",
}
ONCE_MESSAGES = {
    Goal.ZONES2: "{player} already has a token on 4 zones developed 2 times; that goal is reached once",
    Goal.MARKET: "{player} already has a token on the full market; that goal is reached once",
}


def progress(seat: SeatState, goal: Goal, rules: Rules) -> tuple[int, bool]:
    """(what the goal counts, whether one more token may go on it)."""
    cards = [len(zone) for zone in seat.zones]
    claims = seat.claims_of(goal)
    if goal is Goal.ZONE4:
        count = sum(1 for n in cards if n >= ZONE_MAX)
        return count, count > claims
    if goal is Goal.ZONES3:
        count = sum(1 for n in cards if n >= 3)
        return count, count >= ZONES3_PAIR * (claims + 1)
    if goal is Goal.ZONES2:
        count = sum(1 for n in cards if n >= 2)
        return count, count == len(cards) and not claims
    if goal is Goal.MARKET:
        count = sum(1 for stack in seat.merchants if stack)
        return count, count == MARKET_SPACES and not claims
    if goal is Goal.CONTRACTS:
        count = len(seat.fulfilled)
        more = rules.contracts_goal == "every_third" or claims < CONTRACTS_LAST // CONTRACTS_STEP  # option
        return count, more and count >= CONTRACTS_STEP * (claims + 1)
    return seat.coins, seat.coins >= COINS_GOAL


def claimable(seat: SeatState, rules: Rules) -> list[Goal]:
    return [g for g in Goal if progress(seat, g, rules)[1]]


def place_token(state: KiliaState, action: PlaceToken) -> KiliaState:
    check_turn(state, action.seat)
    held = state.seats[action.seat]
    player = state.name(action.seat)
    if not isinstance(action.goal, Goal):
        raise RuleError("The goals are zone4, zones3, zones2, market, contracts and coins")
    count, met = progress(held, action.goal, state.rules)
    if not met:
        if action.goal in ONCE and held.claims_of(action.goal):
            raise RuleError(ONCE_MESSAGES[action.goal], player=player)
        if action.goal is Goal.CONTRACTS and held.claims_of(action.goal) * CONTRACTS_STEP >= CONTRACTS_LAST:
            raise RuleError("The table's reading: tokens go on the contracts goal at the 3rd, 6th and 9th contract "
                            "only, and {player} has placed 3", player=player)
        claims = held.claims_of(action.goal)
        raise RuleError(NOT_MET_MESSAGES[action.goal], player=player, count=count,
                        zones=Plural.of("{count} zone", "{count} zones", count),
                        contracts=Plural.of("{count} contract", "{count} contracts", count),
                        tokens=Plural.of("{count} token", "{count} tokens", claims),
                        coins=Plural.of("{count} coin", "{count} coins", count))
    figures.wheel(state, action.goal)  # the token goes on its wheel: the table reads the wheel's values now
    placed = Claim(action.goal, state.round, token=len(held.claims) < SCORE_TOKENS)
    coins = held.coins - (COINS_GOAL if action.goal is Goal.COINS else 0)
    held = replace(held, claims=(*held.claims, placed), coins=coins)
    final_round, trigger = state.final_round, state.final_trigger
    if len(held.claims) == SCORE_TOKENS and final_round is None:
        final_round, trigger = state.round + 1, action.seat
    return replace(state.with_seat(action.seat, held), final_round=final_round, final_trigger=trigger)
