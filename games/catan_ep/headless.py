"""The file format of ``companion score catan-ep FILE.json`` (issue 6, "Headless command"); pure: a dict in, a
dict out.

score_file: {"scenario": 2,
             "players": [{"name": "Red", "settlements": 3, "harbor_settlements": 2}, ...],
             "missions": {"pirate_lairs": [["Red", 4], ["Blue", 4]]},
             "tracks": {"pirate_lairs": [0, 0, 1, 1, 2, 2, 3, 3, 4]}}
  -> {"players": [{"name", "buildings", "missions", "leader", "total"}], "target", "reached": [names]}

``missions`` lists, per mission the scenario plays (pirate_lairs, fish, spices), each marker's space (0 is S) in
the order the markers reached their current space, earliest first (a marker under a stack comes first); a player
left out is on S. ``tracks`` gives the points beside every space of a track, S first; it overrides the verified
values of config/games/catan_ep.toml (``config``: the parsed file, when the caller has it). A track whose values
are known from neither is needed as soon as a marker has left S. Output: ``buildings`` (settlement 1, harbor
settlement 2), ``missions`` (track points), ``leader`` (1 per mission track led: the furthest marker past S, the
earliest there on a tie), ``total``; ``target`` the scenario's winning points; ``reached`` the players at or
above it (the first of them to be on turn wins). Malformed input raises HeadlessError (exit 2).
"""

from __future__ import annotations

from typing import Any, Mapping

from games.base import RuleError
from games.catan_ep import data, setup
from games.catan_ep.missions import (HARBOR_POINTS, LEADER_POINTS, SCENARIO_MISSIONS, SETTLEMENT_POINTS, TARGETS,
                                     leader)
from games.catan_ep.model import Marker, Mission
from games.catan_ep.pieces import SUPPLY, Build
from games.json_input import HeadlessError, json_object, only_keys, whole_count

MISSION_NAMES = ", ".join(m.value for m in Mission)


def _players(data_in: dict[str, Any]) -> list[dict[str, Any]]:
    listed = data_in.get("players")
    if not isinstance(listed, list) or not setup.MIN_PLAYERS <= len(listed) <= setup.MAX_PLAYERS:
        raise HeadlessError(f"'players' must be a list of {setup.MIN_PLAYERS} to {setup.MAX_PLAYERS} player objects")
    players: list[dict[str, Any]] = []
    for index, value in enumerate(listed, start=1):
        player = json_object(value, f"player {index}")
        only_keys(player, ("name", "settlements", "harbor_settlements"), f"player {index}")
        name = player.get("name")
        if not isinstance(name, str) or not name.strip():
            raise HeadlessError(f"player {index} needs a non-empty 'name'")
        if name in (p["name"] for p in players):
            raise HeadlessError(f"two players are named {name!r}")
        players.append({"name": name,
                        "settlements": whole_count(player.get("settlements", 0), f"{name}'s 'settlements'",
                                                   SUPPLY[Build.SETTLEMENT]),
                        "harbors": whole_count(player.get("harbor_settlements", 0),
                                               f"{name}'s 'harbor_settlements'", SUPPLY[Build.HARBOR])})
    return players


def _tracks(data_in: dict[str, Any], config: Mapping[str, Any] | None) -> dict[Mission, tuple[int, ...]]:
    try:
        known = data.verified_tracks(config or {})
    except RuleError as error:
        raise HeadlessError(f"config/games/catan_ep.toml: {error.english()}") from None
    given = json_object(data_in.get("tracks", {}), "'tracks'")
    only_keys(given, tuple(m.value for m in Mission), "'tracks'")
    for name, values in given.items():
        try:
            known[Mission(name)] = setup.track_values(f"tracks.{name}", values)
        except RuleError as error:
            raise HeadlessError(error.english()) from None
    return known


def _markers(value: Any, mission: Mission, names: list[str]) -> list[Marker]:
    if not isinstance(value, list):
        raise HeadlessError(f"missions.{mission.value} must be a list of [player, space] pairs, earliest first")
    markers: list[Marker] = []
    for arrival, item in enumerate(value):
        if not isinstance(item, list) or len(item) != 2 or item[0] not in names:
            raise HeadlessError(f"missions.{mission.value}: {item!r} is not [player, space] with a player among "
                                f"{', '.join(names)}")
        seat = names.index(item[0])
        if any(m.seat == seat for m in markers):
            raise HeadlessError(f"missions.{mission.value} lists {item[0]} twice")
        markers.append(Marker(seat, whole_count(item[1], f"{item[0]}'s space on {mission.value}"), arrival))
    return markers


def score_file(data_in: Any, config: Mapping[str, Any] | None = None) -> dict[str, Any]:
    data_in = json_object(data_in, "the file")
    only_keys(data_in, ("scenario", "players", "missions", "tracks"), "the file")
    scenario = data_in.get("scenario")
    if scenario not in TARGETS or isinstance(scenario, bool):
        raise HeadlessError(f"'scenario' must be one of {', '.join(str(s) for s in TARGETS)}, not {scenario!r}")
    players = _players(data_in)
    names = [p["name"] for p in players]
    tracks = _tracks(data_in, config)
    listed = json_object(data_in.get("missions", {}), "'missions'")
    only_keys(listed, tuple(m.value for m in Mission), "'missions'")
    played = SCENARIO_MISSIONS[scenario]
    mission_points, leader_points = [0] * len(players), [0] * len(players)
    for name in listed:
        if Mission(name) not in played:
            raise HeadlessError(f"scenario {scenario} does not play the mission {name}; it plays "
                                f"{', '.join(m.value for m in played) or 'none'}")
    for mission in played:
        markers = _markers(listed.get(mission.value, []), mission, names)
        if mission not in tracks:
            if any(m.step for m in markers):
                raise HeadlessError(f"the points of the {mission.value} track are not known: give "
                                    f"'tracks': {{\"{mission.value}\": [points of each space, S first]}}")
            continue  # everyone on S, which gives no points
        points = tracks[mission]
        for m in markers:
            if m.step >= len(points):
                raise HeadlessError(f"{names[m.seat]} is on space {m.step} of {mission.value}, whose track has "
                                    f"spaces 0 (S) to {len(points) - 1}")
            mission_points[m.seat] += points[m.step]
        on_s = [i for i in range(len(players)) if all(m.seat != i for m in markers)]
        mission_points = [p + (points[0] if i in on_s else 0) for i, p in enumerate(mission_points)]
        head = leader(markers)
        if head is not None:
            leader_points[head] += LEADER_POINTS
    result = []
    for i, p in enumerate(players):
        buildings = p["settlements"] * SETTLEMENT_POINTS + p["harbors"] * HARBOR_POINTS
        result.append({"name": p["name"], "buildings": buildings, "missions": mission_points[i],
                       "leader": leader_points[i], "total": buildings + mission_points[i] + leader_points[i]})
    target = TARGETS[scenario]
    return {"players": result, "target": target, "reached": [r["name"] for r in result if r["total"] >= target]}
