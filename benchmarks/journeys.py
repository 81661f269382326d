"""Journeys to the first move: scripted touches from Home to each game's first move (3 seats; Catan scenarios 1 and 2),
counting the taps and the seconds the app took, as a new table lives them (docs/design.md#players-remembered).

Each game is measured twice on one data folder: the first evening (an empty folder: names typed on the
on-screen keyboard, the box's data asked) and the next (the app started again on that folder: the players
remembered, the box's data known). Every touch reaches the window as a finger's would, keys of the on-screen
keyboard included; a tap is one touch on the window. Seconds are the app's own time to answer the taps (a
person's reading and reaching come on top). The taps are counted to the table ready for its first move (the goals:
<= 30 from an empty folder, <= 8 with remembered players and known data), and then those of the first move itself
(what a game asks at first need shows there).

Each game's path is one small function (``JOURNEYS``): how it reaches the first move may change (box data asked at
first need rather than up front) without touching the rest.

    xvfb-run -a python benchmarks/journeys.py [--only NAME]
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
GOAL_EMPTY, GOAL_KNOWN = 30, 8
NAMES = ["Ana", "Bo", "Cy"]


class Taps:
    """Every touch that reaches the window, counted as it comes down, and what it touched (``--taps`` prints them:
    where a journey's taps go)."""

    def __init__(self) -> None:
        from kivy.core.window import Window

        self.count = 0
        self.at_table = 0  # the count when the table showed, ready for the first move
        self.touched: list[str] = []
        Window.fbind("on_touch_down", self.down)

    def down(self, _window: Any, touch: Any) -> None:
        self.count += 1
        self.touched.append(touched(*touch.pos))

    def table_shown(self) -> None:
        self.at_table = self.count


def touched(x: float, y: float) -> str:
    """The text (or the kind) of the innermost widget under a touch, on the topmost of the window's children."""
    from kivy.core.window import Window

    for root in Window.children:  # the last added (an overlay, the keyboard) first
        found = [w for w in root.walk() if w.collide_point(*w.to_parent(*w.to_widget(x, y)))]
        if found:
            named = [str(w.text) for w in found if isinstance(getattr(w, "text", None), str) and w.text.strip()]
            text = re.sub(r"\[/?[a-z]+(=[^\]]*)?\]", "", named[-1]) if named else type(found[-1]).__name__
            return text.replace("\n", " ").replace("&amp;", "&")[:24]
    return "?"


def tally(names: list[str]) -> str:
    """The taps in order, a run of taps on the same thing counted once: "Kilia, Player 1, A, n, a, Done x3"."""
    runs: list[list[Any]] = []
    for name in names:
        if runs and runs[-1][0] == name:
            runs[-1][1] += 1
        else:
            runs.append([name, 1])
    return ", ".join(name if count == 1 else f"{name} x{count}" for name, count in runs)


# --- the steps every journey shares -------------------------------------------------------------------------
def open_new_game(app: Any, title: str) -> None:
    """Home to New game with this game chosen: its tile on Home when there is one, else New game then the game."""
    tile = next((w for w in app.walk() if getattr(w, "game_title", None) == title
                 and w.get_root_window() is not None), None)
    if tile is not None:
        app.tap(tile)
        return
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(title))


def type_name(app: Any, name: str) -> None:
    """A name on the on-screen keyboard's keys, switching case as a person would when the keys show the other."""
    from tests.ui.keyboard_helpers import press, shown_keyboard

    for char in name:
        keyboard = shown_keyboard()
        wanted = "shift" if char.isupper() else "normal"
        if char.isalpha() and keyboard.layout_mode != wanted:
            press(app, "ABC" if wanted == "shift" else "abc")
        press(app, char)


def seat_players(app: Any) -> None:
    """Three seats named: the last table's players in one tap when offered, else a chip each, else typed."""
    from companion.screens.i18n import tr
    from tests.ui.keyboard_helpers import press, shown_keyboard

    screen = app.screen
    same = next((w for w in app.walk() if getattr(w, "same_players", None) == NAMES), None)
    if same is not None:
        app.tap(same)
        return
    chips = {c.text: c for c in screen.ids.roster.children}
    if all(name in chips for name in NAMES):
        for name in NAMES:
            app.tap({c.text: c for c in screen.ids.roster.children}[name])
        return
    for row, name in zip(screen.rows(), NAMES):
        field = row.ids.name
        app.tap(field)
        for _ in range(len(field.text)):
            press(app, "←")
        type_name(app, name)
        if shown_keyboard() is not None:  # it covers the next rows: closed before the next field is tapped
            press(app, tr._("Done"))


def start(app: Any) -> None:
    app.tap(app.screen.ids.start_button)


def first_move_made(app: Any) -> bool:
    session = getattr(app.screen, "session", None)
    return session is not None and len(session.history) >= 1


# --- each game's path, from Home to its first move ----------------------------------------------------------
def kilim(app: Any, known: bool, table_shown: Callable[[], None]) -> None:
    from tests.ui.kilim_helpers import enter_domino, skip_motif_key

    open_new_game(app, "Kilim")
    seat_players(app)
    start(app)
    assert app.wait_until(lambda: app.screen.name == "kilim"), app.screen.name
    skip_motif_key(app)  # the first game offers "which motif is which": Not now, one tap
    table_shown()
    enter_domino(app, "A", "B")  # the first domino turned up


def kilia(app: Any, known: bool, table_shown: Callable[[], None]) -> None:
    from companion.screens.i18n import tr
    from games.kilia import cards
    from tests.ui.kilia_helpers import reveal_card

    open_new_game(app, tr._("Kilia"))
    seat_players(app)
    start(app)  # nothing of the box asked: each figure (the start contracts too) when a move first needs it
    assert app.wait_until(lambda: app.screen.name == "kilia"), app.screen.name
    table_shown()
    app.tap(app.screen.ids.main_button)  # "Turn up a card"
    reveal_card(app, cards.card_from_code("warehouse/exchange:salt+wood"))


def ilos(app: Any, known: bool, table_shown: Callable[[], None]) -> None:
    from companion.screens.i18n import tr
    from games.ilos.model import Spot, SpotKind, TileSpec
    from tests.ui.ilos_helpers import enter_tile

    open_new_game(app, tr._("Ilos"))
    seat_players(app)
    start(app)  # no price row asked: each is read off the board when a move first needs it
    assert app.wait_until(lambda: app.screen.name == "ilos"), app.screen.name
    table_shown()
    app.tap(app.screen.ids.main_button)  # "Turn up a tile"
    kinds = SpotKind.EBONY, SpotKind.DYE, SpotKind.GOLD, SpotKind.BUILDING
    enter_tile(app, TileSpec(1, tuple(Spot(0, k) for k in kinds), (0,), (0,), (0,), (0,)))


def catan(app: Any, known: bool, table_shown: Callable[[], None]) -> None:
    from companion.screens.i18n import tr
    from tests.ui.catan_helpers import tap_corner

    open_new_game(app, tr._("Catan: Explorers & Pirates"))  # scenario 1, the first offered
    seat_players(app)
    start(app)  # the start island is asked when the first settlement needs its terrains, not before
    assert app.wait_until(lambda: app.screen.name == "catan_ep"), app.screen.name
    table_shown()
    tap_corner(app, app.screen.current_target.marks[0])  # the first harbor settlement


def catan_2(app: Any, known: bool, table_shown: Callable[[], None]) -> None:
    """Scenario 2, chosen under Rules (one tap on its line, unless the table's last choice offers it already): its
    mission track is asked when a marker first leaves S, not before the first move."""
    from companion.screens.i18n import tr
    from tests.ui.catan_helpers import tap_corner

    open_new_game(app, tr._("Catan: Explorers & Pirates"))
    app.tap(app.screen.ids.rules_button)
    pirate_lairs = app.button(tr._("2: Pirate Lairs"))
    if pirate_lairs.tone != "primary":  # a tap on the chosen line would move on to scenario 3
        app.tap(pirate_lairs)
    app.tap(tr._("OK"))
    seat_players(app)
    start(app)
    assert app.wait_until(lambda: app.screen.name == "catan_ep"), app.screen.name
    assert app.screen.session.state.rules.scenario == 2
    table_shown()
    tap_corner(app, app.screen.current_target.marks[0])  # the first harbor settlement


Journey = Callable[[Any, bool, Callable[[], None]], None]  # (app, box data known, call when the table shows)
JOURNEYS: dict[str, Journey] = {"Kilim": kilim, "Kilia": kilia, "Ilos": ilos,
                                "Catan (scenario 1)": catan, "Catan (scenario 2)": catan_2}


# --- running them -------------------------------------------------------------------------------------------
def started(folder: Path) -> Any:
    """The app on this data folder, on Home, in English, with the on-screen keyboard."""
    from gpiozero.pins.mock import MockFactory

    from companion.context import build_context
    from companion.screens.app import CompanionApp
    from tests.ui.harness import Harness

    os.environ["COMPANION_DATA_DIR"] = str(folder)
    context = build_context(pin_factory=MockFactory(), hardware={"gpio": {"enabled": True, "debounce_ms": 1}})
    context.preferences.set("language", "en")
    application = CompanionApp(context)
    application._run_prepare()
    app = Harness(application)
    app.settle()
    return app


def measure(journey: Journey, folder: Path, known: bool, taps: Taps) -> tuple[int, int, float]:
    """(taps from Home to the table ready for its first move, taps of that first move, seconds in all)."""
    app = started(folder)
    try:
        assert app.screen.name == "home", app.screen.name
        taps.touched.clear()
        before = taps.count
        begun = time.perf_counter()
        journey(app, known, taps.table_shown)
        assert app.wait_until(lambda: first_move_made(app)), "the first move was not made"
        return taps.at_table - before, taps.count - taps.at_table, time.perf_counter() - begun
    finally:
        app.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default="", help="only the games whose name contains this")
    parser.add_argument("--taps", action="store_true", help="print what each tap touched, to the table")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    kivy_home = Path(tempfile.mkdtemp(prefix="companion-journeys-"))
    os.environ.setdefault("KIVY_NO_CONSOLELOG", "1")
    os.environ["KIVY_KEYBOARD"] = "screen"  # fingers only: names typed on the on-screen keyboard's keys
    from companion.screens.kivy_setup import prepare_kivy

    prepare_kivy(800, 480, False, kivy_home)
    from kivy.config import Config

    Config.set("graphics", "maxfps", "0")
    Config.set("graphics", "min_state_time", "0")
    from benchmarks.figures import report

    print(f"Journeys from Home to the first move, 3 seats, 800x480 ({os.cpu_count()} cores, load "
          f"{os.getloadavg()[0]:.1f}); goals: <= {GOAL_EMPTY} taps from an empty folder, <= {GOAL_KNOWN} with "
          f"remembered players and known box data")
    print(f"  {'':20} {'empty data folder':>30}   {'remembered and known':>30}")
    print(f"  {'':20} {'to the table + first move':>30}   {'to the table + first move':>30}")
    taps = Taps()
    for name, journey in JOURNEYS.items():
        if args.only.lower() not in name.lower():
            continue
        folder = Path(tempfile.mkdtemp(prefix="companion-journey-"))
        empty = measure(journey, folder, False, taps)
        first_evening = taps.touched[:empty[0]]
        known = measure(journey, folder, True, taps)
        print(f"  {name:20} {empty[0]:8d} + {empty[1]:3d} taps {empty[2]:5.1f} s   {known[0]:8d} + {known[1]:3d} taps "
              f"{known[2]:5.1f} s", flush=True)
        if args.taps:
            print(f"    empty folder: {tally(first_evening)}\n    remembered: {tally(taps.touched[:known[0]])}")
        for label, taken, goal in (("empty folder", empty[0], GOAL_EMPTY), ("remembered and known", known[0], GOAL_KNOWN)):
            report(f"journey: {name}, {label} (taps to the table)", taken, "tap", f"<= {goal}", taken <= goal)


if __name__ == "__main__":
    main()
