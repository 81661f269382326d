"""What every Kilim screen shares: the typed view, the motif colours and glyphs, the names of cards and tokens,
and two small widgets (a motif cell, a domino). Loads common.kv beside it once."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Mapping
from weakref import WeakSet

from kivy.lang import Builder
from kivy.properties import ColorProperty, StringProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label

from companion.core.session import Session
from companion.screens import kit
from companion.screens.i18n import tr
from companion.screens.kilim import motif_shapes
from companion.screens.kilim.words import SPECIAL_NAMES
from companion.screens.theme import RGBA, hex_rgba, player_colour, readable_on
from games.base import N_
from games.kilim import TOKEN_NAMES, KilimView, Token
from games.messages import Plural

_KV = str(Path(__file__).with_name("common.kv"))
if _KV not in Builder.files:
    kit.load()  # the kit's rules first: the keypad's buttons are the kit's
    Builder.load_file(_KV)

# Motifs A-E stand for the box's five pictures, each drawn as a colour and a shape (motif_shapes.py); T is a torn
# motif, P a perfect carpet cell.
MOTIF_RGBA: dict[str, RGBA] = {
    "A": hex_rgba("#c7543d"),  # madder red
    "B": hex_rgba("#3d57a8"),  # indigo
    "C": hex_rgba("#dba329"),  # saffron
    "D": hex_rgba("#248a80"),  # teal
    "E": hex_rgba("#8f4d8f"),  # plum
    "T": hex_rgba("#424247"),  # torn
    "P": hex_rgba("#dbd1b3"),  # perfect carpet
    "?": hex_rgba("#525761"),  # not chosen yet
}
MOTIF_GLYPHS = {"T": "\u00d7", "P": "\u25c7", "?": "?"}  # ×, ◇



def glyph(letter: str) -> str:
    """The text drawn on a cell: a torn, perfect or unknown cell's sign; "" for a motif (its shape is drawn)."""
    return MOTIF_GLYPHS.get(letter, "" if letter in motif_shapes.SHAPES else letter)


# The colour the table paired with each shape on "which motif is which" (motif_key.py), over the app's own.
BOX_COLOURS = "kilim_motif_colours"  # the preference: a letter -> a theme player colour's id
_box_colours: dict[str, RGBA] = {}
_cells: WeakSet[MotifCell] = WeakSet()


def use_box_colours(pairing: Mapping[str, str]) -> None:
    _box_colours.clear()
    _box_colours.update({letter: player_colour(colour).rgba for letter, colour in pairing.items()})


def repaint_motifs() -> None:
    """Every motif cell shown anew in its colour (the table changed which colour a shape is drawn in)."""
    for cell in list(_cells):
        cell.on_letter()


def motif_rgba(letter: str) -> RGBA:
    return _box_colours.get(letter) or MOTIF_RGBA.get(letter, MOTIF_RGBA["?"])


def special_name(card: str) -> str:
    return tr._(SPECIAL_NAMES[card])


def token_name(token: str) -> str:
    return tr._(TOKEN_NAMES[Token(token)])


def points(count: int) -> Plural:
    """A score, counted in the language's plural form (docs/design.md#words)."""
    return Plural.of("{count} point", "{count} points", count)


def kilim_view(session: Session | None, seat: int | None = None) -> KilimView:
    """What ``seat`` may see (None: the public, the shared screen), docs/design.md#secrets."""
    assert session is not None
    view: KilimView = session.view(seat)
    return view


class MotifCell(Label):
    """One motif, drawn in its colour with its shape (or a torn, perfect or unknown cell's glyph)."""

    letter = StringProperty("?")
    cell_rgba = ColorProperty(MOTIF_RGBA["?"])
    selected = StringProperty("")

    def __init__(self, **kwargs: Any) -> None:
        # on_letter may run inside Label's __init__, before the painter is made
        self._repaint_shape: Callable[..., None] = lambda *_: None
        super().__init__(**kwargs)
        self._repaint_shape = motif_shapes.paint_on(self, lambda: self.letter, lambda: self.color)
        self.on_letter()
        _cells.add(self)

    def on_letter(self, *_: Any) -> None:
        self.cell_rgba = motif_rgba(self.letter)
        self.text = glyph(self.letter)
        self.color = readable_on(self.cell_rgba)  # the theme's dark or light text, whichever reads better
        self._repaint_shape()


class MotifButton(ButtonBehavior, MotifCell):
    """A motif to tap: the domino's cells while it is entered, the motif palette."""


class DominoView(BoxLayout):
    """A domino's two motifs side by side."""

    first = StringProperty("?")
    second = StringProperty("?")
