"""Whole games of Explorers & Pirates through the real window (issues 6 and 7, Tests): scenario 1 with 2 players
(the neutral pieces placed too), scenario 2 with 2 players and scenario 5 with 3, the turn button on mock GPIO
pins.

The table's moves come from the engine's sampler with dice that favour the player on turn (catan_helpers.
table_move), so that a game reaches its target. Scenario 1: every action is made by touch (the board painted on
the board entry, each set-up piece and build tapped on the map, the dice tapped, ships moved route by route,
discovered hexes entered) and every turn ends on the turn button. Scenario 2 runs ~1400 actions: the first 200
and every pirate, discard, discovery, crew, chase, capture and hero action are made by touch, the rest (rolls,
builds, moves, trades) straight on the session; every turn still ends on the turn button. Scenario 5 runs ~2400
actions: every turn's end, pirate, discard, discovery (fish shoals and spice villages too), fish die, fish taken,
crew left on a village, fast-gold sale, crew, chase, capture and hero action by touch, the rest on the session.
"""

from __future__ import annotations

import random

import pytest
from gpiozero.pins.mock import MockFactory

from games.catan_ep.missions import points, step_of
from games.catan_ep.model import Kind, Mission, Phase
from tests.ui.catan_helpers import create_catan_game, island_board, panel_texts, perform, store_board, table_move
from tests.ui.harness import Harness

TOUCH_ALWAYS = frozenset({"EndTurn", "PlacePirate", "Discard", "Reveal", "LandCrews", "PickUpCrews", "Chase",
                          "FlipLair", "HeroRoll", "Found"})
MISSIONS_TOUCHED = frozenset({"FishRoll", "TakeFish", "VisitVillage", "SellResource"})


def play_to_the_end(app: Harness, factory: MockFactory, seed: int, touch_all: int,
                    always: frozenset[str] = TOUCH_ALWAYS, limit: int = 10 ** 6) -> dict[str, int]:
    """The game to its end; every action by touch for the first ``touch_all`` and those of ``always`` after.
    Returns how many actions of each kind were made by touch (a Reveal also under "Reveal <kind>")."""
    screen = app.screen
    session = screen.session
    rng = random.Random(seed)
    touched: dict[str, int] = {}
    while session.state.phase is not Phase.OVER:
        assert len(session.history) < limit, f"no winner after {limit} actions"
        action = table_move(session.game, session.state, rng)
        kind = type(action).__name__
        played = len(session.history)
        if kind == "Reveal" and (played < touch_all or kind in always):
            touched[f"Reveal {action.kind.value}"] = touched.get(f"Reveal {action.kind.value}", 0) + 1
        if played < touch_all or kind in always:
            if played >= touch_all:
                screen.refresh()  # moves played straight on the session show before the next touch
                app.pump(1)
            perform(app, factory, action)
            touched[kind] = touched.get(kind, 0) + 1
        else:
            session.play(action)
        assert len(session.history) == played + 1 and session.history[-1] == action, (action, screen.sel,
                                                                                       panel_texts(app))
    screen.refresh()  # the last move may have been played straight on the session
    app.pump(2)
    return touched


@pytest.mark.timeout(900)  # a whole game takes minutes on a loaded 2-core machine
def test_a_whole_scenario_1_game_for_two_players(start_app) -> None:  # type: ignore[no-untyped-def]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    screen = create_catan_game(app, ["Ana", "Bo"], scenario=1)  # the board painted on the board entry
    session = screen.session
    assert session.setup.option("board") == island_board(1)
    assert app.context.preferences.get("catan_ep_board_1") == island_board(1)  # kept: entered once
    neutral = len(session.state.plan) - 8
    assert neutral == 6  # "Les pièces des couleurs non choisies sont placées sur le plateau à titre d'obstacle"

    touched = play_to_the_end(app, factory, seed=32, touch_all=10 ** 6)
    state = session.state
    assert touched["EndTurn"] == state.turns  # every turn ended on the turn button
    assert {"Place", "Roll", "MoveShip", "Reveal", "Found", "BuildHarbor", "BuildRoad"} <= set(touched)
    winner = state.winner
    assert winner is not None and points(state, winner) >= 8  # "au moins 8 points de victoire", on their turn
    assert screen.ids.status.text == f"{['Ana', 'Bo'][winner]} wins with {points(state, winner)} points"
    assert screen.ids.primary_button.text == "Points"
    assert screen.points_cells[winner][3] == str(points(state, winner))  # the points table shows the win


@pytest.mark.timeout(900)  # a whole game takes minutes on a loaded 2-core machine
def test_a_whole_scenario_2_game_for_two_players(start_app) -> None:  # type: ignore[no-untyped-def]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    screen = create_catan_game(app, ["Ana", "Bo"], scenario=2)  # the board, then the Pirate Lairs track
    session = screen.session
    assert session.setup.option("track_pirate_lairs") == "0 0 1 1 2 2 3 3 4"
    touched = play_to_the_end(app, factory, seed=7, touch_all=200)
    state = session.state
    assert touched["EndTurn"] == state.turns
    assert {"PlacePirate", "Discard", "LandCrews", "FlipLair", "HeroRoll", "Chase", "PickUpCrews"} <= set(touched)
    assert state.winner is not None and points(state, state.winner) >= 12
    assert screen.ids.status.text.endswith(f"wins with {points(state, state.winner)} points")


@pytest.mark.timeout(1500)  # ~2400 actions, ~450 of them by touch
def test_a_whole_scenario_5_game_for_three_players(start_app) -> None:  # type: ignore[no-untyped-def]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    board = store_board(app, 5)  # the board and the three tracks entered before: the entry opens prefilled, Keep
    screen = create_catan_game(app, ["Ana", "Bo", "Cy"], scenario=5, first_time=False)
    session = screen.session
    assert session.setup.option("board") == board
    assert [t.mission for t in session.state.tracks] == [Mission.PIRATE_LAIRS, Mission.FISH, Mission.SPICES]
    touched = play_to_the_end(app, factory, seed=5, touch_all=0, always=TOUCH_ALWAYS | MISSIONS_TOUCHED,
                              limit=4000)
    state = session.state
    assert touched["EndTurn"] == state.turns  # every turn ended on the turn button
    assert {"FishRoll", "TakeFish", "VisitVillage", "SellResource", "Reveal fish", "Reveal village", "PlacePirate",
            "Discard", "LandCrews"} <= set(touched), touched
    assert any(h.kind is Kind.VILLAGE and h.crews for h in state.hexes)
    assert all(any(step_of(state, s, m) for s in range(3)) for m in (Mission.FISH, Mission.SPICES))  # delivered
    winner = state.winner
    assert winner is not None and points(state, winner) >= 17  # "un joueur possède au moins 17 points de victoire"
    assert screen.ids.status.text == f"{['Ana', 'Bo', 'Cy'][winner]} wins with {points(state, winner)} points"
