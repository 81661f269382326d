"""BG Stats' own play file, ``.bgsplay`` (docs/records.md#bg-stats-play-file): tables of games, players, locations
and plays, each row with an ``id`` and a ``uuid``, the plays naming theirs by ``gameRefId``, ``locationRefId`` and
``playerRefId``. BG Stats imports it as a "Play File" and matches its games and players to the user's own; a
play it already holds (by uuid) is updated, not added twice. Pure: plays in, JSON-ready data out.

The uuids are made from what identifies each thing here (a game and whether its lowest total wins, a player's
name, a play's ``sourcePlayId``), so the same play exported twice carries the same uuid."""

from __future__ import annotations

import uuid
from datetime import tzinfo
from typing import Any, Iterable, Mapping

from companion.core.exports import SOURCE, board, duration_min, play_date, source_play_id
from companion.core.playlog import FINISHED, Play

# Fixed once: the uuids of every export of every table are made under it.
NAMESPACE = uuid.UUID("e6cb699d-38cc-4e82-81bf-27afec4e9fe4")
ABOUT = "Plays exported by Table Companion for Board Game Stats (a play file: its games, players, location, plays)."


def stable_uuid(kind: str, key: str) -> str:
    return str(uuid.uuid5(NAMESPACE, f"{kind}:{key}")).upper()  # BG Stats writes its uuids in capitals


class _Table:
    """One of the file's tables: a row per key, numbered from 1 in the order first met."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.rows: dict[Any, dict[str, Any]] = {}

    def ref(self, key: Any, uuid_key: str, when: str, **fields: Any) -> int:
        row = self.rows.get(key)
        if row is None:
            row = self.rows[key] = {"id": len(self.rows) + 1, "uuid": stable_uuid(self.kind, uuid_key), **fields,
                                    "modificationDate": when}
        row["modificationDate"] = max(row["modificationDate"], when)  # the text sorts as the time does
        return int(row["id"])


def _scores(play: Play, players: _Table, when: str) -> list[dict[str, Any]]:
    scores = []
    for s in play.seats:
        ref = players.ref(s.name, s.name, when, name=s.name, isAnonymous=False)
        score: dict[str, Any] = {"playerRefId": ref, "winner": s.seat in play.winners,
                                 "startPlayer": s.seat == play.first_seat, "seatOrder": s.seat + 1,
                                 "rank": s.rank or 0, "newPlayer": False, "role": ""}
        if s.score is not None:
            score["score"] = str(s.score)  # BG Stats keeps a score as text
        scores.append(score)
    return scores


def bgsplay(plays: Iterable[Play], ids: Mapping[str, int], zone: tzinfo | None = None) -> dict[str, Any]:
    """The file for every finished play; no player is marked as the phone's owner (a table has no one owner)."""
    games, players, locations = _Table("game"), _Table("player"), _Table("location")
    made = []
    for play in (p for p in plays if p.status == FINISHED):
        when = play.end.astimezone(zone).strftime("%Y-%m-%d %H:%M:%S")
        extra = {"bggId": ids[play.game]} if play.game in ids else {}
        game_ref = games.ref((play.game, play.lowest_wins), f"{play.game}:{play.lowest_wins}", when,
                             name=play.title, highestWins=not play.lowest_wins, noPoints=False, cooperative=False,
                             usesTeams=False, **extra)
        location_ref = locations.ref(SOURCE, SOURCE, when, name=SOURCE)
        made.append({"uuid": stable_uuid("play", source_play_id(play)), "playDate": play_date(play, zone),
                     "entryDate": when, "modificationDate": when, "durationMin": duration_min(play),
                     "gameRefId": game_ref, "locationRefId": location_ref, "board": board(play), "rounds": 0,
                     "usesTeams": False, "ignored": False, "manualWinner": False,
                     "playerScores": _scores(play, players, when)})
    return {"about": ABOUT, "games": list(games.rows.values()), "players": list(players.rows.values()),
            "locations": list(locations.rows.values()), "plays": made}
