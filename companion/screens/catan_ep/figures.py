"""The small figures of scenarios 3 to 5 as the map draws them, into the canvas being drawn (hexmap.py calls these
inside its ``with self.canvas``): a fish shoal's die face and its fish, spice sacks with their count, a spice
village's advantage, the Council of Catan's island and its harbors. Sizes are in px, ``r`` about a figure's
half-width."""

from __future__ import annotations

from kivy.graphics import Color, Ellipse, Line, Rectangle, Triangle

from companion.screens.catan_ep.common import INK
from companion.screens.kit.map_draw import disc, square, text

PIPS = {1: ((0, 0),), 2: ((-1, 1), (1, -1)), 3: ((-1, 1), (0, 0), (1, -1)),
        4: ((-1, 1), (1, 1), (-1, -1), (1, -1)), 5: ((-1, 1), (1, 1), (0, 0), (-1, -1), (1, -1)),
        6: ((-1, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (1, -1))}
# The advantage printed on a spice village, as the map writes it beside its picture.
ADVANTAGE_TEXT = {"swift_voyage": "+1", "pirate_bonus_4": "4", "pirate_bonus_5": "5", "fast_gold": "1:1"}


def die(face: int, x: float, y: float, r: float) -> None:
    """A white die showing ``face`` (a fish shoal's number)."""
    square(x, y, r + 1, INK["outline"])
    square(x, y, r, INK["die"])
    pip = max(1.5, r * 0.22)
    for dx, dy in PIPS.get(face, ()):
        disc(x + dx * r * 0.55, y + dy * r * 0.55, pip, INK["outline"])


def fish(x: float, y: float, r: float) -> None:
    """A fish figure, head to the east."""
    Color(*INK["outline"])
    Ellipse(pos=(x - r * 0.75 - 1, y - r * 0.5 - 1), size=(r * 1.6 + 2, r + 2))
    Triangle(points=[x - r * 0.55, y, x - r * 1.15, y + r * 0.55, x - r * 1.15, y - r * 0.55])
    Color(*INK["fish"])
    Ellipse(pos=(x - r * 0.75, y - r * 0.5), size=(r * 1.6, r))
    Triangle(points=[x - r * 0.6, y, x - r * 1.05, y + r * 0.45, x - r * 1.05, y - r * 0.45])
    disc(x + r * 0.4, y + r * 0.08, max(1.0, r * 0.12), INK["outline"])


def sack(x: float, y: float, r: float) -> None:
    """A spice sack: a round bag tied at the neck."""
    Color(*INK["outline"])
    Ellipse(pos=(x - r - 1, y - r - 1), size=(2 * r + 2, r * 1.7 + 2))
    Color(*INK["sack"])
    Ellipse(pos=(x - r, y - r), size=(2 * r, r * 1.7))
    Rectangle(pos=(x - r * 0.35, y + r * 0.5), size=(r * 0.7, r * 0.5))
    Color(*INK["sack_tie"])
    Line(points=[x - r * 0.45, y + r * 0.6, x + r * 0.45, y + r * 0.6], width=max(1.0, r * 0.12))


def advantage(name: str, x: float, y: float, size: float) -> None:
    """What a spice village gives its friends: a sail with +1 (swift voyage), crossed bones with the face that
    also chases the pirate (pirate bonus), a gold coin (fast gold: 1 resource for 1 gold)."""
    r = size * 0.22
    disc(x, y, r * 1.5, INK["shade"])
    width = max(1.2, size * 0.05)
    if name == "swift_voyage":
        Color(*INK["white"])
        Triangle(points=[x - r * 0.9, y - r * 0.2, x - r * 0.9, y + r * 1.1, x, y - r * 0.2])
        Line(points=[x - r * 1.2, y - r * 0.5, x + r * 0.2, y - r * 0.5], width=width)
        text(ADVANTAGE_TEXT[name], x + r * 0.55, y + r * 0.2, size * 0.34, INK["gold"])
    elif name.startswith("pirate_bonus"):
        Color(*INK["white"])
        Line(points=[x - r * 1.0, y - r * 0.8, x - r * 0.1, y + r * 0.8], width=width)
        Line(points=[x - r * 1.0, y + r * 0.8, x - r * 0.1, y - r * 0.8], width=width)
        text(ADVANTAGE_TEXT.get(name, "?"), x + r * 0.6, y, size * 0.4, INK["bonus"])
    else:
        disc(x, y, r, INK["gold"])
        Color(*INK["gold_rim"])
        Line(circle=(x, y, r), width=width)
        text("1", x, y, size * 0.3, INK["outline"])


def council_island(x: float, y: float, size: float) -> None:
    """The small island of the Council of Catan in the middle of its sea hex."""
    Color(*INK["sand"])
    Ellipse(pos=(x - size * 0.34, y - size * 0.24), size=(size * 0.68, size * 0.48))
    Color(*INK["council_hall"])
    Rectangle(pos=(x - size * 0.12, y - size * 0.08), size=(size * 0.24, size * 0.2))
    Triangle(points=[x - size * 0.16, y + size * 0.12, x + size * 0.16, y + size * 0.12, x, y + size * 0.26])


def harbor(x: float, y: float, r: float) -> None:
    """A Council harbor (a white ring with an anchor), at its intersection."""
    disc(x, y, r + 1.5, INK["outline"])
    disc(x, y, r, INK["white"])
    Color(*INK["outline"])
    width = max(1.0, r * 0.14)
    Line(points=[x, y + r * 0.6, x, y - r * 0.6], width=width)
    Line(points=[x - r * 0.4, y + r * 0.25, x + r * 0.4, y + r * 0.25], width=width)
    Line(points=[x - r * 0.55, y - r * 0.25, x, y - r * 0.6, x + r * 0.55, y - r * 0.25], width=width)
