"""Composition root: read config, wire adapters to the app, run it. `python -m companion` = `companion`."""

from __future__ import annotations

import argparse
import logging
import signal
import sys
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from companion.core.ports import Notice

if TYPE_CHECKING:
    from companion.core.settings import AppConfig


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
        log = logging.getLogger("companion")
        if log.hasHandlers():  # else logging's last resort prints it to stderr a second time
            log.error(message)
        return 3
    config = AppConfig.load()  # never stops the app: what is wrong is said on Home, the defaults stand in
    try:
        hardware = hardware_config()  # checked before Kivy opens a window
    except PinMapError as error:
        if not getattr(args, "appliance", False):
            return stop(error)
        hardware, config = run_on_without_gpio(error, config)
    width, height = args.size or (config.display.width, config.display.height)
    from companion.screens.kivy_setup import prepare_kivy

    appliance = getattr(args, "appliance", False)
    fullscreen = config.display.fullscreen or appliance
    prepare_kivy(width, height, fullscreen and not args.virtual_screen, data_dir(), config.screen)
    from companion.context import build_context

    try:
        context = build_context(config, hardware=hardware)
    except (PinMapError, GpioUnavailable) as error:
        if not appliance:
            return stop(error)
        hardware, config = run_on_without_gpio(error, config)
        context = build_context(config, hardware=hardware)
    if args.language:
        context.preferences.set("language", args.language)
    screenshot = args.screenshot
    if args.virtual_screen and screenshot is None:
        screenshot = data_dir() / "screenshots" / f"virtual-screen-{time.strftime('%Y%m%d-%H%M%S')}.png"
        print("No display: the app runs on a virtual screen (Xvfb); Ctrl+C stops it.", flush=True)
    from companion.screens.app import CompanionApp

    app = CompanionApp(context, screenshot=screenshot, exit_after=args.exit_after, appliance=appliance)
    if appliance:  # systemctl stop and shutdown send SIGTERM: leave as at a quit, the journal closed
        signal.signal(signal.SIGTERM, lambda *_: app.stop())
    try:
        app.run()
    finally:
        context.close()
        lock.release()
    return 0


def run_on_without_gpio(error: Exception, config: "AppConfig") -> tuple[dict[str, Any], "AppConfig"]:
    """The kiosk has no one at a terminal: a wrong hardware.toml leaves the buttons off instead of stopping the
    app, each problem a line in the log and on Home, and the keyboard and touch screen stand in."""
    notices = []
    for line in str(error).splitlines():
        logging.getLogger("companion").error("hardware: %s", line)
        notices.append(Notice("Buttons off: {problem}; the touch screen and keyboard stand in", {"problem": line}))
    return {"gpio": {"enabled": False}}, replace(config, notices=(*config.notices, *notices))


def stop(error: Exception) -> int:
    """Start-up cannot go on: say why (one line per problem, each naming its file and line), exit 2."""
    for line in str(error).splitlines():
        print(f"companion: {line}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    from companion.cli import main

    raise SystemExit(main())
