"""What the carpet screen is doing with the kilim shown: laying a domino (tap a cell, turn, confirm), sewing a
scrap, or using an artisan token (rotate, remove, move). Pure: it turns taps into a preview and an action;
the engine decides whether the action is legal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.screens.kilim.grid import Carpet
from games.kilim import Cell, Direction, LayDomino, LayPerfect, MovePiece, Piece, Placement, RemovePiece, RotateDomino

DIRECTIONS = tuple(Direction)  # the order "Turn" steps through: right, down, left, up


def rotations(carpet: Carpet, pivot: Cell) -> list[tuple[Cell, Direction]]:
    """The positions (first cell, direction) of the domino on ``pivot`` turned about ``pivot``: the pivot
    keeps its motif, the other end goes to each side of it; its current position excluded."""
    pair = carpet.domino_at(pivot)
    if pair is None:
        return []
    first, second = pair
    found = []
    for direction in DIRECTIONS:
        other = Placement(*pivot, direction).cells()[1]  # the pivot as the second motif: the first lies opposite
        start = pivot if pivot == first else (2 * pivot[0] - other[0], 2 * pivot[1] - other[1])
        if Placement(*start, direction).cells() != (first, second):
            found.append((start, direction))
    return found


@dataclass
class Tool:
    """One carpet operation in progress. ``kind``: lay, perfect, sew, rotate, remove, move (or view)."""

    kind: str = "view"
    index: int = 0  # lay: which of the dominoes won (to_lay)
    letters: tuple[str, str] = ("?", "?")  # lay / perfect: the domino's two motifs
    anchor: Cell | None = None  # lay / perfect: the first motif's cell; rotate: the pivot; remove / move: the piece
    direction: int = 0  # lay / perfect: index into DIRECTIONS; rotate: index into rotations()
    piece: str = "domino"  # remove / move: "domino" or "scrap"
    target: Cell | None = None  # move: where the tapped cell goes
    refused: bool = False

    @property
    def placing(self) -> bool:
        return self.kind in ("lay", "perfect")

    def tap(self, carpet: Carpet, cell: Cell) -> None:
        self.refused = False
        if self.placing or self.kind in ("rotate", "remove"):
            if self.kind == "rotate" and carpet.domino_at(cell) is None:
                return
            if self.anchor != cell:
                self.direction = 0
            self.anchor = cell
            if self.kind in ("remove",):
                self.piece = "scrap" if cell in carpet.scraps else "domino"
        elif self.kind == "move":
            if self.anchor is None or (self.target is None and cell == self.anchor):
                self.anchor, self.target = cell, None
                self.piece = "scrap" if cell in carpet.scraps else "domino"
            else:
                self.target = cell

    def turn(self, carpet: Carpet) -> None:
        self.refused = False
        if self.placing:
            self.direction = (self.direction + 1) % len(DIRECTIONS)
        elif self.kind == "rotate" and self.anchor is not None:
            self.direction = (self.direction + 1) % max(1, len(rotations(carpet, self.anchor)))
        elif self.kind in ("remove", "move") and self.anchor in carpet.scraps and carpet.domino_at(self.anchor):
            self.piece = "domino" if self.piece == "scrap" else "scrap"  # a scrap sewn on a domino: which one

    def ready(self) -> bool:
        return self.anchor is not None and (self.kind != "move" or self.target is not None)

    # --- what the grid shows ----------------------------------------------------------------------------
    def preview(self, carpet: Carpet) -> dict[Cell, str]:
        if self.anchor is None:
            return {}
        if self.placing:
            first, second = Placement(*self.anchor, DIRECTIONS[self.direction]).cells()
            return {first: self.letters[0], second: self.letters[1]}
        if self.kind == "rotate":
            options = rotations(carpet, self.anchor)
            pair = carpet.domino_at(self.anchor)
            if not options or pair is None:
                return {}
            start, direction = options[self.direction % len(options)]
            first, second = Placement(*start, direction).cells()
            return {first: carpet.top[pair[0]], second: carpet.top[pair[1]]}
        if self.kind == "move" and self.target is not None:
            dr, dc = self.target[0] - self.anchor[0], self.target[1] - self.anchor[1]
            return {(r + dr, c + dc): carpet.top[(r, c)] for r, c in self.moving(carpet)}
        return {}

    def moving(self, carpet: Carpet) -> tuple[Cell, ...]:
        """The cells of the piece picked for remove / move."""
        if self.anchor is None:
            return ()
        pair = carpet.domino_at(self.anchor)
        if self.piece == "domino" and pair is not None:
            return pair
        return (self.anchor,) if self.anchor in carpet.top else ()

    # --- the action -------------------------------------------------------------------------------------
    def action(self, seat: int, carpet: Carpet) -> Any:
        assert self.anchor is not None
        row, col = self.anchor
        if self.placing:
            at = Placement(row, col, DIRECTIONS[self.direction])
            return LayDomino(seat, self.index, at) if self.kind == "lay" else LayPerfect(seat, at)
        if self.kind == "rotate":
            options = rotations(carpet, self.anchor)
            start, direction = options[self.direction % len(options)]
            return RotateDomino(seat, row, col, Placement(start[0], start[1], direction))
        if self.kind == "remove":
            return RemovePiece(seat, row, col, Piece(self.piece))
        assert self.target is not None
        return MovePiece(seat, row, col, Piece(self.piece), self.target[0], self.target[1])
