"""Every Explorers & Pirates screen in fr, en and ja at 800x480 (scenario 5's also at 1280x720), saved under
screenshots/ to be looked at, and checked like the other screens for what a player would notice: touch targets
under 48 px, text cut or shortened, a button out of reach (tests/ui/looks.py)."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from companion.screens.catan_ep.board_entry import COUNCIL_AT
from companion.screens.catan_ep.board_entry import INTRO_NEEDED, BoardEntry
from companion.screens.i18n import tr
from games.catan_ep.model import CatanState, Kind, Phase, Piece
from tests.ui.catan_helpers import (enter_board, enter_track, island_board, key_button, question, record_known_tracks,
                                    table_move, tap_corner, tap_edge, tap_key, touch)
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import overlay, quick_tap
from tests.ui.kilim_helpers import create_on_new_game
from tests.ui.looks import flaws
from tests.ui.test_catan_board_entry import board_from_settings
from tests.ui.test_screenshots import LANGUAGES, MIN_TARGET_PX, OUT, SIZES, small_targets

NAMES = ["Ayla", "Bora", "Cem"]


def check(app: Harness, name: str) -> None:
    too_small = small_targets(app)
    assert not too_small, f"{name}: touch targets under {MIN_TARGET_PX} px: {too_small}"
    seen = flaws(app.walk())
    assert not seen, f"{name}: {seen}"


def play(app: Harness, rng: random.Random, until: Callable[[CatanState], bool]) -> None:
    session = app.screen.session
    while not until(session.state):
        session.play(table_move(session.game, session.state, rng))
    app.screen.refresh()
    app.settle()


@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catan_screen(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    folder = OUT / "800x480"
    shots: list[str] = []

    def shoot(name: str) -> None:
        app.hide_toast()
        app.screenshot(folder / f"{language}-catan-{name}.png")
        check(app, f"{language} {name}")
        shots.append(name)

    board_from_settings(app, 2)  # the board and the track entered up front ("Enter the box's figures now")
    entry = overlay(BoardEntry)
    quick_tap(app, entry.brush_buttons["mountains"])
    shoot("board-entry")
    enter_board(app)
    shoot("track-entry")
    enter_track(app)
    app.tap(tr._("Back"))
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Catan: Explorers & Pirates")))
    app.tap(app.screen.ids.rules_button)
    app.tap(tr._("1: Land Ho!"))
    app.tap(tr._("OK"))
    create_on_new_game(app, NAMES)
    assert app.wait_until(lambda: app.screen.name == "catan_ep")
    screen: Any = app.screen
    record_known_tracks(screen)  # the track entered above, as the capture would record it: the seeded game's path
    shoot("setup")
    marks = screen.current_target.marks  # the whole board at 800x480: rings closer than a finger is wide
    touch(app, *screen.map.to_window(*screen.map.place_pos("corner", marks[0])))
    asked = question()
    assert asked is not None and marks[0] in asked.answer_buttons  # a crowded tap asks, a big button a place
    shoot("map-question")
    app.tap(asked.answer_buttons[marks[0]])
    assert screen.session.history and screen.session.history[-1].corner == marks[0]
    rng = random.Random(6)  # a 3-player game with a capture (~580 actions) and a discard (~1130)
    play(app, rng, lambda s: s.phase is Phase.ROLL)
    shoot("dice")
    play(app, rng, lambda s: s.phase is Phase.TRADE and s.turns >= 3)
    shoot("trade")
    ship = next(s for s in screen.session.state.ships if s.seat == screen.session.state.seat)
    screen.select(ship=ship.id)
    shoot("ship")
    app.tap(screen.zoom_map.zoom_in)
    shoot("zoom")
    app.tap(screen.zoom_map.zoom_out)
    play(app, rng, lambda s: s.phase is Phase.REVEAL)
    shoot("reveal")
    play(app, rng, lambda s: s.phase is Phase.PIRATE)
    shoot("pirate")
    play(app, rng, lambda s: s.phase is Phase.CAPTURE)
    shoot("capture")
    play(app, rng, lambda s: s.phase is Phase.ROLL)
    tap_key(app, "points")
    shoot("points")
    screen.back()  # the points panel left as its Back leaves it
    play(app, rng, lambda s: s.phase is Phase.DISCARD)
    shoot("discard")
    play(app, rng, lambda s: s.phase is Phase.OVER)
    assert app.wait_until(lambda: app.screen.name == "result")  # the win: the shared result screen
    shoot("win")
    assert len(shots) == 14


@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_start_island_asked_at_first_need(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    """Scenario 1 from an empty folder: the table on the island's shape, then its board entry when the first
    settlement needs the terrains (docs/design.md#box-data-once-shared)."""
    app = start_app(language=language)
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Catan: Explorers & Pirates")))
    create_on_new_game(app, NAMES)
    assert app.wait_until(lambda: app.screen.name == "catan_ep")
    screen: Any = app.screen
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-catan-island-not-entered.png")
    check(app, f"{language} island not entered")
    tap_corner(app, screen.current_target.marks[0])  # the harbor settlement, its settler ship, the settlement
    tap_edge(app, screen.current_target.marks[0])
    tap_corner(app, screen.current_target.marks[0])
    entry = overlay(BoardEntry)
    assert entry is not None and entry.intro.text == tr._(INTRO_NEEDED)
    quick_tap(app, entry.brush_buttons["forest"])
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-catan-island-at-first-need.png")
    check(app, f"{language} island at first need")


@pytest.mark.screenshots
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_scenario_5_screens(start_app, language: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Scenario 5: the board entry with the Council's harbors ringed (whole, then zoomed in), the map mid-game (fish, sacks, crews in a
    village, a spice village's panel) and the three mission tracks side by side."""
    from tests.ui.test_catan_board_entry import new_game, pan_to, store_tracks
    from tests.ui.test_catan_map_missions import SEED, moves_until

    app = start_app(language=language, size=size)
    folder = OUT / f"{size[0]}x{size[1]}"

    def shoot(name: str) -> None:
        app.hide_toast()
        app.screenshot(folder / f"{language}-catan-s5-{name}.png")
        check(app, f"{language} {size} {name}")

    store_tracks(app)
    app.context.preferences.set("catan_ep_board_5", island_board(5))
    new_game(app, 5)
    entry = overlay(BoardEntry)
    quick_tap(app, entry.brush_buttons["harbor"])
    shoot("board-entry")
    app.tap(entry.zoom_map.zoom_in)
    app.tap(entry.zoom_map.zoom_in)
    pan_to(app, entry, COUNCIL_AT)
    shoot("board-entry-zoom")  # the start island's hexes a finger wide, the Council's harbors ringed
    app.tap(entry.done_button)
    assert app.wait_until(lambda: app.screen.name == "catan_ep")
    screen: Any = app.screen
    session = screen.session

    def mid_game(state: CatanState, _move: Any) -> bool:
        villages = [h for h in state.hexes if h.kind is Kind.VILLAGE and h.crews and h.sacks]
        fish = any(h.fish for h in state.hexes)
        cargo = any(p in (Piece.FISH, Piece.SACK) for s in state.ships for p in s.cargo)
        return bool(villages) and fish and cargo and state.phase is Phase.TRADE

    for move in moves_until(session.game, session.state, random.Random(SEED), mid_game):
        session.play(move)
    screen.refresh()
    app.settle()
    village = next(h for h in session.state.hexes if h.kind is Kind.VILLAGE and h.crews and h.sacks)
    screen.select(mode="hex", hex=village.at)
    app.settle()
    kinds = {f[0] for f in screen.map.figures}
    assert {"fish", "sacks", "crew", "advantage", "harbor", "die", "cargo"} <= kinds, kinds
    shoot("map")
    app.tap(screen.zoom_map.zoom_in)
    app.tap(screen.zoom_map.zoom_in)
    # the village in the middle of the view
    scroll, (x, y) = screen.zoom_map.scroll, screen.map.place_pos("hex", village.at)
    scroll.scroll_x = min(1, max(0, (x - scroll.width / 2) / max(1, screen.map.width - scroll.width)))
    scroll.scroll_y = min(1, max(0, (y - scroll.height / 2) / max(1, screen.map.height - scroll.height)))
    shoot("map-zoom")
    app.tap(screen.zoom_map.zoom_out)
    app.tap(screen.zoom_map.zoom_out)
    stepped = moves_until(session.game, session.state, random.Random(SEED),
                          lambda s, _m: sum(m.step for t in s.tracks for m in t.markers) >= 3)
    for move in stepped:
        session.play(move)
    screen.refresh()
    screen.select(mode="points")
    scroll = screen.ids.panel
    heading = next(w for w in scroll.widgets() if getattr(w, "text", "") == tr._("Mission tracks"))

    def heading_on_top() -> bool:
        """The tracks' heading at the top of the panel, once the panel is laid out."""
        column = scroll.column
        below_top = column.top - heading.top
        scroll.scroll_y = min(1, max(0, 1 - below_top / max(1, column.height - scroll.height)))
        app.settle()
        top = scroll.to_window(scroll.x, scroll.top)[1]
        return bool(below_top > 0 and abs(heading.to_window(heading.x, heading.top)[1] - top) < 8)

    assert app.wait_until(heading_on_top)
    shoot("points")

    # The movement phase of a fish scenario: the fish die offered between two ships' moves.
    for move in moves_until(session.game, session.state, random.Random(SEED),
                            lambda s, _m: s.phase is Phase.MOVE and not s.turn.fished):
        session.play(move)
    screen.select(mode="overview")
    screen.refresh()
    app.settle()
    assert not any(key_button(app, f"fish:{die}").refused for die in range(1, 7))
    shoot("fish-die")
