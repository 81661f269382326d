"""The file format of ``companion score ilos FILE.json`` (issue 5, "Headless command"); pure: a dict in, a
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
raises HeadlessError (a ValueError with a one-line reason: exit 2).
"""

from __future__ import annotations

from typing import Any

from games.base import RuleError
from games.json_input import HeadlessError, json_object, only_keys, whole_count
from games.ilos import scoring, setup
from games.ilos.model import RESOURCES, Resources

NAMES = ", ".join(r.value for r in RESOURCES)


def _prices(data: dict[str, Any]) -> list[tuple[int, ...]]:
    prices = json_object(data.get("prices"), "'prices'")
    only_keys(prices, tuple(r.value for r in RESOURCES), "'prices'")
    rows = []
    for resource in RESOURCES:
        if resource.value not in prices:
            raise HeadlessError(f"'prices' has no row for {resource.value}; it needs one for each of {NAMES}")
        row = prices[resource.value]
        if not isinstance(row, list):
            raise HeadlessError(f"the price row of {resource.value} must be a list of {setup.PRICE_FIGURES} "
                                f"whole prices, not {row!r}")
        try:
            rows.append(setup.price_row(resource, row))
        except RuleError as error:
            raise HeadlessError(error.english()) from None
    return rows


def _raises(data: dict[str, Any]) -> list[int]:
    table = json_object(data.get("raises", {}), "'raises'")
    only_keys(table, tuple(r.value for r in RESOURCES), "'raises'")
    raises = [whole_count(table.get(r.value, 0), f"the raises of {r.value}") for r in RESOURCES]
    for resource, count in zip(RESOURCES, raises):
        if count > setup.MAX_RAISES:
            raise HeadlessError(f"{resource.value} has {count} raises; a price rises at most {setup.MAX_RAISES} "
                                "times (the last figure of a row is never covered)")
    if sum(raises) > setup.MARKET_TOKENS:
        raise HeadlessError(f"the rows hold {sum(raises)} market tokens in all; there are only "
                            f"{setup.MARKET_TOKENS}")
    return raises


def _player(value: Any, index: int, names: list[str]) -> tuple[str, Resources, int]:
    player = json_object(value, f"player {index}")
    only_keys(player, ("name", "resources", "pioneers"), f"player {index}")
    name = player.get("name")
    if not isinstance(name, str) or not name.strip():
        raise HeadlessError(f"player {index} needs a non-empty 'name'")
    if name in names:
        raise HeadlessError(f"two players are named {name!r}")
    resources = json_object(player.get("resources", {}), f"the 'resources' of {name}")
    only_keys(resources, tuple(r.value for r in RESOURCES), f"the 'resources' of {name}")
    stash = Resources(*(whole_count(resources.get(r.value, 0), f"{name}'s {r.value}") for r in RESOURCES))
    if "pioneers" not in player:
        raise HeadlessError(f"player {name!r} has no 'pioneers' (0 to {setup.PIONEERS}: the tie-break)")
    pioneers = whole_count(player["pioneers"], f"{name}'s pioneers", setup.PIONEERS)
    return name, stash, pioneers


def score_file(data: Any) -> dict[str, Any]:
    data = json_object(data, "the file")
    only_keys(data, ("prices", "raises", "players"), "the file")
    rows = _prices(data)
    raises = _raises(data)
    players = data.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= setup.MAX_PLAYERS:
        raise HeadlessError(f"'players' must be a list of 1 to {setup.MAX_PLAYERS} "
                            "{\"name\", \"resources\", \"pioneers\"} objects")
    names: list[str] = []
    stashes, pioneers = [], []
    for index, value in enumerate(players, start=1):
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
