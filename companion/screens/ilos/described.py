"""The tiles the table has described before, kept with the box data (docs/design.md#box-data-once-shared: the
preferences under Ilos's own keys, exported and imported with the box) and offered on the tile entry: a tile
turned up again in a later game is found by the first spots the table taps, then picked, not described edge
by edge again. A tile is kept once whichever way it lay: it is turned when it is placed, not when described.
"""

from __future__ import annotations

from collections import Counter

from companion.core.settings import Preferences
from games import serial
from games.base import RuleError
from games.ilos import TileSpec, turned

PREFERENCE = "ilos_described_tiles"


def described(preferences: Preferences) -> list[TileSpec]:
    found = []
    stored = preferences.get(PREFERENCE, [])
    for item in stored if isinstance(stored, list) else []:
        try:
            found.append(serial.from_json(TileSpec, item))
        except (RuleError, KeyError, TypeError, ValueError):
            continue  # a description the app no longer reads: described again when it turns up
    return found


def same(a: TileSpec, b: TileSpec) -> bool:
    return any(turned(a, turns) == b for turns in range(4))


def remember(preferences: Preferences, spec: TileSpec) -> None:
    known = described(preferences)
    if not any(same(spec, tile) for tile in known):
        preferences.set(PREFERENCE, [serial.to_json(tile) for tile in (*known, spec)])


def matching(known: list[TileSpec], entered: TileSpec) -> list[TileSpec]:
    """The tiles described before that hold every spot entered so far (by kind), as many lands at least, and the
    lair if one is entered; not the tile entered itself."""
    wanted = Counter(spot.kind for spot in entered.spots)
    return [tile for tile in known if tile.lands >= entered.lands and (tile.lair or not entered.lair)
            and not wanted - Counter(spot.kind for spot in tile.spots) and not same(tile, entered)]
