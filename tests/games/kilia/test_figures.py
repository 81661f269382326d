"""The box's figures the rulebook does not print, learnt when a move first needs them (games/kilia/figures.py,
docs/design.md#box-data-once-shared): a game starts without them, a move that needs one names it, and the table's
reading enters as a fact (BoxFigure) that the journal keeps like a move."""

from __future__ import annotations

import json
import random

import pytest

from games import serial
from games.base import RuleError
from games.kilia import FigureNeeded
from games.kilia import cards
from games.kilia.actions import (BoxFigure, BuildWarehouse, Develop, Fulfil, Payment, PlaceMerchant, PlaceToken,
                                 TakeContract)
from games.kilia.model import COLOURS, UNREAD_START, Bonus, Colour, Goal, KiliaState, Zone
from games.kilia.samples import START_CONTRACTS
from games.kilia.setup import LATE_OPTIONS, MISSING
from games.kilia.views import view

from .helpers import (ANNA, CASTLE_CARD, ERIC, FILLER, GAME, SHIPYARD_CARD, WAREHOUSE_CARD, apply, card, goods,
                      held, seat, table)

RICH = goods(5, 5, 5, 5)


def test_a_game_starts_without_the_figures_and_shows_no_price_it_does_not_know() -> None:
    # kilia-fr: "Vous commencez la partie avec une seule clé et ne pouvez donc prendre gratuitement que la 1re
    # carte": slot 1 is free, the others cost what the board prints above them (not in the rulebook).
    state = table(2, unknown=LATE_OPTIONS)
    prices = view(state, None).prices
    # Éric "payer 3 pièces" for the 3rd card, "dépenser 5 pièces" for the 4th: the rulebook's own prices are shown
    assert prices is not None and prices.actions == (0, None, 3, 5, None)
    assert prices.contracts == (None,) * 5  # the keys above the contract slots are not known either
    free = Develop(ANNA, Zone.WAREHOUSE, 1, Payment(goods(grain=1)))
    assert GAME.needed(state, free) is None  # the first card needs no figure: nothing is asked
    assert held(apply(seat(state, ANNA, goods=RICH), free), ANNA).zone(Zone.WAREHOUSE) == 1


def test_a_paid_card_needs_the_price_above_its_slot_then_the_fact_settles_it() -> None:
    # kilia-fr: "Vous devez payer le coût total de la carte, peu importe le nombre de clés qu'il vous manque."
    state = seat(table(2, actions=[FILLER, WAREHOUSE_CARD], unknown=("supply_prices",)), ANNA, goods=RICH, coins=3)
    paid = Develop(ANNA, Zone.WAREHOUSE, 2, Payment(goods(grain=1)))
    assert GAME.needed(state, paid) == "supply_prices.2"  # the one figure the move needs: slot 2's price
    with pytest.raises(FigureNeeded) as missing:
        GAME.apply(state, paid)
    assert missing.value.english() == "How many coins does the council board show above action card slot 2?"
    known = apply(state, BoxFigure("supply_prices.2", "1"))
    prices = view(known, None).prices
    assert GAME.needed(known, paid) is None and prices is not None and prices.actions == (0, 1, 3, 5, None)
    assert held(apply(known, paid), ANNA).coins == 2
    assert GAME.needed(state, Develop(ANNA, Zone.WAREHOUSE, 3, Payment(goods(grain=1)))) is None  # the rulebook's 3
    whole = apply(known, BoxFigure("supply_prices", "1 3 5 7"))  # Settings' whole entry, agreeing with slot 2
    assert view(whole, None).prices.actions == (0, 1, 3, 5, 7)  # type: ignore[union-attr]
    with pytest.raises(RuleError, match="already knows the prices above action card slots 2 to 5"):
        apply(known, BoxFigure("supply_prices", "2 3 5 7"))  # slot 2 was read as 1 in this game


def test_a_figure_is_checked_as_at_set_up_and_kept_for_the_game() -> None:
    state = table(2, unknown=("supply_prices",))
    # Éric: "Il doit donc payer 3 pièces" for the 3rd card: a reading that contradicts the rulebook is refused
    with pytest.raises(RuleError, match="Action card slot 3 costs 3 coins"):
        apply(state, BoxFigure("supply_prices", "1 4 5 7"))
    with pytest.raises(RuleError, match="Enter 4 whole numbers"):
        apply(state, BoxFigure("supply_prices", "1 3"))
    known = apply(state, BoxFigure("supply_prices", "1 3 5 7"))
    with pytest.raises(RuleError, match="already knows the prices above action card slots 2 to 5"):
        apply(known, BoxFigure("supply_prices", "2 3 5 7"))
    with pytest.raises(RuleError, match="Kilia has no component option supply_prices.3"):
        apply(state, BoxFigure("supply_prices.3", "4"))  # the rulebook prints slot 3's price: never asked
    with pytest.raises(RuleError, match="Enter whole numbers from 0 to 99 for the prices above action card slots"):
        apply(state, BoxFigure("supply_prices.5", "x"))
    with pytest.raises(RuleError, match="already knows"):
        apply(state, BoxFigure("supply_prices.5", "7"), BoxFigure("supply_prices.5", "8"))
    with pytest.raises(RuleError, match="The start contracts list 1 colour; each of the 4 colours has one"):
        apply(table(2, unknown=("start_contracts",)), BoxFigure("start_contracts", "white: 1salt > 1coins = 2"))


def test_a_start_contract_is_dealt_unread_and_read_off_its_card_when_first_fulfilled() -> None:
    # kilia-fr set-up step 9: "1 contrat de départ. Posez-le face visible au-dessus de votre plateau Joueur";
    # "Seuls les contrats remplis vous rapportent des points": its figures matter only when it is fulfilled.
    state = seat(table(2, unknown=("start_contracts",)), ANNA, goods=RICH)
    assert held(state, ANNA).contracts == (UNREAD_START,) and held(state, ERIC).contracts == (UNREAD_START,)
    fulfil = Fulfil(ANNA, 0, Payment(goods(grain=1, brick=1)))
    assert GAME.needed(state, fulfil) == "start_contracts"
    with pytest.raises(FigureNeeded) as missing:
        GAME.apply(state, fulfil)
    assert missing.value.key == MISSING["start_contracts"]
    state = apply(state, BoxFigure("start_contracts", START_CONTRACTS))
    starts = dict(zip(COLOURS, cards.start_contracts(START_CONTRACTS)))
    white, red = starts[Colour.WHITE], starts[Colour.RED]  # Anna plays the white board, Éric the red one
    assert (held(state, ANNA).contracts, held(state, ERIC).contracts) == ((white,), (red,))
    assert GAME.needed(state, fulfil) is None
    done = apply(state, fulfil)  # white: 1 grain 1 brick -> 2 coins
    assert held(done, ANNA).fulfilled == (white,) and held(done, ANNA).coins == held(state, ANNA).coins + 2


def test_a_contract_needs_its_slot_keys_and_price() -> None:
    # kilia-fr Château: "Cela s'applique aux cartes Action et aux contrats."
    state = seat(table(2, actions=[CASTLE_CARD], unknown=("contract_keys", "contract_prices")), ANNA, goods=RICH,
                 coins=9)
    state = apply(state, Develop(ANNA, Zone.CASTLE, 1, Payment(goods(salt=1))))
    take = TakeContract(ANNA, 5)
    assert GAME.needed(state, take) == "contract_keys.5"  # the keys above slot 5, not the 4 other slots'
    state = apply(state, BoxFigure("contract_keys.5", "5"))
    assert GAME.needed(state, take) == "contract_prices.5"  # 2 keys, the 5th slot needs 5: its price is read
    with pytest.raises(RuleError, match="The keys above the contract slots go down"):
        apply(state, BoxFigure("contract_keys.1", "2"), BoxFigure("contract_keys.2", "1"))  # a slot further right never needs fewer keys
    state = apply(state, BoxFigure("contract_prices.5", "7"), take)
    assert held(state, ANNA).coins == 2
    assert view(state, None).components.contract_prices == (None, None, None, None, 7)  # the others: not read yet


def test_a_merchant_on_an_empty_space_needs_the_market_bonuses() -> None:
    # kilia-fr "Marchands": a bonus is given to the first merchant on an empty space
    state = seat(table(2, unknown=("market_bonuses",)), ANNA, coins=5)
    move = PlaceMerchant(ANNA, 1, 0, None)
    assert GAME.needed(state, move) == "market_bonuses.0"  # the bonus of the space the merchant goes on
    with pytest.raises(FigureNeeded) as missing:
        GAME.apply(state, move)
    assert missing.value.english() == ("Which bonus does a player board show on its market space at the "
                                       "bottom left?")
    state = apply(state, BoxFigure("market_bonuses.0", "coins"))
    assert GAME.needed(state, PlaceMerchant(ANNA, 1, 2, None)) == "market_bonuses.2"  # another space: its own
    state = apply(state, move)
    assert held(state, ANNA).coins == 5 + 3  # kilia-fr "Marchands": the space's "3 pièces"
    assert view(state, None).components.market_bonuses == (Bonus.COINS, None, None, None, None, None)


def test_a_scoring_token_needs_its_wheel_and_the_extra_wheel_where_it_lies() -> None:
    # kilia-fr: "15 pièces : Vous devez payer 15 pièces"; "recouvrir l'un des gouvernails avec le jeton Gouvernail de
    # score supplémentaire"
    state = seat(table(2, unknown=LATE_OPTIONS, extra_wheel="coins"), ANNA, coins=15)
    token = PlaceToken(ANNA, Goal.COINS)
    assert GAME.needed(state, token) == "extra_wheel_values"
    with pytest.raises(RuleError, match="The extra scoring wheel covers this wheel"):
        apply(state, BoxFigure("wheel_coins", "6 4 3 2 1"))
    assert GAME.needed(seat(state, ANNA, coins=14), token) is None  # refused for its goal first: nothing to read
    state = apply(state, BoxFigure("extra_wheel_values", "9 5 1"), token)
    assert held(state, ANNA).coins == 0 and GAME.needed(state, PlaceToken(ANNA, Goal.ZONE4)) is None


def test_a_warehouse_needs_the_canal_spaces() -> None:
    # kilia-fr: "dans un emplacement vide de votre choix, le long du canal"
    state = seat(table(2, actions=[WAREHOUSE_CARD, SHIPYARD_CARD], first_seat=ERIC, unknown=("canal_spaces",)), ERIC,
                 goods=RICH, zones={"castle": 1})
    state = apply(state, Develop(ERIC, Zone.WAREHOUSE, 1, Payment(goods(grain=1))))
    build = BuildWarehouse(ERIC, 2, 3)
    assert GAME.needed(state, build) == "canal_spaces"
    state = apply(state, BoxFigure("canal_spaces", "4"), build)
    assert held(state, ERIC).warehouses[0].card == card(SHIPYARD_CARD)


def test_the_fact_and_a_state_without_figures_go_through_json() -> None:
    state = table(2, unknown=LATE_OPTIONS)
    fact = BoxFigure("wheel_zone4", "9 7 5 3 2 1")
    assert serial.tagged_from_json(GAME.action_types, json.loads(json.dumps(serial.tagged_to_json(fact)))) == fact
    assert serial.from_json(KiliaState, json.loads(json.dumps(serial.to_json(state)))) == state
    assert GAME.events(state, fact, apply(state, fact))[0].key == "Read off the box, kept for the next games: {entry}"


def test_a_random_game_without_figures_reads_them_as_facts_and_replays_from_json() -> None:
    # A playout that starts knowing no figure reads each (the samples', games/kilia/samples.py) before it plays on;
    # the journal's JSON of its actions replays to the same state (undo, replay and resume rebuild it so).
    rng = random.Random(7)
    start = state = table(3, unknown=LATE_OPTIONS)
    played = []
    for _ in range(300):
        action = GAME.sample_action(state, rng)
        if action is None:
            break
        try:
            state = GAME.apply(state, action)
        except RuleError:
            continue
        played.append(json.dumps(serial.tagged_to_json(action)))
    read = [a for a in map(lambda t: serial.tagged_from_json(GAME.action_types, json.loads(t)), played)
            if isinstance(a, BoxFigure)]
    assert {a.entry for a in read} == set(LATE_OPTIONS) - {"extra_wheel_values"}
    replayed = start
    for text in played:
        replayed = GAME.apply(replayed, serial.tagged_from_json(GAME.action_types, json.loads(text)))
    assert replayed == state
