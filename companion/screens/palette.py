"""Player colours by id (ids are stored in set-ups): the theme's ``PLAYER_COLOURS`` (docs/design.md#the-theme),
asked by id. The names are message ids."""

from __future__ import annotations

from companion.screens.theme import PLAYER_COLOURS, RGBA, player_colour

COLOUR_IDS = list(PLAYER_COLOURS)


def rgba(colour_id: str) -> RGBA:
    return player_colour(colour_id).rgba


def colour_name(colour_id: str) -> str:
    """The message id of a colour's name (translate it with tr._)."""
    return PLAYER_COLOURS[colour_id].name if colour_id in PLAYER_COLOURS else colour_id


def next_colour(colour_id: str, taken: set[str], among: list[str] | tuple[str, ...] = tuple(COLOUR_IDS)) -> str:
    """The next colour after ``colour_id`` (of ``among``: a game's own colours) that no other player has."""
    start = among.index(colour_id) if colour_id in among else -1
    for step in range(1, len(among) + 1):
        candidate = among[(start + step) % len(among)]
        if candidate not in taken:
            return candidate
    return colour_id
