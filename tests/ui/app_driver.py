"""A child process running the real app, driven line by line on stdin (for the kill-and-restart test).

Commands: `tap TEXT`, `key KEYCODE`, `dump` (prints one JSON line of what the screen shows), `quit`.
Each command answers one line: `ok`, a JSON object, or `error ...`.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from companion.screens.kivy_setup import prepare_kivy

prepare_kivy(800, 480, False, Path(tempfile.mkdtemp(prefix="companion-kivy-")))
os.environ.setdefault("KIVY_NO_CONSOLELOG", "1")
from kivy.config import Config  # noqa: E402

Config.set("graphics", "maxfps", "0")  # no sleeping between frames: the tests wait for conditions, not time

from gpiozero.pins.mock import MockFactory  # noqa: E402

from companion.context import build_context  # noqa: E402
from companion.screens.app import CompanionApp  # noqa: E402
from tests.ui.harness import Harness  # noqa: E402


def dump(app: Harness) -> dict[str, Any]:
    screen = app.screen
    shown: dict[str, Any] = {"screen": screen.name}
    if screen.name == "freeplay":
        shown["status"] = screen.ids.status.text
        shown["grid"] = [cell.text for row in screen.grid.rows for cell in row]
        shown["header"] = [(c.name, c.figures, c.on_turn) for c in screen.ids.seats.chips()]
        shown["undo_enabled"] = not screen.ids.undo_button.refused
    else:
        shown["texts"] = sorted(app.visible_texts())
    return shown


def main() -> None:
    context = build_context(pin_factory=MockFactory(), hardware={"gpio": {"enabled": True}})
    context.preferences.set("language", "en")
    application = CompanionApp(context)
    application._run_prepare()
    app = Harness(application)
    app.settle()
    print("ready", flush=True)
    for line in sys.stdin:
        command, _, argument = line.rstrip("\n").partition(" ")
        try:
            if command == "tap":
                app.tap(argument)
                print("ok", flush=True)
            elif command == "key":
                app.press_key(int(argument))
                print("ok", flush=True)
            elif command == "dump":
                print(json.dumps(dump(app)), flush=True)
            elif command == "quit":
                break
            else:
                print(f"error unknown command {command}", flush=True)
        except AssertionError as error:
            print(f"error {error}".replace("\n", " "), flush=True)


if __name__ == "__main__":
    main()
