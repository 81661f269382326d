"""Which screen plays which game, from the games' plugins (companion.plugins)."""

from __future__ import annotations

from typing import Any

from companion.plugins import plugin_for as plugin_for, plugins as plugins, prepare_step as prepare_step
from games import base


def table_screen(engine: str) -> str | None:
    """The screen a game of this engine opens on; None for an engine with no screens."""
    plugin = plugin_for(engine)
    return None if plugin is None else plugin.table


def playable_games() -> list[base.Game[Any, Any]]:
    """The games New game offers, in the order of games.GAMES."""
    return [base.get(p.engine) for p in plugins()]


def with_component_data() -> list[str]:
    """The engines that ask the table for component data (Settings reopens their entry)."""
    return [p.engine for p in plugins() if p.prepare is not None]

