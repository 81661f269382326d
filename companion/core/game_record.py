"""A journaled game as its record (games/record.py's format, with each action's time: docs/records.md), and its
score sheet. Read-only: the journal is never written, unlike a resume (which journals what it sets aside)."""

from __future__ import annotations

from typing import Any

from games import base, record, serial
from games.base import Setup
from games.scoresheet import ScoreSheet

from companion.core.playlog import live_actions


class NoRecord(Exception):
    """The game cannot be written as a record (unknown, damaged header, or moves today's rules refuse)."""


def record_of(journal: Any, game_id: int) -> dict[str, Any]:
    """The game's record: setup, options, every action in force with its time, the outcome (None if unfinished).
    KeyError for an unknown game id; NoRecord for one that cannot be replayed whole."""
    row = journal.game(game_id)
    if row.damaged is not None:
        raise NoRecord(row.damaged)
    try:
        game = base.get(row.game)
        setup = serial.from_json(Setup, row.setup)
        moves = live_actions(journal.entries(game_id))
        made = record.make(game, setup, [game.action_from_json(e.payload) for e in moves])
    except (base.RuleError, ValueError, TypeError) as error:
        raise NoRecord(error.english() if isinstance(error, base.RuleError) else str(error)) from None
    made["times"] = [e.at for e in moves]
    made["created_at"] = row.created_at
    return made


def score_sheet(game_record: dict[str, Any]) -> ScoreSheet | None:
    """The score sheet at the record's end (RecordError as games.record.replay raises it)."""
    played = record.replay(game_record)
    sheet: ScoreSheet | None = played.game.score_sheet(played.states[-1])
    return sheet
