"""The bounce filter alone, on a fake clock."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from companion.hardware.debounce import Debouncer
from tests.hardware.hwfakes import FakeClock

WINDOW = 0.05


def presses(edges: list[tuple[str, float]], clock: FakeClock | None = None) -> int:
    """Feed ("press" | "release", seconds since the previous edge) edges; count the presses that count."""
    clock = clock or FakeClock()
    debouncer = Debouncer(WINDOW, clock)
    counted = 0
    for kind, gap in edges:
        clock.advance(gap)
        if kind == "press":
            counted += debouncer.press("advance")
        else:
            debouncer.release("advance")
    return counted


def burst(edges: int, step: float) -> list[tuple[str, float]]:
    return [("press" if i % 2 == 0 else "release", 0.0 if i == 0 else step) for i in range(edges)]


def test_ten_edges_within_5_ms_are_one_press() -> None:
    assert presses(burst(10, 0.0005)) == 1


def test_presses_100_ms_apart_are_two() -> None:
    assert presses([("press", 0), ("release", 0.01), ("press", 0.09), ("release", 0.01)]) == 2


def test_bounce_on_release_after_a_long_hold_is_not_a_press() -> None:
    held_then_bouncy_release = [("press", 0), ("release", 0.4), ("press", 0.001), ("release", 0.001),
                                ("press", 0.001), ("release", 0.001)]
    assert presses(held_then_bouncy_release) == 1


def test_buttons_are_filtered_separately() -> None:
    clock = FakeClock()
    debouncer = Debouncer(WINDOW, clock)
    assert debouncer.press("undo")
    assert debouncer.press("redo")  # same instant, other button
    assert not debouncer.press("undo")


@given(st.lists(st.integers(min_value=1, max_value=40), min_size=1, max_size=20),
       st.integers(min_value=0, max_value=30))
def test_each_burst_counts_once(bursts: list[int], noise_ms: int) -> None:
    """Any number of bursts, each of any length shorter than the window, quiet gaps between: one each."""
    edges: list[tuple[str, float]] = []
    step = noise_ms / 1000 / 40  # the whole burst fits in noise_ms <= 30 ms < the 50 ms window
    for n in bursts:
        _, *rest = burst(2 * n, step)
        edges += [("press", 0.2), *rest]  # 200 ms of quiet, then the burst
    assert presses(edges) == len(bursts)
