"""docs/hardware.md agrees with the code: the wiring table with the shipped pin map, the serial protocol's
answers with the parser."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.core.ports import Notice
from companion.hardware.header import HEADER_PIN, nearest_ground
from companion.hardware.pinmap import PinMap
from companion.hardware.serial_pad import parse_line

DOC = Path(__file__).resolve().parents[2] / "docs" / "hardware.md"
LABELS = {"advance": "Advance (next turn)", "undo": "Undo", "redo": "Redo",
          "prev": "previous", "next": "next", "lock": "lock", "led": "LED"}


def expected_rows(pin_map: PinMap) -> list[tuple[str, int, int, int]]:
    """(function, BCM, header pin, ground pin); each group of wires shares one ground."""
    groups = [[(LABELS[key], getattr(pin_map, key)) for key in ("advance", "undo", "redo")]]
    groups += [[(f"Seat {seat} {LABELS[key]}", getattr(station, key)) for key in ("prev", "next", "lock", "led")]
               for seat, station in enumerate(pin_map.seats, start=1)]
    rows = []
    for group in groups:
        ground = nearest_ground(*(HEADER_PIN[bcm] for _, bcm in group))
        rows += [(label, bcm, HEADER_PIN[bcm], ground) for label, bcm in group]
    return rows


def test_groups_have_grounds_of_their_own(default_map: PinMap) -> None:
    grounds = {label.split(" ")[1] if label.startswith("Seat") else "global": ground
               for label, _, _, ground in expected_rows(default_map)}
    assert len(set(grounds.values())) == len(grounds) == 6


def test_the_wiring_table_matches_the_default_map(default_map: PinMap) -> None:
    rows = re.findall(r"^\| ([^|]+?) +\| +(\d+) +\| +(\d+) +\| +(\d+) +\|", DOC.read_text(encoding="utf-8"), re.M)
    assert [(label, int(b), int(p), int(g)) for label, b, p, g in rows] == expected_rows(default_map)


@pytest.mark.parametrize("line", ["HELLO", "SEAT 9 SPY", "SEAT 1 JOKER", "SEAT 1 BID 99", "SEAT 1 SPY 3",
                                  "SEAT 1 CLEAR"])
def test_the_protocols_answers_are_the_documented_ones(line: str) -> None:
    notice = parse_line(line)
    assert isinstance(notice, Notice)
    assert f"`ERR {notice.english()}`" in DOC.read_text(encoding="utf-8")
