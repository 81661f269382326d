"""The screenshot index puts each screen's views together, each view's three languages side by side, per window
size; and `./dev screenshots` takes every test that saves a screenshot."""

from __future__ import annotations

import ast
from pathlib import Path

from tools.screenshot_index import index

ROOT = Path(__file__).resolve().parents[1]


def test_the_index_shows_each_screen_in_each_language_per_size(tmp_path: Path) -> None:
    for name in ("800x480/fr-home-empty.png", "800x480/en-home-empty.png", "800x480/ja-home-empty.png",
                 "800x480/en-result.png", "800x480/en-catan-dice.png", "800x480/en-home-unfinished.png",
                 "800x480/en-play-log-clock.png", "800x480/en-play-log.png", "1280x720/en-home-empty.png"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_bytes(b"")
    page = index(tmp_path)
    assert "800x480: 6 views of 4 screens" in page and "1280x720: 1 views of 1 screens" in page
    lines = page.splitlines()
    home_row = next(line for line in lines if line.startswith("<tr><th>home-empty</th>") and "800x480" in line)
    assert home_row.index("fr-home-empty") < home_row.index("en-home-empty") < home_row.index("ja-home-empty")
    result_row = next(line for line in lines if line.startswith("<tr><th>result</th>"))
    assert result_row.count("<td></td>") == 2  # no French or Japanese shot of it: the gaps show
    # Home's two views under one heading, the play log's two under its own (not "play"), Catan's apart.
    home = lines.index('<h3 id="800x480-home">home</h3>')
    assert lines[home + 3].startswith("<tr><th>home-empty") and lines[home + 4].startswith("<tr><th>home-unfinished")
    play_log = lines.index('<h3 id="800x480-play-log">play-log</h3>')
    assert lines[play_log + 3].startswith("<tr><th>play-log</th>")
    assert lines[play_log + 4].startswith("<tr><th>play-log-clock</th>")
    assert '<h3 id="800x480-catan">catan</h3>' in lines


def saves_screenshots(function: ast.FunctionDef, savers: set[str]) -> bool:
    """Calls a harness's screenshot or a helper that does (not inside ``pytest.raises``: a save that must fail)."""
    refused = {id(n) for w in ast.walk(function) if isinstance(w, ast.With)
               and any("raises" in ast.unparse(item.context_expr) for item in w.items) for n in ast.walk(w)}
    return any(isinstance(node, ast.Call) and id(node) not in refused
               and (isinstance(node.func, ast.Attribute) and node.func.attr == "screenshot"
                    or isinstance(node.func, ast.Name) and node.func.id in savers)
               for node in ast.walk(function))


def test_dev_screenshots_selects_every_test_that_saves_one() -> None:
    """Read from the sources: a test that calls a harness's screenshot (itself or through a helper of its module)
    carries the `screenshots` marker that `./dev screenshots` selects. (The harness also refuses to save one for
    an unmarked test: tests/ui/test_screenshots.py.)"""
    assert "-m screenshots" in next(line for line in (ROOT / "dev").read_text().splitlines()
                                    if "pytest" in line and "tests/ui" in line and "screenshot" in line)
    unmarked, marked = [], 0
    for path in sorted((ROOT / "tests" / "ui").glob("test_*.py")):
        functions = [n for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(n, ast.FunctionDef)]
        savers: set[str] = set()
        while True:  # helpers that save one, and helpers calling those
            more = {f.name for f in functions if f.name not in savers and saves_screenshots(f, savers)}
            if not more:
                break
            savers |= more
        for function in functions:
            if not function.name.startswith("test_") or function.name not in savers:
                continue
            if any("screenshots" in ast.unparse(d) for d in function.decorator_list):
                marked += 1
            else:
                unmarked.append(f"{path.name}::{function.name}")
    assert not unmarked, f"tests saving screenshots that ./dev screenshots would miss: {unmarked}"
    assert marked >= 35  # History, Statistics, play logs, roster, Rules, Settings, turn clock, backup among them
