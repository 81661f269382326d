"""The file format of ``companion score ilos FILE.json``; pure: a dict in, a
dict out. The lead wires it to the command.

score_file: {"prices": {"ebony": [..], "dye": [..], "gold": [..], "spices": [..]},
             "raises": {"ebony": 1, "dye": 0, "gold": 2, "spices": 3},
             "players": [{"name": "Ana", "resources": {"ebony": 3, "dye": 1, "gold": 4, "spices": 0},
                          "pioneers": 10}]}
  -> {"players": [{"name", "value", "by_resource", "rank"}], "winners": [names]}

Each price row lists the market board's 5 figures from the starting price; ``raises`` counts the market tokens
on each row (a resource left out has none); a resource left out of a player's ``resources`` counts 0. The
value of a stash is each resource times its price (the first figure not covered); the richest wins, then
the one with more pioneers, and players still equal share the win; ``rank`` is 1 for the winners (tied
players share a place, the next place skips). Malformed input, or more than 4 raises on a row or 8 in all,
raises HeadlessError (a ValueError with a one-line reason naming the field: exit 2).
"""

from __future__ import annotations

from typing import Any

from games.base import RuleError
from games.json_input import (THE_FILE, HeadlessError, at, json_list, json_object, only_keys, player_name, shown,
                              whole_count)
from games.ilos import scoring, setup
from games.ilos.model import RESOURCES, Resources

NAMES = ", ".join(r.value for r in RESOURCES)
KEYS = tuple(r.value for r in RESOURCES)


def _prices(data: dict[str, Any]) -> list[tuple[int, ...]]:
    prices = json_object(data.get("prices"), "prices")
    only_keys(prices, KEYS, "prices")
    rows = []
    for resource in RESOURCES:
        field = at("prices", resource.value)
        if resource.value not in prices:
            raise HeadlessError("{field} is missing: the prices need a row for each of {names}", field=field,
                                names=NAMES)
        row = prices[resource.value]
        if not isinstance(row, list):
            raise HeadlessError("{field} must be a list of {count} whole prices, not {value}", field=field,
                                count=setup.PRICE_FIGURES, value=shown(row))
        try:
            rows.append(setup.price_row(resource, row))
        except RuleError as error:
            raise HeadlessError.of(error) from None
    return rows


def _raises(data: dict[str, Any]) -> list[int]:
    table = json_object(data.get("raises", {}), "raises")
    only_keys(table, KEYS, "raises")
    # A price rises at most MAX_RAISES times: the last figure of a row is never covered.
    raises = [whole_count(table.get(r.value, 0), at("raises", r.value), setup.MAX_RAISES) for r in RESOURCES]
    if sum(raises) > setup.MARKET_TOKENS:
        raise HeadlessError("{field}: the rows hold {count} market tokens in all; there are only {most}",
                            field="raises", count=sum(raises), most=setup.MARKET_TOKENS)
    return raises


def _player(value: Any, index: int, names: list[str]) -> tuple[str, Resources, int]:
    field = at("players", index)
    player = json_object(value, field)
    only_keys(player, ("name", "resources", "pioneers"), field)
    name = player_name(player.get("name"), at(field, "name"), names)
    resources = json_object(player.get("resources", {}), at(field, "resources"))
    only_keys(resources, KEYS, at(field, "resources"))
    stash = Resources(*(whole_count(resources.get(r.value, 0), at(at(field, "resources"), r.value))
                        for r in RESOURCES))
    if "pioneers" not in player:
        raise HeadlessError("{field} is missing: the pioneers placed, 0 to {most} (the tie-break)",
                            field=at(field, "pioneers"), most=setup.PIONEERS)
    pioneers = whole_count(player["pioneers"], at(field, "pioneers"), setup.PIONEERS)
    return name, stash, pioneers


def score_file(data: Any) -> dict[str, Any]:
    data = json_object(data, THE_FILE)
    only_keys(data, ("prices", "raises", "players"), THE_FILE)
    rows = _prices(data)
    raises = _raises(data)
    players = json_list(data.get("players"), "players", 1, setup.MAX_PLAYERS)
    names: list[str] = []
    stashes, pioneers = [], []
    for index, value in enumerate(players):
        name, stash, placed = _player(value, index, names)
        names.append(name)
        stashes.append(stash)
        pioneers.append(placed)
    prices = scoring.current_prices(rows, raises)
    breakdowns = [scoring.by_resource(stash, prices) for stash in stashes]
    values = [sum(b.values()) for b in breakdowns]
    outcome = scoring.outcome_of(values, pioneers)
    place = scoring.places(outcome)
    result = [{"name": name, "value": values[i], "by_resource": {r.value: v for r, v in breakdowns[i].items()},
               "rank": place[i]} for i, name in enumerate(names)]
    return {"players": result, "winners": [names[i] for i in outcome.winners]}
