"""What a backup's manifest may say, checked before anything of the backup is used
(docs/records.md#backup-and-restore): a backup is a file from a USB stick, so anyone may have written it. Every
field is checked by type and range, the JSON's size and depth are bounded before it is parsed (a deep nesting
would otherwise end in a RecursionError), and every path must name a file inside the data folder: no ".", "..",
absolute path, empty or over-long name, nor one of the files a backup never holds.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any

from games.base import N_, Phrase

FORMAT = "table-companion/backup"
VERSION = 1
MAX_MANIFEST = 1 << 20  # bytes; a manifest lists ~150 bytes a file
MAX_DEPTH = 3  # {"files": [{...}]}
MAX_FILES = 5000
MAX_TOTAL = 1 << 30  # all files unpacked: a data folder is tens of MB (docs/records.md#backup-and-restore)
MAX_GAMES = 1_000_000
MAX_PATH = 240  # characters of a path in the folder
MAX_NAME = 100  # bytes of one of its names (ext4 and FAT allow 255)
MAX_PARTS = 8
_STRUCTURE = re.compile(r'[\[\]{}"\\]')
_SHA256 = re.compile(r"[0-9a-f]{64}")
_KEYS = {"path", "size", "sha256", "mode"}


class Refused(Exception):
    """The manifest is at fault; ``reason`` says how, in words the table reads."""

    def __init__(self, reason: Phrase) -> None:
        self.reason = reason
        super().__init__(str(reason))


@dataclass(frozen=True)
class Entry:
    path: str  # under the data folder, "/" between names
    size: int
    sha256: str
    mode: int


@dataclass(frozen=True)
class Manifest:
    games: int
    files: tuple[Entry, ...]
    sealed_left_out: int = 0  # unfinished games whose keys stayed on the device (docs/journal.md#sealed-payloads)

    def as_json(self, created_at: str) -> str:
        return json.dumps({"format": FORMAT, "version": VERSION, "created_at": created_at, "games": self.games,
                           "sealed_left_out": self.sealed_left_out,
                           "files": [vars(entry) for entry in self.files]}, indent=1)


def shown(path: str) -> str:
    """A path as a message may quote it: one line, and short."""
    flat = "".join(char if char.isprintable() else "?" for char in path[:60])
    return flat + ("…" if len(path) > 60 else "")


def parse(raw: bytes, never_held: frozenset[str]) -> Manifest:
    """The manifest's bytes, checked whole; Refused naming the first fault. ``never_held``: the folder's files
    a backup never holds (the writer's lock, ...)."""
    if len(raw) > MAX_MANIFEST:
        raise Refused(Phrase.of(N_("its manifest is larger than a backup's can be")))
    text = raw.decode("utf-8")  # UnicodeDecodeError is a ValueError: the caller says "damaged"
    if _too_deep(text):
        raise Refused(Phrase.of(N_("its manifest is nested more deeply than a backup's can be")))
    value = json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    if not isinstance(value, dict) or value.get("format") != FORMAT:
        raise Refused(Phrase.of(N_("it is not a Table Companion backup")))
    if value.get("version") != VERSION or type(value.get("version")) is not int:
        raise Refused(Phrase.of(N_("backup version {version} is not known to this app"),
                                version=shown(str(value.get("version")))))
    if not isinstance(value.get("created_at", ""), str):
        raise Refused(_field("created_at", Phrase.of(N_("a date and time"))))
    listed = value.get("files")
    if not isinstance(listed, list) or len(listed) > MAX_FILES:
        raise Refused(_field("files", Phrase.of(N_("a list of at most {most} files"), most=str(MAX_FILES))))
    files = tuple(_entry(item, never_held) for item in listed)
    _distinct(files)
    if sum(entry.size for entry in files) > MAX_TOTAL:
        raise Refused(Phrase.of(N_("its files would take more than {size} unpacked"), size=_mib(MAX_TOTAL)))
    return Manifest(_whole(value.get("games"), "games", MAX_GAMES), files,
                    _whole(value.get("sealed_left_out", 0), "sealed_left_out", MAX_GAMES))


def _mib(size: int) -> str:
    return f"{size >> 20} MiB"


def _too_deep(text: str) -> bool:
    """Whether brackets outside strings nest deeper than MAX_DEPTH; a look at each bracket, quote and backslash."""
    depth, in_string, escaped_at = 0, False, -1
    for match in _STRUCTURE.finditer(text):
        at, char = match.start(), match.group()
        if at == escaped_at:
            continue
        if in_string:
            if char == "\\":
                escaped_at = at + 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif char in "]}":
            depth -= 1
    return False


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 18:
        raise ValueError("a number longer than any a backup holds")
    return int(text)


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a backup holds")


def _field(name: str, allowed: Phrase) -> Phrase:
    return Phrase.of(N_("{field} in its manifest is not {allowed}"), field=name, allowed=allowed)


def _whole(value: Any, name: str, most: int) -> int:
    if type(value) is not int or not 0 <= value <= most:  # bool is an int: refused too
        raise Refused(_field(name, Phrase.of(N_("a whole number from 0 to {most}"), most=str(most))))
    return value


def _entry(item: Any, never_held: frozenset[str]) -> Entry:
    if not isinstance(item, dict) or set(item) != _KEYS:
        raise Refused(_field("files", Phrase.of(N_("a list of files, each with its path, size, sha256 and mode"))))
    path = _path(item["path"], never_held)
    sha256 = item["sha256"]
    if not isinstance(sha256, str) or not _SHA256.fullmatch(sha256):
        raise Refused(_field("sha256", Phrase.of(N_("a SHA-256 checksum (64 hex digits)"))))
    mode = item["mode"]
    if type(mode) is not int or not 0 <= mode <= 0o777:
        raise Refused(_field("mode", Phrase.of(N_("a file mode from 0 to 777 (octal)"))))
    return Entry(path, _whole(item["size"], "size", MAX_TOTAL), sha256, mode)


def _path(name: Any, never_held: frozenset[str]) -> str:
    if not isinstance(name, str):
        raise Refused(_field("path", Phrase.of(N_("a text"))))
    if len(name) > MAX_PATH:
        raise Refused(Phrase.of(N_("its list of files names a path of {length} characters ({most} at most)"),
                                length=str(len(name)), most=str(MAX_PATH)))
    parts = name.split("/")
    if (PurePosixPath(name).is_absolute() or len(parts) > MAX_PARTS
            or any(part in ("", ".", "..") or len(part.encode("utf-8", "replace")) > MAX_NAME
                   or not part.isprintable() or "\\" in part for part in parts)):
        raise Refused(Phrase.of(N_("its list of files names {path}: only a file inside the data folder can be "
                                   "restored (no “.”, “..”, absolute path or empty name)"), path=shown(name)))
    if name in never_held:
        raise Refused(Phrase.of(N_("its list of files names {path}, a file a backup never holds"), path=shown(name)))
    return name


def _distinct(files: tuple[Entry, ...]) -> None:
    """No path twice, and none that is a folder of another (a file "a" and a file "a/b")."""
    paths: set[str] = set()
    for entry in files:
        if entry.path in paths:
            raise Refused(Phrase.of(N_("its list of files names {path} twice"), path=shown(entry.path)))
        paths.add(entry.path)
    for entry in files:
        parts = entry.path.split("/")
        for cut in range(1, len(parts)):
            if "/".join(parts[:cut]) in paths:
                raise Refused(Phrase.of(N_("its list of files names {path} twice"), path=shown("/".join(parts[:cut]))))
