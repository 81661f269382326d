"""Player colours (ids stored in setups) and the app's own colours. The names are message ids."""

from __future__ import annotations

from games.base import N_

PLAYER_COLOURS: dict[str, tuple[str, tuple[float, float, float, float]]] = {
    "red": (N_("Red"), (0.85, 0.20, 0.20, 1)),
    "blue": (N_("Blue"), (0.20, 0.45, 0.90, 1)),
    "green": (N_("Green"), (0.20, 0.65, 0.30, 1)),
    "yellow": (N_("Yellow"), (0.95, 0.80, 0.15, 1)),
    "purple": (N_("Purple"), (0.60, 0.30, 0.75, 1)),
    "orange": (N_("Orange"), (0.95, 0.50, 0.10, 1)),
    "pink": (N_("Pink"), (0.95, 0.45, 0.70, 1)),
    "white": (N_("White"), (0.92, 0.92, 0.92, 1)),
}
COLOUR_IDS = list(PLAYER_COLOURS)


def rgba(colour_id: str) -> tuple[float, float, float, float]:
    return PLAYER_COLOURS.get(colour_id, ("", (0.5, 0.5, 0.5, 1)))[1]


def colour_name(colour_id: str) -> str:
    """The message id of a colour's name (translate it with tr._)."""
    return PLAYER_COLOURS.get(colour_id, (colour_id, ()))[0]


def next_colour(colour_id: str, taken: set[str]) -> str:
    """The next colour after ``colour_id`` that no other player has."""
    start = COLOUR_IDS.index(colour_id) if colour_id in COLOUR_IDS else -1
    for step in range(1, len(COLOUR_IDS) + 1):
        candidate = COLOUR_IDS[(start + step) % len(COLOUR_IDS)]
        if candidate not in taken:
            return candidate
    return colour_id
