"""A whole 3-player game of Kilia through the real window, the turn button on mock GPIO pins.

By touch: the new game, the component data (asked the first time only), the ten cards of the set-up turned
up on the reveal entry, the boards chosen in turn, and the first player's first turn (a development paid on the
payment entry). Then the engine's sample_action plays the table's moves (telling every card and payment by
touch would be long), but the ends of turn of the first three rounds and of the last are the turn button on its
GPIO pin, the ships' incomes of those rounds and every delivery are told on the counts entry opened by that
button, the contracts are turned over with it, and the final score is read off the screen.
"""

from __future__ import annotations

import random

import pytest
from gpiozero.pins.mock import MockFactory

from games.kilia.actions import Correct, Deliver, Develop, EndTurn, RevealContracts, ShipIncome
from games.kilia.council import points_goods
from games.kilia.model import GOODS, Phase
from tests.games.kilia.helpers import card, contract
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import press_advance
from tests.ui.kilia_helpers import (close_overlays, counts_entry, create_kilia_game, panel_texts, reveal_card,
                                    reveal_contract, set_counts, supply_card, tap_panel)

NAMES = ["Anna", "Eric", "Cleo", "Dora"]
BOARDS = ("White", "Red", "Yellow", "Brown")
CARDS = ["warehouse/exchange:salt+wood", "castle/points:salt", "university/extra:castle", "shipyard/points:wood",
         "warehouse/points:grain"]
# Ends of turn and ships' incomes by the button and their entries in the first rounds and the last; those between
# are played straight on the session (one more round by the button proves nothing the first ones did not).
BY_BUTTON_ROUNDS = 3
CONTRACTS = ["1grain > 2coins = 2", "1brick 1any > 1contract = 3", "2salt > 1any = 4", "1wood > 3coins = 1",
             "1salt 1grain > 2coins = 5"]


def pad(app: Harness, names: list[str]) -> dict[str, list[str]]:
    """The result screen's breakdown (the score pad's rows), by row title."""
    grid = next(w for w in app.screen.ids.panel.widgets() if type(w).__name__ == "KitGrid")
    cells = [c.text for c in reversed(grid.children)]
    width = len(names) + 1
    rows = [cells[i:i + width] for i in range(0, len(cells), width)]
    columns = [next(s for s, name in enumerate(names) if head.endswith(f". {name}")) for head in rows[0][1:]]
    assert rows[0][0] == "" and sorted(columns) == list(range(len(names)))  # a column per player, in rank order
    return {row[0]: [row[1 + columns.index(s)] for s in range(len(names))] for row in rows[1:]}  # by seat


@pytest.mark.timeout(900)  # a whole game takes minutes on a loaded 2-core machine
def test_a_whole_three_player_game_through_the_screens(start_app) -> None:  # type: ignore[no-untyped-def]
    """Three players; the engine's random games prove the rules for 2 to 4 (tests/games/kilia)."""
    players = 3
    names = NAMES[:players]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    screen = create_kilia_game(app, names)
    session = screen.session
    game = session.game

    # Set-up steps 5-6: five contracts and five action cards turned up, told on the entry the button opens.
    press_advance(app, factory)
    for code in CARDS:
        reveal_card(app, card(code))
    for code in CONTRACTS:
        reveal_contract(app, contract(code))
    assert app.wait_until(lambda: not session.state.reveal_due)
    # Step 8: the boards are the colours the players took on New game (kilia-fr "chaque joueur choisit une couleur").
    assert [held.colour.value for held in session.state.seats] == [p.colour for p in session.setup.players]
    assert [word.lower() for word in BOARDS[:players]] == [p.colour for p in session.setup.players]
    assert session.state.phase is Phase.TURNS
    # Anna's first action by touch: the yellow card develops her warehouse zone for 1 grain.
    app.tap(supply_card(app, "action", 1))
    tap_panel(app, "Develop the warehouse zone (1 × grain)")
    app.tap(counts_entry().confirm_button)  # type: ignore[union-attr]
    assert isinstance(session.history[-1], Develop)

    rng = random.Random(11)
    pressed = incomes = deliveries = 0
    while session.state.phase is not Phase.OVER:
        state = session.state
        action = game.sample_action(state, rng)
        if isinstance(action, EndTurn) and (pressed < players * BY_BUTTON_ROUNDS or state.last_round):
            close_overlays(app)
            screen.refresh()  # the moves played straight on the session show now
            if state.final_round is not None and state.phase is Phase.TURNS and state.last_round:
                assert "This round is the last" in screen.ids.banner.text
            turns = len(session.history)
            press_advance(app, factory)  # the turn button: End turn
            assert app.wait_until(lambda: len(session.history) == turns + 1), (panel_texts(app), action)
            assert session.history[-1] == action
            pressed += 1
        elif isinstance(action, ShipIncome) and (incomes < players * BY_BUTTON_ROUNDS or state.last_round):
            close_overlays(app)
            screen.refresh()
            press_advance(app, factory)  # "Ship income": the entry for the next ship that has not sailed
            entry = counts_entry()
            assert entry is not None
            seat = next(s for s, held in enumerate(state.seats) if not held.sailed)
            set_counts(app, {**{f"goods:{g.value}": action.goods.get(g) for g in GOODS}, "coins": action.coins})
            app.tap(entry.confirm_button)
            assert isinstance(session.history[-1], ShipIncome) and session.history[-1].seat == seat
            incomes += 1
        elif isinstance(action, Deliver):
            close_overlays(app)
            screen.refresh()
            press_advance(app, factory)  # "Deliver goods": the entry for the next seat that has not delivered
            entry = counts_entry()
            if entry is not None:
                counts = {key: 0 for key in entry.counts}
                counts.update({f"goods:{g.value}": action.goods.get(g) for g in GOODS if f"goods:{g.value}" in counts})
                for space in action.merchants:
                    counts[f"merchant:{space}"] += 1
                set_counts(app, counts)
                app.tap(entry.confirm_button)
            assert app.wait_until(lambda: session.state.seats[action.seat].delivered is not None)
            assert session.history[-1] == action
            deliveries += 1
        elif isinstance(action, RevealContracts):
            close_overlays(app)
            screen.refresh()
            assert screen.ids.main_button.text == "Turn over the contracts"
            press_advance(app, factory)
            assert app.wait_until(lambda: app.screen.name == "result")  # the one end of every game
        elif not isinstance(action, Correct) or rng.random() < 0.5:
            session.play(action)
    assert pressed >= players * BY_BUTTON_ROUNDS  # the turns of the first rounds and of the last, by the button
    assert incomes >= players * BY_BUTTON_ROUNDS
    assert deliveries == sum(1 for held in session.state.seats if points_goods(held))  # the others score none

    outcome = session.outcome
    assert outcome is not None
    winners = ", ".join(names[s] for s in outcome.winners)
    rows = pad(app, names)
    assert rows["Total"] == [str(v) for v in outcome.scores]
    breakdowns = game.scores(session.state)
    assert rows["Fulfilled contracts"] == [str(b.contracts) for b in breakdowns]  # turned over: shown now
    assert rows["Scoring wheels"] == [str(b.council) for b in breakdowns]

    app.tap("Home")
    app.tap("History")
    assert any(f"Won by {winners}" in text for text in app.visible_texts())
    app.tap("Open")  # a finished game opens on its final score
    assert app.wait_until(lambda: app.screen.name == "result")
    assert pad(app, names) == rows
