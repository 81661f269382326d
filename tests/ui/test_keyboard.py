"""The on-screen keyboard at a table with no keyboard: a name typed with real touches on its keys, in Latin
letters and in kana, and Done closes it (docs/design.md#the-on-screen-keyboard)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.screens.i18n import tr
from tests.ui.keyboard_helpers import press, shown_keyboard, type_keys


@pytest.fixture
def screen_keyboard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KIVY_KEYBOARD", "screen")


def open_name_field(app: Any, row: int = 0) -> Any:
    app.tap(app.screen.ids.new_game_button)
    field = app.screen.rows()[row].ids.name
    app.tap(field)
    return field


def test_a_name_typed_on_the_azerty_keys(start_app, screen_keyboard) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language="fr")
    field = open_name_field(app, row=2)  # the lowest row: lifted above the keyboard
    keyboard = shown_keyboard()
    assert keyboard is not None and keyboard.layout == "azerty"
    assert keyboard.width == app.app.root.width and keyboard.y == 0  # docked at the bottom
    rows = keyboard.layout_geometry["LINE_1"]
    assert min(size[1] for _, size in rows) >= 48 and min(size[0] for _, size in rows) >= 48  # big keys
    assert field.to_window(field.x, field.y)[1] >= keyboard.top  # the field in view above it
    assert field.focus and field.text == "" and field.hint_text == "Joueur 3"  # a grey hint, nothing to clear
    assert keyboard.layout_mode == "shift"  # an empty name field: the capitals shown by themselves
    type_keys(app, ["Z"])
    assert keyboard.layout_mode == "normal"  # then the small letters
    type_keys(app, ["o", "é"])
    assert field.text == "Zoé"
    press(app, "←")
    type_keys(app, ["ABC", "E", "abc"])  # ABC: capitals until abc
    assert field.text == "ZoE"
    type_keys(app, ["←", "←", "←"])
    assert keyboard.layout_mode == "shift"  # empty again: capitals again
    type_keys(app, ["abc", "d", "e", " ", "ABC", "Z"])  # small letters chosen: the field keeps them
    assert field.text == "de Z"
    press(app, tr._("Done"))
    assert shown_keyboard() is None and not field.focus
    assert app.app.root.y == 0  # the screen back in its place
    assert app.screen.rows()[2].player_name == "de Z"


def test_a_name_in_kana_and_the_keys_that_switch_layouts(start_app, screen_keyboard) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language="ja")
    field = open_name_field(app)
    keyboard = shown_keyboard()
    assert keyboard.layout == "hiragana"
    type_keys(app, ["さ", "く", "ら", "は", "が/ぱ", "が/ぱ"])  # は, then ば, then ぱ
    assert field.text == "さくらぱ"
    press(app, "←")
    press(app, "カナ")
    assert keyboard.layout == "katakana"
    type_keys(app, ["ケ", "ン"])
    assert field.text == "さくらケン"
    press(app, "AZERTY")
    assert keyboard.layout == "azerty"
    press(app, "QWERTY")
    assert keyboard.layout == "qwerty"
    press(app, "かな")
    assert keyboard.layout == "hiragana"
    press(app, tr._("Done"))
    assert shown_keyboard() is None
    assert app.screen.rows()[0].player_name == "さくらケン"


def test_a_physical_keyboard_shows_no_screen_keyboard(start_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("KIVY_KEYBOARD", "physical")
    app = start_app()
    field = open_name_field(app)
    assert field.focus and shown_keyboard() is None
    app.type_into(field, "Ann")
    assert field.text == "Ann"


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_keyboard_screenshots(start_app, screen_keyboard, language: str) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.test_screenshots import OUT

    app = start_app(language=language)
    open_name_field(app, row=2)
    app.screenshot(OUT / "800x480" / f"{language}-keyboard.png")
    if language == "ja":
        press(app, "カナ")
        app.screenshot(OUT / "800x480" / f"{language}-keyboard-katakana.png")
