"""The kit's sizes hold whichever module loads the kit's rules first (docs/design.md#the-theme).

Kivy applies a widget's rules in the order their files were loaded, not the most specific class last: the screens'
base rule ``<Label>: font_size: theme.small`` loaded after the kit's would set every kit label and button to the
small size. A game's module that loads the kit on import (Kilim's keypad rules), imported before the app is built
as a whole run's collection does, did that: the score pad's number at 18 px instead of 40."""

from __future__ import annotations

from kivy.factory import Factory

import companion.screens.kilim.common  # noqa: F401  (loads the kit's rules on import, before any app is built)
from companion.screens.theme import theme


def test_the_kits_sizes_hold_when_a_game_loaded_the_kit_before_the_app_was_built(start_app) -> None:  # type: ignore[no-untyped-def]
    start_app()
    label = Factory.KitBoxLabel(text="-42", size_name="big")
    key = Factory.KitButton(text="7", font_size=theme.figure)
    assert (label.font_size, key.font_size) == (theme.big, theme.figure) == (40, 28)  # 800x480: 1 sp = 1 px
