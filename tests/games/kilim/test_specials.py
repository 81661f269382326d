"""The Scrap bag and the Artisan: rulebook "3 FOUILLER", "4 ARTISANE" and "3ÈME ÉTAPE : FIN DU TOUR"."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from games.base import RuleError
from games.kilim.views import Hidden
from games.serial import to_json
from games.kilim.actions import EndDay, Offer, RevealDomino, RotateDomino, SealBid, TakeScrap, TakeToken
from games.kilim.model import TOKENS, Phase, Placement, Token

from .helpers import (ARTISAN, DOWN, GAME, SCRAP, A, B, C, D, E, RIGHT, T, apply, bid_round, lay_all, new_game, offers,
                      play_gold_turn)


# --- the Scrap bag --------------------------------------------------------------------------------------
def test_a_scrap_costs_more_than_the_winning_bid_and_is_chosen_after_the_auction() -> None:
    # FOUILLER: "les joueurs ayant joué une carte Sac de Chutes jouent après que l'enchère en cours ait été
    # résolue. Le joueur ayant choisi de fouiller doit payer un montant en Or supérieur à celui dépensé par le
    # joueur qui a remporté l'enchère du tour." "il fouille ensuite secrètement parmi les Chutes et garde celle
    # qu'il souhaite."
    state = bid_round(new_game(3), 9, SCRAP, 4)
    assert state.turn is not None and (state.turn.winner, state.turn.bar) == (0, 9)
    assert state.phase is Phase.SCRAP
    with pytest.raises(RuleError, match=r"^An offer to search the scrap bag must be above the winning bid 9; Blue "
                                        r"may offer 10-15$"):
        apply(state, Offer(1, 9))
    with pytest.raises(RuleError, match="Blue holds gold cards above the winning bid 9 .10-15. and must offer one"):
        apply(state, Offer(1, 3, discard=True))
    state = apply(state, Offer(1, 10))
    assert state.phase is Phase.TAKE_SCRAP and state.turn is not None and state.turn.scrap_winner == 1
    with pytest.raises(RuleError, match="Blue won the scrap bag this turn; only they pick a scrap"):
        apply(state, TakeScrap(0, C))
    state = apply(state, TakeScrap(1, C))
    assert state.bag == 4 and state.seats[1].scraps == (C,) and state.seats[1].spent == (10,)
    assert state.phase is Phase.WEAVE  # then the auction's winner lays its domino


def test_a_scrap_is_kept_face_down() -> None:
    # FOUILLER: "Le joueur la conserve face cachée et peut l'utiliser à tout moment de la partie."
    state = apply(offers(bid_round(new_game(3), 9, SCRAP, 4), (1, 12)), TakeScrap(1, D))
    assert GAME.view(state, None).seats[1].scraps == (Hidden.FACE_DOWN,)
    assert GAME.view(state, 1).seats[1].scraps == (D,)
    other = apply(offers(bid_round(new_game(3), 9, SCRAP, 4), (1, 12)), TakeScrap(1, A))
    assert to_json(GAME.view(other, None)) == to_json(GAME.view(state, None))


def test_a_seat_that_cannot_offer_more_discards_a_card_of_its_choice() -> None:
    # FOUILLER: "Si un joueur ne peut pas offrir plus d'Or que celui qui a remporté l'enchère du tour, il ne
    # peut pas accéder au sac et doit se défausser d'une carte Or de la valeur de son choix."
    state = bid_round(new_game(3), 15, SCRAP, 4)
    with pytest.raises(RuleError, match="Blue holds no gold card above the winning bid 15, so cannot search the "
                                        "scrap bag and must discard a gold card of their choice"):
        apply(state, Offer(1, 14))
    state = apply(state, Offer(1, 2, discard=True))
    assert state.turn is not None and state.turn.scrap_winner is None
    assert state.seats[1].spent == (2,) and state.bag == 5 and state.phase is Phase.WEAVE


def test_several_scrap_bag_seats_seal_and_a_tie_for_the_highest_gives_it_to_nobody() -> None:
    # FOUILLER: "Si plusieurs joueurs utilisent leur carte Sac de Chutes, ils doivent faire une offre face
    # cachée, toujours supérieure à celle faite par le joueur ayant remporté l'enchère du tour. L'offre la plus
    # haute détermine qui aura le droit de fouiller le sac. En cas d'égalité, personne ne fouille le sac."
    state = bid_round(new_game(4), 6, SCRAP, SCRAP, SCRAP)
    assert state.round is not None and state.round.sealed_round
    state = apply(state, Offer(1, 11))
    public = GAME.view(state, None).round
    assert public is not None and public.sealed == (Hidden.LOCKED, None, None)
    tied = offers(state, (2, 11), (3, 8))
    assert tied.turn is not None and tied.turn.scrap_winner is None and tied.bag == 5  # no cascade here
    won = offers(state, (2, 9), (3, 8))
    assert won.turn is not None and won.turn.scrap_winner == 1 and won.phase is Phase.TAKE_SCRAP


def test_the_scrap_bag_option_limits_the_pick_to_the_scraps_left() -> None:
    # Contents: "5 Chutes" -- their motifs are not printed; a table that knows them sets scrap_bag.
    state = new_game(3, scrap_bag="ABCDE")
    state = apply(offers(bid_round(state, 9, SCRAP, 4), (1, 10)), TakeScrap(1, E))
    state = lay_all(state)
    state = offers(bid_round(state, 8, 1, SCRAP), (2, 9))
    assert GAME.view(state, 2).bag_motifs == (A, B, C, D)  # the seat searching sees the bag
    assert GAME.view(state, None).bag_motifs == (Hidden.FACE_DOWN,) * 4
    with pytest.raises(RuleError, match="No E scrap is left in the bag"):
        apply(state, TakeScrap(2, E))


def test_an_empty_bag_cannot_be_searched() -> None:
    # Silent in the rulebook: with the five scraps taken, the Scrap bag card is refused at the seal.
    state = replace(apply(new_game(3), RevealDomino(A, B)), bag=0)
    with pytest.raises(RuleError, match=r"The scrap bag is empty, so the Scrap bag card cannot be played; Red "
                                        r"plays a gold card \(1-15\) or another special card not used today"):
        apply(state, SealBid(0, SCRAP))


# --- the Artisan ----------------------------------------------------------------------------------------
def test_the_artisan_costs_less_than_the_winning_bid_and_plays_last() -> None:
    # ARTISANE: "les joueurs ayant joué une carte Artisane jouent en dernier, après l'enchère et les cartes Sac
    # de Chutes. Le joueur ayant choisi de faire appel à l'Artisane doit payer un montant en Or inférieur à
    # celui dépensé par le joueur qui a remporté l'enchère du tour. Il récupère ensuite l'un des 4 jetons"
    state = bid_round(new_game(3), 7, ARTISAN, SCRAP)
    assert state.phase is Phase.SCRAP  # the Scrap bag first
    state = apply(state, Offer(2, 8), TakeScrap(2, A))
    assert state.phase is Phase.ARTISAN
    with pytest.raises(RuleError, match="^An offer to call the Artisan must be below the winning bid 7; Blue may "
                                        "offer 1-6$"):
        apply(state, Offer(1, 7))
    state = apply(state, Offer(1, 6))
    assert state.phase is Phase.TAKE_TOKEN
    with pytest.raises(RuleError, match="Blue called the Artisan this turn; only they take a token"):
        apply(state, TakeToken(0, Token.ROTATE))
    state = apply(state, TakeToken(1, Token.ROTATE))
    assert state.seats[1].tokens == (Token.ROTATE,) and Token.ROTATE not in state.board_tokens
    state = lay_all(state)
    state = bid_round(state, 9, 10, ARTISAN, domino=(C, D))  # Blue wins with 10; Green has spent 8 today
    state = apply(state, Offer(2, 5))
    with pytest.raises(RuleError, match="^That artisan token was taken earlier today; 3 tokens left on the board$"):
        apply(state, TakeToken(2, Token.ROTATE))


def test_the_lowest_artisan_offer_wins_and_a_tie_gives_it_to_nobody() -> None:
    # ARTISANE: "ils doivent faire une offre face cachée, toujours inférieure à celle faite par le joueur ayant
    # remporté l'enchère du tour. L'offre la plus basse détermine qui pourra appeler l'Artisane. En cas
    # d'égalité, personne ne le peut."
    state = bid_round(new_game(4), 12, ARTISAN, ARTISAN, ARTISAN)
    low = offers(state, (1, 3), (2, 5), (3, 11))
    assert low.turn is not None and low.turn.artisan_winner == 1
    tied_above = offers(state, (1, 3), (2, 3), (3, 2))  # the lowest, 2, is unique: it wins
    assert tied_above.turn is not None and tied_above.turn.artisan_winner == 3
    tied = offers(state, (1, 2), (2, 2), (3, 4))
    assert tied.turn is not None and tied.turn.artisan_winner is None and tied.phase is Phase.WEAVE


def test_a_seat_that_cannot_offer_less_discards() -> None:
    # ARTISANE: "Si un joueur ne peut pas offrir moins d'Or que celui qui a remporté l'enchère du tour, il ne
    # peut pas faire appel à l'Artisane et doit se défausser d'une carte Or de la valeur de son choix."
    one = bid_round(new_game(2), 1, ARTISAN)  # the winning bid is 1: nothing is below it
    with pytest.raises(RuleError, match="Blue holds no gold card below the winning bid 1, so cannot call the "
                                        "Artisan and must discard"):
        apply(one, Offer(1, 5))
    one = apply(one, Offer(1, 5, discard=True))
    assert one.turn is not None and one.turn.artisan_winner is None and one.seats[1].spent == (5,)


def test_tokens_come_back_at_the_start_of_a_new_day() -> None:
    # ARTISANE: "Il peut l'utiliser à tout moment jusqu'à la fin du jour en cours. Qu'il l'ait utilisé ou non,
    # le joueur remet le jeton sur le plateau Artisane au début d'un nouveau jour."
    state = lay_all(apply(offers(bid_round(new_game(2), 9, ARTISAN), (1, 4)), TakeToken(1, Token.ROTATE)))
    assert state.seats[1].tokens == (Token.ROTATE,)
    red = [1, 2, 3, 4, 5, 6, 7, 8, 10]  # the rest of day 1, never a tie; pile 1's torn domino comes first
    blue = [2, 3, 5, 6, 7, 8, 9, 10, 1]
    for turn in range(9):
        state = play_gold_turn(state, red[turn], blue[turn], domino=(A, T) if turn == 0 else (A, B))
    assert state.phase is Phase.DAY_OVER
    assert state.seats[1].tokens == (Token.ROTATE,)  # still usable before the day ends
    turned = apply(state, RotateDomino(1, 0, 0, Placement(0, 0, DOWN)))
    assert turned.seats[1].tokens == () and turned.seats[1].kilim != state.seats[1].kilim
    state = apply(state, EndDay())
    assert state.seats[1].tokens == () and state.board_tokens == TOKENS
    with pytest.raises(RuleError, match="Blue holds no rotate token today"):
        apply(state, RotateDomino(1, 0, 0, Placement(0, 0, RIGHT)))


def test_no_token_left_refuses_the_artisan_card() -> None:
    # Silent in the rulebook: with the four tokens taken today, an Artisan card would buy nothing.
    state = replace(apply(new_game(3), RevealDomino(A, B)), board_tokens=())
    with pytest.raises(RuleError, match="No artisan token is left on the board today"):
        apply(state, SealBid(1, ARTISAN))


# --- when nobody won the auction ------------------------------------------------------------------------
def test_with_no_winner_the_bar_is_zero_by_default() -> None:
    # Silent in the rulebook ("celui dépensé par le joueur qui a remporté l'enchère": there is none): 0, so any
    # card buys a scrap and nobody can undercut for the Artisan.
    state = bid_round(new_game(4), 7, 7, SCRAP, ARTISAN)
    assert state.turn is not None and state.turn.winner is None and state.turn.bar == 0
    state = apply(state, Offer(2, 1), TakeScrap(2, B))
    with pytest.raises(RuleError, match="Pink holds no gold card below the winning bid 0"):
        apply(state, Offer(3, 1))


def test_with_no_winner_the_bar_can_be_the_highest_card_played() -> None:
    state = bid_round(new_game(4, bar_when_no_winner="highest_played"), 7, 7, SCRAP, ARTISAN)
    assert state.turn is not None and state.turn.bar == 7
    with pytest.raises(RuleError, match="must be above the winning bid 7"):
        apply(state, Offer(2, 7))
    state = apply(state, Offer(2, 8), TakeScrap(2, B), Offer(3, 6))
    assert state.turn is not None and state.turn.artisan_winner == 3
