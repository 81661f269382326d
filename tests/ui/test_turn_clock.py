"""The turn clock on the kit's seat bar (docs/records.md#the-turn-clock): chosen in Settings by touch, each
player's thinking time on their seat, the per-turn limit shown in the warning colour, and the times still there
after the app is started again on the same data folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from companion.screens.i18n import tr
from companion.screens.kit import turn_clock
from tests.core.clocked import played
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


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_thinking_time_on_the_seat_bar_survives_a_restart(start_app, language: str,  # type: ignore[no-untyped-def]
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    now = FakeTime()
    monkeypatch.setattr(turn_clock, "wall_ms", now)
    app = start_app(language=language)
    app.tap(app.screen.ids.settings_button)
    app.tap(app.screen.ids.turn_clock_button)
    app.screenshot(OUT / "800x480" / f"{language}-turn-clock-choice.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(app.sheet().answer_buttons[60])  # a minute a turn
    assert app.screen.ids.turn_clock_button.text == tr.plural("On, {count} minute a turn",
                                                              "On, {count} minutes a turn", 1)
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
    assert app.wait_until(lambda: app.screen.turn_clock.clock.seat == 1)  # the turn has passed
    now.ms += 10_000
    tick(app)
    assert [c.figures[-4:] for c in chips(app)] == ["1:15", "0:10", "0:00"]
    assert not any(c.warned for c in chips(app))
    now.ms += 30_000  # saved every half minute while it runs
    tick(app)
    now.ms += 600_000  # the plug is pulled; the app is back ten minutes later, which count for no one
    app = start_app(language=language)
    app.tap(tr._("Continue"))
    assert [c.figures[-4:] for c in chips(app)] == ["1:15", "0:40", "0:00"]
    now.ms += 5_000
    tick(app)
    assert [c.figures[-4:] for c in chips(app)] == ["1:15", "0:45", "0:00"]  # Bo's time runs on


def test_no_clock_unless_chosen(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    create_game(app, ["Ann", "Bo"])
    assert app.screen.turn_clock is None and not any(":" in c.figures for c in chips(app))


def test_the_clock_button_pauses_and_resumes(start_app, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """A dedicated button on a spare pin, through gpiozero's mock pin factory."""
    import time

    from gpiozero.pins.mock import MockFactory

    from companion.core.settings import config_dir
    from tests.ui.harness import DEBOUNCE_MS
    from tests.ui.test_freeplay import PINS

    pins = tmp_path / "hardware.toml"
    pins.write_text((config_dir() / "hardware.toml").read_text("utf-8").replace("clock = 0 ", "clock = 21"),
                    "utf-8")
    now = FakeTime()
    monkeypatch.setattr(turn_clock, "wall_ms", now)
    factory = MockFactory()
    app = start_app(pin_factory=factory, hardware={"gpio": {"enabled": True, "debounce_ms": DEBOUNCE_MS,
                                                            "pin_map": str(pins)}})
    app.context.preferences.set(turn_clock.PREFERENCE, 0)
    create_game(app, ["Ann", "Bo"])

    def wait_for(condition: Any) -> bool:
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            if condition():
                return True
            time.sleep(0.01)
        return False

    def press() -> None:
        pin = factory.pin(21)
        pin.drive_low()
        pin.drive_high()
        time.sleep(DEBOUNCE_MS / 1000 + 0.001)
        assert app.wait_until(lambda: not len(app.context.inbox))

    now.ms += 20_000
    press()  # paused at 0:20
    assert app.screen.turn_clock.clock.paused
    now.ms += 300_000  # a break: no one's time
    tick(app)
    assert chips(app)[0].figures.endswith("0:20")
    press()  # resumed
    now.ms += 5_000
    tick(app)
    assert chips(app)[0].figures.endswith("0:25") and not app.screen.turn_clock.clock.paused
    light = factory.pin(PINS.seats[0].led)
    app.context.preferences.set(turn_clock.PREFERENCE, 20)  # a limit of 20 s a turn: Ann is 5 s past it
    tick(app)
    assert chips(app)[0].warned
    assert wait_for(lambda: light.state) and wait_for(lambda: not light.state)  # her light blinks
    app.tap(app.screen.ids.main_button)  # the turn passes: her light goes out
    assert app.wait_until(lambda: app.screen.turn_clock.clock.seat == 1)
    time.sleep(0.5)
    assert not light.state and not chips(app)[0].warned


@pytest.mark.screenshots
def test_thinking_times_in_the_play_log(start_app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    now = FakeTime()
    monkeypatch.setattr(turn_clock, "wall_ms", now)
    app = start_app()
    app.context.preferences.set(turn_clock.PREFERENCE, 0)
    create_game(app, ["Ann", "Bo"])
    now.ms += 95_000  # Ann: 1:35
    tick(app)
    app.tap(app.screen.ids.main_button)
    assert app.wait_until(lambda: app.screen.turn_clock.clock.seat == 1)
    now.ms += 42_000  # Bo: 0:42
    tick(app)
    taps = [app.screen.score_cell(1, 0), "9", "OK", app.screen.score_cell(1, 1), "3", "OK", "End the game"]
    for target in taps:
        app.tap(target)
    app.tap(app.sheet_button("yes"))
    assert app.wait_until(lambda: app.screen.name == "result")
    now.ms += 600_000  # after the end no one's time runs
    app.tap("Home")
    app.tap(app.screen.ids.history_button)
    app.tap(next(w for w in app.walk() if getattr(w, "other_text", "") == "Details").ids.other_button)
    texts = app.visible_texts()
    assert any(t.startswith("Seat 1: Ann") and t.endswith("thinking time 1:35") for t in texts), texts
    assert any(t.startswith("Seat 2: Bo") and t.endswith("thinking time 0:42") for t in texts), texts
    app.screenshot(OUT / "800x480" / "en-play-log-clock.png")
    assert not flaws(app.walk())
    app.app.navigator.back()
    app.settle()
    app.tap(app.screen.ids.statistics_button)
    app.tap("Bo")
    assert "Thinking time on average: 0:42 a play, 0:42 a turn" in app.visible_texts()
    app.tap(app.screen.ids.games_tab)
    assert "Thinking time on average: 2:17 a play, 1:08 a turn" in app.visible_texts()  # 137 s over 2 turns


def test_undo_gives_the_turn_back_with_its_time(start_app, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """docs/records.md, "Undo and the turn's time": a turn ended by mistake and undone goes on with its time."""
    now = FakeTime()
    monkeypatch.setattr(turn_clock, "wall_ms", now)
    app = start_app()
    app.context.preferences.set(turn_clock.PREFERENCE, 0)
    create_game(app, ["Ann", "Bo"])
    now.ms += 20_000
    tick(app)
    app.tap(app.screen.ids.main_button)  # Ann ends her turn ...
    assert app.wait_until(lambda: app.screen.turn_clock.clock.seat == 1)
    now.ms += 5_000
    tick(app)
    assert [c.figures[-4:] for c in chips(app)] == ["0:20", "0:05"]
    app.tap(app.screen.ids.undo_button)  # ... and takes it back: her turn goes on, Bo's 5 s were hers
    assert app.wait_until(lambda: app.screen.turn_clock.clock.seat == 0)
    assert [c.figures[-4:] for c in chips(app)] == ["0:25", "0:00"]
    now.ms += 10_000
    tick(app)
    app.tap(app.screen.ids.main_button)
    assert app.wait_until(lambda: app.screen.turn_clock.clock.seat == 1)
    journal = app.context.journal
    [game_id] = journal.turns()
    assert [stamp[0::3] for stamp in journal.turns()[game_id].values()] == [(0, 20_000), (0, 35_000)]


def turn_figure(app: Any) -> str:
    """The panel's "This turn" figure, as its half-second tick shows it."""
    app.screen._tick()
    app.settle()
    return next(w.value for w in app.screen.ids.panel.widgets() if getattr(w, "caption", "") == tr._("This turn"))


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_free_play_shows_one_clock(start_app, language: str, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """With the turn clock on, free play's panel shows that clock's turn, not a timer of its own beside it: the
    seat bar's time and the panel's run, stand and restart together."""
    now = FakeTime()
    monkeypatch.setattr(turn_clock, "wall_ms", now)
    app = start_app(language=language)
    app.app.context.preferences.set(turn_clock.PREFERENCE, 0)  # a clock with no limit (Settings' choice is tested above)
    create_game(app, ["Ann", "Bo", "Cy"])
    now.ms += 75_000
    tick(app)
    assert chips(app)[0].figures.endswith("1:15") and turn_figure(app) == "1:15"  # one time, one way of writing it
    app.tap(tr._("Pause the timer"))
    now.ms += 30_000
    tick(app)
    assert chips(app)[0].figures.endswith("1:15") and turn_figure(app) == "1:15"  # both stand
    assert app.screen.free_view().clock.paused  # and free play's own timer with them
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-freeplay-one-clock.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(tr._("Resume the timer"))
    app.tap(app.screen.ids.main_button)  # Bo's turn
    now.ms += 10_000
    tick(app)
    assert [c.figures[-4:] for c in chips(app)] == ["1:15", "0:10", "0:00"] and turn_figure(app) == "0:10"


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_thinking_time_in_the_statistics(start_app, data_dir: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    """The game of tests.core.clocked.played: turns of 30, 25 (and a pause of 100 s), 12 and 3 s; Ana's 30 and 3."""
    data_dir.mkdir(parents=True, exist_ok=True)
    played(data_dir / "journal.sqlite3")
    app = start_app(language=language)
    app.tap(app.screen.ids.history_button)
    app.tap(app.screen.ids.statistics_button)
    app.tap(app.screen.ids.games_tab)
    words = tr.message("Thinking time on average: {play} a play, {turn} a turn", {"play": "1:10", "turn": "0:17"})
    assert words in app.visible_texts()  # 70 s in the play, over 4 turns
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-statistics-games-thinking.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(app.screen.ids.players_tab)
    app.tap("Ana")
    words = tr.message("Thinking time on average: {play} a play, {turn} a turn", {"play": "0:33", "turn": "0:16"})
    assert words in app.visible_texts()  # her 33 s over her 2 turns
    app.screenshot(OUT / "800x480" / f"{language}-statistics-player-thinking.png")
    assert not flaws(app.walk()), flaws(app.walk())
