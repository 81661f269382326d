"""The rulebook's worked examples not played elsewhere, each set up, played through the engine, its numbers
asserted (docs/rules/catan_ep.md lists every example and where it is played)."""

from __future__ import annotations

from dataclasses import replace

from games.catan_ep.actions import PlacePirate, Roll
from games.catan_ep.missions import leader, points, track_points
from games.catan_ep.model import Marker, Phase, PirateShip, Resource, Resources
from games.catan_ep.pirates import robbable

from .helpers import BLUE, ORANGE, RED, WHITE, E, apply, ship, table

OPEN_SEA = (3, 0)


def test_red_rolls_a_7_blue_takes_his_pirate_back_and_red_may_rob_orange_or_blue() -> None:
    # catan-ep-fr: "Exemple : Rouge obtient un 7 aux dés. Bleu doit reprendre son bateau pirate (A). Ensuite, Rouge
    # place son bateau pirate tel qu'illustré en (B) et peut ensuite voler une carte à Orange ou Bleu."
    ships = [ship(0, BLUE, E((2, 0), (3, 0))), ship(1, ORANGE, E((3, 0), (3, 1))), ship(2, WHITE, E((1, 2), (2, 1)))]
    state = table(players=4, scenario=2, phase=Phase.ROLL, ships=ships, pirate=PirateShip(BLUE, 3, -1),
                  hands={BLUE: Resources(ore=1), ORANGE: Resources(wool=1)})
    state = apply(state, Roll(RED, 3, 4))
    assert state.phase is Phase.PIRATE and robbable(state, RED, OPEN_SEA) == [BLUE, ORANGE]
    robbed = apply(state, PlacePirate(RED, OPEN_SEA, ORANGE, Resource.WOOL))
    assert robbed.pirate == PirateShip(RED, *OPEN_SEA)  # Blue's pirate ship is back in his supply
    assert robbed.seats[RED].hand == Resources(wool=1) and robbed.seats[ORANGE].hand == Resources()
    # "peut": robbing is Red's choice; nobody is robbed with victim None.
    assert apply(state, PlacePirate(RED, OPEN_SEA)).seats == state.seats


def test_the_mission_track_example_red_and_white_1_point_blue_and_orange_2_orange_takes_the_card() -> None:
    # catan-ep-fr: "Vous avez toujours le nombre de PV indiqué à côté de la case occupée par votre marqueur. Ainsi,
    # sur l'exemple ci-dessus, Rouge et Blanc ont chacun 1 PV tandis que Bleu et Orange ont 2 PV chacun." "Si
    # plusieurs joueurs sont les plus avancés sur une même piste, celui dont le marqueur est en-dessous de la pile
    # obtient la fiche PV (Orange dans l'exemple ci-dessus)." The picture's spaces are not in the text: placed on
    # spaces of the sample track (0 0 1 1 2 2 3 3 4) showing 1 and 2, Blue on top of Orange.
    state = table(players=4, scenario=2)
    markers = (Marker(RED, 2, 1), Marker(BLUE, 4, 4), Marker(WHITE, 3, 2), Marker(ORANGE, 4, 3))
    state = replace(state, tracks=(replace(state.tracks[0], markers=markers),))
    track = state.tracks[0]
    assert [track_points(track, s) for s in (RED, WHITE, BLUE, ORANGE)] == [1, 1, 2, 2]
    assert leader(track.markers) == ORANGE
    assert [points(state, s) for s in (RED, WHITE, BLUE, ORANGE)] == [1, 1, 2, 2 + 1]
