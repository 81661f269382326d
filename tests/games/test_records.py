"""Whole games kept as golden records (tests/games/records/, written by tests/games/make_records.py): each replays
through today's engine to the same states, final scores and winner. A rules change that alters a game fails here
and names the first action after which the states part; if the change is meant, write the records again and read
their diff."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from games import record
from games.record import RecordError

RECORDS = sorted((Path(__file__).parent / "records").glob("*.json"))
EXPECTED = {"kilim", "ilos", "kilia", *(f"catan-ep-{n}" for n in range(1, 6)),
            *(f"{game}-other-readings" for game in ("kilim", "ilos", "kilia", "catan-ep-2"))}


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((Path(__file__).parent / "records" / f"{name}.json").read_text("utf-8"))
    return data


def test_every_game_and_every_catan_scenario_has_a_record_and_one_plays_every_other_reading() -> None:
    assert {p.stem for p in RECORDS} == EXPECTED
    for name in ("kilim", "ilos", "kilia", "catan-ep-2"):
        played, other = load(name)["options"], load(f"{name}-other-readings")["options"]
        choices = {"scenario", "extra_wheel"}  # what the table plays, not readings of the text
        assert all(other[option] != played[option] for option in played if option not in choices), name
    scenarios = {load(f"catan-ep-{n}")["options"]["scenario"] for n in range(1, 6)}
    assert scenarios == {1, 2, 3, 4, 5}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_a_recorded_game_replays_to_the_same_states_scores_and_winner(path: Path) -> None:
    data = json.loads(path.read_text("utf-8"))
    played = record.replay(data, every_state=True)
    assert played.outcome is not None
    assert list(played.outcome.scores) == data["outcome"]["scores"]
    assert list(played.outcome.winners) == data["outcome"]["winners"]
    assert len(played.states) == len(data["actions"]) + 1 and played.moves == len(data["actions"])
    assert played.final is played.states[-1] and record.replay(data).states == ()  # kept only when asked


def test_a_record_that_parts_names_the_first_action_where_the_states_differ() -> None:
    data = load("kilim")
    changed = copy.deepcopy(data)
    changed["digests"][40:] = ["0" * 16] * (len(data["digests"]) - 40)  # as a rules change would: from there on
    with pytest.raises(RecordError, match=r"states part after action 40 \{\"type\""):
        record.replay(changed)
    refused = copy.deepcopy(data)
    refused["actions"][3] = {"type": "NoSuchAction"}
    with pytest.raises(RecordError, match="action 3 .* is refused"):
        record.replay(refused)
    ended = copy.deepcopy(data)
    ended["outcome"]["winners"] = [9]
    with pytest.raises(RecordError, match="the outcome is"):
        record.replay(ended)


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(format="x"), "not a game record"),
    (lambda d: d.update(version=2), "version 2 is not known"),
    (lambda d: d.update(game="chess"), "game or setup cannot be read"),
    (lambda d: d["options"].update(equal_bids="other"), "differ from the setup's table options"),
    (lambda d: d.update(digests=[]), "one per action"),
])
def test_a_malformed_record_says_why(change: Any, message: str) -> None:
    data = load("kilim")
    change(data)
    with pytest.raises(RecordError, match=message):
        record.replay(data)


def test_a_record_without_digests_still_checks_the_outcome() -> None:
    data = load("ilos")
    del data["digests"]
    assert record.replay(data).outcome is not None


def test_the_final_breakdown_of_kilim_and_kilia_carries_the_readings_that_changed_a_score() -> None:
    kilim = record.replay(load("kilim"), every_state=True)
    sheet = kilim.game.score_sheet(kilim.final)  # Kilim's readings are on its score sheet
    assert isinstance(sheet.readings, tuple) and kilim.game.score_sheet(kilim.states[-2]) is None
    kilia = record.replay(load("kilia"))
    sheet = kilia.game.score_sheet(kilia.final)  # the shared result screen's score sheet
    assert sheet is not None and isinstance(sheet.readings, tuple)
