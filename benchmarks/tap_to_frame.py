"""Tap to frame: from a touch (or a mock GPIO press) to the end of the frame that shows what it did, p50 and p95
per screen (printed, not asserted; the goal is p95 <= 33 ms, two 60 Hz frames, and the app's own work, the sample
without its buffer swap, p95 <= 6 ms here: about one frame on a Pi 5 and two on a Pi 4, whose estimates are printed
beside it from benchmarks/pi_speed.py's probe).

Runs the real app in a real 800x480 window (needs a display: ./dev bench provides Xvfb) with gpiozero's
MockFactory standing in for the header. A sample starts just before the input is dispatched and ends when a
frame has drawn and the app is at rest again (tests/ui/harness.py's ``at_rest``: nothing of the input left
to lay out or draw). Frames are not paced (maxfps 0): a real 60 Hz loop adds the wait for its next frame,
half a frame on average, which no code can save.

    python benchmarks/tap_to_frame.py [--taps N] [--only NAME] [--profile N]
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.tap_helpers import (Act, Probe, Scenario, game_table, overlays, start_free_play,  # noqa: E402
                                    touch)

GOAL_MS = 33.0
FRAME_MS = 1000 / 60
OWN_GOAL_MS = 6.0  # the app's own work here: within a frame on a Pi 5, two on a Pi 4 (benchmarks/pi_speed.py)


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


class SwapTimer:
    """Time spent in the window's buffer swap: under Xvfb it is Mesa's software renderer copying the frame
    (tens of ms on a loaded machine), on a Pi the GPU's; the rest of a sample is the app's own work."""

    def __init__(self) -> None:
        from kivy.core.window import Window

        self.seconds = 0.0
        self.window, self.flip = Window, Window.flip

        def timed_flip() -> None:
            start = time.perf_counter()
            self.flip()
            self.seconds += time.perf_counter() - start

        Window.flip = timed_flip


def to_frame(app: Any, act: Act, shown: Callable[[], bool], swaps: SwapTimer) -> tuple[float, float]:
    """(seconds, of which in buffer swaps) from the input to the end of the first frame after which ``shown``
    holds and the app rests."""
    from kivy.base import EventLoop

    from tests.ui.harness import at_rest

    swapped = swaps.seconds
    start = time.perf_counter()
    act()
    while True:
        EventLoop.idle()  # input, clock callbacks, layout, draw and flip: one frame
        if shown() and at_rest(app.context.inbox):
            return time.perf_counter() - start, swaps.seconds - swapped
        if time.perf_counter() - start > 5:
            raise RuntimeError("the input never showed on screen")


# --- the screens measured: each prepares the app and returns (act, shown[, reset]) for one sample ----------
def free_play(app: Any, factory: Any) -> tuple[Act, Callable[[], bool]]:
    """Free play's main action, "Next turn": the status line names the next player."""
    start_free_play(app)
    status = app.screen.ids.status
    before = [status.text]

    def act() -> None:
        before[0] = status.text
        touch(app.screen.ids.main_button)

    return act, lambda: status.text != before[0]


def gpio_advance(app: Any, factory: Any) -> tuple[Act, Callable[[], bool]]:
    """The mock advance button pressed and released: the status line names the next player."""
    from companion.core.settings import config_dir
    from companion.hardware.pinmap import load_pin_map

    start_free_play(app)
    pin = factory.pin(load_pin_map(config_dir() / "hardware.toml").advance)
    status = app.screen.ids.status
    before = [status.text]

    def act() -> None:
        before[0] = status.text
        pin.drive_low()
        pin.drive_high()

    return act, lambda: status.text != before[0]


def kilia(app: Any) -> Any:
    from tests.ui.kilia_helpers import create_kilia_game

    return create_kilia_game(app, ["Anna", "Eric", "Cleo"])


def ilos(app: Any) -> Any:
    from tests.ui.ilos_helpers import create_ilos_game

    return create_ilos_game(app, ["Ana", "Ben", "Cleo"])


def kilim(app: Any) -> Any:
    from tests.ui.kilim_helpers import create_kilim_game

    create_kilim_game(app, ["Ayla", "Bora", "Cem"])
    return app.screen


def kilim_carpet(app: Any, factory: Any) -> tuple[Act, Callable[[], bool]]:
    """Kilim's carpet, laying a won domino: a tap on a cell shows the domino there (two cells in turn)."""
    from games.kilim.actions import LayDomino, RevealBids, RevealDomino, SealBid
    from games.kilim.model import Direction, Motif, Placement
    from tests.ui.kilim_helpers import create_kilim_game, main_button

    create_kilim_game(app, ["Ayla", "Bora", "Cem"])
    session = app.screen.session
    for action in (RevealDomino(Motif.A, Motif.B), SealBid(0, 15), SealBid(1, 15), SealBid(2, 5), RevealBids(),
                   LayDomino(2, 0, Placement(0, 0, Direction.RIGHT)),
                   RevealDomino(Motif.C, Motif.D), SealBid(0, 1), SealBid(1, 2), SealBid(2, 10), RevealBids()):
        session.play(action)
    app.screen.refresh()
    app.tap(main_button(app))  # "Lay it on Cem's kilim"
    carpet = app.screen
    cells = [(1, 0), (-1, 0)]  # under and above the first domino
    turn = [0]

    def act() -> None:
        turn[0] += 1
        touch(carpet.grid, carpet.grid.cell_center(cells[turn[0] % 2]))

    return act, lambda: carpet.tool.anchor == cells[turn[0] % 2]


def catan_map(app: Any, factory: Any) -> tuple[Act, Callable[[], bool]]:
    """Catan's map at scenario 5 (the largest board): a tap on a hex, the panel shows that hex (two hexes in
    turn), the game past its set-up and its first roll, at trade and build."""
    import random

    from tests.ui.catan_helpers import create_catan_game, store_board, table_move

    store_board(app, 5)
    screen = create_catan_game(app, ["Ana", "Bo", "Cy"], scenario=5, first_time=False)
    session, rng = screen.session, random.Random(5)
    assert session is not None
    while session.state.phase.value in ("setup", "roll", "discard", "pirate"):
        session.play(table_move(session.game, session.state, rng))
    screen.refresh()
    app.settle()
    hexes = [h.at for h in session.state.hexes if h.kind.value != "sea"][:2]
    turn = [0]

    def act() -> None:
        turn[0] += 1
        touch(screen.map, screen.map.place_pos("hex", hexes[turn[0] % 2]))

    return act, lambda: screen.sel.hex == hexes[turn[0] % 2]


SCENARIOS: dict[str, Scenario] = {
    "Free play: Next turn": free_play,
    "Mock GPIO press: next turn": gpio_advance,
    "Kilim market: main action": game_table(kilim),
    "Kilim carpet: tap a cell": kilim_carpet,
    "Kilia table: main action": game_table(kilia),
    "Ilos table: main action": game_table(ilos),
    "Kilia table: help": game_table(kilia, "help_button"),
    "Catan map (scenario 5): tap a hex": catan_map,
}
from benchmarks.busiest import SCENARIOS as BUSIEST  # noqa: E402

SCENARIOS.update(BUSIEST)


def run(name: str, scenario: Scenario, taps: int, swaps: SwapTimer,
        profile: Any = None) -> list[tuple[float, float]]:
    from gpiozero.pins.mock import MockFactory

    from companion.context import build_context
    from companion.screens.app import CompanionApp
    from tests.ui.harness import Harness

    os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp(prefix="companion-bench-")  # each screen a fresh table
    factory = MockFactory()
    context = build_context(pin_factory=factory, hardware={"gpio": {"enabled": True, "debounce_ms": 1}})
    context.preferences.set("language", "en")
    application = CompanionApp(context)
    application._run_prepare()
    app = Harness(application)
    app.settle()
    try:
        act, shown, reset = Probe(*scenario(app, factory))
        samples = []
        for _ in range(taps):
            for sheet in overlays():  # what the last sample opened, closed unmeasured
                sheet.dismiss()
            app.settle()
            if reset is not None:
                reset()
                app.settle()
            time.sleep(0.005)  # a finger's pace: what a tap leaves behind (a fade, a thread) has settled
            if profile is not None:
                profile.enable()
            samples.append(to_frame(app, act, shown, swaps))
            if profile is not None:
                profile.disable()
        return samples
    finally:
        app.stop()  # its widgets off the window, or the next screen's frames would draw them too


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--taps", type=int, default=60)
    parser.add_argument("--only", default="", help="only the screens whose name contains this")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="cProfile the measured taps: the N functions with the most time of their own")
    parser.add_argument("--samples", default="", metavar="FILE",
                        help="also write each screen's samples of the app's own work, ms, as JSON (compare_taps.py)")
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="companion-bench-"))
    os.environ["COMPANION_DATA_DIR"] = str(data)
    os.environ.setdefault("KIVY_NO_CONSOLELOG", "1")
    from companion.screens.kivy_setup import prepare_kivy

    prepare_kivy(800, 480, False, data)
    from kivy.config import Config

    Config.set("graphics", "maxfps", "0")
    from benchmarks.figures import report
    from benchmarks.pi_speed import pi_speed

    speed = pi_speed()
    print(f"Tap to frame, {args.taps} taps a screen, 800x480 ({os.cpu_count()} cores, load "
          f"{os.getloadavg()[0]:.1f}); goal p95 <= {GOAL_MS:.0f} ms, the app's own work p95 <= {OWN_GOAL_MS:.0f} ms")
    print(f"  {speed.describe()}")
    print(f"  {'':44} {'whole':>17}   {'without the buffer swap':>23}   {'its p95 on a Pi':>24}")
    swaps = SwapTimer()
    kept: dict[str, list[float]] = {}
    for name, scenario in SCENARIOS.items():
        if args.only.lower() not in name.lower():
            continue
        profile = cProfile.Profile() if args.profile else None
        samples = run(name, scenario, args.taps, swaps, profile)
        whole = [total for total, _ in samples]
        own = [total - swapped for total, swapped in samples]
        p50, p95 = statistics.median(whole) * 1e3, percentile(whole, 0.95) * 1e3
        own50, own95 = statistics.median(own) * 1e3, percentile(own, 0.95) * 1e3
        kept[name] = [seconds * 1e3 for seconds in own]
        if args.samples:
            Path(args.samples).write_text(json.dumps(kept), encoding="utf-8")
        print(f"  {name:44} p50 {p50:5.1f} p95 {p95:5.1f} ms   p50 {own50:5.1f} p95 {own95:5.1f} ms   "
              f"{speed.estimates(own95)}", flush=True)
        if profile is not None:
            pstats.Stats(profile, stream=sys.stdout).sort_stats("tottime").print_stats(args.profile)
        report(f"tap to frame: {name} (p95)", p95, "ms", f"<= {GOAL_MS:.0f} ms", p95 <= GOAL_MS)
        report("  the same without the buffer swap (p95)", own95, "ms", f"<= {OWN_GOAL_MS:.0f} ms", own95 <= OWN_GOAL_MS)
        report("  ... on a Pi 4 (estimate)", own95 * speed.pi4, "ms", f"<= {2 * FRAME_MS:.0f} ms",
               own95 * speed.pi4 <= 2 * FRAME_MS)
        report("  ... on a Pi 5 (estimate)", own95 * speed.pi5, "ms", f"<= {FRAME_MS:.0f} ms", own95 * speed.pi5 <= FRAME_MS)
    memory(len(kept))


def memory(screens: int) -> None:
    """The app's resident memory once it has shown every screen measured (each game's busiest among them), with
    and without Mesa's software OpenGL, which a Pi's GPU driver does not load."""
    from benchmarks.app_memory_probe import now_mb, peak_mb, renderer_mb
    from benchmarks.figures import report

    held, peak, renderer = now_mb(), peak_mb(), renderer_mb()
    print(f"  memory after {screens} screens: {held:.0f} MB resident ({peak:.0f} MB at the peak), of which Mesa's "
          f"software OpenGL {renderer:.0f} MB: {held - renderer:.0f} MB without it")
    if screens == len(SCENARIOS):
        report("app resident after every screen, without software OpenGL", held - renderer, "MB", "<= 200 MB",
               held - renderer <= 200)


if __name__ == "__main__":
    main()
