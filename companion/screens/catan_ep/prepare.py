"""New game's step before Explorers & Pirates starts (games.GAME_PREPARE): the board of the scenario
(board_entry.py) and the points of every mission track the scenario plays that config/games/catan_ep.toml does not
hold as verified (asked once, tracks.py). Both kept in the preferences.

Scenarios 1 and 2 lay the same board every game: it is asked once. From scenario 3 the start island is shuffled
each game ("Mélangez les tuiles Terrain du jeu de base et placez-les aléatoirement"): the board entry opens at every
new game, prefilled with the last board kept, and one tap keeps it when nothing moved. ``again`` (Settings) first
asks which scenario, then that scenario's board and tracks, prefilled with the earlier answers."""

from __future__ import annotations

from typing import Any, Callable

from kivy.uix.modalview import ModalView

from companion.core.config_check import game_config
from companion.core.settings import config_dir
from companion.screens.catan_ep.board_entry import PREFERENCE, BoardEntry, known_board, shuffled
from companion.screens.catan_ep.tracks import TrackEntry, known_tracks
from companion.screens.i18n import tr
from companion.screens.kit.overlay import ask
from games.catan_ep import OPTIONS, TABLE_OPTIONS, component_options

Proceed = Callable[[dict[str, Any]], None]


def config() -> dict[str, Any]:
    return game_config(config_dir() / "games" / "catan_ep.toml")


def prepare(context: Any, proceed: Proceed, again: bool = False,
            rules: dict[str, Any] | None = None) -> ModalView | None:
    """``proceed(options)`` at once when the board and the tracks are known (scenarios 1 and 2), else once the
    table entered them. ``rules``: the table options chosen (the scenario says which board and which tracks). From
    Settings (no rules, ``again``): which scenario first."""
    if again and rules is None:
        return choose_scenario(context.preferences, proceed)
    return enter_box(context.preferences, int((rules or {}).get("scenario", OPTIONS["scenario"][0])), proceed, again)


def choose_scenario(preferences: Any, proceed: Proceed) -> ModalView:
    labels = dict(next(o for o in TABLE_OPTIONS if o.name == "scenario").choices)
    return ask(tr._("Which scenario's board and mission tracks do you want to enter again?"),
               [(tr._(labels[s]), s) for s in OPTIONS["scenario"]],
               lambda scenario: enter_box(preferences, scenario, proceed, again=True), cols=1)


def enter_box(preferences: Any, scenario: int, proceed: Proceed, again: bool = False) -> ModalView | None:
    """The board of the scenario (asked unless known and laid the same each game), then its tracks."""
    options, questions = known_tracks(preferences, component_options(config(), scenario), again)

    def keep(text: str) -> ModalView | None:
        preferences.set(PREFERENCE.format(scenario=scenario), text)
        found = {**options, "board": text}
        if not questions:
            proceed(found)
            return None
        entry = TrackEntry(questions, found, preferences, proceed)
        entry.open()
        return entry

    known = known_board(preferences, scenario)
    if known is not None and not again and not shuffled(scenario):
        return keep(known)
    entry = BoardEntry(scenario, known, keep)
    entry.open()
    return entry
