"""New game's furniture for players: a row per seat (colour, name, first player, remove), its name field, and a
remembered player's chip (docs/design.md#players-remembered). Their look is in new_game.kv, on the theme."""

from __future__ import annotations

from kivy.factory import Factory
from kivy.properties import BooleanProperty, ColorProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.textinput import TextInput
from kivy.uix.widget import Widget

from companion.screens.kit.widgets import KitButtonBase
from companion.screens.measure import text_width
from companion.screens.theme import player_colour, theme

CHIP_MOST = 260  # dp: a longer name wraps onto a second line in the small size, never cut


class NameField(TextInput):
    """A player's name: empty with its seat's name as a grey hint, the first letter set capital by itself (a
    table types names, and switching case for each on the screen's keys is a tap a seat)."""

    capitalise = True  # read by the on-screen keyboard: it shows capitals while the field is empty
    auto_capital = BooleanProperty(True)  # off when the table chose small letters on the keyboard, till next time

    def on_focus(self, _: object, focused: bool) -> None:
        if focused:
            self.auto_capital = True

    def insert_text(self, substring: str, from_undo: bool = False) -> None:
        if self.auto_capital and not from_undo and not self.text[:self.cursor_index()].strip():
            substring = substring[:1].upper() + substring[1:]
        super().insert_text(substring, from_undo=from_undo)


class PlayerRow(BoxLayout):
    player_name = StringProperty("")
    hint = StringProperty("")  # "Player 2": shown grey in an empty field, the name a seat may play under
    colour = StringProperty("red")
    colour_chosen = BooleanProperty(False)  # tapped, or a remembered player's: a change of game keeps it if it can
    colour_name = StringProperty("Red")  # a message id
    rgba = ColorProperty(player_colour("red").rgba)
    ink = ColorProperty(player_colour("red").text)  # the colour's readable text
    first = BooleanProperty(False)
    colour_tapped = ObjectProperty(lambda: None)
    remove_tapped = ObjectProperty(lambda: None)
    first_tapped = ObjectProperty(lambda: None)

    def on_colour(self, *_: object) -> None:
        shown = player_colour(self.colour)
        self.colour_name, self.rgba, self.ink = shown.name, shown.rgba, shown.text

    def on_colour_changed(self) -> None:  # kept for the callers that set ``colour`` and then say so
        self.on_colour()


class RosterChip(KitButtonBase):
    """A remembered player: one tap seats them. As wide as the name up to CHIP_MOST; a longer one is set
    smaller and wrapped, so it is read whole."""

    edge = ColorProperty(player_colour("red").rgba)
    long_name = BooleanProperty(False)

    def fit(self) -> None:
        from kivy.metrics import dp

        natural = text_width(self.text, theme.body, self.font_name) + theme.pad * 2 + theme.edge
        self.long_name = natural > dp(CHIP_MOST)
        self.width = min(natural, dp(CHIP_MOST))


def strip_hint(text: str) -> Widget:
    """The muted words at the head of the roster strip: as wide as they are up to CHIP_MOST, wrapped beyond."""
    from kivy.metrics import dp

    label = Factory.KitLabel(text=text, tone="muted", size_hint_x=None, halign="center")
    label.width = min(text_width(text, theme.body) + theme.pad, dp(CHIP_MOST) * 0.7)
    return label
