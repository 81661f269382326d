"""When the screen dims (docs/pi.md#screen): never while a game is shown; after ``dim_after_s`` with no game and
no touch or button; back to full at the next touch or button. No Kivy, no sysfs: the app feeds it and gives it
the backlight's ``set``."""

from __future__ import annotations

import time
from collections.abc import Callable

FULL = 1.0


class IdleDimmer:
    def __init__(self, set_level: Callable[[float], object], dim_after_s: float, dim_level: float,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._set_level = set_level
        self.dim_after_s = dim_after_s  # 0: never dims
        self.dim_level = dim_level
        self._clock = clock
        self._last_activity = clock()
        self._game_on = False
        self.level = FULL
        set_level(FULL)  # whatever an earlier run left it at

    def activity(self) -> None:
        """A touch or a button: the table is there."""
        self._last_activity = self._clock()
        self._show(FULL)

    def game(self, on: bool) -> None:
        if on != self._game_on:
            self._game_on = on
            self.activity()  # a game starting or ending is the table at work too

    def tick(self) -> None:
        idle = self._clock() - self._last_activity
        if not self._game_on and self.dim_after_s > 0 and idle >= self.dim_after_s:
            self._show(self.dim_level)

    def _show(self, level: float) -> None:
        if level != self.level:
            self.level = level
            self._set_level(level)
