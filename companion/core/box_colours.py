"""The box's player colours (docs/design.md#players-remembered), one a seat. Those a rulebook names are component data
in config/games/<package>.toml (``[colours]``: ``box``, how many the box holds, and ``named``, each with its source);
a colour of the box the rulebook does not name is asked of the table once, the first time a seat needs it, and kept
in the preferences under the game's own key (``<package>_colours``: it travels with the box's export,
companion/core/box_files.py). Never invented: a colour neither named nor answered is not offered. No Kivy.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Collection, Sequence

from companion.core.config_check import game_config
from companion.core.settings import config_dir

KEY = "{package}_colours"  # the table's answers, in the order they were given


@dataclass(frozen=True)
class BoxColours:
    named: tuple[str, ...]  # named by the rulebook (config), in the file's order
    asked: tuple[str, ...]  # the table's answers for the others
    count: int  # how many colours the box holds; 0: the file says nothing (the whole palette is offered)

    @property
    def known(self) -> tuple[str, ...]:
        return (self.named + self.asked)[:self.count]

    @property
    def unknown(self) -> int:
        """How many of the box's colours the table has not told yet."""
        return max(0, self.count - len(self.known))


@cache
def file_colours(path: Path) -> Any:
    """The file's ``[colours]`` table as written (read once a run: New game asks it on every tap of a colour)."""
    return game_config(path).get("colours", {})


def box_colours(package: str, preferences: Any, allowed: Collection[str]) -> BoxColours:
    """The game's box colours: the file's named ones and the table's answers, each an id of ``allowed`` (the theme's
    colours) and none twice; an answer no longer allowed is dropped (asked again)."""
    table = file_colours(config_dir() / "games" / f"{package}.toml")
    entries = table.get("named", []) if isinstance(table, dict) else []
    named = tuple(dict.fromkeys(str(e["id"]) for e in entries if isinstance(e, dict) and e.get("id") in allowed))
    count = table.get("box", len(named)) if isinstance(table, dict) else 0
    count = count if isinstance(count, int) and count >= len(named) else len(named)
    stored = preferences.get(KEY.format(package=package))
    answers = [c for c in stored if isinstance(c, str) and c in allowed and c not in named] \
        if isinstance(stored, list) else []
    return BoxColours(named, tuple(dict.fromkeys(answers))[:count - len(named)], count)


def keep_answers(package: str, preferences: Any, answers: Sequence[str]) -> bool:
    """The table's answers for the colours the rulebook does not name, replacing the earlier ones; False if the disk
    refused (they still hold for this run)."""
    return bool(preferences.set(KEY.format(package=package), list(answers)))
