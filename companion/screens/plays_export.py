"""Export the plays from the Statistics screen to a USB stick (docs/records.md#bg-stats, docs/records.md#csv):
which format (BG Stats' plays, its play file, CSV), then which stick when more than one is in; the file is
written whole or not at all (companion/core/plays_files.py)."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any, Sequence

from games.base import Phrase

from companion.core.playlog import Play
from companion.core import plays_files
from companion.core.unwritable import reason
from companion.screens.base import CompanionScreen
from companion.screens.box_exchange import folder_label
from companion.screens.i18n import tr
from companion.screens.kit.overlay import ask


def export_plays(screen: CompanionScreen, plays: Sequence[Play], today: date) -> None:
    folders = plays_files.stick_folders()
    if not folders:
        screen.say("No USB stick found: plug one in, then export again")
        return

    def write(kind: plays_files.Kind, folder: Path) -> None:
        try:
            path, count = plays_files.export(folder, kind, plays, today)
        except OSError as error:
            screen.say("The plays could not be written on {folder} ({reason}): nothing was left there",
                       {"folder": folder_label(folder), "reason": Phrase(reason(folder / kind, error))})
            return
        if count == 0:
            screen.say("No plays to export: {file} holds none", {"file": path.name})
        else:
            screen.navigator.toast(tr.plural("{count} play saved in {file}", "{count} plays saved in {file}",
                                             count, {"file": path.name}))

    def to_folder(kind: Any) -> None:
        if len(folders) == 1:
            write(kind, folders[0])
        else:
            ask(tr._("Save it where?"), [(folder_label(f), f) for f in folders], lambda f: write(kind, f), cols=1)

    ask(tr._("Export the plays as"), [(tr._("BG Stats (JSON)"), "bgstats"),
                                      (tr._("BG Stats play file (.bgsplay)"), "bgsplay"),
                                      (tr._("Spreadsheet (CSV)"), "csv")], to_folder, cols=1)
