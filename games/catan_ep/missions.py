"""Victory points: buildings, mission tracks and the 1-point card of each track's leader; the targets.

"Vous avez toujours le nombre de PV indiqué à côté de la case occupée par votre marqueur." "Lorsque votre
marqueur est celui le plus avancé d'une piste, vous prenez la fiche PV de cette mission, d'une valeur de 1 PV."
"Si plusieurs joueurs sont les plus avancés sur une même piste, celui dont le marqueur est en-dessous de la pile
obtient la fiche PV": the first to arrive on that space. A marker still on S leads nothing. A track's points are read
off its Mission card when a marker first leaves S (games/catan_ep/tracks.py); until then S counts none.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from games.base import N_
from games.catan_ep.model import CatanState, Marker, Mission, Track
from games.catan_ep.words import mission_phrase
from games.figures import FigureNeeded

# Which missions each scenario plays, and the points that win it ("au moins 8 points", 12, 15, 15, 17).
SCENARIO_MISSIONS = {1: (), 2: (Mission.PIRATE_LAIRS,), 3: (Mission.PIRATE_LAIRS, Mission.FISH),
                     4: (Mission.FISH, Mission.SPICES), 5: (Mission.PIRATE_LAIRS, Mission.FISH, Mission.SPICES)}
TARGETS = {1: 8, 2: 12, 3: 15, 4: 15, 5: 17}
SETTLEMENT_POINTS = 1
HARBOR_POINTS = 2  # "Une colonie portuaire vaut 2 PV."
LEADER_POINTS = 1
TRACK_OPTIONS = {m: f"track_{m.value}" for m in Mission}  # the set-up option (and box figure) of each track's points
UNREAD_TRACK = N_("Look at the {mission} Mission card: the points printed beside each space, S first (the rulebook "
                  "does not print them)")


def leader(markers: Sequence[Marker]) -> int | None:
    """The seat holding the track's PV card: the furthest marker past S, the earliest arrived among equals."""
    ahead = [m for m in markers if m.step > 0]
    if not ahead:
        return None
    best = max(m.step for m in ahead)
    return min((m for m in ahead if m.step == best), key=lambda m: m.arrival).seat


def read_points(track: Track) -> tuple[int, ...]:
    """The points beside each space of ``track``; FigureNeeded while the table has not read its Mission card."""
    if track.points is None:
        raise FigureNeeded(TRACK_OPTIONS[track.mission], UNREAD_TRACK, mission=mission_phrase(track.mission))
    return track.points


def track_points(track: Track, seat: int) -> int:
    """The seat's points on ``track``: none on S of a track not read yet (every marker on it is still on S)."""
    marker = next((m for m in track.markers if m.seat == seat), None)
    return 0 if marker is None or track.points is None else track.points[marker.step]


def advance(state: CatanState, seat: int, mission: Mission) -> CatanState:
    """The seat's marker goes one space further (on top of any marker there); it stays on the last space."""
    tracks = []
    for track in state.tracks:
        if track.mission is mission:
            last = len(read_points(track)) - 1
            track = replace(track, markers=tuple(
                Marker(m.seat, min(m.step + 1, last), state.arrivals) if m.seat == seat and m.step < last else m
                for m in track.markers))
        tracks.append(track)
    return replace(state, tracks=tuple(tracks), arrivals=state.arrivals + 1)


def building_points(state: CatanState, seat: int) -> int:
    return sum(HARBOR_POINTS if b.harbor else SETTLEMENT_POINTS for b in state.buildings if b.owner == seat)


def points(state: CatanState, seat: int) -> int:
    total = building_points(state, seat)
    for track in state.tracks:
        total += track_points(track, seat) + (LEADER_POINTS if leader(track.markers) == seat else 0)
    return total


def step_of(state: CatanState, seat: int, mission: Mission) -> int:
    track = next(t for t in state.tracks if t.mission is mission)
    return next(m.step for m in track.markers if m.seat == seat)
