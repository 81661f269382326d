"""Statistics over the play log (docs/records.md#statistics): per player, per game, head to head, the leaderboard,
plays per month and the H-index; filtered by game, player and period. Pure functions of finished plays: nothing is
stored, so nothing can disagree with the journal.

A shared win is a win for each winner. Where the lowest total wins (a free play so set), a lower score is the better
one for "best" and for the winning margin."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime
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
        if play.status != FINISHED or self.game not in (None, play.game):
            return False
        if self.player is not None and self.player not in play.by_name:
            return False
        if self.since is None and self.until is None:  # the day is read only when asked (2,000 plays a tab)
            return True
        day = play.start.date()
        return (self.since is None or day >= self.since) and (self.until is None or day <= self.until)


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
    last_played: datetime | None = None  # the start of their latest play

    @property
    def win_rate(self) -> float:
        return self.wins / self.plays if self.plays else 0.0

    def rate_from(self, minimum: int) -> float | None:
        """The win rate, once it rests on ``minimum`` plays (BG Stats' convention: one win in one play is not a
        100% player); None before."""
        return self.win_rate if self.plays >= max(1, minimum) else None

    @property
    def h_index(self) -> int:
        """Their H-index (``h_index``), from their plays of each game."""
        return h_of(g.plays for g in self.games)

    @property
    def best_game(self) -> GameScores | None:
        """The game they won most (of those tied, the one won in fewer plays, then by name); None: no win yet."""
        won = [g for g in self.games if g.wins]
        return min(won, key=lambda g: (-g.wins, g.plays, g.game)) if won else None


def _seat(play: Play, name: str) -> Seat | None:
    return play.by_name.get(name)


def _won(play: Play, seat: Seat) -> bool:
    return seat.seat in play.winners


def _better(play: Play, score: int) -> int:
    """A key where higher is better, whichever way the play counts."""
    return -score if play.lowest_wins else score


def player(plays: Iterable[Play], name: str, only: Filter = Filter()) -> PlayerStats:
    return _player(name, [(p, s) for p in chosen(plays, only) if (s := _seat(p, name)) is not None])


def _player(name: str, mine: list[tuple[Play, Seat]]) -> PlayerStats:
    """A player's figures from their plays (each with their seat), oldest first."""
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
    return PlayerStats(name, len(mine), sum(_won(p, s) for p, s in mine), tuple(games), favourite,
                       mine[-1][0].start if mine else None)


def leaderboard(plays: Iterable[Play], only: Filter = Filter()) -> list[PlayerStats]:
    """Everyone in the chosen plays, most wins first; of those tied, the better win rate, then who played first."""
    chosen_plays = chosen(plays, only)
    seated: dict[str, list[tuple[Play, Seat]]] = {name: [] for name in players(chosen_plays)}
    for play in chosen_plays:  # one pass for everyone (a pass each took 8 x 2,000 plays a Charts tab)
        for name, seat in play.by_name.items():
            seated[name].append((play, seat))
    found = [_player(name, mine) for name, mine in seated.items()]
    return sorted(found, key=lambda s: (-s.wins, -s.win_rate))  # sorted() keeps first appearance among equals


def h_index(plays: Iterable[Play], only: Filter = Filter()) -> int:
    """The largest h such that h different games were each played at least h times (for one player: ``only`` with
    their name)."""
    return h_of(Counter(p.game for p in chosen(plays, only)).values())


def h_of(plays_per_game: Iterable[int]) -> int:
    counts = sorted(plays_per_game, reverse=True)
    return sum(1 for place, count in enumerate(counts, start=1) if count >= place)


def plays_per_month(plays: Iterable[Play], only: Filter, last: date, months: int = 6) -> list[tuple[date, int]]:
    """The chosen plays in each of the ``months`` calendar months ending with ``last``'s, oldest first: (the
    month's first day, plays), months without a play included."""
    counts = Counter((p.start.year, p.start.month) for p in chosen(plays, only))
    firsts = []
    year, month = last.year, last.month
    for _ in range(months):
        firsts.append(date(year, month, 1))
        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
    return [(first, counts[(first.year, first.month)]) for first in reversed(firsts)]


@dataclass(frozen=True)
class HeadToHead:
    """Two players over the plays they both played."""

    together: int
    wins: tuple[int, int]  # each one's wins in those plays (a win both shared counts for each)
    ahead: tuple[int, int]  # plays where each finished above the other
    level: int  # plays where they shared a place
    shared: int = 0  # plays both won (a shared win)

    @property
    def alone(self) -> tuple[int, int]:
        """Each one's wins not shared with the other."""
        return self.wins[0] - self.shared, self.wins[1] - self.shared

    @property
    def others(self) -> int:
        """Plays together that neither of them won."""
        return self.together - self.wins[0] - self.wins[1] + self.shared


def head_to_head(plays: Iterable[Play], one: str, other: str, only: Filter = Filter()) -> HeadToHead:
    together = first_won = second_won = shared = first_ahead = second_ahead = level = 0
    for play in chosen(plays, only):  # one pass: 28 pairs over 2,000 plays in benchmarks/stats_bench.py
        a, b = play.by_name.get(one), play.by_name.get(other)
        if a is None or b is None:
            continue
        won_a, won_b, rank_a, rank_b = a.seat in play.winners, b.seat in play.winners, a.rank or 0, b.rank or 0
        together += 1
        first_won, second_won, shared = first_won + won_a, second_won + won_b, shared + (won_a and won_b)
        first_ahead, second_ahead, level = (first_ahead + (rank_a < rank_b), second_ahead + (rank_b < rank_a),
                                            level + (rank_a == rank_b))
    return HeadToHead(together, (first_won, second_won), (first_ahead, second_ahead), level, shared)


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
