"""The app started as table-companion.service starts it (its ExecStart, working directory, environment file and
user, in systemd's bare environment), here on Xvfb as on a desktop: it goes straight back into the game in
progress; killed (a crash: systemd restarts it) and started again the same way, it resumes the same game;
stopped with SIGTERM (systemctl stop, a shutdown), it leaves cleanly (docs/pi.md#kiosk)."""

from __future__ import annotations

import getpass
import os
import queue
import shlex
import signal
import subprocess
import threading
from pathlib import Path

import pytest

from companion import kiosk
from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook

SYSTEMD_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"  # what systemd gives a service
MOVES = 7


def unit_service(root: Path) -> dict[str, str]:
    section, found = "", {}
    for line in (root / kiosk.UNIT_PATH).read_text().splitlines():
        if line.startswith("["):
            section = line
        elif section == "[Service]" and "=" in line and not line.startswith("#"):
            key, _, value = line.partition("=")
            found[key] = value
    return found


def service_environment(root: Path, service: dict[str, str], user: str) -> dict[str, str]:
    """systemd's environment for the unit: its basics for User=, then the EnvironmentFile's lines."""
    env = {"PATH": SYSTEMD_PATH, "USER": user, "LOGNAME": user, "HOME": os.path.expanduser(f"~{user}"),
           "LANG": "C.UTF-8"}
    env_file = root / service["EnvironmentFile"].lstrip("-/")
    for line in env_file.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            key, _, value = line.partition("=")
            env[key] = value
    return env


class Service:
    """One start of the unit's command; its stderr (the system journal's lines) read as it comes."""

    def __init__(self, command: list[str], cwd: Path, env: dict[str, str]) -> None:
        self.process = subprocess.Popen(command, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                        stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True, start_new_session=True)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def wait_for(self, text: str, seconds: float = 90) -> str:
        while True:
            try:
                line = self.lines.get(timeout=seconds)
            except queue.Empty:
                raise AssertionError(f"no line with {text!r} in {seconds} s; the service said:\n"
                                     + "\n".join(self.seen[-40:])) from None
            self.seen.append(line)
            if text in line:
                return line

    def signal(self, number: int) -> int:
        os.killpg(self.process.pid, number)  # the whole control group, as systemd does
        return self.process.wait(timeout=30)


@pytest.mark.timeout(300)
def test_the_service_resumes_its_game_after_a_kill_and_a_restart(tmp_path: Path) -> None:
    if not os.environ.get("DISPLAY"):
        pytest.skip("no display: ./dev test runs this on Xvfb")
    user = getpass.getuser()
    root = tmp_path / "root"
    kiosk.install(root, user)
    service = unit_service(root)
    assert service["User"] == user  # the user this test runs as, as the unit runs the app
    env = service_environment(root, service, user)
    assert env["COMPANION_VIDEO"] == "auto"
    data = tmp_path / "data"
    env.update(COMPANION_VIDEO="x11",  # what "auto" finds on a desktop (here the test's Xvfb)
               DISPLAY=os.environ["DISPLAY"], XDG_RUNTIME_DIR=str(tmp_path),
               COMPANION_DATA_DIR=str(data))  # the env file's documented setting, to a test folder
    if os.environ.get("XAUTHORITY"):
        env["XAUTHORITY"] = os.environ["XAUTHORITY"]  # the desktop session's cookie, here xvfb-run's

    data.mkdir()
    journal = Journal.open(data / "journal.sqlite3")
    session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
    for op in playbook.operations(seed=17, count=MOVES):
        playbook.perform(session, op)
    game_id, played, state = session.game_id, session.last_seq, session.state
    journal.close()

    command, cwd = shlex.split(service["ExecStart"]), Path(service["WorkingDirectory"])
    resumed = f"resumed game {game_id} (freeplay) at entry {played}"  # Kivy logs it as "[Companion   ] ..."
    first = Service(command, cwd, env)
    first.wait_for("table-companion: video x11")
    first.wait_for(resumed)
    assert first.signal(signal.SIGKILL) == -signal.SIGKILL  # a crash; Restart=always starts it again

    second = Service(command, cwd, env)
    second.wait_for(resumed)
    assert second.signal(signal.SIGTERM) == 0, "\n".join(second.seen[-20:])  # systemctl stop: a clean quit

    journal = Journal.open(data / "journal.sqlite3")
    try:
        assert journal.recovery is None and journal.warning is None and not journal.notices
        again = Session.resume(journal, game_id)
        assert (again.last_seq, again.state) == (played, state)
    finally:
        journal.close()
