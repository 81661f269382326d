"""What the Statistics screen shows, as data (docs/records.md#statistics, docs/design.md#the-kit): the kit's
specs for the players and the games, and the series its charts draw, all from companion/core/stats.py over the
play log. Plain Python over plays: testable without a window."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Callable, Mapping, Sequence

from games.base import N_

from companion.core import stats
from companion.core.playlog import Play
from companion.core.stats import Filter
from companion.core.turn_clock import minutes_seconds
from companion.screens.dates import day_text, month_text
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.palette import COLOUR_IDS

# The periods a table chooses from: (key, message id, days back from today; None for all time).
PERIODS: tuple[tuple[str, str, int | None], ...] = (
    ("all", N_("All time"), None), ("30", N_("Last 30 days"), 30), ("365", N_("Last 12 months"), 365))

MINIMUM_RANGE = (1, 20)  # the leaderboard's stepper: plays before a win rate shows


def period_filter(key: str, today: date) -> tuple[date | None, date | None]:
    days = next((d for k, _, d in PERIODS if k == key), None)
    return (None, None) if days is None else (today - timedelta(days=days - 1), today)


def make_filter(game: str | None, player: str | None, period: str, today: date) -> Filter:
    since, until = period_filter(period, today)
    return Filter(game=game, player=player, since=since, until=until)


def period_name(key: str) -> str:
    return tr._(next((m for k, m, _ in PERIODS if k == key), "All time"))


def titles(plays: Sequence[Play]) -> dict[str, str]:
    """Each game's name as the table reads it (its latest play's title, translated once a game, not once a play)."""
    return {game: tr._(title) for game, title in {p.game: p.title for p in plays}.items()}


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
    """Each player's one colour on every chart, whatever the filters (so give it all the plays): in order of first
    appearance, the colour they sat at most (of those tied, the palette's first) unless a player before took it,
    else the palette's first one free. Up to the palette's ten players no two share a colour; an eleventh starts
    the palette again."""
    counted = Counter((seat.name, seat.colour) for play in plays for seat in play.seats)  # in order of first play
    seats: dict[str, dict[str, int]] = {}
    for (name, colour), times in counted.items():
        seats.setdefault(name, {})[colour] = times
    given: dict[str, str] = {}
    for name, sat in seats.items():
        taken = set(list(given.values())[len(given) - len(given) % len(COLOUR_IDS):])  # this round of the palette
        liked = sorted((c for c in sat if c in COLOUR_IDS), key=lambda c: (-sat[c], COLOUR_IDS.index(c)))
        given[name] = next(c for c in [*liked, *COLOUR_IDS] if c not in taken)
    return given


def h_index_words(value: int) -> str | None:
    """The H-index said with what it means (None for 0: nothing to say)."""
    if value <= 0:
        return None
    return tr.plural("H-index {count}: {count} game played at least once",
                     "H-index {count}: {count} different games played at least {count} times each", value)


def rate_text(one: stats.PlayerStats, minimum: int) -> str:
    rate = one.rate_from(minimum)
    return "–" if rate is None else percent(one.wins, one.plays)


def player_rows(plays: Sequence[Play], only: Filter, choose: Callable[[str], object], minimum: int = 3,
                set_minimum: Callable[[int], object] = lambda _: None) -> list[specs.Item]:
    """The leaderboard: everyone in the chosen plays, most wins first, a button to their page, plays, wins and the
    win rate from ``minimum`` plays (set here with a stepper); the table's H-index beside it."""
    board = stats.leaderboard(plays, only)
    if not board:
        return [specs.Text(tr._("No finished game in this choice."), tone="muted")]
    cells: list[specs.Item] = []
    for one in board:
        cells += [specs.Button(one.name, _bound(choose, one.name), key=f"player:{one.name}"),
                  specs.Text(tr.plural("{count} play", "{count} plays", one.plays)),
                  specs.Text(tr.plural("{count} win", "{count} wins", one.wins)),
                  specs.Text(rate_text(one, minimum), size="figure")]
    stepper = specs.Stepper(tr._("Plays before a win rate shows"), minimum, set_minimum, *MINIMUM_RANGE,
                              key="minimum")
    words = h_index_words(stats.h_index(plays, only))
    return [specs.Row([stepper, specs.Text(words, tone="muted")]) if words else stepper,
            specs.Text(tr._("Tap a player for their page and head to head."), tone="muted", size="small"),
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


def one_player(plays: Sequence[Play], only: Filter, name: str, minimum: int = 3) -> list[specs.Item]:
    """A player's page: plays, wins and rate (from ``minimum`` plays), last played, best game, favourite game,
    their H-index, each game's best, average and last score, and head to head against each player they met;
    their thinking time where a turn clock ran. Their plays per month are the chart beside it (``months``)."""
    mine = stats.player(plays, name, only)
    names = titles(plays)
    items: list[specs.Item] = [
        specs.Heading(name),
        specs.Row([specs.Figure(tr._("Plays"), str(mine.plays)), specs.Figure(tr._("Wins"), str(mine.wins)),
                   specs.Figure(tr._("Win rate"), rate_text(mine, minimum))])]
    if mine.last_played is not None:
        items.append(specs.Text(tr.message("Last played: {day}",
                                           {"day": day_text(mine.last_played.date(), tr.language)})))
    best = mine.best_game
    if best is not None:
        items.append(specs.Text(tr.message("Best game: {game}", {"game": names[best.game]}) + " · "
                                + tr.plural("{count} win", "{count} wins", best.wins) + " · "
                                + tr.plural("{count} play", "{count} plays", best.plays)))
    items += thinking_line(stats.player_thinking(plays, name, only))
    if mine.favourite is not None:
        items.append(specs.Text(tr.message("Favourite game: {game}", {"game": names[mine.favourite]})))
    words = h_index_words(mine.h_index)
    if words is not None:
        items.append(specs.Text(words, tone="muted"))
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
                  specs.Text(duel_words(name, other, duel)),
                  specs.Text(tr.message("placed higher {mine} to {theirs}",
                                        {"mine": duel.ahead[0], "theirs": duel.ahead[1]})
                             + " · " + tr.plural("{count} shared place", "{count} shared places", duel.level),
                             tone="muted")]
    return items


def duel_words(name: str, other: str, duel: stats.HeadToHead) -> str:
    """Who won the plays two players played together, in words: each one's wins alone, the wins they shared and
    those neither won ("2 plays together · Ana won 0 · Bo won 1 · 1 win shared by both")."""
    parts = [tr.plural("{count} play together", "{count} plays together", duel.together),
             tr.message("{player} won {count}", {"player": name, "count": duel.alone[0]}),
             tr.message("{player} won {count}", {"player": other, "count": duel.alone[1]})]
    if duel.shared:
        parts.append(tr.plural("{count} win shared by both", "{count} wins shared by both", duel.shared))
    if duel.others:
        parts.append(tr.plural("{count} won by another player", "{count} won by other players", duel.others))
    return " · ".join(parts)


def months(plays: Sequence[Play], only: Filter, name: str, today: date, tone: str) -> list[tuple[Series, str]]:
    """A player's plays in each of the last six months to ``today``'s, as bars in their colour (``tone``): the
    month's name, the bar (the plays over the busiest month's), the count."""
    counts = stats.plays_per_month(plays, Filter(only.game, name, only.since, only.until), today)
    most = max((count for _, count in counts), default=0) or 1
    return [(Series(month_text(first, tr.language), tone, ((0, count / most),)), str(count))
            for first, count in counts]


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


def chart_game(plays: Sequence[Play], only: Filter, wanted: str | None = None) -> str | None:
    """The game whose scores are drawn: the chosen one, else ``wanted`` (the chart's own switch) when it is in the
    choice, else the one played most (the latest of those tied); scores of two games are not on one scale."""
    if only.game is not None:
        return only.game
    chosen = stats.chosen(plays, only)
    counts: dict[str, tuple[int, int]] = {}
    for index, play in enumerate(chosen):
        counts[play.game] = (counts.get(play.game, (0, 0))[0] + 1, index)
    if wanted in counts:
        return wanted
    return max(counts, key=lambda g: counts[g]) if counts else None


def score_series(plays: Sequence[Play], only: Filter, wanted: str | None = None, most: int = 6, latest: int = 30,
                 tone: Mapping[str, str] | None = None) -> tuple[list[date], list[Series]]:
    """Scores per play over time at one game (``chart_game``), its ``latest`` plays (more would not read at
    800x480): each play's day (x = its place in time), and for each of the ``most`` players who played them most,
    their score at each play they were in, in their colour of every chart (``tone``: ``colours``, once a screen)."""
    game = chart_game(plays, only, wanted)
    chosen = [p for p in stats.chosen(plays, only) if p.game == game][-latest:]
    tone = tone or colours(plays)
    lines: dict[str, list[tuple[int, float]]] = {}
    for x, play in enumerate(chosen):
        for seat in play.seats:
            if seat.score is not None:
                lines.setdefault(seat.name, []).append((x, float(seat.score)))
    keep = sorted(lines, key=lambda n: -len(lines[n]))[:most]
    return [p.start.date() for p in chosen], [Series(n, tone[n], tuple(lines[n])) for n in keep]


def win_rates(plays: Sequence[Play], only: Filter, minimum: int = 3, most: int = 8,
              tone: Mapping[str, str] | None = None) -> list[tuple[Series, int, int]]:
    """The win rate of each player with at least ``minimum`` plays (as one point: 0, rate), with their wins and
    plays, in the leaderboard's order, in their colour of every chart (``tone``, as for ``score_series``)."""
    tone = tone or colours(plays)
    found = [s for s in stats.leaderboard(plays, only) if s.rate_from(minimum) is not None]
    return [(Series(s.name, tone[s.name], ((0, s.win_rate),)), s.wins, s.plays) for s in found[:most]]
