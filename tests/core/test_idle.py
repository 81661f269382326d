"""When the screen dims: never during a game, after a while with none, awake at a touch or button."""

from __future__ import annotations

from companion.core.idle import IdleDimmer


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def dimmer(after_s: float = 600) -> tuple[IdleDimmer, list[float], Clock]:
    levels: list[float] = []
    clock = Clock()
    return IdleDimmer(levels.append, after_s, 0.2, clock), levels, clock


def test_no_game_dims_after_a_while_and_a_touch_wakes_it() -> None:
    idle, levels, clock = dimmer()
    assert levels == [1.0]  # full at start, whatever an earlier run left
    clock.now = 599
    idle.tick()
    assert idle.level == 1.0
    clock.now = 600
    idle.tick()
    idle.tick()
    assert levels == [1.0, 0.2]  # set once, not at every tick
    idle.activity()
    assert levels == [1.0, 0.2, 1.0]
    clock.now = 1199
    idle.tick()
    assert idle.level == 1.0


def test_never_during_a_game() -> None:
    idle, levels, clock = dimmer()
    idle.game(True)
    clock.now = 10_000
    idle.tick()
    assert idle.level == 1.0
    idle.game(False)  # the game ends: the table is there, the countdown starts over
    clock.now = 10_599
    idle.tick()
    assert idle.level == 1.0
    clock.now = 10_600
    idle.tick()
    assert idle.level == 0.2


def test_a_game_starting_wakes_a_dimmed_screen() -> None:
    idle, levels, clock = dimmer(60)
    clock.now = 60
    idle.tick()
    idle.game(True)
    assert levels == [1.0, 0.2, 1.0]


def test_zero_minutes_never_dims() -> None:
    idle, levels, clock = dimmer(0)
    clock.now = 1e9
    idle.tick()
    assert levels == [1.0]
