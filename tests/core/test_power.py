"""Shut down and Restart: the journal settled first, then the configured command (a harmless one here)."""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from companion.core.journal import Journal
from companion.core.settings import AppConfig, PowerConfig
from companion.power import command_for, power


class Settling:
    def __init__(self, log: list[str]) -> None:
        self.log = log

    def settle(self) -> None:
        self.log.append("settled")


def command(*python: str) -> tuple[str, ...]:
    return (sys.executable, "-c", ";".join(python))


def test_the_journal_settles_before_the_command_runs(tmp_path: Path) -> None:
    log: list[str] = []
    marker = tmp_path / "ran"
    config = PowerConfig(shutdown_command=command(f"open({str(marker)!r}, 'w').write('shutdown')"))

    def run(words: list[str], **kwargs: object) -> object:
        log.append("ran")
        import subprocess

        return subprocess.run(words, **kwargs)  # type: ignore[call-overload]

    assert power("shutdown", Settling(log), config, run) is None
    assert log == ["settled", "ran"] and marker.read_text() == "shutdown"


def test_a_real_journal_is_whole_in_its_main_file_when_the_command_runs(tmp_path: Path) -> None:
    journal = Journal.open(tmp_path / "journal.sqlite3")
    try:
        game = journal.create_game("freeplay", {"players": [{"name": "A"}, {"name": "B"}]})
        for turn in range(40):
            journal.append(game, "action", {"turn": turn})
        wal = tmp_path / "journal.sqlite3-wal"
        # The command checks that the WAL holds nothing the main file lacks (TRUNCATE leaves it empty).
        check = command("import os, sys", f"sys.exit(1 if os.path.getsize({str(wal)!r}) else 0)")
        assert power("restart", journal, PowerConfig(restart_command=check)) is None
    finally:
        journal.close()


def test_a_keeper_starting_late_leaves_the_settled_wal_empty(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """On an emulated Pi (a slow core under load) the keeper's start-up, which grows the WAL with zeros, came after
    the power menu's settle: the WAL the command then found was not empty. The keeper is held here until the
    settle is done, however long that is."""
    from companion.core import keeper

    go = threading.Event()
    real_connect = keeper.connect

    def late(*args: Any, **kwargs: Any) -> Any:
        go.wait(30)
        return real_connect(*args, **kwargs)

    monkeypatch.setattr(keeper, "connect", late)
    journal = Journal.open(tmp_path / "journal.sqlite3")
    try:
        game = journal.create_game("freeplay", {"players": [{"name": "A"}, {"name": "B"}]})
        journal.append(game, "action", {"turn": 1})
        journal.settle()
        go.set()
        assert journal._keeper is not None and journal._keeper.ready.wait(30)
        assert (tmp_path / "journal.sqlite3-wal").stat().st_size == 0
    finally:
        go.set()
        journal.close()


@pytest.mark.parametrize("words, said", [
    (command("import sys", "sys.stderr.write('Interactive authentication required.\\n')", "sys.exit(1)"),
     "Interactive authentication required."),
    (command("import sys", "sys.exit(3)"), "exit 3"),
    (("/nonexistent/poweroff",), "No such file"),
])
def test_a_refused_command_is_a_notice_and_the_app_goes_on(words: tuple[str, ...], said: str) -> None:
    notice = power("shutdown", Settling([]), PowerConfig(shutdown_command=words))
    assert notice is not None and said in notice.english()
    assert notice.english().startswith("The Pi could not be shut down (") and "the game is saved" in notice.english()


def test_the_shipped_commands_are_the_ones_the_kiosk_lets_through() -> None:
    power_config = AppConfig.load().power
    sudoers = (Path(__file__).resolve().parents[2] / "config" / "kiosk" / "sudoers").read_text()
    for action in ("shutdown", "restart"):
        words = command_for(action, power_config)
        assert words[:2] == ("sudo", "-n") and " ".join(words[2:]) in sudoers
    with pytest.raises(ValueError):
        command_for("hibernate", power_config)
