"""The plays written from the screen to a USB stick, and printed by `companion export` (docs/records.md#bg-stats,
docs/records.md#csv): BG Stats' plays, its play file or the CSV, in one go. The file is written beside under a temporary name, fsynced and renamed
(companion/core/atomic_file.py): a stick pulled mid-export leaves the old file or none, never half of one.
No Kivy: the screen asks the questions, this writes."""

from __future__ import annotations

import glob
import json
import os
from datetime import date
from pathlib import Path
from typing import Any, Literal, Mapping, Sequence

from companion.core import bgsplay, exports, turns_csv
from companion.core.atomic_file import write_atomically
from companion.core.box_files import ENV_VAR, STICKS
from companion.core.playlog import FINISHED, Play
from companion.core.settings import config_dir
from companion.core.textfile import read_toml

Kind = Literal["bgstats", "bgsplay", "csv"]
KINDS: tuple[Kind, ...] = ("bgstats", "bgsplay", "csv")
SUFFIXES: dict[Kind, str] = {"bgstats": "json", "bgsplay": "bgsplay", "csv": "csv"}


def stick_folders(environ: Mapping[str, str] | None = None) -> list[Path]:
    """Where the plays can go: the folders named in the environment (as for box files), then the USB sticks
    mounted now. Empty when no stick is in."""
    env = (environ if environ is not None else os.environ).get(ENV_VAR, "")
    named = [Path(p) for p in env.split(os.pathsep) if p]
    sticks = [Path(p) for pattern in STICKS for p in sorted(glob.glob(pattern))
              if Path(p).is_dir() and os.path.ismount(p)]
    return list(dict.fromkeys(named + sticks))


def bgg_ids_file() -> Path:
    return config_dir() / "bgg_ids.toml"


def read_bgg_ids(path: Path) -> dict[str, int]:
    """config/bgg_ids.toml's ids that name their source; none when there is no such file. FileFault when it
    cannot be read."""
    return exports.bgg_ids(read_toml(path)[1]) if path.is_file() else {}


def bgg_ids() -> dict[str, int]:
    """As ``read_bgg_ids``, but an unreadable file costs the ids (BG Stats then matches the games by name), never
    the export from the screen."""
    try:
        return read_bgg_ids(bgg_ids_file())
    except Exception:  # noqa: BLE001 - an unreadable id file costs the ids, never the export
        return {}


def file_name(kind: Kind, day: date) -> str:
    return f"table-companion-plays-{day.isoformat()}.{SUFFIXES[kind]}"


def contents(kind: Kind | str, plays: Sequence[Play], ids: Mapping[str, int]) -> tuple[bytes, int]:
    """The file's bytes and how many plays it holds: BG Stats takes the finished plays, the CSV every play."""
    if kind == "csv":
        return exports.to_csv(plays).encode("utf-8"), len(plays)
    if kind == "turns":  # every turn's time: one row a turn (docs/records.md#csv)
        return turns_csv.to_csv(plays).encode("utf-8"), len(plays)
    data: Any = exports.bgstats(plays, ids) if kind == "bgstats" else bgsplay.bgsplay(plays, ids)
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8"), \
        sum(p.status == FINISHED for p in plays)


def export(folder: Path, kind: Kind, plays: Sequence[Play], day: date,
           ids: Mapping[str, int] | None = None) -> tuple[Path, int]:
    """Write the file whole in ``folder``; its path and the number of plays in it (0: an empty but valid file).
    Raises OSError when the stick refuses or goes away: nothing of this export is then left on it."""
    data, count = contents(kind, plays, bgg_ids() if ids is None else ids)
    path = folder / file_name(kind, day)
    write_atomically(path, data)
    if kind == "csv" and any(p.turns for p in plays):  # every turn's time: a second CSV beside it (docs/records.md#csv)
        write_atomically(folder / f"table-companion-turns-{day.isoformat()}.csv", turns_csv.to_csv(plays).encode())
    return path, count
