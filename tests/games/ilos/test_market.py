"""The Market card and its limits: rulebook "MARCHÉ", "LE COURS DU MARCHÉ ET 10 JETONS MARCHÉ"."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.base import RuleError
from games.ilos.actions import EndTurn, Market, Plantation, ShipDock
from games.ilos.model import Resource, Resources

from .helpers import ANA, BEN, CLEO, apply, archipelago_start, with_hands, with_stash

SPICES, EBONY, DYE, GOLD = Resource.SPICES, Resource.EBONY, Resource.DYE, Resource.GOLD


def test_the_market_takes_one_resource_and_raises_its_price() -> None:
    # ilos-fr MARCHÉ: "Coût : Défaussez 1 Ressource de votre choix." "Effet : Augmentez le prix de la Ressource
    # défaussée, recouvrez l'ancien prix avec un jeton Marché." Example: "Le prix des Épices augmente à 2."
    state = with_stash(archipelago_start(), ANA, spices=2, gold=1)
    assert state.price(SPICES) == 1
    after = apply(state, Market(ANA, SPICES))
    assert after.price(SPICES) == 2 and after.raises == (0, 0, 0, 1) and after.market_tokens() == 1
    assert after.seats[ANA].stash == Resources(spices=1, gold=1)
    assert after.seats[ANA].hand == 4 and after.discard == 1  # the Market card alone: no card as a cost


def test_one_market_card_a_turn() -> None:
    # ilos-fr MARCHÉ: "Condition : Un joueur ne peut pas jouer plus d'une carte Marché par tour."
    state = apply(with_stash(archipelago_start(), ANA, spices=2, gold=1), Market(ANA, SPICES))
    with pytest.raises(RuleError, match="Ana already played a Market card this turn .one a turn.; another Market card "
                                        "can still pay for a different action"):
        apply(state, Market(ANA, GOLD))
    state = apply(state, ShipDock(ANA, 0, 0))  # another Market card pays for a ship: the app sees only cards
    state = with_stash(apply(state, EndTurn(ANA)), BEN, dye=1)
    assert apply(state, Market(BEN, DYE)).raises == (0, 1, 0, 1)  # a new turn, a new Market card


def test_eight_market_tokens_in_the_game_then_prices_are_final() -> None:
    # ilos-fr MARCHÉ: "Il n'y a que 8 jetons Marché, cette action ne peut être réalisée que 8 fois pendant la
    # partie. Une fois que tous les jetons ont été placés, les prix sont définitifs et cette carte n'a plus
    # d'effet. Elle peut toutefois être défaussée pour payer le coût d'une autre action."
    state = with_stash(archipelago_start(), ANA, ebony=1, dye=1)
    state = replace(state, raises=(3, 2, 2, 1))  # scenario: 8 tokens placed
    with pytest.raises(RuleError, match="All 8 market tokens are placed: prices are final and the Market card has "
                                        "no effect; it can still pay for another action"):
        apply(state, Market(ANA, EBONY))
    assert apply(state, Plantation(ANA, 0, 0)).seats[ANA].hand == 2


def test_the_last_figure_of_a_row_is_never_covered() -> None:
    # ilos-fr MARCHÉ: "Vous ne pouvez pas couvrir le dernier chiffre de chaque ligne, donc le prix d'une
    # ressource ne peut être augmenté que 4 fois maximum."
    state = with_hands(with_stash(archipelago_start(), ANA, gold=9), ana=20)
    for raised in range(4):
        state = replace(apply(state, Market(ANA, GOLD)), market_played=False)  # scenario: turns go by
        assert state.price(GOLD) == state.prices[2][raised + 1]
    assert state.price(GOLD) == 7 and state.raises[2] == 4
    with pytest.raises(RuleError, match="The price of gold is at the last figure of its row, which is never "
                                        "covered; raise another resource"):
        apply(state, Market(ANA, GOLD))


def test_the_resource_paid_must_be_behind_the_screen() -> None:
    # ilos-fr MARCHÉ: "Défaussez 1 Ressource de votre choix" ... "Augmentez le prix de la Ressource défaussée"
    state = with_stash(archipelago_start(), ANA, dye=1)
    with pytest.raises(RuleError, match="Ana has no ebony behind their screen by the app's count; the market is paid "
                                        "with 1 of the resource it raises .correct the stash if the count is wrong."):
        apply(state, Market(ANA, EBONY))
    assert apply(state, Market(ANA, DYE)).seats[ANA].stash == Resources()


def test_a_market_card_needs_a_card_in_hand_and_the_turn() -> None:
    state = with_hands(with_stash(archipelago_start(), ANA, dye=1), ana=0)
    with pytest.raises(RuleError, match="Ana holds no card; the market takes a Market card and 1 resource"):
        apply(state, Market(ANA, DYE))
    with pytest.raises(RuleError, match="It is Ana's turn; Cleo plays in their own turn"):
        apply(state, Market(CLEO, DYE))
