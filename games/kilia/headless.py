"""The file format of ``companion score kilia FILE.json``; pure: a dict in, a
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
from games.json_input import (THE_FILE, HeadlessError, at, json_list, json_object, one_of, only_keys, player_name,
                              shown, whole_count)
from games.kilia import cards, goals, scoring, setup
from games.kilia.model import GOALS, ZONES, Colour, Goal, Rules

GOAL_NAMES = ", ".join(g.value for g in GOALS)
PLAYER_KEYS = ("name", "colour", "achievements", "zones", "contracts", "delivered", "goods", "coins")
MAX_ROUND = 99  # far more rounds than a game lasts
MAX_CONTRACTS = cards.CONTRACT_CARDS + 4  # "36 cartes Contrat (dont 4 contrats de départ)"


def _wheels(data: dict[str, Any]) -> dict[Goal, tuple[int, ...]]:
    table = json_object(data.get("wheels", {}), "wheels")
    only_keys(table, tuple(g.value for g in GOALS), "wheels")
    found = {}
    for name, values in table.items():
        if not isinstance(values, list):
            raise HeadlessError("{field} must be a list of the wheel's values, highest first, not {value}",
                                field=at("wheels", name), value=shown(values))
        try:
            found[Goal(name)] = setup.wheel(f"wheels.{name}", values)
        except RuleError as error:
            raise HeadlessError.of(error) from None
    return found


def _achievements(value: Any, field: str) -> list[tuple[Goal, int]]:
    found = []
    for index, item in enumerate(json_list(value, field, 0, len(GOALS) * setup.SCORE_TOKENS)):
        where = at(field, index)
        if not isinstance(item, list) or len(item) != 2:
            raise HeadlessError("{field} must be a [goal, round] pair, not {value}", field=where, value=shown(item))
        goal = one_of(item[0], tuple(g.value for g in GOALS), at(where, 0))
        found.append((Goal(goal), whole_count(item[1], at(where, 1), MAX_ROUND, least=1)))
    return found


def _check_possible(field: str, reached: list[tuple[Goal, int]], zones: list[int], contracts: int) -> None:
    """Refuse more tokens on a goal than the boards allow (goals.progress's rules, counted at the end)."""
    counts = {g: sum(1 for goal, _ in reached if goal is g) for g in GOALS}
    limits = {Goal.ZONE4: sum(1 for n in zones if n >= setup.ZONE_MAX),
              Goal.ZONES3: sum(1 for n in zones if n >= 3) // goals.ZONES3_PAIR,
              Goal.ZONES2: int(all(n >= 2 for n in zones)), Goal.MARKET: 1,
              Goal.CONTRACTS: contracts // goals.CONTRACTS_STEP}
    for goal, limit in limits.items():
        if counts[goal] > limit:
            raise HeadlessError("{field} reaches {goal} more often than the zones and contracts given allow (at most "
                                "{limit})", field=field, goal=goal.value, limit=limit)


def _player(value: Any, index: int, names: list[str], colours: list[Colour]) -> dict[str, Any]:
    field = at("players", index)
    player = json_object(value, field)
    only_keys(player, PLAYER_KEYS, field)
    name = player_name(player.get("name"), at(field, "name"), names)
    colour = Colour(one_of(player.get("colour"), tuple(c.value for c in Colour), at(field, "colour")))
    if colour in colours:
        raise HeadlessError("{field}: two players have the colour {colour}", field=at(field, "colour"),
                            colour=colour.value)
    table = json_object(player.get("zones", {}), at(field, "zones"))
    only_keys(table, tuple(z.value for z in ZONES), at(field, "zones"))
    zones = [whole_count(table.get(z.value, 0), at(at(field, "zones"), z.value), setup.ZONE_MAX) for z in ZONES]
    contracts = json_list(player.get("contracts", []), at(field, "contracts"), 0, MAX_CONTRACTS)
    points = [whole_count(p, at(at(field, "contracts"), i)) for i, p in enumerate(contracts)]
    reached = _achievements(player.get("achievements", []), at(field, "achievements"))
    _check_possible(at(field, "achievements"), reached, zones, len(points))
    return {"name": name, "colour": colour, "zones": zones, "contracts": points, "reached": reached,
            "delivered": whole_count(player.get("delivered", 0), at(field, "delivered")),
            "left": whole_count(player.get("goods", 0), at(field, "goods")) + whole_count(player.get("coins", 0),
                                                                                        at(field, "coins"))}


def _rules(data: dict[str, Any]) -> Rules:
    """The readings of the file's ``options`` (the table options that change where tokens score)."""
    options = json_object(data.get("options", {}), "options")
    only_keys(options, scoring.READINGS, "options")
    return Rules(**{name: one_of(value, setup.OPTIONS[name], at("options", name)) for name, value in options.items()})


def score_file(data: Any) -> dict[str, Any]:
    data = json_object(data, THE_FILE)
    only_keys(data, ("wheels", "players", "options"), THE_FILE)
    rules = _rules(data)
    wheels = _wheels(data)
    listed = json_list(data.get("players"), "players", setup.MIN_PLAYERS, setup.MAX_PLAYERS)
    players: list[dict[str, Any]] = []
    for index, value in enumerate(listed):
        players.append(_player(value, index, [p["name"] for p in players], [p["colour"] for p in players]))
    tokens = {goal: [(i, r) for i, p in enumerate(players) for g, r in p["reached"] if g is goal] for goal in GOALS}
    tokens = {goal: placed for goal, placed in tokens.items() if placed}
    for goal in tokens:
        if goal not in wheels:
            raise HeadlessError("{field} is needed: the values of that wheel, highest first (a player reached "
                                "{goal})", field=at("wheels", goal.value), goal=goal.value)
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

