"""A real journal of several games whose figures are worked out by hand in the tests of the play log, the exports
and the statistics. The journal's clock is set for each entry, so every time and length is known."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Sequence

import pytest

from games import base, serial
from games.base import Setup
from games.freeplay.state import EndGame, EndTurn, SetScore

from companion.core import journal as journal_module
from companion.core.journal import Journal
from companion.core.session import Session

RECORDS = Path(__file__).resolve().parents[1] / "games" / "records"
NOW = datetime.fromisoformat("2026-11-26T12:00:00+00:00")


def at(text: str) -> datetime:
    return datetime.fromisoformat(text + "+00:00")


class Clock:
    def __init__(self) -> None:
        self.now = at("2026-01-01T00:00:00")

    def __call__(self) -> str:
        return self.now.strftime("%Y-%m-%dT%H:%M:%SZ")


def play(journal: Journal, clock: Clock, game: str, setup: Setup, steps: Sequence[Any], start: str,
         step_s: int) -> int:
    """Journal a game: created at ``start``, each step (an action, or "undo") ``step_s`` after the one before,
    the first at ``start``."""
    clock.now = at(start)
    session = Session.new(journal, base.get(game), setup)
    for index, step in enumerate(steps):
        clock.now = at(start) + timedelta(seconds=index * step_s)
        if step == "undo":
            session.undo()
        else:
            session.play(step)
    return session.game_id


def build(path: Path, monkeypatch: pytest.MonkeyPatch) -> Journal:
    """Five games (see each test for its figures):
    1. Free play, Ana (red) v Bo (blue), Ana first; rounds 10-7 and 5-12: Bo wins 19 to 15; 7 moves 5 min apart.
    2. Free play, Ana, Bo, Cy (green), Bo first; rounds 8-5-3 and 2-5-4: Ana and Bo share the win at 10 (one
       round won each), Cy 7; 10 moves 3 min apart.
    3. Free play, Ana v Cy, lowest wins, Cy first; 4 and 9 (a 99 undone): Ana wins; 5 entries 2 min apart.
    4. Kilim, the golden record (Anna, Eric, Cleo): 12, 18, 15, Eric wins; moves 10 s apart.
    5. Free play, Ana v Bo, one score entered, not finished."""
    clock = Clock()
    monkeypatch.setattr(journal_module, "now_iso", clock)
    journal = Journal.open(path)
    two = Setup.of([("Ana", "red"), ("Bo", "blue")])
    play(journal, clock, "freeplay", two, [SetScore(1, 0, 10), SetScore(1, 1, 7), EndTurn(0), EndTurn(0),
                                           SetScore(2, 0, 5), SetScore(2, 1, 12), EndGame(0)],
         "2026-11-01T20:00:00", 300)
    three = Setup.of([("Ana", "red"), ("Bo", "blue"), ("Cy", "green")], first_seat=1)
    play(journal, clock, "freeplay", three, [SetScore(1, 0, 8), SetScore(1, 1, 5), SetScore(1, 2, 3), EndTurn(0),
                                             EndTurn(0), EndTurn(0), SetScore(2, 0, 2), SetScore(2, 1, 5),
                                             SetScore(2, 2, 4), EndGame(0)], "2026-11-08T19:00:00", 180)
    low = Setup.of([("Ana", "red"), ("Cy", "green")], first_seat=1, lowest_wins=True)
    play(journal, clock, "freeplay", low, [SetScore(1, 0, 4), SetScore(1, 1, 99), "undo", SetScore(1, 1, 9),
                                           EndGame(0)], "2026-11-15T21:00:00", 120)
    kilim = json.loads((RECORDS / "kilim.json").read_text("utf-8"))
    game = base.get("kilim")
    play(journal, clock, "kilim", serial.from_json(Setup, kilim["setup"]),
         [game.action_from_json(a) for a in kilim["actions"]], "2026-11-20T18:00:00", 10)
    play(journal, clock, "freeplay", two, [SetScore(1, 0, 3)], "2026-11-25T20:00:00", 60)
    return journal


def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder holding the journal of ``build``, named by COMPANION_DATA_DIR for child processes, in English."""
    folder = tmp_path / "data"
    folder.mkdir()
    build(folder / "journal.sqlite3", monkeypatch).close()
    monkeypatch.setenv("COMPANION_DATA_DIR", str(folder))
    monkeypatch.setenv("LANGUAGE", "en")
    return folder


def plays_of(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The play log of the journal of ``build``, made at ``path``."""
    from companion.core import playlog

    journal = build(path, monkeypatch)
    try:
        return playlog.plays(journal)
    finally:
        journal.close()
