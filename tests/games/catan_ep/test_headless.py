"""``companion score catan-ep FILE.json``: games.catan_ep.headless.score_file,
through the real command too."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from games.catan_ep.headless import score_file
from games.json_input import HeadlessError

ROOT = Path(__file__).resolve().parents[3]
LAIRS = [0, 0, 1, 1, 2, 2, 3, 3, 4]  # sample values, not the card's
RED = {"name": "Red", "settlements": 3, "harbor_settlements": 2}
BLUE = {"name": "Blue", "settlements": 2, "harbor_settlements": 3}
WHITE = {"name": "White", "settlements": 4}


def file(*players: dict[str, Any], scenario: int = 2, **extra: Any) -> dict[str, Any]:
    return {"scenario": scenario, "players": [dict(p) for p in players], **extra}


def test_the_issue_example_leader_on_a_tie_is_the_first_to_arrive() -> None:
    # catan-ep-fr: "Une colonie portuaire vaut 2 PV."; "Si plusieurs joueurs sont les plus avancés sur une même
    # piste, celui dont le marqueur est en-dessous de la pile obtient la fiche PV"
    result = score_file(file(RED, BLUE, missions={"pirate_lairs": [["Red", 4], ["Blue", 4]]},
                             tracks={"pirate_lairs": LAIRS}))
    assert result["players"] == [
        {"name": "Red", "buildings": 3 + 4, "missions": 2, "leader": 1, "total": 10},
        {"name": "Blue", "buildings": 2 + 6, "missions": 2, "leader": 0, "total": 10}]
    assert result["target"] == 12 and result["reached"] == []
    swapped = score_file(file(RED, BLUE, missions={"pirate_lairs": [["Blue", 4], ["Red", 4]]},
                              tracks={"pirate_lairs": LAIRS}))
    assert [p["leader"] for p in swapped["players"]] == [0, 1]


def test_fish_and_spices_in_scenario_5_and_who_reached_the_target() -> None:
    # catan-ep-fr: scenario 5 "inclut les trois missions"; "un joueur possède au moins 17 points de victoire"
    tracks = {"pirate_lairs": LAIRS, "fish": [0, 1, 1, 2, 2, 2, 3, 3], "spices": [0, 0, 1, 1, 2, 2, 3, 3, 4]}
    missions = {"pirate_lairs": [["Red", 8]], "fish": [["Blue", 7], ["Red", 2]],
                "spices": [["White", 3], ["Red", 3], ["Blue", 1]]}
    result = score_file(file(RED, BLUE, WHITE, scenario=5, missions=missions, tracks=tracks))
    by_name = {p["name"]: p for p in result["players"]}
    assert by_name["Red"] == {"name": "Red", "buildings": 7, "missions": 4 + 1 + 1, "leader": 1, "total": 14}
    assert by_name["Blue"] == {"name": "Blue", "buildings": 8, "missions": 3 + 0, "leader": 1, "total": 12}
    assert by_name["White"] == {"name": "White", "buildings": 4, "missions": 1, "leader": 1, "total": 6}
    assert result["target"] == 17 and result["reached"] == []
    big = dict(RED, settlements=5, harbor_settlements=4)
    assert score_file(file(big, BLUE, WHITE, scenario=5, missions=missions, tracks=tracks))["reached"] == ["Red"]


def test_scenario_1_has_no_mission_and_wins_at_8() -> None:
    result = score_file(file(dict(RED, settlements=4), BLUE, scenario=1))
    assert [p["total"] for p in result["players"]] == [8, 8] and result["reached"] == ["Red", "Blue"]
    assert result["target"] == 8


@pytest.mark.parametrize("bad, why", [
    (file(RED, scenario=2), "list of 2 to 4"),
    (file(RED, dict(RED), scenario=2), "two players"),
    (file(RED, BLUE, scenario=9), "scenario must be one of 1, 2, 3, 4, 5, not 9"),
    (file(RED, BLUE, missions={"fish": [["Red", 1]]}, tracks={"fish": [0, 1]}), "does not play"),
    (file(RED, BLUE, missions={"pirate_lairs": [["Red", 2]]}), "tracks.pirate_lairs is needed"),
    (file(RED, BLUE, missions={"pirate_lairs": [["Red", 9]]}, tracks={"pirate_lairs": LAIRS}), "spaces 0"),
    (file(RED, BLUE, missions={"pirate_lairs": [["Eve", 1]]}, tracks={"pirate_lairs": LAIRS}), "must be one of Red, Blue"),
    (file(RED, BLUE, missions={"pirate_lairs": [["Red", 1], ["Red", 2]]}, tracks={"pirate_lairs": LAIRS}), "twice"),
    (file(dict(RED, settlements=6), BLUE), "players.0..settlements must be a whole number from 0 to 5, not 6"),
    (file(RED, BLUE, tracks={"pirate_lairs": [1]}), "at least 2"),
    (file(RED, BLUE, colour="red"), "unknown key"),
])
def test_malformed_input_says_why(bad: dict[str, Any], why: str) -> None:
    with pytest.raises(HeadlessError, match=why):
        score_file(bad)


def test_verified_config_values_apply_and_the_file_overrides_them() -> None:
    config = {"data": {"track_pirate_lairs": {"value": "0 2 4 6", "verified": True}}}
    missions = {"pirate_lairs": [["Red", 2]]}
    assert score_file(file(RED, BLUE, missions=missions), config)["players"][0]["missions"] == 4
    overridden = score_file(file(RED, BLUE, missions=missions, tracks={"pirate_lairs": LAIRS}), config)
    assert overridden["players"][0]["missions"] == 1
    unverified = {"data": {"track_pirate_lairs": {"value": "0 2 4 6", "verified": False}}}
    with pytest.raises(HeadlessError, match="tracks.pirate_lairs is needed"):
        score_file(file(RED, BLUE, missions=missions), unverified)


def run(tmp_path: Path, content: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "f.json"
    path.write_text(content, encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "companion", "score", "catan-ep", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, env={**os.environ, "LANGUAGE": "en"})


def test_the_real_command_prints_json_and_exits_2_on_bad_input(tmp_path: Path) -> None:
    good = file(RED, BLUE, missions={"pirate_lairs": [["Red", 4], ["Blue", 4]]}, tracks={"pirate_lairs": LAIRS})
    result = run(tmp_path, json.dumps(good))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == score_file(good)
    bad = run(tmp_path, json.dumps(file(RED, BLUE, scenario=0)))
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "f.json: scenario must be one of" in bad.stderr
