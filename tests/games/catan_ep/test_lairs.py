"""The Pirate Lairs mission (scenario 2): crews to lairs, the capture after the movement phase, the hero, crews
left on the river, and the freed river."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.base import RuleError
from games.catan_ep.actions import (EndTurn, FlipLair, Found, HeroRoll, HeroStep, LandCrews, MoveShip, PickUpCrews,
                                    Reveal)
from games.catan_ep.missions import points, step_of
from games.catan_ep.model import CatanState, Kind, Mission, Phase, Piece, Zone

from .helpers import BLUE, GAME, RED, WHITE, C, E, apply, hex_of, ship, table, with_hex

LAIR = (3, -2)
BY_LAIR = E((2, -1), (3, -2))  # a ship here points at intersections of the lair's gold river
LAIRS = Mission.PIRATE_LAIRS


def lair_table(players: int = 2, crews: tuple[int, ...] = (), **changes: object) -> CatanState:
    state = table(players=players, scenario=2, **changes)  # type: ignore[arg-type]
    return with_hex(state, LAIR, Kind.GOLD_RIVER, None, zone=Zone.NORTH, lair=True, crews=crews)


def test_discovering_a_gold_river_with_a_lair_pays_2_gold_and_hides_its_number() -> None:
    # catan-ep-fr: "Si vous découvrez une rivière d'or avec un repaire de pirates (A), vous recevez 2 pièces d'or.
    # Ensuite, placez un jeton Repaire de pirates ... sans le consulter"
    state = table(scenario=2, ships=[ship(0, RED, E((1, -1), (2, -2)))])
    state = apply(state, MoveShip(RED, 0, E((1, -2), (2, -2))))
    with pytest.raises(RuleError, match="hidden until it is captured"):
        apply(state, Reveal((2, -3), Kind.GOLD_RIVER, 8, lair=True))
    river = apply(state, Reveal((2, -3), Kind.GOLD_RIVER, lair=True))
    assert river.seats[RED].gold == 2 and hex_of(river, (2, -3)).lair and hex_of(river, (2, -3)).number is None


def test_the_rulebook_capture_example_red_wins_the_hero_tie_on_crews() -> None:
    # catan-ep-fr: "Rouge déplace son bateau, chargé de deux unités ... Avec l'unité bleue, il y a maintenant trois
    # unités sur le repaire de pirates. ... La capture a lieu à la fin du tour de Rouge : ... les deux joueurs, Bleu
    # et Rouge, avancent leur marqueur d'une case ... Rouge obtient un 5 et Bleu un 6. En additionnant leurs unités,
    # ils arrivent à un total de 7 contre 7. Comme Rouge a plus d'unités, il remporte l'égalité. Il avance d'une
    # autre case ..., mais doit reprendre dans sa réserve une de ses unités (C)."
    state = lair_table(crews=(BLUE,), ships=[ship(0, RED, BY_LAIR, Piece.CREW, Piece.CREW)], gold={RED: 0, BLUE: 1})
    state = apply(state, LandCrews(RED, 0, LAIR, 2))
    assert hex_of(state, LAIR).crews == (BLUE, RED, RED) and not hex_of(state, LAIR).captured  # not yet
    state = apply(state, EndTurn(RED))
    assert state.phase is Phase.CAPTURE and state.capture is not None
    assert (state.capture.seats, state.capture.crews) == ((RED, BLUE), (2, 1))
    state = apply(state, FlipLair(8))
    assert [s.gold for s in state.seats] == [2, 3]  # "Chaque joueur participant à la capture reçoit 2 pièces d'or"
    assert step_of(state, RED, LAIRS) == step_of(state, BLUE, LAIRS) == 1
    state = apply(state, HeroRoll((5, 6)))
    assert state.capture is not None and state.capture.hero == RED  # "il remporte l'égalité"
    state = apply(state, HeroStep(RED, step=True))
    assert step_of(state, RED, LAIRS) == 2 and step_of(state, BLUE, LAIRS) == 1
    river = hex_of(state, LAIR)
    assert river.captured and river.number == 8 and river.crews == (BLUE, RED)  # set aside on the river
    assert state.phase is Phase.ROLL and state.seat == BLUE
    # "Lors d'un tour futur, Bleu reprend son unité à bord d'un de ses bateaux"
    state = replace(state, phase=Phase.TRADE, ships=(*state.ships, ship(7, BLUE, BY_LAIR)))
    state = apply(state, PickUpCrews(BLUE, 7, LAIR, 1))
    assert hex_of(state, LAIR).crews == (RED,) and state.ships[-1].cargo == (Piece.CREW,)
    with pytest.raises(RuleError, match="crews wait"):
        apply(state, PickUpCrews(BLUE, 7, LAIR, 1))


def test_the_active_player_steps_first_and_heads_the_track_on_a_tie() -> None:
    # catan-ep-fr: "Le joueur dont c'est le tour est le premier à avancer son marqueur, suivi des autres joueurs en
    # sens horaire." "Si plusieurs joueurs sont les plus avancés ..., celui dont le marqueur est en-dessous de la
    # pile obtient la fiche PV"
    state = lair_table(players=3, crews=(WHITE, BLUE), ships=[ship(0, RED, BY_LAIR, Piece.CREW)])
    state = apply(state, LandCrews(RED, 0, LAIR, 1), EndTurn(RED), FlipLair(4))
    assert state.capture is not None and state.capture.seats == (RED, BLUE, WHITE)
    state = apply(state, HeroRoll((2, 2, 2)))  # 3-3-3 with one crew each: everyone rolls again
    assert state.phase is Phase.CAPTURE and state.capture is not None and state.capture.rolls == 1
    state = apply(state, HeroRoll((1, 2, 6)), HeroStep(WHITE, step=True))
    assert [step_of(state, s, LAIRS) for s in (RED, BLUE, WHITE)] == [1, 1, 2]
    state = replace(state, tracks=tuple(replace(t, markers=tuple(replace(m, step=1) for m in t.markers))
                                        for t in state.tracks))  # all back on space 1, Red first to arrive
    assert points(state, RED) == 0 + 1 and points(state, BLUE) == 0 and points(state, WHITE) == 0


def test_the_hero_chooses_to_step_again_for_a_crew_or_to_keep_the_crew() -> None:
    # catan-ep-fr: "Le joueur avec le résultat le plus élevé peut avancer d'une autre case sur la fiche Mission, mais
    # il doit pour cela remettre une de ses unités dans sa réserve."
    state = lair_table(crews=(BLUE,), ships=[ship(0, RED, BY_LAIR, Piece.CREW, Piece.CREW)])
    state = apply(state, LandCrews(RED, 0, LAIR, 2), EndTurn(RED), FlipLair(8), HeroRoll((2, 6)))
    assert state.capture is not None and state.capture.hero == BLUE and state.phase is Phase.CAPTURE
    assert GAME.view(state, None).hero_choosing == BLUE
    with pytest.raises(RuleError, match="The hero is Blue"):
        apply(state, HeroStep(RED, step=True))
    with pytest.raises(RuleError, match="chooses whether to step again"):
        apply(state, HeroRoll((6, 1)))
    kept = apply(state, HeroStep(BLUE, step=False))  # declining: the crew stays, set aside on the river
    assert step_of(kept, BLUE, LAIRS) == 1 and hex_of(kept, LAIR).crews == (BLUE, RED, RED)
    assert kept.phase is Phase.ROLL and kept.seat == BLUE and GAME.view(kept, None).hero_choosing is None
    stepped = apply(state, HeroStep(BLUE, step=True))
    assert step_of(stepped, BLUE, LAIRS) == 2 and hex_of(stepped, LAIR).crews == (RED, RED)
    with pytest.raises(RuleError, match="Only the hero"):
        apply(stepped, HeroStep(BLUE, step=True))


def test_a_lone_captor_steps_again_at_once_and_loses_a_crew() -> None:
    # catan-ep-fr: "Si un joueur capture un repaire de pirates seul, il avance automatiquement son marqueur d'une
    # case, mais perd également une de ses unités."
    ships = [ship(0, RED, BY_LAIR, Piece.CREW, Piece.CREW), ship(1, RED, BY_LAIR, Piece.CREW)]
    state = lair_table(ships=ships)
    state = apply(state, LandCrews(RED, 0, LAIR, 2), LandCrews(RED, 1, LAIR, 1), EndTurn(RED), FlipLair(9))
    assert step_of(state, RED, LAIRS) == 2 and hex_of(state, LAIR).crews == (RED, RED)
    assert state.seats[RED].gold == 2 and state.phase is Phase.ROLL and state.seat == BLUE


def test_at_most_3_crews_on_a_lair_from_a_ship_pointing_at_it() -> None:
    # catan-ep-fr: "Il peut y avoir au maximum 3 unités sur un jeton Repaire de pirates." "Une unité ne peut être
    # placée sur une tuile Rivière d'or ou toute autre tuile Terrain sans jeton Repaire de pirates."
    state = lair_table(crews=(BLUE, BLUE), ships=[ship(0, RED, BY_LAIR, Piece.CREW, Piece.CREW),
                                                  ship(1, RED, E((1, 0), (2, 0)), Piece.CREW)])
    with pytest.raises(RuleError, match="at most 3 crews"):
        apply(state, LandCrews(RED, 0, LAIR, 2))
    with pytest.raises(RuleError, match="point at an intersection"):
        apply(state, LandCrews(RED, 1, LAIR, 1))
    with pytest.raises(RuleError, match="not yet captured"):
        apply(state, LandCrews(RED, 0, (1, -1), 1))


def test_nothing_is_built_by_a_lair_until_it_is_captured() -> None:
    # catan-ep-fr: "Tant qu'il y a un jeton Repaire de pirates sur une tuile, il est interdit ... de construire une
    # colonie sur une intersection touchant cette tuile." "Il est possible de construire ... des colonies aux
    # intersections de cette même tuile"
    corner = C((2, -1), (3, -2), (3, -1))
    state = lair_table(ships=[ship(0, RED, BY_LAIR, Piece.SETTLER)])
    with pytest.raises(RuleError, match="pirate lair"):
        apply(state, Found(RED, 0, corner))
    freed = with_hex(state, LAIR, Kind.GOLD_RIVER, 8, zone=Zone.NORTH, lair=True, captured=True)
    assert apply(freed, Found(RED, 0, corner)).buildings[-1].corner == corner
