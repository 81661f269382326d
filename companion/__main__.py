"""Composition root: read config, wire adapters to the app, run it. `python -m companion` = `companion`."""

from __future__ import annotations

import argparse
import logging
import sys
import time


def run_app(args: argparse.Namespace) -> int:
    from companion.core.datadir import data_dir, journal_path
    from companion.core.settings import AppConfig
    from companion.core.writer_lock import AlreadyRunning, WriterLock
    from companion.hardware.pinmap import PinMapError

    try:  # before Kivy: a second copy must leave without opening a window or writing a byte
        lock = WriterLock.acquire(journal_path())
    except AlreadyRunning:
        message = f"companion: already running: another copy of the app uses {data_dir()}; this one stops"
        print(message, file=sys.stderr)
        logging.getLogger("companion").error(message)
        return 3
    config = AppConfig.load()
    width, height = config.display.width, config.display.height
    if args.size:
        width, height = (int(v) for v in args.size.lower().split("x"))
    from companion.screens.kivy_setup import prepare_kivy

    prepare_kivy(width, height, config.display.fullscreen and not args.virtual_screen, data_dir())
    from companion.context import build_context

    try:
        context = build_context(config)
    except PinMapError as error:
        print(f"companion: {error}", file=sys.stderr)
        return 2
    if args.language:
        context.preferences.set("language", args.language)
    screenshot = args.screenshot
    if args.virtual_screen and screenshot is None:
        screenshot = data_dir() / "screenshots" / f"virtual-screen-{time.strftime('%Y%m%d-%H%M%S')}.png"
        print("No display: the app runs on a virtual screen (Xvfb); Ctrl+C stops it.", flush=True)
    from companion.screens.app import CompanionApp

    app = CompanionApp(context, screenshot=screenshot, exit_after=args.exit_after)
    try:
        app.run()
    finally:
        context.close()
        lock.release()
    return 0


if __name__ == "__main__":
    from companion.cli import main

    raise SystemExit(main())
