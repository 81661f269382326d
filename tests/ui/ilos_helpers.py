"""Ilos through the real window: a new game by touch (no price row asked: each is typed on its keypad when the game
first needs it), a tile described on the tile entry, the map tapped, the turn button pressed on mock GPIO pins."""

from __future__ import annotations

import time
from typing import Any

from gpiozero.pins.mock import MockFactory
from kivy.core.window import Window
from kivy.tests.common import UnitTestTouch

from companion.core.settings import config_dir
from companion.hardware.pinmap import load_pin_map
from companion.screens.i18n import tr
from companion.screens.ilos.prices import PriceRows
from companion.screens.ilos.stash import StashView
from companion.screens.ilos.tile_entry import TileEntry
from companion.screens.kit.widgets import MINUS
from games.ilos import TileSpec
from games.ilos.rules import SAMPLE_PRICES
from tests.ui.harness import DEBOUNCE_MS, Harness
from tests.ui.kilim_helpers import create_on_new_game, tap_at

PINS = load_pin_map(config_dir() / "hardware.toml")
ROWS = {name.removesuffix("_prices"): [int(f) for f in row.split()] for name, row in SAMPLE_PRICES.items()}
SIDES = ("north", "east", "south", "west")


def overlay(kind: type) -> Any:
    """The open overlay of that class, or None."""
    return next((w for w in Window.children if isinstance(w, kind)), None)


def part(page: Any, key: str) -> Any:
    """The widget of a kit page (an entry, the covered stash view) showing the spec with this key."""
    found = page.find(key)
    assert found is not None, f"no {key!r} on the page"
    return found


def step(page: Any, key: str, by: int = 1) -> Any:
    """The - or + of a page's stepper."""
    return next(w for w in part(page, key).walk(restrict=True) if getattr(w, "text", None) == ("+" if by > 0 else MINUS))


def quick_tap(app: Harness, widget: Any, settle: bool = True) -> None:
    """A real touch on a keypad key or an entry button, scrolled into sight first. ``settle=False`` for keys that
    stay put while a row or a tile is typed: the app comes to rest once, after the last key."""
    app.bring_into_sight(widget)
    x, y = widget.to_window(*widget.center)
    touch = UnitTestTouch(x, y)
    touch.touch_down()
    touch.touch_up()
    if settle:
        app.settle()


def answer_prices(app: Harness, rows: dict[str, list[int]] | None = None) -> None:
    """The price rows page (one row a move needs, or every row from Settings): each row typed by touch (tap a cell,
    then its digits), then Keep."""
    rows = rows or ROWS
    prices = overlay(PriceRows)
    assert prices is not None, "the price rows are not asked"
    quick_tap(app, part(prices, "cell 0 0"))
    for question in prices.questions:
        for figure in rows[question.resource.value]:
            for digit in str(figure):
                quick_tap(app, part(prices, f"key {digit}"), settle=False)
            quick_tap(app, part(prices, "key next"), settle=False)  # the keys stay put: no frame needed between them
    app.settle()
    app.tap(part(prices, "done"))


def create_ilos_game(app: Harness, names: list[str]) -> Any:
    """Home -> New game -> Ilos -> names -> Start, by touch: straight to the table (the first move needs no price)."""
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Ilos")))
    create_on_new_game(app, names)
    assert app.wait_until(lambda: app.screen.name == "ilos"), app.screen.name
    assert overlay(PriceRows) is None, "a price row was asked before the first move"
    return app.screen


def enter_tile(app: Harness, spec: TileSpec) -> None:
    """On the open tile entry: lands, each land's spots, each side's stretches, the lair; then confirm."""
    entry = overlay(TileEntry)
    assert entry is not None, "the tile entry is not open"
    while entry.tile.lands < spec.lands:
        quick_tap(app, step(entry, "lands"))
    for side in SIDES:
        quick_tap(app, part(entry, f"sea {side}"))
    for side, lands in zip(SIDES, spec.sides):
        for land in lands:
            if entry.land != land:
                quick_tap(app, part(entry, f"land {land}"))
            quick_tap(app, part(entry, f"add {side}"))
    for spot in spec.spots:
        if entry.land != spot.land:
            quick_tap(app, part(entry, f"land {spot.land}"))
        quick_tap(app, part(entry, f"kind {spot.kind.value}"))
    if spec.lair:
        quick_tap(app, part(entry, "lair"))
    assert entry.tile == spec, (entry.tile, spec)
    app.tap(part(entry, "confirm"))


def tap_map(app: Harness, cell: tuple[int, int]) -> None:
    grid = app.screen.board.map
    left, bottom = grid.cell_pos(cell)
    x, y = grid.to_window(left + grid.cell_size / 2, bottom + grid.cell_size / 2)  # the cell's centre
    assert 0 <= x < Window.width and 0 <= y < Window.height, f"cell {cell} is off screen at {x}, {y}"
    tap_at(app, x, y)


_last_press = [0.0]


def press_advance(app: Harness, factory: MockFactory, settle: bool = True) -> None:
    """The hardware turn button, pressed and released (two presses are never closer than the debounce window)."""
    wait = _last_press[0] + DEBOUNCE_MS / 1000 + 0.001 - time.monotonic()
    if wait > 0:
        time.sleep(wait)
    pin = factory.pin(PINS.advance)
    pin.drive_low()
    pin.drive_high()
    _last_press[0] = time.monotonic()
    if settle:
        app.settle()


def stash_view() -> StashView | None:
    return overlay(StashView)  # type: ignore[no-any-return]


def panel_texts(app: Harness) -> list[str]:
    """Every text of the side panel (kit specs), top to bottom."""
    return [w.text for w in app.screen.ids.panel.widgets() if isinstance(getattr(w, "text", None), str) and w.text]


def panel_button(app: Harness, text: str) -> Any:
    """The side panel's button that shows ``text``, scrolled into sight."""
    panel = app.screen.ids.panel
    matches = [w for w in panel.widgets() if getattr(w, "text", None) == text and hasattr(w, "on_release")]
    assert matches, f"no panel button {text!r}; panel: {panel_texts(app)}"
    panel.scroll_to(matches[0], padding=10, animate=False)
    app.settle()
    return matches[0]


def tap_panel(app: Harness, text: str) -> None:
    button = panel_button(app, text)
    assert not button.refused, f"{text!r} is refused; panel: {panel_texts(app)}"
    app.tap(button)
