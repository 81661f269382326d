"""games.frozen.evolve: what dataclasses.replace gives, the checks of a class's __post_init__ kept."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from games.freeplay.state import TurnClock
from games.frozen import evolve


@dataclass(frozen=True)
class Checked:
    points: int

    def __post_init__(self) -> None:
        if self.points < 0:
            raise ValueError("points below zero")


def test_a_copy_with_a_field_changed_leaves_the_original_alone() -> None:
    clock = TurnClock(banked_ms=5, running_since_ms=None)
    changed = evolve(clock, running_since_ms=100)
    assert changed == TurnClock(banked_ms=5, running_since_ms=100) and clock.running_since_ms is None
    assert hash(changed) == hash(TurnClock(5, 100))


def test_a_field_the_class_lacks_is_refused() -> None:
    with pytest.raises(TypeError, match="no field seconds"):
        evolve(TurnClock(), seconds=3)


def test_a_class_that_checks_its_fields_still_checks_them() -> None:
    assert evolve(Checked(1), points=2) == Checked(2)
    with pytest.raises(ValueError, match="below zero"):
        evolve(Checked(1), points=-1)
