"""The app killed mid-game (SIGKILL, as a pulled plug) and started again: Continue shows the same table."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


class Child:
    def __init__(self, data_dir: Path) -> None:
        env = dict(os.environ, COMPANION_DATA_DIR=str(data_dir), PYTHONPATH=str(ROOT))
        self.process = subprocess.Popen([sys.executable, "-m", "tests.ui.app_driver"], cwd=ROOT, env=env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.read() == "ready"

    def read(self) -> str:
        assert self.process.stdout is not None
        return self.process.stdout.readline().strip()

    def send(self, command: str) -> str:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        answer = self.read()
        assert not answer.startswith("error"), f"{command}: {answer}"
        return answer

    def dump(self) -> dict[str, Any]:
        return json.loads(self.send("dump"))

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)


@pytest.mark.timeout(120)
def test_killed_app_continues_on_the_same_screen_state(data_dir: Path) -> None:
    first = Child(data_dir)
    first.send("tap New game")
    first.send("tap Start")
    first.send("tap Play as Player 1, Player 2, Player 3")  # free play with the seats' own names
    for _ in range(4):
        first.send("tap Next turn")
    first.send("key 32")  # space: the keyboard's turn button
    before = first.dump()
    assert before["screen"] == "freeplay" and "Round 2" in before["status"]
    first.kill()

    second = Child(data_dir)
    home = second.dump()
    assert home["screen"] == "home" and "Continue" in home["texts"]
    second.send("tap Continue")
    after = second.dump()
    assert after == before
    second.send("quit")
    second.process.wait(timeout=10)
