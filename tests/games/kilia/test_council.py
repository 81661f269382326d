"""The council phase ("Phase de conseil"), the end trigger and the end ("Fin de la partie")."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pytest

from games.base import RuleError
from games.kilia import scoring
from games.kilia.actions import (Deliver, EndTurn, Payment, PlaceMerchant, PlaceToken, RevealContracts, ShipIncome,
                                 Develop)
from games.kilia.model import Claim, Goal, KiliaState, Phase, Rules, Zone

from .helpers import ANNA, CLEO, ERIC, GAME, apply, card, contract, goods, held, refill, seat, table

TWO = {"castle": 2, "university": 2, "shipyard": 2, "warehouse": 2}


def turn(state: KiliaState, *extra: object, action: object = None) -> KiliaState:
    """The seat whose turn it is plays ``extra``, then ``action`` (by default a merchant on space 1), and ends its
    turn; the table refills the supplies."""
    who = state.seat
    state = apply(state, *extra, action or PlaceMerchant(who, 1, 1), EndTurn(who))
    return refill(state)


def sail(state: KiliaState) -> KiliaState:
    for s in range(len(state.players)):
        state = apply(state, ShipIncome(s))
    return refill(state)


def test_tokens_of_one_round_share_the_highest_free_space_eric_and_anna_score_7() -> None:
    # kilia-fr: "Éric (rouge) et Anna (blanc) ont rempli tous les deux le même objectif au cours de la même manche.
    # Aucun autre joueur n'a encore accompli cet objectif. Ils placent tous les deux leur jeton de score sur la case du
    # milieu et marqueront chacun 7 points" (the zones2 wheel of the sample data starts at 7)
    state = table(3)
    for s in range(3):
        state = seat(state, s, zones=TWO)
    state = turn(state, PlaceToken(ANNA, Goal.ZONES2))
    state = turn(state, PlaceToken(ERIC, Goal.ZONES2))
    state = turn(state)
    assert state.phase is Phase.SAILING
    assert held(state, ANNA).claims == (Claim(Goal.ZONES2, 1, 0),) == held(state, ERIC).claims
    assert [scoring.breakdown(state, s).council for s in range(3)] == [7, 7, 0]
    state = turn(turn(turn(sail(state))), PlaceToken(CLEO, Goal.ZONES2))
    assert held(state, CLEO).claims == (Claim(Goal.ZONES2, 2, 1),)  # "vers la case vide de plus grande valeur"
    assert scoring.breakdown(state, CLEO).council == 5


def test_with_two_players_the_second_highest_value_is_covered() -> None:
    # kilia-fr: "Dans une partie à 2 joueurs, recouvrez le 2e chiffre le plus élevé de chaque gouvernail de score"
    state = table(2)
    state = seat(seat(state, ANNA, zones=TWO), ERIC, zones=TWO)
    state = turn(turn(state, PlaceToken(ANNA, Goal.ZONES2)))
    state = turn(turn(sail(state)), PlaceToken(ERIC, Goal.ZONES2))
    assert held(state, ANNA).claims[0].space == 0 and held(state, ERIC).claims[0].space == 2
    assert [scoring.breakdown(state, s).council for s in range(2)] == [7, 4]


def test_the_extra_wheel_replaces_the_values_of_the_wheel_it_covers() -> None:
    # kilia-fr: "recouvrir l'un des gouvernails avec le jeton Gouvernail de score supplémentaire. Cela vous permettra
    # d'augmenter ou de réduire le nombre de points disponibles."
    state = seat(table(3, extra_wheel="coins"), ANNA, coins=15)
    state = turn(turn(turn(state, PlaceToken(ANNA, Goal.COINS))))
    assert scoring.breakdown(state, ANNA).council == 10


@pytest.mark.parametrize(("rule", "points"), [("lowest", 1), ("nothing", 0)])
def test_a_token_that_finds_no_free_space_follows_the_tables_reading(rule: str, points: int) -> None:
    # The rulebook does not say what a full wheel does (docs/rules/kilia.md): option full_wheel.
    values = (6, 4, 3, 2, 1)
    assert scoring.next_space(values, [0, 1, 2, 3, 4], 3, rule) == (4 if rule == "lowest" else -1)
    assert scoring.space_value(values, scoring.next_space(values, range(5), 3, rule)) == points
    assert scoring.next_space((6, 4), [0], 2, "lowest") == 0  # the covered space is no free space
    tokens = list(enumerate([1, 2, 3, 4, 5, 6, 2]))  # (owner, round)
    spaces = scoring.wheel_spaces(tokens, values, 3, Rules(full_wheel=rule))
    assert [scoring.space_value(values, space) for space in spaces] == [6, 4, 3, 2, 1, points, 4]


def test_the_council_clears_the_merchants_coins_and_each_ship_brings_its_income_once() -> None:
    # kilia-fr: "retirez toutes les pièces placées sur les marchands"; "Certaines marchandises sont alors visibles à
    # travers le ou les hublots de votre bateau. Prenez ces marchandises ... Faites de même pour les pièces."; "Puis,
    # retournez votre bateau"
    state = seat(table(2, actions=["shipyard/points:salt"]), ANNA, goods=goods(), coins=4,
                 merchants=((card("shipyard/points:salt"),),) + ((),) * 5)
    state = turn(state, action=Develop(ANNA, Zone.SHIPYARD, 1, Payment(merchants=(0,))))
    state = turn(state)
    assert held(state, ANNA).activations == (0,) * 6 and state.phase is Phase.SAILING
    with pytest.raises(RuleError, match="It is the council phase"):
        apply(state, EndTurn(ANNA))
    state = apply(state, ShipIncome(ERIC, goods(salt=2), 1))
    with pytest.raises(RuleError, match="Eric's ship has already sailed"):
        apply(state, ShipIncome(ERIC, goods(salt=2), 1))
    assert held(state, ERIC).goods == goods(3, 1, 0, 1) and held(state, ERIC).coins == 3 + 3 + 1
    assert held(state, ERIC).ship_reversed and state.phase is Phase.SAILING
    state = apply(state, ShipIncome(ANNA))
    assert state.phase is Phase.TURNS and state.round == 2 and state.seat == ANNA  # "Le joueur qui possède le
    with pytest.raises(RuleError, match="Ships sail in the council phase"):  # blason de Kiel joue toujours en premier"
        apply(state, ShipIncome(ANNA))


def test_the_4th_token_finishes_the_round_plays_one_more_whose_council_sails_no_ship() -> None:
    # kilia-fr: "Si au moins 1 joueur a utilisé tous ses jetons de score, la dernière manche est déclenchée. Terminez
    # la manche en cours, y compris la phase de conseil, puis jouez 1 dernière manche (phase de conseil incluse)";
    # "vos bateaux n'avancent pas sur le canal à la fin de la phase de conseil"
    state = table(3, first_seat=ERIC)
    state = turn(state)
    state = turn(seat(state, CLEO, coins=60), *[PlaceToken(CLEO, Goal.COINS)] * 4)
    assert state.final_round == 2 and not state.last_round
    state = turn(state)  # Anna, the last of round 1
    assert state.phase is Phase.SAILING  # the rest of the round and its council, ships included
    state = sail(state)
    assert state.last_round and state.round == 2
    state = turn(turn(turn(state)))
    assert state.phase is Phase.DELIVERY  # no ship sails after the last round
    assert GAME.outcome(state) is None


def test_the_end_delivers_goods_to_points_skills_with_merchants_activated_once_more() -> None:
    # kilia-fr: "Marquez 1 point pour chaque marchandise dans votre réserve personnelle du type indiqué sur la carte
    # avec la compétence. Vous pouvez également activer vos marchands une dernière fois ... Chaque activation coûte 1
    # pièce."
    state = seat(table(2), ANNA, coins=60)
    state = seat(state, ERIC, goods=goods(salt=3, wood=2), coins=2, skills=(card("castle/points:salt"),),
                 merchants=((card("castle/points:wood"),), (card("shipyard/points:wood"),)) + ((),) * 4)
    state = turn(state, *[PlaceToken(ANNA, Goal.COINS)] * 4)
    state = turn(state)
    state = turn(turn(sail(state)))
    assert state.phase is Phase.DELIVERY and held(state, ANNA).delivered == 0  # no points skill: nothing to do
    with pytest.raises(RuleError, match="Eric first deliver"):
        apply(state, RevealContracts())
    with pytest.raises(RuleError, match="Eric's points skills score salt; other goods score nothing"):
        apply(state, Deliver(ERIC, goods(salt=3, wood=1)))
    with pytest.raises(RuleError, match="a merchant of another good delivers nothing that scores"):
        apply(state, Deliver(ERIC, goods(salt=3), (1,)))
    state = apply(state, Deliver(ERIC, goods(salt=3), (0,)))
    assert held(state, ERIC).delivered == 4 and held(state, ERIC).goods == goods(wood=2)
    assert held(state, ERIC).coins == 1  # 1 for the merchant
    state = apply(state, RevealContracts())
    assert state.phase is Phase.OVER and GAME.outcome(state) is not None
    with pytest.raises(RuleError, match="The game is over"):
        apply(state, ShipIncome(ANNA))


def test_the_final_score_adds_the_wheels_the_colour_zone_the_contracts_and_the_deliveries() -> None:
    # kilia-fr: "Objectifs atteints", "Marquez 3 points pour chaque carte placée sous la zone de développement de votre
    # couleur", "Seuls les contrats remplis vous rapportent des points", "Chaque marchandise que vous livrez vous
    # rapporte 1 point"; "En cas d'égalité, le joueur à égalité qui a le plus de marchandises et de pièces l'emporte."
    state = seat(table(2), ANNA, coins=72, zones={"castle": 3, "warehouse": 2},
                 fulfilled=(contract("1salt > - = 4"), contract("1salt > - = 2")),
                 contracts=(contract("1salt > - = 9"),))
    state = turn(state, *[PlaceToken(ANNA, Goal.COINS)] * 4)
    state = seat(turn(state), ERIC, zones={"university": 4})
    state = apply(sail(state), PlaceToken(ANNA, Goal.COINS))
    state = turn(turn(state))
    state = apply(state, RevealContracts())
    anna, eric = GAME.scores(state)
    # round 1: 4 tokens share the 6; round 2: the 2nd space is covered, the 3rd gives 3
    assert (anna.council, anna.colour, anna.contracts, anna.goods) == (6 + 6 + 6 + 6 + 3, 9, 6, 0)
    assert (eric.council, eric.colour, eric.contracts) == (0, 12, 0)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (ANNA,) and outcome.scores == (anna.total, eric.total)
    tied = scoring.outcome_of([scoring.Breakdown(10, 0, 0, 0, 5), scoring.Breakdown(10, 0, 0, 0, 7)])
    assert tied.winners == (1,) and tied.tie_break == scoring.TIE_BREAK
    shared = scoring.outcome_of([scoring.Breakdown(10, 0, 0, 0, 5), scoring.Breakdown(4, 6, 0, 0, 5)])
    assert shared.winners == (0, 1) and shared.shared


@pytest.mark.parametrize(("reading", "anna", "eric"), [("share", [6, 6], [6]), ("in_turn", [6, 4], [6])])
def test_one_players_two_tokens_on_one_goal_in_one_round_follow_the_tables_reading(
        reading: str, anna: list[int], eric: list[int]) -> None:
    # kilia-fr: "Vous pouvez remplir cette condition plusieurs fois, en payant 15 pièces à chaque fois." "déplacez
    # chacun de vos jetons de score placés sur un objectif vers la case vide de plus grande valeur"; "Si plusieurs
    # joueurs remplissent un même objectif au cours d'une même manche, ils placent leurs jetons de score sur la même
    # case": the text says it of several players only (option twice_in_a_round; docs/rules/kilia.md "Readings").
    state = seat(seat(table(3, twice_in_a_round=reading), ANNA, coins=30), ERIC, coins=15)
    state = turn(state, PlaceToken(ANNA, Goal.COINS), PlaceToken(ANNA, Goal.COINS))
    state = turn(turn(state, PlaceToken(ERIC, Goal.COINS)))
    coins = (6, 4, 3, 2, 1)  # the sample coins wheel
    assert [coins[c.space] for c in held(state, ANNA).claims if c.space is not None] == anna
    assert [coins[c.space] for c in held(state, ERIC).claims if c.space is not None] == eric
    played, other = scoring.council_under(state, state.rules), scoring.council_under(
        state, Rules(twice_in_a_round="in_turn" if reading == "share" else "share"))
    assert played[ANNA] == sum(anna) and played[ERIC] == other[ERIC] == 6 and other[ANNA] == 10 + 12 - sum(anna)
    effects = scoring.reading_effects(partial(scoring.council_under, state), state.rules)
    assert effects[ERIC] == effects[CLEO] == []
    assert effects[ANNA] == [{"option": "twice_in_a_round", "value": reading, "points": sum(anna),
                              "other": {"value": "in_turn" if reading == "share" else "share",
                                        "points": 22 - sum(anna)}}]


def test_the_final_score_names_the_readings_that_changed_it() -> None:
    # The end-of-game breakdown says when a reading of the table changed a player's score, and by how much.
    state = seat(table(3, twice_in_a_round="in_turn"), ANNA, coins=30)
    state = turn(turn(turn(state, PlaceToken(ANNA, Goal.COINS), PlaceToken(ANNA, Goal.COINS))))
    sheet = GAME.score_sheet(replace(state, phase=Phase.OVER))
    assert [note.seat for note in sheet.readings] == [ANNA]
    assert str(sheet.readings[0].text) == ("One player's two scoring tokens on the same goal in the same round: take "
                                           "one space after the other gives 10 (the other reading, share one space, "
                                           "as several players' tokens do, gives 12)")
    assert GAME.score_sheet(state) is None
