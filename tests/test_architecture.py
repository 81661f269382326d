"""Dependencies point inward only (docs/design.md#dependencies-point-inward): screens, hardware, vision -> core -> games."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import games

ROOT = Path(__file__).resolve().parents[1]
# package -> what it must never import
FORBIDDEN = {
    # random only for the caller-supplied rng of sample_action; a game never seeds or draws on its own.
    "games": ("companion", "kivy", "gpiozero", "serial", "cv2", "sqlite3", "time", "datetime", "os"),
    "companion/core": ("companion.screens", "companion.hardware", "companion.vision", "companion.phones", "kivy",
                       "gpiozero", "serial", "cv2"),
    # An adapter beside hardware (docs/design.md#phones-at-the-table): the core, the seat page and the plugins only,
    # never a game (its face is named by the plugin) nor a screen; no Kivy, the web thread runs beside it.
    "companion/phones": ("companion.screens", "companion.hardware", "companion.vision", "kivy",
                         *(f"games.{package}" for package in games.GAMES)),
    "companion/hardware": ("companion.screens", "companion.vision", "companion.phones"),
    "companion/vision": ("companion.screens", "companion.hardware"),
}


def imports_of(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def forbidden_imports(package: str, banned: tuple[str, ...]) -> list[str]:
    found = []
    for path in sorted((ROOT / package).rglob("*.py")):
        for name in imports_of(path):
            if any(name == b or name.startswith(b + ".") for b in banned):
                found.append(f"{path.relative_to(ROOT)} imports {name}")
    return found


@pytest.mark.parametrize("package", FORBIDDEN)
def test_dependencies_point_inward(package: str) -> None:
    assert forbidden_imports(package, FORBIDDEN[package]) == []


def test_the_check_sees_a_violation(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import kivy.app\nfrom companion.screens import app\n")
    assert imports_of(bad) == {"kivy.app", "companion.screens"}


def test_games_and_core_stay_under_400_lines_a_file() -> None:
    long_files = [f"{p.relative_to(ROOT)}: {n}" for p in list((ROOT / "games").rglob("*.py")) +
                  list((ROOT / "companion").rglob("*.py"))
                  if (n := len(p.read_text(encoding="utf-8").splitlines())) > 400]
    assert long_files == []
