"""Which screen plays which game, and how a game's name is shown. Later games add a line here."""

from __future__ import annotations

from games import base

GAME_SCREENS = {"freeplay": "freeplay", "kilim": "kilim"}


def playable_games() -> list[base.Game]:  # type: ignore[type-arg]
    return [game for game in base.all_games() if game.name in GAME_SCREENS]
