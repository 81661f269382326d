"""A seat's frames and messages, sealed with NaCl's secretbox under the seat's key (docs/phones.md#threat-model).

The page opens them with tweetnacl-js (``static/vendor/tweetnacl``): the same XSalsa20-Poly1305, the nonce first.
Plain text is padded with spaces (JSON's own whitespace) to whole blocks, so a frame's length says nothing of
the secret in it (a Spy bid is longer than a 12).
"""

from __future__ import annotations

import base64
import json
from typing import Any

# NaCl is imported where it is used: the app starts without it while phones are off (docs/pi.md#start-up).
KEY_BYTES = 32  # nacl.secret.SecretBox.KEY_SIZE
PAD = 512


class Unopenable(Exception):
    """Not sealed with this seat's key (another seat's, a forged or damaged message)."""


def new_key() -> bytes:
    import nacl.utils

    return nacl.utils.random(KEY_BYTES)


def seal(key: bytes, value: Any) -> str:
    """``value`` as JSON, padded, sealed, in base64 (a WebSocket text frame)."""
    import nacl.secret

    plain = json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()
    plain = plain.ljust(max(1, -(-len(plain) // PAD)) * PAD)
    return base64.b64encode(bytes(nacl.secret.SecretBox(key).encrypt(plain))).decode("ascii")


def unseal(key: bytes, text: str) -> Any:
    """What ``seal`` sealed; raises Unopenable."""
    import nacl.exceptions
    import nacl.secret

    try:
        plain = nacl.secret.SecretBox(key).decrypt(base64.b64decode(text, validate=True))
        return json.loads(plain)
    except (nacl.exceptions.CryptoError, ValueError, TypeError) as exc:
        raise Unopenable("the message does not open with this seat's key") from exc
