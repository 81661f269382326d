"""End-of-game scoring (rulebook "2ÈME ÉTAPE : LE TISSAGE", the six scoring lines, and "FIN DE LA PARTIE").

A carpet is a grid of letters: A-E the five motif types, T an uncovered torn motif, P a perfect carpet cell
('.' or absence: no tile). ``score_grids`` scores several carpets together (the largest-group bonus
compares players); ``score_carpets`` does the same from row strings, for ``companion score kilim``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any, Mapping, Sequence

from games import readings
from games.base import Outcome, Plural
from games.json_input import HeadlessError, at, shown
from games.kilim.model import CLASSIC, Cell, Rules
from games.kilim.setup import OPTIONS, rules_from
from games.ranking import places as places, rank  # places: re-exported, the views and headless ask it here

SHAPE_POINTS = 10  # "forme rectangulaire ou carré : +10 points"
THREE_TYPES_POINTS = 10  # "seulement 3 Types de Motif : +10 points"
FIVE_TYPES_POINTS = 5  # "les 5 Types de Motif : +5 points"
LARGEST_POINTS = 5  # "le joueur qui en possède le plus grand groupement : +5 points"
TORN_POINTS = -3  # "Pour chaque Motif déchiré : -3 points"
TYPES = tuple(m.value for m in CLASSIC)
LETTERS = frozenset("ABCDETP")
MAX_SIDE = 100  # rows, and cells a row, of a carpet given as text: a whole game's dominoes in one line fit
TIE_BREAK = "larger kilim"  # "En cas d'égalité, le Tisserand qui a le plus grand Kilim l'emporte"


@dataclass(frozen=True)
class Breakdown:
    """One carpet's points per scoring line (the rulebook's example lines), its total and its size."""

    shape: int
    types: int
    groups: int
    largest: int
    torn: int
    total: int
    size: int  # cells covered: the tie-break


Grid = Mapping[Cell, str]


def groups_of(grid: Grid) -> list[tuple[str, frozenset[Cell]]]:
    """Each group of orthogonally adjacent identical motifs (A-E; torn and perfect cells never group),
    single cells included, as (letter, cells): what the screens highlight."""
    seen: set[Cell] = set()
    found = []
    for start in sorted(grid):
        letter = grid[start]
        if start in seen or letter not in TYPES:
            continue
        cells, stack = {start}, [start]
        while stack:
            row, col = stack.pop()
            for nxt in ((row + 1, col), (row - 1, col), (row, col + 1), (row, col - 1)):
                if nxt not in cells and grid.get(nxt) == letter:
                    cells.add(nxt)
                    stack.append(nxt)
        seen |= cells
        found.append((letter, frozenset(cells)))
    return found


def is_rectangle(grid: Grid) -> bool:
    """Rectangular or square, without holes: the covered cells fill their bounding rectangle."""
    cells = [c for c, letter in grid.items() if letter in LETTERS]
    if not cells:
        return False
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    return len(cells) == (max(rows) - min(rows) + 1) * (max(cols) - min(cols) + 1)


def types_points(grid: Grid) -> int:
    present = {letter for letter in grid.values() if letter in TYPES}
    if len(present) == 3:
        return THREE_TYPES_POINTS
    if len(present) == len(TYPES):
        return FIVE_TYPES_POINTS
    return 0


def torn_points(grid: Grid, rules: Rules) -> int:
    torn = [c for c, letter in grid.items() if letter == "T"]
    if rules.adjacent_torn == "no_penalty":
        torn = [(r, c) for r, c in torn
                if not any(grid.get(n) == "T" for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)))]
    return TORN_POINTS * len(torn)


def largest_groups(grid: Grid) -> dict[str, int]:
    """Per motif type, the size of this carpet's largest group of it."""
    best: dict[str, int] = {}
    for letter, cells in groups_of(grid):
        best[letter] = max(best.get(letter, 0), len(cells))
    return best


def largest_winners(grids: Sequence[Grid], rules: Rules) -> dict[str, tuple[int, ...]]:
    """Per motif type, the players who get the +5 for its largest group. Silent points of the rulebook:
    a group has at least ``rules.largest_min`` motifs (2 by default, as the example counts 'groupement
    d'au moins 2 Motifs'); a tie gives the bonus to nobody (default "none": nobody has 'un plus grand
    groupement que les autres joueurs') or to every tied player ("shared")."""
    sizes = [largest_groups(g) for g in grids]
    winners: dict[str, tuple[int, ...]] = {}
    for letter in TYPES:
        best = max((s.get(letter, 0) for s in sizes), default=0)
        if best < rules.largest_min:
            continue
        holders = tuple(i for i, s in enumerate(sizes) if s.get(letter, 0) == best)
        if len(holders) == 1 or rules.largest_tie == "shared":
            winners[letter] = holders
    return winners


def score_grids(grids: Sequence[Grid], rules: Rules = Rules()) -> list[Breakdown]:
    bonus = [0] * len(grids)
    for holders in largest_winners(grids, rules).values():
        for seat in holders:
            bonus[seat] += LARGEST_POINTS
    results = []
    for seat, grid in enumerate(grids):
        shape = SHAPE_POINTS if is_rectangle(grid) else 0
        types = types_points(grid)
        groups = sum(len(cells) - 1 for _, cells in groups_of(grid))
        torn = torn_points(grid, rules)
        total = shape + types + groups + bonus[seat] + torn
        size = sum(1 for letter in grid.values() if letter in LETTERS)
        results.append(Breakdown(shape, types, groups, bonus[seat], torn, total, size))
    return results


READINGS = ("largest_tie", "largest_min", "adjacent_torn")  # the table options that change a score, not the play


def reading_effects(grids: Sequence[Grid], rules: Rules) -> list[list[dict[str, Any]]]:
    """Per carpet, the readings that changed its total, with the total the other reading gives."""
    return readings.effects(lambda changes: [b.total for b in score_grids(grids, replace(rules, **changes))],
                            asdict(rules), {name: OPTIONS[name] for name in READINGS})


def outcome_of(breakdowns: Sequence[Breakdown]) -> Outcome:
    """The highest total wins; equal totals are separated by the larger kilim (more cells)."""
    return rank([b.total for b in breakdowns], [(TIE_BREAK, [b.size for b in breakdowns])])


def parse_carpet(rows: Sequence[str], field: str = "carpet") -> dict[Cell, str]:
    """Row strings ('AAB.', 'CDDT') -> grid. HeadlessError (a ValueError: one line naming ``field``, the
    carpet's JSON path, and the row) for anything else, a carpet past MAX_SIDE rows or columns among them."""
    if isinstance(rows, str) or not isinstance(rows, (list, tuple)):
        raise HeadlessError("{field} must be a list of row strings such as \"AAB.\", not {value}",
                            field=field, value=shown(rows))
    if len(rows) > MAX_SIDE:
        raise HeadlessError("{field} has {rows}; a carpet has at most {most}", field=field,
                            rows=Plural.of("{count} row", "{count} rows", len(rows)), most=MAX_SIDE)
    grid: dict[Cell, str] = {}
    for r, row in enumerate(rows):
        where = at(field, r)
        if not isinstance(row, str):
            raise HeadlessError("{field} must be a row string such as \"AAB.\", not {value}", field=where,
                                value=shown(row))
        if len(row) > MAX_SIDE:
            raise HeadlessError("{field} has {cells}; a carpet row has at most {most}", field=where,
                                cells=Plural.of("{count} cell", "{count} cells", len(row)), most=MAX_SIDE)
        if len(row) != len(rows[0]):
            raise HeadlessError("{field} and the first row differ in length ({count} and {first}); rows are equally "
                                "long ('.' for no tile)", field=where, count=len(row), first=len(rows[0]))
        for c, letter in enumerate(row):
            if letter == ".":
                continue
            if letter not in LETTERS:
                raise HeadlessError("{field} has {letter}; cells are A-E (motifs), T (torn), P (perfect carpet) "
                                       "or '.' (no tile)", field=where, letter=shown(letter))
            grid[(r, c)] = letter
    return grid


def score_carpets(carpets: Sequence[Sequence[str]], options: Mapping[str, Any] | Rules | None = None
                  ) -> dict[str, Any]:
    """Score carpets given as row strings, one per player, together. Returns
    {"players": [{"shape", "types", "groups", "largest", "torn", "total", "size", "rank", "readings"?}], "winners":
    [player indices]}; "readings" only for a carpet that a reading of the table scored otherwise. ValueError for a malformed carpet; RuleError for an unknown option."""
    rules = options if isinstance(options, Rules) else rules_from(options or {})
    if not carpets:
        raise ValueError("there is no carpet to score")
    grids = [parse_carpet(rows) for rows in carpets]
    breakdowns = score_grids(grids, rules)
    outcome = outcome_of(breakdowns)
    place = places(outcome)
    effects = reading_effects(grids, rules)
    players = [{"shape": b.shape, "types": b.types, "groups": b.groups, "largest": b.largest, "torn": b.torn,
                "total": b.total, "size": b.size, "rank": place[i], **({"readings": effects[i]} if effects[i] else {})}
               for i, b in enumerate(breakdowns)]
    return {"players": players, "winners": list(outcome.winners), "tie_break": outcome.tie_break}
