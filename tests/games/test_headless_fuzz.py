"""The headless file formats take any JSON without a crash: a valid file with one node replaced, dropped or
added, or nested deeper, is answered or refused with a HeadlessError (a one-line reason naming the field) or
a RuleError, never another exception; and a refusal's line stays short whatever the file held."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from games.base import RuleError
from games.catan_ep.headless import score_file as score_catan
from games.ilos.headless import score_file as score_ilos
from games.json_input import HeadlessError
from games.kilia.headless import score_file as score_kilia
from games.kilim.headless import auction_file, score_file as score_kilim
from tests.games.fuzz import Unexpected, mutate_json

LAIRS = [0, 0, 1, 1, 2, 2, 3, 3, 4]
SAMPLES: dict[str, tuple[Callable[[Any], Any], dict[str, Any]]] = {
    "score kilim": (score_kilim, {"players": [{"name": "Red", "carpet": ["AAB.", "CDDT"]},
                                             {"name": "Blue", "carpet": ["AB", "BA"]}], "options": {}}),
    "kilim auction": (auction_file, {"bids": {"Red": 9, "Blue": "spy", "Green": "scrap", "Pink": "artisan"},
                                     "spy": {"Blue": 12}, "scrap": {"Green": 14}, "artisan": {"Pink": 4},
                                     "spent": {"Red": [1, 2]}, "used": {"Blue": ["scrap"]}, "last_of_day": False}),
    "score ilos": (score_ilos, {"prices": {"ebony": [2, 3, 4, 5, 6], "dye": [2, 3, 4, 6, 8], "gold": [3, 4, 5, 6, 7],
                                           "spices": [1, 2, 4, 6, 9]},
                                "raises": {"ebony": 1, "gold": 2},
                                "players": [{"name": "Ana", "resources": {"ebony": 3, "gold": 4}, "pioneers": 10},
                                            {"name": "Ben", "resources": {"spices": 5}, "pioneers": 7}]}),
    "score kilia": (score_kilia, {"wheels": {"zone4": [9, 7, 5, 3], "coins": [6, 4, 3, 2, 1]},
                                  "players": [{"name": "Anna", "colour": "white", "achievements": [["zone4", 3]],
                                               "zones": {"castle": 4, "university": 2}, "contracts": [3, 5],
                                               "delivered": 4, "goods": 5, "coins": 3},
                                              {"name": "Eric", "colour": "red", "achievements": [["coins", 5]],
                                               "contracts": [4], "coins": 15}],
                                  "options": {"full_wheel": "lowest"}}),
    "score catan-ep": (score_catan, {"scenario": 2,
                                     "players": [{"name": "Red", "settlements": 3, "harbor_settlements": 2},
                                                 {"name": "Blue", "settlements": 2}, {"name": "White"}],
                                     "missions": {"pirate_lairs": [["Red", 4], ["Blue", 4]]},
                                     "tracks": {"pirate_lairs": LAIRS}}),
}
each_format = pytest.mark.parametrize("name", sorted(SAMPLES))


@each_format
def test_the_sample_files_are_answered(name: str) -> None:
    command, sample = SAMPLES[name]
    assert command(sample)


@each_format
def test_mutated_files_are_answered_or_refused_in_one_short_line(name: str) -> None:
    command, sample = SAMPLES[name]
    rng = random.Random(name)
    refused = 0
    for round_ in range(600):
        data = sample
        for _ in range(1 + round_ % 3):  # one to three changes
            data = mutate_json(data, rng, ["x"])
        try:
            command(data)
        except (HeadlessError, RuleError) as error:
            refused += 1
            line = str(error)
            assert "\n" not in line and len(line) < 400, line
        except Exception as error:
            raise Unexpected(f"{name} {data!r:.300}: {type(error).__name__}: {error}") from error
    assert refused > 300
