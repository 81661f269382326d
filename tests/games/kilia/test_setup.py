"""Set-up ("Matériel et mise en place"), the table's options and the component data the engine needs."""

from __future__ import annotations

import pytest

from games import base
from games.base import RuleError, Setup
from games.kilia.actions import ChooseColour, EndTurn, RevealAction
from games.kilia.model import Colour, Goal, Phase, Zone
from games.kilia.samples import SAMPLE_OPTIONS
from games.kilia.setup import DATA_OPTIONS, LATE_OPTIONS, MISSING

from .helpers import ANNA, ERIC, GAME, apply, card, goods, new_game, refill


def test_kilia_is_registered_and_seats_two_to_four() -> None:
    # kilia-fr Matériel: "4 plateaux Joueur (de 4 couleurs différentes)"
    assert isinstance(base.get("kilia"), type(GAME))
    for count in (2, 3, 4):
        assert len(new_game(count).seats) == count
    for count in (1, 5):
        with pytest.raises(RuleError, match="Kilia is played by 2 to 4 players"):
            GAME.initial_state(Setup.of([(f"P{i}", "white") for i in range(count)], **SAMPLE_OPTIONS))


def test_names_are_needed_and_distinct() -> None:
    with pytest.raises(RuleError, match="Every player needs a name"):
        GAME.initial_state(Setup.of([("Anna", "white"), (" ", "red")], **SAMPLE_OPTIONS))
    with pytest.raises(RuleError, match="same name"):
        GAME.initial_state(Setup.of([("Anna", "white"), ("anna", "red")], **SAMPLE_OPTIONS))
    with pytest.raises(RuleError, match="The first player must be one of the players: seat 0 to 1"):
        GAME.initial_state(Setup.of([("Anna", "white"), ("Eric", "red")], first_seat=2, **SAMPLE_OPTIONS))


def test_each_player_starts_with_3_coins_a_good_of_each_kind_but_their_own_ship_1_a_key_and_a_contract() -> None:
    # kilia-fr step 9: "1 contrat de départ ... Placez le bateau 1 dans votre canal ... Prenez 3 pièces de 1 thaler
    # et 1 marchandise de chaque type à l'exception de celui associé à votre couleur"
    state = new_game(4)
    anna, eric, cleo, dan = state.seats
    assert [s.colour for s in state.seats] == [Colour.WHITE, Colour.RED, Colour.YELLOW, Colour.BROWN]
    assert all(s.coins == 3 for s in state.seats)
    assert anna.goods == goods(0, 1, 1, 1)  # white: salt
    assert eric.goods == goods(1, 1, 0, 1)  # red: brick
    assert cleo.goods == goods(1, 0, 1, 1)  # yellow: grain
    assert dan.goods == goods(1, 1, 1, 0)  # brown: wood
    assert all(s.ship == 1 and s.keys == 1 for s in state.seats)  # "Vous commencez la partie avec une seule clé"
    starts = state.components.start_contracts
    assert anna.contracts == (starts[0],) and eric.contracts == (starts[2],) and all(c.start for c in starts)
    assert all(s.merchants == ((),) * 6 and not s.skills and not s.claims for s in state.seats)


def test_five_contracts_and_five_action_cards_are_turned_up_before_the_first_turn() -> None:
    # kilia-fr steps 5-6: "Piochez 5 cartes de ce paquet et placez-les face visible" (both decks)
    state = new_game(2)
    assert state.reveal_due and state.action_deck == 96 and state.contract_deck == 32
    with pytest.raises(RuleError, match="Turn up the cards for the empty supply slots first"):
        apply(state, EndTurn(ANNA))
    state = refill(state)
    assert not state.reveal_due and None not in state.action_slots and None not in state.contract_slots
    assert (state.action_deck, state.contract_deck) == (91, 27)
    with pytest.raises(RuleError, match="No action card is to be turned up now"):
        apply(state, RevealAction(card("castle/points:salt")))


def test_players_choose_their_colours_in_turn_when_the_setup_did_not() -> None:
    # kilia-fr steps 7-8: "Elle choisit une couleur ... Les autres joueurs choisissent ensuite leur couleur à tour
    # de rôle dans le sens horaire."
    state = new_game(3, first_seat=1, colours=["red", "blue", "green"])
    assert state.phase is Phase.COLOURS and state.seat == 1 and all(s.colour is None for s in state.seats)
    with pytest.raises(RuleError, match="Eric chooses a colour now"):
        apply(state, ChooseColour(ANNA, Colour.WHITE))
    state = apply(state, ChooseColour(ERIC, Colour.YELLOW))
    with pytest.raises(RuleError, match="The yellow board is taken"):
        apply(state, ChooseColour(2, Colour.YELLOW))
    state = apply(state, ChooseColour(2, Colour.WHITE), ChooseColour(ANNA, Colour.BROWN))
    assert state.phase is Phase.TURNS and state.seat == 1
    assert state.seats[ANNA].goods == goods(1, 1, 1, 0) and state.seats[ERIC].goods == goods(1, 0, 1, 1)
    with pytest.raises(RuleError, match="The colours are chosen at set-up"):
        apply(state, ChooseColour(ANNA, Colour.RED))


@pytest.mark.parametrize("option", [o for o in DATA_OPTIONS if o not in LATE_OPTIONS])
def test_the_engine_refuses_to_start_without_component_data_and_names_it(option: str) -> None:
    # The brief: the start contracts and the card lists are not printed in the text; set-up step 9 deals the start
    # contracts, so a game cannot start without them (the figures of LATE_OPTIONS are learnt later: test_figures.py).
    options = {k: v for k, v in SAMPLE_OPTIONS.items() if k != option}
    with pytest.raises(RuleError, match="^Look at ") as refused:
        GAME.initial_state(Setup.of([("Anna", "white"), ("Eric", "red")], **options))
    assert refused.value.key == MISSING[option]
    assert "option" not in refused.value.english()  # a player reads it: the component, never the option's name


def test_the_extra_wheel_needs_its_values_only_when_the_table_uses_it() -> None:
    # kilia-fr: "vous pourrez décider ... si vous souhaitez recouvrir l'un des gouvernails avec le jeton Gouvernail
    # de score supplémentaire"
    options = {k: v for k, v in SAMPLE_OPTIONS.items() if k != "extra_wheel_values"}
    plain = GAME.initial_state(Setup.of([("Anna", "white"), ("Eric", "red")], **options))
    assert plain.components.wheels[1] == (8, 6, 4, 3, 2, 1)
    unread = GAME.initial_state(Setup.of([("Anna", "white"), ("Eric", "red")], extra_wheel="zones3", **options))
    assert unread.components.wheels[1] is None  # read off the extra wheel when a token first goes on it
    covered = new_game(2, extra_wheel="zones3")
    assert covered.components.wheels[1] == (10, 8, 6, 4, 2) and covered.rules.extra_wheel == Goal.ZONES3.value


@pytest.mark.parametrize(("option", "value", "message"), [
    ("supply_prices", "1 4 5 7", "Action card slot 3 costs 3 coins"),  # Éric: "payer 3 pièces" for the 3rd card
    ("supply_prices", "1 3 6 7", "Action card slot 4 costs 5 coins"),  # "il doit dépenser 5 pièces" for the 4th
    ("supply_prices", "1 3 5", "Enter 4 whole numbers"),
    ("contract_keys", "1 3 2 4 5", "go down"),
    ("contract_prices", "0 1 x 5 7", "Enter 5 whole numbers"),
    ("market_bonuses", "coins coins coins", "The market has 6 spaces, each with one bonus"),
    ("market_bonuses", "coins coins coins coins coins gold", "The market has 6 spaces, each with one bonus"),
    ("wheel_coins", "4 6 3", "go up"),
    ("canal_spaces", 0, "1 to 9 warehouse spaces along the canal"),
    ("start_contracts", "white: 1salt > 1coins = 2", "list 1 colour;"),
    ("action_cards", "castle/points:salt", "holds 1 card; the box has 96"),
    ("contracts", "96x 1salt > 1coins = 2", "holds 96 contracts"),
    ("action_cards", "96x castle/points:gold", "names no good"),
])
def test_malformed_component_data_is_refused_with_what_is_allowed(option: str, value: object, message: str) -> None:
    with pytest.raises(RuleError, match=message):
        new_game(2, **{option: value})


def test_unknown_options_and_values_are_refused() -> None:
    with pytest.raises(RuleError, match="Kilia has no option speed"):
        new_game(2, speed="fast")
    with pytest.raises(RuleError, match="The option full_wheel cannot be 'zero'"):
        new_game(2, full_wheel="zero")


def test_the_sample_card_lists_hold_the_box_counts() -> None:
    # kilia-fr Matériel: "96 cartes Action", "36 cartes Contrat (dont 4 contrats de départ)"
    state = new_game(2, listed=True)
    assert state.components.action_cards is not None and state.components.contracts is not None
    assert new_game(2).components.action_cards is None  # 'unlisted': the table describes each card
    assert state.seats[ANNA].zone(Zone.CASTLE) == 0
