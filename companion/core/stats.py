"""Statistics over the play log (docs/records.md#statistics): per player, per game, head to head; filtered by game,
player and period. Pure functions of finished plays: nothing is stored, so nothing can disagree with the journal.

A shared win is a win for each winner. Where the lowest total wins (a free play so set), a lower score is the better
one for "best" and for the winning margin."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date
from statistics import fmean
from typing import Iterable

from companion.core.playlog import FINISHED, Play, Seat


@dataclass(frozen=True)
class Filter:
    game: str | None = None
    player: str | None = None
    since: date | None = None  # first day included
    until: date | None = None  # last day included

    def keeps(self, play: Play) -> bool:
        day = play.start.date()
        return (play.status == FINISHED and self.game in (None, play.game)
                and (self.player is None or any(s.name == self.player for s in play.seats))
                and (self.since is None or day >= self.since) and (self.until is None or day <= self.until))


def chosen(plays: Iterable[Play], only: Filter = Filter()) -> list[Play]:
    if only == Filter():
        return [p for p in plays if p.status == FINISHED]
    return [p for p in plays if only.keeps(p)]


@dataclass(frozen=True)
class GameScores:
    """One player's scores at one game."""

    game: str
    plays: int
    wins: int
    best: int | None
    average: float | None
    last: int | None


@dataclass(frozen=True)
class PlayerStats:
    name: str
    plays: int
    wins: int
    games: tuple[GameScores, ...]  # by game name
    favourite: str | None  # the game played most (the latest played of those tied)

    @property
    def win_rate(self) -> float:
        return self.wins / self.plays if self.plays else 0.0


def _seat(play: Play, name: str) -> Seat | None:
    return play.by_name.get(name)


def _won(play: Play, seat: Seat) -> bool:
    return seat.seat in play.winners


def _better(play: Play, score: int) -> int:
    """A key where higher is better, whichever way the play counts."""
    return -score if play.lowest_wins else score


def player(plays: Iterable[Play], name: str, only: Filter = Filter()) -> PlayerStats:
    mine = [(p, s) for p in chosen(plays, only) if (s := _seat(p, name)) is not None]  # oldest first
    per_game: dict[str, list[tuple[Play, Seat]]] = {}
    for play, seat in mine:
        per_game.setdefault(play.game, []).append((play, seat))
    games = []
    for game, rows in sorted(per_game.items()):
        scored = [(p, s.score) for p, s in rows if s.score is not None]
        best = max(scored, key=lambda row: _better(row[0], row[1]))[1] if scored else None
        games.append(GameScores(game, len(rows), sum(_won(p, s) for p, s in rows), best,
                                fmean(score for _, score in scored) if scored else None,
                                scored[-1][1] if scored else None))
    counts = Counter(p.game for p, _ in mine)
    latest = {p.game: i for i, (p, _) in enumerate(mine)}
    favourite = max(counts, key=lambda g: (counts[g], latest[g])) if counts else None
    return PlayerStats(name, len(mine), sum(_won(p, s) for p, s in mine), tuple(games), favourite)


@dataclass(frozen=True)
class HeadToHead:
    """Two players over the plays they both played."""

    together: int
    wins: tuple[int, int]  # each one's wins in those plays
    ahead: tuple[int, int]  # plays where each finished above the other
    level: int  # plays where they shared a place


def head_to_head(plays: Iterable[Play], one: str, other: str, only: Filter = Filter()) -> HeadToHead:
    pairs = [(p, a, b) for p in chosen(plays, only) if (a := _seat(p, one)) and (b := _seat(p, other))]
    ranks = [(a.rank or 0, b.rank or 0) for _, a, b in pairs]
    return HeadToHead(len(pairs), (sum(_won(p, a) for p, a, _ in pairs), sum(_won(p, b) for p, _, b in pairs)),
                      (sum(ra < rb for ra, rb in ranks), sum(rb < ra for ra, rb in ranks)),
                      sum(ra == rb for ra, rb in ranks))


@dataclass(frozen=True)
class GameStats:
    game: str
    plays: int
    average_minutes: float
    lowest: int | None  # the lowest and highest score anyone made
    highest: int | None
    highest_by: str | None  # who made the highest (the first to make it)
    average_margin: float | None  # the winner's lead over the next player, averaged (0 for a shared win)
    first_player_wins: int  # plays the first player won (or shared)

    @property
    def first_player_rate(self) -> float:
        return self.first_player_wins / self.plays if self.plays else 0.0


def _margin(play: Play) -> int | None:
    keys = sorted((_better(play, s.score) for s in play.seats if s.score is not None), reverse=True)
    return keys[0] - keys[1] if len(keys) > 1 else None


def game(plays: Iterable[Play], name: str, only: Filter = Filter()) -> GameStats:
    mine = [p for p in chosen(plays, only) if p.game == name]
    scores = [(s.score, s.name) for p in mine for s in p.seats if s.score is not None]
    top = max(scores, key=lambda row: row[0]) if scores else None  # max keeps the first of equals
    margins = [m for p in mine if (m := _margin(p)) is not None]
    return GameStats(name, len(mine), fmean(p.minutes for p in mine) if mine else 0.0,
                     min(s for s, _ in scores) if scores else None, top[0] if top else None,
                     top[1] if top else None, fmean(margins) if margins else None,
                     sum(p.first_seat in p.winners for p in mine))


def players(plays: Iterable[Play], only: Filter = Filter()) -> list[str]:
    """Everyone who played, in order of first appearance."""
    return list(dict.fromkeys(s.name for p in chosen(plays, only) for s in p.seats))


def games(plays: Iterable[Play], only: Filter = Filter()) -> list[str]:
    return sorted({p.game for p in chosen(plays, only)})


@dataclass(frozen=True)
class Thinking:
    """Thinking time on the turn clock (docs/records.md#every-turns-time), over the plays that kept one."""

    plays: int  # plays with a clock
    turns: int  # their turns journaled one by one (a clock kept before that counts its plays, not its turns)
    total_ms: int

    @property
    def per_play_ms(self) -> int | None:
        return self.total_ms // self.plays if self.plays else None

    @property
    def per_turn_ms(self) -> int | None:
        return self.total_ms // self.turns if self.turns else None


def player_thinking(plays: Iterable[Play], name: str, only: Filter = Filter()) -> Thinking:
    """One player's thinking time: in all, a play and a turn on average."""
    mine = [(p, s.seat) for p in chosen(plays, only) if (s := _seat(p, name)) is not None and p.thinking_ms]
    return Thinking(len(mine), sum(1 for p, seat in mine for t in p.turns if t.seat == seat),
                    sum(p.thinking_ms[seat] for p, seat in mine if seat < len(p.thinking_ms)))


def game_thinking(plays: Iterable[Play], name: str, only: Filter = Filter()) -> Thinking:
    """A game's thinking time, every seat's together: in all, a play and a turn on average."""
    mine = [p for p in chosen(plays, only) if p.game == name and p.thinking_ms]
    return Thinking(len(mine), sum(len(p.turns) for p in mine), sum(sum(p.thinking_ms) for p in mine))
