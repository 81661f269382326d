"""The games the app knows, each from its plugin (docs/design.md#plugins).

A game's screen package (``companion/screens/<package>/__init__.py``) holds ``PLUGIN``: names of modules and
functions, never imports of them, so reading it costs nothing and pulls in no Kivy (headless commands and
start-up read it). The packages come from ``games.GAMES``, the one list of games.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Callable, Mapping

import games


@dataclass(frozen=True)
class SettingsPage:
    """A page of the game's in Settings: its button's text (a message id) and what opens it,
    ``"module:function"`` called as function(context, navigator)."""

    title: str
    opens: str


@dataclass(frozen=True)
class ChoiceFacts:
    """Facts about one choice of a table option, from the engine's data, that New game shows beside it."""

    points_to_win: int | None = None
    players: tuple[int, int] | None = None  # the fewest and the most players it is played with


@dataclass(frozen=True)
class HeadlessTool:
    """A headless command of the game's (docs/design.md#the-engine-face): ``companion <engine> <name> FILE``
    calls ``run`` ("module:function", JSON in, JSON out, no Kivy) on the file's parsed JSON."""

    name: str
    help: str  # the command line's help, in English like the rest of it
    run: str


@dataclass(frozen=True)
class GamePlugin:
    engine: str  # the engine's registry name (a hyphen where the package name has an underscore)
    table: str  # the screen a game opens on, and Continue returns to
    screens: Mapping[str, str]  # screen name -> "module:Class" (a .kv beside the module is loaded with it)
    # The game's name, a message id: the engine's own title_key (tests/test_plugins.py), here too so that Home
    # shows the games without importing their engines (docs/pi.md#start-up).
    title_key: str
    # Asked before a game starts, for component data the table enters once per box: "module:function" called
    # as function(context, proceed, again=False, rules=None) -> the overlay it opened, or None.
    prepare: str | None = None
    settings: tuple[SettingsPage, ...] = ()
    help: tuple[str, ...] = ()  # message ids: the key steps of a turn, shown by "?"
    # Cards the camera can be taught to name (Settings): "module:function" called as function(context) ->
    # the decks (companion.screens.card_album.Deck).
    decks: str | None = None
    # What New game says under a table option's choice (a scenario's target and player counts):
    # "module:function" called as function(option_name, value) -> ChoiceFacts | None.
    choice_facts: str | None = None
    # The game's own last step before the one result screen (e.g. the final boards, read by the camera):
    # the screen a finished game opens on from History, or None for the result screen itself.
    ending: str | None = None
    # The rulebooks its clauses cite (games.refusals.Clause.book), by id: the title as the box prints it.
    books: Mapping[str, str] = field(default_factory=dict)
    # ``companion score <engine> FILE``: "module:function" called as function(data) -> dict, or as
    # function(data, config) with the parsed config/games/<package>.toml when ``scoring_reads_config``.
    scoring: str | None = None
    scoring_reads_config: bool = False
    tools: tuple[HeadlessTool, ...] = ()  # its other headless commands
    # What a seat's own phone shows and may do (companion/seat_page.py, docs/phones.md): "module:Class", a module
    # of the screen package that imports no Kivy. None: phones show the public table only.
    phone: str | None = None
    package: str = field(default="", compare=False)  # set by plugins(): the game's package name


def resolve(target: str) -> Any:
    """``"module:name"`` -> the object it names (imported now)."""
    module_name, name = target.split(":")
    return getattr(importlib.import_module(module_name), name)


@cache
def plugins() -> tuple[GamePlugin, ...]:
    """Every game's plugin, in the order of games.GAMES."""
    found = []
    for package in games.GAMES:
        plugin: GamePlugin = importlib.import_module(f"companion.screens.{package}").PLUGIN
        found.append(GamePlugin(**{**plugin.__dict__, "package": package}))
    return tuple(found)


def plugin_for(engine: str) -> GamePlugin | None:
    return next((p for p in plugins() if p.engine == engine), None)


def screen_classes() -> dict[str, str]:
    """Every game's screens, by name."""
    return {name: target for plugin in plugins() for name, target in plugin.screens.items()}


def prepare_step(engine: str) -> Callable[..., Any] | None:
    plugin = plugin_for(engine)
    return None if plugin is None or plugin.prepare is None else resolve(plugin.prepare)


def choice_facts(engine: str, option: str, value: Any) -> ChoiceFacts | None:
    plugin = plugin_for(engine)
    if plugin is None or plugin.choice_facts is None:
        return None
    facts: ChoiceFacts | None = resolve(plugin.choice_facts)(option, value)
    return facts
