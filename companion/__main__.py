"""Composition root: read config, wire adapters to the app, run it. `python -m companion` = `companion`."""

from __future__ import annotations

import argparse
import logging
import sys
import time


def run_app(args: argparse.Namespace) -> int:
    from companion.context import hardware_config
    from companion.core.datadir import data_dir, journal_path
    from companion.core.settings import AppConfig
    from companion.core.writer_lock import AlreadyRunning, WriterLock
    from companion.hardware.pinmap import PinMapError
    from companion.hardware.select import GpioUnavailable

    try:  # before Kivy: a second copy must leave without opening a window or writing a byte
        lock = WriterLock.acquire(journal_path())
    except AlreadyRunning:
        message = f"companion: already running: another copy of the app uses {data_dir()}; this one stops"
        print(message, file=sys.stderr)
        logging.getLogger("companion").error(message)
        return 3
    config = AppConfig.load()  # never stops the app: what is wrong is said on Home, the defaults stand in
    try:
        hardware = hardware_config()  # checked before Kivy opens a window
    except PinMapError as error:
        return stop(error)
    width, height = args.size or (config.display.width, config.display.height)
    from companion.screens.kivy_setup import prepare_kivy

    fullscreen = config.display.fullscreen or getattr(args, "fullscreen", False)
    prepare_kivy(width, height, fullscreen and not args.virtual_screen, data_dir())
    from companion.context import build_context

    try:
        context = build_context(config, hardware=hardware)
    except (PinMapError, GpioUnavailable) as error:
        return stop(error)
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


def stop(error: Exception) -> int:
    """Start-up cannot go on: say why (one line per problem, each naming its file and line), exit 2."""
    for line in str(error).splitlines():
        print(f"companion: {line}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    from companion.cli import main

    raise SystemExit(main())
