"""Set-up of scenarios 3, 4 and 5: frame pieces, the green and orange stacks (and what stays in the box), the
board's face-down hexes, the missions in play with a marker each, the placement and the targets."""

from __future__ import annotations

import tomllib
from dataclasses import replace
from pathlib import Path

import pytest

from games.base import RuleError
from games.catan_ep import board, fish, spices, villages
from games.catan_ep.actions import MoveShip, Reveal
from games.catan_ep.missions import points
from games.catan_ep.model import Advantage, Building, CatanState, Kind, Mission, Phase, Zone
from games.catan_ep.sampling import SAMPLE_COUNCIL_BOARD
from games.catan_ep.scenarios import FRAME, STACKS, left_out
from games.catan_ep.setup import plan

from .helpers import BLUE, RED, C, E, apply, new_game, ship, table, with_hex

NORTH, SOUTH = Zone.NORTH, Zone.SOUTH


def test_frame_pieces_of_each_scenario() -> None:
    # catan-ep-fr: scenario 3 "en prenant soin de remplacer la pièce D1 par la pièce D2"; scenario 4 "à l'aide de
    # la pièce B2 plutôt que B1 ... Placez la pièce G à droite de la pièce F"; scenario 5 "à l'aide des pièces B1
    # et B2 ... Utilisez une tuile Mer marquée d'un point orange pour remplir l'espace entre la pièce G et le cadre"
    assert "D2" in FRAME[3] and "D1" not in FRAME[3] and "B1" in FRAME[3]
    assert "B2" in FRAME[4] and "B1" not in FRAME[4] and "G" in FRAME[4] and "E" in FRAME[4]
    assert {"B1", "B2", "D2", "G", "orange sea tile"} <= set(FRAME[5])


def test_the_stacks_of_scenarios_3_4_5_and_the_tiles_left_in_the_box() -> None:
    # catan-ep-fr: "Mélangez ces 11 tuiles" (3), "Mélangez ces 13 tuiles" (4), "Mélangez ces 16 tuiles" (5);
    # "Sans les regarder, remettez la tuile Banc de poissons verte et la tuile Rivière d'or orange dans leur sac"
    assert [sum(STACKS[s][z].values()) for s in (3, 4, 5) for z in (NORTH, SOUTH)] == [11, 11, 13, 13, 16, 16]
    assert left_out(3, NORTH)["fish"] == 1 and left_out(3, SOUTH)["gold_river"] == 1
    assert left_out(3, NORTH)["sea"] == 2 and left_out(4, SOUTH)["sea"] == 1
    assert left_out(5, SOUTH)["sea"] == 0  # "celle prise lors de la formation du cadre"
    assert left_out(4, NORTH)["gold_river"] == 3 and left_out(3, SOUTH)["village"] == 3


def revealing(scenario: int, at: tuple[int, int] = (2, -3), **changes: object) -> CatanState:
    """Red's ship has just pointed at the north zone's (2,-3)."""
    state = table(scenario=scenario, ships=[ship(0, RED, E((1, -1), (2, -2)))], **changes)  # type: ignore[arg-type]
    return apply(state, MoveShip(RED, 0, E((1, -2), (2, -2))))


def test_a_hex_turns_up_only_as_a_tile_its_stack_holds() -> None:
    # catan-ep-fr: scenario 3 "Retirez les deux tuiles Mer marquées d'un point vert ... 6 tuiles normales
    # restantes, de 2 tuiles Banc de poissons (choisies aléatoirement) et des 3 tuiles Rivière d'or"; scenario 4
    # has no gold river ("7 tuiles normales restantes, des 3 tuiles Banc de poissons et des 3 tuiles Village")
    state = revealing(3)
    with pytest.raises(RuleError, match="stack"):
        apply(state, Reveal((2, -3), Kind.SEA))
    with pytest.raises(RuleError, match="stack"):
        apply(state, Reveal((2, -3), Kind.VILLAGE, advantage=Advantage.FAST_GOLD))
    two_fish = with_hex(with_hex(state, (0, -3), Kind.FISH, 1), (1, -3), Kind.FISH, 2)
    with pytest.raises(RuleError, match="stack"):
        apply(two_fish, Reveal((2, -3), Kind.FISH, 3))
    assert apply(state, Reveal((2, -3), Kind.FISH, 3)).phase is Phase.MOVE
    with pytest.raises(RuleError, match="stack"):
        apply(revealing(4), Reveal((2, -3), Kind.GOLD_RIVER, lair=True))
    one_sea = with_hex(revealing(4), (0, -3), Kind.SEA)
    with pytest.raises(RuleError, match="stack"):
        apply(one_sea, Reveal((2, -3), Kind.SEA))  # "Retirez une tuile Mer": one left in the stack
    assert apply(revealing(5), Reveal((2, -3), Kind.GOLD_RIVER, lair=True)).seats[RED].gold == 2


def test_no_more_face_down_hexes_in_a_zone_than_its_stack_holds() -> None:
    # catan-ep-fr: "Mélangez ces 11 tuiles que vous placez, côté point vert visible, dans la zone non découverte"
    extra = "; ".join(f"{q},-5 north" for q in range(0, 6))  # 6 more north hexes: 12 with the sample's 6
    with pytest.raises(RuleError, match="face-down hexes"):
        new_game(2, scenario=3, board=SAMPLE_COUNCIL_BOARD + "; " + extra)
    assert new_game(2, scenario=5, board=SAMPLE_COUNCIL_BOARD + "; " + extra).phase is Phase.SETUP


def test_missions_in_play_with_a_marker_each_on_s() -> None:
    # catan-ep-fr: "Chaque joueur place un de ses marqueurs sur la case départ (S) de chaque mission."; scenario 3
    # "Les Repaires des pirates et Du Poisson pour Catane", 4 "Du poisson pour Catane et Des Épices pour Catane",
    # 5 "les trois missions"
    expected = {3: [Mission.PIRATE_LAIRS, Mission.FISH], 4: [Mission.FISH, Mission.SPICES],
                5: [Mission.PIRATE_LAIRS, Mission.FISH, Mission.SPICES]}
    for scenario, missions in expected.items():
        state = new_game(3, scenario=scenario)
        assert [t.mission for t in state.tracks] == missions
        assert all([(m.seat, m.step) for m in t.markers] == [(0, 0), (1, 0), (2, 0)] for t in state.tracks)
        assert [s.gold for s in state.seats] == [2, 2, 2]  # "Chaque joueur reçoit 2 pièces d'or."
    with pytest.raises(RuleError, match="The Spices for Catan track lists the points"):  # in words, not track_spices
        new_game(2, scenario=4, track_spices="")


def test_placement_as_in_scenario_2() -> None:
    # catan-ep-fr: "Phase de mise en place - Telle que décrite dans le scénario 2."
    for scenario in (3, 4, 5):
        assert plan(scenario, [1, 2, 0]) == plan(2, [1, 2, 0]) and plan(scenario, [0, 1]) == plan(2, [0, 1])


CORNERS = [C((0, 0), (0, -1), (-1, 0)), C((0, 1), (1, 0), (1, 1)), C((-1, 1), (0, 1), (-1, 2)),
           C((0, -1), (1, -2), (0, -2)), C((1, -1), (2, -1), (2, -2)), C((-1, 0), (-2, 1), (-1, 1))]


@pytest.mark.parametrize("scenario, target", [(3, 15), (4, 15), (5, 17)])
def test_targets_15_15_and_17(scenario: int, target: int) -> None:
    # catan-ep-fr: "Ce scénario prend fin lorsqu'à son tour, un joueur possède au moins 15 points de victoire"
    # (scenarios 3 and 4), "au moins 17 points de victoire" (scenario 5)
    state = table(scenario=scenario, ships=[ship(0, RED, E((1, 0), (2, -1)))])
    tracks = tuple(replace(t, markers=tuple(replace(m, step=len(t.points) - 1) if m.seat == RED else m
                                            for m in t.markers)) for t in state.tracks)
    state = replace(state, tracks=tracks)  # Red's markers on the last spaces, leading every track
    short = target - 1 - points(state, RED)
    buildings = [Building(RED, c, harbor=True) for c in CORNERS[:short // 2]]
    buildings += [Building(RED, CORNERS[-1])] if short % 2 else []
    state = replace(state, buildings=tuple(buildings))
    assert points(state, RED) == target - 1
    assert apply(state, MoveShip(RED, 0, E((1, 0), (2, 0)))).phase is Phase.MOVE  # one point short
    one_more = replace(state, buildings=(*state.buildings, Building(RED, CORNERS[-2])))
    won = apply(one_more, MoveShip(RED, 0, E((1, 0), (2, 0))))
    assert won.phase is Phase.OVER and won.winner == RED and points(won, BLUE) < target


def test_the_config_file_and_the_part_2_figures_agree() -> None:
    config = tomllib.loads((Path(__file__).resolve().parents[3] / "config/games/catan_ep.toml").read_text("utf-8"))
    parts, rules = config["components"], config["rules"]
    assert parts["fish"] == fish.FISH and parts["spice_sacks"] == spices.SACKS
    assert parts["spice_village_tiles"] == sum(villages.TILES.values()) and rules["max_moves"] == villages.MAX_MOVES
    assert parts["council_harbors"] == board.COUNCIL_HARBORS


def test_the_shuffled_start_island_uses_the_base_game_s_tiles_and_tokens() -> None:
    # catan-ep-fr: "Mélangez les tuiles Terrain du jeu de base et placez-les aléatoirement ... Posez ensuite les
    # jetons numérotés sur les tuiles indiquées"; "3 x montagne ; 4 x forêt ; 3 x pré ; 2 x champ ; 2 x colline";
    # "3, 3, 4, 4, 5, 6, 6, 8, 8, 9, 10, 10, 11, 11, 12"
    council = "; 2,0 council 0 3"
    with pytest.raises(RuleError, match="base game's terrains"):
        new_game(2, scenario=3, board="0,0 fields 6; 1,0 fields 8; 0,1 fields 9" + council)  # 3 fields
    with pytest.raises(RuleError, match="base game's terrains"):
        new_game(2, scenario=4, board="0,0 fields 6; 1,0 forest 5; 0,1 hills 5" + council)  # one 5 only
    assert new_game(2, scenario=5, board="0,0 fields 6; 1,0 forest 6; 0,1 hills 5" + council).phase is Phase.SETUP
