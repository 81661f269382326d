"""Settings' Power row, the shutdown button and the screen's dimming, through the real window (docs/pi.md)."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from kivy.core.window import Window
from kivy.uix.scrollview import ScrollView

from companion.core.idle import IdleDimmer
from companion.core.inbox import InputEvent
from companion.core.settings import PowerConfig


def harmless(marker: Path, word: str) -> tuple[str, ...]:
    """A power command that only writes what it was asked to do, and whether the WAL was empty then."""
    wal = marker.parent / "data" / "journal.sqlite3-wal"
    return (sys.executable, "-c", f"import os; open({str(marker)!r}, 'w').write({word!r} + ' ' + "
                                  f"str(os.path.exists({str(wal)!r}) and os.path.getsize({str(wal)!r})))")


def with_power(app, tmp_path: Path, shutdown: tuple[str, ...] | None = None) -> Path:  # type: ignore[no-untyped-def]
    marker = tmp_path / "power.txt"
    config = app.context.config
    app.context.config = replace(config, power=PowerConfig(shutdown or harmless(marker, "shutdown"),
                                                           harmless(marker, "restart")))
    return marker


def open_power_row(app) -> None:  # type: ignore[no-untyped-def]
    app.tap("Settings")
    for scroll in app.screen.walk():
        if isinstance(scroll, ScrollView):
            scroll.scroll_y = 0  # the Power row is the last one
    app.settle()
    app.tap("Shut down or restart")


def play_a_move(app) -> None:  # type: ignore[no-untyped-def]
    app.tap("New game")
    app.tap("Start")
    app.tap(app.sheet().answer_buttons["hint"])  # "Play as Player 1, ...": no names typed
    app.tap("Next turn")


def test_shut_down_asks_first_then_saves_and_runs_the_command(start_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    marker = with_power(app, tmp_path)
    play_a_move(app)
    app.app.navigator.show("home")
    app.settle()
    open_power_row(app)
    assert app.sheet().title == "Power"
    app.tap(app.sheet_button("shutdown"))
    assert app.sheet().title == "Shut down the Pi?" and not marker.exists()
    app.tap(app.sheet_button("no"))  # a hurried tap on the first button does no harm
    assert app.sheet() is None and not marker.exists()
    app.tap("Shut down or restart")
    app.tap(app.sheet_button("shutdown"))
    app.tap(app.sheet_button("yes"))
    assert marker.read_text() in ("shutdown 0", "shutdown False")  # the journal whole in its main file first
    assert app.sheet().title == "Shutting down…" and not app.sheet().buttons.children  # no more moves


def test_restart_in_japanese(start_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language="ja")
    marker = with_power(app, tmp_path)
    app.tap("設定")
    for scroll in app.screen.walk():
        if isinstance(scroll, ScrollView):
            scroll.scroll_y = 0
    app.settle()
    app.tap("シャットダウン・再起動")
    app.tap(app.sheet_button("restart"))
    assert app.sheet().title == "Pi を再起動しますか？"
    app.tap(app.sheet_button("yes"))
    assert marker.read_text().startswith("restart") and app.sheet().title == "再起動しています…"


def test_a_refused_shutdown_is_said_and_the_game_goes_on(start_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    with_power(app, tmp_path, shutdown=(sys.executable, "-c", "import sys; sys.exit('sudo: a password is required')"))
    open_power_row(app)
    app.tap(app.sheet_button("shutdown"))
    app.tap(app.sheet_button("yes"))
    assert app.sheet() is None
    assert any("The Pi could not be shut down (sudo: a password is required); the game is saved" in text
               for text in app.visible_texts())


def test_the_held_shutdown_button_shuts_down_from_any_screen(start_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    marker = with_power(app, tmp_path)
    play_a_move(app)
    app.context.inbox.put(InputEvent("power", source="gpio"))
    app.settle()
    assert marker.read_text().startswith("shutdown") and app.sheet().title == "Shutting down…"


class FakeClock:
    now = 0.0

    def __call__(self) -> float:
        return self.now


def test_the_screen_never_blanks_in_a_game_and_dims_without_one(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    appliance = app.app.appliance
    levels: list[float] = []
    clock = FakeClock()
    appliance.dimmer = IdleDimmer(levels.append, 600, 0.2, clock)
    appliance.tick()
    assert Window.allow_screensaver  # Home: no game on
    clock.now = 600
    appliance.tick()
    assert levels == [1.0, 0.2]
    app.tap("New game")  # the touch wakes it (and goes on to the button)
    assert levels[-1] == 1.0 and app.screen.name == "new_game"
    app.tap("Start")
    app.tap(app.sheet().answer_buttons["hint"])  # "Play as Player 1, ...": no names typed
    appliance.tick()
    assert not Window.allow_screensaver  # a game is shown: SDL2 keeps the desktop from blanking
    clock.now = 100_000
    appliance.tick()
    assert levels[-1] == 1.0
    app.app.navigator.show("home")
    appliance.tick()
    assert Window.allow_screensaver
    clock.now = 100_600
    appliance.tick()
    assert levels[-1] == 0.2
    app.press_key(32)  # a key (or a GPIO button through the inbox) wakes it too
    assert levels[-1] == 1.0
