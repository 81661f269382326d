"""screenshots/index.html: every screenshot the screenshot tests saved, by window size, then by screen (each game's,
Home, History, Statistics, Settings, ...), a row per view with fr, en and ja side by side so one look compares the
three (`./dev screenshots` writes it after the tests).

    python -m tools.screenshot_index [FOLDER]
"""

from __future__ import annotations

import html
import sys
from collections import defaultdict
from pathlib import Path

LANGUAGES = ("fr", "en", "ja")
ROOT = Path(__file__).resolve().parents[1]
# Screens whose name is two words; any other screen is named by the first word of its shots' names.
TWO_WORD_SCREENS = ("new-game", "play-log", "turn-clock", "key-help", "score-pad")


def screen_of(view: str) -> str:
    """The screen a view belongs to: "catan-board-entry" -> "catan", "play-log-clock" -> "play-log"."""
    return next((name for name in TWO_WORD_SCREENS if view == name or view.startswith(name + "-")),
                view.split("-", 1)[0])


def index(folder: Path) -> str:
    """The page: a section per window size, a table per screen, a row per view, a column per language."""
    sections = []
    for size in sorted((d for d in folder.iterdir() if d.is_dir()), key=lambda d: d.name):
        views: dict[str, dict[str, str]] = defaultdict(dict)
        for shot in sorted(size.glob("*.png")):
            language, _, view = shot.stem.partition("-")
            if language not in LANGUAGES:
                language, view = "", shot.stem
            views[view][language] = f"{size.name}/{shot.name}"
        if not views:
            continue
        screens: dict[str, list[str]] = defaultdict(list)
        for view in sorted(views):
            screens[screen_of(view)].append(view)
        lines = [f"<h2>{html.escape(size.name)}: {len(views)} views of {len(screens)} screens</h2>"]
        for screen, names in sorted(screens.items()):
            lines += [f'<h3 id="{html.escape(size.name)}-{html.escape(screen)}">{html.escape(screen)}</h3>', "<table>",
                      "<tr><th>view</th>" + "".join(f"<th>{lang}</th>" for lang in LANGUAGES) + "</tr>"]
            for view in names:
                lines += _row(view, views[view])
            lines.append("</table>")
        sections.append("\n".join(lines))
    style = ("body{font-family:sans-serif;background:#222;color:#eee} img{width:400px;border:1px solid #555} "
             "th{text-align:left;vertical-align:top;padding-right:8px} a{color:#9cf}")
    return (f"<!doctype html><meta charset=utf-8><title>Table Companion screenshots</title><style>{style}</style>"
            f"<h1>Table Companion: every screen</h1>\n" + "\n".join(sections) + "\n")


def _row(view: str, shots: dict[str, str]) -> list[str]:
    """A view's three languages side by side (an empty cell where one is missing), and a shot of no language
    under them."""
    cells = "".join(f'<td><a href="{html.escape(shots[lang])}"><img src="{html.escape(shots[lang])}" '
                    f'loading="lazy"></a></td>' if lang in shots else "<td></td>" for lang in LANGUAGES)
    row = [f"<tr><th>{html.escape(view)}</th>{cells}</tr>"]
    if "" in shots:
        row.append(f'<tr><th></th><td colspan="3"><img src="{html.escape(shots[""])}"></td></tr>')
    return row


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "screenshots"
    if not folder.is_dir():
        print(f"no screenshots in {folder}: run ./dev screenshots", file=sys.stderr)
        sys.exit(2)
    page = folder / "index.html"
    page.write_text(index(folder), encoding="utf-8")
    print(f"{sum(1 for _ in folder.glob('*/*.png'))} screenshots indexed in {page}")


if __name__ == "__main__":
    main()
