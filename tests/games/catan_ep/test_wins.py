"""The win comes with the action that reaches the target: one test per way of gaining points, in every scenario
whose target it can reach, captures at the end of the turn included; a target reached on another's turn wins as
one's own turn starts."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.catan_ep.actions import (BuildHarbor, BuildSettlement, EndTurn, FlipLair, Found, HeroRoll, HeroStep,
                                    LandCrews, MoveShip)
from games.catan_ep.hexgrid import Corner
from games.catan_ep.missions import TARGETS, leader, points, track_points
from games.catan_ep.model import Building, CatanState, Kind, Marker, Mission, Phase, Piece, Resources, Road, Zone

from .helpers import BLUE, RED, C, E, apply, ship, table, with_hex

ALL = Resources(wood=9, brick=9, wool=9, grain=9, ore=9)
LAIR = (3, -2)
BY_LAIR = E((2, -1), (3, -2))
COUNCIL = (2, 0)
# Where a seat's earlier buildings stand: far off the sample board, out of every action's way (points count them).
FAR = {seat: [Corner(10 + i, 10 * (seat + 1), True) for i in range(9)] for seat in (RED, BLUE)}
LAIR_SCENARIOS, FISH_SCENARIOS, SPICE_SCENARIOS = (2, 3, 5), (3, 4, 5), (4, 5)


def at_points(state: CatanState, seat: int, wanted: int, spare: tuple[Mission, ...] = (), keep: int = 1) -> CatanState:
    """``seat`` brought to exactly ``wanted`` points: markers on the tracks not in ``spare``, then harbor
    settlements and settlements on FAR (``keep`` of each left in the supply for the action under test)."""
    tracks = []
    for track in state.tracks:
        if track.mission not in spare:
            room = wanted - points(replace(state, tracks=tuple(tracks)), seat)
            gain = [0 if s == 0 else track.points[s] + 1 for s in range(len(track.points))]  # +1: the PV card
            step = max((s for s in range(len(gain)) if gain[s] <= room), key=lambda s: (gain[s], -s))
            track = replace(track, markers=tuple(Marker(m.seat, step, 0) if m.seat == seat else m
                                                 for m in track.markers))
        tracks.append(track)
    state = replace(state, tracks=tuple(tracks))
    far = iter(FAR[seat])
    for harbor, supply in ((True, 4), (False, 5)):
        for _ in range(supply - keep):
            if wanted - points(state, seat) >= (2 if harbor else 1):
                state = replace(state, buildings=(*state.buildings, Building(seat, next(far), harbor=harbor)))
    assert points(state, seat) == wanted
    return state


def won_by(state: CatanState, seat: int) -> bool:
    return state.phase is Phase.OVER and state.winner == seat


# --- buildings: every scenario ----------------------------------------------------------------------------------
@pytest.mark.parametrize("scenario", [1, 2, 3, 4, 5])
def test_a_settlement_built_by_road_wins_at_once(scenario: int) -> None:
    # catan-ep-fr: "Ce scénario ... prend fin lorsqu'à son tour, un joueur possède au moins 12 points de victoire"
    spot = C((0, 0), (0, -1), (1, -1))
    state = table(scenario=scenario, roads=[Road(RED, E((0, -1), (1, -1)))], hands={RED: ALL})
    state = at_points(state, RED, TARGETS[scenario] - 1)
    assert won_by(apply(state, BuildSettlement(RED, spot)), RED)


@pytest.mark.parametrize("scenario", [1, 2, 3, 4, 5])
def test_a_settlement_founded_by_a_settler_ship_wins_at_once(scenario: int) -> None:
    # catan-ep-fr: "vous pouvez fonder une colonie à cet endroit"; "à son tour, un joueur possède au moins ..."
    state = table(scenario=scenario, ships=[ship(0, RED, E((1, 0), (2, -1)), Piece.SETTLER)])
    state = at_points(state, RED, TARGETS[scenario] - 1)
    assert won_by(apply(state, Found(RED, 0, C((1, 0), (1, -1), (2, -1)))), RED)


@pytest.mark.parametrize("scenario", [1, 2, 3, 4, 5])
def test_a_harbor_settlement_wins_at_once(scenario: int) -> None:
    # catan-ep-fr: "Une colonie portuaire vaut 2 PV."
    coast = C((1, 0), (1, -1), (2, -1))
    state = table(scenario=scenario, buildings=[Building(RED, coast)], hands={RED: ALL})
    state = at_points(state, RED, TARGETS[scenario] - 1)
    assert won_by(apply(state, BuildHarbor(RED, coast)), RED)


# --- captures at the end of the turn ----------------------------------------------------------------------------
def lair_table(scenario: int, crews: tuple[int, ...], *cargo: tuple[Piece, ...], players: int = 2) -> CatanState:
    ships = [ship(i, RED, BY_LAIR, *load) for i, load in enumerate(cargo)]
    state = table(players=players, scenario=scenario, ships=ships)
    return with_hex(state, LAIR, Kind.GOLD_RIVER, None, zone=Zone.NORTH, lair=True, crews=crews)


@pytest.mark.parametrize("scenario", LAIR_SCENARIOS)
def test_a_lone_capture_that_reaches_the_target_wins_before_the_turn_passes(scenario: int) -> None:
    # catan-ep-fr: "La capture a lieu à la fin du tour de Rouge"; "Si un joueur capture un repaire de pirates seul,
    # il avance automatiquement son marqueur d'une case"; "prend fin lorsqu'à son tour, un joueur possède ..."
    state = lair_table(scenario, (), (Piece.CREW, Piece.CREW), (Piece.CREW,))
    state = at_points(state, RED, TARGETS[scenario] - 2, spare=(Mission.PIRATE_LAIRS,), keep=0)  # 2 steps: 1 point, PV card
    state = apply(state, LandCrews(RED, 0, LAIR, 2), LandCrews(RED, 1, LAIR, 1), EndTurn(RED))
    assert state.phase is Phase.CAPTURE and not won_by(state, RED)
    state = apply(state, FlipLair(9))
    assert won_by(state, RED) and state.seat == RED and points(state, RED) == TARGETS[scenario]


@pytest.mark.parametrize("scenario", LAIR_SCENARIOS)
def test_the_heros_extra_step_that_reaches_the_target_wins_before_the_turn_passes(scenario: int) -> None:
    # catan-ep-fr: "Le joueur avec le résultat le plus élevé peut avancer d'une autre case sur la fiche Mission";
    # "La capture a lieu à la fin du tour de Rouge"
    state = lair_table(scenario, (BLUE,), (Piece.CREW, Piece.CREW))
    state = at_points(state, RED, TARGETS[scenario] - 2, spare=(Mission.PIRATE_LAIRS,), keep=0)
    state = apply(state, LandCrews(RED, 0, LAIR, 2), EndTurn(RED), FlipLair(8))
    assert points(state, RED) == TARGETS[scenario] - 1 and not won_by(state, RED)  # space 1 and the PV card
    state = apply(state, HeroRoll((5, 6)))  # the rulebook's 7 against 7, Red's crews break the tie
    declined = apply(state, HeroStep(RED, step=False))
    assert declined.phase is Phase.ROLL and declined.seat == BLUE
    assert won_by(apply(state, HeroStep(RED, step=True)), RED)


@pytest.mark.parametrize("scenario", LAIR_SCENARIOS)
def test_a_capture_step_that_reaches_the_target_wins_before_the_hero_is_rolled_for(scenario: int) -> None:
    # catan-ep-fr: "Chaque joueur participant à la capture ... avance son marqueur d'une (1) case"
    state = lair_table(scenario, (BLUE,), (Piece.CREW, Piece.CREW))
    state = at_points(state, RED, TARGETS[scenario] - 1, spare=(Mission.PIRATE_LAIRS,), keep=0)
    state = apply(state, LandCrews(RED, 0, LAIR, 2), EndTurn(RED), FlipLair(8))
    assert won_by(state, RED)


@pytest.mark.parametrize("scenario", LAIR_SCENARIOS)
def test_a_target_reached_on_anothers_turn_wins_as_ones_own_turn_starts(scenario: int) -> None:
    # catan-ep-fr: "prend fin lorsqu'à son tour, un joueur possède au moins 12 points de victoire": Blue, the hero
    # of Red's capture, wins when his turn comes, before he rolls.
    state = lair_table(scenario, (BLUE, BLUE), (Piece.CREW,))
    state = at_points(state, BLUE, TARGETS[scenario] - 2, spare=(Mission.PIRATE_LAIRS,), keep=0)
    state = apply(state, LandCrews(RED, 0, LAIR, 1), EndTurn(RED), FlipLair(8), HeroRoll((1, 6)))
    assert state.capture is not None and state.capture.hero == BLUE
    state = apply(state, HeroStep(BLUE, step=True))
    assert won_by(state, BLUE) and state.seat == BLUE and state.last_roll is None


def test_the_player_on_turn_wins_first_when_two_reach_the_target_in_one_capture() -> None:
    # catan-ep-fr: "La capture a lieu à la fin du tour de Rouge": Red's turn has not passed when Blue gets there.
    state = lair_table(2, (BLUE,), (Piece.CREW, Piece.CREW))
    lairs = replace(state.tracks[0], markers=(Marker(RED, 3, 0), Marker(BLUE, 1, 1)))  # sample values 1 and 0
    state = replace(state, tracks=(lairs,))
    for seat in (RED, BLUE):
        state = at_points(state, seat, TARGETS[2] - 1, spare=(Mission.PIRATE_LAIRS,), keep=0)
    state = apply(state, LandCrews(RED, 0, LAIR, 2), EndTurn(RED), FlipLair(8))  # a point each
    assert points(state, BLUE) == points(state, RED) == TARGETS[2]
    assert won_by(state, RED) and state.seat == RED


# --- deliveries at the Council -----------------------------------------------------------------------------------
@pytest.mark.parametrize("scenario", FISH_SCENARIOS)
def test_a_fish_delivered_to_the_council_wins_at_once(scenario: int) -> None:
    # catan-ep-fr: "vous devez décharger votre bateau ... Ensuite, vous avancez votre marqueur d'une (1) case sur la
    # fiche Mission - Du Poisson pour Catane"
    state = table(scenario=scenario, ships=[ship(0, RED, E((3, -1), (3, 0)), Piece.FISH)])
    state = at_points(state, RED, TARGETS[scenario] - 2, spare=(Mission.FISH,))  # space 1: 1 point, the PV card
    state = apply(state, MoveShip(RED, 0, E((3, -1), COUNCIL)))
    assert won_by(state, RED)


@pytest.mark.parametrize("scenario", SPICE_SCENARIOS)
def test_spice_sacks_delivered_to_the_council_win_at_once(scenario: int) -> None:
    # catan-ep-fr: "pour chaque sac ainsi remis, vous avancez votre marqueur d'une (1) case sur la fiche Mission -
    # Des Épices pour Catane"
    state = table(scenario=scenario, ships=[ship(0, RED, E((2, 1), (3, 0)), Piece.SACK, Piece.SACK)])
    state = at_points(state, RED, TARGETS[scenario] - 2, spare=(Mission.SPICES,))  # space 2: 1 point, the PV card
    state = apply(state, MoveShip(RED, 0, E((2, 1), COUNCIL)))
    assert won_by(state, RED)


@pytest.mark.parametrize("scenario", FISH_SCENARIOS)
def test_the_pv_card_alone_can_bring_the_win(scenario: int) -> None:
    # catan-ep-fr: "Lorsque votre marqueur est celui le plus avancé d'une piste, vous prenez la fiche PV de cette
    # mission, d'une valeur de 1 PV." Red and Blue on the fish track's second space (1 point each), Blue there
    # first with the card; Red's delivery takes him one space further (2 points) and the card.
    state = table(scenario=scenario, ships=[ship(0, RED, E((3, -1), (3, 0)), Piece.FISH)])
    fish = next(t for t in state.tracks if t.mission is Mission.FISH)
    fish = replace(fish, markers=(Marker(RED, 2, 2), Marker(BLUE, 2, 1)))  # sample values 0 1 1: both on 1 point
    state = replace(state, tracks=tuple(fish if t.mission is Mission.FISH else t for t in state.tracks))
    assert leader(fish.markers) == BLUE and track_points(fish, RED) == 1
    state = at_points(state, RED, TARGETS[scenario] - 2, spare=(Mission.FISH,))
    state = apply(state, MoveShip(RED, 0, E((3, -1), COUNCIL)))  # space 3: 2 points, and the card
    assert won_by(state, RED)
