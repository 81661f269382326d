"""Scoring tokens on the six goals ("Placer des jetons de score") and the end trigger."""

from __future__ import annotations

from typing import Any

import pytest

from games.base import RuleError
from games.kilia.actions import PlaceToken
from games.kilia.goals import claimable
from games.kilia.model import Claim, Goal, Rules

from .helpers import ANNA, ERIC, apply, card, contract, held, seat, table

BROWN = (card("shipyard/points:salt"),)


def claims(*goals: Goal) -> tuple[Claim, ...]:
    return tuple(Claim(g, 1, 0) for g in goals)


@pytest.mark.parametrize(("goal", "before", "after"), [
    # "1 zone développée 4 fois : Vous avez développé entièrement l'une de vos 4 zones"
    (Goal.ZONE4, {"zones": {"castle": 3, "university": 3}}, {"zones": {"castle": 4}}),
    # "2 zones développées 3 fois : Vous avez développé 2 zones différentes avec 3 cartes chacune."
    (Goal.ZONES3, {"zones": {"castle": 3, "university": 2}}, {"zones": {"castle": 3, "university": 4}}),
    # "4 zones développées 2 fois : Vous avez développé 4 zones différentes avec 2 cartes chacune."
    (Goal.ZONES2, {"zones": {"castle": 2, "university": 2, "shipyard": 2, "warehouse": 1}},
     {"zones": {"castle": 2, "university": 2, "shipyard": 2, "warehouse": 2}}),
    # "Marché complet : Vous avez placé un marchand sur chacun des 6 emplacements de votre marché."
    (Goal.MARKET, {"merchants": (BROWN,) * 5 + ((),)}, {"merchants": (BROWN,) * 6}),
    # "3 contrats remplis : Placez 1 jeton de score sur cet emplacement lorsque vous avez rempli 3 contrats."
    (Goal.CONTRACTS, {"fulfilled": (contract("1salt > - = 1"),) * 2}, {"fulfilled": (contract("1salt > - = 1"),) * 3}),
    # "15 pièces : Vous devez payer 15 pièces pour remplir cette condition."
    (Goal.COINS, {"coins": 14}, {"coins": 15}),
])
def test_a_token_goes_on_a_goal_once_its_condition_is_met(goal: Goal, before: dict[str, Any],
                                                         after: dict[str, Any]) -> None:
    state = table(2)
    with pytest.raises(RuleError, match="Anna has"):
        apply(seat(state, ANNA, **before), PlaceToken(ANNA, goal))
    done = apply(seat(state, ANNA, **after), PlaceToken(ANNA, goal))
    assert held(done, ANNA).claims == (Claim(goal, 1),)


def test_fifteen_coins_are_paid_each_time_and_never_forced() -> None:
    # kilia-fr: "Prenez les 15 pièces dans votre réserve personnelle"; "Vous n'êtes pas obligé de remplir cette
    # condition dès que vous avez 15 pièces"; "plusieurs fois, en payant 15 pièces à chaque fois"
    state = seat(table(2), ANNA, coins=31)
    assert Goal.COINS in claimable(held(state, ANNA), state.rules)
    state = apply(state, PlaceToken(ANNA, Goal.COINS), PlaceToken(ANNA, Goal.COINS))
    assert held(state, ANNA).coins == 1 and held(state, ANNA).claims_of(Goal.COINS) == 2


def test_which_goals_repeat() -> None:
    # kilia-fr: zone4 "Vous pouvez remplir cette condition plusieurs fois"; zones3 "Si vous développez les 2 autres
    # zones avec 3 cartes chacune ... un autre jeton"; zones2 "Vous ne pouvez remplir cette condition qu'une seule
    # fois"; market "qu'une seule fois"; contracts "lorsque vous remplissez votre 6e, puis votre 9e contrat"
    full = seat(table(2), ANNA, zones={"castle": 4, "university": 4, "shipyard": 3, "warehouse": 2},
                merchants=(BROWN,) * 6, fulfilled=(contract("1salt > - = 1"),) * 6)
    state = apply(full, PlaceToken(ANNA, Goal.ZONE4), PlaceToken(ANNA, Goal.ZONE4))
    with pytest.raises(RuleError, match="has 2 zones with 4 cards and has placed 2 tokens"):
        apply(state, PlaceToken(ANNA, Goal.ZONE4))
    state = apply(state, PlaceToken(ANNA, Goal.ZONES3))
    with pytest.raises(RuleError, match="has 3 zones with 3 cards or more and has placed 1 token there"):
        apply(state, PlaceToken(ANNA, Goal.ZONES3))
    state = apply(state, PlaceToken(ANNA, Goal.ZONES2), PlaceToken(ANNA, Goal.MARKET))
    with pytest.raises(RuleError, match="already has a token on 4 zones developed 2 times"):
        apply(state, PlaceToken(ANNA, Goal.ZONES2))
    with pytest.raises(RuleError, match="already has a token on the full market"):
        apply(state, PlaceToken(ANNA, Goal.MARKET))
    state = apply(state, PlaceToken(ANNA, Goal.CONTRACTS), PlaceToken(ANNA, Goal.CONTRACTS))
    with pytest.raises(RuleError, match="fulfilled 6 contracts and placed 2 tokens"):
        apply(state, PlaceToken(ANNA, Goal.CONTRACTS))
    # "Seules les 4 zones de développement sont prises en compte": skills and warehouses count for nothing
    assert Goal.ZONE4 not in claimable(seat(table(2), ANNA, skills=(BROWN[0],) * 4).seats[ANNA], Rules())


def test_past_4_tokens_a_good_of_ones_colour_stands_for_a_token_and_the_4th_triggers_the_last_round() -> None:
    # kilia-fr: "Lorsqu'un joueur place son 4e jeton de score, la dernière manche est déclenchée."; "Vous pouvez
    # continuer à remplir des objectifs même si vous avez déjà placé vos 4 jetons de score. Dans ce cas, prenez une
    # marchandise de votre couleur dans la réserve générale"
    state = seat(table(2), ANNA, coins=75)
    state = apply(state, *[PlaceToken(ANNA, Goal.COINS)] * 3)
    assert state.final_round is None
    state = apply(state, PlaceToken(ANNA, Goal.COINS))
    assert state.final_round == 2 and state.final_trigger == ANNA  # the banner names who set it off
    state = apply(state, PlaceToken(ANNA, Goal.COINS))
    assert [c.token for c in held(state, ANNA).claims] == [True] * 4 + [False]
    assert held(state, ANNA).goods == table(2).seats[ANNA].goods  # the good comes from the general supply


def test_tokens_are_placed_in_ones_own_turn() -> None:
    with pytest.raises(RuleError, match="It is Anna's turn"):
        apply(seat(table(2), ERIC, coins=15), PlaceToken(ERIC, Goal.COINS))


def test_the_contracts_goal_after_the_9th_follows_the_tables_reading() -> None:
    # kilia-fr: "Vous pouvez placer d'autres jetons de score lorsque vous remplissez votre 6e, puis votre 9e
    # contrat." By default every 3rd contract (12th...); option contracts_goal "up_to_ninth": the 9th is the last.
    for reading, twelfth in (("every_third", True), ("up_to_ninth", False)):
        state = seat(table(2, contracts_goal=reading), ANNA, fulfilled=(contract("1salt > - = 1"),) * 12)
        state = apply(state, *(PlaceToken(ANNA, Goal.CONTRACTS) for _ in range(3)))
        assert (Goal.CONTRACTS in claimable(held(state, ANNA), state.rules)) is twelfth
        if not twelfth:
            with pytest.raises(RuleError, match="3rd, 6th and 9th contract only"):
                apply(state, PlaceToken(ANNA, Goal.CONTRACTS))
