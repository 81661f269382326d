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
    ({"command": "seat", "seat": 0, "button": "jump"}, "seat button"),
    ({"command": "seat", "seat": 0, "button": "bid"}, "needs a choice"),
    ({"command": "seat", "seat": 0, "button": "bid", "choice": ""}, "needs a choice"),
    ({"command": "seat", "seat": 0, "button": "bid", "choice": "SEAT 1 BID 3"}, "needs a choice"),
    ({"command": "seat", "seat": 0, "button": "bid", "choice": 12}, "needs a choice"),
    ({"command": "seat", "seat": 0, "button": "lock", "choice": "12"}, "only 'bid' carries a choice"),
    ({"command": "undo", "seat": 0}, "takes no seat"),
    ({"command": "advance", "choice": "spy"}, "takes no seat, button or choice"),
])
def test_malformed_events_fail_where_they_are_made(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        InputEvent(**kwargs)


def test_a_sealed_choice_is_a_seat_event_whose_repr_hides_the_choice() -> None:
    event = InputEvent("seat", 2, "bid", "serial", choice="14")
    assert (event.button, event.choice) == ("bid", "14")
    assert "14" not in repr(event) and "14" not in str(event)
    assert event != InputEvent("seat", 2, "bid", "serial", choice="13")  # still compared by value
    assert InputEvent("seat", 0, "bid", choice="artisan").source == "touch"


def test_events_made_before_choices_existed_are_unchanged() -> None:
    assert InputEvent("seat", 1, "lock", "gpio").choice is None
    assert InputEvent("advance").choice is None


def test_events_are_values() -> None:
    assert InputEvent("seat", 1, "prev", "gpio") == InputEvent("seat", 1, "prev", "gpio")
    assert len({InputEvent("advance"), InputEvent("advance")}) == 1
