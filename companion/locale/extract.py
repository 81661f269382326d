"""Find every message id the app can show: in .kv rules, and in Python calls that take a message key.

Used by the i18n test (every id has a French and a Japanese translation) and by `./dev i18n`.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DIRS = ("companion", "games")
# Calls whose first argument (or key=) is a message id.
MESSAGE_CALLS = {"RuleError", "Notice", "_", "N_", "message", "say", "JournalWriteError"}
MESSAGE_ATTRIBUTES = {"title_key"}
KV_MESSAGE = re.compile(r"""tr\._\((['"])(.+?)\1\)""")


def N_(message_id: str) -> str:  # noqa: N802 (the gettext convention)
    """Marks a message id that is translated later, where it is shown."""
    return message_id


def _call_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def _from_python(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Call) and _call_name(node) in MESSAGE_CALLS:
            args = list(node.args[:1]) + [k.value for k in node.keywords if k.arg == "key"]
            found.update(a.value for a in args if isinstance(a, ast.Constant) and isinstance(a.value, str))
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            if any(isinstance(t, ast.Name) and t.id in MESSAGE_ATTRIBUTES for t in node.targets):
                found.add(str(node.value.value))
    return {m for m in found if m.strip()}


def message_ids(root: Path = ROOT) -> set[str]:
    found: set[str] = set()
    for folder in SOURCE_DIRS:
        for path in (root / folder).rglob("*.py"):
            found |= _from_python(path)
        for path in (root / folder).rglob("*.kv"):
            found |= {m.group(2) for m in KV_MESSAGE.finditer(path.read_text(encoding="utf-8"))}
    return found
