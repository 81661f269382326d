"""What docs/bgsplay.schema.json cannot say of a .bgsplay file: every id is unique in its table, every uuid in
the file, and every reference names a row that is there (a dangling playerRefId would file a score under no one)."""

from __future__ import annotations

from typing import Any


def broken_references(data: dict[str, Any]) -> list[str]:
    found: list[str] = []
    ids: dict[str, set[int]] = {}
    for table in ("games", "players", "locations"):
        listed = [row["id"] for row in data[table]]
        ids[table] = set(listed)
        if len(listed) != len(ids[table]):
            found.append(f"{table}: an id is used twice")
    uuids = [row["uuid"] for table in ("games", "players", "locations", "plays") for row in data[table]]
    if len(uuids) != len(set(uuids)):
        found.append("a uuid is used twice")
    for index, play in enumerate(data["plays"]):
        if play["gameRefId"] not in ids["games"]:
            found.append(f"plays[{index}]: gameRefId {play['gameRefId']} names no game")
        if play["locationRefId"] not in ids["locations"]:
            found.append(f"plays[{index}]: locationRefId {play['locationRefId']} names no location")
        found += [f"plays[{index}]: playerRefId {score['playerRefId']} names no player"
                  for score in play["playerScores"] if score["playerRefId"] not in ids["players"]]
    return found
