"""Find every message id the app can show: in .kv rules, and in Python calls that take a message key.

Used by the i18n test (every id has a French and a Japanese translation) and by `./dev i18n`.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from games.base import N_ as N_  # re-exported: the marker for message ids kept in tables

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DIRS = ("companion", "games")
# Calls whose first argument (or key=) is a message id.
MESSAGE_CALLS = {"RuleError", "HeadlessError", "Notice", "_", "N_", "message", "say", "JournalWriteError"}
MESSAGE_ATTRIBUTES = {"title_key"}
# A table of message ids (e.g. one message per special card) is named *_MESSAGES: all its strings are ids.
MESSAGE_TABLE_SUFFIX = "_MESSAGES"
KV_MESSAGE = re.compile(r"""tr\._\((['"])(.+?)\1\)""")
KV_PLURAL = re.compile(r"""tr\.plural\((['"])(.+?)\1,\s*(['"])(.+?)\3""")
# Calls whose first two arguments are a plural pair: Plural(one, many, n), Plural.of(...), tr.plural(...).
PLURAL_CALLS = {"Plural", "plural", "N_plural"}


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
        elif isinstance(node, ast.Assign):
            names = {t.id for t in node.targets if isinstance(t, ast.Name)}
            if isinstance(node.value, ast.Constant) and names & MESSAGE_ATTRIBUTES:
                found.add(str(node.value.value))
            elif any(name.endswith(MESSAGE_TABLE_SUFFIX) for name in names):
                found.update(c.value for c in ast.walk(node.value)
                             if isinstance(c, ast.Constant) and isinstance(c.value, str))
    return {m for m in found if m.strip()}


def _is_plural_call(node: ast.Call) -> bool:
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "of":
        return isinstance(func.value, ast.Name) and func.value.id == "Plural"
    return _call_name(node) in PLURAL_CALLS


def _plurals_from_python(path: Path) -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Call) and _is_plural_call(node) and len(node.args) >= 2:
            one, many = node.args[:2]
            if isinstance(one, ast.Constant) and isinstance(many, ast.Constant) \
                    and isinstance(one.value, str) and isinstance(many.value, str):
                found.add((one.value, many.value))
    return found


def message_ids(root: Path = ROOT) -> set[str]:
    found: set[str] = set()
    for folder in SOURCE_DIRS:
        for path in (root / folder).rglob("*.py"):
            found |= _from_python(path)
        for path in (root / folder).rglob("*.kv"):
            found |= {m.group(2) for m in KV_MESSAGE.finditer(path.read_text(encoding="utf-8"))}
    return found


def plural_ids(root: Path = ROOT) -> set[tuple[str, str]]:
    """Every (singular, plural) pair of a counted message."""
    found: set[tuple[str, str]] = set()
    for folder in SOURCE_DIRS:
        for path in (root / folder).rglob("*.py"):
            found |= _plurals_from_python(path)
        for path in (root / folder).rglob("*.kv"):
            found |= {(m.group(2), m.group(4)) for m in KV_PLURAL.finditer(path.read_text(encoding="utf-8"))}
    return found
