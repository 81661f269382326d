"""The weaving (rulebook "2ÈME ÉTAPE : LE TISSAGE"), scraps, perfect carpets, artisan tokens, and the end of
a day ("FIN DE LA JOURNÉE") or of the game ("FIN DE LA PARTIE").

LayDomino belongs to the turn; the other carpet actions are free: a seat may take them in any phase of
the game (scraps and perfect carpets 'à tout moment de la partie', tokens 'jusqu'à la fin du jour').
"""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.kilim import carpet
from games.kilim.actions import (EndDay, LayDomino, LayPerfect, MovePiece, PlaceScrap, RemovePiece, RotateDomino,
                                 TakePerfect)
from games.kilim.market import check_seat, end_turn
from games.kilim.model import PERFECT_DOMINO, TOKENS, KilimState, Phase, SeatState, Token, dominoes
from games.kilim.setup import DAYS, PERFECT_DOMINOES


def lay_domino(state: KilimState, action: LayDomino) -> KilimState:
    if state.phase is not Phase.WEAVE or state.turn is None or state.turn.winner is None:
        raise RuleError("Dominoes are laid by the auction's winner, once the Spy, Scrap bag and Artisan cards of "
                        "the turn are resolved")
    check_seat(state, action.seat)
    winner = state.turn.winner
    if action.seat != winner:
        raise RuleError("{winner} won this auction and lays its domino; {player} has nothing to lay",
                        winner=state.name(winner), player=state.name(action.seat))
    if not 0 <= action.index < len(state.to_lay):
        raise RuleError("{player} has {dominoes} to lay, numbered from 0; there is no domino {index}",
                        player=state.name(winner), dominoes=dominoes(len(state.to_lay)), index=action.index)
    domino = state.to_lay[action.index]
    kilim = carpet.lay(state.seats[winner].kilim, domino, action.at)
    to_lay = state.to_lay[:action.index] + state.to_lay[action.index + 1:]
    state = replace(state, seats=state.seat_replaced(winner, kilim=kilim), to_lay=to_lay)
    return state if to_lay else end_turn(state)


def place_scrap(state: KilimState, action: PlaceScrap) -> KilimState:
    check_seat(state, action.seat)
    seat = state.seats[action.seat]
    if action.motif not in seat.scraps:
        raise RuleError("{player} holds no {motif} scrap to sew; a scrap is won in a Scrap bag round",
                        player=state.name(action.seat), motif=action.motif.value)
    kilim = carpet.place_scrap(seat.kilim, action.motif, (action.row, action.col), state.rules.scrap_hole)
    held = list(seat.scraps)
    held.remove(action.motif)
    return replace(state, seats=state.seat_replaced(action.seat, kilim=kilim, scraps=tuple(held)))


def lay_perfect(state: KilimState, action: LayPerfect) -> KilimState:
    check_seat(state, action.seat)
    seat = state.seats[action.seat]
    if seat.perfect == 0:
        raise RuleError("{player} holds no perfect carpet domino; the Artisan's perfect carpet token gives one",
                        player=state.name(action.seat))
    kilim = carpet.lay(seat.kilim, PERFECT_DOMINO, action.at)
    return replace(state, seats=state.seat_replaced(action.seat, kilim=kilim, perfect=seat.perfect - 1))


NO_TOKEN_MESSAGES = {
    Token.PERFECT: "{player} holds no perfect carpet token today; the Artisan's tokens are won in Artisan rounds "
                   "and go back to the board at the day's end",
    Token.ROTATE: "{player} holds no rotate token today; the Artisan's tokens are won in Artisan rounds and go "
                  "back to the board at the day's end",
    Token.REMOVE: "{player} holds no remove token today; the Artisan's tokens are won in Artisan rounds and go "
                  "back to the board at the day's end",
    Token.MOVE: "{player} holds no move token today; the Artisan's tokens are won in Artisan rounds and go back "
                "to the board at the day's end",
}


def _spend_token(state: KilimState, seat: int, token: Token) -> SeatState:
    check_seat(state, seat)
    held = state.seats[seat].tokens
    if token not in held:
        raise RuleError(NO_TOKEN_MESSAGES[token], player=state.name(seat))
    return replace(state.seats[seat], tokens=tuple(t for t in held if t is not token))


def take_perfect(state: KilimState, action: TakePerfect) -> KilimState:
    seat = _spend_token(state, action.seat, Token.PERFECT)
    if state.perfect_left == 0:
        raise RuleError("All {count} perfect carpet dominoes are taken; there is none left to give",
                        count=PERFECT_DOMINOES)
    return replace(state, seats=state.seat_replaced(action.seat, tokens=seat.tokens, perfect=seat.perfect + 1),
                   perfect_left=state.perfect_left - 1)


def rotate_domino(state: KilimState, action: RotateDomino) -> KilimState:
    seat = _spend_token(state, action.seat, Token.ROTATE)
    kilim = carpet.rotate(seat.kilim, (action.row, action.col), action.to)
    return replace(state, seats=state.seat_replaced(action.seat, tokens=seat.tokens, kilim=kilim))


def remove_piece(state: KilimState, action: RemovePiece) -> KilimState:
    seat = _spend_token(state, action.seat, Token.REMOVE)
    kilim = carpet.remove(seat.kilim, (action.row, action.col), action.piece)
    return replace(state, seats=state.seat_replaced(action.seat, tokens=seat.tokens, kilim=kilim))


def move_piece(state: KilimState, action: MovePiece) -> KilimState:
    seat = _spend_token(state, action.seat, Token.MOVE)
    kilim = carpet.move(seat.kilim, (action.row, action.col), action.piece, (action.to_row, action.to_col),
                        state.rules.scrap_hole)
    return replace(state, seats=state.seat_replaced(action.seat, tokens=seat.tokens, kilim=kilim))


def end_day(state: KilimState, action: EndDay) -> KilimState:
    """'Les joueurs récupèrent alors leurs cartes jouées et placent le groupe de dominos suivant au centre';
    the artisan tokens go back to the board ('au début d'un nouveau jour'). After the third day, the game
    is over and the kilims are scored."""
    if state.phase is not Phase.DAY_OVER:
        if state.pile.left:
            raise RuleError("Day {day} ends when its pile is empty; {dominoes} still to be auctioned",
                            day=state.day, dominoes=dominoes(state.pile.left))
        raise RuleError("Day {day}'s last turn is not over yet; the day ends once its last domino is laid",
                        day=state.day)
    seats = tuple(replace(s, spent=(), used=(), tokens=()) for s in state.seats)
    if state.day == DAYS:
        return replace(state, seats=seats, phase=Phase.GAME_OVER, board_tokens=TOKENS)
    return replace(state, seats=seats, day=state.day + 1, phase=Phase.REVEAL, board_tokens=TOKENS, turn=None)
