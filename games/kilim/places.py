"""Where a piece may go now, computed by the engine for the screens (docs/design.md#the-engine-face): the
placements of a domino to lay and the cells a scrap may be sewn on. Tested against a dry apply
(tests/games/kilim/test_face.py)."""

from __future__ import annotations

from games.kilim import carpet
from games.kilim.model import Cell, Direction, Kilim, KilimState, Placement


def placements(kilim: Kilim) -> tuple[Placement, ...] | None:
    """Every placement of a new domino on ``kilim`` ('1 Motif en contact avec au moins 1 autre Motif déjà
    présent', on two empty cells), or None for an empty kilim: the first domino goes anywhere."""
    taken = carpet.covered(kilim)
    if not taken:
        return None
    free = {n for cell in taken for n in carpet.neighbours(cell) if n not in taken}
    found = set()
    for first in free:
        for direction in Direction:
            at = Placement(first[0], first[1], direction)
            if not set(at.cells()) & taken:
                found.add(at)
            back = Placement(*at.cells()[1], direction=_opposite(direction))
            if not set(back.cells()) & taken:
                found.add(back)
    return tuple(sorted(found, key=lambda p: (p.row, p.col, p.direction.value)))


def _opposite(direction: Direction) -> Direction:
    return {Direction.RIGHT: Direction.LEFT, Direction.LEFT: Direction.RIGHT,
            Direction.UP: Direction.DOWN, Direction.DOWN: Direction.UP}[direction]


def legal_placements(state: KilimState, seat: int) -> tuple[Placement, ...] | None:
    """Where ``seat``'s next domino (won, or a perfect carpet) may go; None: anywhere (an empty kilim)."""
    return placements(state.seats[seat].kilim)


def legal_scrap_cells(state: KilimState, seat: int) -> tuple[Cell, ...]:
    """The cells a scrap may be sewn on in ``seat``'s kilim: a motif of a domino with no scrap on it yet, or a
    hole ("Compléter un trou dans le Kilim", per the table's reading of a hole)."""
    return tuple(carpet.scrap_targets(state.seats[seat].kilim, state.rules.scrap_hole))
