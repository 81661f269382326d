"""requirements.lock against pyproject.toml (docs/pi.md#reproducible-installs).

The lock opens with the requirements it was resolved from, one ``# from pyproject.toml: REQ`` line each, so
``./dev`` can say which ones changed since, with nothing but the standard library (it runs before any venv):

    python3 tools/lockfile.py check     exit 1 and name the differences when they disagree
    python3 tools/lockfile.py stamp     rewrite those lines after ``uv pip compile`` (./dev lock does both)
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "requirements.lock"
PYPROJECT = ROOT / "pyproject.toml"
PREFIX = "# from pyproject.toml: "
# The extras that go into the lock: the app's and the test tools (./dev test runs from the same venv).
EXTRAS = ("test",)


def wanted(pyproject: Path = PYPROJECT) -> list[str]:
    """pyproject.toml's requirements as the lock records them: the app's, then each locked extra's."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    found = [f"python {project['requires-python']}", *project["dependencies"]]
    for extra in EXTRAS:
        found += [f"[{extra}] {req}" for req in project["optional-dependencies"][extra]]
    return found


def recorded(lock: Path = LOCK) -> list[str]:
    return [line[len(PREFIX):].rstrip("\n") for line in lock.read_text(encoding="utf-8").splitlines()
            if line.startswith(PREFIX)]


def differences(pyproject: Path = PYPROJECT, lock: Path = LOCK) -> list[str]:
    """One line per requirement that is only in pyproject.toml or only in the lock; empty when they agree."""
    if not lock.exists():
        return [f"{lock.name} is missing"]
    now, then = wanted(pyproject), recorded(lock)
    return ([f"pyproject.toml asks for {req}" for req in now if req not in then]
            + [f"the lock was made for {req}" for req in then if req not in now])


def stamp(pyproject: Path = PYPROJECT, lock: Path = LOCK) -> None:
    body = [line for line in lock.read_text(encoding="utf-8").splitlines() if not line.startswith(PREFIX)]
    head = [PREFIX + req for req in wanted(pyproject)]
    lock.write_text("\n".join(head + body) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    if argv == ["stamp"]:
        stamp()
        return 0
    if argv != ["check"]:
        print(__doc__, file=sys.stderr)
        return 2
    diff = differences()
    for line in diff:
        print(f"[dev] {line}", file=sys.stderr)
    return 1 if diff else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
