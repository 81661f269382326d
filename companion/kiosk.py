"""The Raspberry Pi appliance's files: ``./dev kiosk install|uninstall|status`` (docs/pi.md#kiosk).

``./dev`` has installed the Debian packages and the venv from the lock before this runs; here the service
files from config/kiosk/ are written under ``--root`` (``/`` on the Pi, a temporary folder in the tests), and
systemd is told only when the root is the real one. No Kivy, nothing of the app is imported.
"""

from __future__ import annotations

import argparse
import grp
import os
import pwd
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

APP_DIR = Path(__file__).resolve().parents[1]
TEMPLATES = APP_DIR / "config" / "kiosk"
UNIT = "table-companion.service"
UNIT_PATH = Path("etc/systemd/system") / UNIT
WANTS_LINK = Path("etc/systemd/system/multi-user.target.wants") / UNIT
# The groups that open the screen (video, render), the touch panel (input) and the header (gpio), where they exist.
GROUPS = ("video", "render", "input", "gpio")


@dataclass(frozen=True)
class Planned:
    path: Path  # relative to the root
    text: str
    mode: int = 0o644
    link_to: str | None = None  # a symlink instead of a file (the unit's "enabled" link)


def service_groups(root: Path) -> list[str]:
    group_file = root / "etc" / "group"
    if root == Path("/"):
        return [name for name in GROUPS if _group_exists(name)]
    names = {line.split(":", 1)[0] for line in group_file.read_text().splitlines()} if group_file.exists() else set()
    return [name for name in GROUPS if name in names]


def _group_exists(name: str) -> bool:
    try:
        grp.getgrnam(name)
    except KeyError:
        return False
    return True


def render(template: str, user: str, groups: list[str], app_dir: Path) -> str:
    groups_line = f"SupplementaryGroups={' '.join(groups)}" if groups else "# (no video/render/input/gpio groups here)"
    return (template.replace("@USER@", user).replace("@APP_DIR@", str(app_dir))
            .replace("@GROUPS@", groups_line))


def plan(root: Path, user: str, app_dir: Path = APP_DIR) -> list[Planned]:
    """Every file the install writes, with its content: install writes them, status compares, uninstall removes."""
    groups = service_groups(root)

    def text(name: str) -> str:
        return render((TEMPLATES / name).read_text(encoding="utf-8"), user, groups, app_dir)

    return [
        Planned(UNIT_PATH, text("table-companion.service")),
        Planned(WANTS_LINK, "", link_to=f"/{UNIT_PATH}"),
        Planned(Path("etc/default/table-companion"), text("table-companion.env")),
        Planned(Path("etc/udev/rules.d/70-table-companion-backlight.rules"), text("backlight.rules")),
        Planned(Path("etc/sudoers.d/table-companion"), text("sudoers"), 0o440),
    ]


def state(root: Path, item: Planned) -> str:
    """installed, missing or changed (someone edited it, or the repo's template moved on)."""
    path = root / item.path
    if item.link_to is not None:
        if not path.is_symlink():
            return "missing"
        return "installed" if os.readlink(path) == item.link_to else "changed"
    if not path.exists():
        return "missing"
    try:
        return "installed" if path.read_text(encoding="utf-8") == item.text else "changed"
    except PermissionError:  # the sudoers drop-in is root's alone (0440): its state needs sudo
        return "unreadable"


def install(root: Path, user: str) -> list[Path]:
    written = []
    for item in plan(root, user):
        path = root / item.path
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_symlink() or path.exists():
            path.unlink()
        if item.link_to is not None:
            path.symlink_to(item.link_to)
        else:
            tmp = path.with_name(f".{path.name}.tmp")  # sudo reads /etc/sudoers.d: never half a file there
            tmp.write_text(item.text, encoding="utf-8")
            tmp.chmod(item.mode)
            os.replace(tmp, path)
        written.append(path)
    return written


def uninstall(root: Path, user: str) -> list[Path]:
    removed = []
    for item in plan(root, user):
        path = root / item.path
        if path.is_symlink() or path.exists():
            path.unlink()
            removed.append(path)
    return removed


def systemctl(*words: str) -> str:
    """systemd's answer, or why there is none (no systemd in a container, say)."""
    if shutil.which("systemctl") is None:
        return "no systemctl"
    run = subprocess.run(["systemctl", *words], capture_output=True, text=True)
    return (run.stdout.strip() or run.stderr.strip()).splitlines()[0] if (run.stdout or run.stderr) else ""


def tell_the_system(action: str) -> None:
    """On the real root: reload systemd and udev after an install, (re)start or stop the service, reload."""
    steps = {"install": [["systemctl", "daemon-reload"], ["udevadm", "control", "--reload"],
                         ["udevadm", "trigger", "--subsystem-match=backlight"]],
             "start": [["systemctl", "restart", UNIT]], "stop": [["systemctl", "stop", UNIT]],
             "reload": [["systemctl", "daemon-reload"]]}[action]
    for step in steps:
        if shutil.which(step[0]) is None:
            print(f"kiosk: {step[0]} not found; skipped: {' '.join(step)}")
            continue
        if subprocess.run(step).returncode != 0:
            print(f"kiosk: {' '.join(step)} failed; see journalctl -u {UNIT}")


def _user_exists(name: str) -> bool:
    try:
        pwd.getpwnam(name)
    except KeyError:
        return False
    return True


def default_user() -> str:
    """The person who ran sudo, else the owner of the clone (the service never runs as root by default)."""
    return os.environ.get("SUDO_USER") or pwd.getpwuid(APP_DIR.stat().st_uid).pw_name


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="./dev kiosk", description="The Raspberry Pi appliance (docs/pi.md)")
    parser.add_argument("action", choices=["install", "uninstall", "status"])
    parser.add_argument("--root", type=Path, default=Path("/"), help="install under this folder (tests)")
    parser.add_argument("--user", default=None, help="the user the app runs as (default: who ran sudo)")
    parser.add_argument("--no-start", action="store_true", help="install without starting the service now")
    args = parser.parse_args(argv)
    root, user = args.root, args.user or default_user()
    real = root == Path("/")
    if real and args.action != "status" and os.geteuid() != 0:
        print(f"kiosk: {args.action} writes to /etc: run it as root, e.g. sudo ./dev kiosk {args.action}",
              file=sys.stderr)
        return 1
    if args.action == "install":
        if real and not _user_exists(user):
            print(f"kiosk: there is no user {user!r} here; name one with --user", file=sys.stderr)
            return 1
        for path in install(root, user):
            print(f"kiosk: wrote {path}")
        if real:
            tell_the_system("install")
            if not args.no_start:
                tell_the_system("start")
        print(f"kiosk: the app starts at boot as {user}; logs: journalctl -u {UNIT}")
        return 0
    if args.action == "uninstall":
        if real:
            tell_the_system("stop")
        for path in uninstall(root, user):
            print(f"kiosk: removed {path}")
        if real:
            tell_the_system("reload")
        return 0
    states = [(item, state(root, item)) for item in plan(root, user)]
    for item, found in states:
        print(f"{found:9} /{item.path}")
    if any(found == "unreadable" for _, found in states):
        print("kiosk: a file only root may read: run sudo ./dev kiosk status to check it")
    if real:
        print(f"service: {systemctl('is-enabled', UNIT)}, {systemctl('is-active', UNIT)}")
    return 0 if all(found == "installed" for _, found in states) else 3


if __name__ == "__main__":
    sys.exit(main())
