"""No sealed bid is visible anywhere before the reveal (docs/design.md#secrets).

The table seals bids by touch on the covered keypad. At every step until RevealBids, the text of every widget
(shown or hidden, opacity 0 included) in the window, in any open overlay and in every Kilim screen built so
far must be the same whatever was sealed: two tables sealing different cards see identical widget trees, an
identical screenshot, and nothing about the bids in the logs. (The public gold-card lists change only at the
reveal, when the spent cards go face up.) The same holds for a sealed round of spies.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Iterator

import pytest
from kivy.core.window import Window

from tests.ui.harness import Harness
from tests.ui.kilim_helpers import (create_kilim_game, enter_domino, explained, lock_on_keypad, main_button,
                                     panel_key, seat_statuses, step)

NAMES = ["Red", "Blue", "Green"]


class Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


@pytest.fixture
def logs() -> Iterator[Records]:
    handler = Records()
    loggers = [logging.getLogger(), logging.getLogger("kivy")]
    for logger in loggers:
        logger.addHandler(handler)
    yield handler
    for logger in loggers:
        logger.removeHandler(handler)


def snapshot(app: Harness) -> list[tuple[Any, ...]]:
    """Everything a widget could show: class, text, opacity, disabled, colours, in tree order, for the window
    (screen, overlays, toast) and every Kilim screen built, shown or not, and the keypad even once closed."""
    # A tapped button stays pressed for Kivy's min_state_time: wait for the press to end, not for the machine.
    app.wait_until(lambda: not [w for w in app.walk() if getattr(w, "state", None) == "down"], 2)
    manager = app.app.navigator.manager  # type: ignore[union-attr]
    roots = list(Window.children) + [s for s in manager.screens if s.name.startswith("kilim")]
    keypad = getattr(app.screen, "keypad", None)
    if keypad is not None:
        roots.append(keypad)
    found = []
    for root in roots:
        for widget in root.walk(restrict=True):
            found.append((type(widget).__name__, getattr(widget, "text", None), widget.opacity, widget.disabled,
                          tuple(getattr(widget, "background_color", ())), tuple(getattr(widget, "color", ())),
                          getattr(widget, "state", None)))
    return found


def seal_bids(app: Harness, choices: list[Any], shot: Path) -> tuple[list[list[tuple[Any, ...]]], bytes]:
    """A new game, a domino turned up, every seat sealing its choice on the covered keypad; a snapshot at
    each step, and a screenshot once all have locked."""
    create_kilim_game(app, NAMES)
    enter_domino(app, "A", "B")
    screen = app.screen
    snaps = [snapshot(app)]
    app.tap(panel_key(app, "pass"))  # "Pass the screen round"
    snaps.append(snapshot(app))
    for choice in choices:
        lock_on_keypad(app, choice)  # open, choose, lock: the cover for the next seat shows
        snaps.append(snapshot(app))
    app.tap(screen.keypad.close_button)
    app.wait_until(lambda: True, 0.3)
    snaps.append(snapshot(app))
    app.screenshot(shot)
    return snaps, shot.read_bytes()


@pytest.mark.screenshots
def test_no_sealed_bid_is_visible_anywhere_before_the_reveal(start_app, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                             logs: Records) -> None:
    first = start_app()
    snaps_a, shot_a = seal_bids(first, [15, 15, 5], tmp_path / "a.png")
    assert seat_statuses(first) == ["Locked"] * 3  # the seat bar says who has locked, nothing more
    assert first.screen.keypad.choice_buttons == {}

    second = start_app()  # another table, same players, other cards
    snaps_b, shot_b = seal_bids(second, [3, "spy", 12], tmp_path / "b.png")

    assert len(snaps_a) == len(snaps_b)
    for step, (a, b) in enumerate(zip(snaps_a, snaps_b)):
        differences = [(x, y) for x, y in zip(a, b) if x != y]
        assert a == b, f"step {step}: the sealed choice shows: {differences[:5]}"
    assert shot_a == shot_b, "the screenshots of two different sealed bids differ"
    assert not [line for line in logs.lines if "SealBid" in line or "sealed" in line.lower()]

    second.tap(main_button(second))  # RevealBids: now the cards are public
    revealed = snapshot(second)
    assert any(text == "bid: 12 gold" for _, text, *_ in revealed)


def test_a_sealed_round_of_spies_shows_nothing_before_its_reveal(start_app) -> None:  # type: ignore[no-untyped-def]
    def spies_offer(app: Harness, cards: list[int]) -> list[list[tuple[Any, ...]]]:
        create_kilim_game(app, NAMES)
        enter_domino(app, "C", "D")
        app.tap(panel_key(app, "pass"))
        for choice in ("spy", "spy", 8):
            lock_on_keypad(app, choice)
        app.tap(app.screen.keypad.close_button)
        app.tap(main_button(app))  # reveal: Red and Blue are spies, Green bid 8
        snaps = []
        app.tap(panel_key(app, "pass"))
        for card in cards:
            lock_on_keypad(app, (card, False))
            snaps.append(snapshot(app))
        app.tap(app.screen.keypad.close_button)
        snaps.append(snapshot(app))
        return snaps

    a = spies_offer(start_app(), [9, 9])
    b = spies_offer(start_app(), [2, 14])
    assert a == b
