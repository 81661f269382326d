"""The `companion` command: headless subcommands answer in JSON and never import Kivy."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def companion(*args: str) -> subprocess.CompletedProcess[str]:
    # Run in a child so Kivy (already imported by UI tests in this process) is judged afresh.
    code = ("import sys; from companion.cli import main; status = main(sys.argv[1:]); "
            "print('KIVY-IMPORTED' if 'kivy' in sys.modules else '', file=sys.stderr); sys.exit(status)")
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)


def test_score_kilim_prints_the_breakdown_without_importing_kivy(tmp_path: Path) -> None:
    file = tmp_path / "carpets.json"
    file.write_text(json.dumps({"players": [{"name": "Red", "carpet": ["AAB.", "CDDT"]},
                                            {"name": "Blue", "carpet": ["AABB", "CCDD"]}], "options": {}}))
    result = companion("score", "kilim", str(file))
    assert result.returncode == 0, result.stderr
    assert "KIVY-IMPORTED" not in result.stderr
    scored = json.loads(result.stdout)
    assert scored["winners"] == ["Blue"]
    assert {p["name"]: p["total"] for p in scored["players"]} == {"Red": -1, "Blue": 24}


def test_kilim_auction_explains_the_cancelled_bids(tmp_path: Path) -> None:
    file = tmp_path / "turn.json"
    # kilim-fr: "les deux cartes Or de valeur 15 s'annulent" and the spy plays after the reveal.
    file.write_text(json.dumps({"bids": {"Red": 15, "Blue": 15, "Green": 5, "Pink": "spy"},
                                "spy": {"Pink": 12}}))
    result = companion("kilim", "auction", str(file))
    assert result.returncode == 0, result.stderr
    turn = json.loads(result.stdout)
    assert (turn["winner"], turn["winning_bid"]) == ("Pink", 12)
    assert "KIVY-IMPORTED" not in result.stderr


def test_malformed_input_gives_one_line_and_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    for args in (("score", "kilim", str(bad)), ("kilim", "auction", str(tmp_path / "missing.json")),
                 ("score", "chess", str(bad))):
        result = companion(*args)
        assert result.returncode == 2
        assert len(result.stderr.strip().splitlines()[0]) > 10 and result.stdout == ""


def test_score_ilos_values_each_stash_at_market_prices(tmp_path: Path) -> None:
    file = tmp_path / "stashes.json"
    file.write_text(json.dumps({
        "prices": {"ebony": [1, 2, 3, 4, 5], "dye": [1, 2, 3, 4, 5], "gold": [2, 3, 4, 5, 6],
                   "spices": [1, 2, 4, 6, 9]},
        "raises": {"ebony": 1, "dye": 0, "gold": 2, "spices": 3},
        "players": [{"name": "Ana", "resources": {"ebony": 3, "dye": 1, "gold": 4, "spices": 0}, "pioneers": 10},
                    {"name": "Bo", "resources": {"ebony": 0, "dye": 5, "gold": 1, "spices": 2}, "pioneers": 7}]}))
    result = companion("score", "ilos", str(file))
    assert result.returncode == 0, result.stderr
    scored = json.loads(result.stdout)
    # ilos-fr: each resource is worth its market price at the end (ebony raised once: 2; gold twice: 4)
    assert [(p["name"], p["value"]) for p in scored["players"]] == [("Ana", 23), ("Bo", 21)]
    assert scored["winners"] == ["Ana"]
    assert "KIVY-IMPORTED" not in result.stderr


def test_score_kilia_adds_council_colour_contracts_and_goods(tmp_path: Path) -> None:
    wheels = {"zone4": [8, 6, 4, 2], "zones3": [7, 5, 3, 1], "zones2": [6, 4, 2, 1], "market": [6, 4, 2, 1],
              "contracts": [6, 4, 2, 1], "coins": [5, 3, 2, 1]}
    anna = {"name": "Anna", "colour": "white", "achievements": [["zone4", 3], ["coins", 5]],
            "zones": {"castle": 4, "university": 2, "shipyard": 1, "warehouse": 3}, "contracts": [3, 5, 2],
            "delivered": 4, "goods": 5, "coins": 3}
    ben = {"name": "Ben", "colour": "red", "achievements": [["zone4", 4]],
           "zones": {"castle": 1, "university": 4, "shipyard": 2, "warehouse": 2}, "contracts": [4],
           "delivered": 0, "goods": 1, "coins": 0}
    file = tmp_path / "end.json"
    file.write_text(json.dumps({"wheels": wheels, "players": [anna, ben]}))
    result = companion("score", "kilia", str(file))
    assert result.returncode == 0, result.stderr
    players = {p["name"]: p for p in json.loads(result.stdout)["players"]}
    # Two players: the second-highest space of each wheel is covered, so Ben's later zone4 token takes 4.
    assert (players["Anna"]["council"], players["Ben"]["council"]) == (8 + 5, 4)
    # A player's colour names the zone that scores 3 points a card for them (white = castle, red = university).
    assert (players["Anna"]["colour"], players["Ben"]["colour"]) == (12, 12)
    assert (players["Anna"]["total"], players["Ben"]["total"]) == (13 + 12 + 10 + 4, 4 + 12 + 4)
