"""The file format of ``companion score catan-ep FILE.json``; pure: a dict in, a
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
from games.json_input import (THE_FILE, HeadlessError, at, json_list, json_object, one_of, only_keys, player_name,
                              shown, whole_count)

MISSIONS = tuple(m.value for m in Mission)
MAX_SPACE = 99  # a mission track's spaces, far more than a Mission card shows


def _players(data_in: dict[str, Any]) -> list[dict[str, Any]]:
    listed = json_list(data_in.get("players"), "players", setup.MIN_PLAYERS, setup.MAX_PLAYERS)
    players: list[dict[str, Any]] = []
    for index, value in enumerate(listed):
        field = at("players", index)
        player = json_object(value, field)
        only_keys(player, ("name", "settlements", "harbor_settlements"), field)
        name = player_name(player.get("name"), at(field, "name"), [p["name"] for p in players])
        players.append({"name": name,
                        "settlements": whole_count(player.get("settlements", 0), at(field, "settlements"),
                                                   SUPPLY[Build.SETTLEMENT]),
                        "harbors": whole_count(player.get("harbor_settlements", 0), at(field, "harbor_settlements"),
                                               SUPPLY[Build.HARBOR])})
    return players


def _tracks(data_in: dict[str, Any], config: Mapping[str, Any] | None) -> dict[Mission, tuple[int, ...]]:
    try:
        known = data.verified_tracks(config or {})
    except RuleError as error:
        raise HeadlessError.of(error, in_config=True) from None
    given = json_object(data_in.get("tracks", {}), "tracks")
    only_keys(given, MISSIONS, "tracks")
    for name, values in given.items():
        try:
            known[Mission(name)] = setup.track_values(f"tracks.{name}", values)
        except RuleError as error:
            raise HeadlessError.of(error) from None
    return known


def _markers(value: Any, mission: Mission, names: list[str]) -> list[Marker]:
    field = at("missions", mission.value)
    markers: list[Marker] = []
    for arrival, item in enumerate(json_list(value, field, 0, len(names))):
        where = at(field, arrival)
        if not isinstance(item, list) or len(item) != 2:
            raise HeadlessError("{field} must be a [player, space] pair, not {value}", field=where, value=shown(item))
        name = one_of(item[0], tuple(names), at(where, 0))
        if any(m.seat == names.index(name) for m in markers):
            raise HeadlessError("{field} lists {name} twice", field=field, name=name)
        markers.append(Marker(names.index(name), whole_count(item[1], at(where, 1), MAX_SPACE), arrival))
    return markers


def score_file(data_in: Any, config: Mapping[str, Any] | None = None) -> dict[str, Any]:
    data_in = json_object(data_in, THE_FILE)
    only_keys(data_in, ("scenario", "players", "missions", "tracks"), THE_FILE)
    scenario = data_in.get("scenario")
    if not isinstance(scenario, int) or isinstance(scenario, bool) or scenario not in TARGETS:
        raise HeadlessError("{field} must be one of {allowed}, not {value}", field="scenario",
                            allowed=", ".join(str(s) for s in TARGETS), value=shown(scenario))
    players = _players(data_in)
    names = [p["name"] for p in players]
    tracks = _tracks(data_in, config)
    listed = json_object(data_in.get("missions", {}), "missions")
    only_keys(listed, MISSIONS, "missions")
    played = SCENARIO_MISSIONS[scenario]
    mission_points, leader_points = [0] * len(players), [0] * len(players)
    for name in listed:
        if Mission(name) not in played:
            raise HeadlessError("{field}: scenario {scenario} does not play this mission; it plays {played}",
                                field=at("missions", name), scenario=scenario,
                                played=", ".join(m.value for m in played) or "-")
    for mission in played:
        markers = _markers(listed.get(mission.value, []), mission, names)
        if mission not in tracks:
            if any(m.step for m in markers):
                raise HeadlessError("{field} is needed: the points of each space of the {mission} track, S first "
                                    "(config/games/catan_ep.toml does not hold them as verified)",
                                    field=at("tracks", mission.value), mission=mission.value)
            continue  # everyone on S, which gives no points
        points = tracks[mission]
        for m in markers:
            if m.step >= len(points):
                raise HeadlessError("{field}: {name} is on space {space}, but the track has spaces 0 (S) to {last}",
                                    field=at("missions", mission.value), name=names[m.seat], space=m.step,
                                    last=len(points) - 1)
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
