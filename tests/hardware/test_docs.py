"""docs/hardware.md agrees with the shipped pin map, so the wiring table cannot drift from the config."""

from __future__ import annotations

import re
from pathlib import Path

from companion.hardware.header import HEADER_PIN, nearest_ground
from companion.hardware.pinmap import PinMap

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
