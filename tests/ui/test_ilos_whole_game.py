"""A whole 3-player game of Ilos through the real window, the turn button on mock GPIO pins.

By touch: the new game, the price rows (asked the first time only), the three tiles of the exploration area
described on the tile entry, Ana's first island on the map, and Ana's first action (a plantation, its cost
shown first). Then the engine's sample_action plays the table's moves (entering every tile and map move by
touch would be long), but every end of turn is the turn button on its GPIO pin, and the screens are lifted
and the shared result screen shows each stash sold at the market's prices.
"""

from __future__ import annotations

import random

from gpiozero.pins.mock import MockFactory
from kivy.core.window import Window

from companion.screens.ilos.tile_entry import TileEntry
from companion.screens.widgets import Overlay
from games.ilos.actions import EndTurn, Plantation, RevealStashes
from games.ilos.model import Phase, Resources, Spot, SpotKind, TileSpec
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import (create_ilos_game, enter_tile, overlay, panel_texts, press_advance, tap_map,
                                   tap_panel)

E, D, G, S, R, B = SpotKind.EBONY, SpotKind.DYE, SpotKind.GOLD, SpotKind.SPICES, SpotKind.RUINS, SpotKind.BUILDING
HOME = TileSpec(1, (Spot(0, E), Spot(0, D), Spot(0, G), Spot(0, B)), (0,), (0,), (0,), (0,))
LAIR = TileSpec(2, (Spot(0, S), Spot(0, R), Spot(1, E)), north=(0,), east=(1,), south=(1,), west=(0,), lair=True)
MINES = TileSpec(1, (Spot(0, G), Spot(0, G), Spot(0, S), Spot(0, B)), (0,), (0,), (0,), (0,))
NAMES = ["Ana", "Bo", "Cy"]


def seat_hands(app: Harness) -> list[str]:
    return [chip.figures.split(" · ")[0] for chip in app.screen.ids.seats.chips()]


def cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def choose_in(app: Harness, value: object) -> None:
    """The open public question (whose hand the missing cards come from): tap that answer."""
    def chooser() -> Overlay | None:
        return next((w for w in Window.children if isinstance(w, Overlay) and hasattr(w, "answer_buttons")), None)

    assert app.wait_until(lambda: chooser() is not None)
    app.tap(chooser().answer_buttons[value])  # type: ignore[union-attr]


def test_a_whole_three_player_game_through_the_screens(start_app) -> None:  # type: ignore[no-untyped-def]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    screen = create_ilos_game(app, NAMES)
    session = screen.session
    game = session.game
    # no price row asked before the first move: each is read when a move first needs it (the playout's facts)
    assert not any(name.endswith("_prices") for name in dict(session.setup.options))
    assert screen.ids.status.text == "First islands · Ana"

    # ilos-fr MISE EN PLACE (E): "Révélez les 3 premières Tuiles et placez-les dans la zone d'exploration"
    app.tap(screen.ids.main_button)  # "Turn up a tile"
    for spec in (HOME, LAIR, MINES):
        enter_tile(app, spec)
    assert overlay(TileEntry) is None  # closed once the area shows 3
    assert list(session.state.area) == [HOME, LAIR, MINES]

    # PREMIÈRES ÎLES: Ana puts a tile in the middle of the table and a ship on one of its islands, by touch
    tap_map(app, (0, 0))
    assert "The first island goes here" in panel_texts(app)
    assert "Free: Ana's first island and first ship" in panel_texts(app)
    assert app.screen.ids.main_button.text == "Place the first island"
    app.tap(app.screen.ids.main_button)
    assert session.state.tiles[0].tile == HOME and session.state.ships[0].seat == 0
    assert screen.ids.main_button.text == "Turn up a tile"  # the area is refilled at once

    rng = random.Random(5)
    pressed = plantation_by_touch = 0
    while session.state.phase is not Phase.OVER:
        state = session.state
        if (state.phase is Phase.ACTIONS and state.seat == 0 and state.seats[0].turns == 0 and not state.acted
                and not state.reveal_due and not plantation_by_touch):
            # Ana's first action, by touch: her tile, its ebony spot, the cost, then play it.
            tap_map(app, (0, 0))
            assert "Plantation: 3 cards" in panel_texts(app)  # the cost helper, this player, this island, now
            tap_panel(app, "Ebony · island 1 · free")
            hand = state.seats[0].hand
            assert (f"Ana discards the Plantation card and 2 more: 3 cards; Ana holds {hand}"
                    in panel_texts(app))
            assert "Ships needed on this island: 1; Ana has 1" in panel_texts(app)
            tap_panel(app, "Play the Plantation card")
            assert session.history[-1] == Plantation(0, 0, 0)
            assert session.state.seats[0].production == Resources(ebony=1)
            assert seat_hands(app)[0] == cards(hand - 3)
            plantation_by_touch += 1
            continue
        action = game.sample_action(state, rng)
        if isinstance(action, EndTurn):
            turns = sum(s.turns for s in state.seats)
            screen.refresh()  # the moves played straight on the session show now
            if state.end_trigger is not None and state.phase is Phase.ACTIONS:
                trigger = NAMES[state.end_trigger]
                assert f"{trigger} played their 10th pioneer" in screen.ids.banner.text
            press_advance(app, factory, settle=False)  # the turn button
            if action.take_from is not None:
                choose_in(app, action.take_from)  # several biggest hands: the table says whose
            assert app.wait_until(lambda: sum(s.turns for s in session.state.seats) == turns + 1), panel_texts(app)
            assert app.screen is screen
            pressed += 1
            assert seat_hands(app) == [cards(s.hand) for s in session.state.seats]
        elif isinstance(action, RevealStashes):
            screen.refresh()
            banner = screen.ids.banner.text
            assert "every player has played as many turns: lift the screens and sell the stashes" in banner.lower()
            if session.state.end_trigger >= 0:  # the banner still says who set off the last round
                assert f"{NAMES[session.state.end_trigger]} played their 10th pioneer" in banner
            press_advance(app, factory)  # "Lift the screens"
            assert app.wait_until(lambda: app.screen.name == "result")
        else:
            session.play(action)
    assert plantation_by_touch == 1
    assert pressed >= 3 * 5  # every turn ended by the button
    turns = [s.turns for s in session.state.seats]
    assert len(set(turns)) == 1  # FIN DE LA PARTIE: "Les joueurs doivent avoir joué le même nombre de tours"

    result = app.screen  # the shared result screen: each stash sold at the market's prices, line by line
    outcome = session.outcome
    winners = [NAMES[s] for s in outcome.winners]
    assert result.ids.title.text == (f"{winners[0]} wins" if len(winners) == 1 else
                                     f"{', '.join(winners)} share the win")
    texts = [w.text for w in result.ids.panel.widgets() if isinstance(getattr(w, "text", None), str)]
    assert all(f"{resource} at " in " ".join(texts) for resource in ("ebony", "dye", "gold", "spices"))
    ranked = [seat for group in outcome.ranking for seat in group]
    total = texts.index("Total")  # the first row under the names, a column per player in rank order
    assert texts[total + 1:total + 1 + len(NAMES)] == [str(outcome.scores[s]) for s in ranked]

    app.tap("Home")
    app.tap("History")
    assert any(f"Won by {', '.join(winners)}" in text for text in app.visible_texts())
    app.tap("Open")  # a finished game opens on its result
    assert app.wait_until(lambda: app.screen.name == "result")
