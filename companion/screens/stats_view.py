"""What the Statistics screen shows, as data (docs/records.md#statistics, docs/design.md#the-kit): the kit's
specs for the players and the games, and the series its charts draw, all from companion/core/stats.py over the
play log. Plain Python over plays: testable without a window."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Callable, Sequence

from games.base import N_

from companion.core import stats
from companion.core.playlog import Play
from companion.core.stats import Filter
from companion.core.turn_clock import minutes_seconds
from companion.screens.i18n import tr
from companion.screens.kit import specs

# The periods a table chooses from: (key, message id, days back from today; None for all time).
PERIODS: tuple[tuple[str, str, int | None], ...] = (
    ("all", N_("All time"), None), ("30", N_("Last 30 days"), 30), ("365", N_("Last 12 months"), 365))


def period_filter(key: str, today: date) -> tuple[date | None, date | None]:
    days = next((d for k, _, d in PERIODS if k == key), None)
    return (None, None) if days is None else (today - timedelta(days=days - 1), today)


def make_filter(game: str | None, player: str | None, period: str, today: date) -> Filter:
    since, until = period_filter(period, today)
    return Filter(game=game, player=player, since=since, until=until)


def period_name(key: str) -> str:
    return tr._(next((m for k, m, _ in PERIODS if k == key), "All time"))


def titles(plays: Sequence[Play]) -> dict[str, str]:
    """Each game's name as the table reads it."""
    return {p.game: tr._(p.title) for p in plays}


def percent(part: int, whole: int) -> str:
    return tr.message("{percent}%", {"percent": round(100 * part / whole) if whole else 0})


def minutes(value: float) -> str:
    """A length as a table says it: "45 minutes", "2 h 05"."""
    whole = round(value)
    if whole < 60:
        return tr.plural("{count} minute", "{count} minutes", whole)
    return tr.message("{hours} h {minutes}", {"hours": whole // 60, "minutes": f"{whole % 60:02d}"})


def score(value: float | None) -> str:
    if value is None:
        return "-"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def colours(plays: Sequence[Play]) -> dict[str, str]:
    """Each player's colour at their latest play (plays oldest first)."""
    return {s.name: s.colour for p in plays for s in p.seats}


def player_rows(plays: Sequence[Play], only: Filter, choose: Callable[[str], object]) -> list[specs.Item]:
    """Everyone in the chosen plays, most plays first: a button to look closer, plays, wins, win rate."""
    everyone = [stats.player(plays, name, only) for name in stats.players(plays, only)]
    everyone.sort(key=lambda s: (-s.plays, -s.wins))
    if not everyone:
        return [specs.Text(tr._("No finished game in this choice."), tone="muted")]
    cells: list[specs.Item] = []
    for one in everyone:
        cells += [specs.Button(one.name, _bound(choose, one.name), key=f"player:{one.name}"),
                  specs.Text(tr.plural("{count} play", "{count} plays", one.plays)),
                  specs.Text(tr.plural("{count} win", "{count} wins", one.wins)),
                  specs.Text(percent(one.wins, one.plays), size="figure")]
    return [specs.Text(tr._("Tap a player for their scores and head to head."), tone="muted", size="small"),
            specs.Grid(cells, cols=4)]


def _bound(choose: Callable[[str], object], name: str) -> Callable[[], object]:
    return lambda: choose(name)


def thinking_line(figures: stats.Thinking) -> list[specs.Item]:
    """Thinking time on the turn clock, a play and a turn on average (docs/records.md#every-turns-time); nothing
    where no clock ran; a play only where the clock was kept before turns were journaled one by one."""
    if figures.per_play_ms is None:
        return []
    if figures.per_turn_ms is None:
        return [specs.Text(tr.message("Thinking time a play, on average: {time}",
                                      {"time": minutes_seconds(figures.per_play_ms)}))]
    return [specs.Text(tr.message("Thinking time on average: {play} a play, {turn} a turn",
                                  {"play": minutes_seconds(figures.per_play_ms),
                                   "turn": minutes_seconds(figures.per_turn_ms)}))]


def one_player(plays: Sequence[Play], only: Filter, name: str) -> list[specs.Item]:
    """One player: plays, wins and rate, favourite game, each game's best, average and last, and head to head
    against each player they met; their thinking time where a turn clock ran."""
    mine = stats.player(plays, name, only)
    names = titles(plays)
    items: list[specs.Item] = [
        specs.Heading(name),
        specs.Row([specs.Figure(tr._("Plays"), str(mine.plays)), specs.Figure(tr._("Wins"), str(mine.wins)),
                   specs.Figure(tr._("Win rate"), percent(mine.wins, mine.plays))])]
    items += thinking_line(stats.player_thinking(plays, name, only))
    if mine.favourite is not None:
        items.append(specs.Text(tr.message("Favourite game: {game}", {"game": names[mine.favourite]})))
    for scores in mine.games:
        items += [specs.Gap(), specs.Heading(names[scores.game]),
                  specs.Text(tr.plural("{count} play", "{count} plays", scores.plays) + " · "
                             + tr.plural("{count} win", "{count} wins", scores.wins), tone="muted"),
                  specs.Row([specs.Figure(tr._("Best score"), score(scores.best)),
                             specs.Figure(tr._("Average score"), score(scores.average)),
                             specs.Figure(tr._("Last score"), score(scores.last))])]
    met = [other for other in stats.players(plays, Filter(only.game, name, only.since, only.until)) if other != name]
    if met:
        items += [specs.Gap(), specs.Heading(tr._("Head to head"))]
    for other in met:
        duel = stats.head_to_head(plays, name, other, Filter(only.game, None, only.since, only.until))
        items += [specs.Text(tr.message("{player} and {other}", {"player": name, "other": other}), size="title"),
                  specs.Text(tr.plural("{count} play together", "{count} plays together", duel.together)
                             + " · " + tr.message("wins {mine} to {theirs}",
                                                  {"mine": duel.wins[0], "theirs": duel.wins[1]})
                             + " · " + tr.message("placed higher {mine} to {theirs}",
                                                  {"mine": duel.ahead[0], "theirs": duel.ahead[1]})
                             + " · " + tr.plural("{count} shared place", "{count} shared places", duel.level), tone="muted")]
    return items


def game_items(plays: Sequence[Play], only: Filter) -> list[specs.Item]:
    """Each game in the choice: plays, average length, scores from lowest to highest, the highest and who made
    it, the average winning margin, and how often the first player won."""
    names = titles(plays)
    items: list[specs.Item] = []
    for name in stats.games(plays, only):
        one = stats.game(plays, name, only)
        if items:
            items.append(specs.Gap())
        spread = "-" if one.lowest is None else f"{one.lowest}–{one.highest}"
        top = "-" if one.highest is None else tr.message("{score} by {player}",
                                                         {"score": one.highest, "player": one.highest_by})
        items += [specs.Heading(names[name]),
                  specs.Row([specs.Figure(tr._("Plays"), str(one.plays)),
                             specs.Figure(tr._("Average length"), minutes(one.average_minutes)),
                             specs.Figure(tr._("Scores from lowest to highest"), spread)]),
                  specs.Row([specs.Figure(tr._("Highest score"), top),
                             specs.Figure(tr._("Average winning margin"), score(one.average_margin)),
                             specs.Figure(tr._("First player won"),
                                          percent(one.first_player_wins, one.plays))])]
        items += thinking_line(stats.game_thinking(plays, name, only))
    return items or [specs.Text(tr._("No finished game in this choice."), tone="muted")]


@dataclass(frozen=True)
class Series:
    """One player's line or bar on a chart."""

    name: str
    colour: str  # a player colour id
    points: tuple[tuple[int, float], ...]  # (x, y): for scores, the play's place in time and the score


def chart_game(plays: Sequence[Play], only: Filter) -> str | None:
    """The game whose scores are drawn: the chosen one, else the one played most (the latest of those tied);
    scores of two games are not on one scale."""
    if only.game is not None:
        return only.game
    chosen = stats.chosen(plays, only)
    counts: dict[str, tuple[int, int]] = {}
    for index, play in enumerate(chosen):
        counts[play.game] = (counts.get(play.game, (0, 0))[0] + 1, index)
    return max(counts, key=lambda g: counts[g]) if counts else None


def score_series(plays: Sequence[Play], only: Filter, most: int = 6, latest: int = 30
                 ) -> tuple[list[date], list[Series]]:
    """Scores per play over time at one game, its ``latest`` plays (more would not read at 800x480): each play's
    day (x = its place in time), and for each of the ``most`` players who played them most, their score at each
    play they were in."""
    game = chart_game(plays, only)
    chosen = [p for p in stats.chosen(plays, only) if p.game == game][-latest:]
    tone = colours(chosen)
    lines: dict[str, list[tuple[int, float]]] = {}
    for x, play in enumerate(chosen):
        for seat in play.seats:
            if seat.score is not None:
                lines.setdefault(seat.name, []).append((x, float(seat.score)))
    keep = sorted(lines, key=lambda n: -len(lines[n]))[:most]
    return [p.start.date() for p in chosen], [Series(n, tone[n], tuple(lines[n])) for n in keep]


def win_rates(plays: Sequence[Play], only: Filter, most: int = 8) -> list[tuple[Series, int, int]]:
    """Each player's win rate (as one point: 0, rate), with their wins and plays; most plays first."""
    chosen = stats.chosen(plays, only)
    tone = colours(chosen)
    found = [stats.player(plays, name, only) for name in stats.players(plays, only)]
    found.sort(key=lambda s: (-s.plays, -s.win_rate))
    return [(Series(s.name, tone[s.name], ((0, s.win_rate),)), s.wins, s.plays) for s in found[:most]]
