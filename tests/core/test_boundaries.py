"""companion/core stands on games only: no Kivy, no device library, nothing from the outer layers."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[2] / "companion" / "core"
FORBIDDEN = ("kivy", "gpiozero", "serial", "cv2", "companion.screens", "companion.hardware", "companion.vision")


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("path", sorted(CORE.glob("*.py")), ids=lambda p: p.name)
def test_core_imports_nothing_from_outside(path: Path) -> None:
    bad = {m for m in imported_modules(path) for f in FORBIDDEN if m == f or m.startswith(f + ".")}
    assert not bad, f"{path.name} imports {sorted(bad)}"
