"""Headless subcommands: JSON in, JSON out, no Kivy. Malformed input: one-line reason, exit 2."""

from __future__ import annotations

import importlib
import json
import sys
import tomllib
from pathlib import Path
from typing import Any, Callable

from companion.core.settings import config_dir
from games.base import RuleError

EXIT_MALFORMED = 2
EXIT_REFUSED = 1


def read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise ValueError(f"cannot read {path}: {error.strerror}") from None
    except json.JSONDecodeError as error:
        raise ValueError(f"{path} is not JSON: {error.msg} at line {error.lineno}, column {error.colno}") from None


def run_json_command(path: Path, command: Callable[[Any], dict[str, Any]]) -> int:
    """Read FILE, run the pure command, print its JSON; a refused offer exits 1, bad input exits 2."""
    try:
        result = command(read_json(path))
    except RuleError as error:
        print(f"refused: {error.english()}", file=sys.stderr)
        return EXIT_REFUSED
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_MALFORMED
    print(json.dumps(result, ensure_ascii=False, indent=2))
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
        known = ", ".join(sorted(SCORERS))
        print(f"error: no end scoring for {game!r}; games with one: {known}", file=sys.stderr)
        return EXIT_MALFORMED
    module_name, config_name = SCORERS[game]
    score_file = importlib.import_module(module_name).score_file
    if config_name is None:
        return run_json_command(path, score_file)
    config_file = config_dir() / "games" / f"{config_name}.toml"
    config = tomllib.loads(config_file.read_text(encoding="utf-8")) if config_file.is_file() else {}
    return run_json_command(path, lambda data: score_file(data, config))


def kilim_auction(path: Path) -> int:
    from games.kilim.headless import auction_file

    return run_json_command(path, auction_file)
