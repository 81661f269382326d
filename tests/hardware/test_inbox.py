"""The inbox: one FIFO that any thread fills and the main thread drains."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from companion.core.inbox import Inbox, InputEvent


def test_drain_returns_events_in_order_and_empties() -> None:
    inbox = Inbox()
    events = [InputEvent("advance"), InputEvent("seat", 2, "lock", "gpio"), InputEvent("undo", source="keyboard")]
    for event in events:
        inbox.put(event)
    assert len(inbox) == 3
    assert inbox.drain() == events
    assert inbox.drain() == []


def test_puts_from_many_threads_all_arrive_in_per_thread_order() -> None:
    inbox, threads_n, per_thread = Inbox(), 8, 2000
    start = threading.Barrier(threads_n)

    def producer(seat: int) -> None:
        start.wait()
        for _ in range(per_thread):
            inbox.put(InputEvent("seat", seat, "next", "gpio"))

    drained: list[InputEvent] = []
    threads = [threading.Thread(target=producer, args=(seat,)) for seat in range(threads_n)]
    for thread in threads:
        thread.start()
    while any(t.is_alive() for t in threads):  # the main thread drains while producers run, as Clock does
        drained += inbox.drain()
    drained += inbox.drain()
    assert len(drained) == threads_n * per_thread
    assert all(sum(e.seat == seat for e in drained) == per_thread for seat in range(threads_n))


@pytest.mark.parametrize("kwargs, message", [
    ({"command": "jump"}, "unknown command"),
    ({"command": "advance", "source": "carrier pigeon"}, "unknown source"),
    ({"command": "seat", "button": "lock"}, "0-based seat"),
    ({"command": "seat", "seat": -1, "button": "lock"}, "0-based seat"),
    ({"command": "seat", "seat": True, "button": "lock"}, "0-based seat"),
    ({"command": "seat", "seat": 0, "button": "bid"}, "seat button"),
    ({"command": "undo", "seat": 0}, "takes no seat"),
])
def test_malformed_events_fail_where_they_are_made(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        InputEvent(**kwargs)


def test_events_are_values() -> None:
    assert InputEvent("seat", 1, "prev", "gpio") == InputEvent("seat", 1, "prev", "gpio")
    assert len({InputEvent("advance"), InputEvent("advance")}) == 1
