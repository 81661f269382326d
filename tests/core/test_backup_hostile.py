"""A crafted backup cannot turn `companion restore --replace` against the data folder
(docs/records.md#a-crafted-backup): each hostile file is refused in one line, exit 2, the folder as it was,
nothing left beside it, and the memory of a zip bomb's restore bounded."""

from __future__ import annotations

import hashlib
import json
import os
import struct
import subprocess
import sys
import zipfile
import zlib
from pathlib import Path
from typing import Any, Callable

import pytest

import tests.test_cli as cli
from companion.core import backup
from tests.core.test_backup import data, log  # noqa: F401 - the fixture
from tests.core.test_disk_failures import unshare  # noqa: F401 - the fixture

GIB = 1 << 30


def rewritten(good: Path, path: Path, change: Callable[[dict[str, Any]], Any]) -> Path:
    """``good`` with its manifest changed by ``change`` (which returns the new manifest, or its JSON text), and
    each listed file under the name the new manifest gives it."""
    with zipfile.ZipFile(good) as source:
        manifest = json.loads(source.read(backup.MANIFEST))
        contents = [source.read(backup.DATA + f["path"]) for f in manifest["files"]]
        changed = change(manifest)
        text = changed if isinstance(changed, str) else json.dumps(changed)
        names = [f["path"] for f in (changed if isinstance(changed, dict) else manifest)["files"]]
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
            out.writestr(backup.MANIFEST, text)
            for name, content in zip(names, contents):
                out.writestr(backup.DATA + name, content)
    return path


def first_file(**fields: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def change(manifest: dict[str, Any]) -> dict[str, Any]:
        manifest["files"][0].update(fields)
        return manifest
    return change


def only_file(**fields: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def change(manifest: dict[str, Any]) -> dict[str, Any]:
        manifest["files"] = [{**manifest["files"][0], **fields}]
        return manifest
    return change


def top(**fields: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda manifest: {**manifest, **fields}


DEEP = '{"format": "table-companion/backup", "version": 1, "games": 0, "files": ' + "[" * 100_000 + "]" * 100_000 + "}"
# case: (how the manifest is changed, words of the one line said)
CASES: dict[str, tuple[Callable[[dict[str, Any]], Any], str]] = {
    'path "."': (only_file(path="."), "only a file inside the data folder"),
    'path ".."': (first_file(path="../escaped"), "only a file inside the data folder"),
    "absolute path": (first_file(path="/tmp/escaped"), "only a file inside the data folder"),
    "empty name": (first_file(path="keys//game-1.key"), "only a file inside the data folder"),
    "3,000-character path": (first_file(path="a" * 3000), "a path of 3000 characters (240 at most)"),
    '"mode": "abc"': (first_file(mode="abc"), "mode in its manifest is not a file mode"),
    '"mode": null': (first_file(mode=None), "mode in its manifest is not a file mode"),
    '"mode": 1e999': (lambda m: json.dumps(first_file(mode=0)(m)).replace('"mode": 0', '"mode": 1e999'),
                      "mode in its manifest is not a file mode"),
    '"games": "x"': (top(games="x"), "games in its manifest is not a whole number"),
    "games not those of its journal": (top(games=3), "its journal does not hold the games its manifest counts"),
    "100,000 nested [": (lambda m: DEEP, "nested more deeply than a backup's can be"),
    "a file listed twice": (lambda m: {**m, "files": m["files"] + m["files"][:1]}, "twice"),
}


@pytest.mark.parametrize("case", CASES)
def test_a_crafted_manifest_is_refused_in_one_line_and_the_folder_is_untouched(data: Path,  # noqa: F811
                                                                               tmp_path: Path, case: str) -> None:
    good = tmp_path / "good.zip"
    backup.backup(data, good)
    before = log(data)
    change, words = CASES[case]
    result = cli.companion("restore", "--replace", str(rewritten(good, tmp_path / "crafted.zip", change)))
    assert result.returncode == 2, result.stderr
    lines = [line for line in result.stderr.splitlines() if line and line != "KIVY-IMPORTED" and line.strip()]
    assert len(lines) == 1 and words in lines[0] and "crafted.zip is refused" in lines[0], result.stderr
    assert len(lines[0]) < 300  # the path it names is shortened
    assert data.is_dir() and log(data) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["crafted.zip", "data", "good.zip"]  # nothing left


def local_and_central(name: bytes, crc: int, packed: int, size: int, offset: int,
                      method: int = zipfile.ZIP_DEFLATED) -> tuple[bytes, bytes]:
    """A zip entry's local header and central directory record, no extra field."""
    common = struct.pack("<HHHHHIIIH", 20, 0, method, 0, 0, crc, packed, size, len(name))
    local = b"PK\x03\x04" + common + struct.pack("<H", 0) + name
    central = b"PK\x01\x02" + struct.pack("<H", 20) + common + struct.pack("<HHHHII", 0, 0, 0, 0, 0, offset) + name
    return local, central


def zip_bomb(path: Path, manifest: dict[str, Any]) -> Path:
    """A zip of ~1 MB whose one data file unpacks to 1 GiB of zeros, listed in ``manifest`` with its true size and
    SHA-256: every check but the ratio passes. Written by hand from one deflated MiB (a full flush makes each
    MiB's deflate bytes the same), as compressing 1 GiB takes a minute here."""
    deflater, zeros = zlib.compressobj(9, zlib.DEFLATED, -15), bytes(1 << 20)
    mib = deflater.compress(zeros) + deflater.flush(zlib.Z_FULL_FLUSH)
    packed = mib * (GIB >> 20) + deflater.flush()
    crc, digest = 0, hashlib.sha256()
    for _ in range(GIB >> 20):
        crc = zlib.crc32(zeros, crc)
        digest.update(zeros)
    manifest["files"] = [{"path": "journal.sqlite3", "size": GIB, "sha256": digest.hexdigest(), "mode": 0o600}]
    manifest["games"] = 0
    text = json.dumps(manifest).encode()
    head, head_central = local_and_central(backup.MANIFEST.encode(), zlib.crc32(text), len(text), len(text), 0,
                                           zipfile.ZIP_STORED)
    offset = len(head) + len(text)
    local, central = local_and_central(b"data/journal.sqlite3", crc, len(packed), GIB, offset)
    directory = head_central + central
    start = offset + len(local) + len(packed)
    end = b"PK\x05\x06" + struct.pack("<HHHHIIH", 0, 0, 2, 2, len(directory), start, 0)
    path.write_bytes(head + text + local + packed + directory + end)
    return path


def test_a_zip_bomb_is_refused_in_bounded_memory(data: Path, tmp_path: Path) -> None:  # noqa: F811
    good = tmp_path / "good.zip"
    backup.backup(data, good)
    with zipfile.ZipFile(good) as source:
        manifest = json.loads(source.read(backup.MANIFEST))
    bomb = zip_bomb(tmp_path / "bomb.zip", manifest)
    assert bomb.stat().st_size < 1_100_000
    with zipfile.ZipFile(bomb) as opened:  # a well-formed zip: its sizes are what the manifest says
        assert opened.getinfo("data/journal.sqlite3").file_size == GIB
    before = log(data)
    # A child that runs the restore as its own child and says the peak memory of it, in KiB (Linux).
    measure = ("import resource, subprocess, sys; done = subprocess.run(sys.argv[1:], capture_output=True, text=True);"
               "print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss);"
               "print(done.stderr, file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", measure, sys.executable, "-m", "companion", "restore", "--replace",
                             str(bomb)], capture_output=True, text=True, timeout=300, cwd=cli.ROOT)
    status, peak_kib = map(int, result.stdout.split())
    print(f"zip bomb restore: exit {status}, peak memory {peak_kib / 1024:.0f} MiB")
    assert status == 2 and "packed more than 200 to 1" in result.stderr, result.stderr
    assert peak_kib < 200 * 1024
    assert data.is_dir() and log(data) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bomb.zip", "data", "good.zip"]


def test_a_pipe_a_folder_or_a_device_named_as_the_backup_is_refused_at_once(data: Path,  # noqa: F811
                                                                            tmp_path: Path) -> None:
    pipe = tmp_path / "backup.zip"
    os.mkfifo(pipe)  # opened for reading, it would wait for a writer forever
    for named in (pipe, tmp_path, Path("/dev/zero")):
        result = cli.companion("restore", "--replace", str(named))
        assert result.returncode == 2 and "it is not a file (a folder, a device or a pipe)" in result.stderr
    assert data.is_dir() and log(data)


def test_a_card_that_fills_up_midway_keeps_the_folder_and_leaves_nothing(data: Path, tmp_path: Path,  # noqa: F811
                                                                         unshare: list[str]) -> None:
    """On a real full file system (a tmpfs in a private mount namespace): the restore's files do not fit beside
    the live folder, the write fails midway, the live folder is as it was and no restoring folder is left."""
    seed = sum(p.stat().st_size for p in data.rglob("*") if p.is_file())
    (data / "vision" / "photo.bin").write_bytes(os.urandom(1 << 20))  # does not pack: fills the card
    backup.backup(data, tmp_path / "big.zip")
    (data / "vision" / "photo.bin").unlink()
    card = tmp_path / "card"
    card.mkdir()
    script = ('mount -t tmpfs -o size=$(( $4 + 262144 )) tmpfs "$1/card" && cp -a "$1/data" "$1/card/" && '
              'COMPANION_DATA_DIR="$1/card/data" LANGUAGE=en "$2" -m companion restore --replace "$1/big.zip"; '
              'echo "exit $?"; ls -A "$1/card"; diff -r "$1/data" "$1/card/data" && echo "folder as it was"')
    done = subprocess.run(unshare + ["sh", "-c", script, "sh", str(tmp_path), sys.executable, "", str(seed)],
                          cwd=cli.ROOT, capture_output=True, text=True, timeout=120)
    assert "No space left on device" in done.stderr and done.stderr.count("\n") == 1, done.stderr
    assert done.stdout.splitlines() == ["exit 1", "data", "folder as it was"], done.stdout
