"""The house's rules (docs/design.md#dependencies-point-inward, #plugins, #the-kit, #refusals), checked on the code.

Each check lists what breaks it. Where the code does not yet keep a rule, the places that still break it are
written down in ``STILL`` (the games are being brought onto the kit one by one): a new place fails the test, and
so does a listed place that no longer breaks the rule, so the lists only shrink.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import games
from tests.test_architecture import ROOT, imports_of

SCREENS = ROOT / "companion" / "screens"
GAME_PACKAGES = games.GAMES
ENGINE_FACE = {"games.base", "games.refusals", "games.messages"}

from tests.house_still import STILL  # noqa: E402 (the places that still break a rule; they only shrink)


def game_of_screen(path: Path) -> str | None:
    parts = path.relative_to(SCREENS).parts
    return parts[0] if len(parts) > 1 and parts[0] in GAME_PACKAGES else None


def screen_files() -> list[Path]:
    return sorted(p for p in SCREENS.rglob("*") if p.suffix in (".py", ".kv"))


def check(rule: str, found: set[str]) -> None:
    still = STILL[rule]
    assert found - still == set(), f"{rule}: new places break it"
    assert still - found == set(), f"{rule}: these keep the rule now; take them off STILL"


def test_one_games_screens_never_import_anothers() -> None:
    found = set()
    for path in screen_files():
        own = game_of_screen(path)
        if path.suffix != ".py" or own is None:
            continue
        for name in imports_of(path):
            other = re.match(r"companion\.screens\.(\w+)", name)
            if other and other.group(1) in GAME_PACKAGES and other.group(1) != own:
                found.add(f"{path.relative_to(ROOT)} -> {name}")
    check("screens import another game's", found)


def test_shared_code_imports_no_game() -> None:
    """Shared screens, the kit, the core, hardware and vision name no game's screens or engine package; the
    plugins are found through games.GAMES."""
    shared = [p for p in screen_files() if p.suffix == ".py" and game_of_screen(p) is None]
    shared += sorted((ROOT / "companion").glob("*.py"))
    for folder in ("core", "hardware", "vision"):
        shared += sorted((ROOT / "companion" / folder).rglob("*.py"))
    found = set()
    for path in shared:
        for name in imports_of(path):
            target = re.match(r"(?:companion\.screens|games)\.(\w+)", name)
            if target and target.group(1) in GAME_PACKAGES:
                found.add(f"{path.relative_to(ROOT)} -> {name}")
    check("shared code imports a game", found)


def test_screens_import_only_the_engines_package_face() -> None:
    found = set()
    for path in screen_files():
        if path.suffix != ".py":
            continue
        for name in imports_of(path):
            if name.startswith("games.") and name not in ENGINE_FACE and name.count(".") > 1:
                found.add(f"{path.relative_to(ROOT)} -> {name}")
    check("engine internals", found)


def test_no_screen_helper_takes_an_untyped_screen() -> None:
    found = set()
    for path in screen_files():
        if path.suffix != ".py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for arg in node.args.args + node.args.kwonlyargs:
                    if arg.arg == "screen" and isinstance(arg.annotation, ast.Name) and arg.annotation.id == "Any":
                        found.add(f"{path.relative_to(ROOT)}:{node.name}")
    check("untyped screen", found)


RAW_COLOUR = re.compile(r"\(\s*[01](?:\.\d+)?\s*,\s*[01](?:\.\d+)?\s*,\s*[01](?:\.\d+)?\s*(?:,\s*[01](?:\.\d+)?\s*)?\)")
RAW_KV_COLOUR = re.compile(r"^\s*(?:rgba|color|background_color|outline_color)\s*:\s*[\d(]", re.M)
RAW_SIZE = re.compile(r"\bsp\(\s*\d")


def raw_look(path: Path) -> bool:
    text = path.read_text(encoding="utf-8")
    return bool(RAW_COLOUR.search(text) or RAW_KV_COLOUR.search(text) or RAW_SIZE.search(text))


def test_no_screen_types_a_colour_or_a_font_size() -> None:
    """Colours and text sizes come from companion/screens/theme.py (docs/design.md#the-theme)."""
    found = {str(p.relative_to(ROOT)) for p in screen_files() if p.name != "theme.py" and raw_look(p)}
    check("raw look", found)


def test_the_raw_look_check_sees_one(tmp_path: Path) -> None:
    for text in ("color: 0.2, 0.3, 0.4, 1\n", "x = (0.85, 0.2, 0.2, 1)\n", "font_size=sp(16)\n"):
        sample = tmp_path / "sample.kv"
        sample.write_text(text)
        assert raw_look(sample), text
    clean = tmp_path / "clean.kv"
    clean.write_text("color: theme.c.text\nfont_size: theme.body\n")
    assert not raw_look(clean)


def names_a_game(text: str) -> bool:
    names = set(GAME_PACKAGES) | {p.replace("_", "-") for p in GAME_PACKAGES}
    return any(re.search(rf"\b{re.escape(n)}\b", text, re.I) for n in names)


def test_the_list_is_the_only_place_outside_a_games_folders_that_names_a_game() -> None:
    """Adding a game touches its engine package, its screen package and games.GAMES (docs/design.md#plugins)."""
    outside = [p for p in (ROOT / "companion").rglob("*") if p.suffix in (".py", ".kv")
               and not (p.is_relative_to(SCREENS) and game_of_screen(p) is not None)]
    outside += [p for p in (ROOT / "games").glob("*.py") if p.name != "__init__.py"]
    found = {str(p.relative_to(ROOT)) for p in outside if names_a_game(p.read_text(encoding="utf-8"))}
    check("names a game", found)


@pytest.mark.parametrize("package", GAME_PACKAGES)
def test_every_refusal_names_its_clause(package: str) -> None:
    """Each message id the engine raises a RuleError with has its clause (docs/design.md#refusals)."""
    from games import base

    engine = next(g for g in base.all_games() if type(g).__module__.startswith(f"games.{package}."))
    raised = set()
    for path in (ROOT / "games" / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "RuleError" and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    raised.add(first.value)
    missing = {f"{package}: {key}" for key in raised if key not in engine.clauses}
    assert missing - STILL["refusal without a clause"] == set(), "refusals with no clause"
    if not missing:
        assert not {m for m in STILL["refusal without a clause"] if m.startswith(f"{package}: ")}


@pytest.mark.parametrize("package", GAME_PACKAGES)
def test_every_rulebook_a_clause_cites_is_titled_by_its_games_plugin(package: str) -> None:
    """ "Why?" names the book as the box prints it; the title comes from the game's plugin (docs/design.md#plugins)."""
    from companion.plugins import plugins
    from games import base
    from games.refusals import ENTRY

    engine = next(g for g in base.all_games() if type(g).__module__.startswith(f"games.{package}."))
    plugin = next(p for p in plugins() if p.package == package)
    cited = {clause.book for clause in engine.clauses.values()} - {ENTRY.book}
    assert cited <= set(plugin.books), f"{package}: no title for {cited - set(plugin.books)}"
