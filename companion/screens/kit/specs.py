"""What a side panel shows, as data: a game's panel is a function from its view to a list of these.

No Kivy here. A panel function is plain Python over the engine's typed view, testable without a window; the
kit's ``Panel`` widget turns the list into widgets and, on the next refresh, updates the widgets it already
has instead of building new ones (building a Kivy label costs milliseconds on a Pi: a panel rebuilt at every
tap stalls the screen). Texts are already translated; the kit adds the look (companion.screens.theme).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Literal, Sequence, Union

from games.refusals import Refusal

Tone = Literal["normal", "muted", "warning"]
Size = Literal["small", "body", "title", "figure"]
ButtonTone = Literal["normal", "primary", "danger"]


@dataclass(frozen=True)
class Heading:
    """A section's title."""

    text: str


@dataclass(frozen=True)
class Text:
    """A paragraph, wrapped to the panel's width (never cut)."""

    text: str
    tone: Tone = "normal"
    size: Size = "body"


@dataclass(frozen=True, eq=False)
class Button:
    """A tappable choice. With a ``refusal`` it shows disabled, and a tap explains why (the rule and, on
    "Why?", the rulebook's words) instead of doing nothing."""

    text: str
    on_tap: Callable[[], object]
    refusal: Refusal | None = None
    tone: ButtonTone = "normal"
    key: str = ""  # how tests and the reconciler tell buttons apart when texts repeat
    ground: tuple[float, float, float, float] | None = None  # a colour of its own (a terrain's) over the tone's

    @property
    def enabled(self) -> bool:
        return self.refusal is None


@dataclass(frozen=True)
class Refused:
    """A refusal's reason on its own line, with "Why?" for its clause."""

    refusal: Refusal


@dataclass(frozen=True)
class Figure:
    """A number that matters (coins, points, a cost) with its caption: large, read from a chair."""

    caption: str
    value: str


@dataclass(frozen=True)
class Row:
    """Items side by side, sharing the width."""

    items: Sequence["Item"]


@dataclass(frozen=True)
class Grid:
    """Items in ``cols`` columns (a keypad of answers, a list of chips)."""

    items: Sequence["Item"]
    cols: int


@dataclass(frozen=True)
class Stepper:
    """A count to set with - and + (and bounds), e.g. goods paid or moved."""

    caption: str
    value: int
    on_change: Callable[[int], object]
    low: int = 0
    high: int = 99
    key: str = ""


@dataclass(frozen=True)
class Gap:
    """A little room before the next group."""


Item = Union[Heading, Text, Button, Refused, Figure, Row, Grid, Stepper, Gap]


@dataclass(frozen=True)
class PanelContent:
    """A whole panel: its items and, apart from them, the screen's main action (always in the same place)."""

    items: Sequence[Item] = field(default_factory=tuple)
    main: Button | None = None


@dataclass(frozen=True, eq=False)
class Seat:
    """A seat on the seat bar (one design for every game): the player's name on their colour's edge, lit while
    on turn, outlined while chosen, and the two or three figures that matter in that game."""

    name: str
    colour: str  # a player colour id (companion.screens.theme.PLAYER_COLOURS)
    figures: Sequence[str] = ()  # short texts, e.g. "12 coins", "7 points"
    on_turn: bool = False
    chosen: bool = False
    on_tap: Callable[[], object] | None = None
    warned: bool = False  # past the turn clock's per-turn limit (kit/turn_clock.py): a gentle colour
