"""The Kilia table through the real window: nothing of the box asked before the first move, the cards turned up, the boards
chosen, a turn by touch (a development paid on the payment entry, its improvement, a merchant and its bonus, a
contract fulfilled), refusals with the engine's reason, a correction, undo."""

from __future__ import annotations

import random
from typing import Any

import pytest
from kivy.core.window import Window

from companion.screens.i18n import tr
from games.kilia import LATE_OPTIONS, cards
from games.kilia.actions import BoxFigure, BuildWarehouse, ChooseColour, Correct, Develop, PlaceMerchant, Skip
from games.kilia.model import Colour, Good, Goods, Phase, Zone
from games.kilia.samples import SAMPLE_OPTIONS
from tests.games.kilia.helpers import card, contract
from tests.ui.harness import Harness
from tests.ui.kilia_helpers import (close_overlays, counts_entry, create_kilia_game, data_entry, described_pick,
                                    panel_button, panel_texts, problem_text, reveal_card,
                                    reveal_contract, set_counts, supply_card, tap_panel)
from tests.ui.kilim_helpers import create_on_new_game
from tests.ui.looks import flaws
from tests.ui.test_screenshots import OUT

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


def test_the_first_game_asks_nothing_before_the_first_move_and_settings_asks_every_figure(start_app) -> None:  # type: ignore[no-untyped-def]
    # docs/design.md#box-data-once-shared: nothing is asked before the first move that the first move does not
    # need. Set-up step 9 deals each board its start contract face up, but "Seuls les contrats remplis vous
    # rapportent des points": its figures wait for its fulfilment, as the figures above the slots, the bonuses, the
    # wheels and the canal wait for their move.
    app = start_app()
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button("Kilia"))
    create_on_new_game(app, NAMES)
    assert app.wait_until(lambda: app.screen.name == "kilia") and data_entry() is None
    options = dict(app.screen.session.setup.options)
    assert options["action_cards"] == options["contracts"] == "unlisted"  # no list in the file: described as turned up
    assert not set(options) & set(LATE_OPTIONS)  # learnt as facts when a move first needs them
    app.tap(app.screen.ids.home_button)
    create_kilia_game(app, ["Ute", "Vic"], first_time=False)

    # kilia-fr "recouvrir l'un des gouvernails avec le jeton Gouvernail de score supplémentaire": the extra wheel's
    # values wait for a token on it too.
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button("Kilia"))
    app.tap(app.screen.ids.rules_button)
    app.tap("stays in the box")  # -> covers the wheel of 1 zone developed 4 times
    app.tap("OK")
    create_on_new_game(app, ["Ute", "Vic"])
    assert app.wait_until(lambda: app.screen.name == "kilia") and data_entry() is None

    # Settings, "Enter the box's figures now": every figure the file does not hold, each page prefilled.
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.settings_button)
    assert "Enter the box's figures now, or correct them" in app.visible_texts()
    app.tap(next(w for w in app.screen.ids.component_data.children if w.text == "Kilia"))
    entry = data_entry()
    assert entry is not None and {q.option for q in entry.questions} >= {*LATE_OPTIONS} - {"extra_wheel_values"}
    assert entry.answers["start_contracts"] == [None] * 4  # never needed yet: each board's "tap to enter"


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
    # 10 cards turned up (the boards came with New game), and the prices above the slots, read off the box when
    # Develop first needed them (the table entered them before: recorded, not asked): nothing more
    assert len(session.history) == 11 and session.history[-1] == BoxFigure("supply_prices", "1 3 5 7")
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


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_the_end_names_who_set_it_off_and_whose_delivery_comes(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    """The last-round banner names the player whose 4th scoring token set it off ("Lorsqu'un joueur place son 4e
    jeton de score, la dernière manche est déclenchée"); after it the status line and the main button say the same
    thing, naming the player who delivers to the points skills now ("Fin de la partie et décompte des points"),
    and no card is turned up any more."""
    app = start_app(language=language)
    screen = create_kilia_game(app, NAMES)
    session = screen.session
    rng = random.Random(3)

    def play(until: Any) -> None:  # the table's moves straight on the session: the screens under test come after
        while not until(session.state):
            action = session.game.sample_action(session.state, rng)
            if not isinstance(action, Correct):
                session.play(action)
        close_overlays(app)
        screen.refresh()
        app.settle()

    play(lambda s: s.final_round is not None and s.phase is Phase.TURNS)
    trigger = NAMES[session.state.final_trigger]
    assert len(session.state.seats[session.state.final_trigger].claims) == 4
    assert screen.ids.banner.text == tr.message("{player} placed their 4th scoring token: round {round} will be the "
                                                "last", {"player": trigger, "round": session.state.final_round})
    play(lambda s: s.last_round and s.phase is Phase.TURNS)
    assert trigger in screen.ids.banner.text  # still named in the last round
    play(lambda s: s.phase is Phase.DELIVERY)
    due = next(s for s, held in enumerate(session.state.seats) if held.delivered is None)
    assert screen.ids.status.text == tr.message("The end · {player} delivers goods to the points skills",
                                                {"player": NAMES[due]})
    assert screen.ids.main_button.text == tr.message("Deliver {player}'s goods", {"player": NAMES[due]})
    assert tr._("Turn up cards from the decks into the empty slots, left to right, and tell the app each "
                "one") not in panel_texts(app)  # no card is asked for any more
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-kilia-delivery-named.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(screen.ids.main_button)
    entry = counts_entry()
    assert entry is not None and NAMES[due] in entry.title  # the button opens that player's delivery
    app.tap(entry.confirm_button)
    assert session.state.seats[due].delivered is not None
    play(lambda s: all(held.delivered is not None for held in s.seats))
    assert screen.ids.status.text == tr._("The end · every delivery is made: turn over the fulfilled contracts")
    assert screen.ids.main_button.text == tr._("Turn over the contracts")
    app.tap(screen.ids.main_button)
    assert app.wait_until(lambda: app.screen.name == "result")
