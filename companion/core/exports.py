"""The plays for other apps (docs/records.md): BG Stats' import format and CSV, one row per player per play. Pure:
plays in, text or JSON-ready data out."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, fields
from datetime import date, tzinfo
from typing import Any, Iterable, Mapping

from companion.core.playlog import FINISHED, Play

SOURCE = "Table Companion"
ABOUT = ("Plays exported by Table Companion for Board Game Stats: each play follows BG Stats' format for plays "
         "pushed from other apps.")


def finished_since(plays: Iterable[Play], since: date | None) -> list[Play]:
    return [p for p in plays if p.status == FINISHED and (since is None or p.start.date() >= since)]


def bgg_ids(config: Mapping[str, Any]) -> dict[str, int]:
    """The ids of config/bgg_ids.toml that name their source (an id without one is not trusted)."""
    games = config.get("games", {})
    return {name: entry["id"] for name, entry in games.items() if isinstance(entry, dict)
            and isinstance(entry.get("id"), int) and entry["id"] > 0 and str(entry.get("source", "")).strip()}


def _game(play: Play, ids: Mapping[str, int]) -> dict[str, Any]:
    game: dict[str, Any] = {"name": play.title, "sourceGameId": play.game, "highestWins": not play.lowest_wins,
                            "noPoints": False}
    if play.game in ids:
        game["bggId"] = ids[play.game]
    return game


def _comments(play: Play) -> str:
    readings = ", ".join(f"{name} = {value}" for name, value in sorted(play.options.items()))
    tie = f"; tie-break: {play.tie_break}" if play.tie_break else ""
    return f"{SOURCE} game {play.game_id}; table options: {readings or '-'}{tie}"


def bgstats_play(play: Play, ids: Mapping[str, int], zone: tzinfo | None) -> dict[str, Any]:
    """One play as BG Stats documents a play pushed from another app. ``zone``: the table's time zone for
    ``playDate`` (None: this machine's)."""
    return {"playDate": play.start.astimezone(zone).strftime("%Y-%m-%d %H:%M:%S"),
            "durationMin": round(play.minutes), "location": "", "comments": _comments(play),
            "board": f"Scenario {play.scenario}" if play.scenario is not None else "",
            "game": _game(play, ids),
            "players": [{"name": s.name, "sourcePlayerId": s.name, "score": s.score, "rank": s.rank,
                         "winner": s.seat in play.winners, "startPlayer": s.seat == play.first_seat, "role": ""}
                        for s in play.seats]}


def bgstats(plays: Iterable[Play], ids: Mapping[str, int], zone: tzinfo | None = None) -> dict[str, Any]:
    """The file: every finished play, and the players and games they name (each once)."""
    chosen = [p for p in plays if p.status == FINISHED]
    games = {p.game: _game(p, ids) for p in chosen}
    players = {s.name: {"name": s.name, "sourcePlayerId": s.name} for p in chosen for s in p.seats}
    return {"about": ABOUT, "sourceName": SOURCE, "games": list(games.values()), "players": list(players.values()),
            "plays": [bgstats_play(p, ids, zone) for p in chosen]}


@dataclass(frozen=True)
class Row:
    """One player of one play, as a CSV row."""

    play: int
    game: str
    scenario: int | None
    status: str
    start: str  # UTC, ISO 8601
    end: str
    minutes: float
    seat: int  # 1-based
    player: str
    colour: str
    first_player: bool
    score: int | None
    rank: int | None
    winner: bool
    termination: str | None
    tie_break: str | None
    options: str  # the table options in force, as JSON


COLUMNS = tuple(f.name for f in fields(Row))


def rows(plays: Iterable[Play]) -> list[Row]:
    found = []
    for p in plays:
        start, end, options = p.start.isoformat(), p.end.isoformat(), json.dumps(p.options, sort_keys=True,
                                                                                 ensure_ascii=False)
        found += [Row(p.game_id, p.game, p.scenario, p.status, start, end, p.minutes, s.seat + 1, s.name, s.colour,
                      s.seat == p.first_seat, s.score, s.rank, s.seat in p.winners, p.termination, p.tie_break,
                      options) for s in p.seats]
    return found


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def to_csv(plays: Iterable[Play]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(COLUMNS)
    for row in rows(plays):
        writer.writerow([_cell(getattr(row, column)) for column in COLUMNS])  # asdict deep-copies: 5x slower
    return out.getvalue()


def _typed(kind: str, text: str) -> Any:
    if kind.startswith("int"):
        return int(text) if text else None
    if kind == "float":
        return float(text)
    if kind == "bool":
        return text == "yes"
    return text if text or "None" not in kind else None


def read_csv(text: str) -> list[Row]:
    """The rows of a CSV written by ``to_csv`` (ValueError for another header)."""
    reader = csv.reader(io.StringIO(text))
    if tuple(next(reader, ())) != COLUMNS:
        raise ValueError(f"not a play log CSV: the first row must be {','.join(COLUMNS)}")
    kinds = [str(f.type) for f in fields(Row)]
    return [Row(*(_typed(kind, cell) for kind, cell in zip(kinds, line))) for line in reader if line]
