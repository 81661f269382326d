"""A tile described once is picked the next time it turns up (docs/design.md#box-data-once-shared): the first
spots tapped narrow the tiles described before, a tap on one fills the entry, and the description is kept once
whichever way the tile lay, with the box data that Settings exports."""

from __future__ import annotations

from companion.core.box_files import box_values
from companion.screens.ilos.tile_entry import TileEntry
from games.ilos import RevealTile, Spot, SpotKind, TileSpec, turned
from tests.ui.ilos_helpers import create_ilos_game, enter_tile, overlay, part, quick_tap

TWO_LANDS = TileSpec(2, (Spot(0, SpotKind.EBONY), Spot(0, SpotKind.GOLD), Spot(1, SpotKind.RUINS)),
                     north=(0,), east=(0, 1), south=(1,), west=(0,), lair=True)
FITS = "1 tile described before fits: tap it, or tap the spots you see to find it"


def test_a_tile_described_once_is_picked_from_the_tiles_described_before(  # type: ignore[no-untyped-def]
        start_app) -> None:
    app = start_app()
    screen = create_ilos_game(app, ["Ayla", "Bora"])
    app.tap(screen.ids.main_button)
    entry = overlay(TileEntry)
    assert FITS not in app.visible_texts()  # nothing described yet
    enter_tile(app, TWO_LANDS)
    assert screen.session.history[-1] == RevealTile(TWO_LANDS)
    assert app.wait_until(lambda: entry.tile == TileSpec(1, (), (0,), (0,), (0,), (0,)))  # the next tile
    assert FITS in app.visible_texts()

    quick_tap(app, part(entry, "kind spices"))  # a spot that tile does not have: it is not offered
    assert FITS not in app.visible_texts() and entry.find("known 0") is None
    quick_tap(app, part(entry, "spot 0"))
    quick_tap(app, part(entry, "kind ruins"))  # one it has: offered
    assert part(entry, "known 0").text == "2 lands: Ebony, Gold, Ruins, Pirate lair"
    quick_tap(app, part(entry, "known 0"))
    assert entry.tile == TWO_LANDS  # filled: one tap to turn it up
    app.tap(part(entry, "confirm"))
    assert screen.session.history[-1] == RevealTile(TWO_LANDS)

    enter_tile(app, turned(TWO_LANDS, 1))  # the same tile, lying another way: kept once
    kept = box_values(app.context.preferences, "ilos")["ilos_described_tiles"]  # exported with the box
    assert len(kept) == 1
