"""The "?" of a game screen opens that game's help: what the app expects now, the key steps of a turn from the
game's plugin, and the keys and buttons (docs/design.md#the-kit)."""

from __future__ import annotations

from companion.plugins import plugin_for
from companion.screens.i18n import tr
from tests.ui.kilia_helpers import create_kilia_game
from tests.ui.looks import flaws


def test_the_help_says_what_is_expected_now_the_steps_of_a_turn_and_the_keys(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = create_kilia_game(app, ["Anna", "Eric"])
    now = screen.ids.status.text
    app.tap(screen.ids.help_button)
    sheet = app.sheet()
    assert sheet is not None and sheet.title == "Help"
    texts = app.visible_texts()
    assert now in texts  # what the app expects now, as the status line says it
    plugin = plugin_for("kilia")
    assert plugin is not None and plugin.help
    for number, step in enumerate(plugin.help, start=1):
        assert f"{number}. {tr._(step)}" in texts
    assert "Keys and buttons" in texts and any(": " in t and "/" in t for t in texts)  # a key row
    assert not flaws(app.walk())
    app.tap("Close")
    assert app.sheet() is None and app.screen is screen


def test_the_help_opened_again_says_what_is_expected_then_and_speaks_the_new_language(start_app) -> None:  # type: ignore[no-untyped-def]
    # The sheet is built once per screen and reopened (docs/design.md#the-kit): what it says must still follow
    # the table, both the status of the moment and a language chosen since.
    from tests.ui.test_freeplay import create_game

    app = start_app(language="en")
    create_game(app, ["Ann", "Bo"])
    screen = app.screen
    before = screen.ids.status.text
    app.tap(screen.ids.help_button)
    assert before in app.visible_texts()
    app.tap("Close")
    app.tap("Next turn")
    after = screen.ids.status.text
    assert after != before
    app.tap(screen.ids.help_button)
    texts = app.visible_texts()
    assert after in texts and before not in texts
    app.tap("Close")
    tr.switch("fr")
    app.settle()
    app.tap(screen.ids.help_button)
    assert app.sheet().title == "Aide" and "Touches et boutons" in app.visible_texts()
    app.tap("Fermer")
    tr.switch("en")
