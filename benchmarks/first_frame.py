"""Child process for the start-up benchmark: start a bare Kivy app or ours, print on the first frame, quit.

Usage: python benchmarks/first_frame.py bare|app   (the parent times from spawn to the printed line)
       python benchmarks/first_frame.py modules    (the app; prints the modules loaded at its first frame, as JSON)
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path


def first_frame_then_quit(modules: bool = False) -> None:
    from kivy.app import App
    from kivy.core.window import Window

    def on_flip(*_: object) -> None:
        Window.unbind(on_flip=on_flip)
        print(json.dumps(sorted(sys.modules)) if modules else "first-frame", flush=True)
        App.get_running_app().stop()

    Window.bind(on_flip=on_flip)


def main() -> None:
    which = sys.argv[1]
    data = Path(tempfile.mkdtemp(prefix="companion-bench-"))
    os.environ["COMPANION_DATA_DIR"] = str(data)
    os.environ["KIVY_NO_CONSOLELOG"] = "1"
    from companion.screens.kivy_setup import prepare_kivy

    prepare_kivy(800, 480, False, data)
    if which == "bare":
        from kivy.app import App
        from kivy.uix.label import Label

        class Bare(App):
            def build(self) -> Label:
                first_frame_then_quit()
                return Label(text="bare")

        Bare().run()
    else:
        import companion.__main__ as entry
        from companion.cli import build_parser

        first_frame_then_quit(which == "modules")  # binds to the window the app is about to use
        entry.run_app(build_parser().parse_args(["run"]))


if __name__ == "__main__":
    main()
