"""What every Kilim screen shares: the session plumbing, the motif colours and glyphs, the names of cards and
tokens, and small widgets (a motif cell, a domino). Loads common.kv beside it once."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from kivy.factory import Factory
from kivy.lang import Builder
from kivy.metrics import sp
from kivy.properties import ListProperty, StringProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label

from companion.screens.game_screen import GameScreen
from companion.screens.i18n import tr
from companion.screens.palette import rgba
from games import serial
from games.base import N_
from games.kilim import cards_text

_KV = str(Path(__file__).with_name("common.kv"))
if _KV not in Builder.files:
    Builder.load_file(_KV)

View = Mapping[str, Any]

# Motifs A-E stand for the box's five pictures; T is a torn motif, P a perfect carpet cell.
MOTIF_RGBA: dict[str, tuple[float, float, float, float]] = {
    "A": (0.78, 0.33, 0.24, 1),  # madder red
    "B": (0.24, 0.34, 0.66, 1),  # indigo
    "C": (0.86, 0.64, 0.16, 1),  # saffron
    "D": (0.14, 0.54, 0.50, 1),  # teal
    "E": (0.56, 0.30, 0.56, 1),  # plum
    "T": (0.26, 0.26, 0.28, 1),  # torn
    "P": (0.86, 0.82, 0.70, 1),  # perfect carpet
    "?": (0.32, 0.34, 0.38, 1),  # not chosen yet
}
MOTIF_GLYPHS = {"T": "\u00d7", "P": "\u25c7", "?": "?"}  # ×, ◇
CLASSIC_LETTERS = ("A", "B", "C", "D", "E")

SPECIAL_NAMES = {"spy": N_("Spy"), "scrap": N_("Scrap bag"), "artisan": N_("Artisan")}
TOKEN_NAMES = {"perfect": N_("Perfect carpet token"), "rotate": N_("Rotate token"),
               "remove": N_("Remove token"), "move": N_("Move token")}


def glyph(letter: str) -> str:
    return MOTIF_GLYPHS.get(letter, letter)


def glyph_colour(letter: str) -> tuple[float, float, float, float]:
    return (0.15, 0.15, 0.15, 1) if letter in ("P", "C") else (1, 1, 1, 1)


def special_name(card: str) -> str:
    return tr._(SPECIAL_NAMES[card])


def token_name(token: str) -> str:
    return tr._(TOKEN_NAMES[token])


def hand_text(cards: Sequence[int]) -> str:
    """'1-3, 5, 7-15' (the engine's own run notation), '-' for an empty hand."""
    return cards_text(tuple(cards))


def player_name(view: View, seat: int) -> str:
    return str(view["players"][seat]["name"])


def seat_rgba(view: View, seat: int) -> list[float]:
    return list(rgba(view["players"][seat]["colour"]))


class MotifCell(Label):
    """One motif, drawn in its colour with its letter (or glyph)."""

    letter = StringProperty("?")
    cell_rgba = ListProperty([0.32, 0.34, 0.38, 1])
    selected = StringProperty("")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_letter()

    def on_letter(self, *_: Any) -> None:
        self.cell_rgba = list(MOTIF_RGBA.get(self.letter, MOTIF_RGBA["?"]))
        self.text = glyph(self.letter)
        self.color = glyph_colour(self.letter)


class MotifButton(ButtonBehavior, MotifCell):
    """A motif to tap: the domino's cells while it is entered, the motif palette."""


class SeatName(Label):
    """A player's name with their colour as a bar on its left."""

    seat_rgba = ListProperty([0.5, 0.5, 0.5, 1])


class DominoView(BoxLayout):
    """A domino's two motifs side by side."""

    first = StringProperty("?")
    second = StringProperty("?")


class KilimScreen(GameScreen):
    """A Kilim screen: the session plumbing of every game screen, and Kilim's seats' bid stations."""

    def view(self, seat: int | None = None) -> View | None:
        """The engine's typed view (games.kilim.KilimView) in its JSON form, which these screens still read."""
        typed = None if self.session is None else self.session.view(seat)
        return None if typed is None else serial.to_json(typed)

    def render_seat_tabs(self, view: View, selected: int, pick: Callable[..., None]) -> None:
        """One button per player in ``ids.seat_tabs`` (the shown one highlighted); a tap calls pick(seat)."""
        tabs = self.ids.seat_tabs
        tabs.clear_widgets()
        for seat in range(len(view["players"])):
            style = "PrimaryButton" if seat == selected else "TouchButton"
            button = getattr(Factory, style)(text=player_name(view, seat), font_size=sp(18))
            button.bind(on_release=partial(pick, seat))
            tabs.add_widget(button)
