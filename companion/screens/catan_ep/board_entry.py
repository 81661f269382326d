"""The board, entered once by touch (DESIGN rule 7; the rulebook draws it and prints no text of it): which hex
of the frame is sea, which start-island hex shows which terrain and number token, which hexes lie face down in
the unexplored north (green) and south (orange) zones. A brush (a kind or a number token) is chosen on the right
and painted on the hexes of the map; the shape of the box's frame is drawn first, the start island's hexes
blank until the table paints them. games.catan_ep.board.parse_board checks it.

The board is kept in the preferences per scenario (scenarios 1 and 2 lay the same start island in different
frames) and passed as the ``board`` option to every later game; Settings opens it again.
"""

from __future__ import annotations

from typing import Any, Callable

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label

from companion.screens.catan_ep.common import KIND_RGBA, kind_name
from companion.screens.catan_ep.hexmap import Ask, HexMap
from companion.screens.i18n import tr
from companion.screens.widgets import Overlay, entry_buttons, entry_page, warning_label
from games.base import RuleError
from games.catan_ep.board import NUMBERS, parse_board
from games.catan_ep.hexgrid import Coord, neighbours
from games.catan_ep.model import PRODUCES

PREFERENCE = "catan_ep_board_{scenario}"
TERRAINS = tuple(k.value for k in PRODUCES)
BRUSHES = (*TERRAINS, "sea", "north", "south", "none")
SELECTED_RGBA = (0.10, 0.55, 0.35, 1)
IDLE_RGBA = (0.22, 0.26, 0.32, 1)
Cells = dict[Coord, str]


def _offset(col: int, row: int) -> Coord:
    """Axial coordinates of a hex in rows of the box (odd rows shifted east by half a hex)."""
    return col - (row - (row & 1)) // 2, row


def frame(scenario: int) -> tuple[Cells, dict[Coord, int]]:
    """The box's frame as the app draws it first: sea round the edge, the start island blank in the west (14
    base-game terrains), sea between, the zones east of it, north and south of the great sea tile F; scenario 2
    adds a column of frame (pieces B1) and the gold rivers (11 face-down hexes a zone)."""
    columns = 10 if scenario == 1 else 12
    cells: Cells = {}
    for row in range(7):
        for col in range(columns):
            inner = 0 < row < 6 and 0 < col < columns - 1
            if inner and col <= 3 and (col, row) != (3, 1):
                kind = "blank"
            elif inner and col >= 5 and row in (1, 2, 4, 5) and (scenario == 1 or (col, row) not in ((5, 2), (5, 4))):
                kind = "north" if row < 3 else "south"
            else:
                kind = "sea"
            cells[_offset(col, row)] = kind
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
    """A stored board back into cells (plus a ring of hexes off the board around it, to paint on)."""
    cells: Cells = {}
    numbers: dict[Coord, int] = {}
    for item in (i.strip() for i in text.split(";") if i.strip()):
        words = item.replace(",", " ").split()
        at = (int(words[0]), int(words[1]))
        cells[at] = words[2]
        if len(words) > 3:
            numbers[at] = int(words[3])
    return cells, numbers


def known_board(preferences: Any, scenario: int) -> str | None:
    stored = preferences.get(PREFERENCE.format(scenario=scenario))
    if not isinstance(stored, str):
        return None
    try:
        parse_board(stored)
    except RuleError:
        return None
    return stored


class BoardEntry(Overlay):
    def __init__(self, scenario: int, text: str | None, keep: Callable[[str], Any], **kwargs: Any) -> None:
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background_color=(0, 0, 0, 0), **kwargs)
        self.keep = keep
        self.cells, self.numbers = parse_cells(text) if text else frame(scenario)
        for at in list(self.cells):  # a ring off the board, so that the frame can grow
            for n in neighbours(*at):
                self.cells.setdefault(n, "none")
        self.brush = "forest"
        box = entry_page(6, 4)
        intro = Label(text=tr.message("Scenario {scenario}: the rulebook draws the board. Choose a terrain or a "
                                      "number token on the right, then tap the hexes to match the table.",
                                      {"scenario": scenario}), font_size=sp(16), size_hint_y=None, height=dp(46),
                      halign="left", valign="middle")
        intro.bind(size=lambda w, s: setattr(w, "text_size", s))
        box.add_widget(intro)
        body = BoxLayout(spacing=dp(6))
        self.map = HexMap()
        self.map.bind(on_spot=lambda _w, _kind, at: self.paint(at))
        self.holder = BoxLayout()
        self.holder.add_widget(self.map)
        self.holder.bind(size=lambda *_: self.render(), pos=lambda *_: self.render())
        body.add_widget(self.holder)
        self.brushes = GridLayout(cols=4, spacing=dp(3), size_hint_x=None, width=dp(352))
        body.add_widget(self.brushes)
        box.add_widget(body)
        self.error = warning_label()
        bottom, self.done_button = entry_buttons(self, tr._("Keep this board"), self.done, self.error)
        box.add_widget(bottom)
        self.add_widget(box)
        self.render()

    # --- painting -------------------------------------------------------------------------------------
    def choose(self, brush: str) -> None:
        self.brush = brush
        self.render()

    def paint(self, at: Coord) -> None:
        if at not in self.cells:
            return
        if self.brush.isdigit():
            if self.cells[at] in TERRAINS:
                self.numbers[at] = int(self.brush)
        else:
            self.cells[at] = self.brush
            if self.brush not in TERRAINS:
                self.numbers.pop(at, None)
        self.render()

    def text(self) -> str:
        return board_text(self.cells, self.numbers)

    def done(self) -> None:
        if "blank" in self.cells.values():
            self.error.text = tr._("Some start-island hexes are still blank: paint each with its terrain")
            return
        try:
            parse_board(self.text())
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
                          "number": self.numbers.get((q, r)), "lair": False, "captured": False, "crews": []})
        return {"hexes": hexes, "roads": [], "buildings": [], "ships": [], "pirate": None, "players": []}

    def render(self) -> None:
        self.map.show(self.view(), Ask("hex"))
        self.map.fit(self.holder.width, self.holder.height)
        self.map.pos = self.holder.pos
        self.brushes.clear_widgets()
        self.brush_buttons: dict[str, Any] = {}
        for brush in (*BRUSHES, *(str(n) for n in NUMBERS)):
            chosen = brush == self.brush
            colour = KIND_RGBA[brush] if brush in KIND_RGBA else (0.96, 0.92, 0.80, 1)
            text = brush if brush.isdigit() else kind_name(brush)
            button = Factory.TouchButton(text=text, font_size=sp(15 if not brush.isdigit() else 20), shorten=False,
                                         max_lines=2, background_color=SELECTED_RGBA if chosen else colour,
                                         color=(1, 1, 1, 1) if chosen or sum(colour[:3]) < 1.9 else (0, 0, 0, 1))
            button.bind(on_release=lambda *_, b=brush: self.choose(b))
            self.brush_buttons[brush] = button
            self.brushes.add_widget(button)
