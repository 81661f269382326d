"""No count is written in English by hand (docs/design.md#words): every message the app can show (Python and
.kv, as ``companion.locale.extract`` finds them) and every text built in a source is walked, and one that counts
with a hand-made plural fails: "card(s)", "1 points", or a number put before a counted noun ("{count} cards",
f"{n} cards") outside a plural pair (``tr.plural``, ``games.messages.Plural``), which reads "1 cards" in English
and "1 cartes" in French. That each plural pair has every form of French and Japanese is tests/test_i18n.py's.

The places that still count by hand are written down in ``tests/plurals_still.py`` (the games' folders are
being brought onto the kit one by one): a new place fails, and so does a listed place that counts right now.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from companion.locale.extract import KV_MESSAGE, _from_python, plural_ids
from tests.plurals_still import STILL
from tests.test_architecture import ROOT

PAIRS = plural_ids()
SOURCES = [p for folder in ("companion", "games") for p in sorted((ROOT / folder).rglob("*"))
           if p.suffix in (".py", ".kv")]
# Nouns the app counts with a plural pair somewhere (each word a plural form adds), and a few more it counts.
COUNTED = sorted({word for one, many in PAIRS for word in set(re.findall(r"[a-z]+s\b", many))
                  - set(re.findall(r"[a-z]+s\b", one))} | {"moves", "pins", "cells", "rows", "turns", "rounds"})
# A placeholder that holds a count: not one that names who or what ("{player} plays"), nor a bound that is never
# one ("at most {most} characters", "{min} to {max} players").
NOT_A_COUNT = {"player", "current", "name", "names", "winner", "other", "game", "card", "field", "colour", "zone",
               "space", "resource", "min", "max", "most", "least", "low", "high", "expected"}
PLACEHOLDER = rf"\{{(?!(?:{'|'.join(NOT_A_COUNT)})\b)\w*(?:![rs])?(?::[^}}]*)?\}}"
SHOWN_BY_HAND = re.compile(rf"[A-Za-z]\(s\)|\b1 (?:{'|'.join(COUNTED)})\b")  # on a screen: "card(s)", "1 points"
BY_HAND = re.compile(rf"[A-Za-z]\(s\)|(?:\b1|{PLACEHOLDER}) (?:{'|'.join(COUNTED)})\b")


def shown_by_hand(texts: list[str]) -> list[str]:
    """Texts on a screen that count by hand (the screenshot tests ask it of what they photograph)."""
    return [text for text in texts if SHOWN_BY_HAND.search(text)]


def messages_of(path: Path) -> set[str]:
    """The message ids a file hands to the translator (not its plural pairs: those count right)."""
    if path.suffix == ".kv":
        return {m.group(2) for m in KV_MESSAGE.finditer(path.read_text(encoding="utf-8"))}
    return _from_python(path)


def built_texts(path: Path) -> set[str]:
    """Texts a Python file builds itself: f-strings with the value's place as {…}, and "(s)" in any string."""
    if path.suffix != ".py":
        return {line for line in path.read_text(encoding="utf-8").splitlines() if "(s)" in line}
    found = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}  # never shown
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            found.add("".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and "(s)" in node.value \
                and id(node) not in docstrings:
            found.add(node.value)
    return found


def counted_by_hand(path: Path) -> set[str]:
    texts = (messages_of(path) - {form for pair in PAIRS for form in pair}) | built_texts(path)
    return {text for text in texts if BY_HAND.search(text.replace("{}", "{n}"))}


def test_the_check_sees_a_count_by_hand() -> None:
    for text in ("Give back {count} cards", "1 points", "{player} has {coins} coins", "card(s)", "{} moves"):
        assert BY_HAND.search(text.replace("{}", "{n}")), text
    assert shown_by_hand(["Anna · 1 points", "3 card(s)", "Anna · 2 points", "1 point"]) == ["Anna · 1 points",
                                                                                          "3 card(s)"]
    for text in ("{player} wins", "{player} plays", "3 coins", "at most {most} cells", "{count} of any kind",
                 "unité(s)"):
        assert not BY_HAND.search(text), text


def test_no_text_counts_with_an_english_plural_made_by_hand() -> None:
    found = {f"{path.relative_to(ROOT)}: {text}" for path in SOURCES for text in counted_by_hand(path)}
    places = {line.split(": ", 1)[0] for line in found}
    new = {line for line in found if line.split(": ", 1)[0] not in STILL}
    assert not new, "count these with tr.plural (or games.messages.Plural as a parameter):\n" + "\n".join(sorted(new))
    assert STILL - places == set(), "these count right now; take them off tests/plurals_still.py"
