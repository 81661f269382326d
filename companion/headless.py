"""Headless subcommands: JSON in, JSON out, no Kivy. Malformed input: one line naming the file and the line or
field at fault and what is allowed, in the user's language (their locale), exit 2; a refusal of the rules: its
reason, exit 1. Never a traceback, and no input can take much memory: files are capped before they are read
(companion/core/textfile.py) and every list and number in them is capped by its game's format."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Callable, Mapping

from companion.core.settings import config_dir
from companion.core.textfile import FileFault, read_json, read_toml
from companion.locale import Translator, environment_language
from companion.plugins import GamePlugin, plugins, resolve
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


def _scorers() -> dict[str, GamePlugin]:
    """Each game with an end scoring, by engine name, from its plugin (docs/design.md#plugins)."""
    return {plugin.engine: plugin for plugin in plugins() if plugin.scoring is not None}


def score(game: str, path: Path) -> int:
    scorers = _scorers()
    if game not in scorers:
        say("No end scoring for {game}; games with one: {known}", {"game": game, "known": ", ".join(sorted(scorers))})
        return EXIT_MALFORMED
    plugin = scorers[game]
    score_file = resolve(str(plugin.scoring))
    if not plugin.scoring_reads_config:
        return run_json_command(path, score_file)
    config_file = config_dir() / "games" / f"{plugin.package}.toml"
    try:
        config = read_toml(config_file)[1] if config_file.is_file() else {}
    except FileFault as fault:
        return say_fault(config_file, fault)
    return run_json_command(path, lambda data: score_file(data, config), config_file)


def tool(game: str, name: str, path: Path) -> int:
    """``companion <game> <tool> FILE``: one of the game's own headless commands (GamePlugin.tools)."""
    plugin = next(p for p in plugins() if p.engine == game)
    return run_json_command(path, resolve(next(t.run for t in plugin.tools if t.name == name)))
