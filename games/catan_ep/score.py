"""The end of the game line by line (docs/design.md#the-engine-face), for the one result screen: settlements (1
point), harbor settlements ("Une colonie portuaire vaut 2 PV"), each mission track's points and its PV card ("vous
prenez la fiche PV de cette mission, d'une valeur de 1 PV"). The lines add up to each seat's total."""

from __future__ import annotations

from typing import Sequence

from games.base import N_, Phrase
from games.catan_ep.missions import HARBOR_POINTS, LEADER_POINTS, SETTLEMENT_POINTS, leader, points, track_points
from games.catan_ep.model import CatanState
from games.catan_ep.turn import outcome
from games.catan_ep.words import mission_phrase
from games.scoresheet import ScoreLine, ScoreSheet


def _buildings(state: CatanState, harbor: bool) -> tuple[int, ...]:
    worth = HARBOR_POINTS if harbor else SETTLEMENT_POINTS
    return tuple(worth * sum(1 for b in state.buildings if b.owner == seat and b.harbor == harbor)
                 for seat in range(len(state.players)))


def score_sheet(state: CatanState) -> ScoreSheet | None:
    ended = outcome(state)
    if ended is None:
        return None
    seats = range(len(state.players))
    lines = [ScoreLine(Phrase.of(N_("Settlements")), _buildings(state, False)),
             ScoreLine(Phrase.of(N_("Harbor settlements")), _buildings(state, True))]
    for track in state.tracks:
        mission = mission_phrase(track.mission)
        lines.append(ScoreLine(Phrase.of(N_("{mission} track"), mission=mission),
                               tuple(track_points(track, s) for s in seats)))
        holder = leader(track.markers)
        lines.append(ScoreLine(Phrase.of(N_("{mission}: the PV card"), mission=mission),
                               tuple(LEADER_POINTS if holder == s else 0 for s in seats)))
    return ScoreSheet(ended, tuple(lines))


def score_over_game(states: Sequence[CatanState]) -> tuple[tuple[int, ...], ...]:
    """Each seat's victory points at the end of each turn (the turn counter steps), and at the last state when it
    ended between two: the play log's chart (docs/records.md#the-play-log)."""
    found: list[tuple[int, ...]] = []

    def now(state: CatanState) -> tuple[int, ...]:
        return tuple(points(state, seat) for seat in range(len(state.players)))

    for before, after in zip(states, states[1:]):
        if after.turns > before.turns:
            found.append(now(after))
    if states and (not found or found[-1] != now(states[-1])):
        found.append(now(states[-1]))
    return tuple(found)
