"""Settings at a table: no file path or pin count on the main page (a Details page keeps them), and the
keyboard names are typed on chosen there (docs/design.md#the-on-screen-keyboard)."""

from __future__ import annotations

import pytest

from companion.screens.i18n import tr
from tests.ui.keyboard_helpers import shown_keyboard
from tests.ui.test_screenshots import OUT


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_the_main_page_keeps_paths_and_pins_in_details(start_app, data_dir, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    app.tap(app.screen.ids.settings_button)
    texts = " ".join(app.visible_texts())
    assert str(data_dir) not in texts and "pin" not in texts.lower() and ".ttf" not in texts
    app.screenshot(OUT / "800x480" / f"{language}-settings-main.png")
    app.tap(app.screen.ids.details_button)
    texts = " ".join(app.visible_texts())
    assert str(data_dir) in texts  # the journal's path, for whoever looks after the box
    app.screenshot(OUT / "800x480" / f"{language}-settings-details.png")
    app.tap(tr._("Back"))
    assert app.screen.name == "settings" and app.screen.page == "main"
    app.tap(tr._("Back"))
    assert app.screen.name == "home"


def test_the_table_chooses_the_screen_keyboard(start_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv("KIVY_KEYBOARD", raising=False)
    app = start_app()
    app.tap(app.screen.ids.settings_button)
    app.tap("On the screen")
    assert app.context.preferences.get("keyboard") == "screen"
    app.tap("Back")
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.screen.rows()[0].ids.name)
    assert shown_keyboard() is not None
    app.tap(app.screen.rows()[0].ids.name)  # (the field keeps the focus)
    from tests.ui.keyboard_helpers import press

    press(app, tr._("Done"))
    app.tap("Back")
    app.tap(app.screen.ids.settings_button)
    app.tap("Plugged in")
    app.tap("Back")
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.screen.rows()[0].ids.name)
    assert shown_keyboard() is None
