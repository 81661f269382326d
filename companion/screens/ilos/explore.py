"""How a tile not yet placed names its lands: lettered A, B, ... (placed tiles show their island's number)."""

from __future__ import annotations

from typing import Any, Mapping

from companion.screens.ilos.tiles import Pieces

LAND_LETTERS = "ABCDEF"


def land_letter(land: int) -> str:
    return LAND_LETTERS[land] if 0 <= land < len(LAND_LETTERS) else str(land + 1)


def land_pieces(spec: Mapping[str, Any]) -> Pieces:
    return Pieces(labels=[land_letter(i) for i in range(int(spec["lands"]))])
