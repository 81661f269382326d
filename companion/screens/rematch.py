"""Rematch: a new game with the same players and options (the component data the table entered is kept, so
nothing is asked again), straight to its table."""

from __future__ import annotations

from dataclasses import replace

from companion.core.session import Session
from companion.plugins import plugin_for
from companion.screens.base import CompanionScreen
from games import base
from games.base import RuleError, Setup


def rematch(screen: CompanionScreen, engine: str, setup: Setup) -> None:
    game = base.get(engine)
    options = dict(setup.options)
    if game.uses_table_clock:
        import time

        options["clock_ms"] = int(time.time() * 1000)
    fresh = replace(setup, options=tuple(sorted(options.items())))
    try:
        session = Session.new(screen.context.journal, game, fresh)
    except RuleError as error:
        screen.say(error.key, error.params)
        return
    plugin = plugin_for(engine)
    screen.navigator.show(plugin.table if plugin else "home", session=session)
