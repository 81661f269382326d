"""Carpet geometry and placement (rulebook "2ÈME ÉTAPE : LE TISSAGE", "Les Chutes de Tapis", the artisan
tokens). Pure functions on a Kilim; each check raises RuleError saying what is wrong and what is allowed.

A cell is covered by a domino, or by a scrap filling a hole. A scrap may also lie on a domino's motif
(restoring a torn motif or re-weaving a motif); the kilim shows the top motif of each cell.
"""

from __future__ import annotations

from dataclasses import replace

from games.base import RuleError
from games.kilim.model import STEP, Cell, Direction, Domino, Kilim, LaidDomino, LaidScrap, Motif, Piece, Placement

NEIGHBOURS = tuple(STEP.values())


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    return tuple((cell[0] + dr, cell[1] + dc) for dr, dc in NEIGHBOURS)


def domino_cells(kilim: Kilim) -> dict[Cell, int]:
    """Each cell covered by a domino -> that domino's index in kilim.dominoes."""
    return {cell: i for i, laid in enumerate(kilim.dominoes) for cell in laid.cells()}


def covered(kilim: Kilim) -> set[Cell]:
    """Every cell of the kilim: domino cells and holes filled by scraps."""
    return set(domino_cells(kilim)) | {s.cell for s in kilim.scraps}


def size(kilim: Kilim) -> int:
    return len(covered(kilim))


def top_motifs(kilim: Kilim) -> dict[Cell, Motif]:
    """What the kilim shows on each cell: a scrap's motif where one lies, else the domino's."""
    cells: dict[Cell, Motif] = {}
    for laid in kilim.dominoes:
        first, second = laid.cells()
        cells[first], cells[second] = laid.domino.first, laid.domino.second
    for scrap in kilim.scraps:
        cells[scrap.cell] = scrap.motif
    return cells


def grid_of(kilim: Kilim) -> dict[Cell, str]:
    """The kilim as the scoring sees it: one letter per cell (A-E, T uncovered torn, P perfect)."""
    return {cell: motif.value for cell, motif in top_motifs(kilim).items()}


# --- laying a domino -----------------------------------------------------------------------------------
def check_lay(kilim: Kilim, at: Placement) -> None:
    """'posé de façon à avoir 1 Motif en contact avec au moins 1 autre Motif déjà présent'; never on a
    covered cell; the first domino anywhere, in any orientation."""
    taken = covered(kilim)
    cells = at.cells()
    for row, col in cells:
        if (row, col) in taken:
            raise RuleError("That cell is already covered; a domino goes on two empty cells, with a "
                            "motif touching a motif of the kilim", row=row, col=col)
    if taken and not any(n in taken for cell in cells for n in neighbours(cell)):
        (r1, c1), (r2, c2) = cells
        raise RuleError("A domino there would touch no motif of the kilim; a "
                        "new domino must have a motif touching a motif already laid",
                        row=r1, col=c1, row2=r2, col2=c2)


def lay(kilim: Kilim, domino: Domino, at: Placement) -> Kilim:
    check_lay(kilim, at)
    return replace(kilim, dominoes=(*kilim.dominoes, LaidDomino(domino, at)))


def legal_placements(kilim: Kilim) -> list[Placement]:
    """Every placement check_lay accepts (around the kilim; one domino at (0, 0) for an empty kilim)."""
    taken = covered(kilim)
    if not taken:
        return [Placement(0, 0, d) for d in Direction]
    starts = {n for cell in taken for n in neighbours(cell) if n not in taken}
    starts |= {n for cell in starts for n in neighbours(cell) if n not in taken}
    found = []
    for row, col in sorted(starts):
        for direction in Direction:
            at = Placement(row, col, direction)
            cells = at.cells()
            if any(c in taken for c in cells):
                continue
            if any(n in taken for c in cells for n in neighbours(c)):
                found.append(at)
    return found


# --- scraps --------------------------------------------------------------------------------------------
def is_hole(kilim: Kilim, cell: Cell, hole_rule: str) -> bool:
    """An empty cell a scrap may fill ('Compléter un trou dans le Kilim'): it touches the kilim and, by
    default ("inside"), lies within the kilim's bounding rectangle; with "touching", any empty cell
    touching the kilim."""
    taken = covered(kilim)
    if cell in taken or not any(n in taken for n in neighbours(cell)):
        return False
    if hole_rule == "touching":
        return True
    rows = [r for r, _ in taken]
    cols = [c for _, c in taken]
    return min(rows) <= cell[0] <= max(rows) and min(cols) <= cell[1] <= max(cols)


def check_scrap(kilim: Kilim, cell: Cell, hole_rule: str) -> None:
    row, col = cell
    if any(s.cell == cell for s in kilim.scraps):
        raise RuleError("A scrap already lies there; a scrap goes on a motif of a domino (a torn "
                        "one restores it) or into a hole of the kilim", row=row, col=col)
    if cell in domino_cells(kilim) or is_hole(kilim, cell, hole_rule):
        return
    if hole_rule == "inside":
        raise RuleError("That cell is neither a motif of the kilim nor a hole in it; a scrap goes on a motif "
                        "of a domino (a torn one restores it) or into an empty cell inside the kilim's rectangle "
                        "and touching it", row=row, col=col)
    raise RuleError("That cell is neither a motif of the kilim nor next to it; a scrap goes on a motif of a "
                    "domino (a torn one restores it) or into an empty cell touching the kilim", row=row, col=col)


def place_scrap(kilim: Kilim, motif: Motif, cell: Cell, hole_rule: str) -> Kilim:
    check_scrap(kilim, cell, hole_rule)
    return replace(kilim, scraps=(*kilim.scraps, LaidScrap(motif, *cell)))


def scrap_targets(kilim: Kilim, hole_rule: str) -> list[Cell]:
    scrap_cells = {s.cell for s in kilim.scraps}
    targets = {c for c in domino_cells(kilim) if c not in scrap_cells}
    targets |= {n for c in covered(kilim) for n in neighbours(c) if is_hole(kilim, n, hole_rule)}
    return sorted(targets)


# --- artisan tokens ------------------------------------------------------------------------------------
def _domino_at(kilim: Kilim, cell: Cell) -> int:
    index = domino_cells(kilim).get(cell)
    if index is None:
        raise RuleError("No domino covers that cell; choose a cell of one of the kilim's dominoes",
                        row=cell[0], col=cell[1])
    return index


def _scrap_at(kilim: Kilim, cell: Cell) -> int:
    for i, scrap in enumerate(kilim.scraps):
        if scrap.cell == cell:
            return i
    raise RuleError("No scrap lies on that cell; choose a cell where a scrap was sewn",
                    row=cell[0], col=cell[1])


def _relay(kilim: Kilim, index: int, to: Placement, need_contact: bool) -> Kilim:
    """Domino ``index`` goes to ``to``; the scraps sewn on it follow their half."""
    old = kilim.dominoes[index]
    rest = replace(kilim, dominoes=kilim.dominoes[:index] + kilim.dominoes[index + 1:],
                   scraps=tuple(s for s in kilim.scraps if s.cell not in old.cells()))
    taken = covered(rest)
    for row, col in to.cells():
        if (row, col) in taken:
            raise RuleError("That cell is already covered; the domino must go on empty cells",
                            row=row, col=col)
    if need_contact and taken and not any(n in taken for c in to.cells() for n in neighbours(c)):
        raise RuleError("The domino would touch no motif of the kilim there; it must stay part of the kilim, "
                        "with a motif touching another motif")
    mapping = dict(zip(old.cells(), to.cells()))
    riders = tuple(LaidScrap(s.motif, *mapping[s.cell]) for s in kilim.scraps if s.cell in mapping)
    return replace(rest, dominoes=(*rest.dominoes, LaidDomino(old.domino, to)), scraps=rest.scraps + riders)


def rotate(kilim: Kilim, cell: Cell, to: Placement) -> Kilim:
    """'Pivoter un domino (comme le joueur le souhaite)': it turns in place, so its new position keeps at
    least one of its cells; any new orientation, a half-turn on the same two cells included."""
    index = _domino_at(kilim, cell)
    old = kilim.dominoes[index].cells()
    new = to.cells()
    if new == old:
        raise RuleError("The domino already lies that way; rotating it must change its orientation")
    if not set(new) & set(old):
        raise RuleError("A rotated domino turns in place: its new position must keep one of its two cells; "
                        "to slide it elsewhere use the move token")
    return _relay(kilim, index, to, need_contact=False)


def remove(kilim: Kilim, cell: Cell, piece: Piece) -> Kilim:
    """'Enlever un domino ou une Chute (retiré du jeu)'. A domino leaves with the scraps sewn on it."""
    if piece is Piece.SCRAP:
        index = _scrap_at(kilim, cell)
        return replace(kilim, scraps=kilim.scraps[:index] + kilim.scraps[index + 1:])
    index = _domino_at(kilim, cell)
    cells = kilim.dominoes[index].cells()
    return replace(kilim, dominoes=kilim.dominoes[:index] + kilim.dominoes[index + 1:],
                   scraps=tuple(s for s in kilim.scraps if s.cell not in cells))


def move(kilim: Kilim, cell: Cell, piece: Piece, to: Cell, hole_rule: str) -> Kilim:
    """'Déplacer un domino ou une Chute (n'importe où dans le Kilim sans bouger les autres dominos ni le
    faire tourner)': the piece slides, unturned, so that ``cell`` lands on ``to``; it must stay part of the
    kilim (a domino touching a motif, a scrap on a motif or in a hole)."""
    if to == cell:
        raise RuleError("The piece is already there; choose another cell to move it to")
    if piece is Piece.SCRAP:
        index = _scrap_at(kilim, cell)
        scrap = kilim.scraps[index]
        rest = replace(kilim, scraps=kilim.scraps[:index] + kilim.scraps[index + 1:])
        return place_scrap(rest, scrap.motif, to, hole_rule)
    index = _domino_at(kilim, cell)
    at = kilim.dominoes[index].at
    shifted = Placement(at.row + to[0] - cell[0], at.col + to[1] - cell[1], at.direction)
    return _relay(kilim, index, shifted, need_contact=True)
