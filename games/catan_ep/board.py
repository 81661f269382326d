"""What lies where on the board: hexes as the table entered them, sea routes (frame sides included), the coast,
corners where nothing may be built, and the pieces on corners and sides. Pure queries on a CatanState.

The board is entered at set-up as text (option ``board``, built by the set-up screen's taps): one hex per item,
``q,r kind [number]`` separated by ``;``, kind one of forest, hills, pasture, fields, mountains, sea (the frame's
sea and the sea tiles), north or south (a face-down hex of that unexplored zone), council (the Council of Catan,
from scenario 3: ``q,r council a b`` with its two harbors, the indices of its corners in hexgrid.corners_of,
0 the top one, clockwise) or unread (a start island hex whose terrain and token the table enters when a move first
needs them: games/catan_ep/island.py). Hexes outside the board are
the frame: a side between a board hex and the frame is a sea route ("Les côtés d'une tuile Mer ou Terrain qui
longent le cadre sont également considérés comme des routes maritimes").
"""

from __future__ import annotations

from typing import Mapping

from games.base import RuleError
from games.catan_ep.hexgrid import Coord, Corner, Edge, corners_of, hexes_at, hexes_of, neighbour_corners, sides_of
from games.catan_ep.model import LAND, PRODUCES, WATER, Building, CatanState, Hex, Kind, Ship, Zone

NUMBERS = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)
BOARD_KINDS = {**{k.value: k for k in PRODUCES}, "sea": Kind.SEA, "north": Kind.HIDDEN, "south": Kind.HIDDEN,
               "council": Kind.COUNCIL, "unread": Kind.UNREAD}
COUNCIL_HARBORS = 2  # "une petite île où il y a 2 ports"


_INDEX: dict[int, tuple[tuple[Hex, ...], Mapping[Coord, Hex]]] = {}


def _index(hexes: tuple[Hex, ...]) -> Mapping[Coord, Hex]:
    """The hexes by coordinates, memoised by the tuple's identity (hashing the whole board each time costs)."""
    found = _INDEX.get(id(hexes))
    if found is not None and found[0] is hexes:
        return found[1]
    if len(_INDEX) > 64:
        _INDEX.clear()
    index = {h.at: h for h in hexes}
    _INDEX[id(hexes)] = (hexes, index)
    return index


def board(state: CatanState) -> Mapping[Coord, Hex]:
    return _index(state.hexes)


def hex_at(state: CatanState, at: Coord) -> Hex | None:
    return board(state).get(at)


def is_route(state: CatanState, edge: Edge) -> bool:
    """A sea route: a side of a sea hex (a fish shoal, the Council), or a side along the frame."""
    found = [board(state).get(h) for h in hexes_of(edge)]
    on_board = [h for h in found if h is not None]
    if not on_board:
        return False
    return len(on_board) == 1 or any(h.kind in WATER for h in on_board)


def corner_hexes(state: CatanState, corner: Corner) -> list[Hex]:
    return [h for at in hexes_at(corner) if (h := board(state).get(at)) is not None]


def touches_land(state: CatanState, corner: Corner) -> bool:
    return any(h.kind in LAND for h in corner_hexes(state, corner))


def on_coast(state: CatanState, corner: Corner) -> bool:
    """Land on one side, sea (or the frame) on another."""
    found = corner_hexes(state, corner)
    return touches_land(state, corner) and (len(found) < 3 or any(h.kind in WATER for h in found))


def blocked(state: CatanState, corner: Corner) -> bool:
    """Touching an unexplored hex or a lair not captured: nothing is built there."""
    return any(h.blocks for h in corner_hexes(state, corner))


def zone_of(state: CatanState, corner: Corner) -> Zone | None:
    return next((h.zone for h in corner_hexes(state, corner) if h.kind in LAND and h.zone is not None), None)


def road_place(state: CatanState, edge: Edge) -> bool:
    """A side of discovered land, touching no unexplored hex and no lair not captured."""
    found = [board(state).get(h) for h in hexes_of(edge)]
    return (any(h is not None and h.kind in LAND for h in found)
            and not any(h is not None and h.blocks for h in found))


def building_at(state: CatanState, corner: Corner) -> Building | None:
    return next((b for b in state.buildings if b.corner == corner), None)


def distance_rule_ok(state: CatanState, corner: Corner) -> bool:
    """No building on the corner nor one side away."""
    taken = {b.corner for b in state.buildings}
    return corner not in taken and not any(n in taken for n in neighbour_corners(corner))


def require_distance(state: CatanState, corner: Corner) -> None:
    if not distance_rule_ok(state, corner):
        raise RuleError("Too close to another building: the distance rule keeps every intersection next to a "
                        "building empty", corner=corner)


def ships_on(state: CatanState, edge: Edge) -> list[Ship]:
    return [s for s in state.ships if s.edge == edge]


def touches_hex(edge: Edge, at: Coord) -> bool:
    """A ship on ``edge`` points at a corner of the hex, or lies along it."""
    corners = corners_of(*at)
    return edge.a in corners or edge.b in corners


def along(edge: Edge, at: Coord) -> bool:
    return edge in sides_of(*at)


def hidden_touching(state: CatanState, edge: Edge) -> list[Coord]:
    """Unexplored hexes at either end of a ship on ``edge`` (they must be discovered)."""
    found = {h.at for c in edge.ends for h in corner_hexes(state, c) if h.kind is Kind.HIDDEN}
    return sorted(found)


def near_start_island(state: CatanState, at: Coord) -> bool:
    """Shares a side with a hex of the start island (land entered at set-up)."""
    start = {h.at for h in state.hexes if h.kind in LAND and h.zone is None}
    q, r = at
    return any(n in start for n in ((q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1)))


def parse_board(text: str) -> tuple[Hex, ...]:
    """The board option's hexes (see the module's docstring); RuleError names a malformed item."""
    hexes: dict[Coord, Hex] = {}
    for item in (i.strip() for i in str(text).split(";")):
        if not item:
            continue
        words = item.replace(",", " ").split()
        if len(words) > 2 and words[2] == "council":
            council = _council(item, words)
            if council.at in hexes:
                raise RuleError("The board lists a hex twice", q=council.q, r=council.r)
            hexes[council.at] = council
            continue
        try:
            q, r = int(words[0]), int(words[1])
            kind = BOARD_KINDS[words[2]]
            number = int(words[3]) if len(words) > 3 else None
        except (IndexError, ValueError, KeyError):
            raise RuleError("A board item is not 'q,r kind [number]' with kind one of {kinds}",
                            item=item, kinds=", ".join(BOARD_KINDS)) from None
        if len(words) > 4 or (number is None) != (kind not in PRODUCES) or (number is not None
                                                                              and number not in NUMBERS):
            raise RuleError("A board item is not 'q,r kind [number]': a terrain takes a number token (2 to 12 but 7), "
                            "sea and unexplored hexes none", item=item)
        if (q, r) in hexes:
            raise RuleError("The board lists a hex twice", q=q, r=r)
        zone = Zone(words[2]) if words[2] in ("north", "south") else None
        hexes[(q, r)] = Hex(q, r, kind, number, zone)
    if sum(1 for h in hexes.values() if h.kind is Kind.COUNCIL) > 1:
        raise RuleError("The board has one Council of Catan, not {count}",
                        count=sum(1 for h in hexes.values() if h.kind is Kind.COUNCIL))
    if not any(h.kind in PRODUCES or h.kind is Kind.UNREAD for h in hexes.values()):
        raise RuleError("The board has no start island: enter its terrain hexes and their number tokens")
    return tuple(hexes.values())


def _council(item: str, words: list[str]) -> Hex:
    """``q,r council a b``: the Council's hex and the corners of its two harbors."""
    try:
        q, r, ports = int(words[0]), int(words[1]), tuple(int(w) for w in words[3:])
    except ValueError:
        ports, q, r = (), 0, 0
    if len(ports) != COUNCIL_HARBORS or len(set(ports)) != COUNCIL_HARBORS or not all(0 <= p < 6 for p in ports):
        raise RuleError("The Council of Catan is entered as 'q,r council a b': a and b, its two harbors, are "
                        "two different corners of its hex, 0 (the top one) to 5 clockwise", item=item)
    return Hex(q, r, Kind.COUNCIL, ports=ports)


def council_harbors(state: CatanState) -> frozenset[Corner]:
    """The intersections of the Council's two harbors (none before scenario 3)."""
    return frozenset(corners_of(h.q, h.r)[p] for h in state.hexes if h.kind is Kind.COUNCIL for p in h.ports)
