"""requirements.lock: made from pyproject.toml's ranges, and installable from wheels on the Pi
(docs/pi.md#reproducible-installs)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from packaging.markers import Marker, default_environment
from packaging.requirements import Requirement

from tools import lockfile

PIN = re.compile(r"^([A-Za-z0-9._-]+)==([^\s;\\]+)\s*(?:;\s*([^\\]+?))?\s*\\?$")
# Raspberry Pi OS Bookworm: glibc 2.36, Python 3.11; and this machine's kind, for CI.
PLATFORMS = {"aarch64": ("aarch64-manylinux_2_36", "aarch64"), "x86_64": ("x86_64-manylinux_2_36", "x86_64")}
OFFLINE = ("failed to fetch", "dns error", "connect", "network", "timed out", "offline")


def pins(machine: str) -> dict[str, str]:
    """The lock's name -> version for Linux on ``machine`` with Python 3.11."""
    env = {**default_environment(), "platform_machine": machine, "sys_platform": "linux",
           "python_version": "3.11", "python_full_version": "3.11.2", "implementation_name": "cpython",
           "platform_python_implementation": "CPython"}
    found = {}
    for line in lockfile.LOCK.read_text(encoding="utf-8").splitlines():
        match = PIN.match(line)
        if match and (match[3] is None or Marker(match[3]).evaluate(env)):
            found[match[1].lower()] = match[2]
    return found


def test_the_lock_was_made_from_pyproject() -> None:
    assert lockfile.differences() == [], "run ./dev lock and commit requirements.lock"


@pytest.mark.parametrize("machine", sorted(PLATFORMS))
def test_every_pin_is_in_pyprojects_range(machine: str) -> None:
    locked = pins(machine)
    for line in lockfile.wanted()[1:]:
        req = Requirement(line.split("] ", 1)[-1])
        if req.marker and not req.marker.evaluate({"platform_machine": machine, "sys_platform": "linux"}):
            continue
        name = req.name.lower()
        assert name in locked, f"{name} is not in the lock for {machine}"
        assert req.specifier.contains(locked[name]), f"{name}=={locked[name]} is outside {req.specifier}"


def uv() -> str | None:
    beside = Path(sys.executable).with_name("uv")  # the venv's, from the lock's test tools
    return str(beside) if beside.exists() else shutil.which("uv")


@pytest.mark.parametrize("machine", sorted(PLATFORMS))
def test_the_lock_resolves_from_wheels_for(machine: str, tmp_path: Path) -> None:
    """uv resolves the lock for that machine and Python 3.11 from the index's metadata, installing nothing:
    every pin has a wheel there (nothing to compile on a Pi) and nothing is missing or would change."""
    tool = uv()
    if tool is None:
        pytest.skip("uv is not installed (it comes with the test tools: ./dev installs it from the lock)")
    target, _ = PLATFORMS[machine]
    try:
        run = subprocess.run([tool, "pip", "compile", str(lockfile.LOCK), "--python-platform", target,
                              "--python-version", "3.11", "--only-binary", ":all:", "--no-header", "--no-annotate",
                              "--quiet", "-o", str(tmp_path / "out.txt")],
                             capture_output=True, text=True, timeout=240)
    except subprocess.TimeoutExpired:
        pytest.skip("the package index did not answer within 240 s (offline?)")
    if run.returncode != 0 and any(word in run.stderr.lower() for word in OFFLINE):
        pytest.skip(f"the package index cannot be reached (offline?): {run.stderr.strip()[:300]}")
    assert run.returncode == 0, run.stderr
    resolved = {}
    for line in (tmp_path / "out.txt").read_text(encoding="utf-8").splitlines():
        if "==" in line and not line.startswith("#"):
            name, version = line.split("==")
            resolved[name.strip().lower()] = version.strip()
    assert resolved == pins(machine)


def test_a_changed_range_is_named_both_ways(tmp_path: Path) -> None:
    pyproject, lock = tmp_path / "pyproject.toml", tmp_path / "requirements.lock"
    shutil.copy(lockfile.PYPROJECT, pyproject)
    shutil.copy(lockfile.LOCK, lock)
    assert lockfile.differences(pyproject, lock) == []
    pyproject.write_text(pyproject.read_text().replace('"platformdirs>=4,<5"', '"platformdirs>=4.2,<5"'))
    assert lockfile.differences(pyproject, lock) == ["pyproject.toml asks for platformdirs>=4.2,<5",
                                                     "the lock was made for platformdirs>=4,<5"]
    lockfile.stamp(pyproject, lock)  # what ./dev lock does after resolving
    assert lockfile.differences(pyproject, lock) == [] and lock.read_text().count("platformdirs>=4.2,<5") == 1
    assert lockfile.differences(pyproject, tmp_path / "missing.lock") == ["missing.lock is missing"]
