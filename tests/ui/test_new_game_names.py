"""Names at New game by touch on the on-screen keyboard: a fresh field takes exactly what is typed, capital first;
the clear button; the last table in one tap; a seat with no name or another's name is asked about, never started
silently (docs/design.md#players-remembered)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.screens.i18n import tr
from tests.ui.keyboard_helpers import press, shown_keyboard, type_keys
from tests.ui.test_new_game import chips, names, same_players


@pytest.fixture
def screen_keyboard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KIVY_KEYBOARD", "screen")


def type_name(app: Any, row: int, keys: list[str]) -> None:
    """Tap the row's field, type the keys, Done."""
    app.tap(app.screen.rows()[row].ids.name)
    type_keys(app, keys)
    press(app, tr._("Done"))
    assert shown_keyboard() is None


LATIN = (["L", "e", "o"], ["A", "n", "a"], ["B", "o"])  # capitals first by themselves
KANA = (["さ", "く", "ら"], ["け", "ん"], ["ゆ", "い"])


def name_three(app: Any, names: tuple[list[str], ...] = LATIN) -> None:
    app.tap(app.screen.ids.new_game_button)
    for row, keys in enumerate(names):
        type_name(app, row, keys)


def test_a_fresh_field_gives_exactly_the_name_typed_capital_first(start_app, screen_keyboard) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    name_three(app)
    assert names(app) == ["Leo", "Ana", "Bo"]  # not "Player 1Leo", and no case key pressed
    row = app.screen.rows()[1]
    app.tap(row.ids.clear_button)  # the (x) in the field: empty at once, the keyboard open on it
    assert row.player_name == "" and row.ids.name.focus and shown_keyboard() is not None
    type_keys(app, ["E", "v", "a"])
    press(app, tr._("Done"))
    assert names(app) == ["Leo", "Eva", "Bo"]
    app.tap(app.screen.ids.start_button)
    assert app.screen.name == "freeplay"
    assert [p.name for p in app.screen.session.setup.players] == ["Leo", "Eva", "Bo"]


def test_the_last_table_is_offered_in_one_tap(start_app, screen_keyboard) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    name_three(app)
    app.tap(app.screen.rows()[0].ids.colour)  # Leo plays another colour than the first offered
    colours = [r.colour for r in app.screen.rows()]
    app.tap(app.screen.ids.start_button)
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.new_game_button)
    same = same_players(app)
    assert same is not None and same.text == "Same players as last time: Leo, Ana, Bo"
    app.tap(app.screen.ids.add_button)  # four rows: the empty fourth leaves when the last table sits down
    app.tap(same_players(app))
    assert names(app) == ["Leo", "Ana", "Bo"] and [r.colour for r in app.screen.rows()] == colours
    assert same_players(app) is None and not chips(app)  # all seated: nothing left to offer
    app.tap(app.screen.ids.start_button)
    assert [p.name for p in app.screen.session.setup.players] == ["Leo", "Ana", "Bo"]


def test_an_unnamed_seat_is_asked_about(start_app, screen_keyboard) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language="fr")
    app.tap(app.screen.ids.new_game_button)
    type_name(app, 0, ["L", "e", "o"])
    app.tap(app.screen.ids.start_button)  # seats 2 and 3 have no name: one question for both
    assert app.screen.name == "new_game" and app.sheet().title == "Les places 2, 3 n'ont pas de nom"
    assert "Jouer en tant que Joueur 2, Joueur 3" in app.visible_texts()
    app.tap("Lui donner un nom")
    field = app.screen.rows()[1].ids.name
    assert app.sheet() is None and field.focus and shown_keyboard() is not None
    type_keys(app, ["Z", "o", "é"])
    press(app, tr._("Done"))
    app.tap(app.screen.ids.start_button)
    assert app.sheet().title == "La place 3 n'a pas de nom"
    app.tap("Jouer en tant que Joueur 3")
    assert app.screen.name == "freeplay"
    assert [p.name for p in app.screen.session.setup.players] == ["Leo", "Zoé", "Joueur 3"]
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.new_game_button)
    assert "Joueur 3" not in chips(app)  # a seat's stand-in name is not remembered as a player


def test_a_seat_can_leave_and_a_duplicate_is_asked_about(start_app, screen_keyboard) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    app.tap(app.screen.ids.new_game_button)
    type_name(app, 0, ["A", "n", "a"])
    type_name(app, 1, ["A", "n", "a"])
    app.tap(app.screen.ids.start_button)
    assert app.sheet().title == "Seats 1 and 2 have the same name: Ana"
    assert "Play as Player 2" not in app.visible_texts()  # only for a seat with no name
    app.tap("Remove the seat")
    assert app.sheet().title == "Seat 2 has no name"  # the third seat, now the second
    assert "Remove the seat" not in app.visible_texts()  # free play needs two players: this seat cannot leave
    app.tap("Play as Player 2")
    assert app.screen.name == "freeplay"
    assert [p.name for p in app.screen.session.setup.players] == ["Ana", "Player 2"]


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_new_game_names_screenshots(start_app, screen_keyboard, language: str) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.test_screenshots import OUT

    app = start_app(language=language)
    name_three(app, KANA if language == "ja" else LATIN)
    app.tap(app.screen.ids.start_button)
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.new_game_button)
    same = same_players(app)
    assert same.texture_size[1] <= same.height and same.texture_size[0] <= same.width  # read whole
    app.screenshot(OUT / "800x480" / f"{language}-new-game-same-players.png")
    app.tap(app.screen.rows()[1].ids.name)
    app.screenshot(OUT / "800x480" / f"{language}-new-game-name-hint.png")
    press(app, tr._("Done"))
    app.tap(next(iter(chips(app).values())))
    app.tap(app.screen.ids.start_button)
    sheet = app.sheet()
    assert sheet is not None and all(b.texture_size[1] <= b.height for b in sheet.answer_buttons.values())
    app.screenshot(OUT / "800x480" / f"{language}-new-game-unnamed-seat.png")
