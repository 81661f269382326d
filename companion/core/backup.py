"""Backing up and restoring the whole data folder (docs/records.md#backup-and-restore): one zip file holding a
manifest (format, version, each file's size and SHA-256) and the folder's files, the journal copied through
SQLite's backup API (a consistent copy even while the app writes, where a file copy could tear a page or miss the
-wal). Nothing half-written is left under the final name: both directions write to a temporary name and rename.

A restore never merges: it replaces the data folder, keeping the one it replaces beside it, and only when asked
(``replace``) if that folder holds games. A truncated, damaged or foreign file is refused with the reason.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import tempfile
import time
import zipfile
import zlib
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from games.base import N_, Phrase, Plural

from companion.core.atomic_file import replace_durably
from companion.core.datadir import JOURNAL_NAME
from companion.core.ports import Notice
from companion.core.writer_lock import AlreadyRunning, WriterLock

FORMAT = "table-companion/backup"
VERSION = 1
MANIFEST = "manifest.json"
DATA = "data/"  # every file of the folder is under this prefix in the zip
# The journal goes in through the backup API; its -wal and -shm are in that copy. The lock belongs to the running
# app; the move log is a second copy of what that copy holds whole (docs/journal.md, "The move log"); ".acked" was
# an older app's sidecar.
LEFT_OUT = {JOURNAL_NAME + suffix for suffix in ("", "-wal", "-shm", ".lock", ".moves", ".acked")}


class BackupError(Exception):
    """``malformed``: the file is at fault (damaged, foreign); else the folder or the moment (the app runs, games
    would be replaced, the disk refuses)."""

    def __init__(self, notice: Notice, malformed: bool = False) -> None:
        self.notice, self.malformed = notice, malformed
        super().__init__(notice.english())


@dataclass(frozen=True)
class Done:
    files: int
    games: int
    kept: Path | None = None  # where the replaced data folder was moved (restore)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as source:
        for block in iter(lambda: source.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _games(journal: Path) -> int:
    """How many games a journal file holds (0 for none or no file)."""
    if not journal.is_file():
        return 0
    try:
        with closing(sqlite3.connect(f"file:{journal}?mode=ro", uri=True)) as conn:
            return int(conn.execute("SELECT count(*) FROM games").fetchone()[0])
    except sqlite3.Error:
        return 0


def _fsync_rename(temporary: Path, final: Path) -> None:
    with temporary.open("rb+") as written:
        os.fsync(written.fileno())
    replace_durably(temporary, final)


def backup(folder: Path, target: Path) -> Done:
    """The data folder ``folder`` to the zip file ``target``."""
    partial = target.with_name(f".{target.name}.part-{os.getpid()}")
    try:
        with tempfile.TemporaryDirectory() as work:
            files: list[tuple[str, Path]] = []
            if (folder / JOURNAL_NAME).is_file():
                copy = Path(work) / JOURNAL_NAME
                with closing(sqlite3.connect(f"file:{folder / JOURNAL_NAME}?mode=ro", uri=True)) as source, \
                        closing(sqlite3.connect(copy)) as destination:
                    source.backup(destination)
                files.append((JOURNAL_NAME, copy))
            files += sorted((path.relative_to(folder).as_posix(), path) for path in folder.rglob("*")
                            if path.is_file() and path.relative_to(folder).as_posix() not in LEFT_OUT)
            entries = [{"path": name, "size": path.stat().st_size, "sha256": _sha256(path),
                        "mode": path.stat().st_mode & 0o777} for name, path in files]
            games = _games(Path(work) / JOURNAL_NAME)
            manifest = {"format": FORMAT, "version": VERSION, "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ",
                        time.gmtime()), "games": games, "files": entries}
            fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # it holds the sealing keys
            with os.fdopen(fd, "wb") as raw, zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as archive:
                archive.writestr(MANIFEST, json.dumps(manifest, indent=1))
                for name, path in files:
                    archive.write(path, DATA + name)
            _fsync_rename(partial, target)
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise BackupError(Notice("The backup cannot be written to {file} ({reason})",
                                 {"file": str(target), "reason": error.strerror or str(error)})) from None
    return Done(len(files), games)


def _refused(source: Path, reason: Phrase | str) -> BackupError:
    return BackupError(Notice("{file} is refused: {reason}", {"file": str(source), "reason": reason}), True)


def _safe(name: Any) -> bool:
    path = PurePosixPath(str(name))
    return isinstance(name, str) and bool(name) and not path.is_absolute() and ".." not in path.parts


def check(source: Path) -> dict[str, Any]:
    """The manifest of a whole, untouched backup file; BackupError saying what is wrong otherwise."""
    try:
        with zipfile.ZipFile(source) as archive:
            manifest = json.loads(archive.read(MANIFEST))
            if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
                raise _refused(source, Phrase.of(N_("it is not a Table Companion backup")))
            if manifest.get("version") != VERSION:
                raise _refused(source, Phrase.of(N_("backup version {version} is not known to this app"),
                                                 version=str(manifest.get("version"))))
            listed = manifest.get("files")
            if not isinstance(listed, list) or not all(isinstance(f, dict) and _safe(f.get("path")) for f in listed):
                raise _refused(source, Phrase.of(N_("its list of files is damaged")))
            names = {DATA + f["path"] for f in listed}
            if set(archive.namelist()) != names | {MANIFEST}:
                raise _refused(source, Phrase.of(N_("its files are not the ones its list names")))
            for entry in listed:
                data = archive.read(DATA + entry["path"])  # zipfile checks each file's CRC as it reads
                if len(data) != entry.get("size") or hashlib.sha256(data).hexdigest() != entry.get("sha256"):
                    raise _refused(source, Phrase.of(N_("{path} does not match its checksum"), path=entry["path"]))
            return manifest
    except BackupError:
        raise
    except KeyError:
        raise _refused(source, Phrase.of(N_("it is not a Table Companion backup"))) from None
    except (zipfile.BadZipFile, zlib.error, ValueError, EOFError) as error:
        raise _refused(source, Phrase.of(N_("it is damaged or cut short ({reason})"), reason=str(error))) from None
    except OSError as error:
        raise _refused(source, error.strerror or str(error)) from None


def restore(source: Path, folder: Path, replace: bool = False) -> Done:
    """The data folder from the backup ``source``. BackupError if the file is refused, if the app is running,
    or if ``folder`` holds games and ``replace`` is not given."""
    manifest = check(source)
    present = _games(folder / JOURNAL_NAME)
    if present and not replace:
        raise BackupError(Notice("The data folder {folder} already holds {games}; a restore replaces them all (they "
                                 "are kept aside, not merged): run it again with --replace",
                                 {"folder": str(folder), "games": Plural("{count} game", "{count} games", present)}))
    try:
        lock = WriterLock.acquire(folder / JOURNAL_NAME) if folder.is_dir() else None
    except AlreadyRunning:
        raise BackupError(Notice("The app is running on {folder}; close it before a restore",
                                 {"folder": str(folder)})) from None
    staging = folder.with_name(f".{folder.name}.restoring-{os.getpid()}")
    try:
        shutil.rmtree(staging, ignore_errors=True)
        with zipfile.ZipFile(source) as archive:
            for entry in manifest["files"]:
                target = staging / entry["path"]
                target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
                target.write_bytes(archive.read(DATA + entry["path"]))
                target.chmod(int(entry.get("mode", 0o600)) & 0o777)
        kept = None
        if folder.exists() and any(p.name not in LEFT_OUT for p in folder.iterdir()):
            kept = folder.with_name(f"{folder.name}.before-restore-{time.strftime('%Y%m%d-%H%M%S')}")
            folder.rename(kept)
        else:
            shutil.rmtree(folder, ignore_errors=True)
        staging.rename(folder)
    except OSError as error:
        shutil.rmtree(staging, ignore_errors=True)
        raise BackupError(Notice("The backup cannot be restored to {folder} ({reason})",
                                 {"folder": str(folder), "reason": error.strerror or str(error)})) from None
    finally:
        if lock is not None:
            lock.release()
    return Done(len(manifest["files"]), int(manifest.get("games", 0)), kept)
