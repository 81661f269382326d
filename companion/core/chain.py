"""The journal's checksums: one per game header, and one per entry chained to the entry before it.

A game's chain starts at its header's digest (id, game, setup, creation time); each entry's digest covers
the digest of the entry before it in the game's live sequence, and the entry's own fields. A flipped bit
in an entry fails that entry's check alone (the next entry covers the stored digest, not a recomputed
one), so the damage is found where it is; a lost entry fails the check of the one after it
(docs/journal.md, "Checksums").
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from games.base import N_

DIGEST_BYTES = 8  # BLAKE2b-64: finds accidents (bit rot, torn pages), not an adversary's edits
_SEP = b"\x1f"
SKIP = "skip"  # the kind of a marker entry: the entries it names were set aside
ALTERED = N_("its checksum does not match: it changed on the disk")


def _digest(*fields: Any) -> str:
    h = hashlib.blake2b(digest_size=DIGEST_BYTES)
    for value in fields:
        h.update(b"-" if value is None else str(value).encode("utf-8", "surrogatepass"))
        h.update(_SEP)
    return h.hexdigest()


def header_digest(game_id: int, game: str, setup: str, created_at: str) -> str:
    return _digest("game", game_id, game, setup, created_at)


def outcome_digest(game_id: int, finished: bool | int, outcome: str | None, updated_at: str) -> str:
    """A game's stored result (``games.finished``, ``games.outcome``) and its date (``updated_at``): the figures
    History, Statistics and the exports read without replaying the game (docs/journal.md, "Checksums")."""
    return _digest("outcome", game_id, int(bool(finished)), outcome, updated_at)


def turn_digest(game_id: int, seq: int, seat: int, turn: int, started_ms: int, thinking_ms: int,
                paused_ms: int) -> str:
    """A turn's time as an action's commit carried it (the ``turns`` row): what the play log, its exports and the
    statistics read as thinking time and pauses (docs/journal.md, "Checksums")."""
    return _digest("turn", game_id, seq, seat, turn, started_ms, thinking_ms, paused_ms)


def clock_digest(game_id: int, clock: str, at: str) -> str:
    """A game's turn clock as last saved (the ``clocks`` row)."""
    return _digest("clock", game_id, clock, at)


def turn_whole(row: Sequence[Any]) -> bool:
    """A ``turns`` row (journal_file.TURN_COLUMNS) whose figures are whole numbers and whose digest matches them."""
    *figures, digest = row
    return (len(figures) == 7 and all(isinstance(v, int) for v in figures)
            and digest == turn_digest(*figures))


def entry_digest(previous: str, game_id: int, seq: int, kind: str, payload: str | None, at: str) -> str:
    return _digest(previous, game_id, seq, kind, payload, at)


Link = tuple[int, str, "str | None", str, "str | None"]  # seq, kind, payload as stored, at, digest


@dataclass
class Walk:
    """A game's live sequence: the indices (into the links) kept in order, skip markers included, the digest
    to chain the next entry to, and where the sequence broke (an index, with why), if it did."""

    kept: list[int] = field(default_factory=list)
    head: str = ""
    broken: int | None = None
    problem: str | None = None


def follow(game_id: int, start: str, links: Sequence[Link],
           check: Callable[[int], str | None] = lambda index: None) -> Walk:
    """Walk a game's entries (in seq order) from its header digest ``start``. A skip marker whose range
    starts where the walk stands, and whose digest chains to the walk's head, is taken: the walk jumps past
    it. An entry whose digest does not chain, or that ``check`` refuses (returns why), ends the walk. A
    digest of None (a row of schema 1 being salvaged) is trusted."""
    markers: dict[int, list[int]] = {}
    for index, (_, kind, text, _, _) in enumerate(links):
        first = _marker_start(text) if kind == SKIP else None
        if first is not None:
            markers.setdefault(first, []).append(index)
    walk, i = Walk(head=start), 0
    while i < len(links):
        jump = [m for m in markers.get(links[i][0], []) if m > i and _chains(game_id, walk.head, links[m])]
        if jump:
            walk.kept.append(jump[0])
            walk.head, i = _stored(walk.head, links[jump[0]]), jump[0] + 1
            continue
        problem = None if _chains(game_id, walk.head, links[i]) else ALTERED
        problem = problem or check(i)
        if problem is not None:
            walk.broken, walk.problem = i, problem
            break
        walk.kept.append(i)
        walk.head, i = _stored(walk.head, links[i]), i + 1
    return walk


def _chains(game_id: int, head: str, link: Link) -> bool:
    seq, kind, text, at, digest = link
    return digest is None or digest == entry_digest(head, game_id, seq, kind, text, at)


def _stored(head: str, link: Link) -> str:
    seq, kind, text, at, digest = link
    return digest if digest is not None else head  # an untrusted v1 row: its digest is made when written


def _marker_start(text: str | None) -> int | None:
    try:
        first = json.loads(text or "")["from"]
    except (ValueError, KeyError, TypeError):
        return None
    return first if isinstance(first, int) else None
