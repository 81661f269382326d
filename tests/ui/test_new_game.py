"""New game at a table: remembered players a tap each, colours that never clash, a random first player,
names refused with a clear message and nothing lost, the rules as sentences (docs/design.md#players-remembered)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.screens.i18n import tr
from companion.screens.player_row import RosterChip
from tests.ui.test_freeplay import create_game
from tests.ui.test_screenshots import OUT


def chips(app: Any) -> dict[str, Any]:
    """The remembered players' chips, by name (not the last table's "Same players" button)."""
    return {c.text: c for c in app.screen.ids.roster.children if isinstance(c, RosterChip)
            and not hasattr(c, "same_players")}


def same_players(app: Any) -> Any:
    return next((c for c in app.screen.ids.roster.children if hasattr(c, "same_players")), None)


def names(app: Any) -> list[str]:
    return [r.player_name for r in app.screen.rows()]


def test_the_players_are_offered_next_time_a_tap_each(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_game(app, ["Ann", "Bo", "さくら"])
    assert app.screen.name == "freeplay"
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.new_game_button)
    assert list(reversed(list(chips(app)))) == ["Ann", "Bo", "さくら"]  # kept in the data folder, in seat order
    assert names(app) == ["", "", ""]  # empty fields, their seats as grey hints
    assert [r.ids.name.hint_text for r in app.screen.rows()] == ["Player 1", "Player 2", "Player 3"]
    assert "Tap a name to seat them" in app.visible_texts()
    app.tap(chips(app)["さくら"])
    app.tap(chips(app)["Ann"])
    assert names(app)[:2] == ["さくら", "Ann"] and set(chips(app)) == {"Bo"}
    colours = [r.colour for r in app.screen.rows()]
    assert len(set(colours)) == len(colours)  # a colour already at the table is never given twice
    app.tap(app.screen.rows()[0].ids.colour)
    assert app.screen.rows()[0].colour not in colours[1:]
    app.tap(app.screen.ids.random_button)
    firsts = [r for r in app.screen.rows() if r.first]
    assert len(firsts) == 1 and f"{firsts[0].player_name or firsts[0].hint} plays first" in app.visible_texts()
    app.tap(app.screen.rows()[2].ids.remove_button)  # the empty third seat leaves: two players
    app.tap(app.screen.ids.start_button)
    assert app.screen.name == "freeplay" and [p.name for p in app.screen.session.setup.players] == ["さくら", "Ann"]


def test_a_long_name_is_refused_and_nothing_typed_is_lost(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language="fr")
    create_game(app, ["x" * 200, "Bo"])
    assert app.screen.name == "new_game"
    long = "X" + "x" * 199  # the first letter capital by itself, on a physical keyboard too
    assert "Un nom a au plus 24 caractères : " + long[:24] + "… est plus long" in app.visible_texts()
    assert names(app) == [long, "Bo"]


@pytest.mark.screenshots
def test_a_long_name_in_any_script_shows_whole(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language="ja")
    long_names = ["あいうえおかきくけこさしすせそたちつてとなにぬね", "Maximilienne-Éléonore de X"[:24], "Bo"]
    create_game(app, long_names)
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.new_game_button)
    for chip in chips(app).values():
        assert chip.texture_size[0] <= chip.width and chip.texture_size[1] <= chip.height, chip.text
    app.screenshot(OUT / "800x480" / "ja-new-game-long-names.png")


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_the_rules_read_as_sentences_and_the_scenarios_as_a_list(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    create_game(app, ["Ann", "Bo"])
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.new_game_button)
    app.screenshot(OUT / "800x480" / f"{language}-new-game-roster.png")
    app.tap(app.button(tr._("Catan: Explorers & Pirates")))
    line = app.screen.ids.options_line
    assert line.text.startswith(tr._("Scenario")) and line.texture_size[1] <= line.height
    app.tap(app.screen.ids.rules_button)
    sheet = app.sheet()
    scenarios = [b.text for b in sheet.body.children if getattr(b, "tone", "") in ("primary", "normal")
                 and b.text[:1].isdigit()]
    assert len(scenarios) == 5
    for widget in sheet.body.children:
        assert widget.texture_size[1] <= widget.height + 1, widget.text  # every sentence whole
        assert "_" not in widget.text, widget.text  # no option id
    app.screenshot(OUT / "800x480" / f"{language}-new-game-rules.png")
    app.tap(app.button(tr._("3: Fish for Catan")))
    app.tap(app.sheet_button("ok"))
    assert tr._("3: Fish for Catan") in app.screen.ids.options_line.text
