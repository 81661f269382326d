"""The players a table has named, with their colours, last used first, kept in the data folder
(docs/design.md#players-remembered). No Kivy, no game."""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from companion.core.atomic_file import write_atomically
from companion.core.ports import Notice

FILE_NAME = "players.json"
MOST_CHARACTERS = 24  # a name a seat bar shows whole, in any script
KEPT = 60  # the roster forgets the players unused for longest beyond this many


@dataclass(frozen=True)
class Remembered:
    name: str
    colour: str


def same_name(a: str, b: str) -> bool:
    """Names a table would call the same: case, width and accents as typed do not tell two players apart."""
    def key(name: str) -> str:
        return unicodedata.normalize("NFKC", name).strip().casefold()
    return key(a) == key(b)


@dataclass(frozen=True)
class SeatProblem:
    """What keeps a seat's name from starting a game: ``kind`` "unnamed", "same" (as seat ``other``) or "long";
    seats count from 0. New game asks the table what to do about it rather than refusing."""

    kind: str
    seat: int
    other: int = -1


def seat_problem(names: list[str]) -> SeatProblem | None:
    """The first seat whose name cannot start a game, or None."""
    for index, name in enumerate(names):
        if not name.strip():
            return SeatProblem("unnamed", index)
        if len(name.strip()) > MOST_CHARACTERS:
            return SeatProblem("long", index)
        other = next((i for i, earlier in enumerate(names[:index]) if same_name(name, earlier)), -1)
        if other >= 0:
            return SeatProblem("same", index, other)
    return None


def name_problem(names: list[str]) -> Notice | None:
    """Why the table's names cannot start a game (the first problem met), in words, or None."""
    problem = seat_problem(names)
    if problem is None:
        return None
    if problem.kind == "unnamed":
        return Notice("Player {number} has no name yet: type one", {"number": problem.seat + 1})
    if problem.kind == "long":
        return Notice("A name is at most {most} characters: {name} is longer",
                      {"most": MOST_CHARACTERS, "name": names[problem.seat].strip()[:MOST_CHARACTERS] + "…"})
    return Notice("Two players have the same name")  # the engines' own words (they check it too)


class Roster:
    """Read once; ``remember`` rewrites the file atomically. A file that cannot be read is set aside (renamed,
    never overwritten) before the first new write, and the roster starts empty."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.players: list[Remembered] = []
        self.at_last_table = 0  # the first this many players sat at the last game started
        self.damaged = False
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            self.players = [Remembered(str(p["name"]), str(p["colour"])) for p in data["players"]]
            self.at_last_table = min(int(data.get("last_table", 0)), len(self.players))  # absent before it was kept
        except FileNotFoundError:
            pass
        except (OSError, ValueError, KeyError, TypeError):
            self.damaged = True

    @staticmethod
    def in_folder(folder: Path) -> "Roster":
        return Roster(folder / FILE_NAME)

    def remember(self, table: Iterable[tuple[str, str]]) -> bool:
        """The table's players go first (in seat order), each with the colour they just played; False when the
        disk refused (the roster still holds them for this run)."""
        fresh = [Remembered(name.strip(), colour) for name, colour in table]
        rest = [p for p in self.players if not any(same_name(p.name, f.name) for f in fresh)]
        self.players = (fresh + rest)[:KEPT]
        self.at_last_table = min(len(fresh), len(self.players))
        data = {"version": 1, "players": [{"name": p.name, "colour": p.colour} for p in self.players],
                "last_table": self.at_last_table}
        try:
            if self.damaged and self.path.exists():
                self.path.replace(self.path.with_name(self.path.name + ".damaged"))
            self.damaged = False
            write_atomically(self.path, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))
        except OSError:
            return False
        return True

    def last_table(self) -> list[Remembered]:
        """The players of the last game started, in seat order ([] before the first)."""
        return self.players[:self.at_last_table]

    def offered(self, at_table: Iterable[str]) -> list[Remembered]:
        """The remembered players not at the table yet, last used first."""
        names = list(at_table)
        return [p for p in self.players if not any(same_name(p.name, n) for n in names)]
