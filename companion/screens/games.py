"""Which screen plays which game, and how a game's name is shown. Later games add a line here."""

from __future__ import annotations

import importlib
from typing import Any, Callable

from games import base

GAME_SCREENS = {"freeplay": "freeplay", "kilim": "kilim", "ilos": "ilos", "kilia": "kilia", "catan-ep": "catan_ep"}

# A game that asks the table something before it starts (component data it does not know): name ->
# "module:function", called as function(context, proceed, again=False, rules=None) where proceed(options) starts
# the game and rules are the table options chosen in New game (what to ask may depend on them: Kilia's extra
# wheel); Settings calls it with again=True to ask anew what the table entered (the earlier answers prefilled). It
# returns the overlay it opened, or None when it had nothing to ask.
GAME_PREPARE = {"ilos": "companion.screens.ilos.prices:prepare", "kilia": "companion.screens.kilia.data_entry:prepare",
                "catan-ep": "companion.screens.catan_ep.prepare:prepare"}


def prepare_step(name: str) -> Callable[..., Any] | None:
    target = GAME_PREPARE.get(name)
    if target is None:
        return None
    module_name, function = target.split(":")
    return getattr(importlib.import_module(module_name), function)  # type: ignore[no-any-return]


def playable_games() -> list[base.Game]:  # type: ignore[type-arg]
    return [game for game in base.all_games() if game.name in GAME_SCREENS]
