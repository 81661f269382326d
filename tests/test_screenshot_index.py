"""The screenshot index puts each screen's three languages side by side, per window size."""

from __future__ import annotations

from pathlib import Path

from tools.screenshot_index import index


def test_the_index_shows_each_screen_in_each_language_per_size(tmp_path: Path) -> None:
    for name in ("800x480/fr-home.png", "800x480/en-home.png", "800x480/ja-home.png", "800x480/en-result.png",
                 "1280x720/en-home.png"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_bytes(b"")
    page = index(tmp_path)
    assert "800x480: 2 screens" in page and "1280x720: 1 screens" in page
    home_row = next(line for line in page.splitlines() if line.startswith("<tr><th>home</th>") and "800x480" in line)
    assert home_row.index("fr-home") < home_row.index("en-home") < home_row.index("ja-home")
    result_row = next(line for line in page.splitlines() if line.startswith("<tr><th>result</th>"))
    assert result_row.count("<td></td>") == 2  # no French or Japanese shot of it: the gaps show
