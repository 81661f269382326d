"""What the move log's restore says at open (companion/core/durable.py): each game's moves and result brought back
from the second copy, the moves both copies lost, the results that fail their checksum. Words only: the rows are
durable.py's."""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Any

from games import base
from games.base import Phrase
from games.messages import Plural

from companion.core.chain import follow
from companion.core.journal_read import read_games
from companion.core.ports import Notice

if TYPE_CHECKING:
    from companion.core.durable import Contents, _Restored


def restore_notices(name: str, mark: _Restored) -> list[Notice]:
    game = title(name)
    notices = []
    if mark.game == "lost":
        notices.append(Notice("A game of {game} was restored from the journal's second copy: the journal's files "
                              "had lost it", {"game": game}))
    if mark.lost:
        notices.append(Notice("{game}: {moves} restored from the journal's second copy (lost from the journal's "
                              "files)", {"game": game, "moves": _moves(mark.lost)}))
    if mark.changed:
        notices.append(Notice("{game}: {moves} restored from the journal's second copy (changed on the disk)",
                              {"game": game, "moves": _moves(mark.changed)}))
    if mark.game == "record":
        notices.append(Notice("The set-up of a game of {game} was restored from the journal's second copy (it had "
                              "changed on the disk)", {"game": game}))
    if mark.game == "stale" and not mark.lost:  # with lost moves, their notice says it
        notices.append(Notice("The result of a game of {game} was restored from the journal's second copy (the "
                              "journal's files had lost it)", {"game": game}))
    if mark.game == "result":
        notices.append(Notice("The result of a game of {game} was restored from the journal's second copy (it had "
                              "changed on the disk)", {"game": game}))
    return notices


def _moves(seqs: list[int]) -> Plural:
    return Plural.of("{count} move", "{count} moves", len(seqs))


def lost_moves(conn: sqlite3.Connection, log: Contents) -> list[Notice]:
    """One notice per game that ends, even after ``restore``, before the last move the log acknowledged (both
    copies lost it: the log's own record damaged too)."""
    last: dict[int, int] = {}
    for gid, seq in log.entries:
        last[gid] = max(seq, last.get(gid, 0))
    notices = []
    for gid, acked in sorted(last.items()):
        try:
            found = conn.execute("SELECT max(seq) FROM entries WHERE game_id = ?", (gid,)).fetchone()[0] or 0
            name = conn.execute("SELECT game FROM games WHERE id = ?", (gid,)).fetchone()
        except sqlite3.Error:
            found, name = 0, None
        if found >= acked:
            continue
        game_name = name[0] if name else str(log.games.get(gid, (gid, ""))[1])
        params: dict[str, Any] = {"game": title(game_name), "first": found + 1, "last": acked}
        if name is None:
            notices.append(Notice("A game of {game} was lost with its moves up to move {last}: the journal's "
                                  "files were cut or a part of them is missing", params))
        elif found + 1 == acked:
            notices.append(Notice("Move {first} of {game} was lost: the journal's files were cut or a part of "
                                  "them is missing", params))
        else:
            notices.append(Notice("Moves {first} to {last} of {game} were lost: the journal's files were cut "
                                  "or a part of them is missing", params))
    return notices


def unchecked_results(conn: sqlite3.Connection) -> list[Notice]:
    """One notice per game whose stored result fails its checksum and that the log could not restore: the result is
    not shown (journal_read) until the game is opened, which works it out again from its moves."""
    return [Notice("The result of a game of {game} changed on the disk: it is not shown until the game is "
                   "opened again, which works it out from its moves", {"game": title(record.game)})
            for record in read_games(conn, None) if record.result_damaged]


def unchecked_moves(conn: sqlite3.Connection) -> list[Notice]:
    """One notice per game with an entry that changed on the disk and that the log could not restore, not yet set
    aside: its play is read up to the move before it (playlog.checked), until the game is opened, which sets the rest
    aside (docs/journal.md, "Longest good prefix"). A game whose header cannot be trusted is listed as damaged already.
    Never raises."""
    notices = []
    try:
        for record in read_games(conn, None):
            links = conn.execute("SELECT seq, kind, payload, at, digest FROM entries WHERE game_id = ? ORDER BY seq",
                                 (record.id,)).fetchall()
            walk = follow(record.id, record.digest, links)
            if record.damaged is None and walk.broken is not None:
                notices.append(Notice("Move {seq} of a game of {game} changed on the disk: the game is shown up to the "
                                      "move before it until it is opened", {"seq": links[walk.broken][0],
                                                                            "game": title(record.game)}))
    except sqlite3.Error:
        return []
    return notices


def title(name: str) -> Phrase | str:
    try:
        return Phrase(base.get(name).title_key)
    except base.RuleError:
        return name
