"""The `companion` command. Headless subcommands never import Kivy: it reads sys.argv and opens a
window on import, so the app is imported only inside `run`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from companion.plugins import plugins


def window_size(text: str) -> tuple[int, int]:
    from companion.core.config_check import HEIGHTS, WIDTHS

    width, x, height = text.lower().partition("x")
    if not (x and width.isdigit() and height.isdigit() and WIDTHS[0] <= int(width) <= WIDTHS[1]
            and HEIGHTS[0] <= int(height) <= HEIGHTS[1]):
        raise argparse.ArgumentTypeError(f"{text!r}: expected WIDTHxHEIGHT in pixels, {WIDTHS[0]}x{HEIGHTS[0]} to "
                                         f"{WIDTHS[1]}x{HEIGHTS[1]}, e.g. 800x480")
    return int(width), int(height)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="companion", description="Table Companion")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    run = commands.add_parser("run", help="start the app")
    run.add_argument("--language", choices=["fr", "en", "ja"], help="start in this language")
    run.add_argument("--size", metavar="WxH", type=window_size, help="window size, e.g. 800x480 (default from config)")
    run.add_argument("--appliance", action="store_true",
                     help="as the kiosk service runs it: full screen, back into the last unfinished game, the "
                          "backlight dimmed with no game, and a wrong hardware.toml leaves the buttons off "
                          "(said on Home) rather than stopping")
    run.add_argument("--virtual-screen", action="store_true",
                     help="no real display: save a screenshot of what the app shows and say where")
    run.add_argument("--screenshot", type=Path, metavar="PNG", help="save a screenshot after start-up")
    run.add_argument("--exit-after", type=float, metavar="SECONDS", help="quit after this many seconds")
    score = commands.add_parser("score", help="score a finished game from a JSON file (prints JSON)")
    score.add_argument("game", help="the game, by its engine's name")
    score.add_argument("file", type=Path, help="the players and what they hold at the end")
    for plugin in plugins():  # each game's own headless commands (docs/design.md#plugins)
        if plugin.tools:
            tools = commands.add_parser(plugin.engine, help=f"{plugin.engine} tools").add_subparsers(
                dest="tool", required=True)
            for tool in plugin.tools:
                tools.add_parser(tool.name, help=tool.help).add_argument("file", type=Path)
    replay = commands.add_parser("replay", help="replay a game record through the rules (prints JSON)")
    replay.add_argument("file", type=Path, help="a game record, as `companion export record` writes it")
    export = commands.add_parser("export", help="export plays or a game's record to stdout")
    exports = export.add_subparsers(dest="what", required=True)
    exports.add_parser("record", help="one game as a record (JSON)").add_argument("game_id", type=int)
    for kind, what in (("bgstats", "every finished play as BG Stats takes a play from another app (JSON)"),
                       ("bgsplay", "every finished play as BG Stats' own play file (.bgsplay)")):
        exports.add_parser(kind, help=what).add_argument("--since", metavar="DATE",
                                                         help="only plays from this day on (YYYY-MM-DD)")
    exports.add_parser("csv", help="one row per player per play")
    exports.add_parser("turns", help="one row per turn, where a turn clock ran (CSV)")
    commands.add_parser("backup", help="the whole data folder to one file").add_argument("file", type=Path)
    restore = commands.add_parser("restore", help="the data folder from a backup file")
    restore.add_argument("file", type=Path)
    restore.add_argument("--replace", action="store_true", help="replace the games already in the data folder")
    bring = commands.add_parser("bring-back", help="bring back the games a restore kept aside")
    bring.add_argument("folder", type=Path, nargs="?", help="a folder a restore kept aside (none: list them)")
    # companion.vision.cli owns its own arguments (learn, read-grid, read-dice); OpenCV is imported there only.
    vision = commands.add_parser("vision", help="camera tools: learn, read-grid, read-dice", add_help=False)
    vision.add_argument("vision_args", nargs=argparse.REMAINDER)
    return parser


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    if words[:1] == ["vision"]:  # its own parser, so that `companion vision --help` reaches it
        from companion.vision.cli import main as vision_main

        return vision_main(words[1:])
    args = build_parser().parse_args(words)
    if args.command == "run":
        from companion.__main__ import run_app  # Kivy is imported from here on, not before

        return run_app(args)
    from companion import headless

    if args.command == "score":
        return headless.score(args.game, args.file)
    if getattr(args, "tool", None) is not None:
        return headless.tool(args.command, args.tool, args.file)
    from companion import after_game

    return after_game.main(args)
