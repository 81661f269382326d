"""The board entry's cells: the box's frame as the app first draws it for each scenario, and the ``board`` option
text (games.catan_ep.board) to and from cells. Pure, no Kivy.

The rulebook gives each scenario's frame as a list of pieces and a picture ("Formation du cadre"); what the text
does not say is the team's reading of the pictures, and the table corrects it by painting:
- the start island in the west (the 14 base-game terrains, blank until painted), sea round it;
- east of it the great sea tile F across the middle row, the north (green) and south (orange) zones above and
  below it: as many face-down hexes as the scenario's stack holds (games.catan_ep.scenarios.STACKS): 11 a zone
  in scenarios 2 and 3 (frame pieces B1), 13 in scenario 4 (B2 instead of B1), 16 in scenario 5 (B1 and B2);
- from scenario 3, the Council of Catan (frame piece D2, "Le Conseil de Catane ... borde l'île de départ") on the
  south side of the frame, under the start island, its two harbors on its two southern corners. The table taps
  the harbors it sees (board_entry.py).
A cell is a kind of games.catan_ep.board.BOARD_KINDS, "blank" (start island not painted yet), "none" (off the
board) or, for the Council, "council a b" (its harbors, corner indices in hexgrid.corners_of) as in the text.
"""

from __future__ import annotations

from typing import Iterable
from games.catan_ep import COUNCIL_FROM, Coord, Corner, PRODUCES, corners_of


Cells = dict[Coord, str]
TERRAINS = tuple(k.value for k in PRODUCES)
COUNCIL = "council"
COLUMNS = {1: 10, 2: 12, 3: 12, 4: 13, 5: 14}  # the frame's width in hexes, frame included
COUNCIL_PORTS = (2, 4)  # the south-east and south-west corners: facing the open sea, away from the island


def offset(col: int, row: int) -> Coord:
    """Axial coordinates of a hex in rows of the box (odd rows shifted east by half a hex)."""
    return col - (row - (row & 1)) // 2, row


COUNCIL_AT = offset(2, 6)  # in the frame's south row, touching two hexes of the start island


def council_item(ports: Iterable[int]) -> str:
    return " ".join((COUNCIL, *(str(p) for p in ports)))


def frame(scenario: int) -> tuple[Cells, dict[Coord, int]]:
    """The box's frame as the app draws it first (see the module's docstring)."""
    columns = COLUMNS[scenario]
    cut = () if scenario in (1, 5) else ((5, 2), (5, 4))  # where the E sea tile reaches into the zones
    cells: Cells = {}
    for row in range(7):
        for col in range(columns):
            inner = 0 < row < 6 and 0 < col < columns - 1
            if inner and col <= 3 and (col, row) != (3, 1):
                kind = "blank"
            elif inner and col >= 5 and row in (1, 2, 4, 5) and (col, row) not in cut:
                kind = "north" if row < 3 else "south"
            else:
                kind = "sea"
            cells[offset(col, row)] = kind
    if scenario >= COUNCIL_FROM:
        cells[COUNCIL_AT] = council_item(COUNCIL_PORTS)
    return cells, {}


def board_text(cells: Cells, numbers: dict[Coord, int]) -> str:
    """The engine's ``board`` option: "q,r kind [number]; ..." (hexes off the board left out)."""
    items = []
    for (q, r), kind in sorted(cells.items()):
        if kind == "none":
            continue
        number = numbers.get((q, r))
        items.append(f"{q},{r} {kind}" + (f" {number}" if kind in TERRAINS and number is not None else ""))
    return "; ".join(items)


def parse_cells(text: str) -> tuple[Cells, dict[Coord, int]]:
    """A stored board back into cells (the Council's cell keeps its harbors: "council a b")."""
    cells: Cells = {}
    numbers: dict[Coord, int] = {}
    for item in (i.strip() for i in text.split(";") if i.strip()):
        words = item.replace(",", " ").split()
        at = (int(words[0]), int(words[1]))
        if words[2] == COUNCIL:
            cells[at] = " ".join(words[2:])
            continue
        cells[at] = words[2]
        if len(words) > 3:
            numbers[at] = int(words[3])
    return cells, numbers


def split_council(cells: Cells) -> tuple[Cells, list[Corner]]:
    """(the cells with the Council's cell plain "council", the intersections of its harbors)."""
    plain, harbors = dict(cells), []
    for at, kind in cells.items():
        words = kind.split()
        if words and words[0] == COUNCIL:
            plain[at] = COUNCIL
            harbors += [corners_of(*at)[int(p)] for p in words[1:] if p.isdigit() and int(p) < 6]
    return plain, harbors


def join_council(cells: Cells, harbors: Iterable[Corner]) -> Cells:
    """The Council's cell with its harbors as corner indices; a harbor off its hex is left out (the engine then
    says the Council needs two harbors on its corners)."""
    joined = dict(cells)
    for at, kind in cells.items():
        if kind == COUNCIL:
            corners = corners_of(*at)
            joined[at] = council_item(sorted(corners.index(h) for h in harbors if h in corners))
    return joined
