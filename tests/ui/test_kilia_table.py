"""The Kilia table through the real window: the component data asked once, the cards turned up, the boards
chosen, a turn by touch (a development paid on the payment entry, its improvement, a merchant and its bonus, a
contract fulfilled), refusals with the engine's reason, a correction, undo."""

from __future__ import annotations

from typing import Any

from kivy.core.window import Window

from games.kilia import cards
from games.kilia.actions import BuildWarehouse, ChooseColour, Develop, PlaceMerchant, Skip
from games.kilia.model import Colour, Good, Goods, Zone
from games.kilia.samples import SAMPLE_OPTIONS
from tests.games.kilia.helpers import card, contract
from tests.ui.harness import Harness
from tests.ui.kilia_helpers import (UNLISTED_DATA, answer_data, counts_entry, create_kilia_game, data_entry,
                                    described_pick, panel_button, panel_texts, problem_text, reveal_card,
                                    reveal_contract, set_counts, supply_card, tap_panel)
from tests.ui.kilim_helpers import create_on_new_game

NAMES = ["Anna", "Eric", "Cleo"]
CARDS = ["warehouse/exchange:salt+wood", "castle/points:salt", "university/extra:castle", "shipyard/points:wood",
         "warehouse/points:grain"]
CONTRACTS = ["1grain > 2coins = 2", "1brick 1any > 1contract = 3", "2salt > 1any = 4", "1wood > 3coins = 1",
             "1salt 1grain > 2coins = 5"]


def start_and_turn_up(app: Harness) -> object:
    screen = create_kilia_game(app, NAMES)
    # kilia-fr step 8, "chaque joueur choisit une couleur": chosen on New game, where each row's colour is a board
    assert [held.colour for held in screen.session.state.seats] == [Colour.WHITE, Colour.RED, Colour.YELLOW]
    assert screen.ids.status.text == "Round 1 · Anna's turn"
    assert screen.ids.main_button.text == "Turn up a card"
    app.tap(screen.ids.main_button)
    for code in CARDS:
        reveal_card(app, card(code))
    for code in CONTRACTS:
        reveal_contract(app, contract(code))
    assert app.wait_until(lambda: counts_entry() is None), problem_text(counts_entry())  # type: ignore[arg-type]
    return screen


def test_the_first_game_asks_the_component_data_once_and_keeps_it(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = create_kilia_game(app, NAMES)
    options = dict(screen.session.setup.options)
    for name, value in UNLISTED_DATA.items():
        if name == "start_contracts":  # the same contracts, each written in the codes' own order
            assert cards.start_contracts(options[name]) == cards.start_contracts(str(value))
        elif name != "extra_wheel_values":  # the extra wheel stays in the box: its values are not asked
            assert str(options[name]) == str(value), name
    assert "extra_wheel_values" not in options
    assert app.context.preferences.get("kilia_data_wheel_zone4") == "9 7 5 3 2 1"
    assert app.context.preferences.get("kilia_data_extra_wheel_values") is None
    app.tap(screen.ids.home_button)
    create_kilia_game(app, ["Ute", "Vic"], first_time=False)  # asked once

    # kilia-fr "recouvrir l'un des gouvernails avec le jeton Gouvernail de score supplémentaire": a table that
    # chooses the extra wheel is asked its values, and only those.
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button("Kilia"))
    app.tap(app.screen.ids.rules_button)
    app.tap("stays in the box")  # -> covers the wheel of 1 zone developed 4 times
    app.tap("OK")
    create_on_new_game(app, ["Ute", "Vic"])
    entry = data_entry()
    assert entry is not None and [q.option for q in entry.questions] == ["extra_wheel_values"]
    answer_data(app)
    assert app.wait_until(lambda: app.screen.name == "kilia")
    assert app.screen.session.state.components.wheels[0] == (10, 8, 6, 4, 2)

    # Settings: the data entered can be entered again, every answer prefilled.
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.settings_button)
    app.tap(next(w for w in app.screen.ids.component_data.children if w.text == "Kilia"))
    entry = data_entry()
    assert entry is not None and entry.answers["supply_prices"] == "1 3 5 7"
    assert "extra_wheel_values" in [q.option for q in entry.questions]  # entered before: asked again too


def test_boards_cards_and_a_turn_by_touch(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = start_and_turn_up(app)
    session = screen.session
    state = session.state
    assert [c.skill for c in state.action_slots] == [card(c).skill for c in CARDS]
    assert list(state.contract_slots) == [contract(c) for c in CONTRACTS]
    assert not any(isinstance(move, ChooseColour) for move in session.history)  # the boards came with New game
    # kilia-fr: "Vous devez payer le coût total de la carte, peu importe le nombre de clés qu'il vous manque":
    # with 3 coins, Anna cannot take the 4th or 5th card; their price says why.
    shown = {slot: supply_card(app, "action", slot).text for slot in range(1, 6)}
    assert ["(has 3)" in text for text in shown.values()] == [False, False, False, True, True]
    assert shown[4].endswith("5 coins (has 3)")

    # The 2nd card, white (castle): Anna (white) has no salt, and the reason says so on the panel.
    app.tap(supply_card(app, "action", 2))
    assert "Anna has 1 key: the card's price is 1 coin" in panel_texts(app)
    tap_panel(app, "Develop the castle (1 × salt)")  # the payment entry says what the engine refuses
    app.tap(counts_entry().confirm_button)  # type: ignore[union-attr]
    refused = problem_text(counts_entry())  # type: ignore[arg-type]
    assert refused.startswith("This payment makes nothing; the cost is 1 × salt"), refused
    app.tap(counts_entry().cancel_button)  # type: ignore[union-attr]
    assert len(session.history) == 10  # 10 cards turned up (the boards came with New game): nothing more
    # The 1st card, yellow: Anna develops her warehouse zone with 1 grain, on the payment entry.
    app.tap(supply_card(app, "action", 1))
    assert "Anna has 1 key: the card's price is free" in panel_texts(app)
    tap_panel(app, "Develop the warehouse zone (1 × grain)")
    entry = counts_entry()
    assert entry is not None and entry.counts["supply:grain"] == 1  # the payment found: 1 grain from the supply
    app.tap(entry.confirm_button)
    assert session.history[-1] == Develop(0, Zone.WAREHOUSE, 1, session.history[-1].payment)
    assert session.state.seats[0].goods.grain == 0
    # The warehouse's improvement: a 2nd card as a warehouse on a canal space.
    assert any("as a warehouse on an empty canal space" in t for t in panel_texts(app)), panel_texts(app)
    tap_panel(app, "Castle · Points: salt (1 coin)")  # slot 1 stays empty until the end of the turn
    app.tap(chooser().answer_buttons[3])
    assert session.history[-1] == BuildWarehouse(0, 2, 3, False)
    # Undo takes it back; Go without instead.
    app.tap(screen.ids.undo_button)
    assert session.state.turn.pending
    tap_panel(app, "Go without")
    assert session.history[-1] == Skip(0)
    # The turn's action is played: the end of the turn is the primary button.
    app.tap(screen.ids.main_button)
    assert session.state.seat == 1
    assert screen.ids.main_button.text == "Turn up a card"  # the supply shifted left, one slot to fill


def panel_button_disabled(app: Harness, text: str) -> bool:
    """Refused now: it looks disabled, and a tap says why."""
    return bool(panel_button(app, text).refused)


def chooser() -> Any:
    """The open public question (a canal space, a good): its answer buttons by value."""
    return next(w for w in Window.children if hasattr(w, "answer_buttons"))


def test_a_merchant_with_any_good_and_a_correction(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = start_and_turn_up(app)
    session = screen.session
    # kilia-fr "Avant ou après une action, vous pouvez également remplir des contrats": Anna's start contract
    # (white: 1 grain and 1 brick for 2 coins), paid as the entry found it.
    tap_panel(app, "Fulfil")
    entry = counts_entry()
    assert entry is not None and (entry.counts["supply:grain"], entry.counts["supply:brick"]) == (1, 1)
    app.tap(entry.confirm_button)
    held = session.state.seats[0]
    assert (len(held.fulfilled), held.coins, held.goods) == (1, 5, Goods(0, 0, 0, 1))
    app.tap(screen.ids.seats.chips()[0])
    assert "1 fulfilled, face down" in panel_texts(app)
    assert not any("2 points" in text for text in panel_texts(app))  # face down: its points are not shown
    screen.back()
    app.tap(supply_card(app, "action", 3))
    # SAMPLE market bonuses: bottom left any good
    assert SAMPLE_OPTIONS["market_bonuses"].split()[0] == "any_good"
    tap_panel(app, "Bottom left · bonus: Any good")
    app.tap(chooser().answer_buttons[Good.WOOD])
    assert session.history[-1] == PlaceMerchant(0, 3, 0, Good.WOOD)
    assert session.state.seats[0].goods == Goods(0, 0, 0, 2)
    # A seat's board, and a correction of its goods and coins.
    app.tap(screen.ids.seats.chips()[0])
    assert "Correct goods and coins" in panel_texts(app)
    tap_panel(app, "Correct goods and coins")
    set_counts(app, {"goods:salt": 2, "coins": 6})
    app.tap(counts_entry().confirm_button)  # type: ignore[union-attr]
    assert session.state.seats[0].goods.salt == 2 and session.state.seats[0].coins == 6
    assert app.wait_until(lambda: counts_entry() is None)


def test_a_game_left_mid_action_continues_where_it_was(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = start_and_turn_up(app)
    app.tap(supply_card(app, "action", 1))
    tap_panel(app, "Develop the warehouse zone (1 × grain)")
    app.tap(counts_entry().confirm_button)  # type: ignore[union-attr]
    history = screen.session.history
    texts = panel_texts(app)
    assert any("as a warehouse on an empty canal space" in t for t in texts)

    app = start_app()  # the app starts again on the same journal
    app.tap("Continue")
    assert app.wait_until(lambda: app.screen.name == "kilia")
    assert app.screen.session.history == history
    assert panel_texts(app) == texts  # the warehouse the development waits for, as it was
    assert app.screen.ids.status.text == "Round 1 · Anna's turn"


def test_a_contract_described_once_is_picked_from_a_list_the_next_time(start_app) -> None:  # type: ignore[no-untyped-def]
    # The box's contract list is not entered: the table describes each contract it turns up once; in the next
    # game the contracts described before are offered as a list to pick from.
    app = start_app()
    start_and_turn_up(app)
    app.tap(app.screen.ids.home_button)
    screen = create_kilia_game(app, ["Ute", "Vic"], first_time=False)
    app.tap(screen.ids.main_button)
    for code in CARDS:
        reveal_card(app, card(code))
    assert app.wait_until(lambda: described_pick() is not None)
    offered = [value for value in described_pick().answer_buttons if value is not None]  # type: ignore[union-attr]
    assert offered == [contract(c) for c in CONTRACTS]
    app.tap(described_pick().answer_buttons[contract(CONTRACTS[2])])  # type: ignore[union-attr]
    assert screen.session.state.contract_slots[0] == contract(CONTRACTS[2])
    # The next one: the contract on the table now is not offered again.
    assert app.wait_until(lambda: described_pick() is not None)
    assert contract(CONTRACTS[2]) not in described_pick().answer_buttons  # type: ignore[union-attr]
