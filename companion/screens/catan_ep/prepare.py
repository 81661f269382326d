"""New game's step before Explorers & Pirates starts (games.GAME_PREPARE): the board of the scenario (entered
once, board_entry.py) and the points of every mission track the scenario plays that config/games/catan_ep.toml
does not hold as verified (asked once, tracks.py). Both kept in the preferences; ``again`` (Settings) asks anew,
prefilled with the earlier answers."""

from __future__ import annotations

import tomllib
from typing import Any, Callable

from companion.core.settings import config_dir
from companion.screens.catan_ep.board_entry import PREFERENCE, BoardEntry, known_board
from companion.screens.catan_ep.tracks import TrackEntry, known_tracks
from companion.screens.widgets import Overlay
from games.catan_ep import data

Proceed = Callable[[dict[str, Any]], None]


def config() -> dict[str, Any]:
    path = config_dir() / "games" / "catan_ep.toml"
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def prepare(context: Any, proceed: Proceed, again: bool = False,
            rules: dict[str, Any] | None = None) -> Overlay | None:
    """``proceed(options)`` at once when the board and the tracks are known, else once the table entered them.
    ``rules``: the table options chosen (the scenario says which board and which tracks). From Settings (no
    rules, ``again``): the boards of scenarios 1 and 2, then the tracks scenario 2 plays."""
    scenarios = (1, 2) if again and rules is None else (int((rules or {}).get("scenario", 1)),)
    preferences = context.preferences
    options, questions = known_tracks(preferences, data.component_options(config(), scenarios[-1]), again)

    def tracks(board_text: str) -> Overlay | None:
        found = {**options, "board": board_text}
        if not questions:
            proceed(found)
            return None
        entry = TrackEntry(questions, found, preferences, proceed)
        entry.open()
        return entry

    def board(index: int) -> Overlay | None:
        """The board of ``scenarios[index]`` (asked unless known), then the next one, then the tracks."""
        scenario = scenarios[index]
        known = known_board(preferences, scenario)

        def keep(text: str) -> Overlay | None:
            preferences.set(PREFERENCE.format(scenario=scenario), text)
            return board(index + 1) if index + 1 < len(scenarios) else tracks(text)

        if known is not None and not again:
            return keep(known)
        entry = BoardEntry(scenario, known, keep)
        entry.open()
        return entry

    return board(0)
