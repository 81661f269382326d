"""The turn clock on the kit's seat bar (docs/records.md#the-turn-clock): chosen in Settings by touch, each
player's thinking time on their seat, the per-turn limit shown in the warning colour, and the times still there
after the app is started again on the same data folder."""

from __future__ import annotations

from typing import Any

import pytest

from companion.screens.i18n import tr
from companion.screens.kit import turn_clock
from tests.ui.looks import flaws
from tests.ui.test_freeplay import create_game
from tests.ui.test_screenshots import OUT


class FakeTime:
    def __init__(self) -> None:
        self.ms = 1_000_000_000

    def __call__(self) -> int:
        return self.ms


def chips(app: Any) -> list[Any]:
    return app.screen.ids.seats.chips()


def tick(app: Any) -> None:
    app.screen._tick_clock(0)
    app.settle()


@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_thinking_time_on_the_seat_bar_survives_a_restart(start_app, language: str,  # type: ignore[no-untyped-def]
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    now = FakeTime()
    monkeypatch.setattr(turn_clock, "wall_ms", now)
    app = start_app(language=language)
    app.tap(app.screen.ids.settings_button)
    app.tap(app.screen.ids.turn_clock_button)
    app.tap(app.sheet().answer_buttons[60])  # a minute a turn
    assert app.screen.ids.turn_clock_button.text == tr.plural(
        "Each player's time, {count} minute a turn", "Each player's time, {count} minutes a turn", 1)
    app.app.navigator.show("home")
    app.settle()
    create_game(app, ["Ann", "Bo", "Cy"])
    assert all(c.figures.endswith("0:00") for c in chips(app))
    now.ms += 75_000  # Ann thinks 1 min 15 s: past the minute
    tick(app)
    assert chips(app)[0].figures.endswith("1:15") and chips(app)[0].warned and not chips(app)[1].warned
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-turn-clock.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(app.screen.ids.main_button)  # End the turn: Bo's time runs, Ann's stands
    now.ms += 10_000
    tick(app)
    assert [c.figures[-4:] for c in chips(app)] == ["1:15", "0:10", "0:00"]
    assert not any(c.warned for c in chips(app))
    now.ms += 600_000  # the plug is pulled; the app is back ten minutes later, which count for no one
    app = start_app(language=language)
    app.tap(tr._("Continue"))
    assert [c.figures[-4:] for c in chips(app)] == ["1:15", "0:10", "0:00"]
    now.ms += 5_000
    tick(app)
    assert [c.figures[-4:] for c in chips(app)] == ["1:15", "0:15", "0:00"]  # Bo's time runs on


def test_no_clock_unless_chosen(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_game(app, ["Ann", "Bo"])
    assert app.screen.turn_clock is None and not any(":" in c.figures for c in chips(app))
