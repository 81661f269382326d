"""The auction: rulebook "1ÈRE ÉTAPE : LE MARCHÉ", "1 FAIRE UNE OFFRE", "2 ESPIONNER", "FIN DE LA JOURNÉE"."""

from __future__ import annotations

import json

import pytest

from games.base import RuleError
from games.base import Phrase
from games.kilim.model import Spend
from games.kilim.views import Hidden
from games.serial import to_json
from games.kilim import auction
from games.kilim.actions import (EndDay, Offer, RevealBids, RevealDomino, RevealOffers, SealBid, TakeScrap,
                                 TakeToken)
from games.kilim.model import Fate, Phase, Rules, Special, Token

from .helpers import (ARTISAN, GAME, SCRAP, SPY, A, B, C, D, E, T, apply, bid_round, lay_all, new_game, offers,
                      play_gold_turn)


# --- resolution, as arithmetic -------------------------------------------------------------------------
def test_the_two_fifteens_cancel_and_green_wins_with_five() -> None:
    # kilim-fr, FAIRE UNE OFFRE, example: "Les deux cartes Or de valeur 15 s'annulent, le joueur Vert gagne
    # l'enchère avec sa carte Or de valeur 5 !" Assumed: three seats, Red 15, Blue 15, Green 5.
    assert auction.resolve_bids([15, 15, 5]) == (2, 5)
    state = bid_round(new_game(3), 15, 15, 5)
    assert state.turn is not None
    assert (state.turn.winner, state.turn.winning_bid, state.turn.fate) == (2, 5, Fate.WON)
    assert state.phase is Phase.WEAVE and state.to_lay == (state.turn.domino,)
    explained = auction.english(auction.explain(["Red", "Blue", "Green"], [15, 15, 5]))
    assert explained == "Red and Blue bid 15: equal bids cancel - Green wins with 5"
    assert GAME.view(state, None).explanation == (
        Phrase.of("{a} and {b} bid {value}: equal bids cancel", value=15, a="Red", b="Blue"),
        Phrase.of("{player} wins with {value}", player="Green", value=5))


def test_the_best_offer_wins() -> None:
    # FAIRE UNE OFFRE: "le joueur ayant fait la meilleure offre obtient le domino convoité"
    assert auction.resolve_bids([3, 9, 4]) == (1, 9)
    assert auction.resolve_bids([None, 2, None]) == (1, 2)  # the only gold bid wins


def test_if_everyone_makes_the_same_offer_nobody_wins() -> None:
    # FAIRE UNE OFFRE: "Si tous les joueurs font la même offre, personne ne gagne l'enchère en cours"
    assert auction.resolve_bids([7, 7, 7]) == (None, None)
    assert auction.resolve_bids([None, None]) == (None, None)  # nobody bid gold at all


def test_equal_bids_cancel_at_every_level_by_default() -> None:
    # "Si plusieurs joueurs proposent l'offre la plus élevée, c'est le joueur ayant proposé la seconde offre
    # la plus élevée qui remporte l'enchère" with the example's "s'annulent": read as "equal bids cancel",
    # so when the second offer is tied too, it cancels as well (docs/rules/kilim.md, option equal_bids).
    assert auction.resolve_bids([15, 15, 10, 10, 5]) == (4, 5)
    assert auction.resolve_bids([15, 15, 10, 10]) == (None, None)


def test_cancel_top_option_only_cancels_the_highest_tie() -> None:
    # The literal reading: only the highest offer's tie cancels; the second offer wins if one seat made it.
    assert auction.resolve_bids([15, 15, 10, 5], "cancel_top") == (2, 10)
    assert auction.resolve_bids([15, 15, 10, 10, 5], "cancel_top") == (None, None)
    assert auction.resolve_bids([15, 15, 10, 10, 5], "cancel_all") == (4, 5)
    state = bid_round(new_game(5, equal_bids="cancel_top"), 15, 15, 10, 10, 5)
    assert state.turn is not None and state.turn.winner is None and state.turn.fate is Fate.CARRIED


# --- sealing --------------------------------------------------------------------------------------------
def test_each_seat_seals_a_gold_card_or_a_special_card() -> None:
    # DÉROULEMENT: "Chaque Tisserand va avoir un choix : Faire une offre / Espionner / Fouiller dans le Sac
    # de Chutes / Faire appel à l'Artisane"; FAIRE UNE OFFRE: "posent face cachée une carte Or"
    state = apply(new_game(4), RevealDomino(A, B))
    cards: tuple[int | Special, ...] = (15, SPY, SCRAP, ARTISAN)
    for seat, card in enumerate(cards):
        state = apply(state, SealBid(seat, card))
    assert state.sealed == (15, SPY, SCRAP, ARTISAN)
    with pytest.raises(RuleError, match="There is no gold card 16; gold cards go from 1 to 15"):
        apply(state, SealBid(0, 16))
    with pytest.raises(RuleError, match="There is no seat 4"):
        apply(state, SealBid(4, 3))


def test_a_gold_card_spent_today_cannot_be_bid_again_until_the_day_ends() -> None:
    # Note: "Les cartes Or utilisées par un joueur sont placées en pile face visible devant ce joueur";
    # FIN DE LA JOURNÉE: "Les joueurs récupèrent alors leurs cartes jouées". The losing bids are spent too.
    state = play_gold_turn(new_game(3), 15, 14, 13)
    assert [s.spent for s in state.seats] == [(15,), (14,), (13,)]
    state = apply(state, RevealDomino(A, C))
    with pytest.raises(RuleError, match=r"^Blue already spent the gold card 14 today; still in hand: 1-13, 15, "
                                        r"and the special cards not used today$"):
        apply(state, SealBid(1, 14))


def test_special_cards_once_a_day() -> None:
    # ESPIONNER / FOUILLER: "1 fois par jour et donc 3 fois pendant la partie"; the Artisan card, like every
    # played card, is only taken back "Lorsqu'une journée s'achève".
    state = bid_round(new_game(3), 5, SCRAP, ARTISAN)
    state = apply(offers(state, (1, 6)), TakeScrap(1, B))  # Blue pays 6 > 5 for a scrap
    state = lay_all(apply(offers(state, (2, 4)), TakeToken(2, Token.MOVE)))  # Green 4 < 5 for a token
    state = apply(state, RevealDomino(A, C))
    with pytest.raises(RuleError, match="Blue already used the Scrap bag card today"):
        apply(state, SealBid(1, SCRAP))
    with pytest.raises(RuleError, match="Green already used the Artisan card today"):
        apply(state, SealBid(2, ARTISAN))
    # Note: "Les cartes Or utilisées par un joueur sont placées en pile face visible ... Les trois autres cartes
    # doivent par contre toutes être visibles à tout moment": spent gold and used special cards are public.
    public = GAME.view(state, None)
    assert [seat.used for seat in public.seats] == [(), (SCRAP,), (ARTISAN,)]
    assert public.hands[1] == tuple(v for v in range(1, 16) if v != 6)


def test_sealing_reveals_nothing_and_the_reveal_waits_for_every_seat() -> None:
    # Sealed bids: "posent face cachée une carte Or devant eux. Les joueurs dévoilent leur carte en même temps"
    state = apply(new_game(3), RevealDomino(A, B), SealBid(0, 12), SealBid(2, SPY))
    assert not GAME.reveals(SealBid(0, 12)) and GAME.reveals(RevealBids())
    public = json.dumps(to_json(GAME.view(state, None)), sort_keys=True)
    other = apply(new_game(3), RevealDomino(A, B), SealBid(0, 3), SealBid(2, ARTISAN))
    assert json.dumps(to_json(GAME.view(other, None)), sort_keys=True) == public  # what was sealed does not show
    assert "spy" not in public
    assert GAME.view(state, None).sealed == (Hidden.LOCKED, None, Hidden.LOCKED)
    assert GAME.view(state, 0).sealed == (12, None, Hidden.LOCKED)
    assert GAME.view(state, 2).sealed == (Hidden.LOCKED, None, SPY)
    with pytest.raises(RuleError, match="^Blue must lock a choice before the bids are revealed$"):
        apply(state, RevealBids())
    # A card face down can still be swapped before the reveal.
    state = apply(state, SealBid(0, 3), SealBid(1, 4), RevealBids())
    assert state.turn is not None and state.turn.bids == (3, 4, SPY)


# --- the spy ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("red_card, winner", [(13, "Red"), (15, "Red"), (11, "Blue"), (3, "Blue"), (12, "Green")])
def test_the_spy_chooses_around_twelve(red_card: int, winner: str) -> None:
    # ESPIONNER, example: "Le joueur Rouge a joué sa carte Espion. Il doit faire son offre, il peut mettre une
    # carte Or avec une valeur supérieure à 12 pour la remporter ou inférieure à 12 pour la laisser au joueur
    # Bleu. Il peut aussi mettre une carte Or de valeur 12 pour que le joueur Vert gagne l'offre."
    # Assumed: three seats, Blue bid 12 and Green a lower card (7); Red's card below 12 is not Green's 7.
    state = bid_round(new_game(3), SPY, 12, 7)
    assert state.phase is Phase.SPY and state.round is not None and state.round.seats == (0,)
    state = offers(state, (0, red_card))  # a lone spy plays its card openly
    assert state.turn is not None and state.turn.winner is not None
    assert state.name(state.turn.winner) == winner
    assert state.seats[0].spent == (red_card,) and state.seats[0].used == (SPY,)


def test_the_spy_sees_the_bids_before_choosing() -> None:
    # ESPIONNER: "prendre connaissance des offres concurrentes"; "Lorsque les cartes sont révélées, les joueurs
    # ayant joué une carte Espion choisissent une carte Or de leur choix et la jouent."
    state = bid_round(new_game(3), SPY, 12, 7)
    turn = GAME.view(state, None).turn
    assert turn is not None and turn.bids == (SPY, 12, 7)
    with pytest.raises(RuleError, match="Blue did not play the Spy card this turn; the spies' cards are for Red"):
        apply(state, Offer(1, 3))


def test_several_spies_seal_their_cards_then_resolve_normally() -> None:
    # ESPIONNER: "Si plusieurs joueurs utilisent leur carte Espion en même temps, ils placent leur offre face
    # cachée et la retournent simultanément. Les offres sont ensuite résolues normalement."
    state = bid_round(new_game(4), SPY, SPY, 9, 4)
    state = apply(state, Offer(0, 9))
    public = GAME.view(state, None)
    assert public.round is not None and public.round.sealed == (Hidden.LOCKED, None)
    mine = GAME.view(state, 0).round
    assert mine is not None and mine.sealed[0] == Spend(0, 9, False)
    assert not GAME.reveals(Offer(0, 9)) and GAME.reveals(RevealOffers())
    with pytest.raises(RuleError, match="Blue must make an offer before the offers are revealed"):
        apply(state, RevealOffers())
    state = apply(state, Offer(1, 6), RevealOffers())
    assert state.turn is not None
    # Red's 9 cancels Green's 9; Blue's 6 is the highest bid left.
    assert (state.turn.winner, state.turn.winning_bid) == (1, 6)


# --- nobody wins: carried over, or lost on the day's last domino ------------------------------------------
def test_a_domino_nobody_won_goes_with_the_next_one_to_the_next_winner() -> None:
    # FAIRE UNE OFFRE: "personne ne gagne l'enchère en cours, mais le domino sera donné au joueur qui gagnera
    # l'enchère pour le domino révélé suivant"
    state = bid_round(new_game(3), 8, 8, 8, domino=(A, A))
    assert state.turn is not None and state.turn.fate is Fate.CARRIED
    assert state.phase is Phase.REVEAL and state.carried[0].text() == "AA"
    state = bid_round(state, 2, 9, 1, domino=(C, D))
    assert [d.text() for d in state.to_lay] == ["AA", "CD"]
    assert state.turn is not None and state.turn.winner == 1
    state = lay_all(state)
    assert len(state.seats[1].kilim.dominoes) == 2 and state.carried == ()


def test_the_days_last_domino_nobody_won_is_lost() -> None:
    # FAIRE UNE OFFRE: "Dans le même cas où l'enchère serait pour le dernier domino du jour, celui-ci est
    # perdu, personne ne l'obtient." A domino carried into that last auction is lost with it (no winner).
    state = new_game(2)
    for turn in range(8):  # Red plays 1-8, Blue 8-1: both keep 9 and 10; the pile's torn domino comes first
        state = play_gold_turn(state, turn + 1, 8 - turn, domino=(A, T) if turn == 0 else (A, B))
    state = bid_round(state, 9, 9, domino=(C, C))  # the 9th of 10: carried
    state = bid_round(state, 10, 10, domino=(D, E))  # the last: lost, and the carried one with it
    assert state.turn is not None and state.turn.fate is Fate.LOST
    assert [d.text() for d in state.lost] == ["CC", "DE"] and state.carried == ()
    assert state.phase is Phase.DAY_OVER
    with pytest.raises(RuleError, match="Pile 1 is empty: end day 1 to bring out the next pile"):
        apply(state, RevealDomino(A, B))


def test_spent_cards_come_back_at_the_end_of_the_day() -> None:
    # FIN DE LA JOURNÉE: "Une journée s'achève lorsqu'il n'y a plus de domino Tapis à dévoiler parmi la pile en
    # cours. Les joueurs récupèrent alors leurs cartes jouées et placent le groupe de dominos suivant"
    state = new_game(2)
    for turn in range(9):  # Red plays 1-9, Blue 9, 7, 6, ..., 1 then 10: Red keeps 10, Blue 8
        blue = 10 if turn == 8 else 8 - turn if turn else 9
        state = play_gold_turn(state, turn + 1, blue, domino=(T, C) if turn == 3 else (A, B))
    with pytest.raises(RuleError, match="Day 1 ends when its pile is empty; 1 domino"):
        apply(state, EndDay())
    state = lay_all(offers(bid_round(state, SPY, 8), (0, 10)))
    assert state.turn is not None and state.turn.winner == 0
    assert state.phase is Phase.DAY_OVER and state.seats[0].used == (SPY,)
    state = apply(state, EndDay())
    assert (state.day, state.phase) == (2, Phase.REVEAL)
    assert all(s.spent == () and s.used == () for s in state.seats)
    assert state.pile.revealed == 0 and state.piles[0].left == 0


def test_bar_when_nobody_won() -> None:
    # Silent in the rulebook: what Scrap bag and Artisan offers are measured against when nobody won.
    assert auction.bar(None, [7, 7], Rules()) == 0
    assert auction.bar(None, [7, 7, 3, 3], Rules(bar_when_no_winner="highest_played")) == 7
    assert auction.bar(None, [None], Rules(bar_when_no_winner="highest_played")) == 0
    assert auction.bar(6, [7, 7, 6], Rules(bar_when_no_winner="highest_played")) == 6
