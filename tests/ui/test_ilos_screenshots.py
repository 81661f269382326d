"""Every Ilos screen in fr, en and ja at 800x480 (and in English at 1280x720), saved under screenshots/ to be
looked at, and checked like the other screens for what a player at arm's length would notice: text cut or
shortened, touch targets under 48 dp, buttons out of reach (tests/ui/looks.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from companion.screens.i18n import tr
from companion.screens.ilos.panel import spot_text
from companion.screens.ilos.prices import PriceRows
from companion.screens.ilos.tile_entry import TileEntry
from games.ilos import CorrectStash, Phase, Spot, SpotKind, TileSpec
from tests.ui.ilos_helpers import (enter_tile, overlay, panel_button, part, quick_tap, stash_view,
                                   step, tap_map)
from tests.ui.kilim_helpers import create_on_new_game
from tests.ui.looks import flaws
from tests.ui.test_screenshots import LANGUAGES, MIN_TARGET_PX, OUT, small_targets

NAMES = ["Ayla", "Bora", "Cem", "Deniz"]
TWO_LANDS = TileSpec(2, (Spot(0, SpotKind.EBONY), Spot(0, SpotKind.GOLD), Spot(1, SpotKind.RUINS),
                         Spot(1, SpotKind.BUILDING), Spot(1, SpotKind.DYE)),
                     north=(0,), east=(0, 1), south=(1,), west=(0,), lair=True)
SEED, MOVES = 0, 72  # a sample game where the player whose turn it is pays the piracy cost on island 1


def play(session: Any, rng: random.Random, until: Any) -> None:
    """The table's public moves (sample_action), until ``until(state)``."""
    while not until(session.state):
        action = session.game.sample_action(session.state, rng)
        if not isinstance(action, CorrectStash):
            session.play(action)


@pytest.mark.parametrize("language, size", [(language, (800, 480)) for language in LANGUAGES] +
                         [("en", (1280, 720))], ids=lambda v: v if isinstance(v, str) else f"{v[0]}x{v[1]}")
@pytest.mark.screenshots
def test_every_ilos_screen(start_app, language: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language, size=size)
    folder = OUT / f"{size[0]}x{size[1]}"
    shots: list[str] = []

    def shoot(name: str) -> None:
        app.hide_toast()
        app.screenshot(folder / f"{language}-ilos-{name}.png")
        too_small = small_targets(app)
        assert not too_small, f"{name}: touch targets under {MIN_TARGET_PX} px: {too_small}"
        seen = flaws(app.walk())
        assert not seen, f"{language} {name}: {seen}"
        shots.append(name)

    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Ilos")))
    create_on_new_game(app, NAMES[:3])
    assert app.wait_until(lambda: app.screen.name == "ilos") and overlay(PriceRows) is None  # no price row asked
    table = app.screen
    shoot("table-start")
    app.tap(table.ids.main_button)
    enter_tile(app, TileSpec(1, (Spot(0, SpotKind.SPICES), Spot(0, SpotKind.BUILDING)), (0,), (0,), (0,), (0,)))
    entry = overlay(TileEntry)
    quick_tap(app, step(entry, "lands"))
    for key in ("sea south", "land 1", "add south", "kind dye", "lair"):
        quick_tap(app, part(entry, key))  # a second land, reaching the south side, with a dye spot; a pirate lair
    entry.panel.scroll_y = 1
    shoot("tile-entry")
    quick_tap(app, part(entry, "confirm"))
    enter_tile(app, TWO_LANDS)
    tap_map(app, (0, 0))
    shoot("first-island")

    app.tap(table.ids.home_button)
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Ilos")))
    shoot("new-game")
    create_on_new_game(app, NAMES)  # the price rows are known now: asked once
    assert app.wait_until(lambda: app.screen.name == "ilos")
    table = app.screen
    session = table.session
    rng = random.Random(SEED)
    play(session, rng, lambda s: len(session.history) >= MOVES)
    table.refresh()
    app.settle()
    shoot("table")
    view = session.view()
    taken = {(p.tile, p.spot) for p in view.pioneers}
    island, free = next((t, s) for t, placed in enumerate(view.tiles) if 0 in placed.islands
                        for s in range(len(placed.tile.spots)) if (t, s) not in taken)
    tap_map(app, (view.tiles[island].x, view.tiles[island].y))
    shoot("tile-costs")
    app.tap(panel_button(app, spot_text(view, island, free)))  # a free spot: its card, its cost
    shoot("spot")
    table.back()
    table.back()
    tap_map(app, table.board.map.free[0])
    shoot("explore")
    app.tap(table.ids.seats.chips()[0])
    shoot("seat")
    app.tap(panel_button(app, tr.message("{player}: look at the stash (covered)", {"player": NAMES[0]})))
    shoot("stash-cover")
    app.tap(part(stash_view(), "open"))
    quick_tap(app, step(stash_view(), "gold"))
    shoot("stash-open")
    app.tap(part(stash_view(), "close"))

    play(session, rng, lambda s: s.end_trigger is not None)
    table.back()
    table.refresh()
    shoot("last-round")
    play(session, rng, lambda s: s.phase is Phase.FINAL_REVEAL)
    table.refresh()
    shoot("lift-the-screens")
    app.tap(table.ids.main_button)
    assert app.wait_until(lambda: app.screen.name == "result")  # the shared result: each stash sold
    shoot("result")
    assert len(shots) == 14
