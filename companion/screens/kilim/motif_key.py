"""Which motif is which: the table pairs each shape the app draws with a colour of the box's motifs, once.

The rulebook names no motif and prints no colour for one (kilim-fr "Contenu de la boîte": "45 Dominos Tapis", no
more), so the app cannot know the box's pictures; the table can. For each of the five shapes
(motif_shapes.py) the table taps the colour of the box's motif it stands for, from the app's named colours (the
theme's player colours: no colour typed). The app then draws each motif in that colour, with its shape, everywhere
a motif is drawn (common.motif_rgba): the domino entered, the palette, the kilims, the scoring. Offered once, at the
first Kilim game (skippable); kept in the preferences; open again from Settings.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout

from companion.core.settings import Preferences
from companion.screens.i18n import tr
from companion.screens.kilim import common, motif_shapes
from companion.screens.kit.overlay import Sheet, ask
from companion.screens.theme import PLAYER_COLOURS, readable_on, theme

OFFERED = "kilim_motif_key_offered"  # the first game offered it (answered or skipped): never offered again


def chosen(preferences: Preferences) -> dict[str, str]:
    """The table's pairing kept: a motif's letter -> a colour id (only known letters and colours)."""
    found = preferences.get(common.BOX_COLOURS)
    return {letter: colour for letter, colour in (found.items() if isinstance(found, dict) else ())
            if letter in motif_shapes.SHAPES and colour in PLAYER_COLOURS}


def apply(preferences: Preferences) -> None:
    """Draw the motifs in the colours the table chose (the app's own where it chose none)."""
    common.use_box_colours(chosen(preferences))


def offer(preferences: Preferences, then: Callable[[], object]) -> MotifKey | None:
    """At a Kilim game's start: the screen, the first time only; ``then()`` once the table kept a pairing."""
    if preferences.get(OFFERED):
        return None
    return MotifKey(preferences, then)


def open_from_settings(context: Any, navigator: Any) -> MotifKey:
    """Settings' "Kilim: which motif is which" (companion.plugins.SettingsPage)."""
    return MotifKey(context.preferences)


class MotifKey(Sheet):
    """The five shapes side by side, each over the colour it is drawn in; a tap on the colour offers the app's
    colours (one taken by another shape swaps with it). Keep these, the app's colours, or Not now."""

    def __init__(self, preferences: Preferences, then: Callable[[], object] = lambda: None) -> None:
        super().__init__(title=tr._("Which motif is which?"))
        self.preferences, self.then = preferences, then
        self.pairing = {letter: chosen(preferences).get(letter, "") for letter in motif_shapes.SHAPES}
        self.body.add_widget(Factory.KitText(text=tr._(
            "The rulebook names no motif. Take a carpet domino: under each shape, tap the colour of the box's motif "
            "it stands for. The app draws that motif in that colour, with its shape, on every screen.")))
        row = GridLayout(cols=len(self.pairing), spacing=theme.gap, size_hint_y=None)
        row.bind(minimum_height=row.setter("height"))
        self.cells: dict[str, Any] = {}
        self.colour_buttons: dict[str, Any] = {}
        for letter in self.pairing:
            column = BoxLayout(orientation="vertical", spacing=theme.gap, size_hint_y=None,
                               height=theme.button * 2 + theme.gap)
            cell = common.MotifCell(letter=letter, size_hint=(None, None), size=(theme.button, theme.button),
                                    pos_hint={"center_x": 0.5})
            button = Factory.KitButton(size_hint_y=None, height=theme.button)
            button.bind(on_release=partial(self.choose, letter))
            column.add_widget(cell)
            column.add_widget(button)
            self.cells[letter], self.colour_buttons[letter] = cell, button
            row.add_widget(column)
        self.body.add_widget(row)
        self.add_button(tr._("Not now"), self.skip, key="skip")
        self.add_button(tr._("The app's colours"), self.app_colours, key="reset")
        self.add_button(tr._("Keep these"), self.keep, tone="primary", key="keep")
        self.show()
        self.open()

    def show(self) -> None:
        for letter, colour in self.pairing.items():
            rgba = PLAYER_COLOURS[colour].rgba if colour else common.MOTIF_RGBA[letter]
            self.cells[letter].cell_rgba = rgba
            self.cells[letter].color = readable_on(rgba)
            self.cells[letter]._repaint_shape()
            button = self.colour_buttons[letter]
            button.text = tr._(PLAYER_COLOURS[colour].name) if colour else tr._("Choose")

    def choose(self, letter: str, *_: Any) -> None:
        answers = [(tr._(c.name), colour) for colour, c in PLAYER_COLOURS.items()]
        self.colour_sheet = ask(tr._("Which colour is this motif on your tiles?"), answers,
                                partial(self.chosen, letter), cols=3)
        for colour, button in self.colour_sheet.answer_buttons.items():
            button.ground = PLAYER_COLOURS[colour].rgba

    def chosen(self, letter: str, colour: str) -> None:
        """``letter`` in ``colour``; a shape that had it takes this one's colour (two motifs never look alike)."""
        for other, had in self.pairing.items():
            if had == colour and other != letter:
                self.pairing[other] = self.pairing[letter]
        self.pairing[letter] = colour
        self.show()

    def keep(self) -> None:
        self.save({letter: colour for letter, colour in self.pairing.items() if colour})

    def app_colours(self) -> None:
        self.save({})

    def skip(self) -> None:
        self.preferences.set(OFFERED, True)
        self.dismiss()

    def save(self, pairing: dict[str, str]) -> None:
        self.preferences.set(common.BOX_COLOURS, pairing)
        self.preferences.set(OFFERED, True)
        apply(self.preferences)
        self.dismiss()
        common.repaint_motifs()
        self.then()  # the kilims drawn anew in the colours kept
