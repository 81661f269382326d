"""Headless subcommands: JSON in, JSON out, no Kivy. Malformed input: one line naming the file and the line or
field at fault and what is allowed, in the user's language (their locale), exit 2; a refusal of the rules: its
reason, exit 1. Never a traceback, and no input can take much memory: files are capped before they are read
(companion/core/textfile.py) and every list and number in them is capped by its game's format."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Any, Callable, Mapping

from companion.core.settings import config_dir
from companion.core.textfile import FileFault, read_json, read_toml
from companion.locale import Translator, environment_language
from games.base import Phrase, RuleError
from games.json_input import HeadlessError

EXIT_MALFORMED = 2
EXIT_REFUSED = 1


def say(key: str, params: Mapping[str, Any]) -> None:
    print(Translator(environment_language()).message(key, params), file=sys.stderr)


def say_fault(path: Path, fault: FileFault) -> int:
    notice = fault.said(path)
    say(notice.key, notice.params)
    return EXIT_MALFORMED


def run_json_command(path: Path, command: Callable[[Any], dict[str, Any]], config: Path | None = None) -> int:
    """Read FILE, run the pure command, print its JSON; a refused offer exits 1, bad input exits 2. ``config``:
    the game's component file, named when a fault is in it."""
    try:
        data = read_json(path)
    except FileFault as fault:
        return say_fault(path, fault)
    try:
        result = command(data)
    except RuleError as error:
        say("{file}: {reason}", {"file": str(path), "reason": Phrase(error.key, tuple(error.params.items()))})
        return EXIT_REFUSED
    except HeadlessError as error:
        where = config if error.in_config and config is not None else path
        say("{file}: {reason}", {"file": str(where), "reason": Phrase(error.key, tuple(error.params.items()))})
        return EXIT_MALFORMED
    # JSON is UTF-8 whatever the terminal's encoding; the input checks let no lone surrogate through.
    sys.stdout.buffer.write(json.dumps(result, ensure_ascii=False, indent=2).encode("utf-8") + b"\n")
    sys.stdout.flush()
    return 0


# Each game with an end scoring: its module, which has score_file(data) -> dict (pure, no Kivy), and the
# component data file (config/games/NAME.toml) it reads verified values from, passed as score_file(data, config).
SCORERS: dict[str, tuple[str, str | None]] = {
    "kilim": ("games.kilim.headless", None),
    "ilos": ("games.ilos.headless", None),
    "kilia": ("games.kilia.headless", None),
    "catan-ep": ("games.catan_ep.headless", "catan_ep"),
}


def score(game: str, path: Path) -> int:
    if game not in SCORERS:
        say("No end scoring for {game}; games with one: {known}", {"game": game, "known": ", ".join(sorted(SCORERS))})
        return EXIT_MALFORMED
    module_name, config_name = SCORERS[game]
    score_file = importlib.import_module(module_name).score_file
    if config_name is None:
        return run_json_command(path, score_file)
    config_file = config_dir() / "games" / f"{config_name}.toml"
    try:
        config = read_toml(config_file)[1] if config_file.is_file() else {}
    except FileFault as fault:
        return say_fault(config_file, fault)
    return run_json_command(path, lambda data: score_file(data, config), config_file)


def kilim_auction(path: Path) -> int:
    auction_file = importlib.import_module(SCORERS["kilim"][0]).auction_file
    return run_json_command(path, auction_file)
