"""Shut down and Restart, never mid-write (docs/pi.md#power). No Kivy: Settings' overlay and the shutdown button
both come here once the table has confirmed.

The journal's writer is the main thread, the one calling here, so no move is being committed; ``settle`` then
waits for the keeper's checkpoint and leaves every move in the main file, and ``os.sync`` flushes the card's
caches. Only then does the command run (``[power]`` in config/companion.toml; the tests give a harmless one).
systemd then stops the service with SIGTERM, which closes the journal as at any quit.
"""

from __future__ import annotations

import logging
import os
import subprocess
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from companion.core.ports import Notice
from companion.core.settings import PowerConfig
from games.base import N_

log = logging.getLogger(__name__)
ACTIONS = ("shutdown", "restart")
TIMEOUT_S = 30


class Settles(Protocol):
    def settle(self) -> None: ...


Runner = Callable[..., "subprocess.CompletedProcess[Any]"]


def command_for(action: str, config: PowerConfig) -> Sequence[str]:
    if action not in ACTIONS:
        raise ValueError(f"power action must be one of {ACTIONS}, got {action!r}")
    return config.shutdown_command if action == "shutdown" else config.restart_command


def power(action: str, journal: Settles, config: PowerConfig, run: Runner = subprocess.run) -> Notice | None:
    """Save, then shut down or restart; None once the command was accepted, else a notice saying why not (the
    app goes on: nothing was closed)."""
    command = command_for(action, config)
    journal.settle()
    os.sync()
    log.info("Power: %s, the journal settled; running %s", action, " ".join(command))
    try:
        done = run(list(command), capture_output=True, text=True, timeout=TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as error:
        return _refused(action, command, str(error))
    if done.returncode != 0:
        said = (done.stderr or done.stdout or "").strip().splitlines()
        return _refused(action, command, said[-1] if said else f"exit {done.returncode}")
    return None


def _refused(action: str, command: Sequence[str], reason: str) -> Notice:
    log.warning("Power: %s refused: %s: %s", action, " ".join(command), reason)
    key = (N_("The Pi could not be shut down ({reason}); the game is saved") if action == "shutdown"
           else N_("The Pi could not be restarted ({reason}); the game is saved"))
    return Notice(key, {"reason": reason})
