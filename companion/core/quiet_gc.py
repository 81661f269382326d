"""Python's full garbage collections, moved to when the table is quiet (docs/notes.md, "Full garbage
collections wait for a quiet table").

A full collection walks every object the app holds: 40-90 ms on this 2-core machine once a game's screens are
built, about three times that on a Pi 4. CPython starts one after every ten young collections, which is in the
middle of a tap as often as not (the tap-to-frame benchmark saw one tap in thirty take 100 ms instead of 25).
While the app runs, CPython starts one only after ``LATEST`` young collections, a bound on memory for a table
that never pauses; the app asks for one at its tick once nothing was touched for ``QUIET_S``. No Kivy: the app
feeds it touches and ticks.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

QUIET_S = 2.0  # no touch, key or button this long: nobody waits for a frame
LATEST = 200  # young collections without a quiet moment before CPython collects in full anyway (default 10)


class QuietCollector:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._last_activity = clock()
        self._saved = gc.get_threshold()
        gc.set_threshold(self._saved[0], self._saved[1], LATEST)
        self.collections = 0  # full collections it ran

    def activity(self) -> None:
        """A touch, a key or a button: someone may be waiting for the next frame."""
        self._last_activity = self._clock()

    def tick(self) -> bool:
        """A full collection if the table is quiet and something reached the oldest generation since the last
        one (a young collection moved survivors there); True if it ran."""
        if gc.get_count()[2] == 0 or self._clock() - self._last_activity < QUIET_S:
            return False
        gc.collect()
        self.collections += 1
        return True

    def close(self) -> None:
        gc.set_threshold(*self._saved)
