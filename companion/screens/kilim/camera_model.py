"""What the camera screen holds for one player's carpet: the photo, the reading, the table's corrections, the
corners it tapped, and what the photographed carpet scores next to the app's own carpets. No widgets."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from companion.screens.kilim.common import points
from companion.screens.kilim.grid import Carpet
from companion.screens.kilim.photo import Overlay, Point
from companion.screens.kilim.scoring import highlights
from games import serial
from games.base import N_
from games.kilim import Rules, score_grids

Cell = tuple[int, int]
Message = tuple[str, dict[str, Any]]
DEFAULT_SIZE = (5, 6)
MAX_SIDE = 20


@dataclass
class Scored:
    groups: list[tuple[frozenset[Cell], Any, float]]  # drawn over the photo, as on the scoring screen
    lines: list[Message]


@dataclass
class CarpetPhoto:
    app: dict[Cell, str] = field(default_factory=dict)  # the app's carpet, moved to start at (0, 0)
    rows: int = DEFAULT_SIZE[0]
    cols: int = DEFAULT_SIZE[1]
    frame: Any = None
    reading: Any = None  # a companion.vision.grid.GridReading
    labels: dict[Cell, str] = field(default_factory=dict)
    outlines: dict[Cell, list[Point]] = field(default_factory=dict)
    corrected: set[Cell] = field(default_factory=set)
    selected: Cell | None = None
    teaching: bool = False
    choosing_corners: bool = False
    corners: list[Point] = field(default_factory=list)

    @staticmethod
    def for_carpet(grid: Mapping[Cell, str]) -> "CarpetPhoto":
        """Sized like the app's carpet (its bounding rectangle); a default size when it is empty."""
        if not grid:
            return CarpetPhoto()
        top, left = min(r for r, _ in grid), min(c for _, c in grid)
        app = {(r - top, c - left): letter for (r, c), letter in grid.items()}
        return CarpetPhoto(app, max(r for r, _ in app) + 1, max(c for _, c in app) + 1)

    # --- the camera's answers --------------------------------------------------------------------------------
    def start(self, teaching: bool) -> None:
        self.teaching, self.choosing_corners, self.corners = teaching, False, []

    def take(self, frame: Any, reading: Any) -> None:
        self.frame, self.reading, self.corrected, self.selected = frame, reading, set(), None
        self.outlines = {(r, c): reading.cell_outline(r, c) for r in range(self.rows) for c in range(self.cols)}
        if self.teaching:  # the app knows this carpet: its cells label the photo, the table corrects
            self.labels = {cell: self.app.get(cell, ".") for cell in self.outlines}
        else:
            self.labels = {divmod(i, self.cols): cell.label for i, cell in enumerate(reading.cells)}

    def tapped_corners(self) -> list[Point] | None:
        return list(self.corners) if len(self.corners) == 4 else None

    def add_corner(self, point: Point) -> bool:
        """One more corner tapped; True when the fourth is in (read the photo again with them)."""
        self.corners.append(point)
        if len(self.corners) == 4:
            self.choosing_corners = False
            return True
        return False

    def resize(self, rows: int, cols: int) -> None:
        """Another grid size: the last photo must be read again."""
        self.rows, self.cols = max(1, min(MAX_SIDE, rows)), max(1, min(MAX_SIDE, cols))
        self.reading, self.labels, self.outlines, self.selected, self.corners = None, {}, {}, None, []

    # --- the table's taps ------------------------------------------------------------------------------------
    def select(self, point: Point) -> None:
        self.selected = self.overlay([]).cell_at(point) if self.reading is not None else None

    def correct(self, letter: str) -> None:
        """The selected cell holds ``letter``; the next cell still to check is selected."""
        if self.selected is None:
            return
        self.labels[self.selected] = letter
        self.corrected.add(self.selected)
        remaining = sorted(self.flagged())
        self.selected = remaining[0] if remaining else None

    # --- what it shows ---------------------------------------------------------------------------------------
    def flagged(self) -> set[Cell]:
        if self.reading is None or self.teaching:
            return set()
        return set(self.reading.flagged()) - self.corrected

    def differ(self) -> set[Cell]:
        if self.reading is None or self.teaching:
            return set()
        return {cell for cell, letter in self.labels.items() if self.app.get(cell, ".") != letter}

    def grid(self) -> dict[Cell, str]:
        return {cell: letter for cell, letter in self.labels.items() if letter != "."}

    def labels_text(self) -> str:
        return "".join(self.labels.get((r, c), ".") for r in range(self.rows) for c in range(self.cols))

    def overlay(self, groups: list[tuple[frozenset[Cell], Any, float]]) -> Overlay:
        return Overlay(self.outlines, dict(self.labels), self.flagged(), self.differ(), self.selected, groups,
                       list(self.corners) if self.choosing_corners else [])

    def hint(self, waiting: bool, taught: bool) -> Message:
        if waiting:
            return N_("Reading the photo…"), {}
        if self.choosing_corners:
            return (N_("Tap the carpet's corners in order: top left, top right, bottom right, bottom left "
                       "({count} of 4)"), {"count": len(self.corners)})
        if self.reading is None:
            if not taught:
                return (N_("The camera does not know this box's motifs yet: lay a carpet the app knows under the "
                           "camera and tap Teach the motifs"), {})
            return N_("Lay the carpet under the camera, check its size, and tap Take a photo"), {}
        if self.reading.found_by == "whole image":  # before teaching: cells of a wrong outline teach wrong motifs
            return N_("The carpet's outline was not found: tap its four corners on the photo"), {}
        if self.teaching:
            return (N_("Teaching: the cells show the app's carpet. Tap a cell that is wrong, then its motif; "
                       "then save"), {})
        count = len(self.flagged())
        if count:
            return N_("Cells to check (orange): {count}. Tap a cell, then its motif"), {"count": count}
        return N_("Every cell was read with confidence; tap a cell to correct it"), {}

    def scores(self, view: Mapping[str, Any], seat: int) -> Scored:
        """The photographed carpet scored by Kilim's rules with the other players' carpets (the largest-group
        bonus compares them), next to what the app's own carpet scores."""
        rules = serial.from_json(Rules, view["rules"])
        carpets = [Carpet.of(s["kilim"]) for s in view["seats"]]
        app_total = score_grids([c.top for c in carpets], rules)[seat].total
        carpets[seat] = Carpet(top=self.grid())
        total = score_grids([c.top for c in carpets], rules)[seat].total
        differ = len(self.differ())
        lines: list[Message] = [(N_("Photographed carpet: {points}; the app's carpet: {app_points}"),
                                 {"points": points(total), "app_points": points(app_total)})]
        if not self.teaching:
            lines.append((N_("Cells that differ from the app's carpet (blue): {count}"), {"count": differ}) if differ
                         else (N_("The photo matches the app's carpet"), {}))
        return Scored(highlights(carpets, rules)[seat] if not self.teaching else [], lines)
