"""The board, entered by touch (docs/design.md#component-data; the rulebook draws it and prints no text of it):
a brush (a kind or a number token) chosen on the right, painted on the hexes of the map (zoomed with + and - so
that a hex of the big frames grows to a finger's width: kit/zoom_map.py); a kind is dragged across the hexes it
covers while the whole map is shown (zoomed in, a drag pans), a number token is put down a tap at a time; from
scenario 3 the entry opens on last game's board, kept in one tap when the table's matches; the Council's brush
moves the Council,
then its two harbors are tapped (its corners ringed). games.catan_ep.parse_board and check_board check it; it is
kept per scenario and passed as the ``board`` option of every later game (prepare.py says when it is asked again;
in scenarios 1 and 2 it opens when a move first needs the start island: ``needed``, table.read_island).

The box's frame is drawn first. The rulebook gives each scenario's frame as a list of pieces and a picture
("Formation du cadre"); what the text does not say is the team's reading of the pictures, and the table corrects
it by painting:
- the start island in the west (the 14 base-game terrains, blank until painted), sea round it;
- east of it the great sea tile F across the middle row, the north (green) and south (orange) zones above and
  below it: as many face-down hexes as the scenario's stack holds (games.catan_ep.STACKS): 11 a zone
  in scenarios 2 and 3 (frame pieces B1), 13 in scenario 4 (B2 instead of B1), 16 in scenario 5 (B1 and B2);
- from scenario 3, the Council of Catan (frame piece D2, "Le Conseil de Catane ... borde l'île de départ") on the
  south side of the frame, under the start island, its two harbors on its two southern corners.
A cell is a kind of the ``board`` option's text, "blank" (not painted yet) or "none" (off the board).
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.widget import Widget

from companion.screens.catan_ep.common import INK, KIND_RGBA, kind_name
from companion.screens.catan_ep.hexmap import Ask, HexMap
from companion.screens.kit.zoom_map import ZoomMap
from companion.screens.i18n import tr
from companion.screens.theme import readable_on, theme
from companion.screens.widgets import Overlay, entry_buttons, entry_page, warning_label
from games.base import N_, RuleError
from games.catan_ep import (COUNCIL_FROM, PRODUCES, Coord, Corner, Kind, NUMBERS, check_board, corners_of,
                            neighbours, parse_board)

PREFERENCE = "catan_ep_board_{scenario}"
Cells = dict[Coord, str]
TERRAINS = tuple(k.value for k in PRODUCES)
COUNCIL = "council"
COLUMNS = {1: 10, 2: 12, 3: 12, 4: 13, 5: 14}  # the frame's width in hexes, frame included
COUNCIL_PORTS = (2, 4)  # the south-east and south-west corners: facing the open sea, away from the island
BRUSHES = (*TERRAINS, "sea", "north", "south", "none")
HARBOR = "harbor"  # the brush that taps the Council's harbors (intersections, not hexes)
COUNCIL_BRUSHES = (COUNCIL, HARBOR)
HARBORS = 2
# What the table does on the entry: last game's island kept in one tap (Keep), or a terrain dragged across hexes.
INTRO_LAST_BOARD = N_("Scenario {scenario}: the start island is shuffled each game; last game's is shown. Keep it "
                      "if the table's matches, else drag a terrain across the hexes that differ (the number tokens "
                      "keep their places).")
INTRO_SHUFFLED = N_("Scenario {scenario}: the start island is shuffled each game. Drag each terrain across its hexes "
                    "as they lie today (the number tokens keep their places), check the Council of Catan and its two "
                    "harbors, then keep the board.")
INTRO_DRAWN = N_("Scenario {scenario}: the rulebook draws the board. Choose a terrain on the right and drag it across "
                 "its hexes, or a number token and tap its hex, to match the table.")
INTRO_NEEDED = N_("This move needs the start island: drag each terrain across its hexes and tap each number token's "
                  "hex, as the table laid them. Entered once, kept for every game.")


def offset(col: int, row: int) -> Coord:
    """Axial coordinates of a hex in rows of the box (odd rows shifted east by half a hex)."""
    return col - (row - (row & 1)) // 2, row


COUNCIL_AT = offset(2, 6)  # in the frame's south row, touching two hexes of the start island


def frame(scenario: int) -> tuple[Cells, dict[Coord, int], list[Corner]]:
    """The box's frame as the app draws it first (see the module's docstring): cells, number tokens, the
    Council's harbors."""
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
    if scenario < COUNCIL_FROM:
        return cells, {}, []
    cells[COUNCIL_AT] = COUNCIL
    return cells, {}, [corners_of(*COUNCIL_AT)[p] for p in COUNCIL_PORTS]


def ports(at: Coord, harbors: Iterable[Corner]) -> list[int]:
    """The Council's harbors as corner indices of its hex (hexgrid.corners_of); a harbor off its hex is left out
    (the engine then says the Council needs two harbors on its corners)."""
    corners = corners_of(*at)
    return sorted(corners.index(h) for h in harbors if h in corners)


def board_text(cells: Cells, numbers: dict[Coord, int], harbors: Iterable[Corner] = ()) -> str:
    """The engine's ``board`` option: "q,r kind [number]; ..." and "q,r council a b" (hexes off the board left
    out)."""
    items = []
    for (q, r), kind in sorted(cells.items()):
        if kind == COUNCIL:
            kind = " ".join((COUNCIL, *map(str, ports((q, r), harbors))))
        number = numbers.get((q, r))
        if kind != "none":
            items.append(f"{q},{r} {kind}" + (f" {number}" if kind in TERRAINS and number is not None else ""))
    return "; ".join(items)


def parse_cells(text: str) -> tuple[Cells, dict[Coord, int], list[Corner]]:
    """A board kept before (the engine checked it) back into cells, number tokens and the Council's harbors."""
    cells: Cells = {}
    numbers: dict[Coord, int] = {}
    harbors: list[Corner] = []
    for h in parse_board(text):
        cells[h.at] = h.zone.value if h.zone is not None else "blank" if h.kind is Kind.UNREAD else h.kind.value
        if h.number is not None:
            numbers[h.at] = h.number
        harbors += [corners_of(*h.at)[p] for p in h.ports]
    return cells, numbers, harbors


def unread_board(scenario: int) -> str:
    """The frame with its start island's hexes not entered yet: what a game of scenarios 1 and 2 starts on, its
    terrains and tokens entered when a move first needs them (games/catan_ep/island.py)."""
    cells, numbers, harbors = frame(scenario)
    return board_text({at: "unread" if kind == "blank" else kind for at, kind in cells.items()}, numbers, harbors)


def shuffled(scenario: int) -> bool:
    """The start island is laid anew each game (scenarios 3 to 5)."""
    return scenario >= COUNCIL_FROM


def check(scenario: int, text: str) -> None:
    """The engine's checks of a board for this scenario (RuleError)."""
    check_board(scenario, parse_board(text))


def known_board(preferences: Any, scenario: int) -> str | None:
    stored = preferences.get(PREFERENCE.format(scenario=scenario))
    if not isinstance(stored, str):
        return None
    try:
        check(scenario, stored)
    except RuleError:
        return None
    return stored


class BoardEntry(Overlay):
    def __init__(self, scenario: int, text: str | None, keep: Callable[[str], Any], needed: bool = False,
                 **kwargs: Any) -> None:
        """``needed``: asked because a move needs the start island now (its intro says so)."""
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background_color=theme.c.clear, **kwargs)
        self.scenario, self.keep = scenario, keep
        self.cells, self.numbers, self.harbors = parse_cells(text) if text else frame(scenario)
        for at in list(self.cells):  # a ring off the board, so that the frame can grow
            for n in neighbours(*at):
                self.cells.setdefault(n, "none")
        self.brush = "forest"
        box = entry_page(6, 4)
        intro = tr.message(INTRO_NEEDED if needed else INTRO_LAST_BOARD if text and shuffled(scenario) else
                           INTRO_SHUFFLED if shuffled(scenario) else INTRO_DRAWN, {"scenario": scenario})
        self.intro = Factory.KitLabel(text=intro, size_name="small")
        box.add_widget(self.intro)
        body = BoxLayout(spacing=theme.gap)
        self.map = HexMap()
        self.map.bind(on_spot=lambda _w, kind, value: self.tapped(kind, value))
        self.zoom_map = ZoomMap(self.map)  # the whole frame at first; + and - and a drag for a finger-sized hex
        body.add_widget(self.zoom_map)
        brushes = BoxLayout(orientation="vertical", spacing=theme.gap / 2, size_hint_x=None, width=dp(306))
        self.kind_grid = Factory.KitGrid(cols=3, spacing=theme.gap / 2)
        self.number_grid = Factory.KitGrid(cols=5, spacing=theme.gap / 2)  # the tokens, a finger wide
        brushes.add_widget(self.kind_grid)
        brushes.add_widget(self.number_grid)
        brushes.add_widget(Widget())
        body.add_widget(brushes)
        box.add_widget(body)
        self.error = warning_label()
        bottom, self.done_button = entry_buttons(self, tr._("Keep this board"), self.done, self.error)
        box.add_widget(bottom)
        self.add_widget(box)
        self.brush_buttons: dict[str, Any] = {}  # a kind's name on its colour, a number token's figure on its card
        for brush in (*BRUSHES, *(COUNCIL_BRUSHES if scenario >= COUNCIL_FROM else ()), *(str(n) for n in NUMBERS)):
            text = brush if brush.isdigit() else kind_name(brush)
            button = Factory.TouchButton(text=text, font_size=theme.small if not brush.isdigit() else theme.body,
                                         shorten=False, max_lines=2)
            button.bind(on_release=lambda *_, b=brush: self.choose(b))
            self.brush_buttons[brush] = button
            (self.number_grid if brush.isdigit() else self.kind_grid).add_widget(button)
        self.choose(self.brush)

    # --- painting -------------------------------------------------------------------------------------
    def choose(self, brush: str) -> None:
        self.brush = brush
        # A terrain (or sea, a zone, off the board) is dragged across the hexes it covers; a number token, the
        # Council and its harbors go one tap at a time (a drag would give ten hexes the same token).
        self.map.drag_asks_hexes = not brush.isdigit() and brush not in COUNCIL_BRUSHES
        self.error.text = (tr._("Tap two corners of the Council of Catan: its harbors (tap one again to take it "
                                "back)") if brush == HARBOR else "")
        self.render()

    def tapped(self, kind: str, value: Any) -> None:
        if kind == "corner":
            self.harbor(value)
        elif kind == "hex":
            self.paint(value)

    def paint(self, at: Coord) -> None:
        if at not in self.cells:
            return
        if self.brush.isdigit():
            if self.cells[at] in TERRAINS:
                self.numbers[at] = int(self.brush)
        elif self.brush == COUNCIL:  # one Council (frame piece D2): painting it elsewhere moves it
            for other, kind in self.cells.items():
                if kind == COUNCIL:
                    self.cells[other] = "sea"
            self.cells[at] = COUNCIL
            self.numbers.pop(at, None)
            self.harbors = []
            self.choose(HARBOR)
            return
        else:
            self.cells[at] = self.brush
            if self.brush not in TERRAINS:
                self.numbers.pop(at, None)
        self.render()

    def harbor(self, corner: Corner) -> None:
        """A tapped intersection: a harbor of the Council, or no longer one; the two last tapped are kept."""
        if corner in self.harbors:
            self.harbors.remove(corner)
        else:
            self.harbors = [*self.harbors, corner][-HARBORS:]
        self.render()

    def text(self) -> str:
        return board_text(self.cells, self.numbers, self.harbors)

    def done(self) -> None:
        if "blank" in self.cells.values():
            self.error.text = tr._("Some start-island hexes are still blank: paint each with its terrain")
            return
        try:
            check(self.scenario, self.text())
        except RuleError as error:
            self.error.text = tr.message(error.key, error.params)
            return
        self.dismiss()
        self.keep(self.text())

    # --- drawing --------------------------------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        hexes = []
        for (q, r), kind in self.cells.items():
            hidden = kind in ("north", "south")
            hexes.append({"q": q, "r": r, "kind": "hidden" if hidden else kind, "zone": kind if hidden else None,
                          "number": self.numbers.get((q, r)), "lair": False, "captured": False, "crews": [],
                          "ports": ports((q, r), self.harbors) if kind == COUNCIL else []})
        return {"hexes": hexes, "roads": [], "buildings": [], "ships": [], "pirate": None, "players": []}

    def ask(self) -> Ask:
        if self.brush == HARBOR:
            council = [c for at, kind in self.cells.items() if kind == COUNCIL for c in corners_of(*at)]
            return Ask("corner", council, chosen=list(self.harbors))
        return Ask("hex")

    def render(self) -> None:
        self.map.show(self.view(), self.ask())
        self.zoom_map.fit()
        for brush, button in self.brush_buttons.items():  # restyled, not rebuilt: a button keeps its place
            chosen, colour = brush == self.brush, KIND_RGBA.get(brush, INK["token"])  # a number: the token's card
            button.background_color = theme.c.primary if chosen else colour
            button.color = theme.c.on_primary if chosen else readable_on(colour)
