"""The kit's stepper through the real window (an Ilos tile's lands): its signs drawn at least as large as the body
text a player reads, and a touch on each steps the count."""

from __future__ import annotations

from typing import Any

import numpy as np
from kivy.core.text import Label as CoreLabel

from companion.screens.ilos.tile_entry import TileEntry
from companion.screens.kit.widgets import MINUS
from companion.screens.theme import theme
from tests.ui.ilos_helpers import create_ilos_game, overlay, part, quick_tap, step


def ink(texture: Any) -> tuple[int, int]:
    """The width and height of what a text texture actually draws (its opaque pixels), in pixels."""
    alpha = np.frombuffer(texture.pixels, dtype=np.uint8).reshape(texture.height, texture.width, 4)[:, :, 3]
    rows, cols = np.nonzero(alpha > 64)
    return int(cols.max() - cols.min() + 1), int(rows.max() - rows.min() + 1)


def test_the_stepper_signs_are_as_large_as_body_text(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_ilos_game(app, ["Ann", "Bo", "Cy"])
    app.tap(app.screen.ids.main_button)  # the tile entry, with its Lands stepper
    entry = overlay(TileEntry)
    minus, plus = step(entry, "lands", -1), step(entry, "lands", 1)
    assert minus.text == MINUS
    capital = CoreLabel(text="H", font_size=theme.body, font_name=plus.font_name)
    capital.refresh()
    cap_height = ink(capital.texture)[1]  # the body text's capital height: what a "+" must at least reach
    assert ink(plus.texture)[1] >= cap_height and ink(plus.texture)[0] >= cap_height
    assert ink(minus.texture)[0] >= cap_height  # a minus as wide as the plus, not a 6 px hyphen
    lands = entry.tile.lands
    quick_tap(app, plus)
    assert entry.tile.lands == lands + 1
    quick_tap(app, minus)
    assert entry.tile.lands == lands
    assert part(entry, "lands").value == lands
