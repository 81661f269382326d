"""Backing up and restoring the whole data folder (docs/records.md#backup-and-restore): one zip file holding a
manifest (format, version, each file's size and SHA-256) and the folder's files, the journal copied through
SQLite's backup API (a consistent copy even while the app writes, where a file copy could tear a page or miss the
-wal). Nothing half-written is left under the final name: both directions write to a temporary name and rename.

A backup holds no key of an unfinished game: its sealed moves are not revealed yet, and a stick has no file modes
(docs/journal.md#sealed-payloads). A restore never merges: it replaces the data folder, keeping the one it
replaces beside it, and only when asked (``replace``) if that folder holds games. Any file may be handed to it, so
it reads the zip entry by entry in bounded blocks, refuses what a backup never is (backup_manifest.py, a
compression ratio no data folder has) with the reason, and touches the live folder only once the new one is whole.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import sqlite3
import stat
import struct
import tempfile
import time
import zipfile
import zlib
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Callable

from games.base import N_, Phrase, Plural

from companion.core import restore_diff
from companion.core.atomic_file import replace_durably
from companion.core.backup_manifest import MAX_FILES, MAX_MANIFEST, Entry, Manifest, Refused, parse, shown
from companion.core.datadir import JOURNAL_NAME
from companion.core.ports import Notice
from companion.core.writer_lock import AlreadyRunning, WriterLock

MANIFEST = "manifest.json"
DATA = "data/"  # every file of the folder is under this prefix in the zip
# The journal goes in through the backup API; its -wal and -shm are in that copy. The lock belongs to the running
# app; the move log is a second copy of what that copy holds whole (docs/journal.md, "The move log"); ".acked" was
# an older app's sidecar.
LEFT_OUT = {JOURNAL_NAME + suffix for suffix in ("", "-wal", "-shm", ".lock", ".moves", ".acked")}
NEVER_HELD = frozenset(LEFT_OUT - {JOURNAL_NAME})
SCRATCH = {JOURNAL_NAME + suffix for suffix in ("-shm", ".lock")}  # a folder holding only these holds nothing
KEYS = "keys"  # the journal's KeyRing folder; one game-<id>.key a game with a sealed move
_KEY_FILE = re.compile(r"game-([0-9]{1,18})\.key")
BLOCK = 1 << 20  # read and written a MiB at a time, whatever an entry's size
MAX_RATIO = 200  # unpacked over packed size; a journal packs ~5-20 times, a zip bomb ~1000 (deflate's most)
MAX_DIRECTORY = 4 << 20  # the zip's central directory, read whole by zipfile: MAX_FILES entries fit
_END = struct.Struct("<4s4H2LH")  # the end of central directory record
Paired = list[tuple[Entry, zipfile.ZipInfo]]  # each file the manifest lists, with its entry in the zip


NOT_RESTORED = N_("The backup cannot be restored to {folder} ({reason})")


class BackupError(Exception):
    """``malformed``: the file is at fault (damaged, foreign); else the folder or the moment (the app runs, games
    would be replaced, the disk refuses). ``cause``: the disk's refusal, which a screen says in the table's words
    (the notice, with its paths and the system's message, is a terminal's)."""

    def __init__(self, notice: Notice, malformed: bool = False, cause: OSError | None = None) -> None:
        self.notice, self.malformed, self.cause = notice, malformed, cause
        super().__init__(notice.english())


@dataclass(frozen=True)
class Done:
    files: int
    games: int
    kept: Path | None = None  # where the replaced data folder was moved (restore)
    sealed_left_out: int = 0  # unfinished games whose sealed moves the backup cannot open
    lacking: tuple[restore_diff.Game, ...] = ()  # the replaced folder's games the backup lacks (restore)


def left_out_words(count: int) -> Plural:
    """What a backup made now leaves out, said before it is made (by touch) and after (headless)."""
    return Plural("The backup leaves out the keys of {count} unfinished game's sealed moves (bids, stashes not yet "
                  "revealed), so that no one reads them from the stick: restored, that game goes on from before its "
                  "first sealed move.",
                  "The backup leaves out the keys of {count} unfinished games' sealed moves (bids, stashes not yet "
                  "revealed), so that no one reads them from the stick: restored, those games go on from before "
                  "their first sealed move.", count)


def restored_without_words(count: int) -> Plural:
    """What a restore of such a backup means for those games, said before it is made (by touch) and after."""
    return Plural("{count} unfinished game in the backup comes without the keys of its sealed moves: it goes on from "
                  "before its first sealed move, and the moves from there are set aside.",
                  "{count} unfinished games in the backup come without the keys of their sealed moves: they go on "
                  "from before their first sealed move, and the moves from there are set aside.", count)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as source:
        for block in iter(lambda: source.read(BLOCK), b""):
            digest.update(block)
    return digest.hexdigest()


def _query(journal: Path, sql: str) -> list[int]:
    """The first column of ``sql`` on a journal file, read only ([] for no file or an unreadable one)."""
    if not journal.is_file():
        return []
    try:
        with closing(sqlite3.connect(f"file:{journal}?mode=ro", uri=True)) as conn:
            return [int(row[0]) for row in conn.execute(sql)]
    except sqlite3.Error:
        return []


def _games(journal: Path) -> int:
    """How many games a journal file holds (0 for none or no file)."""
    return (_query(journal, "SELECT count(*) FROM games") or [0])[0]


def _secret_keys(folder: Path, journal: Path) -> tuple[set[Path], int]:
    """The files of ``folder``'s keys a backup leaves out: all but the keys of finished games (their sealed moves
    are revealed), and how many unfinished games of ``journal`` they belong to."""
    keys = folder / KEYS
    files = {path for path in keys.rglob("*") if path.is_file()} if keys.is_dir() else set()
    finished = set(_query(journal, "SELECT id FROM games WHERE finished"))
    unfinished = set(_query(journal, "SELECT id FROM games WHERE NOT finished"))
    named = {path: _KEY_FILE.fullmatch(path.name) for path in files}
    secret = {path for path, match in named.items() if not match or path.parent != keys
              or int(match[1]) not in finished}
    return secret, len({int(m[1]) for path, m in named.items() if m and path in secret} & unfinished)


def sealed_left_out(folder: Path) -> int:
    """How many unfinished games a backup of ``folder`` made now would hold without their sealed moves' keys."""
    return _secret_keys(folder, folder / JOURNAL_NAME)[1]


def _fsync_rename(temporary: Path, final: Path) -> None:
    with temporary.open("rb+") as written:
        os.fsync(written.fileno())
    replace_durably(temporary, final)


def backup(folder: Path, target: Path) -> Done:
    """The data folder ``folder`` to the zip file ``target``, without the keys of unfinished games."""
    partial = target.with_name(f".{target.name}.part-{os.getpid()}")
    try:
        with tempfile.TemporaryDirectory() as work:
            files: list[tuple[str, Path]] = []
            copy = Path(work) / JOURNAL_NAME
            if (folder / JOURNAL_NAME).is_file():
                with closing(sqlite3.connect(f"file:{folder / JOURNAL_NAME}?mode=ro", uri=True)) as source, \
                        closing(sqlite3.connect(copy)) as destination:
                    source.backup(destination)
                files.append((JOURNAL_NAME, copy))
            secret, unfinished = _secret_keys(folder, copy)
            files += sorted((path.relative_to(folder).as_posix(), path) for path in folder.rglob("*")
                            if path.is_file() and path.relative_to(folder).as_posix() not in LEFT_OUT
                            and path not in secret)
            manifest = Manifest(_games(copy), tuple(
                Entry(name, path.stat().st_size, _sha256(path), path.stat().st_mode & 0o777) for name, path in files),
                unfinished)
            fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # finished games' keys, rosters
            with os.fdopen(fd, "wb") as raw, zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as archive:
                archive.writestr(MANIFEST, manifest.as_json(time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())))
                for name, path in files:
                    archive.write(path, DATA + name)
            _fsync_rename(partial, target)
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise BackupError(Notice("The backup cannot be written to {file} ({reason})",
                                 {"file": str(target), "reason": error.strerror or str(error)}),
                          cause=error) from None
    return Done(len(files), manifest.games, sealed_left_out=unfinished)


def _refused(source: Path, reason: Phrase | str) -> BackupError:
    return BackupError(Notice("{file} is refused: {reason}", {"file": str(source), "reason": reason}), True)


def _directory_fits(raw: IO[bytes]) -> None:
    """Before zipfile reads the central directory whole into memory: it lists at most MAX_FILES entries in
    at most MAX_DIRECTORY bytes. (No end record: zipfile says the file is damaged.)"""
    size = raw.seek(0, os.SEEK_END)
    raw.seek(max(0, size - _END.size - 0xFFFF))
    tail = raw.read()
    at = tail.rfind(b"PK\x05\x06")
    if at < 0 or at + _END.size > len(tail):
        return
    _, _, _, _, count, directory, _, _ = _END.unpack_from(tail, at)
    if count > MAX_FILES + 1 or directory > MAX_DIRECTORY:  # also Zip64's 0xFFFF..., never needed by a backup
        raise Refused(Phrase.of(N_("it holds more files than a backup can")))
    raw.seek(0)


def _entries(archive: zipfile.ZipFile, manifest: Manifest) -> Paired:
    """Each listed file with its zip entry: exactly the files listed, each of its listed size, packed plainly
    and no more than MAX_RATIO times smaller (a zip bomb is refused before a byte of it is unpacked)."""
    infos = archive.infolist()
    by_name = {info.filename: info for info in infos}
    if len(by_name) != len(infos) or set(by_name) != {DATA + e.path for e in manifest.files} | {MANIFEST}:
        raise Refused(Phrase.of(N_("its files are not the ones its list names")))
    paired = [(entry, by_name[DATA + entry.path]) for entry in manifest.files]
    for entry, info in paired:
        if info.file_size != entry.size or info.flag_bits & 0x1 or info.compress_type not in (
                zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
            raise Refused(Phrase.of(N_("{path} does not match its checksum"), path=shown(entry.path)))
        if info.file_size > max(info.compress_size, 1 << 12) * MAX_RATIO:
            raise Refused(Phrase.of(N_("{path} is packed more than {ratio} to 1, which no backup is"),
                                    path=shown(entry.path), ratio=str(MAX_RATIO)))
    return paired


def _stream(archive: zipfile.ZipFile, entry: Entry, info: zipfile.ZipInfo,
            write: Callable[[bytes], object] = lambda block: None) -> None:
    """The entry a block at a time to ``write``, checked against its size and SHA-256 (and the zip's CRC)."""
    digest, size = hashlib.sha256(), 0
    with archive.open(info) as stream:  # stops at the entry's size, whatever the packed data says
        for block in iter(lambda: stream.read(BLOCK), b""):
            digest.update(block)
            size += len(block)
            write(block)
    if size != entry.size or digest.hexdigest() != entry.sha256:
        raise Refused(Phrase.of(N_("{path} does not match its checksum"), path=shown(entry.path)))


def _reading(source: Path, each: Callable[[zipfile.ZipFile, Paired], None]) -> Manifest:
    """Opens ``source`` as a backup and checks its manifest and entries, then ``each`` reads them; every fault
    of the file ends in BackupError (malformed) saying it, in bounded memory."""
    try:
        if not stat.S_ISREG(os.stat(source).st_mode):
            raise Refused(Phrase.of(N_("it is not a file (a folder, a device or a pipe)")))
        with source.open("rb") as raw:
            _directory_fits(raw)
            with zipfile.ZipFile(raw) as archive:
                with archive.open(MANIFEST) as stream:
                    manifest = parse(stream.read(MAX_MANIFEST + 1), NEVER_HELD)  # one over: too large
                paired = _entries(archive, manifest)
                each(archive, paired)
                return manifest
    except Refused as refusal:
        raise _refused(source, refusal.reason) from None
    except KeyError:
        raise _refused(source, Phrase.of(N_("it is not a Table Companion backup"))) from None
    except (zipfile.BadZipFile, zipfile.LargeZipFile, zlib.error, ValueError, EOFError) as error:
        raise _refused(source, Phrase.of(N_("it is damaged or cut short ({reason})"),
                                         reason=shown(str(error)))) from None
    except OSError as error:  # reading the file; the folder's own errors come as _Unwritable
        raise _refused(source, error.strerror or str(error)) from None


def check(source: Path) -> Manifest:
    """The manifest of a whole, untouched backup file; BackupError saying what is wrong otherwise."""
    def read_all(archive: zipfile.ZipFile, paired: Paired) -> None:
        for entry, info in paired:
            _stream(archive, entry, info)

    return _reading(source, read_all)


def lacking(source: Path, folder: Path) -> list[restore_diff.Game]:
    """The games of ``folder`` that the backup ``source`` (checked) lacks, asked before a restore by touch: its
    journal alone is unpacked, to a scratch folder removed after. None said if the scratch folder cannot be made."""
    try:
        with tempfile.TemporaryDirectory(prefix="companion-compare-") as scratch:
            _reading(source, lambda archive, paired: _unpack(
                archive, [(entry, info) for entry, info in paired if entry.path == JOURNAL_NAME], Path(scratch)))
            return restore_diff.lacking(folder / JOURNAL_NAME, Path(scratch) / JOURNAL_NAME)
    except (OSError, _Unwritable):
        return []


def restore(source: Path, folder: Path, replace: bool = False) -> Done:
    """The data folder from the backup ``source``. BackupError if the file is refused, if the app is running,
    or if ``folder`` holds games and ``replace`` is not given."""
    check(source)  # whole before anything is asked or touched
    present = _games(folder / JOURNAL_NAME)
    lock: WriterLock | None = None
    staging: Path | None = None
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}.restoring-", dir=folder.parent))  # 0700, empty
        manifest = _reading(source, lambda archive, paired: _unpack(archive, paired, staging))
        if _games(staging / JOURNAL_NAME) != manifest.games:
            raise _refused(source, Phrase.of(N_("its journal does not hold the games its manifest counts")))
        lacking = restore_diff.lacking(folder / JOURNAL_NAME, staging / JOURNAL_NAME)
        if present and not replace:
            raise _asks_replace(folder, present, lacking)
        try:
            lock = WriterLock.acquire(folder / JOURNAL_NAME) if folder.is_dir() else None
        except AlreadyRunning:
            raise BackupError(Notice("The app is running on {folder}; close it before a restore",
                                     {"folder": str(folder)})) from None
        kept = _swap(staging, folder)
    except (OSError, _Unwritable) as failed:
        error = failed.error if isinstance(failed, _Unwritable) else failed
        raise BackupError(Notice(NOT_RESTORED,
                                 {"folder": str(folder), "reason": error.strerror or str(error)}),
                          cause=error) from None
    finally:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)  # gone already once renamed into place
        if lock is not None:
            lock.release()
    return Done(len(manifest.files), manifest.games, kept, manifest.sealed_left_out, tuple(lacking))


def _asks_replace(folder: Path, present: int, lacking: list[restore_diff.Game]) -> BackupError:
    games = Plural("{count} game", "{count} games", present)
    if not lacking:
        return BackupError(Notice("The data folder {folder} already holds {games}; a restore replaces them all (they "
                                  "are kept aside, not merged): run it again with --replace",
                                  {"folder": str(folder), "games": games}))
    return BackupError(Notice("The data folder {folder} already holds {games}, and the backup lacks {lacking} of them: "
                              "{list}. A restore replaces them all (they are kept aside, not merged): run it again "
                              "with --replace", {"folder": str(folder), "games": games,
                                                 "lacking": restore_diff.count(lacking),
                                                 "list": restore_diff.listed(lacking)}))


def _unpack(archive: zipfile.ZipFile, paired: Paired, staging: Path) -> None:
    """Each file into the fresh folder ``staging`` (nothing there to follow: files made with O_EXCL and
    O_NOFOLLOW), checked again as written: the stick's file may have changed since it was checked."""
    for entry, info in paired:
        target = staging.joinpath(*entry.path.split("/"))
        try:
            target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            written = os.fdopen(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600), "wb")
        except OSError as error:
            raise _Unwritable(error) from None
        with written:
            _stream(archive, entry, info, lambda block: _write(written, block))
            _write(written, b"", sync=True)
        os.chmod(target, entry.mode | 0o600)  # the app reads and writes its own files, whatever the file says


class _Unwritable(Exception):
    """The data folder's disk refused a write (full, read only): the folder's fault, not the backup file's."""

    def __init__(self, error: OSError) -> None:
        self.error = error
        super().__init__(str(error))


def _write(file: IO[bytes], block: bytes, sync: bool = False) -> None:
    try:
        file.write(block)
        if sync:
            file.flush()
            os.fsync(file.fileno())
    except OSError as error:
        raise _Unwritable(error) from None


def _swap(staging: Path, folder: Path) -> Path | None:
    """``staging`` becomes the data folder; the folder it replaces, if it held anything, is kept beside it (and
    put back if the rename fails). Returns where it was kept."""
    kept = None
    if folder.exists() and any(p.name not in SCRATCH for p in folder.iterdir()):  # the journal alone is kept too
        stamp = f"{folder.name}.before-restore-{time.strftime('%Y%m%d-%H%M%S')}"
        kept, taken = folder.with_name(stamp), 1
        while kept.exists() or kept.is_symlink():  # two restores within a second: the second's name its own
            taken += 1
            kept = folder.with_name(f"{stamp}-{taken}")
        folder.rename(kept)
    else:
        shutil.rmtree(folder, ignore_errors=True)
    try:
        staging.rename(folder)
    except OSError:
        if kept is not None:
            kept.rename(folder)
        raise
    return kept
