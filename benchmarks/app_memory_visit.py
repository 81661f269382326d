"""The app's resident memory with every game's screens visited (printed, not asserted; docs/pi.md#start-up).

One app process on a fresh data folder, as a table lives an evening: Home, then each game from its tile to its
first move by touch (benchmarks/journeys.py's paths: free play, Kilim and its carpets, Kilia, Ilos, Catan), back
to Home by the app's own navigation after each, then the statistics, the history and the settings. Its resident
memory is then read twice: whole, and without Mesa's software OpenGL (llvmpipe: LLVM and the DRI driver, what a
virtual screen costs and a Raspberry Pi's GPU driver does not load). The goal is the latter at most 200 MB.

    xvfb-run -a python benchmarks/app_memory_visit.py          (runs the visit in a fresh child process)
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
GOAL_MB = 200


def visit(app: Any) -> list[str]:
    """Every game's screens and the shared ones, each reached from Home; the names of the screens shown."""
    from benchmarks.journeys import JOURNEYS, first_move_made
    from benchmarks.tap_helpers import overlays, start_free_play

    navigator = app.app.navigator
    shown = []

    def home() -> None:
        shown.append(app.screen.name)
        for sheet in overlays():  # what the first move left open (a card's entry): closed as a player would
            sheet.dismiss()
        navigator.show("home")
        app.settle()

    start_free_play(app)
    assert app.wait_until(lambda: app.screen.name == "freeplay"), app.screen.name
    home()
    for name, journey in JOURNEYS.items():
        journey(app, False, lambda: None)
        assert app.wait_until(lambda: first_move_made(app)), f"{name}: the first move was not made"
        if app.screen.name == "kilim":
            shown.append(app.screen.name)
            app.screen.show_kilims()  # the carpets, the kilim's other screen
            app.settle()
        home()
    for button in ("statistics_button", "history_button", "settings_button"):
        app.tap(app.screen.ids[button])
        app.settle()
        home()
    return shown


def resident_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def child() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("KIVY_NO_CONSOLELOG", "1")
    os.environ["KIVY_KEYBOARD"] = "screen"  # fingers only, as benchmarks/journeys.py
    from companion.screens.kivy_setup import prepare_kivy

    prepare_kivy(800, 480, False, Path(tempfile.mkdtemp(prefix="companion-memory-")))
    from benchmarks.journeys import started

    app = started(Path(tempfile.mkdtemp(prefix="companion-memory-data-")))
    try:  # Kivy's logger keeps an uncaught error off stderr when its console log is off: said here
        run(app)
    except Exception:
        traceback.print_exc(file=sys.stdout)
        raise
    finally:
        app.stop()


def run(app: Any) -> None:
    """Prints "home H visited V renderer G screens a,b,...": MB on Home, after the visit, and G of it the renderer."""
    from benchmarks.app_memory_probe import renderer_mb

    at_home = resident_mb()
    shown = visit(app)
    gc.collect()
    app.settle()
    print(f"home {at_home:.1f} visited {resident_mb():.1f} renderer {renderer_mb():.1f} screens {','.join(shown)}",
          flush=True)


def main() -> None:
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        print("app memory with every game's screens visited: no screen (run under ./dev bench or xvfb-run): skipped")
        return
    done = subprocess.run([sys.executable, __file__, "--child"], capture_output=True, text=True, timeout=900,
                          env={**os.environ, "KIVY_NO_ARGS": "1"})
    words = done.stdout.split()
    if done.returncode or not words or words[0] != "home":
        raise RuntimeError(f"memory visit failed (exit {done.returncode}): {(done.stdout + done.stderr)[-600:]}")
    home, visited, renderer = (float(w) for w in words[1:6:2])
    screens = words[7].split(",")
    sys.path.insert(0, str(ROOT))
    from benchmarks.figures import report

    print(f"app resident memory, one process: {home:.0f} MB on Home; {visited:.0f} MB with {len(set(screens))} screens "
          f"visited ({', '.join(dict.fromkeys(screens))}), of which Mesa's software OpenGL {renderer:.0f} MB: "
          f"{visited - renderer:.0f} MB without it (goal <= {GOAL_MB} MB)")
    report("app RSS, every game's screens visited, without software GL", visited - renderer, "MB",
           f"<= {GOAL_MB} MB", visited - renderer <= GOAL_MB)


if __name__ == "__main__":
    child() if sys.argv[1:] == ["--child"] else main()
