"""New game's furniture for players: a row per seat (colour, name, first player, remove) and a remembered
player's chip (docs/design.md#players-remembered). Their look is in new_game.kv, on the theme."""

from __future__ import annotations

from kivy.properties import BooleanProperty, ColorProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.screens.kit.widgets import KitButtonBase
from companion.screens.measure import text_width
from companion.screens.theme import player_colour, theme

CHIP_MOST = 260  # dp: a longer name wraps onto a second line in the small size, never cut


class PlayerRow(BoxLayout):
    player_name = StringProperty("")
    colour = StringProperty("red")
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
