"""Set-up: the placement order of scenarios 1 and 2, the 2-player game's neutral pieces, starting resources and
gold, and what the engine refuses while placing."""

from __future__ import annotations

import pytest

from games.base import RuleError
from games.catan_ep.actions import Place, Roll
from games.catan_ep.hexgrid import Corner
from games.catan_ep.model import NEUTRAL, CatanState, Phase, Piece, Resources, SetupPiece, SetupStep
from games.catan_ep.setup import plan

from .helpers import BLUE, RED, WHITE, C, E, apply, new_game

HARBOR, SETTLEMENT, ROAD, SHIP = SetupPiece.HARBOR, SetupPiece.SETTLEMENT, SetupPiece.ROAD, SetupPiece.SETTLER_SHIP
H_RED = C((1, -1), (1, -2), (2, -2))  # on the coast of the pasture
H_BLUE = C((-1, 1), (-1, 2), (-2, 2))  # on the coast of the south-west forest
H_N1 = C((1, 0), (1, 1), (2, 0))
H_N2 = C((0, 1), (0, 2), (-1, 2))
S_RED = C((0, 0), (0, -1), (1, -1))  # fields, hills, pasture
S_BLUE = C((0, 1), (0, 0), (1, 0))  # hills, fields, forest
S_N1 = C((-1, 1), (-1, 0), (0, 0))
S_N2 = C((-1, 0), (-1, -1), (0, -1))


def steps(state_plan: tuple[SetupStep, ...]) -> list[tuple[int, SetupPiece, int]]:
    return [(s.seat, s.piece, s.owner) for s in state_plan]


def test_scenario_2_order_harbors_in_turn_settlements_back_then_road_and_ship() -> None:
    # catan-ep-fr: "Dans l'ordre décrit dans la règle de base, chaque joueur place d'abord une colonie portuaire
    # puis une colonie"; "Le dernier joueur à avoir placé une colonie est le premier à placer une route adjacente à
    # sa colonie. Ensuite, il place un bateau de colons ... Les autres joueurs poursuivent en sens horaire."
    assert steps(plan(2, [1, 2, 0])) == [
        (1, HARBOR, 1), (2, HARBOR, 2), (0, HARBOR, 0),
        (0, SETTLEMENT, 0), (2, SETTLEMENT, 2), (1, SETTLEMENT, 1),
        (1, ROAD, 1), (1, SHIP, 1), (2, ROAD, 2), (2, SHIP, 2), (0, ROAD, 0), (0, SHIP, 0)]


def test_scenario_2_two_players_place_neutral_pieces() -> None:
    # catan-ep-fr: "Une fois que les deux joueurs ont placé leur colonie portuaire, le premier joueur place une
    # colonie portuaire neutre, suivi du deuxième joueur. ... ils placent alors une colonie neutre, en commençant
    # par le deuxième joueur, suivi du premier joueur. Puis ... le deuxième joueur place sa colonie, suivi du
    # premier joueur."
    assert steps(plan(2, [0, 1])) == [
        (0, HARBOR, 0), (1, HARBOR, 1), (0, HARBOR, NEUTRAL), (1, HARBOR, NEUTRAL),
        (1, SETTLEMENT, NEUTRAL), (0, SETTLEMENT, NEUTRAL), (1, SETTLEMENT, 1), (0, SETTLEMENT, 0),
        (0, ROAD, 0), (0, SHIP, 0), (1, ROAD, 1), (1, SHIP, 1)]


def test_scenario_1_fixed_pieces_and_neutral_colours_without_settler_ships() -> None:
    # catan-ep-fr: "Chaque joueur place une colonie portuaire et un bateau de colons puis une colonie et une route";
    # "Les pièces des couleurs non choisies sont placées sur le plateau à titre d'obstacle. Seuls les bateaux de
    # colons des couleurs non choisies ne sont pas placés."
    two = steps(plan(1, [0, 1]))
    assert two[:8] == [(0, HARBOR, 0), (0, SHIP, 0), (0, SETTLEMENT, 0), (0, ROAD, 0),
                       (1, HARBOR, 1), (1, SHIP, 1), (1, SETTLEMENT, 1), (1, ROAD, 1)]
    neutral = [piece for _, piece, owner in two if owner == NEUTRAL]
    assert sorted(p.value for p in neutral) == ["harbor", "harbor", "road", "road", "settlement", "settlement"]
    assert all(owner != NEUTRAL for _, _, owner in steps(plan(1, [0, 1, 2])))  # "les pièces du quatrième joueur
    # sont tout simplement ignorées"


def placed_scenario_2() -> CatanState:
    state = new_game(2, scenario=2)
    return apply(state, Place(RED, corner=H_RED), Place(BLUE, corner=H_BLUE), Place(RED, corner=H_N1),
                 Place(BLUE, corner=H_N2), Place(BLUE, corner=S_N1), Place(RED, corner=S_N2),
                 Place(BLUE, corner=S_BLUE), Place(RED, corner=S_RED),
                 Place(RED, edge=E((0, -1), (1, -1))), Place(RED, edge=E((1, -1), (1, -2))),
                 Place(BLUE, edge=E((0, 0), (1, 0))), Place(BLUE, edge=E((-1, 1), (-1, 2))))


def test_a_whole_scenario_2_set_up_gives_resources_for_the_settlement_and_2_gold() -> None:
    # catan-ep-fr: "Pour chaque tuile Terrain adjacente à sa colonie, chaque joueur prend une carte de la ressource
    # correspondante." "Chaque joueur reçoit 2 pièces d'or." (the harbor settlement gives nothing)
    state = placed_scenario_2()
    assert state.phase is Phase.ROLL and state.seat == RED
    assert state.seats[RED].hand == Resources(brick=1, grain=1, wool=1)
    assert state.seats[BLUE].hand == Resources(wood=1, brick=1, grain=1)
    assert [s.gold for s in state.seats] == [2, 2]
    assert [(s.seat, s.cargo) for s in state.ships] == [(RED, (Piece.SETTLER,)), (BLUE, (Piece.SETTLER,))]
    assert sum(1 for b in state.buildings if b.owner == NEUTRAL) == 4
    apply(state, Roll(RED, 2, 3))


def test_set_up_refusals() -> None:
    state = new_game(3, scenario=2)
    with pytest.raises(RuleError, match="harbor settlement stands on the coast"):
        apply(state, Place(RED, corner=S_RED))
    state = apply(state, Place(RED, corner=H_RED))
    with pytest.raises(RuleError, match="distance rule"):
        apply(state, Place(BLUE, corner=C((1, -1), (1, -2), (0, -1))))
    with pytest.raises(RuleError, match="places the next piece"):
        apply(state, Place(WHITE, corner=H_BLUE))
    with pytest.raises(RuleError, match="intersection"):
        apply(state, Place(BLUE, edge=E((0, 0), (1, 0))))
    with pytest.raises(RuleError, match="start island"):
        apply(state, Place(BLUE, corner=Corner(5, 5, True)))


def test_the_settler_ship_goes_at_the_harbor_settlement_and_discovers_nothing() -> None:
    # catan-ep-fr: "il place un bateau de colons ... sur l'une des deux ou trois routes maritimes adjacentes à sa
    # colonie portuaire"; "La construction d'un bateau ne peut provoquer une découverte."
    state = new_game(2, scenario=1)
    state = apply(state, Place(RED, corner=H_RED))
    with pytest.raises(RuleError, match="settler ship"):
        apply(state, Place(RED, edge=E((1, 1), (2, 0))))
    with pytest.raises(RuleError, match="settler ship"):
        apply(state, Place(RED, edge=E((1, -2), (2, -2))))  # its far end points at the unexplored (2,-3)
    assert apply(state, Place(RED, edge=E((1, -1), (2, -2)))).ships[0].edge == E((1, -1), (2, -2))


def test_a_bad_board_or_missing_track_is_refused() -> None:
    with pytest.raises(RuleError, match="number token"):
        new_game(2, board="0,0 forest; 1,0 sea")
    with pytest.raises(RuleError, match="twice"):
        new_game(2, board="0,0 forest 5; 0,0 sea")
    with pytest.raises(RuleError, match="track"):
        new_game(2, scenario=2, track_pirate_lairs="")


def test_options_name_what_is_allowed() -> None:
    with pytest.raises(RuleError, match="cannot be 6; it can be 1, 2, 3, 4, 5"):
        new_game(2, scenario=6)  # the box has five scenarios
    with pytest.raises(RuleError, match="has no option"):
        new_game(2, robber=True)
