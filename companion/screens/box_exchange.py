"""Settings' box data files: export a game's box data to a USB stick or a folder, import every game's found there
in one tap (docs/design.md#box-data-once-shared). Each game's own entry pages are untouched: they find the imported
values where they keep theirs."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from companion.core.box_files import box_values, exchange_folders, free_bytes, import_found, write_box
from companion.core.datadir import data_dir
from companion.core.unwritable import reason
from companion.plugins import GamePlugin, plugins
from companion.screens.base import CompanionScreen
from companion.screens.i18n import tr
from companion.screens.kit.overlay import ask
from games import base
from games.base import LISTED_COMMAS, Phrase

MEGABYTE = 1024 * 1024
GIGABYTE = 1024 * MEGABYTE


def with_box_data() -> list[GamePlugin]:
    return [p for p in plugins() if p.prepare is not None]


def folder_label(folder: Path) -> str:
    """The data folder's own box folder by name; a USB stick by its label (the name it is mounted under) and its
    free space, never a path."""
    if folder == data_dir() / "boxes":
        return tr._("This device")
    label = tr.message("USB stick {label}", {"label": folder.name})
    free = free_bytes(folder)
    if free is None:
        return label
    if free >= GIGABYTE:
        return f"{label} · " + tr.message("{size} GB free", {"size": free // GIGABYTE})  # a unit: no plural
    return f"{label} · " + tr.message("{size} MB free", {"size": free // MEGABYTE})


def choose_game(question: str, then: Callable[[GamePlugin], None]) -> None:
    games = {p.package: p for p in with_box_data()}
    ask(question, [(title(p), package) for package, p in games.items()], lambda package: then(games[package]))


def title(plugin: GamePlugin) -> str:
    return tr._(base.get(plugin.engine).title_key)


def game_phrase(plugin: GamePlugin) -> Phrase:
    return Phrase(base.get(plugin.engine).title_key)


def export_box(screen: CompanionScreen) -> None:
    """Which game, then which folder; the file is written whole or not at all."""
    def to_folder(plugin: GamePlugin) -> None:
        values = box_values(screen.context.preferences, plugin.package)
        if not values:
            screen.say("{game}: no box data entered yet, nothing to export", {"game": game_phrase(plugin)})
            return
        folders = exchange_folders(data_dir())

        def write(folder: Any) -> None:
            try:
                write_box(folder, plugin.package, plugin.engine, values)
            except OSError as error:
                screen.say("The box data could not be written in {folder} ({reason})",
                           {"folder": folder_label(folder), "reason": Phrase(reason(folder / plugin.package, error))})
                return
            screen.say("{game}: box data saved on {place}",
                       {"game": game_phrase(plugin), "place": folder_label(folder)})

        ask(tr._("Save it where?"), [(folder_label(f), f) for f in folders], write, cols=1)

    choose_game(tr._("Export the box data of"), to_folder)


def import_box_file(screen: CompanionScreen) -> None:
    """One tap: every game's box file found on a USB stick (or in the data folder's boxes) imported; a file that
    is not a game's box data is refused with its reason and changes nothing."""
    games = {p.engine: p.package for p in with_box_data()}
    imported, refused = import_found(screen.context.preferences, exchange_folders(data_dir()), games)
    if imported:
        screen.say("Box data imported: {games}; New game will not ask for it again", {"games": Phrase.listing(
            [Phrase(base.get(engine).title_key) for engine in imported], link=LISTED_COMMAS)})
    elif refused:
        screen.say(refused[0].key, refused[0].params)
    else:
        screen.say("No box file found: put a USB stick with one in the Pi and tap again")
