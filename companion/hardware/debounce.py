"""Contact-bounce filter for push buttons.

A mechanical contact chatters for a few milliseconds when it closes and again when it opens, so one press
can arrive as a burst of edges. gpiozero's own ``bounce_time`` is done by the pin library (and not at all
by ``MockPin``), so the filter is ours: the same on every pin factory, and testable with an injected clock.

Rule: a press counts unless it comes within ``window_s`` of the last counted press of that button, or of
its last release. The second clause matters: a button held longer than the window bounces on release, and
without it the bounce would count as a fresh press (a skipped turn).
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Hashable


class Debouncer:
    """Per-button filter. Safe to call from the pin library's threads (one lock, no blocking work)."""

    def __init__(self, window_s: float, clock: Callable[[], float]) -> None:
        self.window_s = window_s
        self._clock = clock
        self._last_edge: dict[Hashable, float] = {}
        self._lock = threading.Lock()

    def press(self, button: Hashable) -> bool:
        """Record a press edge; True if it is a real press."""
        with self._lock:
            now = self._clock()
            last = self._last_edge.get(button, -math.inf)
            if now - last < self.window_s:
                return False
            self._last_edge[button] = now
            return True

    def release(self, button: Hashable) -> None:
        """Record a release edge: presses just after it are its bounce."""
        with self._lock:
            self._last_edge[button] = self._clock()
