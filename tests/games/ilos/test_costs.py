"""Each action's cost, with and without pirates and with a fort; the conditions by ships on the island; piracy
by tile coast. Rulebook "DESCRIPTION DE CARTE", "DESCRIPTION DES ACTIONS", "Piraterie", "Pionnier".

The map is helpers.archipelago_start (islands 0, 1 with a coast on the LAIR tile 0; island 3 the WEST islet,
whose tile 1 has a lair too; island 5 the EAST islet, on no lair tile).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.base import RuleError
from games.ilos import costs
from games.ilos.actions import Building, EndTurn, GoldMine, Plantation, Ruins, ShipDock, ShipLair
from games.ilos.costs import Card
from games.ilos.views import CardCost
from games.ilos.model import BuildingKind, IlosState, Resource, Resources, Ship

from .helpers import ANA, BEN, CLEO, GAME, apply, archipelago_start, with_hands

FORT, POST = BuildingKind.FORT, BuildingKind.TRADING_POST
# (the card on island 0 for Ana, its cost, its piracy cost); Ana has 2 ships on island 0 and 1 on island 1
ON_ISLAND_0 = [(Plantation(ANA, 0, 0), 2, 3), (GoldMine(ANA, 0, 1), 5, 7), (Building(ANA, 0, 2, FORT), 2, 4),
               (Building(ANA, 0, 3, POST, 0, 0), 2, 4)]


def table(*extra: Ship, **hands: int) -> IlosState:
    """Scenario: Ana's turn, Ana with 2 ships on island 0 and 1 on island 1, a Ben plantation on island 0."""
    state = archipelago_start()
    ships = (*state.ships, Ship(ANA, 1, 0), Ship(ANA, 0, 1), *extra)
    state = replace(with_hands(state, **{"ana": 30, "ben": 10, "cleo": 10, **hands}), ships=ships)
    return state


def pirated_by_ben(state: IlosState) -> IlosState:
    return replace(state, ships=(*state.ships, Ship(BEN, 0, None)))


def spent(before: IlosState, after: IlosState, seat: int = ANA) -> int:
    return before.seats[seat].hand - after.seats[seat].hand


@pytest.mark.parametrize("action, cost, piracy", ON_ISLAND_0, ids=["plantation", "gold_mine", "fort", "post"])
def test_each_card_costs_its_cost_and_under_pirates_its_piracy_cost(action: object, cost: int, piracy: int) -> None:
    # ilos-fr DESCRIPTION DE CARTE: "Coût : Nombre de cartes que vous devez défausser. Coût de Piraterie : Nombre
    # de cartes que vous devez défausser si l'île est sous l'influence des Pirates." PLANTATION "2 cartes, ou 3
    # cartes s'il y a des Pirates"; MINE D'OR "5 cartes, ou 7"; BÂTIMENT "2 cartes, ou 4"
    state = table()
    if isinstance(action, Building) and action.building is POST:  # copies Ana's own plantation on (0, 0)
        state = apply(state, Plantation(ANA, 0, 0))
    assert spent(state, apply(state, action)) == 1 + cost  # the card played and its cost
    taxed = pirated_by_ben(state)
    assert spent(taxed, apply(taxed, action)) == 1 + piracy


def test_a_fort_frees_its_owner_from_piracy_on_its_island_only() -> None:
    # ilos-fr BÂTIMENT: "Fort : un Fort vous protège de la piraterie sur l'île où il se trouve. Vous ne payez pas
    # le coût de piraterie." Note: "un Fort n'annule la piraterie que sur l'île où il est construit et que pour
    # son propriétaire."
    state = pirated_by_ben(table(Ship(CLEO, 0, 0)))
    state = apply(state, Building(ANA, 0, 2, FORT))  # the fort itself pays the piracy cost
    assert costs.quote(state, ANA, Card.PLANTATION, 0).fort
    after = apply(state, Plantation(ANA, 0, 0))
    assert spent(state, after) == 3  # the card and 2: no piracy for Ana on island 0
    assert spent(state, apply(state, Plantation(ANA, 0, 4))) == 4  # island 1: still pirated for Ana
    cleo = replace(apply(after, EndTurn(ANA)), seat=CLEO)  # scenario: Cleo's turn next
    assert spent(cleo, apply(cleo, Plantation(CLEO, 1, 0)), CLEO) == 4  # Ana's fort does not shield Cleo
    assert state.forts_of(ANA) == 1


def test_the_pirate_does_not_pay_for_its_own_lair_and_several_lairs_change_nothing() -> None:
    # ilos-fr Piraterie: "Les autres joueurs doivent dorénavant payer le coût de Piraterie ... Être sous le
    # contrôle de plusieurs Repaires de pirates ne change rien."
    state = pirated_by_ben(table(Ship(BEN, 1, 0)))
    ben = replace(state, seat=BEN)  # scenario: Ben's turn
    assert spent(ben, apply(ben, Plantation(BEN, 0, 0)), BEN) == 3
    both = replace(state, ships=(*state.ships, Ship(CLEO, 1, None)))  # Cleo holds the WEST lair too
    assert costs.quote(both, ANA, Card.PLANTATION, 0).pirates == (BEN, CLEO)
    assert spent(both, apply(both, Plantation(ANA, 0, 0))) == 4  # not 5: one piracy cost
    ben = replace(both, seat=BEN)
    assert spent(ben, apply(ben, Plantation(BEN, 0, 0)), BEN) == 4  # Cleo's lair taxes Ben


def test_piracy_reaches_every_island_with_a_coast_on_the_lair_tile_and_no_other() -> None:
    # ilos-fr: "Un Navire sur un Repaire de pirates affecte toutes les Îles qui ont une côte sur la Tuile du
    # Repaire de pirates." Example: "Le pirate Rouge n'affecte que les îles 1 et 2 qui possèdent une côte sur la
    # Tuile du Repaire de pirates ... Les Îles 3 et 4 ne sont pas affectées par le pirate Rouge."
    state = pirated_by_ben(table())
    taxed = {island: costs.quote(state, ANA, Card.PLANTATION, island).pirated for island in (0, 1, 3, 5)}
    assert taxed == {0: True, 1: True, 3: False, 5: False}
    assert costs.lair_holders(state, 0) == (BEN,) and costs.lair_holders(state, 5) == ()


def test_ruins_cost_seven_cards_under_pirates_or_not_and_give_three_gold_at_once() -> None:
    # ilos-fr RUINES: "Coût : Défaussez 7 cartes" (no piracy cost printed); "Récupérez immédiatement 3 jetons Or
    # et placez-les derrière votre Écran. Les Ruines sont à usage unique, elles ne fournissent pas de Ressources
    # pendant la phase de Production."
    for state in (table(), pirated_by_ben(table())):
        after = apply(state, Ruins(ANA, 0, 6))
        assert spent(state, after) == 8
        assert after.seats[ANA].stash == Resources(gold=3) and after.seats[ANA].production == Resources()


def test_ship_cards_pay_no_piracy() -> None:
    # ilos-fr NAVIRE: "Coût : Défaussez 1 carte" (no piracy cost printed)
    state = pirated_by_ben(table())
    assert spent(state, apply(state, ShipDock(ANA, 0, 0))) == 2


@pytest.mark.parametrize("action, message", [
    (Plantation(ANA, 2, 1), "Ana has no ship on the coasts of this island; a plantation needs 1"),
    (Ruins(ANA, 1, 5), "Ana has no ship on the coasts of this island; ruins need 1"),
    (GoldMine(ANA, 0, 1), r"Ana has 1 ship on the coasts of this island; a gold mine needs 2"),
    (Building(ANA, 0, 2, FORT), r"Ana has 1 ship on the coasts of this island; a building needs 2"),
])
def test_conditions_count_the_seats_ships_on_the_islands_coasts(action: object, message: str) -> None:
    # ilos-fr: "Condition : Nombre de Navires que vous devez posséder sur l'île pour jouer cette action."
    # PLANTATION and RUINES "au moins 1 de vos Navires sur les côtes de l'île"; MINE D'OR and BÂTIMENT "au moins
    # 2"; LEXIQUE Navire: "Un seul Navire vous permet d'envoyer un Pionnier sur n'importe quelle Tuile qui
    # compose l'île"
    state = with_hands(archipelago_start(), ana=30)  # Ana: 1 ship, on island 0 (LAIR land 0)
    with pytest.raises(RuleError, match=message):
        apply(state, action)
    assert apply(state, Plantation(ANA, 1, 0)).pioneers_of(ANA) == 1  # island 0 reaches the WEST tile too


def test_a_ship_on_a_lair_is_on_no_coast() -> None:
    # Reading (docs/rules/ilos.md): "sur les côtes de l'île": a ship on a pirate lair is at sea.
    state = apply(with_hands(archipelago_start(), ana=20), ShipLair(ANA, 0))
    with pytest.raises(RuleError, match="Ana has no ship on the coasts of this island"):
        apply(state, Plantation(ANA, 0, 4))


def test_a_hand_too_small_is_refused_with_the_whole_price() -> None:
    state = with_hands(table(), ana=3)
    assert apply(state, Plantation(ANA, 0, 0)).seats[ANA].hand == 0
    with pytest.raises(RuleError, match=r"Ana holds 3 cards; a plantation on this pirated island takes 4: the "
                                        r"Plantation card and 3 more"):
        apply(pirated_by_ben(state), Plantation(ANA, 0, 0))
    with pytest.raises(RuleError, match=r"Ana holds 3 cards; ruins take 8"):
        apply(state, Ruins(ANA, 0, 6))


def test_an_occupied_spot_is_closed_and_a_spot_takes_its_own_card() -> None:
    # ilos-fr Pionnier: "Les emplacements occupés par des Pionniers ne sont plus disponibles aux autres joueurs."
    # "Une fois joué un Pionnier ne peut plus être déplacé ni enlevé"
    state = apply(table(Ship(CLEO, 0, 0)), Plantation(ANA, 0, 0))
    with pytest.raises(RuleError, match="That spot holds Ana's pioneer; an occupied spot is closed") as taken:
        apply(replace(state, seat=CLEO), Plantation(CLEO, 0, 0))
    assert (taken.value.params["tile"], taken.value.params["spot"]) == (0, 0)  # for the screen to mark it
    with pytest.raises(RuleError, match="That spot is no ebony, dye or spices icon") as wrong:
        apply(state, Plantation(ANA, 0, 1))
    assert (wrong.value.params["tile"], wrong.value.params["spot"]) == (0, 1)
    with pytest.raises(RuleError, match="That spot is no gold icon"):
        apply(state, GoldMine(ANA, 1, 0))
    with pytest.raises(RuleError, match="Tile 0 has spots 0 to 6; there is no spot 9"):
        apply(state, Ruins(ANA, 0, 9))


def test_plantations_and_mines_fill_the_production_board() -> None:
    # ilos-fr PLANTATION: "Ajoutez un jeton de la Ressource correspondante sur votre plateau de Production."
    # MINE D'OR: "Ajoutez un jeton de la Ressource Or sur votre plateau de Production."
    state = apply(table(), Plantation(ANA, 0, 0), Plantation(ANA, 1, 0), GoldMine(ANA, 0, 1), Plantation(ANA, 0, 4))
    assert state.seats[ANA].production == Resources(ebony=1, spices=1, gold=1, dye=1)
    assert state.pioneers_of(ANA) == 4


def test_a_trading_post_copies_a_plantation_of_its_island_never_gold() -> None:
    # ilos-fr Comptoir: "copier une Ressource (Ébène, Épices ou Teinture mais pas l'Or) d'une Plantation
    # exploitée par vous ou par un autre joueur de la même île. Placez un jeton Ressource correspondant sur votre
    # plateau de Production."
    state = apply(table(Ship(BEN, 1, 0), Ship(BEN, 0, 0)), Plantation(ANA, 0, 0), GoldMine(ANA, 0, 1),
                  Plantation(ANA, 0, 4))
    ben = replace(state, seat=BEN)
    after = apply(ben, Building(BEN, 1, 1, POST, 0, 0))  # Ana's ebony on island 0, reached through the WEST tile
    assert after.seats[BEN].production == Resources(ebony=1) and after.pioneers[-1].copies is Resource.EBONY
    ana = replace(state, ships=(*state.ships, Ship(ANA, 0, 1)))
    with pytest.raises(RuleError, match="That spot holds no plantation; .* never gold"):
        apply(ana, Building(ANA, 0, 2, POST, 0, 1))
    with pytest.raises(RuleError, match="That plantation is on another island"):
        apply(ana, Building(ANA, 0, 5, POST, 0, 0))
    with pytest.raises(RuleError, match="A trading post copies a plantation exploited on the same island"):
        apply(ana, Building(ANA, 0, 2, POST))
    with pytest.raises(RuleError, match="A fort copies nothing"):
        apply(ana, Building(ANA, 0, 2, FORT, 0, 0))


def test_option_empty_trading_post_allows_one_that_copies_nothing() -> None:
    state = archipelago_start(empty_trading_post="allowed")
    state = replace(with_hands(state, ana=10), ships=(*state.ships, Ship(ANA, 0, 0)))
    after = apply(state, Building(ANA, 0, 2, POST))
    assert after.seats[ANA].production == Resources() and after.pioneers_of(ANA) == 1


def test_ten_building_tokens_in_all() -> None:
    # ilos-fr CONTENU: "10 JETONS BÂTIMENT"
    state = table()
    placed = tuple(p for p in apply(state, Building(ANA, 0, 2, FORT)).pioneers) * 10
    with pytest.raises(RuleError, match="All 10 building tokens are on the map"):
        apply(replace(state, pioneers=placed), Building(ANA, 0, 3, FORT))


def test_the_quote_explains_the_cost_helper() -> None:
    state = pirated_by_ben(table())
    quote = costs.quote(state, ANA, Card.GOLD_MINE, 0)
    assert (quote.cost, quote.cards, quote.pirated, quote.pirates, quote.fort) == (7, 8, True, (BEN,), False)
    assert (quote.ships_needed, quote.ships_there, quote.allowed_by_ships) == (2, 2, True)
    helper = GAME.view(state, None).costs
    assert helper.seat == ANA and helper.on(0).gold_mine.cost == 7
    assert helper.on(5).plantation == CardCost(cost=2, cards=3, pirated=False, fort=False, ships_needed=1,
                                               ships_there=0, affordable=True)
