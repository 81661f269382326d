"""The unfinished games a table gave up: kept in History as abandoned, gone from Home's Continue list. A
small file in the data folder beside the journal (docs/design.md#history), replaced whole
(companion/core/atomic_file.py); a game is named by its id and its start time, so a journal rebuilt with
other ids never hides a game by mistake. No Kivy, no game."""

from __future__ import annotations

import json
from pathlib import Path

from companion.core.atomic_file import write_atomically

FILE_NAME = "abandoned.json"


class Abandoned:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.games: set[tuple[int, str]] = set()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            self.games = {(int(g["id"]), str(g["created_at"])) for g in data["games"]}
        except (OSError, ValueError, KeyError, TypeError):
            pass  # none yet, or unreadable: every unfinished game shows on Home, nothing is hidden

    @staticmethod
    def in_folder(folder: Path) -> "Abandoned":
        return Abandoned(folder / FILE_NAME)

    def __contains__(self, game: object) -> bool:
        return game in self.games

    def abandon(self, game_id: int, created_at: str) -> bool:
        """False when the disk refused (the game is still shown as abandoned for this run)."""
        self.games.add((game_id, created_at))
        data = {"version": 1, "games": [{"id": i, "created_at": c} for i, c in sorted(self.games)]}
        try:
            write_atomically(self.path, json.dumps(data, indent=1).encode("utf-8"))
        except OSError:
            return False
        return True
