"""What benchmarks/tap_to_frame.py's screens are made of: a finger's tap, what a sample is (the input, its effect
on screen, what brings the screen back), and the ways to a table."""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

Act = Callable[[], None]  # one input, dispatched; the frames that follow are the benchmark's


def touch(widget: Any, at: tuple[float, float] | None = None) -> None:
    """A finger's tap on a widget (at a point in its own coordinates, or its centre), through Kivy's input
    path (no frame run)."""
    from kivy.tests.common import UnitTestTouch

    finger = UnitTestTouch(*widget.to_window(*(widget.center if at is None else at)))
    finger.touch_down()
    finger.touch_up()


class Probe(NamedTuple):
    act: Act  # the input measured
    shown: Callable[[], bool]  # its effect is on screen
    reset: Act | None = None  # what brings the screen back before the next sample, unmeasured


Scenario = Callable[[Any, Any], tuple[Act, Callable[[], bool]] | Probe]


def start_free_play(app: Any) -> None:
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.screen.ids.start_button)
    app.tap(app.sheet().answer_buttons["hint"])  # no names typed: "Play as Player 1, Player 2, Player 3"


def start_on_new_game(app: Any, names: list[str]) -> None:
    """Home -> New game (free play, the first choice) -> these names typed -> Start, by touch."""
    from tests.ui.kilim_helpers import create_on_new_game

    app.tap(app.screen.ids.new_game_button)
    create_on_new_game(app, names)


def overlays() -> list[Any]:
    from kivy.core.window import Window
    from kivy.uix.modalview import ModalView

    return [w for w in Window.children if isinstance(w, ModalView)]


def game_table(create: Callable[[Any], Any], control: str = "main_button") -> Scenario:
    """A game's table, set up through its UI tests' own helpers: a tap on one of the frame's controls shows what it
    opens (an entry, a sheet) or what it changed; anything it opened is closed again between samples, unmeasured."""

    def scenario(app: Any, factory: Any) -> tuple[Act, Callable[[], bool]]:
        screen = create(app)
        status = screen.ids.status
        before = [status.text]

        def act() -> None:
            before[0] = status.text
            touch(screen.ids[control])

        return act, lambda: bool(overlays()) or status.text != before[0]

    return scenario
