"""Set-up: rulebook "MISE EN PLACE" and "VERSION POUR 2 JOUEURS"; the table's options."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games import base
from games.base import RuleError, Setup
from games.kilim.actions import RevealDomino, SealBid
from games.kilim.model import TOKENS, Motif, Phase

from .helpers import GAME, A, B, C, T, apply, new_game, play_gold_turn


def test_kilim_is_registered_and_seats_two_to_five() -> None:
    assert base.get("kilim").name == "kilim"
    # Contents: "75 Cartes Or", "5 Cartes Espion": five colours of cards, so five weavers at most.
    for count in (2, 3, 4, 5):
        assert len(new_game(count).seats) == count
    for count in (1, 6):
        with pytest.raises(RuleError, match="2 to 5 players"):
            new_game(count)


@pytest.mark.parametrize("players, torn", [(3, (1, 1, 1)), (4, (2, 1, 1)), (5, (2, 2, 1))])
def test_torn_dominoes_replace_carpet_dominoes_per_player_count(players: int, torn: tuple[int, ...]) -> None:
    # kilim-fr, MISE EN PLACE 2: "3 joueurs : 1 Tapis Déchiré dans chaque groupe / 4 joueurs : 2 Tapis Déchiré
    # dans le groupe 1, 1 Tapis Déchiré dans les groupes 2 et 3 / 5 joueurs : 2 Tapis Déchiré dans les groupes
    # 1 et 2, 1 Tapis Déchiré dans le groupe 3" -- replacing ("remplacez"), so every pile keeps 15 dominoes.
    state = new_game(players)
    assert [p.size for p in state.piles] == [15, 15, 15]
    assert tuple(p.torn for p in state.piles) == torn
    assert state.max_gold == 15


def test_two_player_version() -> None:
    # kilim-fr, VERSION POUR 2 JOUEURS: "retirez du jeu au hasard 5 dominos de chaque groupe"; "1 Tapis
    # Déchiré face cachée dans les groupes 1 et 2"; "Ne distribuez pas les cartes Or d'une valeur supérieure à 10"
    state = new_game(2)
    assert [p.size for p in state.piles] == [10, 10, 10]
    assert [p.torn for p in state.piles] == [1, 1, 0]
    state = apply(state, RevealDomino(A, B))
    with pytest.raises(RuleError, match="With 2 players the gold cards above 10 stay in the box; Red may play: 1-10"):
        apply(state, SealBid(0, 11))
    assert apply(state, SealBid(0, 10)).sealed[0] == 10


def test_the_game_opens_on_day_one_waiting_for_its_first_domino() -> None:
    # MISE EN PLACE 3 and 6: "Placez au centre de la table la pile 1"; "retournez face visible le premier
    # domino de la pile 1"; 5: "les 4 jetons Artisane ... et les 5 Chutes de Tapis"
    state = new_game(4)
    assert (state.day, state.phase) == (1, Phase.REVEAL)
    assert state.board_tokens == TOKENS and state.bag == 5 and state.perfect_left == 3
    assert all(s.spent == () and s.used == () for s in state.seats)


def test_a_pile_yields_exactly_its_torn_dominoes() -> None:
    # MISE EN PLACE 2 (5 players): "2 Tapis Déchiré dans les groupes 1 et 2": the third torn domino of pile 1
    # cannot be revealed, and once only torn dominoes are left a whole one cannot either.
    state = new_game(5)
    state = play_gold_turn(state, 1, 2, 3, 4, 5, domino=(A, T))
    state = play_gold_turn(state, 1 + 5, 2 + 5, 3 + 5, 4 + 5, 5 + 5, domino=(T, B))
    with pytest.raises(RuleError, match="Pile 1 holds no torn domino any more"):
        apply(state, RevealDomino(C, T))
    fresh = new_game(3)
    pile = fresh.piles[0]
    nearly_done = replace(fresh, piles=(replace(pile, revealed=14), *fresh.piles[1:]))
    with pytest.raises(RuleError, match="Every domino left in pile 1 is torn; one motif must be T"):
        apply(nearly_done, RevealDomino(A, B))
    assert apply(nearly_done, RevealDomino(A, T)).domino is not None


def test_a_revealed_domino_is_two_motifs_or_one_torn_and_one_whole() -> None:
    # Les Tapis déchirés: "Un Tapis Déchiré possède toujours au moins 1 Motif classique et 1 Motif déchiré"
    state = new_game(3)
    with pytest.raises(RuleError, match="not two torn motifs"):
        apply(state, RevealDomino(T, T))
    # Perfect carpets come from the Artisan's token, never from the day's pile.
    with pytest.raises(RuleError, match="Perfect carpet dominoes are never in a day's pile"):
        apply(state, RevealDomino(Motif.PERFECT, A))


def test_names_must_differ() -> None:
    with pytest.raises(RuleError, match="same name"):
        GAME.initial_state(Setup.of([("Ana", "red"), ("ana", "blue")]))


def test_options_are_checked() -> None:
    state = new_game(3, equal_bids="cancel_top", largest_tie="shared", largest_min=1, scrap_bag="EDCBA")
    assert state.rules.equal_bids == "cancel_top" and state.rules.largest_min == 1
    assert state.rules.scrap_bag == "ABCDE"
    with pytest.raises(RuleError, match="Kilim has no option colour"):
        new_game(3, colour="red")
    with pytest.raises(RuleError, match="The option largest_tie cannot be 'all'; it can be 'none', 'shared'"):
        new_game(3, largest_tie="all")
    with pytest.raises(RuleError, match="cannot be True"):
        new_game(3, largest_min=True)
    with pytest.raises(RuleError, match="scrap bag option lists the scraps' motifs, 5 letters from"):
        new_game(3, scrap_bag="ABCDT")
