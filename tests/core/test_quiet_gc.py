"""Full garbage collections wait for a quiet table: none while taps come, one once nobody touched for a while."""

from __future__ import annotations

import gc
import weakref

from companion.core.quiet_gc import LATEST, QUIET_S, QuietCollector
from tests.core.test_idle import Clock


class Node:
    me: "Node"


def old_garbage() -> weakref.ref[Node]:
    """A cycle that lived through a full collection (in the oldest generation, where young collections never
    look), then dropped; a young collection since, as the app's allocations make them."""
    node = Node()
    node.me = node
    gc.collect()
    ref = weakref.ref(node)
    del node
    gc.collect(1)
    return ref


def test_old_garbage_waits_while_the_table_is_busy_and_goes_once_it_is_quiet() -> None:
    clock = Clock()
    collector = QuietCollector(clock)
    try:
        ref = old_garbage()
        clock.now = 10.0
        collector.activity()  # a tap
        clock.now = 10.0 + QUIET_S - 0.5
        assert not collector.tick()
        assert ref() is not None  # not collected in the middle of the game's taps
        clock.now = 10.0 + QUIET_S + 0.5
        assert collector.tick()
        assert ref() is None
        assert not collector.tick()  # nothing new reached the oldest generation: no second walk
        assert collector.collections == 1
    finally:
        collector.close()


def test_cpython_still_collects_in_full_after_many_young_collections_and_gets_its_thresholds_back() -> None:
    before = gc.get_threshold()
    collector = QuietCollector(Clock())
    assert gc.get_threshold() == (before[0], before[1], LATEST)  # a bound for a table that never pauses
    collector.close()
    assert gc.get_threshold() == before
