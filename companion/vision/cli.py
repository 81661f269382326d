"""`companion vision ...`: learn / read-grid / read-dice from image files.

Output is plain text for scripts: read-grid prints R lines of C characters (``--json``: also each cell's
confidence and the cells it doubts, to confirm), read-dice the values ascending then `total N` (``--json``:
each die's value, box, confidence and colour). Bad files or
arguments: one line on stderr saying what was wrong (in the user's language), exit 2.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from companion.vision.images import VisionInputError

if TYPE_CHECKING:
    from companion.vision.grid import GridReading

GRID = re.compile(r"([1-9][0-9]?)x([1-9][0-9]?)")


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        usage = " ".join(self.format_usage().split()).removeprefix("usage: ")
        raise VisionInputError(f"{message} (usage: {usage})")


def grid_size(text: str) -> tuple[int, int]:
    match = GRID.fullmatch(text.strip().lower())
    if not match:
        raise argparse.ArgumentTypeError(f"--grid {text!r}: expected RxC with 1 to 99 rows and columns, e.g. 4x6")
    return int(match[1]), int(match[2])


def build_parser() -> Parser:
    parser = Parser(prog="companion vision", description="Camera tools on image files.")
    commands = parser.add_subparsers(dest="tool", required=True, metavar="{learn,read-grid,read-dice}",
                                     parser_class=Parser)
    learn = commands.add_parser("learn", help="teach the tiles from labelled photographs of a grid")
    learn.add_argument("--grid", type=grid_size, required=True, metavar="RxC")
    learn.add_argument("--out", type=Path, required=True, metavar="REFS", help="references file to write")
    learn.add_argument("--rectified", action="store_true", help="images are top-down crops of exactly the grid")
    learn.add_argument("examples", nargs="+", metavar="IMAGE=LABELS",
                       help="R*C characters row-major, '.' for an empty cell")
    read = commands.add_parser("read-grid", help="print the grid's cells, one line per row")
    read.add_argument("--grid", type=grid_size, required=True, metavar="RxC")
    read.add_argument("--refs", type=Path, required=True, metavar="REFS")
    read.add_argument("--rectified", action="store_true", help="the image is a top-down crop of exactly the grid")
    read.add_argument("--json", action="store_true",
                      help='print {"rows", "cells": [{"row", "col", "label", "confidence", "doubt"}], "doubts": '
                           '[[row, col]], "found_by", "corners"}: the doubts are the cells to confirm')
    read.add_argument("image", type=Path)
    dice = commands.add_parser("read-dice", help="print every die's value, ascending, then the total")
    dice.add_argument("--json", action="store_true",
                      help='print {"dice": [{"value", "box": [x0, y0, x1, y1], "confidence", "colour"}], "total"}')
    dice.add_argument("image", type=Path)
    return parser


def parse_example(text: str, rows: int, cols: int) -> tuple[Path, str]:
    image, sep, labels = text.rpartition("=")
    if not sep or not image:
        raise VisionInputError(f"{text!r}: expected IMAGE=LABELS, e.g. carpet.jpg=AAB.CDDT")
    if len(labels) != rows * cols:
        raise VisionInputError(f"{image}: LABELS has {len(labels)} characters; --grid {rows}x{cols} needs "
                               f"{rows * cols} (one per cell, row-major, '.' for an empty cell)")
    if any(ch.isspace() or not ch.isprintable() for ch in labels):
        raise VisionInputError(f"{image}: LABELS may not contain spaces or control characters")
    return Path(image), labels


def run(args: argparse.Namespace) -> list[str]:
    from companion.vision.images import load_image, load_photo  # OpenCV from here on

    if args.tool == "read-dice":
        from companion.vision.dice import read_dice

        image, scale = load_photo(args.image)
        dice = read_dice(image)
        values = sorted(d.value for d in dice)
        if args.json:  # boxes in the file's own pixels, even when a huge photo was decoded reduced
            found = [{"value": d.value, "box": [round(v / scale, 1) for v in d.box], "confidence": d.confidence,
                      "colour": d.colour} for d in dice]
            return [json.dumps({"dice": found, "total": sum(values)})]
        return [" ".join(map(str, values)), f"total {sum(values)}"]
    from companion.vision.grid import learn, read_grid
    from companion.vision.refs import load_refs, save_refs

    rows, cols = args.grid
    if args.tool == "learn":
        pairs = [parse_example(text, rows, cols) for text in args.examples]  # all checked before any work
        refs = learn([(load_image(path), labels) for path, labels in pairs], rows, cols, args.rectified)
        save_refs(refs, args.out)
        return [f"cells learned: {len(refs.labels)}; classes {' '.join(refs.classes)} -> {args.out}"]
    image, scale = load_photo(args.image)  # a bad image is refused whatever the references
    reading = read_grid(image, load_refs(args.refs), rows, cols, args.rectified)
    if reading.found_by == "whole image":
        print("companion vision: no markers or outline found; read the whole image as the grid",
              file=sys.stderr)
    return [json.dumps(grid_json(reading, scale))] if args.json else reading.lines()


def grid_json(reading: GridReading, scale: float) -> dict[str, object]:
    """A reading for scripts: every cell with its confidence and whether it is a doubt, the doubts (row,
    column) on their own, and the grid's corners in the file's own pixels."""
    cells = [{"row": i // reading.cols, "col": i % reading.cols, "label": c.label,
              "confidence": round(c.confidence, 3), "doubt": c.flagged} for i, c in enumerate(reading.cells)]
    return {"rows": reading.lines(), "cells": cells, "doubts": [list(rc) for rc in reading.flagged()],
            "found_by": reading.found_by, "corners": [[round(v / scale, 1) for v in xy] for xy in reading.corners]}


def language() -> str:
    """The user's language for messages (fr or ja when the locale says so, else English)."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        if value:
            return value[:2] if value[:2] in ("fr", "ja") else "en"
    return "en"


def said(error: VisionInputError) -> str:
    if not error.key:
        return str(error)
    from companion.locale import Translator

    return Translator(language()).message(error.key, error.params)


def main(argv: list[str]) -> int:
    try:
        args = build_parser().parse_args(argv)
        lines = run(args)
    except VisionInputError as error:
        print(f"companion vision: {said(error)}", file=sys.stderr)
        return 2
    except SystemExit as done:  # --help
        return int(done.code or 0)
    except Exception as error:  # a bug, not the input: still one line, and not the input's exit status
        print(f"companion vision: internal error ({type(error).__name__}: {error}); please report it",
              file=sys.stderr)
        return 1
    for line in lines:
        print(line)
    return 0
