"""The play log, read from a real journal of several games (tests/core/plays_journal.py) against figures worked
out by hand."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from games import base, serial
from games.base import Setup

from companion.core import playlog
from companion.core.game_record import NoRecord, record_of, score_sheet
from companion.core.journal import Journal
from companion.core.session import Session
from companion.core.abandoned import Abandoned
from companion.core.playlog import ABANDONED, FINISHED, UNFINISHED
from tests.core.plays_journal import RECORDS, at, build, plays_of


@pytest.fixture
def plays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[playlog.Play]:
    return plays_of(tmp_path / "journal.sqlite3", monkeypatch)


def test_each_game_is_a_play_with_its_times_seats_scores_and_winners(plays: list[playlog.Play]) -> None:
    assert [p.game for p in plays] == ["freeplay", "freeplay", "freeplay", "kilim", "freeplay"]
    first, shared, low, kilim, open_game = plays
    # 7 moves 5 minutes apart: 20:00 to 20:30
    assert (first.start, first.end, first.minutes, first.date) == (at("2026-11-01T20:00:00"),
                                                                   at("2026-11-01T20:30:00"), 30.0, "2026-11-01")
    assert [(s.name, s.colour, s.seat, s.score, s.rank) for s in first.seats] == [
        ("Ana", "red", 0, 15, 2), ("Bo", "blue", 1, 19, 1)]
    assert (first.winner_names, first.first_player, first.status, first.moves) == (("Bo",), "Ana", FINISHED, 7)
    assert (first.termination, first.options, first.scenario) == ("declared", {"lowest_wins": False}, None)
    # 10 and 10 with one round won each: shared; the tie-break was tried and did not separate them
    assert shared.winner_names == ("Ana", "Bo") and shared.first_player == "Bo" and shared.minutes == 27.0
    assert [s.rank for s in shared.seats] == [1, 1, 3]
    # a 99 entered then undone: 3 moves in force, 5 entries 2 minutes apart
    assert (low.winner_names, low.lowest_wins, low.moves, low.minutes) == (("Ana",), True, 3, 8.0)
    assert [s.score for s in low.seats] == [4, 9]
    kilim_moves = len(json.loads((RECORDS / "kilim.json").read_text("utf-8"))["actions"])
    assert kilim.moves == kilim_moves and kilim.minutes == (kilim_moves - 1) * 10 / 60
    assert [s.score for s in kilim.seats] == [12, 18, 15] and kilim.winner_names == ("Eric",)
    assert (open_game.status, open_game.winners, open_game.seats[0].score) == (UNFINISHED, (), None)


def test_an_unfinished_game_the_table_abandoned_is_abandoned(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    journal = build(tmp_path / "journal.sqlite3", monkeypatch)
    kept = Abandoned.in_folder(tmp_path)
    left = playlog.plays(journal, kept)
    assert [p.status for p in left] == [FINISHED] * 4 + [UNFINISHED]  # time alone abandons nothing
    open_game = next(g for g in journal.games() if not g.finished)
    assert kept.abandon(open_game.id, open_game.created_at)  # Home's Abandon, after its confirmation
    later = playlog.plays(journal, Abandoned.in_folder(tmp_path))
    journal.close()
    assert [p.status for p in later] == [FINISHED] * 4 + [ABANDONED]


def test_the_score_sheet_breakdown_and_the_record_come_from_the_same_journal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    journal = build(tmp_path / "journal.sqlite3", monkeypatch)
    made = record_of(journal, 1)
    journal.close()
    sheet = score_sheet(made)
    assert sheet is not None
    assert [(line.label.params, line.points) for line in sheet.lines] == [((("round", 1),), (10, 7)),
                                                                         ((("round", 2),), (5, 12))]
    assert made["times"][0] == "2026-11-01T20:00:00Z" and made["times"][-1] == "2026-11-01T20:30:00Z"
    assert made["outcome"] == {"scores": [15, 19], "winners": [1], "termination": "declared"}


@pytest.mark.parametrize("moves, sealed", [(4, True), (5, False)])
def test_a_record_is_refused_while_a_sealed_move_is_hidden(tmp_path: Path, moves: int, sealed: bool) -> None:
    kilim = json.loads((RECORDS / "kilim.json").read_text("utf-8"))
    game = base.get("kilim")
    journal = Journal.open(tmp_path / "journal.sqlite3")
    session = Session.new(journal, game, serial.from_json(Setup, kilim["setup"]))
    for data in kilim["actions"][:moves]:  # a domino, three sealed bids, then (5) their reveal
        session.play(game.action_from_json(data))
    try:
        if sealed:
            with pytest.raises(NoRecord, match="sealed move not revealed yet"):
                record_of(journal, session.game_id)
        else:
            assert len(record_of(journal, session.game_id)["actions"]) == 5
    finally:
        journal.close()
