"""What a game state may hold, as games/serial.py says: whole numbers, text, enums, tuples, frozen dataclasses;
anything else is refused by name when stored or read back, never stored half-way."""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pytest

from games import serial


class Colour(enum.Enum):
    RED = "red"


@dataclass(frozen=True)
class Pile:
    colour: Colour
    counts: tuple[int, ...]
    top: int | None = None


def test_a_state_goes_to_json_and_back_through_every_kind_of_value() -> None:
    pile = Pile(Colour.RED, (3, 1), None)
    assert serial.to_json(pile) == {"colour": "red", "counts": [3, 1], "top": None}
    assert serial.from_json(Pile, serial.to_json(pile)) == pile
    assert serial.from_json(Pile, {"colour": "red", "counts": [], "top": 4}) == Pile(Colour.RED, (), 4)


def test_a_fraction_is_refused_where_only_whole_numbers_belong() -> None:
    with pytest.raises(TypeError, match="cannot store float"):
        serial.to_json(Pile(Colour.RED, (1.5,)))  # type: ignore[arg-type]


def test_a_value_of_the_wrong_kind_is_refused_when_read_back() -> None:
    with pytest.raises(ValueError, match="expected null"):
        serial.from_json(type(None), 3)
    with pytest.raises(ValueError, match="fits none of"):
        serial.from_json(Pile, {"colour": "red", "counts": [], "top": "four"})
    with pytest.raises(ValueError, match="Pile has no field size"):
        serial.from_json(Pile, {"colour": "red", "counts": [], "size": 2})
    with pytest.raises(ValueError, match="needs the field counts"):
        serial.from_json(Pile, {"colour": "red"})
    with pytest.raises(TypeError, match="unsupported type"):
        serial.from_json(float, 1.5)
