"""The archipelago's geometry (rulebook "RÈGLE D'EXPLORATION" and "Îles"): tiles on a square grid, sides
matched land to land and sea to sea, lands joined across edges into islands.

A side lists, clockwise along its tile's edge, the lands reaching it. Two tiles side by side run along their
shared edge in opposite directions, so stretch i of one side meets stretch n-1-i of the other.
"""

from __future__ import annotations

from dataclasses import replace

from games.base import Plural, RuleError
from games.ilos.model import PlacedTile, TileSpec

STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))  # north, east, south, west; y grows southwards
MAX_LANDS = 6
MAX_SPOTS = 12
MAX_STRETCHES = 3  # stretches of coast cut by one edge


def check_tile(spec: TileSpec) -> None:
    """A tile description the table may enter (RuleError says what is wrong and what is allowed)."""
    if not 1 <= spec.lands <= MAX_LANDS:
        raise RuleError("A tile holds 1 to {max} lands (island parts), not {lands}", max=MAX_LANDS, lands=spec.lands)
    for side in spec.sides:
        if len(side) > MAX_STRETCHES:
            raise RuleError("A tile side is cut by at most {max} stretches of coast, not {count}",
                            max=MAX_STRETCHES, count=len(side))
        for land in side:
            if not 0 <= land < spec.lands:
                raise RuleError("A tile side lists the lands reaching it, numbered 0 to {last} on this tile, not "
                                "{land}", last=spec.lands - 1, land=land)
    if len(spec.spots) > MAX_SPOTS:
        raise RuleError("A tile has at most {max} spots, not {count}", max=MAX_SPOTS, count=len(spec.spots))
    for spot in spec.spots:
        if not 0 <= spot.land < spec.lands:
            raise RuleError("A spot lies on one of the tile's lands, numbered 0 to {last}, not {land}",
                            last=spec.lands - 1, land=spot.land)


def turned(spec: TileSpec, turns: int) -> TileSpec:
    """The tile turned ``turns`` quarter turns clockwise (its west side becomes its north side, and so on)."""
    sides = spec.sides
    new = tuple(sides[(i - turns) % 4] for i in range(4))
    return replace(spec, north=new[0], east=new[1], south=new[2], west=new[3])


def tile_at(tiles: tuple[PlacedTile, ...], x: int, y: int) -> int | None:
    return next((i for i, t in enumerate(tiles) if (t.x, t.y) == (x, y)), None)


def _junctions(tiles: tuple[PlacedTile, ...], spec: TileSpec, x: int, y: int) -> tuple[int, list[tuple[int, int]]]:
    """How many tiles the new one touches, and each (its land, the island id it joins) across the edges."""
    touching, pairs = 0, []
    for direction, (dx, dy) in enumerate(STEPS):
        index = tile_at(tiles, x + dx, y + dy)
        if index is None:
            continue
        touching += 1
        other = tiles[index]
        mine, theirs = spec.sides[direction], other.tile.sides[(direction + 2) % 4]
        if mine and not theirs:
            raise RuleError("The new tile shows land where the tile it meets shows sea; land must meet land "
                            "and sea meet sea: turn the tile or choose another place", x=other.x, y=other.y)
        if theirs and not mine:
            raise RuleError("The new tile shows sea where the tile it meets shows land; land must meet land "
                            "and sea meet sea: turn the tile or choose another place", x=other.x, y=other.y)
        if len(mine) != len(theirs):
            raise RuleError("The new tile has {mine} on the edge it shares with a tile that has {theirs}; each "
                            "stretch of land must meet one: turn the tile or choose another place",
                            mine=stretches(len(mine)), theirs=stretches(len(theirs)), x=other.x, y=other.y)
        pairs += [(land, other.islands[theirs[len(theirs) - 1 - i]]) for i, land in enumerate(mine)]
    return touching, pairs


def stretches(count: int) -> Plural:
    return Plural.of("{count} stretch of coast", "{count} stretches of coast", count)


def place(tiles: tuple[PlacedTile, ...], spec: TileSpec, x: int, y: int) -> tuple[PlacedTile, ...]:
    """The map with ``spec`` (already turned) at (x, y): the first tile anywhere, every later one joined to at
    least one coast of an island in play, all its edges matching. Islands joined by the tile merge (the
    merged island keeps the lowest id)."""
    if tile_at(tiles, x, y) is not None:
        raise RuleError("That place already holds a tile; a new tile goes on a free place next to the map", x=x, y=y)
    base = 1 + max((i for t in tiles for i in t.islands), default=-1)
    new = PlacedTile(spec, x, y, tuple(base + land for land in range(spec.lands)))
    if not tiles:
        return (new,)
    touching, pairs = _junctions(tiles, spec, x, y)
    if not touching:
        raise RuleError("A new tile must touch the map; that place touches no tile in play", x=x, y=y)
    if not pairs:
        raise RuleError("A new tile must join at least one coast of an island in play; there it meets only "
                        "sea: turn it or choose another place", x=x, y=y)
    merged = {i: i for t in (*tiles, new) for i in t.islands}

    def root(i: int) -> int:
        while merged[i] != i:
            i = merged[i]
        return i

    for land, island in pairs:
        a, b = root(base + land), root(island)
        merged[max(a, b)] = min(a, b)
    return tuple(replace(t, islands=tuple(root(i) for i in t.islands)) for t in (*tiles, new))


def frontier(tiles: tuple[PlacedTile, ...]) -> list[tuple[int, int]]:
    """The free places next to the map (the centre of the table when it is empty)."""
    if not tiles:
        return [(0, 0)]
    taken = {(t.x, t.y) for t in tiles}
    cells = {(t.x + dx, t.y + dy) for t in tiles for dx, dy in STEPS} - taken
    return sorted(cells)


def legal_places(tiles: tuple[PlacedTile, ...], spec: TileSpec) -> list[tuple[int, int, int]]:
    """Every (x, y, turns) where ``spec`` may be played (the checks of ``place``, without building the map)."""
    at = {(t.x, t.y): t for t in tiles}
    if not at:
        return [(0, 0, turns) for turns in range(4)]
    found = []
    turns_sides = [turned(spec, turns).sides for turns in range(4)]
    for x, y in frontier(tiles):
        neighbours = [(d, at.get((x + dx, y + dy))) for d, (dx, dy) in enumerate(STEPS)]
        for turns, sides in enumerate(turns_sides):
            pairs = [(sides[d], t.tile.sides[(d + 2) % 4]) for d, t in neighbours if t is not None]
            if all(len(mine) == len(theirs) for mine, theirs in pairs) and any(mine for mine, _ in pairs):
                found.append((x, y, turns))
    return found


def island_tiles(tiles: tuple[PlacedTile, ...], island: int) -> tuple[int, ...]:
    """The tiles an island has land (and so a coast) on."""
    return tuple(i for i, t in enumerate(tiles) if island in t.islands)


def islands(tiles: tuple[PlacedTile, ...]) -> tuple[int, ...]:
    return tuple(sorted({i for t in tiles for i in t.islands}))
