"""Box data once, shared (docs/design.md#box-data-once-shared): what a table entered about its box (kept in
the data folder under the game's own keys) written to a file, and read back from one in another data folder,
so that one table's typing serves every table with the same box. No Kivy, no game: a game is its plugin's
package name (the keys' prefix) and its engine's name (the file says which game it is for)."""

from __future__ import annotations

import glob
import json
import os
import shutil
from pathlib import Path
from typing import Any, Mapping

from companion.core.atomic_file import write_atomically
from companion.core.ports import Notice
from companion.core.settings import Preferences
from companion.core.textfile import FileFault, read_json

FORMAT = "table-companion-box"
VERSION = 1
ENV_VAR = "COMPANION_BOX_FOLDERS"  # more folders to look in, os.pathsep between them
STICKS = ("/media/*/*", "/media/*", "/run/media/*/*")  # where a Pi's desktop mounts a USB stick


class BoxRefused(Exception):
    def __init__(self, notice: Notice) -> None:
        super().__init__(notice.english())
        self.notice = notice


def prefix(package: str) -> str:
    return f"{package}_"


def box_values(preferences: Preferences, package: str) -> dict[str, Any]:
    """The game's box data in the data folder: the preferences under the game's own keys."""
    return {key: value for key, value in preferences.items() if key.startswith(prefix(package))}


def file_name(package: str) -> str:
    return f"{package}-box.json"


def write_box(folder: Path, package: str, engine: str, values: dict[str, Any]) -> Path:
    """Raises OSError when the folder cannot be written (the file then is not there, or is the old one)."""
    path = folder / file_name(package)
    data = {"format": FORMAT, "version": VERSION, "game": engine, "values": values}
    write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True).encode("utf-8"))
    return path


def read_box(path: Path, package: str, engine: str) -> dict[str, Any]:
    """The values a box file holds for this game; BoxRefused (a translatable notice) for a file that cannot
    be read, is not a box file of this app, is from a newer app, or is another game's."""
    not_ours = Notice("{file} is not a box file of this app: nothing was imported", {"file": path.name})
    try:
        data = read_json(path)
    except (OSError, FileFault):
        raise BoxRefused(not_ours) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("values"), dict):
        raise BoxRefused(not_ours)
    if not isinstance(data.get("version"), int) or data["version"] > VERSION:
        raise BoxRefused(Notice("{file} was written by a newer version of the app: nothing was imported",
                                {"file": path.name}))
    if data.get("game") != engine:
        raise BoxRefused(Notice("{file} holds another game's box data: nothing was imported", {"file": path.name}))
    values: dict[str, Any] = data["values"]
    if not values or not all(isinstance(k, str) and k.startswith(prefix(package)) for k in values):
        raise BoxRefused(not_ours)
    return values


def import_box(preferences: Preferences, values: dict[str, Any]) -> bool:
    """Into the data folder, where the game's entry pages find them; False when the disk refused."""
    return preferences.update(values)


def exchange_folders(data_folder: Path, environ: dict[str, str] | None = None) -> list[Path]:
    """Where box files are written and looked for: the folders named in the environment, the USB sticks
    mounted now, and the data folder's ``boxes``."""
    env = (environ if environ is not None else dict(os.environ)).get(ENV_VAR, "")
    named = [Path(p) for p in env.split(os.pathsep) if p]
    sticks = [Path(p) for pattern in STICKS for p in sorted(glob.glob(pattern))
              if Path(p).is_dir() and os.path.ismount(p)]
    return list(dict.fromkeys(named + sticks + [data_folder / "boxes"]))


def box_files(folders: list[Path]) -> list[Path]:
    """Every JSON file in those folders (a foreign one too: reading it says why it is refused)."""
    found: list[Path] = []
    for folder in folders:
        try:
            found += sorted(p for p in folder.iterdir() if p.suffix == ".json" and p.is_file())
        except OSError:
            continue
    return found


def free_bytes(folder: Path) -> int | None:
    """The free space where ``folder`` lives (a USB stick's), or None when it cannot be read."""
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return None


def import_found(preferences: Preferences, folders: list[Path],
                 games: Mapping[str, str]) -> tuple[list[str], list[Notice]]:
    """One tap: every box file (``<package>-box.json``) in those folders imported, the first found of each game
    (``games``: engine name -> package). (The engines imported, the notices of the files refused.) A refused file
    changes nothing; each game's values are written in one go."""
    packages = {package: engine for engine, package in games.items()}
    imported: list[str] = []
    refused: list[Notice] = []
    for path in box_files(folders):
        package = path.name.removesuffix("-box.json") if path.name.endswith("-box.json") else None
        engine = packages.get(package or "")
        if package is None or engine is None or engine in imported:
            continue  # not a box file's name, a game this app does not know, or one already imported
        try:
            values = read_box(path, package, engine)
        except BoxRefused as refusal:
            refused.append(refusal.notice)
            continue
        if not import_box(preferences, values):
            refused.append(Notice("The disk refused to save it: the box data holds only until the app closes"))
            continue
        imported.append(engine)
    return imported, refused
