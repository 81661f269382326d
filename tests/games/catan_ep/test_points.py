"""Victory points and the win on one's own turn."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.base import RuleError, Termination
from games.catan_ep.actions import DeclareEnd, EndTurn, Found, Roll
from games.catan_ep.missions import leader, points
from games.catan_ep.model import Building, Marker, Phase, Piece

from .helpers import BLUE, GAME, RED, WHITE, C, E, apply, ship, table

# Six intersections of the start island, none next to another.
SPOTS = [C((1, -1), (1, -2), (2, -2)), C((-1, 1), (-1, 2), (-2, 2)), C((1, 0), (1, 1), (2, 0)),
         C((0, 1), (0, 2), (-1, 2)), C((-1, 0), (-1, -1), (0, -1)), C((0, 0), (0, -1), (1, -1))]
FOUND_AT = C((1, 0), (1, -1), (2, -1))
SETTLER_SHIP = ship(0, RED, E((1, 0), (2, -1)), Piece.SETTLER)


def test_settlement_1_harbor_settlement_2_and_track_points_with_the_leader_card() -> None:
    # catan-ep-fr: "Une colonie portuaire vaut 2 PV."; "Vous avez toujours le nombre de PV indiqué à côté de la case
    # occupée par votre marqueur." "Lorsque votre marqueur est celui le plus avancé d'une piste, vous prenez la fiche
    # PV de cette mission, d'une valeur de 1 PV."
    state = table(players=3, scenario=2, buildings=[Building(RED, SPOTS[0], harbor=True), Building(RED, SPOTS[1]),
                                                    Building(BLUE, SPOTS[2])])
    track = state.tracks[0]  # sample values 0 0 1 1 2 2 3 3 4
    state = replace(state, tracks=(replace(track, markers=(Marker(RED, 3, 1), Marker(BLUE, 4, 2),
                                                           Marker(WHITE, 4, 3))),))
    assert [points(state, s) for s in (RED, BLUE, WHITE)] == [2 + 1 + 1, 1 + 2 + 1, 2]


def test_the_leader_is_the_furthest_the_first_there_on_a_tie_nobody_on_s() -> None:
    # catan-ep-fr: "Si plusieurs joueurs sont les plus avancés sur une même piste, celui dont le marqueur est
    # en-dessous de la pile obtient la fiche PV"
    assert leader([Marker(RED, 2, 5), Marker(BLUE, 2, 3), Marker(WHITE, 1, 1)]) == BLUE
    assert leader([Marker(RED, 0, 0), Marker(BLUE, 0, 0)]) is None


def test_a_player_wins_on_their_own_turn_at_8_points_in_scenario_1() -> None:
    # catan-ep-fr: "Ce scénario d'introduction prend fin lorsqu'à son tour, un joueur possède au moins 8 points de
    # victoire. Ce joueur remporte la partie."
    buildings = [Building(RED, s, harbor=True) for s in SPOTS[:3]] + [Building(RED, SPOTS[3])]  # 7 points
    state = table(buildings=buildings, ships=[SETTLER_SHIP])
    won = apply(state, Found(RED, 0, FOUND_AT))
    assert won.phase is Phase.OVER and won.winner == RED
    result = GAME.outcome(won)
    assert result is not None and result.winners == (RED,) and result.termination is Termination.TARGET
    with pytest.raises(RuleError, match="over"):
        apply(won, EndTurn(RED))
    assert GAME.outcome(state) is None


def test_points_reached_on_another_players_turn_win_when_ones_own_turn_comes() -> None:
    # catan-ep-fr: "lorsqu'à son tour, un joueur possède au moins 8 points"
    buildings = [Building(BLUE, s, harbor=True) for s in SPOTS[:4]]  # Blue: 8 points, on Red's turn
    state = table(buildings=buildings, phase=Phase.ROLL)
    state = apply(state, Roll(RED, 2, 2))
    assert state.phase is Phase.TRADE
    state = apply(state, EndTurn(RED))
    assert state.phase is Phase.OVER and state.winner == BLUE


def test_scenario_2_needs_12_points() -> None:
    # catan-ep-fr: "Ce scénario prend fin lorsqu'à son tour, un joueur possède au moins 12 points de victoire."
    buildings = [Building(RED, s, harbor=True) for s in SPOTS[:3]] + [Building(RED, SPOTS[3])]  # 7 points
    state = table(scenario=2, buildings=buildings, ships=[SETTLER_SHIP])
    state = replace(state, tracks=(replace(state.tracks[0], markers=(Marker(RED, 6, 1), Marker(BLUE, 0, 0))),))
    assert points(state, RED) == 7 + 3 + 1 and apply(state, EndTurn(RED)).phase is Phase.ROLL  # 11: not yet
    won = apply(state, Found(RED, 0, FOUND_AT))
    assert won.phase is Phase.OVER and won.winner == RED


def test_the_table_may_stop_the_game_ranked_by_points() -> None:
    state = table(players=3, buildings=[Building(BLUE, SPOTS[0], harbor=True), Building(WHITE, SPOTS[1])])
    over = apply(state, DeclareEnd())
    result = GAME.outcome(over)
    assert result is not None and result.termination is Termination.DECLARED
    assert result.ranking == ((BLUE,), (WHITE,), (RED,))
