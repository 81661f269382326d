"""Every turn's time as a second CSV beside the plays' (docs/records.md#csv): one row a turn, for a spreadsheet.
Pure: plays in, text out."""

from __future__ import annotations

import csv
import io
from typing import Iterable

from companion.core.playlog import Play

COLUMNS = ("play", "game", "turn", "seat", "player", "start", "thinking_seconds", "paused_seconds")


def _seconds(ms: int) -> str:
    return f"{ms / 1000:.1f}"  # to the tenth, as the clock counts it: "42.0"


def to_csv(plays: Iterable[Play]) -> str:
    """Each turn of each play that kept a turn clock, in the order played: the play's id (as the plays' CSV names
    it), its game, the turn's number in the play (from 1), the seat (from 1) and its player, when the turn started
    (UTC, ISO 8601) and its thinking and paused time in seconds."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(COLUMNS)
    for play in plays:
        for number, turn in enumerate(play.turns, 1):
            name = play.seats[turn.seat].name if 0 <= turn.seat < len(play.seats) else ""
            writer.writerow([play.game_id, play.game, number, turn.seat + 1, name,
                             turn.start.isoformat(timespec="milliseconds"), _seconds(turn.thinking_ms),
                             _seconds(turn.paused_ms)])
    return out.getvalue()
