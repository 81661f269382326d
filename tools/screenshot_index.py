"""screenshots/index.html: every screenshot the screenshot tests saved, by window size, screen and language,
side by side so one look compares fr, en and ja (`./dev screenshots` writes it after the tests).

    python -m tools.screenshot_index [FOLDER]
"""

from __future__ import annotations

import html
import sys
from collections import defaultdict
from pathlib import Path

LANGUAGES = ("fr", "en", "ja")
ROOT = Path(__file__).resolve().parents[1]


def index(folder: Path) -> str:
    """The page: a section per window size, a row per screen, a column per language."""
    sections = []
    for size in sorted((d for d in folder.iterdir() if d.is_dir()), key=lambda d: d.name):
        rows: dict[str, dict[str, str]] = defaultdict(dict)
        for shot in sorted(size.glob("*.png")):
            language, _, screen = shot.stem.partition("-")
            if language not in LANGUAGES:
                language, screen = "", shot.stem
            rows[screen][language] = f"{size.name}/{shot.name}"
        if not rows:
            continue
        lines = [f"<h2>{html.escape(size.name)}: {len(rows)} screens</h2>", "<table>",
                 "<tr><th>screen</th>" + "".join(f"<th>{lang}</th>" for lang in LANGUAGES) + "</tr>"]
        for screen, shots in sorted(rows.items()):
            cells = "".join(f'<td><a href="{html.escape(shots[lang])}"><img src="{html.escape(shots[lang])}" '
                            f'loading="lazy"></a></td>' if lang in shots else "<td></td>" for lang in LANGUAGES)
            lines.append(f"<tr><th>{html.escape(screen)}</th>{cells}</tr>")
            if "" in shots:
                lines.append(f'<tr><th></th><td colspan="3"><img src="{html.escape(shots[""])}"></td></tr>')
        lines.append("</table>")
        sections.append("\n".join(lines))
    style = ("body{font-family:sans-serif;background:#222;color:#eee} img{width:400px;border:1px solid #555} "
             "th{text-align:left;vertical-align:top;padding-right:8px} a{color:#9cf}")
    return (f"<!doctype html><meta charset=utf-8><title>Table Companion screenshots</title><style>{style}</style>"
            f"<h1>Table Companion: every screen</h1>\n" + "\n".join(sections) + "\n")


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
