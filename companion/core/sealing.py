"""Sealed payloads: an action the rules keep secret (``Game.sealed``) is journaled encrypted.

Each game has its own random 256-bit key in ``keys/game-<id>.key`` (mode 0600, folder 0700) beside the
journal; the payload is stored as ``{"sealed": base64(nonce + ChaCha20-Poly1305 ciphertext)}`` with the
game id as associated data. A copy of the journal alone (a damaged copy, a backup, an export) reveals no
sealed choice; what this does and does not protect against is in docs/journal.md, "Sealed payloads".
"""

from __future__ import annotations

import base64
import errno
import json
import os
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

SEALED = "sealed"
_NONCE = 12
# Every sealed payload's plain text is padded with spaces (JSON's own whitespace: old, unpadded payloads read the
# same) to a multiple of this, so the stored length tells nothing of the secret (a Spy bid is longer than a
# numbered one, a stash's digits vary): the longest sealed action of the four games is under 100 bytes.
PAD = 256


class Unsealable(Exception):
    """The key is missing or the ciphertext does not open with it."""


class KeyNotSaved(Exception):
    """A game's new key could not be written (``error``: a dead or full card). ``sealed`` is the payload sealed
    with it all the same: the key stays in memory until ``save_unsaved`` writes it, so the move must not reach
    the card before its key does (docs/journal.md, "Sealed payloads")."""

    def __init__(self, sealed: str, error: OSError) -> None:
        self.sealed = sealed
        self.error = error
        super().__init__(str(error))


def is_sealed(payload: dict[str, Any]) -> bool:
    return set(payload) == {SEALED}


class KeyRing:
    """The keys of one journal. ``folder`` None keeps them in memory (a memory journal, a test)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self._keys: dict[int, bytes] = {}
        self._unsaved: set[int] = set()  # games whose key lives in memory only (the card refused it)

    def _path(self, game_id: int) -> Path:
        assert self.folder is not None
        return self.folder / f"game-{game_id}.key"

    def _load(self, game_id: int) -> bytes | None:
        if game_id not in self._keys and self.folder is not None:
            try:
                key = self._path(game_id).read_bytes()
            except OSError:
                return None
            if len(key) == 32:
                self._keys[game_id] = key
        return self._keys.get(game_id)

    def _key_for_writing(self, game_id: int) -> tuple[bytes, OSError | None]:
        """The game's key, made (and written) at its first sealed move; with the error if the card refused it."""
        key = self._load(game_id)
        if key is not None:
            return key, None
        key = ChaCha20Poly1305.generate_key()
        self._keys[game_id] = key  # kept in memory if the disk refuses it: the game goes on
        if self.folder is not None:
            try:
                _write_key(self.folder, self._path(game_id), key)
            except OSError as exc:
                self._unsaved.add(game_id)
                return key, exc
        return key, None

    def seal(self, game_id: int, text: str) -> str:
        """The sealed payload's JSON. Raises KeyNotSaved (carrying it) if the game's new key could not be written."""
        key, error = self._key_for_writing(game_id)
        nonce = os.urandom(_NONCE)
        plain = text.encode()
        plain = plain.ljust(max(1, -(-len(plain) // PAD)) * PAD)  # whole blocks of PAD bytes
        sealed = ChaCha20Poly1305(key).encrypt(nonce, plain, _aad(game_id))
        payload = json.dumps({SEALED: base64.b64encode(nonce + sealed).decode("ascii")})
        if error is not None:
            raise KeyNotSaved(payload, error)
        return payload

    def save_unsaved(self) -> bool:
        """Write the keys the card refused before; True once none is left in memory only. Called before the
        moves made in memory go back to the card, so no sealed move lands there without its key."""
        folder = self.folder
        if folder is None:  # a memory journal's keys are never meant for a card
            return True
        for game_id in sorted(self._unsaved):
            try:
                _write_key(folder, self._path(game_id), self._keys[game_id])
            except OSError:
                return False
            self._unsaved.discard(game_id)
        return True

    def key(self, game_id: int) -> bytes | None:
        """The game's key as stored, for games brought back from a kept folder (bring_back.py)."""
        return self._load(game_id)

    def adopt(self, game_id: int, key: bytes) -> None:
        """Take ``key`` as the game's, written durably before the game's rows commit; raises OSError."""
        assert self.folder is not None
        _write_key(self.folder, self._path(game_id), key)
        self._keys[game_id] = key
        self._unsaved.discard(game_id)

    def open(self, game_id: int, payload: dict[str, Any]) -> Any:
        """The action's JSON; raises Unsealable."""
        key = self._load(game_id)
        if key is None:
            raise Unsealable("no key for this game")
        try:
            blob = base64.b64decode(str(payload[SEALED]), validate=True)
            text = ChaCha20Poly1305(key).decrypt(blob[:_NONCE], blob[_NONCE:], _aad(game_id))
            return json.loads(text)
        except (InvalidTag, ValueError) as exc:
            raise Unsealable("the sealed move does not open with its key") from exc


def reseal(key: bytes, old_id: int, new_id: int, text: str) -> str | None:
    """A sealed payload of game ``old_id`` sealed again for ``new_id`` with the same key (the game id is its
    associated data), padded as it was; None if it does not open."""
    try:
        blob = base64.b64decode(str(json.loads(text)[SEALED]), validate=True)
        plain = ChaCha20Poly1305(key).decrypt(blob[:_NONCE], blob[_NONCE:], _aad(old_id))
    except (InvalidTag, ValueError, TypeError, KeyError):
        return None
    nonce = os.urandom(_NONCE)
    sealed = ChaCha20Poly1305(key).encrypt(nonce, plain, _aad(new_id))
    return json.dumps({SEALED: base64.b64encode(nonce + sealed).decode("ascii")})


def _aad(game_id: int) -> bytes:
    return f"table-companion game {game_id}".encode()


def _write_key(folder: Path, path: Path, key: bytes) -> None:
    """Durable before the first sealed entry commits: a key lost in a pulled plug loses its moves. Raises
    OSError (a dead, full or read-only card); a short write is one too."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        if os.write(fd, key) != len(key):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        os.fsync(fd)
    finally:
        os.close(fd)
    dir_fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
