"""The board as the view shows it: hexes (face down in their zone's colour until discovered), number tokens,
roads, settlements and harbor settlements with their docks, ships with their cargo, the pirate ship, lairs and
their crews; from scenario 3 fish shoals, spice villages and the Council of Catan (figures.py).

A tap dispatches ``on_spot(kind, value)``. While the screen asks for a place (``ask``, the places the rules
allow drawn as rings), the ringed place within a finger's reach; several: kit.map_tap asks which, a big button
each (the rings are closer than a finger is wide on a whole board at 800x480); a finger plainly on a place not
ringed names it, so that the engine says why not. Otherwise a ship near the finger, or the hex.
``figures`` lists what the last drawing put on the map beyond the hexes' colours, as (what, where, ...) tuples,
for tests to know what a player sees.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import dist
from typing import Any, Callable, Mapping

from kivy.clock import Clock
from kivy.graphics import Color, Line, Rectangle
from kivy.metrics import dp
from kivy.uix.widget import Widget

from companion.screens.catan_ep import figures
from companion.screens.catan_ep.common import INK, KIND_RGBA, View, kind_key, kind_name
from companion.screens.i18n import tr
from companion.screens.theme import NEUTRAL, RGBA, player_colour
from companion.screens.kit import map_draw
from companion.screens.kit.hexes import HexLayout, Point, extent, nearest
from companion.screens.kit.map_draw import disc, square
from companion.screens.kit.map_tap import Spot, resolve_tap
from companion.screens.kit.zoom_map import ZOOMS
from games.base import N_
from games.catan_ep import Coord, Edge, corners_of, sides_of

CORNERS = (N_("north corner"), N_("north-east corner"), N_("south-east corner"), N_("south corner"),
           N_("south-west corner"), N_("north-west corner"))  # as games.catan_ep.corners_of lists them
SIDES = (N_("north-east side"), N_("east side"), N_("south-east side"), N_("south-west side"), N_("west side"),
         N_("north-west side"))  # as games.catan_ep.sides_of lists them


@dataclass
class Ask:
    """What the next tap on the map names: ``kind`` "corner", "edge" or "hex"; ``marks`` the places the rules
    allow now (drawn as rings); ``make`` the action for a tapped place (None: the places are only shown)."""

    kind: str
    marks: list[Any] = field(default_factory=list)
    make: Callable[[Any], Any] | None = field(default=None, compare=False)
    chosen: list[Any] = field(default_factory=list)  # places already chosen (drawn filled)


class HexMap(Widget):
    __events__ = ("on_spot",)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(size_hint=(None, None), **kwargs)
        self.view: View | None = None
        self.ask: Ask | None = None
        self.selected_ship: int | None = None
        self.zoom = 0
        # A finger dragged across hexes asks each hex it enters, as a tap would (a brush painting a board); off
        # by default: on the game's map a drag must never move a piece twice.
        self.drag_asks_hexes = False
        self.layout = HexLayout(20.0, 0.0, 0.0, 100.0)
        self.coords: list[Coord] = []
        self.figures: list[tuple[Any, ...]] = []
        self.trigger_redraw = Clock.create_trigger(self.redraw)
        self.bind(pos=self.trigger_redraw, size=self.trigger_redraw)

    # --- what it shows ----------------------------------------------------------------------------------
    def show(self, view: View, ask: Ask | None = None, selected_ship: int | None = None) -> bool:
        """Draw this, unless it is what the map shows already (a tap in the panel leaves the map as it is). True
        when the board's hexes changed: the map is fitted to its viewport again."""
        if (view, ask, selected_ship) == (self.view, self.ask, self.selected_ship):
            return False
        coords = self.coords
        self.view, self.ask, self.selected_ship = view, ask, selected_ship
        self.coords = [(h["q"], h["r"]) for h in view["hexes"]]
        self.trigger_redraw()
        return coords != self.coords

    def fit(self, width: float, height: float) -> None:
        """The whole board fits the viewport at zoom 0; each zoom step enlarges it (the ScrollView pans)."""
        left, top, w, h = extent(self.coords)
        size = max(min(width / w, height / h), 8.0) * ZOOMS[self.zoom]
        self.size = (w * size, h * size)
        self.layout = HexLayout(size, left, top, h * size)

    # --- geometry (in the parent's coordinates: the layout's points plus pos) ---------------------------------
    def place_pos(self, kind: str, place: Any) -> Point:
        """Where a place is drawn: ``kind`` "corner" (an intersection: the top or bottom corner of a hex), "edge"
        (a side: between its two ends) or "hex"."""
        if kind == "edge":
            (ax, ay), (bx, by) = self.place_pos("corner", place.a), self.place_pos("corner", place.b)
            return (ax + bx) / 2, (ay + by) / 2
        x, y = self.layout.tip((place.q, place.r), place.top) if kind == "corner" else self.layout.centre(place)
        return self.x + x, self.y + y

    def places(self, kind: str) -> dict[Any, Point]:
        """Every place of this kind on the board, and where it is drawn."""
        if kind == "hex":
            return {at: self.place_pos(kind, at) for at in self.coords}
        ring = corners_of if kind == "corner" else sides_of
        return {p: self.place_pos(kind, p) for p in sorted({p for at in self.coords for p in ring(*at)})}

    def hexagon(self, at: Coord) -> list[float]:
        """The hex's six corners, flat x, y (for Line and Mesh)."""
        return [v + (self.x if i % 2 == 0 else self.y) for i, v in enumerate(self.layout.hexagon(at))]

    def ship_pos(self, ship: Mapping[str, Any]) -> Point:
        """Where a ship is drawn: its route's middle, two ships on a route side by side."""
        edge = ship["edge"]
        x, y = self.place_pos("edge", edge)
        assert self.view is not None
        sharing = [s["id"] for s in self.view["ships"] if s["edge"] == edge]
        if len(sharing) < 2:
            return x, y
        (ax, ay), (bx, by) = self.place_pos("corner", edge.a), self.place_pos("corner", edge.b)
        shift = 0.22 if sharing.index(ship["id"]) else -0.22
        return x + (bx - ax) * shift, y + (by - ay) * shift

    def spot_at(self, point: Point) -> tuple[str, Any] | None:
        size = self.layout.size
        if self.ask is not None:
            reach = size * 1.0 if self.ask.kind == "hex" else max(size * 0.7, dp(26))
            found = nearest(point, self.places(self.ask.kind), reach)
            return None if found is None else (self.ask.kind, found)
        if self.view is not None:
            ship = nearest(point, {s["id"]: self.ship_pos(s) for s in self.view["ships"]}, max(size * 0.45, dp(20)))
            if ship is not None:
                return "ship", ship
        found = nearest(point, self.places("hex"), size)
        return None if found is None else ("hex", found)

    def on_touch_down(self, touch: Any) -> bool:
        if not self.collide_point(*touch.pos):
            return bool(super().on_touch_down(touch))
        ask, spot = self.ask, self.spot_at(touch.pos)
        if ask is not None and ask.marks and not (spot is not None and spot[1] not in ask.marks and self.plainly_on(
                touch.pos, self.place_pos(*spot), ask)) and resolve_tap(
                [Spot(*self.place_pos(ask.kind, m), self.place_name(ask.kind, m), m) for m in ask.marks],
                touch.x, touch.y, tr._("Which place?"), lambda mark: self.dispatch("on_spot", ask.kind, mark)):
            return True  # a ringed place within a finger's reach; two or more: a question, a big button each
        if spot is not None:
            self.dispatch("on_spot", *spot)  # a place not ringed: the engine says why not
        if self.drag_asks_hexes and spot is not None and spot[0] == "hex":
            touch.grab(self)
            touch.ud[self._dragged_key] = spot[1]
        return True

    @property
    def _dragged_key(self) -> str:
        return f"hexmap-{self.uid}-hex"

    def on_touch_move(self, touch: Any) -> bool:
        """While a drag asks hexes: each hex the finger enters, once (it may leave and come back)."""
        if touch.grab_current is not self:
            return bool(super().on_touch_move(touch))
        spot = self.spot_at(touch.pos)
        if spot is not None and spot[0] == "hex" and spot[1] != touch.ud.get(self._dragged_key):
            touch.ud[self._dragged_key] = spot[1]
            self.dispatch("on_spot", *spot)
        return True

    def on_touch_up(self, touch: Any) -> bool:
        if touch.grab_current is self:
            touch.ungrab(self)
            return True
        return bool(super().on_touch_up(touch))

    def plainly_on(self, point: Point, place: Point, ask: Ask) -> bool:
        """The finger is on a place not ringed, twice nearer it than to any ringed one."""
        return 2 * dist(place, point) < min(dist(self.place_pos(ask.kind, m), point) for m in ask.marks)

    def place_name(self, kind: str, place: Any) -> str:
        """A place as the players find it on the cardboard: a hex by its kind and number; an intersection or a
        side by the hex with a number token beside it (else any) and where it lies on that hex ("Hills 12:
        north-west corner")."""
        if kind == "hex":
            return self.hex_name(place)
        ring = corners_of if kind == "corner" else sides_of
        around = sorted((at for at in self.coords if place in ring(*at)),
                        key=lambda at: not self.hex_name(at)[-1:].isdigit())  # a numbered hex first
        if not around:
            return kind_name("none")
        where = tr._((CORNERS if kind == "corner" else SIDES)[ring(*around[0]).index(place)])
        return tr.message("{hex}: {where}", {"hex": self.hex_name(around[0]), "where": where})

    def hex_name(self, at: Coord) -> str:
        found = next((h for h in self.view["hexes"] if (h["q"], h["r"]) == tuple(at)), None) if self.view else None
        if found is None:
            return kind_name("none")
        number = found["number"] if found["kind"] != "fish" else None
        return kind_name(kind_key(found)) + (f" {number}" if number is not None else "")

    def on_spot(self, kind: str, value: Any) -> None:
        pass

    # --- drawing ----------------------------------------------------------------------------------------
    def redraw(self, *_: Any) -> None:
        self.canvas.clear()
        self.figures = []
        view = self.view
        if view is None:
            return
        with self.canvas:
            Color(*INK["board"])
            Rectangle(pos=self.pos, size=self.size)
            for pieces, draw in (("hexes", self._hex), ("roads", self._road), ("buildings", self._building),
                                 ("ships", self._ship)):
                for piece in view[pieces]:
                    draw(piece)
            if view["pirate"] is not None:
                self._pirate(view["pirate"])
            if self.ask is not None:
                self._marks(self.ask)

    def rgba(self, seat: int) -> RGBA:
        assert self.view is not None
        return player_colour(str(self.view["players"][seat]["colour"])).rgba if seat >= 0 else NEUTRAL.rgba

    def _hex(self, h: Mapping[str, Any]) -> None:
        at, key = (h["q"], h["r"]), kind_key(h)
        cx, cy = self.place_pos("hex", at)
        map_draw.hexagon((cx, cy), self.hexagon(at), INK["outline"])
        map_draw.hexagon((cx, cy), self.hexagon(at), KIND_RGBA.get(key, KIND_RGBA["hidden"]), 0.94)
        size = self.layout.size
        if h["kind"] == "hidden":
            disc(cx, cy, size * 0.18, INK.get(f"{key}_dot", INK["white"]))
            return
        if h["lair"] and not h["captured"]:
            disc(cx, cy, size * 0.36, INK["lair"])
            Color(*INK["lair_ring"])
            Line(circle=(cx, cy, size * 0.36), width=max(1.0, size * 0.05))
        elif h["kind"] in SPECIAL:
            SPECIAL[h["kind"]](self, h, at, cx, cy, size)
        elif h["number"] is not None:
            disc(cx, cy, size * 0.34, INK["token"])
            red = h["number"] in (6, 8)
            map_draw.text(str(h["number"]), cx, cy, max(9, size * 0.42), INK["red" if red else "outline"])
        crews, r = list(h["crews"]), max(3.0, size * 0.11)
        for index, seat in enumerate(crews):  # a crew: a disc of its colour under the hex's middle
            x = cx + (index - (len(crews) - 1) / 2) * size * 0.3
            disc(x, cy - size * 0.55, r + 1, INK["black"])
            disc(x, cy - size * 0.55, r, self.rgba(seat))
            self.figures.append(("crew", at, seat))

    def _shoal(self, h: Mapping[str, Any], at: Coord, cx: float, cy: float, size: float) -> None:
        """A fish shoal: its die face, and the fish figure the die put there."""
        if h["number"] is not None:
            figures.die(int(h["number"]), cx, cy + size * 0.3, size * 0.2)
            self.figures.append(("die", at, int(h["number"])))
        if h.get("fish"):
            figures.fish(cx, cy - size * 0.2, size * 0.3)
            self.figures.append(("fish", at))

    def _village(self, h: Mapping[str, Any], at: Coord, cx: float, cy: float, size: float) -> None:
        """A spice village: its advantage, and the sacks left on it (one per player at the start)."""
        if h.get("advantage"):
            figures.advantage(str(h["advantage"]), cx, cy + size * 0.05, size)
            self.figures.append(("advantage", at, str(h["advantage"])))
        if h.get("sacks"):
            figures.sack(cx - size * 0.12, cy + size * 0.52, size * 0.14)
            map_draw.text(f"{h['sacks']}", cx + size * 0.16, cy + size * 0.5, size * 0.3, INK["white"])
            self.figures.append(("sacks", at, int(h["sacks"])))

    def _council(self, h: Mapping[str, Any], at: Coord, cx: float, cy: float, size: float) -> None:
        """The Council of Catan: its island, and its two harbors at their intersections (drawn a little inside
        the hex, so that the ring does not hide the sea route's end)."""
        figures.council_island(cx, cy, size)
        corners = corners_of(*at)
        for port in h.get("ports") or ():
            corner = corners[int(port)]
            x, y = self.place_pos("corner", corner)
            figures.harbor(cx + (x - cx) * 0.78, cy + (y - cy) * 0.78, max(5.0, size * 0.17))
            self.figures.append(("harbor", corner))

    def _cargo(self, pieces: list[str], seat: int, x: float, y: float) -> None:
        r = max(3.0, self.layout.size * 0.12)
        for index, piece in enumerate(pieces):
            px = x + (index - (len(pieces) - 1) / 2) * 2.4 * r
            self.figures.append(("cargo", piece, seat))
            if piece == "settler":
                square(px, y, r * 1.1, INK["cargo"])
                square(px, y, r * 0.6, self.rgba(seat))
            elif piece == "fish":
                disc(px, y, r * 1.2, INK["cargo"])
                figures.fish(px + r * 0.2, y, r * 1.0)
            elif piece == "sack":
                disc(px, y, r * 1.1, INK["cargo"])
                figures.sack(px, y - r * 0.1, r * 0.75)
            else:
                disc(px, y, r, INK["cargo"])
                disc(px, y, r * 0.55, self.rgba(seat))

    def _bar(self, edge: Edge, middle: Point, half: float, width: float, inks: list[tuple[RGBA, float]]) -> None:
        """A bar along a side, ``half`` the side's length each way of ``middle``: each ink over the one before,
        ``width`` plus its own widening."""
        (ax, ay), (bx, by) = self.place_pos("corner", edge.a), self.place_pos("corner", edge.b)
        (x, y), dx, dy = middle, (bx - ax) * half, (by - ay) * half
        for ink, wider in inks:
            Color(*ink)
            Line(points=[x - dx, y - dy, x + dx, y + dy], width=width + wider)

    def _road(self, road: Mapping[str, Any]) -> None:
        self._bar(road["edge"], self.place_pos("edge", road["edge"]), 0.32, max(2.0, self.layout.size * 0.1),
                  [(INK["black"], 1.5), (self.rgba(road["owner"]), 0.0)])

    def _building(self, building: Mapping[str, Any]) -> None:
        x, y = self.place_pos("corner", building["corner"])
        r = self.layout.size * (0.3 if building["harbor"] else 0.22)
        square(x, y, r + 1.5, INK["black"])
        square(x, y, r, self.rgba(building["owner"]))
        if building["harbor"]:
            Color(*INK["white"])
            Line(rectangle=(x - r * 0.6, y - r * 0.6, r * 1.2, r * 1.2), width=max(1.0, r * 0.12))
        if building["dock"]:
            self._cargo(list(building["dock"]), building["owner"], x, y + r * 1.6)

    def _ship(self, ship: Mapping[str, Any]) -> None:
        x, y = self.ship_pos(ship)
        chosen = [(INK["white"], 4.0)] if ship["id"] == self.selected_ship else []  # the ship chosen in the panel
        self._bar(ship["edge"], (x, y), 0.3, max(3.0, self.layout.size * 0.2),
                  [*chosen, (INK["hull"], 1.5), (self.rgba(ship["seat"]), 0.0)])
        if ship["cargo"]:
            self._cargo(list(ship["cargo"]), ship["seat"], x, y)

    def _pirate(self, pirate: Mapping[str, Any]) -> None:
        cx, cy = self.place_pos("hex", (pirate["q"], pirate["r"]))
        size = self.layout.size
        disc(cx, cy, size * 0.5, self.rgba(pirate["seat"]))
        disc(cx, cy, size * 0.38, INK["outline"])
        Color(*INK["white"])  # crossed bones: the pirate's flag
        r, width = size * 0.22, max(1.5, size * 0.06)
        Line(points=[cx - r, cy - r, cx + r, cy + r], width=width)
        Line(points=[cx - r, cy + r, cx + r, cy - r], width=width)

    def _marks(self, ask: Ask) -> None:
        size = self.layout.size
        width = max(1.5, size * 0.07)
        Color(*INK["ring"])
        for corner in ask.chosen if ask.kind == "corner" else ():
            disc(*self.place_pos("corner", corner), size * 0.2, INK["ring"])
        for mark in ask.marks:
            if ask.kind == "hex":
                Line(points=self.hexagon(mark), width=width, close=True)
            else:
                Line(circle=(*self.place_pos(ask.kind, mark), size * 0.22), width=width)


SPECIAL = {"fish": HexMap._shoal, "village": HexMap._village, "council": HexMap._council}
