"""A whole game of Explorers & Pirates through the real window: scenario 5 (every mission: pirate lairs, fish and
spices) with 3 players, the turn button on mock GPIO pins.

The table's moves come from the engine's sampler with dice that favour the player on turn (catan_helpers.
table_move), so that the game reaches its target (~2400 actions). By touch: every action of the first 30 (the
set-up pieces on the map and the first rolls), the first two of every other kind (each kind of discovery apart, so
every kind the game meets is made by touch, the end of turn on the turn button's pin among them), and every rare
one (a crew landed or picked up, a chase, a lair flipped, a hero's roll, a spice village visited, a discard, a
settlement founded from a ship). The rest (rolls, ship moves, trades, sales, builds, ends of turn, the fish die)
are played straight on the session. The rules themselves are proven on the engine by whole random games of every
scenario and player count (tests/games/catan_ep/test_random_games*.py); this game proves that each of them can be
made at the table, and that the table follows a long game to its end.
"""

from __future__ import annotations

import random

import pytest
from gpiozero.pins.mock import MockFactory

from games.catan_ep.missions import points, step_of
from games.catan_ep.model import Kind, Mission, Phase
from tests.ui.catan_helpers import create_catan_game, panel_texts, perform, store_board, table_move
from tests.ui.harness import Harness

# The rare actions (a handful a game), made by touch every time; every other kind by touch the first PER_KIND
# times (a pirate, a sale or a build more by touch proves nothing the first ones did not).
TOUCH_ALWAYS = frozenset({"Discard", "LandCrews", "PickUpCrews", "Chase", "FlipLair", "HeroRoll", "HeroStep", "Found",
                          "VisitVillage"})
TOUCH_FIRST = 30  # the set-up's pieces and the first rolls
PER_KIND = 2


def play_to_the_end(app: Harness, factory: MockFactory, seed: int, touch_all: int, per_kind: int,
                    always: frozenset[str], limit: int) -> dict[str, int]:
    """The game to its end; by touch: every action of the first ``touch_all``, the first ``per_kind`` of each
    kind, and every one of ``always``. Returns how many of each kind were made by touch (a Reveal also under
    "Reveal <kind>")."""
    screen = app.screen
    session = screen.session
    rng = random.Random(seed)
    touched: dict[str, int] = {}
    while session.state.phase is not Phase.OVER:
        assert len(session.history) < limit, f"no winner after {limit} actions"
        action = table_move(session.game, session.state, rng)
        kind = type(action).__name__
        key = f"Reveal {action.kind.value}" if kind == "Reveal" else kind  # each kind of discovery apart
        played = len(session.history)
        if played < touch_all or kind in always or touched.get(key, 0) < per_kind:
            if played >= touch_all:
                screen.refresh()  # moves played straight on the session show before the next touch
                app.settle()
            perform(app, factory, action)
            touched[key] = touched.get(key, 0) + 1
            touched[kind] = touched.get(kind, 0) + (key != kind)
        else:
            session.play(action)
        assert len(session.history) == played + 1 and session.history[-1] == action, (action, screen.sel,
                                                                                       panel_texts(app))
    screen.refresh()  # the last move may have been played straight on the session
    app.settle()
    return touched


@pytest.mark.timeout(1500)  # ~2400 actions, ~100 of them by touch
def test_a_whole_scenario_5_game_for_three_players(start_app) -> None:  # type: ignore[no-untyped-def]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    board = store_board(app, 5)  # the board and the three tracks entered before: the entry opens prefilled, Keep
    screen = create_catan_game(app, ["Ana", "Bo", "Cy"], scenario=5, first_time=False)
    session = screen.session
    assert session.setup.option("board") == board
    assert [t.mission for t in session.state.tracks] == [Mission.PIRATE_LAIRS, Mission.FISH, Mission.SPICES]
    touched = play_to_the_end(app, factory, seed=5, touch_all=TOUCH_FIRST, per_kind=PER_KIND, always=TOUCH_ALWAYS,
                              limit=4000)
    state = session.state
    assert touched["EndTurn"] >= PER_KIND  # the turn button on its pin
    assert {"Place", "Roll", "MoveShip", "BuildHarbor", "BuildShip", "FishRoll", "TakeFish", "VisitVillage",
            "SellResource", "Reveal fish", "Reveal village", "PlacePirate", "Discard", "LandCrews"} <= set(touched), \
        touched
    assert any(h.kind is Kind.VILLAGE and h.crews for h in state.hexes)
    assert all(any(step_of(state, s, m) for s in range(3)) for m in (Mission.FISH, Mission.SPICES))  # delivered
    winner = state.winner
    assert winner is not None and points(state, winner) >= 17  # "un joueur possède au moins 17 points de victoire"
    assert screen.ids.status.text == f"{['Ana', 'Bo', 'Cy'][winner]} wins with {points(state, winner)} points"
    assert app.wait_until(lambda: app.screen.name == "result")  # the win goes to the one result screen
    assert app.screen.ids.title.text == f"{['Ana', 'Bo', 'Cy'][winner]} wins"
