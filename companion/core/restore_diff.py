"""Which of this device's games a backup lacks, said before a restore replaces them (docs/records.md#backup-and-restore).

A game is known by its id and its first move (the digest of its first entry, which chains its header: its game,
set-up and creation time; the header's own digest for a game with no move yet): the same id in the backup holding
another game does not hide this one. No Kivy; journals read only.
"""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from games.base import N_, Phrase, Plural
from games.messages import LISTED_COMMAS

from companion.core.log_notices import title

_GAMES = """SELECT g.id, g.game, g.setup, g.created_at,
                   coalesce((SELECT e.digest FROM entries e WHERE e.game_id = g.id AND e.seq = 1), g.digest)
            FROM games g ORDER BY g.created_at, g.id"""


@dataclass(frozen=True)
class Game:
    game: str  # the engine's name
    created_at: str  # ISO 8601, UTC
    players: tuple[str, ...]


def lacking(live: Path, backup: Path) -> list[Game]:
    """The games of the journal ``live`` that the journal ``backup`` does not hold, oldest first."""
    held = {key for key, _ in _games(backup)}
    return [game for key, game in _games(live) if key not in held]


def _games(journal: Path) -> list[tuple[tuple[int, str], Game]]:
    if not journal.is_file():
        return []
    try:
        with closing(sqlite3.connect(f"file:{journal}?mode=ro", uri=True)) as conn:
            rows = conn.execute(_GAMES).fetchall()
    except sqlite3.Error:
        return []
    return [((gid, str(first)), Game(str(game), str(created), players(setup))) for gid, game, setup, created, first
            in rows]


def players(setup: object) -> tuple[str, ...]:
    try:
        return tuple(str(p["name"]) for p in json.loads(str(setup))["players"])
    except (ValueError, TypeError, KeyError):
        return ()


def listed(games: Sequence[Game]) -> Phrase | str:
    """Each game in words: its title, the day it started and its players, one after another."""
    return Phrase.listing([_said(game) for game in games], link=LISTED_COMMAS)


def count(games: Sequence[Game]) -> Plural:
    return Plural("{count} game", "{count} games", len(games))


def _said(game: Game) -> Phrase:
    players: Phrase | str = game.players[0] if game.players else "-"
    for name in game.players[1:]:
        players = Phrase.of(LISTED_COMMAS, list=players, item=name)
    return Phrase.of(N_("{game} started {date} ({players})"), game=title(game.game), date=game.created_at[:10],
                     players=players)

