"""Every screen in fr, en and ja at 800x480 and 1280x720: saved under screenshots/ to be looked at, and
checked for what a person would notice (touch targets too small, Japanese drawn as empty boxes)."""

from __future__ import annotations

from pathlib import Path

import pytest
from kivy.core.text import Label as CoreLabel
from kivy.uix.button import Button

from tests.test_plurals import shown_by_hand
from tests.ui.looks import flaws
from tests.ui.test_freeplay import create_game

OUT = Path(__file__).resolve().parents[2] / "screenshots"
SIZES = [(800, 480), (1280, 720)]
LANGUAGES = ["fr", "en", "ja"]
MIN_TARGET_PX = 48


def small_targets(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [f"{w.text!r} {w.width:.0f}x{w.height:.0f}" for w in app.walk()
            if isinstance(w, Button) and w.get_root_window() is not None and w.opacity > 0
            and min(w.width, w.height) < MIN_TARGET_PX]


@pytest.mark.screenshots
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_screen(start_app, language: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language, size=size)
    folder = OUT / f"{size[0]}x{size[1]}"
    shots: list[str] = []

    def shoot(name: str) -> None:
        app.screenshot(folder / f"{language}-{name}.png")
        too_small = small_targets(app)
        assert not too_small, f"{name}: touch targets under {MIN_TARGET_PX} px: {too_small}"
        seen = flaws(app.walk())
        assert not seen, f"{language} {name}: {seen}"
        assert not shown_by_hand(app.visible_texts()), f"{name}: a count made by hand"
        shots.append(name)

    shoot("home-empty")
    app.tap(app.screen.ids.new_game_button)
    shoot("new-game")
    app.tap(app.screen.ids.start_button)
    app.tap(app.sheet().answer_buttons["hint"])  # no names typed: "Play as Player 1, Player 2, Player 3"
    for _ in range(4):
        app.tap(app.screen.ids.main_button)
    app.tap(app.screen.score_cell(1, 1))
    for digit in "42":
        app.tap(digit)
    shoot("score-pad")
    app.tap("OK")
    shoot("freeplay-table")
    app.tap(app.screen.ids.panel.column.children[-2])  # the timer's pause, under the turn's time
    app.tap(app.screen.ids.home_button)
    shoot("home-unfinished")
    app.tap(app.screen.ids.settings_button)
    shoot("settings")
    app.press_key(282)
    shoot("key-help")
    assert len(shots) == 7


def test_japanese_glyphs_render(start_app) -> None:  # type: ignore[no-untyped-def]
    start_app(language="ja")  # registers the app's font

    def pixels(text: str) -> bytes:
        label = CoreLabel(text=text, font_size=32)
        label.refresh()
        return bytes(label.texture.pixels)

    # A font without these glyphs draws the same empty box for each: compare with unassigned code points.
    assert pixels("評議会") != pixels("\U0010fffd\U0010fffe\U0010fffd")
    assert pixels("評議会") != pixels("金貨カ")


def test_a_test_not_marked_screenshots_cannot_save_one(start_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """`./dev screenshots` runs the tests marked `screenshots`: one saving a screenshot without it would be left out."""
    app = start_app()
    with pytest.raises(AssertionError, match="marked @pytest.mark.screenshots"):
        app.screenshot(tmp_path / "en-home-empty.png")
    assert not (tmp_path / "en-home-empty.png").exists()
