"""Every Explorers & Pirates screen in fr, en and ja at 800x480, saved under screenshots/ to be looked at, and
checked like the other screens for touch targets under 48 px."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from companion.screens.catan_ep.board_entry import BoardEntry
from companion.screens.i18n import tr
from games.catan_ep.model import CatanState, Phase
from tests.ui.catan_helpers import enter_board, enter_track, table_move
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import overlay, quick_tap
from tests.ui.kilim_helpers import create_on_new_game
from tests.ui.test_kilim_screenshots import hide_toast
from tests.ui.test_screenshots import LANGUAGES, MIN_TARGET_PX, OUT, small_targets

NAMES = ["Ayla", "Bora", "Cem"]


def play(app: Harness, rng: random.Random, until: Callable[[CatanState], bool]) -> None:
    session = app.screen.session
    while not until(session.state):
        session.play(table_move(session.game, session.state, rng))
    app.screen.refresh()
    app.pump(2)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catan_screen(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    folder = OUT / "800x480"
    shots: list[str] = []

    def shoot(name: str) -> None:
        hide_toast(app)
        app.screenshot(folder / f"{language}-catan-{name}.png")
        too_small = small_targets(app)
        assert not too_small, f"{name}: touch targets under {MIN_TARGET_PX} px: {too_small}"
        shots.append(name)

    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Catan: Explorers & Pirates")))
    app.tap(app.screen.ids.rules_button)
    app.tap(tr._("1: Land Ho!"))
    app.tap(tr._("OK"))
    create_on_new_game(app, NAMES)
    entry = overlay(BoardEntry)
    quick_tap(app, entry.brush_buttons["mountains"])
    shoot("board-entry")
    enter_board(app)
    shoot("track-entry")
    enter_track(app)
    assert app.wait_until(lambda: app.screen.name == "catan_ep")
    screen: Any = app.screen
    shoot("setup")
    rng = random.Random(6)  # a 3-player game with a capture (~580 actions) and a discard (~1130)
    play(app, rng, lambda s: s.phase is Phase.ROLL)
    shoot("dice")
    play(app, rng, lambda s: s.phase is Phase.TRADE and s.turns >= 3)
    shoot("trade")
    ship = next(s for s in screen.session.state.ships if s.seat == screen.session.state.seat)
    screen.select(ship=ship.id)
    shoot("ship")
    app.tap(screen.ids.zoom_in)
    shoot("zoom")
    app.tap(screen.ids.zoom_out)
    play(app, rng, lambda s: s.phase is Phase.REVEAL)
    shoot("reveal")
    play(app, rng, lambda s: s.phase is Phase.PIRATE)
    shoot("pirate")
    play(app, rng, lambda s: s.phase is Phase.CAPTURE)
    shoot("capture")
    play(app, rng, lambda s: s.phase is Phase.ROLL)
    app.tap(screen.ids.points_button)
    shoot("points")
    screen.reset()
    play(app, rng, lambda s: s.phase is Phase.DISCARD)
    shoot("discard")
    play(app, rng, lambda s: s.phase is Phase.OVER)
    shoot("win")
    assert len(shots) == 13
