"""``./dev kiosk``: the appliance's files written under a temporary root, checked one by one, and removed
again; the unit checked by systemd itself (docs/pi.md#kiosk)."""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

from companion import kiosk


def files_under(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() or p.is_symlink())


def test_install_writes_each_file_and_uninstall_removes_them_all(tmp_path: Path) -> None:
    (tmp_path / "etc").mkdir()
    (tmp_path / "etc" / "group").write_text("video:x:44:\ninput:x:105:\ngpio:x:997:\n")
    assert kiosk.main(["install", "--root", str(tmp_path), "--user", "player"]) == 0
    etc = tmp_path / "etc"
    unit = (etc / "systemd/system/table-companion.service").read_text()
    assert "User=player\n" in unit and "SupplementaryGroups=video input gpio\n" in unit  # no render group here
    assert f"ExecStart={kiosk.APP_DIR}/config/kiosk/start\n" in unit and "Restart=always" in unit
    assert "StandardOutput=journal" in unit and not re.search(r"@[A-Z_]+@", unit), "every @WORD@ filled in"
    start = kiosk.APP_DIR / "config/kiosk/start"
    assert start.stat().st_mode & stat.S_IXUSR, "the unit's ExecStart must be executable"
    link = etc / "systemd/system/multi-user.target.wants/table-companion.service"
    assert os.readlink(link) == "/etc/systemd/system/table-companion.service"  # what systemctl enable writes
    assert "COMPANION_VIDEO=auto" in (etc / "default/table-companion").read_text()
    assert "chmod g+w" in (etc / "udev/rules.d/70-table-companion-backlight.rules").read_text()
    sudoers = etc / "sudoers.d/table-companion"
    assert "player ALL=(root) NOPASSWD: /usr/bin/systemctl poweroff" in sudoers.read_text()
    assert stat.S_IMODE(sudoers.stat().st_mode) == 0o440  # sudo ignores a drop-in others may write
    planned = {tmp_path / item.path for item in kiosk.plan(tmp_path, "player")}
    assert set(files_under(tmp_path)) == planned | {etc / "group"}
    assert kiosk.main(["status", "--root", str(tmp_path), "--user", "player"]) == 0

    assert kiosk.main(["uninstall", "--root", str(tmp_path), "--user", "player"]) == 0
    assert files_under(tmp_path) == [etc / "group"]
    assert kiosk.main(["status", "--root", str(tmp_path), "--user", "player"]) == 3


def test_status_names_a_changed_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    kiosk.main(["install", "--root", str(tmp_path), "--user", "player"])
    (tmp_path / "etc/default/table-companion").write_text("COMPANION_VIDEO=x11\n")
    assert kiosk.main(["status", "--root", str(tmp_path), "--user", "player"]) == 3
    assert "changed   /etc/default/table-companion" in capsys.readouterr().out


def test_status_without_sudo_says_which_file_needs_it(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # Found on an emulated Pi (./dev pi-check): the Pi's user ran status after the install and got a traceback, the
    # sudoers drop-in being root's alone (0440). Root reads it anyway, so the test makes the read refuse as for pi.
    kiosk.main(["install", "--root", str(tmp_path), "--user", "player"])
    sudoers = tmp_path / "etc/sudoers.d/table-companion"
    read_text = Path.read_text

    def as_the_pi_user(path: Path, *args: object, **kwargs: object) -> str:
        if path == sudoers:
            raise PermissionError(13, "Permission denied", str(path))
        return read_text(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "read_text", as_the_pi_user)
    assert kiosk.main(["status", "--root", str(tmp_path), "--user", "player"]) == 3
    out = capsys.readouterr().out
    assert "unreadable /etc/sudoers.d/table-companion" in out and "run sudo ./dev kiosk status" in out
    assert "installed /etc/default/table-companion" in out


def test_the_real_root_needs_root(capsys: pytest.CaptureFixture[str]) -> None:
    if os.geteuid() == 0:
        pytest.skip("running as root: the real install would go ahead")
    assert kiosk.main(["install"]) == 1
    assert "sudo ./dev kiosk install" in capsys.readouterr().err


def test_systemd_accepts_the_unit(tmp_path: Path) -> None:
    if shutil.which("systemd-analyze") is None:
        pytest.skip("systemd-analyze is not installed here (no systemd): the unit is checked where it is")
    kiosk.install(tmp_path, "root")
    unit = tmp_path / kiosk.UNIT_PATH
    run = subprocess.run(["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "table-companion.service" not in run.stderr, run.stderr  # no warning about the unit either


def test_sudo_accepts_the_drop_in(tmp_path: Path) -> None:
    if shutil.which("visudo") is None:
        pytest.skip("visudo is not installed here (no sudo): the drop-in is checked where it is")
    kiosk.install(tmp_path, "root")
    run = subprocess.run(["visudo", "-cf", str(tmp_path / "etc/sudoers.d/table-companion")], capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
