"""The plays for other apps (docs/records.md): BG Stats' play as it documents a play sent from another app (the
file of many, and the link of one), and CSV, one row per player per play. Pure: plays in, text or JSON-ready data
out. BG Stats' own play file (.bgsplay) is companion/core/bgsplay.py."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, fields
from datetime import date, datetime, timezone, tzinfo
from typing import Any, Iterable, Mapping
from urllib.parse import quote

from companion.core.playlog import FINISHED, Play

SOURCE = "Table Companion"  # sourceName: BG Stats remembers its matches of games and players per source
CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html"  # opens BG Stats with the play filled in
# What the link leaves as it is: what a browser's encodeURIComponent leaves, and ":" and "," (RFC 3986 allows both
# in a query; JSON is full of them, and each left costs 1 character, not 3, of a QR code that must stay readable).
URL_SAFE = "-_.!~*'():,"


def finished_since(plays: Iterable[Play], since: date | None) -> list[Play]:
    return [p for p in plays if p.status == FINISHED and (since is None or p.start.date() >= since)]


def bgg_ids(config: Mapping[str, Any]) -> dict[str, int]:
    """The ids of config/bgg_ids.toml that name their source (an id without one is not trusted)."""
    games = config.get("games", {})
    return {name: entry["id"] for name, entry in games.items() if isinstance(entry, dict)
            and isinstance(entry.get("id"), int) and entry["id"] > 0 and str(entry.get("source", "")).strip()}


def duration_min(play: Play) -> int:
    """BG Stats' ``durationMin``, whole minutes: the time at the table without the turn clock's pauses (the whole
    span from the first move to the last where no clock ran). The one place it is worked out: the file, the link
    and .bgsplay all take it from here (docs/records.md#bg-stats)."""
    return round(play.table_minutes)


def source_play_id(play: Play) -> str:
    """``sourcePlayId``: the same play keeps it from one export to the next (BG Stats updates it rather than adding
    it twice), and two data folders' game 12 differ by their first move's time."""
    start = play.start.astimezone(timezone.utc).isoformat()  # 2026-11-01T20:00:00+00:00; strftime costs twice this
    return f"{play.game_id}-{start[0:4]}{start[5:7]}{start[8:13]}{start[14:16]}{start[17:19]}Z"


def play_date(play: Play, zone: tzinfo | None) -> str:
    """BG Stats' ``playDate`` ("2020-10-23 19:16:58"): the start in the table's time zone (None: this machine's)."""
    return play.start.astimezone(zone).strftime("%Y-%m-%d %H:%M:%S")


def board(play: Play) -> str:
    return f"Scenario {play.scenario}" if play.scenario is not None else ""


def bgstats_game(play: Play, ids: Mapping[str, int]) -> dict[str, Any]:
    game: dict[str, Any] = {"name": play.title, "sourceGameId": play.game, "highestWins": not play.lowest_wins,
                            "noPoints": False}
    if play.game in ids:
        game["bggId"] = ids[play.game]
    return game


def _player(play: Play, seat: int) -> dict[str, Any]:
    s = play.seats[seat]
    player: dict[str, Any] = {"name": s.name, "sourcePlayerId": s.name,  # the app knows its players by name
                              "score": s.score, "rank": s.rank, "winner": seat in play.winners,
                              "startPlayer": seat == play.first_seat, "color": s.colour}
    if s.score is None:  # a game ended before any score has neither
        del player["score"]
    if s.rank is None:
        del player["rank"]
    return player


def bgstats_play(play: Play, ids: Mapping[str, int], zone: tzinfo | None) -> dict[str, Any]:
    """One play, whole, as BG Stats documents a play sent from another app (docs/bgstats.schema.json)."""
    made: dict[str, Any] = {"sourceName": SOURCE, "sourcePlayId": source_play_id(play),
                            "playDate": play_date(play, zone), "durationMin": duration_min(play)}
    if play.scenario is not None:
        made["board"] = board(play)
    made["game"] = bgstats_game(play, ids)
    made["players"] = [_player(play, s.seat) for s in play.seats]
    return made


def bgstats(plays: Iterable[Play], ids: Mapping[str, int], zone: tzinfo | None = None) -> list[dict[str, Any]]:
    """The file: every finished play, each whole, one after the other (no wrapper: BG Stats documents none)."""
    return [bgstats_play(p, ids, zone) for p in plays if p.status == FINISHED]


def create_play_link(play: dict[str, Any]) -> str:
    """BG Stats' link for one play: its page with the play as URL-encoded JSON, which opens the app on a phone
    with the play filled in. Compact JSON: the link is drawn as a QR code, whose modules grow with its length."""
    text = json.dumps(play, ensure_ascii=False, separators=(",", ":"))
    return f"{CREATE_PLAY}?data={quote(text, safe=URL_SAFE)}"


@dataclass(frozen=True)
class Row:
    """One player of one play, as a CSV row."""

    play: int
    game: str
    scenario: int | None
    status: str
    start: str  # UTC, "2026-11-01 20:00:00": a spreadsheet reads it as a date and time
    end: str
    minutes: float  # to one decimal: 80.3, not 80.33333333333333
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


def spreadsheet_time(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).isoformat(sep=" ")[:19]  # strftime costs twice this


def rows(plays: Iterable[Play]) -> list[Row]:
    found = []
    for p in plays:
        start, end = spreadsheet_time(p.start), spreadsheet_time(p.end)
        options = json.dumps(p.options, sort_keys=True, ensure_ascii=False)
        minutes = round(p.minutes, 1)
        found += [Row(p.game_id, p.game, p.scenario, p.status, start, end, minutes, s.seat + 1, s.name, s.colour,
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
