"""Production, the draw, the end of the game, the final reckoning and the secret stashes: rulebook
"2/ PRODUCTION", "3/ PIOCHE", "FIN DE LA PARTIE"."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from games import serial
from games.base import RuleError
from games.ilos.actions import CorrectStash, EndTurn, Plantation, RevealStashes
from games.ilos.model import BuildingKind, IlosState, Phase, Pioneer, Resources, Ship
from games.ilos.setup import CARDS
from games.ilos.turn import NO_SPOT_LEFT

from .helpers import (ANA, BEN, CLEO, GAME, apply, archipelago_start, cards_in_play, with_hands, with_stash)

# Nine spots of the start map that are no building spots, leaving three plantation spots free: LAIR 0 (ebony,
# island 0), WEST 0 (spices, island 0), EAST 0 (dye, island 1).
NINE = ((0, 1), (0, 4), (0, 6), (1, 2), (1, 3), (1, 5), (2, 1), (2, 2), (2, 4))


def cards(state: IlosState, deck: int, discard: int, **hands: int) -> IlosState:
    """Scenario: the deck, the discard pile and some hands hold these many cards (90 in all)."""
    state = replace(with_hands(state, **hands), deck=deck, discard=discard)
    assert cards_in_play(state) == CARDS
    return state


def public(state: IlosState) -> str:
    return json.dumps(serial.to_json(GAME.view(state, None)), sort_keys=True)


def near_the_end(seat: int) -> IlosState:
    """Scenario: ``seat`` has 9 pioneers; everyone has a ship on island 0 and cards enough."""
    state = archipelago_start()
    ships = (*state.ships, *(Ship(s, 0, 0) for s in range(3)))
    state = with_hands(replace(state, ships=ships, pioneers=tuple(Pioneer(seat, t, s) for t, s in NINE)),
                       ana=10, ben=10, cleo=10)
    return state


def test_production_goes_behind_the_screen_at_the_end_of_the_turn() -> None:
    # ilos-fr 2/ PRODUCTION: "Récupérez autant de Ressources qu'indiquées par votre plateau de Production.
    # Placez les Ressources récupérées derrière votre Écran."
    state = apply(with_hands(archipelago_start(), ana=10), Plantation(ANA, 0, 0), Plantation(ANA, 1, 0))
    assert state.seats[ANA].stash == Resources()
    state = apply(state, EndTurn(ANA))
    assert state.seats[ANA].stash == Resources(ebony=1, spices=1) and state.seat == BEN
    assert state.last_turn is not None and state.last_turn.produced == Resources(ebony=1, spices=1)


def test_the_production_example_2_gold_and_two_others_go_behind_the_screen() -> None:
    # ilos-fr 2/ PRODUCTION: "Exemple : Le joueur récupère 2 (or), 1 (bois) et 1 (pierre), et les ajoute derrière
    # son Écran." The icons are drawings ("bois", "pierre" name no resource of Ilos): here gold, ebony and dye.
    state = archipelago_start()
    board = Resources(gold=2, ebony=1, dye=1)
    state = replace(state, seats=tuple(replace(s, production=board) if i == ANA else s
                                       for i, s in enumerate(state.seats)))
    state = apply(state, EndTurn(ANA))
    assert state.seats[ANA].stash == board and state.seats[ANA].production == board


def test_the_draw_is_three_plus_one_a_ship_plus_one_a_fort() -> None:
    # ilos-fr 3/ PIOCHE: "PIOCHEZ 3 cartes, +1 carte par Navire en jeu, +1 carte par Fort en jeu"; "Il n'y a pas
    # de limite au nombre de cartes que vous pouvez avoir dans votre main."
    state = archipelago_start()
    assert apply(state, EndTurn(ANA)).seats[ANA].hand == 5 + 3 + 1
    forts = (Pioneer(ANA, 0, 2, BuildingKind.FORT), Pioneer(ANA, 0, 3, BuildingKind.FORT),
             Pioneer(ANA, 0, 5, BuildingKind.TRADING_POST))
    state = replace(state, ships=(*state.ships, Ship(ANA, 0, None)), pioneers=forts)
    after = apply(state, EndTurn(ANA))
    assert after.seats[ANA].hand == 5 + 3 + 2 + 2 and after.deck == state.deck - 7
    assert after.last_turn is not None and after.last_turn.drew == 7 and not after.last_turn.reshuffled


def test_an_empty_deck_is_made_again_from_the_discard_pile() -> None:
    # ilos-fr 3/ PIOCHE: "Si la pioche est vide mélangez les cartes de la défausse pour former une nouvelle
    # pioche."
    state = cards(archipelago_start(), deck=2, discard=73)
    after = apply(state, EndTurn(ANA))
    assert (after.deck, after.discard, after.seats[ANA].hand) == (71, 0, 9)
    assert after.last_turn is not None and after.last_turn.reshuffled


def test_when_deck_and_discard_run_dry_the_missing_cards_come_from_the_biggest_hand() -> None:
    # ilos-fr 3/ PIOCHE: "Exceptionnellement, s'il n'y a pas assez de cartes dans la pioche et la défausse,
    # piochez les cartes qui vous manquent au hasard dans la main du joueur qui a le plus de cartes."
    state = cards(archipelago_start(), deck=1, discard=0, ana=5, ben=50, cleo=34)
    with pytest.raises(RuleError, match="The missing cards come from the biggest hand: Ben, not Cleo's"):
        apply(state, EndTurn(ANA, take_from=CLEO))
    after = apply(state, EndTurn(ANA))
    assert [s.hand for s in after.seats] == [9, 47, 34] and after.deck == 0
    assert after.last_turn is not None and (after.last_turn.taken, after.last_turn.taken_from) == (3, BEN)
    tied = cards(archipelago_start(), deck=1, discard=0, ana=5, ben=42, cleo=42)
    with pytest.raises(RuleError, match=r"2 hands tie for the biggest \(Ben, Cleo\): say whose hand gives the 3 missing cards"):
        apply(tied, EndTurn(ANA))
    assert [s.hand for s in apply(tied, EndTurn(ANA, take_from=CLEO)).seats] == [9, 42, 39]
    plenty = cards(archipelago_start(), deck=30, discard=0, ana=5, ben=30, cleo=25)
    with pytest.raises(RuleError, match="No card is taken from a hand at this draw"):
        apply(plenty, EndTurn(ANA, take_from=BEN))


def test_option_take_from_anyone_counts_the_drawers_own_hand() -> None:
    # Reading (docs/rules/ilos.md, take_from): "le joueur qui a le plus de cartes" may be the drawer itself.
    state = cards(archipelago_start(take_from="anyone"), deck=0, discard=0, ana=60, ben=20, cleo=10)
    after = apply(state, EndTurn(ANA))
    assert [s.hand for s in after.seats] == [60, 20, 10]  # nothing to take: Ana holds the biggest hand
    others = cards(archipelago_start(), deck=0, discard=0, ana=60, ben=20, cleo=10)
    assert [s.hand for s in apply(others, EndTurn(ANA)).seats] == [64, 16, 10]


def test_the_tenth_pioneer_triggers_the_end_and_the_round_is_finished() -> None:
    # ilos-fr FIN DE LA PARTIE: "La fin de partie est déclenchée lorsqu'un joueur joue son dixième Pionnier. Les
    # joueurs doivent avoir joué le même nombre de tours, ceux qui en ont joué moins finissent leur tour avant
    # que la partie ne se termine."
    state = apply(near_the_end(BEN), EndTurn(ANA), Plantation(BEN, 0, 0))
    assert state.end_trigger == BEN and state.pioneers_of(BEN) == 10
    with pytest.raises(RuleError, match="Ben has played all 10 pioneers; none is left in the reserve"):
        apply(state, Plantation(BEN, 1, 0))
    state = apply(state, EndTurn(BEN))
    assert state.phase is Phase.ACTIONS and state.seat == CLEO  # Cleo has played fewer turns
    state = apply(state, Plantation(CLEO, 1, 0), EndTurn(CLEO))  # and may still place pioneers
    assert state.phase is Phase.FINAL_REVEAL and [s.turns for s in state.seats] == [1, 1, 1]
    with pytest.raises(RuleError, match="The last round is over: every player has played as many turns"):
        apply(state, EndTurn(ANA))


@pytest.mark.parametrize("trigger, turns", [(ANA, 3), (CLEO, 1)])
def test_the_round_always_ends_with_the_player_before_the_first(trigger: int, turns: int) -> None:
    state = near_the_end(trigger)
    state = apply(state, *[EndTurn(s) for s in range(trigger)], Plantation(trigger, 0, 0))
    for _ in range(turns):
        assert state.phase is Phase.ACTIONS
        state = apply(state, EndTurn(state.seat))
    assert state.phase is Phase.FINAL_REVEAL and len({s.turns for s in state.seats}) == 1


def test_the_screens_are_lifted_and_each_stash_is_sold_at_the_markets_prices() -> None:
    # ilos-fr FIN DE LA PARTIE: "Défaussez les Ressources de votre plateau de Production puis révélez les
    # Ressources derrière votre Écran. Chaque Ressource vaut le prix indiqué par le Marché."
    with pytest.raises(RuleError, match="The screens are lifted at the end: the game goes on until a player plays "
                                        "their 10th pioneer"):
        apply(near_the_end(CLEO), RevealStashes())
    state = apply(near_the_end(CLEO), EndTurn(ANA), EndTurn(BEN), Plantation(CLEO, 0, 0), EndTurn(CLEO))
    state = replace(state, raises=(1, 0, 2, 0))  # scenario: ebony 3, dye 2, gold 5, spices 1
    state = apply(state, CorrectStash(ANA, Resources(ebony=2, gold=1)),  # 6 + 5 = 11
                  CorrectStash(BEN, Resources(dye=3, spices=4)))  # 6 + 4 = 10; Cleo: her ebony, 3
    with pytest.raises(RuleError, match="The last round is over"):
        apply(state, Plantation(ANA, 1, 0))
    assert GAME.outcome(state) is None
    over = apply(state, RevealStashes())
    assert over.phase is Phase.OVER and all(s.production == Resources() for s in over.seats)
    outcome = GAME.outcome(over)
    assert outcome is not None and outcome.scores == (11, 10, 3) and outcome.winners == (ANA,)
    assert GAME.view(over, None).values == (11, 10, 3)
    with pytest.raises(RuleError, match="The game is over"):
        apply(over, CorrectStash(ANA, Resources()))
    assert GAME.reveals(RevealStashes()) and not GAME.reveals(CorrectStash(ANA, Resources()))


def test_equal_riches_go_to_the_most_pioneers_then_all_tied_win() -> None:
    # ilos-fr FIN DE LA PARTIE: "En cas d'égalité c'est le joueur qui a posé le plus de Pionniers qui gagne. Si
    # l'égalité persiste tous les joueurs à égalité gagnent."
    state = apply(near_the_end(CLEO), EndTurn(ANA), EndTurn(BEN), Plantation(CLEO, 0, 0), EndTurn(CLEO))
    rich = Resources(gold=4)
    state = apply(state, *[CorrectStash(s, rich) for s in range(3)])
    outcome = GAME.outcome(apply(state, RevealStashes()))
    assert outcome is not None and outcome.winners == (CLEO,) and outcome.tie_break == "most pioneers"
    assert outcome.ranking == ((CLEO,), (ANA, BEN))
    tied = replace(state, pioneers=())
    shared = GAME.outcome(apply(tied, RevealStashes()))
    assert shared is not None and shared.winners == (ANA, BEN, CLEO) and shared.shared


def test_stashes_are_hidden_from_the_public_and_shown_to_their_owner() -> None:
    # ilos-fr: "Utilisez vos écrans pour cacher vos Ressources produites pendant le jeu."
    state = apply(with_hands(archipelago_start(), ana=10), Plantation(ANA, 0, 0), EndTurn(ANA))
    view = GAME.view(state, None)
    assert [s.stash for s in view.seats] == [None, None, None]
    assert view.seats[ANA].production == Resources(ebony=1)  # the board is public
    assert GAME.view(state, ANA).seats[ANA].stash == Resources(ebony=1)
    assert GAME.view(state, BEN).seats[ANA].stash is None


def test_a_player_corrects_their_own_stash_in_secret() -> None:
    # The brief: "a player can correct their own"; the public sees nothing change.
    state = archipelago_start()
    corrected = with_stash(state, BEN, dye=2, spices=1)
    assert corrected.seats[BEN].stash == Resources(dye=2, spices=1)
    assert public(corrected) == public(state)
    with pytest.raises(RuleError, match="A stash counts whole resources, none below 0"):
        apply(state, CorrectStash(BEN, Resources(dye=-1)))
    with pytest.raises(RuleError, match="The box holds 152 resource tokens in all"):
        apply(state, CorrectStash(BEN, Resources(gold=153)))
    produced = replace(state, seats=state.seat_replaced(BEN, stash=Resources(gold=160)))  # beyond the box
    assert apply(produced, CorrectStash(BEN, Resources(gold=159))).seats[BEN].stash.gold == 159  # lowering works


def test_a_game_where_no_spot_is_left_still_ends() -> None:
    # Silent in the rulebook (docs/rules/ilos.md): with every spot taken and no tile left, no 10th pioneer can
    # come; the end is triggered as if one had, and the round is finished.
    state = archipelago_start()
    every = tuple(Pioneer(s % 3, t, i) for s, (t, i) in enumerate((t, i) for t, p in enumerate(state.tiles)
                                                                   for i in range(len(p.tile.spots))))
    state = replace(state, pioneers=every, tile_pile=0, area=())
    state = apply(state, EndTurn(ANA))
    assert state.end_trigger == NO_SPOT_LEFT and state.phase is Phase.ACTIONS
    state = apply(state, EndTurn(BEN), EndTurn(CLEO))
    assert state.phase is Phase.FINAL_REVEAL
