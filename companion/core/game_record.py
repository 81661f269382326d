"""A journaled game as its record (games/record.py's format, with each action's time: docs/records.md), and its
score sheet. Read-only: the journal is never written, unlike a resume (which journals what it sets aside)."""

from __future__ import annotations

from typing import Any

from games import base, record, serial
from games.base import N_, Game, Phrase, Setup
from games.scoresheet import ScoreSheet

from companion.core.playlog import checked, live_actions
from companion.core.turn_times import turns_of


class NoRecord(Exception):
    """The game cannot be written as a record (unknown, damaged header, moves today's rules refuse, or a secret
    still sealed); ``reason`` in words for the table."""

    def __init__(self, reason: Phrase | str) -> None:
        self.reason = reason
        super().__init__(str(reason))


# A record holds every move in the open (docs/records.md): written while a sealed move is still hidden, it would
# show what the table has not seen (docs/design.md#secrets).
STILL_SEALED = N_("it holds a sealed move not revealed yet; export it after the reveal")


def _check_no_secret(game: Game[Any, Any], actions: list[Any], finished: bool) -> None:
    if finished:
        return  # the end reveals everything
    for action in reversed(actions):
        if game.reveals(action):
            return
        if game.sealed(action):
            raise NoRecord(Phrase.of(STILL_SEALED))


def record_of(journal: Any, game_id: int) -> dict[str, Any]:
    """The game's record: setup, options, every action in force with its time, the outcome (None if unfinished).
    KeyError for an unknown game id; NoRecord for one that cannot be replayed whole."""
    row = journal.game(game_id)
    if row.damaged is not None:
        raise NoRecord(row.damaged)
    try:
        game = base.get(row.game)
        setup = serial.from_json(Setup, row.setup)
        moves = live_actions(checked(row, journal.entries(game_id)))  # never a move that changed on the disk
        actions = [game.action_from_json(e.payload) for e in moves]
        made = record.make(game, setup, actions)
    except (base.RuleError, ValueError, TypeError) as error:
        raise NoRecord(error.english() if isinstance(error, base.RuleError) else str(error)) from None
    _check_no_secret(game, actions, made["outcome"] is not None)
    made["times"] = [e.at for e in moves]
    made["created_at"] = row.created_at
    turns = turns_of((e.seq for e in moves), journal.turns(game_id).get(game_id) or {})  # None: not known
    if turns:  # where a turn clock ran (docs/records.md#every-turns-time)
        made["turns"] = [{"seat": t.seat, "start": t.start.isoformat(timespec="milliseconds").replace("+00:00", "Z"),
                          "thinking_ms": t.thinking_ms, "paused_ms": t.paused_ms} for t in turns]
    return made


def score_sheet(game_record: dict[str, Any]) -> ScoreSheet | None:
    """The score sheet at the record's end (RecordError as games.record.replay raises it)."""
    played = record.replay(game_record)
    sheet: ScoreSheet | None = played.game.score_sheet(played.final)
    return sheet
