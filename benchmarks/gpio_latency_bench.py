"""A press on the mock advance pin -> the turn label updated on screen: median and p95 (printed only).

Runs the real app in a real window (needs a display: ./dev bench provides Xvfb), with gpiozero's
MockFactory standing in for the header, and times each press until the label shows the next player.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

PRESSES = 100
ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    sys.path.insert(0, str(ROOT))
    data = Path(tempfile.mkdtemp(prefix="companion-bench-"))
    os.environ["COMPANION_DATA_DIR"] = str(data)
    os.environ["KIVY_NO_CONSOLELOG"] = "1"
    from companion.screens.kivy_setup import prepare_kivy

    prepare_kivy(800, 480, False, data)
    from gpiozero.pins.mock import MockFactory

    from companion.context import build_context
    from companion.core.settings import config_dir
    from companion.hardware.pinmap import load_pin_map
    from companion.screens.app import CompanionApp
    from tests.ui.harness import Harness

    factory = MockFactory()
    context = build_context(pin_factory=factory, hardware={"gpio": {"enabled": True}})
    context.preferences.set("language", "en")
    application = CompanionApp(context)
    application._run_prepare()
    app = Harness(application)
    app.pump(5)
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.screen.ids.start_button)
    pin = factory.pin(load_pin_map(config_dir() / "hardware.toml").advance)
    latencies = []
    for _ in range(PRESSES):
        before = app.screen.ids.status.text
        start = time.perf_counter()
        pin.drive_low()
        while app.screen.ids.status.text == before:
            app.pump(1)
            if time.perf_counter() - start > 2:
                raise RuntimeError("the press never reached the screen")
        latencies.append(time.perf_counter() - start)
        pin.drive_high()
        time.sleep(0.06)  # longer than the debounce window, as a finger would be
    latencies.sort()
    p95 = latencies[int(0.95 * (len(latencies) - 1))]
    print(f"mock GPIO press -> turn label updated, {PRESSES} presses: median "
          f"{statistics.median(latencies) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms "
          f"(includes the journal commit; frames are pumped as fast as they render)")
    context.close()


if __name__ == "__main__":
    main()
