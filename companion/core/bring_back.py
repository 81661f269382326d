"""The games a restore kept aside, brought back into the live journal (docs/records.md#bringing-kept-games-back).

``restore --replace`` keeps the folder it replaces beside the data folder (backup.py, ``<folder>.before-restore-
<time>``). Its games the live journal lacks come back in one transaction of the journal's writer (``Journal.merge``):
a game is known by its id and its first move (restore_diff.py), or, once brought back under another id, by what
its first move chains (game, set-up, creation time, first move's time), so a second time brings nothing twice.
A game whose id the journal holds for another game takes the next free id: its header, entries and result are
chained again under it as the writer chains them (an entry that did not chain keeps its stored digest, so the
damage stays where it was found), its sealed moves sealed again for it with the game's own key. Keys reach the
card before the rows commit. No Kivy; the kept folder is only read.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import datetime
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from companion.core import durable, restore_diff
from companion.core.chain import SKIP, clock_digest, entry_digest, header_digest, outcome_digest, turn_whole
from companion.core.datadir import JOURNAL_NAME
from companion.core.journal import Journal
from companion.core.journal_file import ENTRY_COLUMNS, GAME_COLUMNS, TURN_COLUMNS, game_copy, insert_turn, write_clock
from companion.core.sealing import KeyRing, reseal

KEPT = ".before-restore-"  # backup._swap's name for the folder a restore replaced
Row = tuple[Any, ...]
_FIRST = "coalesce((SELECT e.digest FROM entries e WHERE e.game_id = g.id AND e.seq = 1), g.digest)"
_FIRST_AT = "(SELECT e.at FROM entries e WHERE e.game_id = g.id AND e.seq = 1)"


@dataclass(frozen=True)
class Header:
    """What tells a game apart: its id and first move (the first entry's digest, else the header's), and, whatever
    its id, its game, set-up, creation time and first move's time; and the game in words."""

    identity: tuple[int, str]
    fingerprint: tuple[str, str, str, str | None]
    said: restore_diff.Game


@dataclass(frozen=True)
class KeptGame:
    header: Header
    game: Row  # its games row (GAME_COLUMNS), as stored
    entries: tuple[Row, ...]  # (seq, kind, payload, at, digest), seq order, as stored
    turns: tuple[Row, ...]  # turns rows without the game id: (seq, seat, turn, started_ms, thinking_ms, paused_ms)
    clock: tuple[str, str] | None  # (clock, at)
    key: bytes | None  # its sealed moves' key


@dataclass(frozen=True)
class Kept:
    """A folder a restore kept aside: when (local time, from its name) and its games the journal lacks."""

    folder: Path
    when: datetime  # local, aware
    lacking: tuple[Header, ...]


@dataclass(frozen=True)
class Brought:
    games: tuple[restore_diff.Game, ...]  # brought back, oldest first
    renumbered: int  # of them, those that took a new id
    skipped: int  # the kept folder's games the journal held already


def kept_folders(data: Path) -> list[Kept]:
    """The folders kept beside the data folder ``data`` that hold games its journal lacks, newest first. Reads
    the games' headers only (Settings asks at each visit)."""
    live = _identities(_headers_of(data / JOURNAL_NAME, checked=False))
    found = []
    for folder in data.parent.glob(f"{data.name}{KEPT}*"):
        if folder.is_dir() and not folder.is_symlink():
            lacking = tuple(h for h in _headers_of(folder / JOURNAL_NAME, checked=True) if not _held(h, live))
            if lacking:
                found.append(Kept(folder, _when(folder, data.name), lacking))
    return sorted(found, key=lambda kept: (kept.when, kept.folder.name), reverse=True)


def _when(folder: Path, name: str) -> datetime:
    """When the restore kept it: its name says it in local time (backup._swap), else its last change."""
    try:
        return datetime.strptime(folder.name[len(name) + len(KEPT):][:15], "%Y%m%d-%H%M%S").astimezone()
    except ValueError:
        return datetime.fromtimestamp(folder.stat().st_mtime).astimezone()


def _kept_times(conn: sqlite3.Connection) -> tuple[dict[int, list[Row]], dict[int, tuple[str, str]]]:
    """A kept journal's turns' times by game (each row from its seq on, without its digest) and its clocks. A file of
    schema 7 has each row checked as the journal checks its own: a game with a changed turns row brings no times,
    a changed clock is left there (docs/journal.md, "Checksums"); an older file's rows are trusted, as a migration
    trusts them."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(turns)")}  # none before schema 6
    checked = "digest" in columns
    turns: dict[int, list[Row]] = {}
    changed: set[int] = set()
    for row in conn.execute(f"SELECT {', '.join(TURN_COLUMNS if checked else TURN_COLUMNS[:-1])} FROM turns "
                            "ORDER BY game_id, seq") if columns else ():
        if checked and not turn_whole(row):
            changed.add(row[0])
        turns.setdefault(row[0], []).append(tuple(row[1:len(TURN_COLUMNS) - 1]))
    clocks: dict[int, tuple[str, str]] = {}
    for row in conn.execute(f"SELECT game_id, clock, at{', digest' if checked else ''} FROM clocks"):
        if not checked or row[3] == clock_digest(row[0], str(row[1]), str(row[2])):
            clocks[row[0]] = (str(row[1]), str(row[2]))
    return {game: rows for game, rows in turns.items() if game not in changed}, clocks


def read(folder: Path) -> list[KeptGame]:
    """The games of a kept folder's journal whose header checks, oldest first ([] for none or an unreadable one);
    read only. A game whose header fails its checksum cannot be told apart from another: it stays there."""
    path = folder / JOURNAL_NAME
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            headers = {h.identity[0]: h for h in _headers(conn, checked=True)}
            games = conn.execute(f"SELECT {', '.join(GAME_COLUMNS)} FROM games ORDER BY created_at, id").fetchall()
            entries: dict[int, list[Row]] = {}
            for row in conn.execute("SELECT game_id, seq, kind, payload, at, digest FROM entries ORDER BY game_id, seq"):
                entries.setdefault(row[0], []).append(tuple(row[1:]))
            turns, clocks = _kept_times(conn)
    except sqlite3.Error:  # no journal there, or not one
        return []
    keys = KeyRing(folder / "keys")
    return [KeptGame(headers[g[0]], tuple(g), tuple(entries.get(g[0], ())), tuple(turns.get(g[0], ())),
                     clocks.get(g[0]), keys.key(int(g[0]))) for g in games if g[0] in headers]


def _headers(conn: sqlite3.Connection, checked: bool) -> list[Header]:
    """Every game's header, oldest first; ``checked``: only those whose digest checks."""
    rows = conn.execute(f"SELECT g.id, {_FIRST}, g.game, g.setup, g.created_at, {_FIRST_AT}, g.digest FROM games g "
                        "ORDER BY g.created_at, g.id").fetchall()
    return [Header((int(gid), str(first)), (str(game), str(setup), str(created), None if at is None else str(at)),
                   restore_diff.Game(str(game), str(created), restore_diff.players(setup)))
            for gid, first, game, setup, created, at, digest in rows
            if not checked or _header_checks(gid, game, setup, created, digest)]


def _headers_of(journal: Path, checked: bool) -> list[Header]:
    if not journal.is_file():
        return []
    try:
        with closing(sqlite3.connect(f"file:{journal}?mode=ro", uri=True)) as conn:
            return _headers(conn, checked)
    except sqlite3.Error:
        return []


def _header_checks(gid: Any, game: Any, setup: Any, created: Any, digest: Any) -> bool:
    return isinstance(gid, int) and all(isinstance(v, str) for v in (game, setup, created)) \
        and digest == header_digest(gid, game, setup, created)


Identities = tuple[set[tuple[int, str]], set[tuple[str, str, str, str | None]]]


def _identities(headers: Sequence[Header]) -> Identities:
    return {h.identity for h in headers}, {h.fingerprint for h in headers}


def _held(header: Header, live: Identities) -> bool:
    return header.identity in live[0] or header.fingerprint in live[1]


def bring_back(journal: Journal, folder: Path) -> Brought:
    """The games of the kept folder ``folder`` the journal lacks, into it in one transaction. Raises OSError (a key
    the card refused: nothing written), sqlite3.Error or JournalWriteError as a move's write does."""
    games = read(folder)

    def build(c: sqlite3.Connection, tick: int) -> tuple[Brought, int, list[bytes]]:
        live = _identities(_headers(c, checked=False))
        wanted = [game for game in games if not _held(game.header, live)]
        ids = _new_ids({int(row[0]) for row in c.execute("SELECT id FROM games")}, wanted)
        records: list[bytes] = []
        for game in wanted:
            tick, written = _insert(c, game, ids[game.header.identity], tick, journal.keys)
            records += written
        brought = Brought(tuple(g.header.said for g in wanted),
                          sum(ids[g.header.identity] != g.header.identity[0] for g in wanted),
                          len(games) - len(wanted))
        return brought, tick - 1, records

    return journal.merge(build)


def _new_ids(taken: set[int], games: Sequence[KeptGame]) -> dict[tuple[int, str], int]:
    """Each game keeps its id where the journal has none such; the others take the next free ones, in order."""
    keys = [game.header.identity for game in games]
    ids = {key: key[0] for key in keys if key[0] not in taken}
    used = taken | set(ids.values())
    for key in keys:
        if key not in ids:
            ids[key] = max(used, default=0) + 1
            used.add(ids[key])
    return ids


def _insert(c: sqlite3.Connection, game: KeptGame, gid: int, tick: int, keys: KeyRing) -> tuple[int, list[bytes]]:
    """One game's rows under the id ``gid`` from the tick ``tick``; the next free tick and the move-log records."""
    old_id, name, setup, created, updated, _, finished, outcome = game.game[:8]
    if game.key is not None:
        keys.adopt(gid, game.key)  # on the card before the sealed moves it opens
    header = header_digest(gid, name, setup, created)
    entries = _rechain(game, gid, header, tick)
    tick += len(entries)
    if game.game[9] != outcome_digest(old_id, finished, outcome, updated):  # a result changed on the disk:
        finished, outcome, updated = 0, None, created  # unfinished, worked out again when the game is opened
    row = (gid, name, setup, created, updated, tick, finished, outcome, header,
           outcome_digest(gid, finished, outcome, updated))
    c.execute(f"INSERT INTO games ({', '.join(GAME_COLUMNS)}) VALUES ({', '.join('?' * len(row))})", row)
    c.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", game_copy(gid, name, setup, created))
    c.executemany(f"INSERT INTO entries ({', '.join(ENTRY_COLUMNS)}) VALUES ({', '.join('?' * 7)})", entries)
    seqs = {entry[2] for entry in entries}
    turns = [insert_turn(c, gid, int(turn[0]), tuple(turn[1:])) for turn in game.turns if turn[0] in seqs]
    if game.clock is not None:
        write_clock(c, gid, game.clock[0])
    records = [durable.game_record(row)] + [durable.entry_record(e) for e in entries]
    return tick + 1, records + [durable.turn_record(t) for t in turns]


def _rechain(game: KeptGame, gid: int, header: str, tick: int) -> list[Row]:
    """The entries rows under ``gid``, each chained as the writer chains it to the digest its stored one chained
    to (the entry before it; for a skip marker, the last entry kept, found among those before it). An entry whose
    stored digest chains to none (it changed on the disk) keeps it: it fails its check here as it did there."""
    old_id = int(game.game[0])
    new_of = {str(game.game[8]): header}
    seen = [str(game.game[8])]
    rows: list[Row] = []
    for seq, kind, text, at, digest in game.entries:
        candidates = reversed(seen) if kind == SKIP else seen[-1:]
        previous = next((p for p in candidates if entry_digest(p, old_id, seq, kind, text, at) == digest), None)
        if game.key is not None and gid != old_id and text is not None and '"sealed"' in text:
            text = reseal(game.key, old_id, gid, text) or text  # one that does not open stays as it was
        new = digest if previous is None else entry_digest(new_of[previous], gid, seq, kind, text, at)
        new_of[str(digest)] = new
        seen.append(str(digest))
        rows.append((tick + len(rows), gid, seq, kind, text, at, new))
    return rows


__all__ = ["Brought", "Kept", "KeptGame", "bring_back", "kept_folders", "read"]
