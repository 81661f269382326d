"""Settings' box data files: export a game's box data to a USB stick or a folder, import it from one
(docs/design.md#box-data-once-shared). Each game's own entry pages are untouched: they find the imported
values where they keep theirs."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from companion.core.box_files import (BoxRefused, box_files, box_values, exchange_folders, import_box, read_box,
                                      write_box)
from companion.core.datadir import data_dir
from companion.plugins import GamePlugin, plugins
from companion.screens.base import CompanionScreen
from companion.screens.i18n import tr
from companion.screens.kit.overlay import ask
from games import base
from games.base import Phrase


def with_box_data() -> list[GamePlugin]:
    return [p for p in plugins() if p.prepare is not None]


def folder_label(folder: Path) -> str:
    """The data folder's own box folder by name; a stick or another folder by its path (/media/pi/STICK)."""
    return tr._("This device") if folder == data_dir() / "boxes" else str(folder)


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
                path = write_box(folder, plugin.package, plugin.engine, values)
            except OSError as error:
                screen.say("The box data could not be written in {folder} ({reason})",
                           {"folder": str(folder), "reason": error.strerror or type(error).__name__})
                return
            screen.say("{game}: box data saved in {file}", {"game": game_phrase(plugin), "file": str(path)})

        ask(tr._("Save it where?"), [(folder_label(f), f) for f in folders], write, cols=1)

    choose_game(tr._("Export the box data of"), to_folder)


def import_box_file(screen: CompanionScreen) -> None:
    """Which game, then which file; a file that is not this game's box data is refused and nothing changes."""
    def from_file(plugin: GamePlugin) -> None:
        files = box_files(exchange_folders(data_dir()))
        if not files:
            screen.say("No box file found: put one on a USB stick, or in {folder}",
                       {"folder": str(data_dir() / "boxes")})
            return

        def read(path: Any) -> None:
            try:
                values = read_box(path, plugin.package, plugin.engine)
            except BoxRefused as refusal:
                screen.say(refusal.notice.key, refusal.notice.params)
                return
            if not import_box(screen.context.preferences, values):
                screen.say("The disk refused to save it: the box data holds only until the app closes")
                return
            screen.say("{game}: box data imported; New game will not ask for it again", {"game": game_phrase(plugin)})

        ask(tr._("Import which file?"), [(f"{f.name} · {folder_label(f.parent)}", f) for f in files], read, cols=1)

    choose_game(tr._("Import the box data of"), from_file)
