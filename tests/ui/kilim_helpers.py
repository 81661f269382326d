"""Kilim through the real window: making a game by touch, the covered keypad, tapping carpet cells, and a
short whole game played straight on the session (for the screens that come after it)."""

from __future__ import annotations

from typing import Any, Iterable

from kivy.core.window import Window
from kivy.tests.common import UnitTestTouch

from games.kilim.actions import EndDay, LayDomino, RevealBids, RevealDomino, SealBid
from games.kilim.model import Direction, Motif, Placement
from tests.ui.harness import Harness


def create_kilim_game(app: Harness, names: list[str]) -> None:
    """Home -> New game -> Kilim -> names -> Start, by touch."""
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button("Kilim"))
    create_on_new_game(app, names)


def create_on_new_game(app: Harness, names: list[str]) -> None:
    rows = app.screen.rows()
    while len(rows) < len(names):
        app.tap(app.screen.ids.add_button)
        answer_box_colour(app)
        rows = app.screen.rows()
    while len(rows) > len(names):
        app.tap(rows[-1].ids.remove_button)
        rows = app.screen.rows()
    for row, name in zip(rows, names):
        app.type_into(row.ids.name, name)
    app.tap(app.screen.ids.start_button)
    skip_motif_key(app)


def answer_box_colour(app: Harness, colour: str | None = None) -> str | None:
    """A seat that needs a colour of the box nobody told yet asks it (companion/screens/box_colours.py): answered by
    touch, ``colour`` or the first offered; the colour, or None where nothing was asked."""
    sheet = app.screen.colour_sheet if app.screen.name == "new_game" else None
    if sheet is None or app.sheet() is not sheet:
        return None
    chosen = colour or next(iter(sheet.answer_buttons))
    app.tap(sheet.answer_buttons[chosen])
    return chosen


def skip_motif_key(app: Harness) -> None:
    """The first Kilim game offers "which motif is which" (companion/screens/kilim/motif_key.py): Not now, by
    touch (tests/ui/test_kilim_motif_key.py answers it)."""
    from companion.screens.kilim.motif_key import MotifKey

    if isinstance(app.sheet(), MotifKey):
        app.tap(app.sheet_button("skip"))


def enter_domino(app: Harness, first: str, second: str) -> None:
    """The table turned up a domino: its two motifs on the palette, then Confirm."""
    screen = app.screen
    palette = {w.letter: w for w in screen.palette.children}
    app.tap(palette[first])
    app.tap(palette[second])
    app.tap(main_button(app))


def lock_on_keypad(app: Harness, choice: Any) -> None:
    """On the covered keypad's cover: open it, choose, lock."""
    keypad = app.screen.keypad
    assert keypad is not None and keypad.open_button is not None, "the keypad is not on its cover"
    app.tap(keypad.open_button)
    app.tap(keypad.choice_buttons[choice])
    app.tap(keypad.lock_button)


def seal_round(app: Harness, choices: Iterable[Any]) -> None:
    """'Pass the screen round': each seat in turn opens the keypad, chooses and locks; then OK."""
    app.tap(panel_key(app, "pass"))
    for choice in choices:
        lock_on_keypad(app, choice)
    keypad = app.screen.keypad
    assert keypad.close_button is not None
    app.tap(keypad.close_button)


def tap_at(app: Harness, x: float, y: float) -> None:
    touch = UnitTestTouch(x, y)
    touch.touch_down()
    app.settle()
    touch.touch_up()
    app.settle()


def tap_cell(app: Harness, cell: tuple[int, int]) -> None:
    grid = app.screen.grid
    x, y = grid.to_window(*grid.cell_center(cell))
    assert 0 <= x < Window.width and 0 <= y < Window.height, f"cell {cell} is off screen at {x}, {y}"
    tap_at(app, x, y)


# --- a short game, played on the session (the screens under test come after it) -------------------------
def play_short_game(session: Any, days: int = 3) -> None:
    """A whole 2-player game up to the end of day 3: Red wins the even turns, Blue the odd ones, each laying
    its 15 dominoes three to a row (a 5 x 6 rectangle). One torn domino in each of piles 1 and 2. It stops
    at the end of day ``days``."""
    state = session.state
    laid = [0, 0]
    for day in range(days):
        for turn in range(state.piles[day].size):
            torn = state.piles[day].torn and turn == 4
            pattern = "ADABACCCEC"
            first = Motif(pattern[(turn + day) % len(pattern)])
            second = Motif.TORN if torn else Motif(pattern[(turn + day + 1) % len(pattern)])
            session.play(RevealDomino(first, second))
            high, low = 10 - turn // 2, 1 + turn // 2
            red, blue = (high, low) if turn % 2 == 0 else (low, high)
            session.play(SealBid(0, red))
            session.play(SealBid(1, blue))
            session.play(RevealBids())
            winner = turn % 2
            k = laid[winner]
            session.play(LayDomino(winner, 0, Placement(k // 3, (k % 3) * 2, Direction.RIGHT)))
            laid[winner] += 1
            state = session.state
        if day < days - 1:
            session.play(EndDay())
            state = session.state


def play_to_scoring(app: Harness, names: list[str]) -> Any:
    """A new game by touch, played on its session to the end (play_short_game), then "Score the kilims":
    the final scoring is shown. Returns the session."""
    create_kilim_game(app, names)
    session = app.screen.session
    play_short_game(session)
    app.screen.refresh()
    app.tap(main_button(app))  # "Score the kilims"
    assert app.wait_until(lambda: app.screen.name == "kilim_scoring")
    return session


def widget_texts(app: Harness, screens: Iterable[Any] = ()) -> list[tuple[str, str]]:
    """Every widget's text, shown or not (hidden, opacity 0, off screen), in the window and its overlays and
    in the given screens even when they are not shown: (class name, text) in tree order."""
    found = []
    roots = list(Window.children) + list(screens)
    for root in roots:
        for widget in root.walk(restrict=True):
            text = getattr(widget, "text", None)
            if isinstance(text, str):
                found.append((type(widget).__name__, text))
    return found


# --- the market table's furniture (companion/screens/kilim/table.py on the kit's frame) ----------------------
def step(app: Harness) -> str:
    """What the table is asked to do now: the frame's status line."""
    return str(app.screen.ids.status.text)


def explained(app: Harness) -> str:
    """The last auction in words, on the board."""
    return str(app.screen.explanation.text)


def main_button(app: Harness) -> Any:
    """The frame's main action, bottom right."""
    return app.screen.ids.main_button


def panel_key(app: Harness, key: str) -> Any:
    """The side panel's button with this key (companion.screens.kit.specs.Button.key), scrolled into sight."""
    screen = app.screen
    found = [w for w in screen.ids.panel.widgets() if getattr(getattr(w, "spec", None), "key", None) == key]
    assert found, f"no panel button {key!r}"
    screen.ids.panel.scroll_to(found[0], padding=10, animate=False)
    app.settle()
    return found[0]


def key_button(app: Harness, key: str) -> Any:
    """The frame's main action if it has this key, else the side panel's button with it."""
    main = app.screen.ids.main_button
    if main.opacity and main.spec is not None and main.spec.key == key:
        return main
    return panel_key(app, key)


def score_grid(screen: Any) -> Any:
    """The final scoring's table of points (a kit grid: a column per player, a row per category)."""
    return next(w for w in screen.ids.panel.walk(restrict=True) if type(w).__name__ == "KitGrid")


def score_cells(screen: Any) -> list[str]:
    return [cell.text for cell in reversed(score_grid(screen).children)]


def seat_chip(app: Harness, seat: int) -> Any:
    """A seat on the seat bar (a tap shows that seat's kilim on the carpet and camera screens)."""
    return app.screen.ids.seats.chips()[seat]


def seat_statuses(app: Harness) -> list[str]:
    """What each seat shows in the auction on the seat bar ("" while it shows only its points)."""
    chips = app.screen.ids.seats.chips()
    return ["" if chip.figures.endswith(("point", "points")) else chip.figures for chip in chips]


__all__ = ["create_kilim_game", "enter_domino", "explained", "key_button", "lock_on_keypad", "main_button", "panel_key",
           "score_cells", "score_grid", "seat_chip",
           "play_short_game", "seal_round", "seat_statuses", "step", "tap_cell", "widget_texts"]

