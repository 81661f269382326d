"""Writes the golden game records of tests/games/records/ (games/record.py): one whole game per game and per Catan
scenario, and one per game with every table option on its other reading, drawn by the games' own random samplers
from a fixed seed, played to the end. Run it only to change the records on purpose (a rules change that alters an
outcome), then read the diff:

    .venv/bin/python -m tests.games.make_records            # every record
    .venv/bin/python -m tests.games.make_records catan-ep-3  # one

Catan's sampler stops a game after 30 turns (DeclareEnd) to keep playouts short; here the table plays on until
someone reaches the target, so the record ends as a real game does, and plays a little less blindly: of a few
actions the sampler offers, it takes the first that gains the player on turn a point (random play seldom reaches
scenario 5's 17).
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from games import base, record
from games.base import Setup
from games.catan_ep import sampling as catan_sampling
from games.catan_ep.actions import DeclareEnd
from games.catan_ep.missions import points

RECORDS = Path(__file__).parent / "records"
NAMES = ["Anna", "Eric", "Cleo", "Dara"]
COLOURS = {"kilia": ["white", "red", "yellow", "brown"], "default": ["red", "blue", "white", "orange"]}
MAX_ACTIONS = 20000
CHOICES = 4


def _catan(scenario: int) -> dict[str, Any]:
    base_options = catan_sampling.SAMPLE_OPTIONS_5 if scenario >= 3 else catan_sampling.SAMPLE_OPTIONS
    return {**base_options, "scenario": scenario}


# name -> (game, players, seed, options beyond the game's sample options)
GAMES: dict[str, tuple[str, int, int, dict[str, Any]]] = {
    "kilim": ("kilim", 3, 1, {}),
    "ilos": ("ilos", 3, 1, {}),
    "kilia": ("kilia", 3, 1, {}),
    **{f"catan-ep-{n}": ("catan-ep", 3, seed, _catan(n)) for n, seed in ((1, 1), (2, 1), (3, 2), (4, 1), (5, 1))},
    # Every table option on its other reading, so that a change to those paths fails too.
    "kilim-other-readings": ("kilim", 4, 2, {"equal_bids": "cancel_top", "bar_when_no_winner": "highest_played",
                                             "largest_tie": "shared", "largest_min": 1, "adjacent_torn": "no_penalty",
                                             "scrap_hole": "touching"}),
    "ilos-other-readings": ("ilos", 4, 2, {"first_islands": "first_turn", "take_from": "anyone",
                                           "empty_trading_post": "allowed"}),
    "kilia-other-readings": ("kilia", 2, 2, {"trade_and_exchange": "exclusive", "full_wheel": "nothing",
                                             "twice_in_a_round": "in_turn", "refreshes": "once",
                                             "contracts_goal": "up_to_ninth", "sprats_development": "first_action",
                                             "sprats_bonus": "with_action"}),
    "catan-ep-2-other-readings": ("catan-ep", 3, 3, {**_catan(2), "gold_compensation": "nothing",
                                                     "discovery_stop": "action", "rob_reach": "along"}),
}


def play(name: str) -> dict[str, Any]:
    game_name, players, seed, options = GAMES[name]
    game = base.get(game_name)
    colours = COLOURS.get(game_name, COLOURS["default"])
    setup = Setup.of([(NAMES[i], colours[i]) for i in range(players)], **{**game.sample_options(), **options})
    rng = random.Random(seed)
    state, actions = game.initial_state(setup), []
    while len(actions) < MAX_ACTIONS:
        action = _catan_action(game, state, rng) if game_name == "catan-ep" else game.sample_action(state, rng)
        if action is None:
            break
        state = game.apply(state, action)
        actions.append(action)
    made = record.make(game, setup, actions)
    assert made["outcome"] is not None, f"{name}: no outcome after {len(actions)} actions"
    return made


def _catan_action(game: Any, state: Any, rng: random.Random) -> Any:
    """The sampler's action, or of CHOICES it offers the first that gains the player on turn a point; never the
    sampler's stop after its turn limit."""
    offered = []
    for _ in range(CHOICES):
        action = game.sample_action(replace(state, turns=0), rng)
        if action is None or isinstance(action, DeclareEnd):
            return action
        offered.append(action)
        if points(game.apply(state, action), state.seat) > points(state, state.seat):
            return action
    return offered[0]


def dumps(made: dict[str, Any]) -> str:
    """One action per line and the digests eight a line, so that a changed record reads as a short diff."""
    head = {k: v for k, v in made.items() if k not in ("actions", "digests", "outcome")}
    lines = ["{"]
    lines += [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    lines.append(f'  "outcome": {json.dumps(made["outcome"])},')
    lines.append('  "actions": [')
    lines += [f"    {json.dumps(a, ensure_ascii=False)}," for a in made["actions"]]
    lines[-1] = lines[-1].rstrip(",")
    lines.append("  ],")
    lines.append('  "digests": [')
    digests = made["digests"]
    lines += ["    " + ", ".join(json.dumps(d) for d in digests[i:i + 8]) + "," for i in range(0, len(digests), 8)]
    lines[-1] = lines[-1].rstrip(",")
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def main(names: list[str]) -> None:
    RECORDS.mkdir(exist_ok=True)
    for name in names or list(GAMES):
        made = play(name)
        assert json.loads(dumps(made)) == made
        (RECORDS / f"{name}.json").write_text(dumps(made), encoding="utf-8")
        print(f"{name}: {len(made['actions'])} actions, {made['outcome']}")


if __name__ == "__main__":
    main(sys.argv[1:])
