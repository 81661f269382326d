"""Headless subcommands: JSON in, JSON out, no Kivy. Malformed input: one-line reason, exit 2."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Callable

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


def score(game: str, path: Path) -> int:
    if game == "kilim":
        from games.kilim.headless import score_file
    elif game == "ilos":
        from games.ilos.headless import score_file
    elif game == "kilia":
        from games.kilia.headless import score_file
    else:
        print(f"error: no end scoring for {game!r}; games with one: ilos, kilia, kilim", file=sys.stderr)
        return EXIT_MALFORMED
    return run_json_command(path, score_file)


def kilim_auction(path: Path) -> int:
    from games.kilim.headless import auction_file

    return run_json_command(path, auction_file)
