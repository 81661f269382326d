"""The file format of ``companion score kilia FILE.json`` (issue 4, "Headless command"); pure: a dict in, a
dict out. The lead wires it to the command.

score_file: {"wheels": {"zone4": [9, 7, 5], "zones3": [..], "zones2": [..], "market": [..], "contracts": [..],
                        "coins": [..]},
             "players": [{"name": "Anna", "colour": "white", "achievements": [["zone4", 3], ["coins", 5]],
                          "zones": {"castle": 4, "university": 2, "shipyard": 1, "warehouse": 3},
                          "contracts": [3, 5, 2], "delivered": 4, "goods": 5, "coins": 3}],
             "options": {"full_wheel": "lowest", "twice_in_a_round": "share"}}
  -> {"players": [{"name", "council", "colour", "contracts", "goods", "total", "rank", "readings"}],
      "winners": [names]}

Input. A wheel lists its values space by space in the order tokens take them (highest first); only the wheels of
goals someone reached are needed. An achievement is a goal and the round it was reached in; tokens reached in the
same round share a space, and with 2 players the second space of every wheel is covered. ``zones``: cards under each
zone (0 to 4, a zone left out has none); ``contracts``: the points of each fulfilled contract; ``delivered``: goods
scored by points skills; ``goods`` and ``coins``: what is left, for the tie-break. ``options`` (optional), the
table's readings: ``full_wheel`` "lowest" (a token finding no free space shares the lowest; the default) or
"nothing"; ``twice_in_a_round`` "share" (one player's tokens reached on one goal in one round share a space, as
several players' do; the default) or "in_turn" (one space after the other). Achievements the boards cannot allow (a
2nd zones2, more zone4 than zones with 4 cards...) are refused.

Output, per player, the score pad's rows: ``council`` (the wheels), ``colour`` (3 a card under the zone of one's
colour), ``contracts``, ``goods`` (delivered), ``total``, ``rank`` (1 for the winners; tied players share a place,
the next place skips), ``readings`` (only when a reading changed the score: each reading that changed the player's
wheel points: the option, the value played and its points, the other value and the points it gives). The most points
wins, then the most goods and coins left; players still equal share the win. Malformed input raises HeadlessError (a
ValueError with a one-line reason: exit 2).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from games.base import RuleError
from games.json_input import HeadlessError, json_object, only_keys, whole_count
from games.kilia import goals, scoring, setup
from games.kilia.model import GOALS, ZONES, Colour, Goal, Rules

GOAL_NAMES = ", ".join(g.value for g in GOALS)
PLAYER_KEYS = ("name", "colour", "achievements", "zones", "contracts", "delivered", "goods", "coins")


def _wheels(data: dict[str, Any]) -> dict[Goal, tuple[int, ...]]:
    table = json_object(data.get("wheels", {}), "'wheels'")
    only_keys(table, tuple(g.value for g in GOALS), "'wheels'")
    found = {}
    for name, values in table.items():
        if not isinstance(values, list):
            raise HeadlessError(f"the wheel {name} must be a list of its values, highest first, not {values!r}")
        try:
            found[Goal(name)] = setup.wheel(f"wheels.{name}", values)
        except RuleError as error:
            raise HeadlessError(error.english()) from None
    return found


def _achievements(value: Any, name: str) -> list[tuple[Goal, int]]:
    if not isinstance(value, list):
        raise HeadlessError(f"{name}'s 'achievements' must be a list of [goal, round] pairs")
    found = []
    for item in value:
        if (not isinstance(item, list) or len(item) != 2 or item[0] not in {g.value for g in GOALS}
                or not isinstance(item[1], int) or isinstance(item[1], bool) or item[1] < 1):
            raise HeadlessError(f"{name}'s achievement {item!r} is not [goal, round]: a goal among {GOAL_NAMES} and "
                                "a round from 1")
        found.append((Goal(item[0]), item[1]))
    return found


def _check_possible(name: str, reached: list[tuple[Goal, int]], zones: list[int], contracts: int) -> None:
    """Refuse more tokens on a goal than the boards allow (goals.progress's rules, counted at the end)."""
    counts = {g: sum(1 for goal, _ in reached if goal is g) for g in GOALS}
    limits = {Goal.ZONE4: sum(1 for n in zones if n >= setup.ZONE_MAX),
              Goal.ZONES3: sum(1 for n in zones if n >= 3) // goals.ZONES3_PAIR,
              Goal.ZONES2: int(all(n >= 2 for n in zones)), Goal.MARKET: 1,
              Goal.CONTRACTS: contracts // goals.CONTRACTS_STEP}
    for goal, limit in limits.items():
        if counts[goal] > limit:
            raise HeadlessError(f"{name} has {counts[goal]} achievement(s) {goal.value} but the zones and contracts "
                                f"given allow {limit}")


def _player(value: Any, index: int, names: list[str], colours: list[Colour]) -> dict[str, Any]:
    player = json_object(value, f"player {index}")
    only_keys(player, PLAYER_KEYS, f"player {index}")
    name = player.get("name")
    if not isinstance(name, str) or not name.strip():
        raise HeadlessError(f"player {index} needs a non-empty 'name'")
    if name in names:
        raise HeadlessError(f"two players are named {name!r}")
    colour_name = player.get("colour")
    if colour_name not in {c.value for c in Colour}:
        raise HeadlessError(f"{name}'s 'colour' must be one of white, yellow, red, brown, not {colour_name!r}")
    colour = Colour(colour_name)
    if colour in colours:
        raise HeadlessError(f"two players have the colour {colour.value}")
    table = json_object(player.get("zones", {}), f"{name}'s 'zones'")
    only_keys(table, tuple(z.value for z in ZONES), f"{name}'s 'zones'")
    zones = [whole_count(table.get(z.value, 0), f"{name}'s {z.value}", setup.ZONE_MAX) for z in ZONES]
    contracts = player.get("contracts", [])
    if not isinstance(contracts, list):
        raise HeadlessError(f"{name}'s 'contracts' must be a list of the points of each fulfilled contract")
    points = [whole_count(p, f"a contract of {name}") for p in contracts]
    reached = _achievements(player.get("achievements", []), name)
    _check_possible(name, reached, zones, len(points))
    return {"name": name, "colour": colour, "zones": zones, "contracts": points, "reached": reached,
            "delivered": whole_count(player.get("delivered", 0), f"{name}'s 'delivered'"),
            "left": whole_count(player.get("goods", 0), f"{name}'s 'goods'") + whole_count(player.get("coins", 0),
                                                                                f"{name}'s 'coins'")}


def _rules(data: dict[str, Any]) -> Rules:
    """The readings of the file's ``options`` (the table options that change where tokens score)."""
    options = json_object(data.get("options", {}), "'options'")
    only_keys(options, scoring.READINGS, "'options'")
    for name, value in options.items():
        if value not in setup.OPTIONS[name]:
            allowed = " or ".join(repr(v) for v in setup.OPTIONS[name])
            raise HeadlessError(f"options.{name} is {allowed}, not {value!r}")
    return Rules(**options)


def score_file(data: Any) -> dict[str, Any]:
    data = json_object(data, "the file")
    only_keys(data, ("wheels", "players", "options"), "the file")
    rules = _rules(data)
    wheels = _wheels(data)
    listed = data.get("players")
    if not isinstance(listed, list) or not setup.MIN_PLAYERS <= len(listed) <= setup.MAX_PLAYERS:
        raise HeadlessError(f"'players' must be a list of {setup.MIN_PLAYERS} to {setup.MAX_PLAYERS} player objects")
    players: list[dict[str, Any]] = []
    for index, value in enumerate(listed, start=1):
        players.append(_player(value, index, [p["name"] for p in players], [p["colour"] for p in players]))
    tokens = {goal: [(i, r) for i, p in enumerate(players) for g, r in p["reached"] if g is goal] for goal in GOALS}
    tokens = {goal: placed for goal, placed in tokens.items() if placed}
    for goal in tokens:
        if goal not in wheels:
            raise HeadlessError(f"'wheels' needs the values of the {goal.value} wheel: a player reached it")
    council = scoring.wheel_points(tokens, wheels, len(players), rules)
    effects = scoring.reading_effects(partial(scoring.wheel_points, tokens, wheels, len(players)), rules)
    breakdowns = [scoring.Breakdown(council=council[i], colour=scoring.colour_points(p["colour"], p["zones"]),
                                    contracts=sum(p["contracts"]), goods=p["delivered"], left=p["left"])
                  for i, p in enumerate(players)]
    outcome = scoring.outcome_of(breakdowns)
    place = scoring.places(outcome)
    result = [{"name": p["name"], "council": b.council, "colour": b.colour, "contracts": b.contracts,
               "goods": b.goods, "total": b.total, "rank": place[i], **({"readings": effects[i]} if effects[i] else {})}
              for i, (p, b) in enumerate(zip(players, breakdowns))]
    return {"players": result, "winners": [players[i]["name"] for i in outcome.winners]}

