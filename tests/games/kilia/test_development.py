"""Developments and improvements ("Développements", "Château", "Université", "Chantier naval", "Entrepôt"),
extra-action skills and smoked sprats as a development."""

from __future__ import annotations

import pytest

from games.base import RuleError
from games.kilia.actions import (BuildWarehouse, Develop, EndTurn, Payment, PlaceMerchant, Skip, TakeContract,
                                 TakeSkill)
from games.kilia.model import Good, Improvement, Zone

from .helpers import (ANNA, CASTLE_CARD, ERIC, FILLER, SHIPYARD_CARD, UNIVERSITY_CARD, WAREHOUSE_CARD, apply, card,
                      contract, goods, held, seat, table)

RICH = goods(9, 9, 9, 9)


def test_the_nth_development_of_a_zone_costs_n_of_its_good() -> None:
    # kilia-fr: "Le 1er développement d'une zone coûte 1 marchandise du type indiqué. Le 2e développement coûte 2
    # marchandises"; "Éric paie 2 céréales pour glisser une 2e carte sous sa zone Entrepôt."
    state = seat(table(2, actions=[WAREHOUSE_CARD], first_seat=ERIC), ERIC, goods=goods(grain=3),
                 zones={"warehouse": 1})
    with pytest.raises(RuleError, match="makes 1 × grain; the cost is 2 × grain"):
        apply(state, Develop(ERIC, Zone.WAREHOUSE, 1, Payment(goods(grain=1))))
    state = apply(state, Develop(ERIC, Zone.WAREHOUSE, 1, Payment(goods(grain=2))))
    assert held(state, ERIC).goods == goods(grain=1) and held(state, ERIC).zone(Zone.WAREHOUSE) == 2


@pytest.mark.parametrize(("zone", "code", "good"), [(Zone.CASTLE, CASTLE_CARD, "salt"),
                                                    (Zone.UNIVERSITY, UNIVERSITY_CARD, "brick"),
                                                    (Zone.SHIPYARD, SHIPYARD_CARD, "wood"),
                                                    (Zone.WAREHOUSE, WAREHOUSE_CARD, "grain")])
def test_each_zone_costs_its_own_good(zone: Zone, code: str, good: str) -> None:
    # The brief: castle = salt, university = brick, shipyard = wood, warehouse = grain
    state = seat(table(2, actions=[code]), ANNA, goods=RICH)
    state = apply(state, Develop(ANNA, zone, 1, Payment(goods(**{good: 1}))))
    assert held(state, ANNA).goods.get(Good(good)) == 8


def test_a_zone_takes_at_most_4_cards() -> None:
    # kilia-fr: "Vous pouvez développer chaque zone 4 fois au maximum"
    state = seat(table(2, actions=[SHIPYARD_CARD]), ANNA, goods=RICH, zones={"shipyard": 4})
    with pytest.raises(RuleError, match="Anna's shipyard has its 4 developments"):
        apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(goods(wood=5))))


def test_a_card_develops_only_the_zone_of_its_colour() -> None:
    # kilia-fr: "en glissant une carte Action de la couleur correspondante sous cette zone"; "Éric prend une carte
    # jaune comportant un symbole Ancre et la glisse sous sa zone Entrepôt" (kilia-ja: "エリックは、錨シンボルの付いた
    # 黄色のカードを取り、倉庫ゾーンの下にスライドさせます")
    state = seat(table(2, actions=[WAREHOUSE_CARD]), ANNA, goods=RICH)
    with pytest.raises(RuleError, match="The card in slot 1 is yellow: it develops only the warehouse zone"):
        apply(state, Develop(ANNA, Zone.CASTLE, 1, Payment(goods(salt=1))))
    eric = seat(table(2, actions=[WAREHOUSE_CARD], first_seat=ERIC), ERIC, goods=goods(grain=1))
    eric = apply(eric, Develop(ERIC, Zone.WAREHOUSE, 1, Payment(goods(grain=1))))
    assert held(eric, ERIC).zone(Zone.WAREHOUSE) == 1 and held(eric, ERIC).goods == goods()


def test_the_castle_gives_a_key_and_a_contract_anna_takes_the_2nd_contract_free() -> None:
    # kilia-fr: "Anna développe son château pour la 1re fois. Elle a maintenant 2 clés et peut désormais prendre
    # gratuitement la 1re ou la 2e carte d'une réserve. Elle prend la 2e carte Contrat de la réserve."
    contracts = ["1salt > 1coins = 1", "2grain > 2coins = 3"]
    state = seat(table(2, actions=[CASTLE_CARD], contracts=contracts), ANNA, goods=RICH)
    state = apply(state, Develop(ANNA, Zone.CASTLE, 1, Payment(goods(salt=1))))
    assert held(state, ANNA).keys == 2 and state.turn.pending == (Improvement.CONTRACT,)
    with pytest.raises(RuleError, match="Anna first takes a new contract"):
        apply(state, EndTurn(ANNA))
    state = apply(state, TakeContract(ANNA, 2))
    assert held(state, ANNA).coins == 3 and held(state, ANNA).contracts[-1] == contract(contracts[1])
    assert state.contract_slots[1] is None and not state.turn.pending


def test_the_university_gives_a_skill_card_eric_pays_5_coins_for_the_4th_card() -> None:
    # kilia-fr: "Éric utilise la 2e carte Action de la réserve pour développer son université. Le 2e emplacement de
    # la réserve reste vide pour l'instant. Éric choisit ensuite la 4e carte de la réserve comme nouvelle compétence.
    # Puisqu'il n'a pas suffisamment de clés, il doit dépenser 5 pièces pour prendre cette carte."
    codes = [FILLER, UNIVERSITY_CARD, FILLER, "castle/exchange:salt+wood"]
    state = seat(table(2, actions=codes, first_seat=ERIC), ERIC, goods=RICH, coins=6, zones={"castle": 1})
    state = apply(state, Develop(ERIC, Zone.UNIVERSITY, 2, Payment(goods(brick=1))))
    assert state.turn.pending == (Improvement.SKILL,) and state.action_slots[1] is None
    state = apply(state, TakeSkill(ERIC, 4))
    assert held(state, ERIC).coins == 1 and held(state, ERIC).skills == (card("castle/exchange:salt+wood"),)
    assert held(state, ERIC).zone(Zone.CASTLE) == 1  # the skill card is not a development


def test_nobody_holds_the_same_skill_twice() -> None:
    # kilia-fr: "Vous ne pouvez jamais avoir 2 compétences identiques."
    state = seat(table(2, actions=[UNIVERSITY_CARD, "castle/points:grain", "shipyard/points:grain"]), ANNA,
                 goods=RICH, zones={"castle": 2}, skills=(card("warehouse/points:grain"),))
    state = apply(state, Develop(ANNA, Zone.UNIVERSITY, 1, Payment(goods(brick=1))))
    with pytest.raises(RuleError, match="Anna already has the skill points:grain"):
        apply(state, TakeSkill(ANNA, 2))
    state = apply(state, Skip(ANNA))  # "Il se peut que vous ne puissiez pas prendre de nouvelle compétence"
    assert len(held(state, ANNA).skills) == 1 and not state.turn.pending


def test_the_shipyard_swaps_the_ship_for_the_next_and_gives_no_second_card() -> None:
    # kilia-fr: "échangez immédiatement votre bateau actuel contre le bateau directement supérieur"; "Développer votre
    # chantier naval ne vous permet pas de prendre une 2e carte Action"
    state = seat(table(2, actions=[SHIPYARD_CARD]), ANNA, goods=RICH)
    state = apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(goods(wood=1))))
    assert held(state, ANNA).ship == 2 and not state.turn.pending
    state = apply(state, EndTurn(ANNA))
    assert state.seat == ERIC


def test_the_warehouse_builds_one_on_a_free_canal_space_either_way_round() -> None:
    # kilia-fr: "Éric utilise la 1re carte Action de la réserve pour développer sa zone Entrepôt. Il prend la 2e carte
    # Action de la réserve pour construire un nouvel entrepôt. Il possède 2 clés et peut donc prendre ces 2 cartes
    # gratuitement"; "Vous pouvez choisir dans quel sens orienter l'entrepôt"
    state = seat(table(2, actions=[WAREHOUSE_CARD, SHIPYARD_CARD, WAREHOUSE_CARD], first_seat=ERIC), ERIC,
                 goods=RICH, zones={"castle": 1}, skills=(card("castle/extra:warehouse"),))
    state = apply(state, Develop(ERIC, Zone.WAREHOUSE, 1, Payment(goods(grain=1))))
    with pytest.raises(RuleError, match="The canal has warehouse spaces 1 to 4, not 5"):
        apply(state, BuildWarehouse(ERIC, 2, 5))
    state = apply(state, BuildWarehouse(ERIC, 2, 3, reversed=True))
    built = held(state, ERIC).warehouses[0]
    assert (built.card, built.space, built.reversed) == (card(SHIPYARD_CARD), 3, True)
    assert held(state, ERIC).coins == 3  # both free with 2 keys
    state = apply(state, Develop(ERIC, Zone.WAREHOUSE, 3, Payment(goods(grain=2))))  # an extra action
    with pytest.raises(RuleError, match="Canal space 3 already has a warehouse"):
        apply(state, BuildWarehouse(ERIC, 4, 3))


def test_an_improvement_may_be_gone_without() -> None:
    # kilia-fr: "il est possible qu'un développement ne vous rapporte pas d'amélioration ... vous pouvez tout de même
    # effectuer le développement, mais sans profiter de son amélioration"
    state = seat(table(2, actions=[WAREHOUSE_CARD]), ANNA, goods=RICH)
    state = apply(state, Develop(ANNA, Zone.WAREHOUSE, 1, Payment(goods(grain=1))), Skip(ANNA))
    assert not held(state, ANNA).warehouses and held(state, ANNA).zone(Zone.WAREHOUSE) == 1
    with pytest.raises(RuleError, match="no improvement or new contract waiting"):
        apply(state, Skip(ANNA))
    with pytest.raises(RuleError, match="builds a warehouse only right after a warehouse development"):
        apply(state, BuildWarehouse(ANNA, 1, 1))


def test_one_action_a_turn_then_an_extra_action_for_each_development_of_a_zone_with_the_skill() -> None:
    # kilia-fr: "Chaque fois que vous développez la zone indiquée, vous pouvez jouer 1 carte Action supplémentaire";
    # "Vous pouvez effectuer plusieurs actions supplémentaires au cours d'un même tour"
    codes = [SHIPYARD_CARD, SHIPYARD_CARD, FILLER, FILLER]
    state = seat(table(2, actions=codes), ANNA, goods=RICH, zones={"castle": 4},
                 skills=(card("castle/extra:shipyard"),))
    state = apply(state, Develop(ANNA, Zone.SHIPYARD, 1, Payment(goods(wood=1))))
    assert (state.turn.actions, state.turn.allowed) == (1, 2)
    state = apply(state, Develop(ANNA, Zone.SHIPYARD, 2, Payment(goods(wood=2))))
    assert (state.turn.actions, state.turn.allowed) == (2, 3)
    state = apply(state, PlaceMerchant(ANNA, 3, 1))  # the extra action may be a merchant
    with pytest.raises(RuleError, match="Anna has played the turn's 3 action"):
        apply(state, PlaceMerchant(ANNA, 4, 2))
    plain = seat(table(2, actions=codes), ANNA, goods=RICH)
    plain = apply(plain, Develop(ANNA, Zone.SHIPYARD, 1, Payment(goods(wood=1))))
    with pytest.raises(RuleError, match="Anna has played the turn's 1 action"):
        apply(plain, Develop(ANNA, Zone.SHIPYARD, 2, Payment(goods(wood=2))))


def test_the_extra_action_for_the_university_works_at_once_when_taken_with_a_university_development() -> None:
    # kilia-fr: "Cas particulier : Action supplémentaire et développement de l'université. Vous pouvez utiliser cette
    # compétence immédiatement après l'avoir choisie."
    state = seat(table(2, actions=[UNIVERSITY_CARD, "shipyard/extra:university", FILLER]), ANNA, goods=RICH,
                 zones={"castle": 1})
    state = apply(state, Develop(ANNA, Zone.UNIVERSITY, 1, Payment(goods(brick=1))), TakeSkill(ANNA, 2))
    assert (state.turn.actions, state.turn.allowed) == (1, 2)
    other = seat(table(2, actions=[UNIVERSITY_CARD, "shipyard/extra:castle", FILLER]), ANNA, goods=RICH,
                 zones={"castle": 1})
    other = apply(other, Develop(ANNA, Zone.UNIVERSITY, 1, Payment(goods(brick=1))), TakeSkill(ANNA, 2))
    assert other.turn.allowed == 1


def test_the_current_action_is_finished_before_the_next() -> None:
    # kilia-fr: "Vous devez finir votre action en cours avant d'en commencer une nouvelle."
    state = seat(table(2, actions=[CASTLE_CARD, CASTLE_CARD]), ANNA, goods=RICH, skills=(card("red/extra:castle"),))
    state = apply(state, Develop(ANNA, Zone.CASTLE, 1, Payment(goods(salt=1))))
    with pytest.raises(RuleError, match="Anna first takes a new contract"):
        apply(state, Develop(ANNA, Zone.CASTLE, 2, Payment(goods(salt=2))))
    state = apply(state, Skip(ANNA), Develop(ANNA, Zone.CASTLE, 2, Payment(goods(salt=2))))
    assert held(state, ANNA).keys == 3


def test_a_smoked_sprats_card_develops_any_zone_instead_of_a_supply_card() -> None:
    # kilia-fr: "Au lieu de choisir une carte Action de la réserve, vous pouvez glisser votre carte Sprats fumés sous
    # l'une de vos 4 zones"; "Vous devez payer les marchandises requises"
    state = seat(table(2), ANNA, goods=RICH, sprats=1, zones={"university": 1})
    with pytest.raises(RuleError, match="makes 1 × brick; the cost is 2 × bricks"):
        apply(state, Develop(ANNA, Zone.UNIVERSITY, None, Payment(goods(brick=1))))
    state = apply(state, Develop(ANNA, Zone.UNIVERSITY, None, Payment(goods(brick=2))))
    assert held(state, ANNA).zones[1][-1] is None and held(state, ANNA).sprats == 0
    assert state.turn.pending == (Improvement.SKILL,) and None not in state.action_slots
    with pytest.raises(RuleError, match="no smoked sprats card"):
        apply(seat(table(2), ANNA, goods=RICH), Develop(ANNA, Zone.CASTLE, None, Payment(goods(salt=1))))
