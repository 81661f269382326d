"""Whose turn it is and what a seat may do now ("Déroulement de la partie", "À votre tour"); set-up step 8
(colours); the end of a turn and of a round; the table's corrections.

- "À votre tour, choisissez 1 des 5 cartes Action face visible de la réserve"; "prenez toujours 1 carte
  Action": a turn has one action (a card to a zone or to the market), plus one for each development of a zone
  with an extra-action skill ("Vous devez finir votre action en cours avant d'en commencer une nouvelle").
- "Une fois que tous les joueurs ont joué leur tour, une phase de conseil a lieu"; "Le joueur qui possède le
  blason de Kiel joue toujours en premier."
"""

from __future__ import annotations

from dataclasses import replace

from games.base import Plural, RuleError
from games.kilia.actions import ChooseColour, Correct
from games.kilia.model import Colour, Improvement, KiliaState, Phase
from games.kilia.setup import BOX_THALERS, starting_seat
from games.kilia.words import colour_phrase, colours_phrase

PHASE_MESSAGES = {
    Phase.COLOURS: "The players first choose their colours, the first player first: {current} chooses now",
    Phase.SAILING: "It is the council phase: enter the income of every ship before the next round",
    Phase.DELIVERY: "The last round is over: deliver goods to points skills, then count the scores",
    Phase.OVER: "The game is over",
}
PENDING_MESSAGES = {
    Improvement.CONTRACT: "{player} first takes a new contract from the supply (or goes without): the current "
                          "action is not finished",
    Improvement.SKILL: "{player} first takes a skill card from the supply (or goes without): the university "
                       "development is not finished",
    Improvement.WAREHOUSE: "{player} first builds a warehouse with a card from the supply (or goes without): the "
                           "warehouse development is not finished",
}


def check_seat(state: KiliaState, seat: int) -> None:
    if not isinstance(seat, int) or not 0 <= seat < len(state.players):
        raise RuleError("There is no seat {seat}; this table has seats 0 to {last}", seat=seat,
                        last=len(state.players) - 1)


def check_turn(state: KiliaState, seat: int) -> None:
    """``seat`` may act: a round is being played, it is its turn, no card waits to be turned up."""
    check_seat(state, seat)
    if state.phase is not Phase.TURNS:
        raise RuleError(PHASE_MESSAGES[state.phase], current=state.name(state.seat))
    if seat != state.seat:
        raise RuleError("It is {current}'s turn; {player} acts in their own turn", current=state.name(state.seat),
                        player=state.name(seat))
    if state.reveal_due:
        raise RuleError("Turn up the cards for the empty supply slots first: the table fills them from the decks")


def check_free(state: KiliaState, seat: int) -> None:
    """As check_turn, and no action is under way (contracts are fulfilled before or after an action)."""
    check_turn(state, seat)
    if state.turn.pending:
        raise RuleError(PENDING_MESSAGES[state.turn.pending[0]], player=state.name(seat))


def check_action_left(state: KiliaState, seat: int) -> None:
    check_free(state, seat)
    if state.turn.actions >= state.turn.allowed:
        raise RuleError("{player} has played the turn's {actions}; an extra action comes only with a development "
                        "of a zone whose extra-action skill {player} has", player=state.name(seat),
                        actions=Plural.of("{count} action", "{count} actions", state.turn.allowed))


def check_pending(state: KiliaState, seat: int, improvement: Improvement) -> None:
    check_turn(state, seat)
    if not state.turn.pending or state.turn.pending[0] is not improvement:
        raise RuleError(NOT_NOW_MESSAGES[improvement], player=state.name(seat))


NOT_NOW_MESSAGES = {
    Improvement.CONTRACT: "{player} takes a new contract only after a castle development, a merchant on a "
                          "new-contract space, or a contract's new-contract reward",
    Improvement.SKILL: "{player} takes a skill card only right after a university development",
    Improvement.WAREHOUSE: "{player} builds a warehouse only right after a warehouse development",
}


def pop_pending(state: KiliaState) -> KiliaState:
    return replace(state, turn=replace(state.turn, pending=state.turn.pending[1:]))


def choose_colour(state: KiliaState, action: ChooseColour) -> KiliaState:
    check_seat(state, action.seat)
    if state.phase is not Phase.COLOURS:
        raise RuleError("The colours are chosen at set-up; every player already has a board")
    if action.seat != state.seat:
        raise RuleError("{current} chooses a colour now (the first player first, then clockwise)",
                        current=state.name(state.seat))
    taken = [s.colour for s in state.seats if s.colour is not None]
    if action.colour in taken:
        raise RuleError("The {colour} board is taken; {player} chooses among {free}",
                        colour=colour_phrase(action.colour), player=state.name(action.seat),
                        free=colours_phrase(c for c in Colour if c not in taken))
    state = state.with_seat(action.seat, starting_seat(state, action.colour))
    following = (action.seat + 1) % len(state.players)
    if following == state.first_seat:
        return replace(state, phase=Phase.TURNS, seat=state.first_seat)
    return replace(state, seat=following)


def correct(state: KiliaState, action: Correct) -> KiliaState:
    check_seat(state, action.seat)
    values = action.goods.as_tuple()
    if any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in values):
        raise RuleError("A personal supply counts whole goods, none below 0; {player} cannot have {goods}",
                        player=state.name(action.seat), goods=list(values))
    if not isinstance(action.coins, int) or isinstance(action.coins, bool) or not 0 <= action.coins <= BOX_THALERS:
        raise RuleError("The box holds {most} thalers: {player} can have 0 to {most} coins, not {coins}",
                        most=BOX_THALERS, player=state.name(action.seat), coins=action.coins)
    return replace(state, seats=state.seat_replaced(action.seat, goods=action.goods, coins=action.coins))
