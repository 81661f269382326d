"""Reading the journal without ever raising on what the disk holds.

A flipped bit can make a row's text invalid UTF-8 (read leniently: ``journal_file.lenient_text``), its JSON
unparsable, its date unreadable or its checksum wrong. Each row says what is wrong with it (``problem``,
``damaged``) instead of raising, so the Home list always shows and a game resumes up to its last good move.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from games.base import N_

from companion.core.chain import ALTERED, clock_digest, header_digest, outcome_digest, turn_whole
from companion.core.journal_file import GAME_COPY, TURN_COLUMNS, TurnStamp
from companion.core.sealing import KeyRing, Unsealable, is_sealed

# Why an entry or a game header cannot be used (with chain.ALTERED), translated where they are shown.
UNREADABLE = N_("it cannot be read")
NO_KEY = N_("the key of its sealed move is missing or damaged")


@dataclass(frozen=True)
class GameRecord:
    id: int
    game: str
    setup: dict[str, Any]
    created_at: str
    updated_at: str
    finished: bool
    outcome: dict[str, Any] | None
    entries: int
    digest: str = field(default="", compare=False)  # where the game's checksum chain starts
    damaged: str | None = field(default=None, compare=False)  # why the header cannot be trusted, if so
    # The stored result failed its checksum: ``finished`` and ``outcome`` say "not finished" rather than a figure
    # that changed on the disk; resuming the game works it out again from its moves.
    result_damaged: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class Entry:
    seq: int
    kind: str  # "action" | "undo" | "redo" | "skip"
    payload: Any  # the action's JSON for "action" (opened if it was sealed), the marker's for "skip"
    at: str = field(default="", compare=False)
    digest: str = field(default="", compare=False)
    text: str | None = field(default=None, compare=False)  # the payload as stored (sealed stays sealed)
    sealed: bool = field(default=False, compare=False)
    problem: str | None = field(default=None, compare=False)  # why it cannot be replayed, if it cannot


# One encoder for every entry: json.dumps with options builds a new one at each call (on the commit path).
_ENCODER = json.JSONEncoder(separators=(",", ":"), sort_keys=True, ensure_ascii=False, allow_nan=False)


def dumps(value: Any) -> str:
    return _ENCODER.encode(value)


def read_entries(conn: sqlite3.Connection, game_id: int, keys: KeyRing) -> list[Entry]:
    rows = conn.execute("SELECT seq, kind, payload, at, digest FROM entries WHERE game_id = ? ORDER BY seq",
                        (game_id,)).fetchall()
    return [_entry(game_id, row, keys) for row in rows]


def _entry(game_id: int, row: tuple[Any, ...], keys: KeyRing) -> Entry:
    seq, kind, text, at, digest = row
    payload, sealed, problem = None, False, None
    if text is not None:
        try:
            payload = json.loads(text)
        except (TypeError, ValueError):
            problem = UNREADABLE
        if problem is None and isinstance(payload, dict) and is_sealed(payload):
            sealed = True
            try:
                payload = keys.open(game_id, payload)
            except Unsealable:
                problem = NO_KEY
    return Entry(seq, str(kind), payload, str(at), str(digest), text, sealed, problem)


# A game's latest entry (found through the (game_id, seq) index) tells its count, since seqs run 1..n with
# no gap, and its last activity, unless the games row was written since (created, finished, reopened).
_GAME_SELECT = """
    SELECT g.id, g.game, g.setup, g.created_at,
           CASE WHEN e.id > g.activity THEN e.at ELSE g.updated_at END,
           g.finished, g.outcome, coalesce(e.seq, 0), g.digest, g.outcome_digest, g.updated_at,
           max(g.activity, coalesce(e.id, 0)) AS recent
    FROM games g LEFT JOIN entries e
        ON e.id = (SELECT id FROM entries WHERE game_id = g.id ORDER BY seq DESC LIMIT 1)"""
# What is left when the entries table cannot be read: the headers alone.
_PLAIN_SELECT = """
    SELECT g.id, g.game, g.setup, g.created_at, g.updated_at, g.finished, g.outcome, 0, g.digest, g.outcome_digest,
           g.updated_at, g.activity AS recent FROM games g"""


def read_game(conn: sqlite3.Connection, game_id: int) -> GameRecord:
    rows = _select(conn, " WHERE g.id = ?", (game_id,))
    if not rows:
        raise KeyError(f"no game {game_id} in the journal")
    return _record(conn, rows[0])


def read_games(conn: sqlite3.Connection, finished: bool | None) -> list[GameRecord]:
    records = [_record(conn, row) for row in _select(conn, " ORDER BY recent DESC, g.id DESC", ())]
    # Filtered once checked: a game whose stored result changed on the disk is not counted as finished.
    return [r for r in records if finished is None or r.finished == finished]


def _select(conn: sqlite3.Connection, tail: str, args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    for select in (_GAME_SELECT, _PLAIN_SELECT):
        try:
            return conn.execute(select + tail, args).fetchall()
        except sqlite3.Error:
            continue
    return []


def _record(conn: sqlite3.Connection, row: tuple[Any, ...]) -> GameRecord:
    gid, game, setup_text, created, updated, finished, outcome_text, entries, digest, result_digest, stored, _ = row
    damaged = None
    setup = _json(setup_text, dict)
    result_damaged = result_digest != outcome_digest(gid, finished, outcome_text, stored)
    if result_damaged:  # never a figure that changed on the disk (docs/journal.md, "Checksums")
        finished, outcome_text = False, None
        updated = updated if updated != stored else created
    outcome = _json(outcome_text, dict) if outcome_text is not None else None
    if setup is None:
        damaged = UNREADABLE
    elif not _trusted(conn, gid, game, setup_text, created, digest):
        damaged = ALTERED
    if outcome_text is not None and outcome is None:
        damaged = damaged or UNREADABLE
    return GameRecord(int(gid), str(game), setup or {}, str(created), str(updated), bool(finished), outcome,
                      int(entries or 0), str(digest or ""), damaged, result_damaged)


def _trusted(conn: sqlite3.Connection, gid: int, game: str, setup: str, created: str, digest: Any) -> bool:
    """The header's checksum matches, or the game's second copy (meta) says the very same."""
    if digest == header_digest(gid, game, setup, created):
        return True
    try:
        copy = conn.execute("SELECT value FROM meta WHERE key = ?", (f"{GAME_COPY}{gid}",)).fetchone()
        data = json.loads(copy[0]) if copy else None
    except (sqlite3.Error, ValueError, TypeError):
        return False
    return isinstance(data, dict) and data == {"game": game, "setup": setup, "created_at": created}


def _json(text: Any, kind: type) -> Any:
    try:
        value = json.loads(text)
    except (TypeError, ValueError):
        return None
    return value if isinstance(value, kind) else None


def read_clocks(c: sqlite3.Connection) -> dict[int, str]:
    """Every game's turn clock as last saved (JSON), by game id; none from a table that cannot be read, and none whose
    checksum fails (it changed on the disk: stored_figures says so at open)."""
    try:
        rows = c.execute("SELECT game_id, clock, at, digest FROM clocks").fetchall()
    except sqlite3.Error:
        return {}
    return {gid: clock for gid, clock, at, digest in rows
            if isinstance(gid, int) and isinstance(clock, str) and digest == clock_digest(gid, clock, str(at))}


def read_turns(c: sqlite3.Connection, game_id: int | None) -> dict[int, dict[int, TurnStamp] | None]:
    """The turns table (docs/records.md#every-turns-time) by game id, then by seq: (seat, turn, started_ms,
    thinking_ms, paused_ms). A game of which a row fails its checksum maps to None: its turns' times are not known
    (one left out would change its turn's figure without a word; stored_figures says so at open). Never raises."""
    found: dict[int, dict[int, TurnStamp] | None] = {}
    where, args = ("WHERE game_id = ?", (game_id,)) if game_id is not None else ("", ())
    try:
        rows = c.execute(f"SELECT {', '.join(TURN_COLUMNS)} FROM turns {where}", args).fetchall()
    except sqlite3.Error:
        return {}
    for row in rows:
        stamps = found.setdefault(row[0], {})
        if not turn_whole(row):
            found[row[0]] = None
        elif stamps is not None:
            stamps[row[1]] = (row[2], row[3], row[4], row[5], row[6])
    return found
