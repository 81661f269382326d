"""Which phone holds which seat of a game (docs/phones.md#using-it-at-a-table): per seat its key, the SHA-256 of
its phone's token and of its open claim code; never a token or a code itself.

Kept beside the journal like the journal's own keys (``phones/game-<id>.json``, folder 0700, file 0600), replaced
whole on every change, so a pulled plug leaves every phone on its seat. Thread-safe: the web thread claims and
authenticates, the Kivy thread offers codes and revokes.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import os
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path

from companion.core.atomic_file import write_atomically
from companion.phones.sealing import KEY_BYTES, new_key

log = logging.getLogger(__name__)


class SeatTaken(Exception):
    """The seat already has a phone (its code was used, or a newer code replaced it)."""


class BadCode(Exception):
    """No open code of this seat's matches: a guess, or a code already used."""


@dataclass(frozen=True)
class Invite:
    """What a seat's QR code carries: the one-use claim code and the seat's key (both in the URL's fragment)."""

    seat: int
    code: str
    key: bytes


@dataclass
class _Seat:
    key: bytes
    token: bytes | None = None  # SHA-256 of the phone's token
    code: bytes | None = None  # SHA-256 of the open claim code


def _digest(secret: str) -> bytes:
    return hashlib.sha256(secret.encode()).digest()


def book_path(folder: Path, game_id: int) -> Path:
    return folder / "phones" / f"game-{game_id}.json"


class SeatBook:
    """The seats of one game's phones. ``path`` None keeps them in memory (a memory journal)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._seats: dict[int, _Seat] = self._read()

    def _read(self) -> dict[int, _Seat]:
        if self.path is None:
            return {}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            seats = {int(seat): _Seat(bytes.fromhex(s["key"]), _hex(s.get("token")), _hex(s.get("code")))
                     for seat, s in data["seats"].items()}
        except FileNotFoundError:
            return {}
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            log.warning("phones: the seats file %s could not be read; every seat is offered again", self.path)
            return {}
        return {seat: s for seat, s in seats.items() if len(s.key) == KEY_BYTES}

    def _write(self) -> None:
        if self.path is None:
            return
        data = {"seats": {str(seat): {"key": s.key.hex(), "token": s.token.hex() if s.token else None,
                                      "code": s.code.hex() if s.code else None}
                          for seat, s in sorted(self._seats.items())}}
        try:
            self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            write_atomically(self.path, json.dumps(data).encode())
            os.chmod(self.path, 0o600)
        except OSError as error:  # the seats hold for this run; a restart offers them again
            log.warning("phones: the seats could not be saved (%s)", error.strerror or error)

    def offer(self, seat: int) -> Invite:
        """A new one-use code for ``seat`` (the one shown before no longer works), with the seat's key."""
        code = secrets.token_urlsafe(12)  # 96 bits
        with self._lock:
            entry = self._seats.setdefault(seat, _Seat(new_key()))
            entry.code = _digest(code)
            self._write()
            return Invite(seat, code, entry.key)

    def revoke(self, seat: int) -> None:
        """Forget the seat's phone and key: the old phone's next message is refused, its frames stop."""
        with self._lock:
            if self._seats.pop(seat, None) is not None:
                self._write()

    def claim(self, seat: int, code: str) -> str:
        """The new token of the phone that brought the seat's open code; raises SeatTaken or BadCode."""
        with self._lock:
            entry = self._seats.get(seat)
            if entry is None or entry.code is None:
                if entry is not None and entry.token is not None:
                    raise SeatTaken(seat)
                raise BadCode(seat)
            if not hmac.compare_digest(entry.code, _digest(code)):
                raise SeatTaken(seat) if entry.token is not None else BadCode(seat)
            token = secrets.token_urlsafe(32)
            entry.token, entry.code = _digest(token), None
            self._write()
            return token

    def holds(self, seat: int, token: str) -> bool:
        """Whether ``token`` is the seat's phone's, compared in constant time."""
        with self._lock:
            entry = self._seats.get(seat)
            expected = entry.token if entry is not None and entry.token is not None else b"\0" * 32
        return hmac.compare_digest(expected, _digest(token)) and entry is not None and entry.token is not None

    def taken(self, seat: int) -> bool:
        with self._lock:
            entry = self._seats.get(seat)
            return entry is not None and entry.token is not None

    def key(self, seat: int) -> bytes | None:
        """The seat's key, for sealing on the Kivy thread; None before its first code."""
        with self._lock:
            entry = self._seats.get(seat)
            return None if entry is None else entry.key


def _hex(value: object) -> bytes | None:
    return bytes.fromhex(value) if isinstance(value, str) else None
